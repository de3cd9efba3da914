import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A column's heading, and where its cells' contents sit (left unless told). */
export type StackedColumn = string | { label: string; align: TableCellProps['align'] };

/**
 * The head of a table that stacks on a phone (narrowTable.ts), its roles said outright: WebKit
 * drops a table's semantics once its display changes.
 */
export function StackedTableHead({ columns }: { columns: StackedColumn[] }) {
  return (
    <TableHead role="rowgroup">
      <TableRow role="row">
        {columns.map((column) => {
          const { label, align } = typeof column === 'string' ? { label: column } : column;
          return (
            <TableCell key={label} role="columnheader" align={align}>
              {label}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
