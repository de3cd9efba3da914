import Chip from '@mui/material/Chip';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import type { GridColDef } from '@mui/x-data-grid';
import { actionsColumn, editAction } from '../../components/actionsColumn';
import { roleLabel } from '@shop/domain/roles';
import { isLocked, type AdminRecord } from './adminRecord';

export type AdminRow = AdminRecord & { index: number };

interface ColumnOptions {
  /** The signed-in admin, who may edit but not toggle or delete their own account. */
  selfId: string | undefined;
  /** The admin whose status change is in flight. */
  busyId: string | null;
  onToggle: (admin: AdminRow) => void;
  onDelete: (admin: AdminRow) => void;
}

/** Columns of docs/product.md §2: #, Name, Email, Status, Role, CreatedBy, Actions. */
export function adminColumns({
  selfId,
  busyId,
  onToggle,
  onDelete,
}: ColumnOptions): GridColDef<AdminRow>[] {
  return [
    { field: 'index', headerName: '#', width: 60 },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
    { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 190 },
    {
      field: 'active',
      headerName: 'Status',
      width: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={row.active ? 'Active' : 'Inactive'}
          color={row.active ? 'success' : 'default'}
        />
      ),
    },
    {
      field: 'role',
      headerName: 'Role',
      width: 130,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={roleLabel(row.role)}
          color={row.role === 'superadmin' ? 'secondary' : 'primary'}
          variant={row.role === 'superadmin' ? 'filled' : 'outlined'}
        />
      ),
    },
    {
      field: 'createdBy',
      headerName: 'CreatedBy',
      flex: 1,
      minWidth: 130,
      valueGetter: (_value, row) => row.createdBy?.name || '-',
    },
    actionsColumn<AdminRow>(140, [
      editAction((row) => `/admins/update/${row._id}`, isLocked),
      {
        key: 'toggle',
        icon: (row) => (row.active ? <BlockIcon /> : <CheckCircleIcon />),
        label: (row) => `${row.active ? 'Deactivate' : 'Activate'} ${row.name}`,
        disabled: (row) => isLocked(row) || row._id === selfId || busyId === row._id,
        onClick: onToggle,
      },
      {
        key: 'delete',
        icon: () => <DeleteIcon />,
        label: (row) => `Delete ${row.name}`,
        color: 'inherit',
        disabled: (row) => isLocked(row) || row._id === selfId,
        onClick: onDelete,
      },
    ]),
  ];
}
