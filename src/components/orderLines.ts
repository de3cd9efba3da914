import { deliveryLine } from '@shop/domain/delivery';
import type { OrderItemRow } from './OrderItemsTable';

/** An order's amounts as OrderItemsTable shows them: the total, the delivery charged, the discount. */
export const orderAmounts = (order: {
  totalAmount: number;
  deliveryFee?: number;
  discount: number;
}) => ({
  total: order.totalAmount,
  delivery: deliveryLine(order.deliveryFee),
  discount: order.discount,
});

interface PerfumeLine {
  productId: { _id: string; name: string };
  variantSize: string;
  quantity: number;
  price: number;
}

/** A stored order's lines, each naming its perfume, as the items tables show them. */
export const orderItemRows = (order: { products: PerfumeLine[] }): OrderItemRow[] =>
  order.products.map((line, i) => ({
    key: `${line.productId._id}-${line.variantSize}-${i}`,
    name: line.productId.name,
    size: line.variantSize,
    quantity: line.quantity,
    price: line.price,
  }));
