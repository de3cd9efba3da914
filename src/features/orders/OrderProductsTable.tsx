import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { orderTotal } from '../../domain/checkout';
import { formatPkr } from '../../domain/money';
import type { GetOrderApiResponse } from '../../store/api/generated/shopApi';

/** The ordered lines: name, size, quantity, price and line total, then the order total. */
export function OrderProductsTable({ order }: { order: GetOrderApiResponse }) {
  return (
    <Paper component="section" aria-labelledby="order-products" sx={{ p: 3 }}>
      <Typography id="order-products" variant="h6" component="h2" gutterBottom>
        Products
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="order-products">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell>Size</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">Line Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.products.map((line, i) => (
              <TableRow key={`${line.productId._id}-${line.variantSize}-${i}`}>
                <TableCell>{line.productId.name}</TableCell>
                <TableCell>{line.variantSize}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{formatPkr(line.price)}</TableCell>
                <TableCell align="right">{formatPkr(orderTotal([line]))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" colSpan={4} align="right">
                Total
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {formatPkr(order.totalAmount)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}
