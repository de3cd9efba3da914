import { t } from '@lingui/core/macro';
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
import { formatOrderDate, nationalPhone, paymentLabel } from './orderFormat';
import { provinceText } from './checkoutMessages';
import { keptLeftToRight, pageLanguage } from '../../components/pageLanguage';
import { orderItemRows } from '../../components/orderLines';
import { CustomerOrderItems } from './CustomerOrderItems';
import { OrderStatusChip } from '../../components/OrderStatusChip';
import { WhatsAppConfirmation } from './WhatsAppConfirmation';
import { trackOrderPath } from '@shop/domain/orderTracking';
import { LoadFailedPage } from '../../components/LoadFailedPage';
import { useQueryFailure } from '../../components/useQueryFailure';

/** What the page says when there is no such order. */
const notFound = () => ({
  title: t`We couldn't find that order`,
  text: t`Check the link in your order e-mail, or look your order up by its number.`,
  action: (
    <Button component={RouterLink} to="/track-order" variant="contained" color="secondary">
      {t`Track Order`}
    </Button>
  ),
});

/** /order/{id}: the order just placed, with a thank-you. */
export function OrderPage() {
  const { id = '' } = useParams();
  const query = useGetOrderQuery({ id });
  const { data: order, failure, retry } = useQueryFailure(query, 'order details');

  if (failure) return <LoadFailedPage failure={failure} retry={retry} notFound={notFound()} />;
  if (!order) {
    return (
      <Container sx={{ py: 8 }}>
        <Typography align="center" color="text.secondary" role="status">
          {t`Loading order details...`}
        </Typography>
      </Container>
    );
  }

  const orderNumber = keptLeftToRight(order.orderNumber);
  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t`Thank you for your order!`}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {t`We will call you to confirm it. Keep your order number to track your order.`}
      </Typography>
      <WhatsAppConfirmation order={order} />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t`Order ${orderNumber}`}
            </Typography>
            <DetailList
              rows={[
                [t`Order number`, orderNumber],
                [t`Status`, <OrderStatusChip key="status" status={order.status} />],
                [
                  t`Placed on`,
                  <time key="date" dateTime={order.createdAt}>
                    {formatOrderDate(order.createdAt, pageLanguage())}
                  </time>,
                ],
                [t`Payment method`, paymentLabel(order.paymentMethod)],
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
              {t`Delivery Details`}
            </Typography>
            <DetailList
              rows={[
                [t`Name`, order.customerName],
                [t`Phone`, keptLeftToRight(nationalPhone(order.customerPhone))],
                [t`Email`, keptLeftToRight(order.customerEmail)],
                [t`Address`, order.customerAddress],
                [t`City`, order.customerCity],
                [t`Province`, provinceText(order.customerProvince)],
                [t`Postal code`, order.postalcode],
              ]}
            />
          </Paper>
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button
              component={RouterLink}
              to={trackOrderPath(order.orderNumber)}
              variant="outlined"
            >
              {t`Track this order`}
            </Button>
            <Button component={RouterLink} to="/shop" variant="contained" color="secondary">
              {t`Continue Shopping`}
            </Button>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
