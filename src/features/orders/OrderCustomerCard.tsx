import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PROVINCES } from '../../domain/checkout';
import type { GetOrderApiResponse } from '../../store/api/generated/shopApi';
import { formatDayAndTime } from '../../domain/dates';

const provinceLabel = (value: string) =>
  PROVINCES.find((province) => province.value === value)?.label ?? value;

const paymentLabel = (method: string) => (method === 'COD' ? 'Cash on Delivery (COD)' : method);

/** Who ordered and where it goes, as a description list. */
export function OrderCustomerCard({ order }: { order: GetOrderApiResponse }) {
  const details: [string, string][] = [
    ['Name', order.customerName],
    ['Email', order.customerEmail],
    ['Phone', order.customerPhone],
    ['Address', order.customerAddress],
    ['City', order.customerCity],
    ['Province', provinceLabel(order.customerProvince)],
    ['Postal Code', order.postalcode],
    ['Payment Method', paymentLabel(order.paymentMethod)],
    ['Placed', formatDayAndTime(order.createdAt)],
  ];
  return (
    <Paper component="section" aria-labelledby="order-customer" sx={{ p: 3 }}>
      <Typography id="order-customer" variant="h6" component="h2" gutterBottom>
        Customer
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 1,
          m: 0,
          '& dt': { fontWeight: 600, color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {details.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value || '-'}</dd>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
