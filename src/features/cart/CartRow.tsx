import { useId, useState } from 'react';
import { RouterLink } from '../../components/RouterLink';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { orderTotal } from '@shop/domain/money';
import { formatRs } from '@shop/domain/money';
import { PerfumeImage } from '../../components/PerfumeImage';
import { TAP_TARGET_LINK_SX } from '../../components/tapTarget';
import type { CartLine } from '../../store/cartSlice';
import type { LineAllowance, LineOverLimit } from '@shop/domain/orderLimits';
import { CartQuantityInput } from './CartQuantityInput';

interface CartRowProps {
  line: CartLine;
  /** The most this line may hold, and why (src/domain/orderLimits.ts). */
  allowance: LineAllowance;
  /** Set when the line holds more than the order may: what to lower it to. */
  over?: LineOverLimit;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

const UNAVAILABLE_TEXT = { withdrawn: 'No longer available', soldOut: 'Sold out' } as const;

/** One cart line: image, perfume, size, price, quantity, subtotal and a remove button. */
export function CartRow({ line, allowance, over, onQuantity, onRemove }: CartRowProps) {
  const name = line.name ?? 'Perfume';
  const what = `${name} ${line.size}`;
  const price = line.price;
  // An emptied quantity field: no total until a number is typed.
  const [draft, setDraft] = useState<string | null>(null);
  const limitId = useId();
  const limitText = over
    ? over.message
    : line.quantity >= allowance.max && line.requestedQuantity === undefined
      ? allowance.message
      : null;
  return (
    <TableRow role="row" sx={line.unavailable ? { bgcolor: 'action.hover' } : undefined}>
      <TableCell role="cell" className="image" sx={{ width: 80 }}>
        <Box sx={{ width: 64 }}>
          <PerfumeImage src={line.image} alt={what} sizes="64px" />
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
              max={allowance.max}
              draft={draft}
              onDraft={setDraft}
              label={`Quantity of ${what}`}
              describedBy={limitText ? limitId : undefined}
              onChange={onQuantity}
            />
            {limitText && (
              <Typography
                id={limitId}
                variant="body2"
                color={over ? 'error' : 'text.secondary'}
                sx={{ mt: 0.5, fontWeight: over ? 600 : undefined }}
              >
                {limitText}
              </Typography>
            )}
            {over && (
              <Button
                size="small"
                variant="outlined"
                color="error"
                sx={{ mt: 0.5 }}
                aria-label={`${over.lowerTo > 0 ? `Lower to ${over.lowerTo}` : 'Remove'}: ${what}`}
                onClick={() => (over.lowerTo > 0 ? onQuantity(over.lowerTo) : onRemove())}
              >
                {over.lowerTo > 0 ? `Lower to ${over.lowerTo}` : 'Remove'}
              </Button>
            )}
            {line.requestedQuantity !== undefined && (
              <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }}>
                Only {line.stock} left (you had {line.requestedQuantity})
              </Typography>
            )}
          </>
        )}
      </TableCell>
      <TableCell role="cell" align="right" className="subtotal">
        {line.unavailable || price === undefined || draft !== null
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
