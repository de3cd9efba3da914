import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/Restore';
import BlockIcon from '@mui/icons-material/Block';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { ListProductsApiResponse } from '../../store/api/generated/shopApi';

export type Perfume = ListProductsApiResponse[number];
export type PerfumeRow = Perfume & { index: number };

/** Which actions a table offers: all (superadmin), edit and deactivate (admin), or none. */
export type PerfumeActions = 'all' | 'deactivate' | 'none';

interface ColumnOptions {
  actions: PerfumeActions;
  busyId: string | null;
  onSetActive: (perfume: PerfumeRow, active: boolean) => void;
}

/** Columns of SPEC 2: #, Name, Description, Category, Status, Actions. */
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
  columns.push({
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 120,
    getActions: ({ row }) => {
      const items = [
        <GridActionsCellItem
          key="edit"
          icon={<EditIcon />}
          label={`Edit ${row.name}`}
          title={`Edit ${row.name}`}
          {...{ component: RouterLink, to: `/perfumes/update/${row._id}` }}
        />,
      ];
      if (row.isActive || actions === 'all') {
        const label = `${row.isActive ? 'Deactivate' : 'Reactivate'} ${row.name}`;
        items.push(
          <GridActionsCellItem
            key="status"
            icon={row.isActive ? <BlockIcon /> : <RestoreIcon />}
            label={label}
            title={label}
            disabled={busyId === row._id}
            onClick={() => onSetActive(row, !row.isActive)}
          />,
        );
      }
      return items;
    },
  });
  return columns;
}
