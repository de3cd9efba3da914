import { useMemo } from 'react';
import { GridSection } from '../../components/GridSection';
import { numbered } from '../../components/gridColumns';
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
  const rows = useMemo(() => numbered(perfumes), [perfumes]);
  const columns = useMemo(
    () => perfumeColumns({ actions, busyId, onSetActive }),
    [actions, busyId, onSetActive],
  );
  return (
    <GridSection
      title={title}
      note={note}
      emptyText={emptyText}
      rows={rows}
      columns={columns}
      loading={loading}
    />
  );
}
