import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GetOrderApiResponse } from '../../store/api/generated/storefrontApi';
import { formatDayAndTime } from '@shop/domain/dates';
import { OrderStatusChip } from '../../components/OrderStatusChip';
import { compactCellsSx } from '../../components/compactCells';
import { SectionCard } from '../../components/SectionCard';

/**
 * Every status the order has had, when, which admin set it (a dash for the customer or the
 * system) and the note kept with it (how it was confirmed, the courier and tracking number).
 */
export function OrderHistoryTable({ history }: { history: GetOrderApiResponse['history'] }) {
  return (
    <SectionCard titleId="order-history" title="Status History">
      {history.length === 0 ? (
        <Typography color="text.secondary">No status changes yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="order-history" sx={compactCellsSx}>
            <TableHead>
              <TableRow>
                <TableCell>Status</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>By</TableCell>
                <TableCell>Note</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.map((entry, i) => (
                <TableRow key={`${entry.at}-${i}`}>
                  <TableCell>
                    <OrderStatusChip status={entry.status} />
                  </TableCell>
                  <TableCell>{formatDayAndTime(entry.at)}</TableCell>
                  <TableCell>{entry.by || '-'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'break-word' }}>{entry.note || '-'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
