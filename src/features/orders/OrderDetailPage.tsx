import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useAdminAlert } from '../../components/adminAlertContext';
import { useGetOrderQuery } from '../../store/api/enhanced';
import { OrderCustomerCard } from './OrderCustomerCard';
import { OrderCustomerHistory } from './OrderCustomerHistory';
import { OrderHistoryTable } from './OrderHistoryTable';
import { OrderProductsTable } from './OrderProductsTable';
import { OrderShipmentCard } from './OrderShipmentCard';
import { OrderStatusForm } from './OrderStatusForm';
import { PrintSlipsButton } from './slips/PrintSlipsButton';
import { OrderStatusChip } from '../../components/OrderStatusChip';

/**
 * /orders/{id}: customer (with WhatsApp), the customer's other orders, shipment, products,
 * total, status history and the status form.
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  // currentData: another order's details never show while this one loads.
  const { currentData: order, isFetching, isError } = useGetOrderQuery({ id });
  const showAlert = useAdminAlert();

  useEffect(() => {
    if (isError) showAlert({ severity: 'error', message: 'Failed to load order details' });
  }, [isError, showAlert]);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Button component={RouterLink} to="/orders" startIcon={<ArrowBackIcon />}>
          Back to Orders
        </Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {order ? `Order ${order.orderNumber}` : 'Order Details'}
        </Typography>
        {order && <OrderStatusChip status={order.status} />}
        <PrintSlipsButton ids={[id]} sx={{ ml: 'auto' }}>
          Print slip
        </PrintSlipsButton>
      </Box>
      {!order && isFetching && <Typography role="status">Loading...</Typography>}
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
          <OrderProductsTable order={order} />
          <OrderHistoryTable history={order.history} />
          {/* Keyed by status: after an update the form starts again from the new status. */}
          <OrderStatusForm key={order.status} orderId={order._id} status={order.status} />
        </>
      )}
    </Stack>
  );
}
