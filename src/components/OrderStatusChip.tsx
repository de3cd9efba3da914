import Chip from '@mui/material/Chip';
import { STATUS_COLOURS, isOrderStatus } from '@shop/domain/orderStatus';
import { YELLOW_BADGE_SX } from './yellowBadge';
import { orderStatusText } from './orderStatusText';

/** An order status as a coloured badge (docs/product.md §4 colours), the same on the storefront and in the back office. */
export function OrderStatusChip({ status }: { status: string }) {
  const colour = isOrderStatus(status) ? STATUS_COLOURS[status] : 'default';
  return (
    <Chip
      label={orderStatusText(status)}
      size="small"
      color={colour}
      sx={{ fontWeight: 600, ...(colour === 'warning' ? YELLOW_BADGE_SX : {}) }}
    />
  );
}
