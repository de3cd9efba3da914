import { t } from '@lingui/core/macro';
import Typography from '@mui/material/Typography';
import { OrderItemsTable, type OrderItemRow } from '../../components/OrderItemsTable';
import { orderAmounts } from '../../components/orderLines';

/** The Items part of a customer's order card: the order just placed, or one tracked. */
export function CustomerOrderItems({
  order,
  items,
  discountCode,
}: {
  order: Parameters<typeof orderAmounts>[0];
  items: OrderItemRow[];
  /** The code that gave the discount, named beside it. */
  discountCode?: string | null;
}) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t`Items`}
      </Typography>
      <OrderItemsTable
        caption={t`Items in this order`}
        {...orderAmounts(order)}
        discountCode={discountCode}
        items={items}
      />
    </>
  );
}
