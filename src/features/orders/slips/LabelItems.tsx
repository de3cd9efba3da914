import Box from '@mui/material/Box';
import type { OrderItemRow } from '../../../components/OrderItemsTable';
import { orderTotal } from '@shop/domain/money';
import { formatRs } from '@shop/domain/money';

interface LabelItemsProps {
  caption: string;
  items: OrderItemRow[];
  total: number;
  /** Rs. for delivery, part of the total; left out when delivery was free. */
  delivery?: number;
  /** Rs. a discount code took off, out of the total already; 0 or left out: none. */
  discount?: number;
  /** How many lines to list; the rest are counted ("and N more lines"). */
  lines: number;
}

/**
 * The label's items: a compact table in the space the address leaves, then the number of units
 * and the total, which always show (a table that still does not fit is cut, never the page).
 */
export function LabelItems({ caption, items, total, delivery, discount, lines }: LabelItemsProps) {
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  const hidden = items.length - lines;
  return (
    <Box
      component="section"
      aria-label="Items"
      sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'hidden', fontSize: '8pt' }}>
        <Box
          component="table"
          aria-label={caption}
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            '& th, & td': { p: 0, pr: '1.5mm', textAlign: 'left', verticalAlign: 'top' },
            '& th:nth-of-type(n + 3), & td:nth-of-type(n + 3)': { textAlign: 'right', pr: 0 },
          }}
        >
          <thead>
            <tr>
              <th>Qty</th>
              <th>Item</th>
              <th>Price</th>
              <th>Total</th>
            </tr>
          </thead>
          <tbody>
            {items.slice(0, lines).map((item) => (
              <tr key={item.key}>
                <td>{item.quantity}</td>
                <td>
                  {item.name}, {item.size}
                </td>
                <td>{formatRs(item.price)}</td>
                <td>{formatRs(orderTotal([item]))}</td>
              </tr>
            ))}
          </tbody>
        </Box>
        {hidden > 0 && <Box>and {hidden} more lines: every line is on the A4 invoice</Box>}
      </Box>
      <Box sx={{ fontWeight: 700, mt: '1mm' }}>
        {units} {units === 1 ? 'item' : 'items'} in this parcel ·{' '}
        {delivery ? `Delivery ${formatRs(delivery)} · ` : ''}
        {discount ? `Discount −${formatRs(discount)} · ` : ''}Total {formatRs(total)}
      </Box>
    </Box>
  );
}
