import { t } from '@lingui/core/macro';
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
import { keptLeftToRight } from '../../components/pageLanguage';
import { limitText } from '../../components/limitMessages';
import { useOrderLimits } from '../../components/useOrderLimits';

interface CartRowProps {
  line: CartLine;
  /** The most this line may hold, and why (src/domain/orderLimits.ts). */
  allowance: LineAllowance;
  /** Set when the line holds more than the order may: what to lower it to. */
  over?: LineOverLimit;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

const unavailableText = (why: 'withdrawn' | 'soldOut') =>
  why === 'withdrawn' ? t`No longer available` : t`Sold out`;

/** One cart line: image, perfume, size, price, quantity, subtotal and a remove button. */
export function CartRow({ line, allowance, over, onQuantity, onRemove }: CartRowProps) {
  const name = line.name ?? t`Perfume`;
  const limits = useOrderLimits();
  const what = `${name} ${line.size}`;
  const price = line.price;
  // An emptied quantity field: no total until a number is typed.
  const [draft, setDraft] = useState<string | null>(null);
  const limitId = useId();
  const limitWords = over
    ? limitText(over.limit, limits, over.lowerTo)
    : line.quantity >= allowance.max && line.requestedQuantity === undefined
      ? limitText(allowance.limit, limits, line.stock ?? 0)
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
            {unavailableText(line.unavailable)}
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
            {t`Price changed (was ${keptLeftToRight(formatRs(line.previousPrice))})`}
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
              label={t`Quantity of ${what}`}
              describedBy={limitWords ? limitId : undefined}
              onChange={onQuantity}
            />
            {limitWords && (
              <Typography
                id={limitId}
                variant="body2"
                color={over ? 'error' : 'text.secondary'}
                sx={{ mt: 0.5, fontWeight: over ? 600 : undefined }}
              >
                {limitWords}
              </Typography>
            )}
            {over && (
              <Button
                size="small"
                variant="outlined"
                color="error"
                sx={{ mt: 0.5 }}
                aria-label={
                  over.lowerTo > 0 ? t`Lower to ${over.lowerTo}: ${what}` : t`Remove: ${what}`
                }
                onClick={() => (over.lowerTo > 0 ? onQuantity(over.lowerTo) : onRemove())}
              >
                {over.lowerTo > 0 ? t`Lower to ${over.lowerTo}` : t`Remove`}
              </Button>
            )}
            {line.requestedQuantity !== undefined && (
              <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }}>
                {t`Only ${String(line.stock)} left (you had ${line.requestedQuantity})`}
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
        <IconButton aria-label={t`Remove ${what}`} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
