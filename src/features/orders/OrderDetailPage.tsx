import { useParams } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { CantReach } from '../../components/CantReach';
import { RecordMissing } from '../../components/RecordMissing';
import { useLoadFailure } from '../../components/useLoadFailure';
import { useGetOrderQuery } from '../../store/api/enhanced';
import { OrderCustomerCard } from './OrderCustomerCard';
import { OrderCustomerHistory } from './OrderCustomerHistory';
import { OrderHistoryTable } from './OrderHistoryTable';
import { OrderPerfumesTable } from './OrderPerfumesTable';
import { OrderShipmentCard } from './OrderShipmentCard';
import { OrderStatusForm } from './OrderStatusForm';
import { ordersListPath } from './orderListAddress';
import { PrintSlipsButton } from './slips/PrintSlipsButton';
import { OrderStatusChip } from '../../components/OrderStatusChip';

/**
 * /orders/{id}: customer (with WhatsApp), the customer's other orders, shipment, perfumes,
 * total, status history and the status form.
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  // currentData: another order's details never show while this one loads.
  const query = useGetOrderQuery({ id });
  const { currentData: order } = query;
  const { failure, retry } = useLoadFailure({ ...query, data: order });

  if (failure === 'missing') {
    return (
      <RecordMissing
        what="order"
        text="It may have been deleted, or the link is wrong. Look for it in the orders list."
        listPath="/orders"
        listName="Orders"
      />
    );
  }
  const backToOrders = (
    <Box>
      <Button component={RouterLink} to={ordersListPath()} startIcon={<ArrowBackIcon />}>
        Back to Orders
      </Button>
    </Box>
  );
  if (failure === 'unreachable') {
    return (
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        {backToOrders}
        <CantReach onRetry={retry} />
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      {backToOrders}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {order ? `Order ${order.orderNumber}` : 'Order Details'}
        </Typography>
        {order && <OrderStatusChip status={order.status} />}
        <PrintSlipsButton ids={[id]} sx={{ ml: 'auto' }}>
          Print slip
        </PrintSlipsButton>
      </Box>
      {!order && <Typography role="status">Loading...</Typography>}
      {order && (
        <>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <OrderCustomerCard order={order} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <OrderCustomerHistory orderId={order._id} />
            </Grid>
          </Grid>
          {order.courier && <OrderShipmentCard order={order} />}
          <OrderPerfumesTable order={order} />
          <OrderHistoryTable history={order.history} />
          {/* Keyed by status: after an update the form starts again from the new status. */}
          <OrderStatusForm key={order.status} orderId={order._id} status={order.status} />
        </>
      )}
    </Stack>
  );
}
