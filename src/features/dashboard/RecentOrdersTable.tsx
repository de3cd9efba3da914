import { RouterLink } from '../../components/RouterLink';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { YELLOW_BADGE_SX } from '../../components/yellowBadge';
import { formatPkr } from '@shop/domain/money';
import { DashboardTable } from './DashboardTable';
import type { RecentOrder } from './normalizeDashboard';

/** Dashboard badge colours (docs/product.md §2): green, yellow, red for three statuses, grey otherwise. */
export function dashboardStatusColour(status: string): ChipProps['color'] {
  switch (status) {
    case 'Delivered':
      return 'success';
    case 'Pending':
      return 'warning';
    case 'Cancelled':
      return 'error';
    default:
      return 'default';
  }
}

/** Recent Orders: Order No, Customer, Status, Total, Action (View). */
export function RecentOrdersTable({ orders }: { orders: RecentOrder[] }) {
  return (
    <DashboardTable
      title="Recent Orders"
      headers={['Order No', 'Customer', 'Status', 'Total', 'Action']}
      emptyText="No recent orders"
    >
      {orders.map((order, i) => (
        <TableRow key={order.id ?? `row-${i}`}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.orderNumber}</TableCell>
          <TableCell>{order.customerName}</TableCell>
          <TableCell>
            <Chip
              size="small"
              label={order.status}
              color={dashboardStatusColour(order.status)}
              sx={order.status === 'Pending' ? YELLOW_BADGE_SX : undefined}
            />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPkr(order.totalAmount)}</TableCell>
          <TableCell>
            {order.id && (
              <Button
                component={RouterLink}
                to={`/orders/${order.id}`}
                size="small"
                variant="outlined"
                aria-label={`View order ${order.orderNumber}`}
              >
                View
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </DashboardTable>
  );
}
