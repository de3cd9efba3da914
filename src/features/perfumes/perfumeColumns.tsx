import Chip from '@mui/material/Chip';
import RestoreIcon from '@mui/icons-material/Restore';
import BlockIcon from '@mui/icons-material/Block';
import type { GridColDef } from '@mui/x-data-grid';
import { actionsColumn, editAction } from '../../components/actionsColumn';
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
    { field: 'index', headerName: '#', width: 60 },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
    {
      field: 'description',
      headerName: 'Description',
      flex: 2,
      minWidth: 180,
      valueGetter: (_value, row) => row.description || '-',
    },
    {
      field: 'category',
      headerName: 'Category',
      flex: 1,
      minWidth: 130,
      valueGetter: (_value, row) => row.category?.name || '-',
    },
    {
      field: 'isActive',
      headerName: 'Status',
      width: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={row.isActive ? 'Active' : 'Inactive'}
          color={row.isActive ? 'success' : 'default'}
        />
      ),
    },
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
