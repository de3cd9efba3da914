import { t } from '@lingui/core/macro';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import { orderTotal } from '@shop/domain/money';
import { orderAmount } from '@shop/domain/money';
import { formatRs } from '@shop/domain/money';
import { compactCellsSx } from './compactCells';
import { narrowerThan, stackedTableSx } from './narrowTable';
import { StackedTableHead } from './StackedTableHead';
import { keptLeftToRight } from './pageLanguage';

const NARROW = narrowerThan(560);

export interface OrderItemRow {
  key: string;
  name: string;
  size: string;
  quantity: number;
  price: number;
}

interface OrderItemsTableProps {
  /** The table's accessible name. */
  caption: string;
  items: OrderItemRow[];
  /** The total to show; by default the sum of the lines (docs/product.md §9). */
  total?: number;
  /**
   * Rs. for delivery (0: free): shown as Items, Delivery and Total, the total the two together
   * unless `total` is given. Left out: the Total row alone (no delivery charged).
   */
  delivery?: number;
  /** Rs. taken off the items by a discount code: shown as a Discount row when more than 0. */
  discount?: number;
  /** The code that gave the discount, named beside it. */
  discountCode?: string | null;
  /** How amounts read: "Rs. 4,500" for shoppers (the default), "4,500 PKR" in the back office. */
  money?: (amount: number) => string;
}

/**
 * Where the table has too little room for five columns (a phone, the checkout's side column), each
 * line stacks: the name on top, then size, "quantity × price" and the line total, and each total
 * row reads label and amount on one line, so no amount needs a sideways swipe.
 */
const stackedSx = {
  [NARROW]: {
    '& tbody tr': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: 1,
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody th': { flex: '1 0 100%', fontWeight: 500, overflowWrap: 'anywhere' },
    '& tbody td': { color: 'text.secondary' },
    // Separators for the eye only: the column headings name each cell for screen readers.
    '& .quantity::before': { content: '"· " / ""' },
    '& .price::before': { content: '"× " / ""' },
    '& tbody td.line-total': { ml: 'auto', color: 'text.primary', fontWeight: 500 },
    '& tfoot tr': { display: 'flex', justifyContent: 'space-between', columnGap: 2, pt: 1 },
    '& tfoot th, & tfoot td': { fontSize: '1rem' },
  },
} as const;

/** Amounts never break inside ("Rs." above "99,999"); the total reads like the lines. */
const amountsSx = {
  '& .price, & .line-total, & .total': { whiteSpace: 'nowrap' },
  '& tfoot th, & tfoot td': { fontSize: '0.875rem', color: 'text.primary' },
} as const;

/**
 * Items of an order or of a checkout: name, size, quantity, price, line total and the total. The
 * same table for shoppers (checkout, order and tracking pages) and staff (an order's page); a
 * table of five columns where there is room, stacked lines where there is not.
 */
export function OrderItemsTable({
  caption,
  items,
  total,
  delivery,
  discount = 0,
  discountCode,
  money = formatRs,
}: OrderItemsTableProps) {
  // A given total is the server's: the items are what it holds besides delivery and discount.
  const itemsTotal =
    total !== undefined ? orderAmount(total, -(delivery ?? 0), -discount) : orderTotal(items);
  const breakdown = delivery !== undefined || discount > 0;
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Table
        size="small"
        role="table"
        aria-label={caption}
        sx={[compactCellsSx, amountsSx, stackedTableSx(NARROW), stackedSx]}
      >
        <StackedTableHead
          columns={[
            t`Product`,
            t`Size`,
            { label: t`Quantity`, align: 'right' },
            { label: t`Price`, align: 'right' },
            { label: t`Line total`, align: 'right' },
          ]}
        />
        <TableBody role="rowgroup">
          {items.map((item) => (
            <TableRow key={item.key} role="row">
              <TableCell component="th" scope="row" role="rowheader">
                {item.name}
              </TableCell>
              <TableCell role="cell">{item.size}</TableCell>
              <TableCell role="cell" align="right" className="quantity">
                {item.quantity}
              </TableCell>
              <TableCell role="cell" align="right" className="price">
                {money(item.price)}
              </TableCell>
              <TableCell role="cell" align="right" className="line-total">
                {money(orderTotal([item]))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter role="rowgroup">
          {breakdown && (
            <TableRow role="row">
              <TableCell component="th" scope="row" role="rowheader" colSpan={4}>
                {t`Items`}
              </TableCell>
              <TableCell role="cell" align="right" className="total">
                {money(itemsTotal)}
              </TableCell>
            </TableRow>
          )}
          {delivery !== undefined && (
            <TableRow role="row">
              <TableCell component="th" scope="row" role="rowheader" colSpan={4}>
                {t`Delivery`}
              </TableCell>
              <TableCell role="cell" align="right" className="total">
                {delivery === 0 ? t`Free` : money(delivery)}
              </TableCell>
            </TableRow>
          )}
          {discount > 0 && (
            <TableRow role="row">
              <TableCell component="th" scope="row" role="rowheader" colSpan={4}>
                {discountCode ? discountWithCode(discountCode) : t`Discount`}
              </TableCell>
              <TableCell role="cell" align="right" className="total">
                {/* The minus sign stays before the amount on an Urdu page too. */}
                {keptLeftToRight(`−${money(discount)}`)}
              </TableCell>
            </TableRow>
          )}
          <TableRow role="row">
            <TableCell component="th" scope="row" role="rowheader" colSpan={4}>
              {t`Total`}
            </TableCell>
            <TableCell role="cell" align="right" className="total" sx={{ fontWeight: 700 }}>
              {money(total ?? orderAmount(itemsTotal, delivery ?? 0, discount))}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

/** "Discount (EID10)", the code kept left to right on an Urdu page. */
function discountWithCode(code: string) {
  const discountCode = keptLeftToRight(code);
  return t`Discount (${discountCode})`;
}
