import Chip from '@mui/material/Chip';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { GridColDef } from '@mui/x-data-grid';
import {
  actionsColumn,
  deleteAction,
  editAction,
  type ToggleAndDelete,
} from '../../components/actionsColumn';
import { indexColumn, nameColumn, statusColumn } from '../../components/gridColumns';
import { roleLabel } from '@shop/domain/roles';
import { isLocked, type AdminRecord } from './adminRecord';

export type AdminRow = AdminRecord & { index: number };

interface ColumnOptions extends ToggleAndDelete<AdminRow> {
  /** The signed-in admin, who may edit but not toggle or delete their own account. */
  selfId: string | undefined;
}

/** Columns of docs/product.md §2: #, Name, Email, Status, Role, CreatedBy, Actions. */
export function adminColumns(options: ColumnOptions): GridColDef<AdminRow>[] {
  return [
    indexColumn(),
    nameColumn(140),
    { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 190 },
    statusColumn('active'),
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
    adminActions(options),
  ];
}

/** Edit, (de)activate and delete: none on a locked account, only Edit on the signed-in admin's own. */
function adminActions({ selfId, busyId, onToggle, onDelete }: ColumnOptions) {
  return actionsColumn<AdminRow>(140, [
    editAction((row) => `/admins/update/${row._id}`, isLocked),
    {
      key: 'toggle',
      icon: (row) => (row.active ? <BlockIcon /> : <CheckCircleIcon />),
      label: (row) => `${row.active ? 'Deactivate' : 'Activate'} ${row.name}`,
      disabled: (row) => isLocked(row) || row._id === selfId || busyId === row._id,
      onClick: onToggle,
    },
    deleteAction({
      label: (row) => `Delete ${row.name}`,
      color: 'inherit',
      disabled: (row) => isLocked(row) || row._id === selfId,
      onClick: onDelete,
    }),
  ]);
}
