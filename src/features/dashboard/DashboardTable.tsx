import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

interface DashboardTableProps {
  title: string;
  headers: string[];
  emptyText: string;
  /** One <TableRow> per entry; none shows the empty text. */
  children: ReactNode[];
}

/** A titled plain table of the dashboard (a handful of rows, no paging needed). */
export function DashboardTable({ title, headers, emptyText, children }: DashboardTableProps) {
  const id = `dashboard-table-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper sx={{ p: 2, height: '100%' }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {/* Narrower cells on a phone; what still does not fit scrolls sideways within the card. */}
      <TableContainer sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {children.length > 0 ? (
              children
            ) : (
              <TableRow>
                <TableCell colSpan={headers.length} align="center">
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
