import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { orderTotal } from '../domain/checkout';
import { compactCellsSx } from './compactCells';
import { formatRs } from '../domain/money';

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
  /** How amounts read: "Rs. 4,500" for shoppers (the default), "4,500 PKR" in the back office. */
  money?: (amount: number) => string;
}

/**
 * Items of an order or of a checkout: name, size, quantity, price, line total and the total. The
 * same table for shoppers (checkout, order and tracking pages) and staff (an order's page).
 */
export function OrderItemsTable({ caption, items, total, money = formatRs }: OrderItemsTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={caption} sx={compactCellsSx}>
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell>Size</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Line total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.key}>
              <TableCell component="th" scope="row">
                {item.name}
              </TableCell>
              <TableCell>{item.size}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{money(item.price)}</TableCell>
              <TableCell align="right">{money(orderTotal([item]))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={4}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {money(total ?? orderTotal(items))}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
