import Box from '@mui/material/Box';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import type { GridColDef } from '@mui/x-data-grid';
import { actionsColumn, editAction } from '../../components/actionsColumn';
import {
  descriptionColumn,
  indexColumn,
  nameColumn,
  statusColumn,
} from '../../components/gridColumns';
import { imageSrcSet } from '@shop/domain/images';
import type { ListCategoriesApiResponse } from '../../store/api/generated/backOfficeApi';

/** A category as the tables show it (the Urdu name and description are on its form). */
export type Category = Omit<ListCategoriesApiResponse[number], 'nameUr' | 'descriptionUr'>;
export type CategoryRow = Category & { index: number };

export const THUMBNAIL_SIZE = 70;

interface ColumnOptions {
  /** The Status column: superadmins see every category in one table. */
  showStatus: boolean;
  /** No actions at all (the admin's inactive table). */
  showActions: boolean;
  /** Whether inactive rows get a reactivate toggle (superadmins only). */
  canReactivate: boolean;
  busyId: string | null;
  onToggle: (category: CategoryRow) => void;
}

/** Columns of docs/product.md §2: #, Image, Name, Description, Status (superadmin), Actions. */
export function categoryColumns(options: ColumnOptions): GridColDef<CategoryRow>[] {
  const columns: GridColDef<CategoryRow>[] = [
    indexColumn(),
    {
      field: 'image',
      headerName: 'Image',
      width: 100,
      sortable: false,
      renderCell: ({ row }) =>
        row.image ? (
          <Box
            component="img"
            src={row.image}
            srcSet={imageSrcSet(row.image)}
            sizes={`${THUMBNAIL_SIZE}px`}
            alt={`${row.name} category`}
            sx={{ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, objectFit: 'cover', my: 0.5 }}
          />
        ) : (
          '-'
        ),
    },
    nameColumn(140),
    descriptionColumn(),
  ];
  if (options.showStatus) columns.push(statusColumn('isActive'));
  if (options.showActions) columns.push(categoryActions(options));
  return columns;
}

function categoryActions({
  canReactivate,
  busyId,
  onToggle,
}: ColumnOptions): GridColDef<CategoryRow> {
  return actionsColumn<CategoryRow>(120, [
    editAction((row) => `/categories/update/${row._id}`),
    {
      key: 'toggle',
      icon: (row) => (row.isActive ? <ToggleOnIcon color="success" /> : <ToggleOffIcon />),
      label: (row) => `${row.isActive ? 'Deactivate' : 'Reactivate'} ${row.name}`,
      hidden: (row) => !row.isActive && !canReactivate,
      disabled: (row) => busyId === row._id,
      onClick: onToggle,
    },
  ]);
}
