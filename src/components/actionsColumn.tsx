import type { ReactElement } from 'react';
import { RouterLink } from './RouterLink';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { GridActionsCellItem, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';

/** One button of a row's Actions cell. */
export interface RowAction<Row> {
  key: string;
  icon: (row: Row) => ReactElement;
  /** The accessible name, e.g. "Edit Royal Oud". */
  label: (row: Row) => string;
  /** The tooltip; the label when not given. */
  title?: (row: Row) => string;
  /** A link to this address (an edit screen) instead of a click handler. */
  to?: (row: Row) => string;
  onClick?: (row: Row) => void;
  disabled?: (row: Row) => boolean;
  /** Left out of the cell for this row. */
  hidden?: (row: Row) => boolean;
  color?: 'inherit' | 'default';
}

/** What a grid whose rows toggle and delete is told: the row whose change is in flight, the clicks. */
export interface ToggleAndDelete<Row> {
  busyId: string | null;
  onToggle: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** The Actions column of a back-office grid, from the actions each row offers. */
export function actionsColumn<Row extends GridValidRowModel>(
  width: number,
  actions: RowAction<Row>[],
): GridColDef<Row> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width,
    getActions: ({ row }) =>
      actions
        .filter((action) => !action.hidden?.(row))
        .map((action) => {
          const disabled = action.disabled?.(row) ?? false;
          const link = action.to && !disabled ? { component: RouterLink, to: action.to(row) } : {};
          const label = action.label(row);
          return (
            <GridActionsCellItem
              key={action.key}
              icon={action.icon(row)}
              label={label}
              title={action.title?.(row) ?? label}
              disabled={disabled}
              color={action.color}
              onClick={action.onClick ? () => action.onClick!(row) : undefined}
              {...link}
            />
          );
        }),
  };
}

/** The edit button: a link to the row's edit screen. */
export function editAction<Row extends { name: string }>(
  path: (row: Row) => string,
  disabled?: (row: Row) => boolean,
): RowAction<Row> {
  return {
    key: 'edit',
    icon: () => <EditIcon />,
    label: (row) => `Edit ${row.name}`,
    to: path,
    disabled,
  };
}

/** The delete button: its click asks first (the page's confirm dialog). */
export function deleteAction<Row>(action: Omit<RowAction<Row>, 'key' | 'icon'>): RowAction<Row> {
  return { key: 'delete', icon: () => <DeleteIcon />, ...action };
}
