import Chip from '@mui/material/Chip';
import { STATUS_COLOURS, type OrderStatus } from '../../domain/orderStatus';

/** An order status badge in its SPEC 4 colour. */
export function StatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" label={status} color={STATUS_COLOURS[status]} />;
}
