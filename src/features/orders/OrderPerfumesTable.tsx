import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { OrderItemsTable } from '../../components/OrderItemsTable';
import { deliveryLine } from '@shop/domain/delivery';
import { formatPkr } from '@shop/domain/money';
import type { GetOrderApiResponse } from '../../store/api/generated/storefrontApi';

/** The ordered lines: name, size, quantity, price and line total, then the order total. */
export function OrderPerfumesTable({ order }: { order: GetOrderApiResponse }) {
  return (
    <Paper component="section" aria-labelledby="order-products" sx={{ p: 3 }}>
      <Typography id="order-products" variant="h6" component="h2" gutterBottom>
        Products
      </Typography>
      <OrderItemsTable
        caption="Products"
        delivery={deliveryLine(order.deliveryFee)}
        discount={order.discount}
        discountCode={order.discountCode}
        items={order.products.map((line, i) => ({
          key: `${line.productId._id}-${line.variantSize}-${i}`,
          name: line.productId.name,
          size: line.variantSize,
          quantity: line.quantity,
          price: line.price,
        }))}
        total={order.totalAmount}
        money={formatPkr}
      />
    </Paper>
  );
}
