import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { orderTotal } from '../../domain/checkout';
import { formatRs } from '../../domain/money';
import { ProductImage } from '../../components/ProductImage';
import { TAP_TARGET_LINK_SX } from '../../components/tapTarget';
import type { CartLine } from '../../store/cartSlice';
import { CartQuantityInput } from './CartQuantityInput';

interface CartRowProps {
  line: CartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

const UNAVAILABLE_TEXT = { withdrawn: 'No longer available', soldOut: 'Sold out' } as const;

/** One cart line: image, product, size, price, quantity, subtotal and a remove button. */
export function CartRow({ line, onQuantity, onRemove }: CartRowProps) {
  const name = line.name ?? 'Perfume';
  const what = `${name} ${line.size}`;
  const price = line.price;
  return (
    <TableRow role="row" sx={line.unavailable ? { bgcolor: 'action.hover' } : undefined}>
      <TableCell role="cell" className="image" sx={{ width: 80 }}>
        <Box sx={{ width: 64 }}>
          <ProductImage src={line.image} alt={what} sizes="64px" />
        </Box>
      </TableCell>
      <TableCell component="th" scope="row" role="rowheader" className="name">
        <Link
          component={RouterLink}
          to={`/product/${line.productId}`}
          color="inherit"
          sx={TAP_TARGET_LINK_SX}
        >
          {name}
        </Link>
        {line.unavailable && (
          <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
            {UNAVAILABLE_TEXT[line.unavailable]}
          </Typography>
        )}
      </TableCell>
      <TableCell role="cell" className="size">
        {line.size}
      </TableCell>
      <TableCell role="cell" align="right" className="price">
        {price === undefined ? '—' : formatRs(price)}
        {line.previousPrice !== undefined && (
          <Typography variant="body2" color="warning.dark">
            Price changed (was {formatRs(line.previousPrice)})
          </Typography>
        )}
      </TableCell>
      <TableCell role="cell" className="quantity">
        {line.unavailable ? (
          <Typography variant="body2" color="text.secondary">
            {line.quantity}
          </Typography>
        ) : (
          <>
            <CartQuantityInput
              value={line.quantity}
              stock={line.stock}
              label={`Quantity of ${what}`}
              onChange={onQuantity}
            />
            {line.requestedQuantity !== undefined && (
              <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }}>
                Only {line.stock} left (you had {line.requestedQuantity})
              </Typography>
            )}
          </>
        )}
      </TableCell>
      <TableCell role="cell" align="right" className="subtotal">
        {line.unavailable || price === undefined
          ? '—'
          : formatRs(orderTotal([{ price, quantity: line.quantity }]))}
      </TableCell>
      <TableCell role="cell" align="center" className="remove">
        <IconButton aria-label={`Remove ${what}`} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
