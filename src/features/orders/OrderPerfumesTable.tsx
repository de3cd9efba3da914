import { OrderItemsTable } from '../../components/OrderItemsTable';
import { orderAmounts, orderItemRows } from '../../components/orderLines';
import { formatPkr } from '@shop/domain/money';
import type { GetOrderApiResponse } from '../../store/api/generated/storefrontApi';
import { SectionCard } from '../../components/SectionCard';

/** The ordered lines: name, size, quantity, price and line total, then the order total. */
export function OrderPerfumesTable({ order }: { order: GetOrderApiResponse }) {
  return (
    <SectionCard titleId="order-perfumes" title="Products">
      <OrderItemsTable
        caption="Products"
        {...orderAmounts(order)}
        discountCode={order.discountCode}
        items={orderItemRows(order)}
        money={formatPkr}
      />
    </SectionCard>
  );
}
