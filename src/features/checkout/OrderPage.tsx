import { useParams } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOrderQuery } from '../../store/api/enhanced';
import { DetailList } from '../../components/DetailList';
import { formatOrderDate, nationalPhone, paymentLabel, provinceLabel } from './orderFormat';
import { orderItemRows } from '../../components/orderLines';
import { CustomerOrderItems } from './CustomerOrderItems';
import { OrderStatusChip } from '../../components/OrderStatusChip';
import { WhatsAppConfirmation } from './WhatsAppConfirmation';
import { trackOrderPath } from '@shop/domain/orderTracking';
import { LoadFailedPage } from '../../components/LoadFailedPage';
import { useQueryFailure } from '../../components/useQueryFailure';

/** What the page says when there is no such order. */
const NOT_FOUND = {
  title: "We couldn't find that order",
  text: 'Check the link in your order e-mail, or look your order up by its number.',
  action: (
    <Button component={RouterLink} to="/track-order" variant="contained" color="secondary">
      Track Order
    </Button>
  ),
};

/** /order/{id}: the order just placed, with a thank-you. */
export function OrderPage() {
  const { id = '' } = useParams();
  const query = useGetOrderQuery({ id });
  const { data: order, failure, retry } = useQueryFailure(query, 'order details');

  if (failure) return <LoadFailedPage failure={failure} retry={retry} notFound={NOT_FOUND} />;
  if (!order) {
    return (
      <Container sx={{ py: 8 }}>
        <Typography align="center" color="text.secondary" role="status">
          Loading order details...
        </Typography>
      </Container>
    );
  }

  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Thank you for your order!
      </Typography>
      <Typography sx={{ mb: 3 }}>
        We will call you to confirm it. Keep your order number to track your order.
      </Typography>
      <WhatsAppConfirmation order={order} />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Order {order.orderNumber}
            </Typography>
            <DetailList
              rows={[
                ['Order number', order.orderNumber],
                ['Status', <OrderStatusChip key="status" status={order.status} />],
                [
                  'Placed on',
                  <time key="date" dateTime={order.createdAt}>
                    {formatOrderDate(order.createdAt)}
                  </time>,
                ],
                ['Payment method', paymentLabel(order.paymentMethod)],
              ]}
            />
            <CustomerOrderItems
              order={order}
              items={orderItemRows(order)}
              discountCode={order.discountCode}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Delivery Details
            </Typography>
            <DetailList
              rows={[
                ['Name', order.customerName],
                ['Phone', nationalPhone(order.customerPhone)],
                ['Email', order.customerEmail],
                ['Address', order.customerAddress],
                ['City', order.customerCity],
                ['Province', provinceLabel(order.customerProvince)],
                ['Postal code', order.postalcode],
              ]}
            />
          </Paper>
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button
              component={RouterLink}
              to={trackOrderPath(order.orderNumber)}
              variant="outlined"
            >
              Track this order
            </Button>
            <Button component={RouterLink} to="/shop" variant="contained" color="secondary">
              Continue Shopping
            </Button>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
