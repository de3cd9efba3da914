import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ListGrid } from '../../components/ListGrid';
import {
  perfumeColumns,
  type Perfume,
  type PerfumeActions,
  type PerfumeRow,
} from './perfumeColumns';

/** One titled table of perfumes. */
export function PerfumeTable({
  title,
  note,
  emptyText,
  perfumes,
  loading,
  actions,
  busyId,
  onSetActive,
}: {
  title: string;
  note?: string;
  emptyText: string;
  perfumes: Perfume[];
  loading: boolean;
  actions: PerfumeActions;
  busyId: string | null;
  onSetActive: (perfume: PerfumeRow, active: boolean) => void;
}) {
  const rows = useMemo(
    () => perfumes.map((perfume, i) => ({ ...perfume, index: i + 1 })),
    [perfumes],
  );
  const columns = useMemo(
    () => perfumeColumns({ actions, busyId, onSetActive }),
    [actions, busyId, onSetActive],
  );
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, mb: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {note && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      <ListGrid
        label={title}
        emptyText={emptyText}
        rows={rows}
        columns={columns}
        loading={loading}
      />
    </Paper>
  );
}
