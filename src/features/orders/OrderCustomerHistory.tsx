import { RouterLink } from '../../components/RouterLink';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FiberNewOutlinedIcon from '@mui/icons-material/FiberNewOutlined';
import { compactCellsSx } from '../../components/compactCells';
import { OrderStatusChip } from '../../components/OrderStatusChip';
import { formatDayAndTime } from '@shop/domain/dates';
import { formatPkr } from '@shop/domain/money';
import { internationalPhone } from '@shop/domain/phone';
import { useGetOrderCustomerHistoryQuery } from '../../store/api/backOffice';
import type { GetOrderCustomerHistoryApiResponse } from '../../store/api/generated/backOfficeApi';
import { countOf, inProgress, matchedBy, riskCounts, type OrderCounts } from './customerRisk';
import { SectionCard } from '../../components/SectionCard';

type History = GetOrderCustomerHistoryApiResponse;

/**
 * The customer's other orders with the shop, by phone and by e-mail, so staff can judge a
 * cash-on-delivery order before confirming it: a warning (icon and words) when orders were
 * returned (refused) or cancelled before.
 */
export function OrderCustomerHistory({ orderId }: { orderId: string }) {
  const { currentData, isFetching, isError, refetch } = useGetOrderCustomerHistoryQuery({
    id: orderId,
  });
  return (
    <SectionCard titleId="customer-history" title="Customer history" sx={{ height: '100%' }}>
      {currentData ? (
        <HistoryDetails history={currentData} />
      ) : isError && !isFetching ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          Could not load the customer&apos;s other orders.
        </Alert>
      ) : (
        <Typography role="status" color="text.secondary">
          Loading customer history...
        </Typography>
      )}
    </SectionCard>
  );
}

function HistoryDetails({ history }: { history: History }) {
  if (history.byPhone.orders === 0 && history.byEmail.orders === 0) {
    return (
      <Alert severity="info" role="status" icon={<FiberNewOutlinedIcon />}>
        <AlertTitle>First order from this customer</AlertTitle>
        No other orders with this phone number or e-mail address.
      </Alert>
    );
  }
  return (
    <>
      <RiskSummary history={history} />
      <Typography variant="body2" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        Phone {internationalPhone(history.phone)} · E-mail {history.email}
      </Typography>
      <CountsTable byPhone={history.byPhone} byEmail={history.byEmail} />
      <OtherOrders orders={history.orders} />
    </>
  );
}

/** The warning, in words, when the customer returned or cancelled orders; else a good sign. */
function RiskSummary({ history }: { history: History }) {
  const { returned, cancelled } = riskCounts(history);
  if (returned > 0 || cancelled > 0) {
    const what = [
      returned > 0 && countOf(returned, 'returned (refused)'),
      cancelled > 0 && countOf(cancelled, 'cancelled'),
    ].filter(Boolean);
    return (
      <Alert severity="warning" variant="outlined">
        <AlertTitle>Caution: returned or cancelled orders before</AlertTitle>
        This customer has {what.join(' and ')}. Confirm the order with them before shipping it.
      </Alert>
    );
  }
  const delivered = Math.max(history.byPhone.delivered, history.byEmail.delivered);
  return (
    <Alert severity="success" role="status">
      {delivered > 0
        ? `Returning customer: ${countOf(delivered, 'delivered')}, none returned or cancelled.`
        : 'Returning customer: no orders returned or cancelled.'}
    </Alert>
  );
}

const FIGURES: [string, (counts: OrderCounts) => string | number, boolean?][] = [
  ['Orders placed', (c) => c.orders],
  ['Delivered', (c) => c.delivered],
  ['Returned (refused)', (c) => c.returned, true],
  ['Cancelled', (c) => c.cancelled, true],
  ['In progress', inProgress],
  ['Delivered value', (c) => formatPkr(c.deliveredValue)],
];

/** Orders placed, delivered, returned and cancelled with the same phone and the same e-mail. */
function CountsTable({ byPhone, byEmail }: { byPhone: OrderCounts; byEmail: OrderCounts }) {
  const cell = (value: string | number, risky?: boolean) => (
    <TableCell align="right" sx={{ fontWeight: risky && value !== 0 ? 700 : undefined }}>
      {value}
    </TableCell>
  );
  return (
    <Table size="small" aria-label="Other orders by phone and e-mail" sx={compactCellsSx}>
      <TableHead>
        <TableRow>
          <TableCell>Other orders</TableCell>
          <TableCell align="right">Same phone</TableCell>
          <TableCell align="right">Same e-mail</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {FIGURES.map(([label, figure, risky]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            {cell(figure(byPhone), risky)}
            {cell(figure(byEmail), risky)}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The customer's other orders, newest first, each linking to its own page. */
function OtherOrders({ orders }: { orders: History['orders'] }) {
  return (
    <Box component="section" aria-labelledby="other-orders" sx={{ mt: 2 }}>
      <Typography id="other-orders" variant="subtitle2" component="h3">
        Latest other orders
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {orders.map((order) => (
          <Box
            component="li"
            key={order._id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 0.5,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Link component={RouterLink} to={`/orders/${order._id}`} sx={{ fontWeight: 600 }}>
              {order.orderNumber}
            </Link>
            <OrderStatusChip status={order.status} />
            <span>{formatPkr(order.totalAmount)}</span>
            <Typography component="span" variant="body2" color="text.secondary">
              {formatDayAndTime(order.createdAt)} · {matchedBy(order)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
