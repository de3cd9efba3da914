import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ListGrid } from '../../components/ListGrid';
import {
  categoryColumns,
  THUMBNAIL_SIZE,
  type Category,
  type CategoryRow,
} from './categoryColumns';

/** One titled table of categories. */
export function CategoryTable({
  title,
  note,
  categories,
  loading,
  showStatus = false,
  showActions = true,
  canReactivate = false,
  busyId = null,
  onToggle = () => {},
}: {
  title: string;
  note?: string;
  categories: Category[] | undefined;
  loading: boolean;
  showStatus?: boolean;
  showActions?: boolean;
  canReactivate?: boolean;
  busyId?: string | null;
  onToggle?: (category: CategoryRow) => void;
}) {
  const rows = useMemo(
    () => (categories ?? []).map((category, i) => ({ ...category, index: i + 1 })),
    [categories],
  );
  const columns = useMemo(
    () => categoryColumns({ showStatus, showActions, canReactivate, busyId, onToggle }),
    [showStatus, showActions, canReactivate, busyId, onToggle],
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
        emptyText="No categories found"
        rows={rows}
        columns={columns}
        loading={loading}
        rowHeight={THUMBNAIL_SIZE + 12}
      />
    </Paper>
  );
}
