import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DetailList } from '../../components/DetailList';
import { provinceLabel } from '../../domain/checkout';
import { formatDayAndTime } from '../../domain/dates';
import type { GetOrderApiResponse } from '../../store/api/generated/shopApi';

const paymentLabel = (method: string) => (method === 'COD' ? 'Cash on Delivery (COD)' : method);

/** Who ordered and where it goes, as a description list. */
export function OrderCustomerCard({ order }: { order: GetOrderApiResponse }) {
  return (
    <Paper component="section" aria-labelledby="order-customer" sx={{ p: 3 }}>
      <Typography id="order-customer" variant="h6" component="h2" gutterBottom>
        Customer
      </Typography>
      <DetailList
        rows={[
          ['Name', order.customerName],
          ['Email', order.customerEmail],
          ['Phone', order.customerPhone],
          ['Address', order.customerAddress],
          ['City', order.customerCity],
          ['Province', provinceLabel(order.customerProvince)],
          ['Postal Code', order.postalcode],
          ['Payment Method', paymentLabel(order.paymentMethod)],
          ['Placed', formatDayAndTime(order.createdAt)],
        ]}
      />
    </Paper>
  );
}
