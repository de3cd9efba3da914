import Chip from '@mui/material/Chip';
import { STATUS_COLOURS, isOrderStatus } from '../domain/orderStatus';

/** An order status as a coloured badge (docs/product.md §4 colours), the same on the storefront and in the back office. */
export function OrderStatusChip({ status }: { status: string }) {
  return (
    <Chip
      label={status}
      size="small"
      color={isOrderStatus(status) ? STATUS_COLOURS[status] : 'default'}
      sx={{ fontWeight: 600 }}
    />
  );
}
