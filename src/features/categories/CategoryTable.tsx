import { useMemo } from 'react';
import { GridSection } from '../../components/GridSection';
import { numbered } from '../../components/gridColumns';
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
  const rows = useMemo(() => numbered(categories), [categories]);
  const columns = useMemo(
    () => categoryColumns({ showStatus, showActions, canReactivate, busyId, onToggle }),
    [showStatus, showActions, canReactivate, busyId, onToggle],
  );

  return (
    <GridSection
      title={title}
      note={note}
      emptyText="No categories found"
      rows={rows}
      columns={columns}
      loading={loading}
      rowHeight={THUMBNAIL_SIZE + 12}
    />
  );
}
