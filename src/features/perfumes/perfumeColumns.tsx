import RestoreIcon from '@mui/icons-material/Restore';
import BlockIcon from '@mui/icons-material/Block';
import type { GridColDef } from '@mui/x-data-grid';
import { actionsColumn, editAction } from '../../components/actionsColumn';
import {
  descriptionColumn,
  indexColumn,
  nameColumn,
  statusColumn,
} from '../../components/gridColumns';
import type { ListPerfumesApiResponse } from '../../store/api/generated/backOfficeApi';

export type Perfume = ListPerfumesApiResponse[number];
export type PerfumeRow = Perfume & { index: number };

/** Which actions a table offers: all (superadmin), edit and deactivate (admin), or none. */
export type PerfumeActions = 'all' | 'deactivate' | 'none';

interface ColumnOptions {
  actions: PerfumeActions;
  busyId: string | null;
  onSetActive: (perfume: PerfumeRow, active: boolean) => void;
}

/** Columns of docs/product.md §2: #, Name, Description, Category, Status, Actions. */
export function perfumeColumns({
  actions,
  busyId,
  onSetActive,
}: ColumnOptions): GridColDef<PerfumeRow>[] {
  const columns: GridColDef<PerfumeRow>[] = [
    indexColumn(),
    nameColumn(150),
    descriptionColumn(),
    {
      field: 'category',
      headerName: 'Category',
      flex: 1,
      minWidth: 130,
      valueGetter: (_value, row) => row.category?.name || '-',
    },
    statusColumn('isActive'),
  ];
  if (actions === 'none') return columns;
  columns.push(
    actionsColumn<PerfumeRow>(120, [
      editAction((row) => `/perfumes/update/${row._id}`),
      {
        key: 'status',
        icon: (row) => (row.isActive ? <BlockIcon /> : <RestoreIcon />),
        label: (row) => `${row.isActive ? 'Deactivate' : 'Reactivate'} ${row.name}`,
        hidden: (row) => !row.isActive && actions !== 'all',
        disabled: (row) => busyId === row._id,
        onClick: (row) => onSetActive(row, !row.isActive),
      },
    ]),
  );
  return columns;
}
