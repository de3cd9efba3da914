import { RouterLink } from '../../components/RouterLink';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DashboardTable } from './DashboardTable';
import type { LowStockItem } from './normalizeDashboard';

/** Low Stock Products: Product, Variant, Stock, Action (Update). */
export function LowStockTable({ items }: { items: LowStockItem[] }) {
  return (
    <DashboardTable
      title="Low Stock Products"
      headers={['Product', 'Variant', 'Stock', 'Action']}
      emptyText="No low stock products"
    >
      {items.map((item, i) => (
        <TableRow key={`${item.id ?? 'row'}-${item.variant}-${i}`}>
          <TableCell>{item.perfume}</TableCell>
          <TableCell>{item.variant}</TableCell>
          <TableCell>{item.stock}</TableCell>
          <TableCell>
            {item.id && (
              <Button
                component={RouterLink}
                to={`/perfumes/update/${item.id}`}
                size="small"
                variant="outlined"
                aria-label={`Update ${item.perfume} ${item.variant}`}
              >
                Update
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </DashboardTable>
  );
}
