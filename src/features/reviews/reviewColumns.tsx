import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { GridColDef } from '@mui/x-data-grid';
import { actionsColumn, deleteAction, type ToggleAndDelete } from '../../components/actionsColumn';
import { dateColumn, indexColumn, nameColumn, statusColumn } from '../../components/gridColumns';
import type { ListAllReviewsApiResponse } from '../../store/api/generated/backOfficeApi';
import { LongText } from '../../components/LongText';

export type ReviewRow = ListAllReviewsApiResponse[number] & { index: number };

/** busyId: the review whose approval change is in flight. */
interface ColumnOptions extends ToggleAndDelete<ReviewRow> {
  /** Superadmins may delete reviews (docs/product.md §6); admins only approve and hide. */
  canDelete: boolean;
}

/** Columns of the reviews grid: #, Name, City, Phone, Review, Perfume, Stars, Status, Date, Actions. */
export function reviewColumns(options: ColumnOptions): GridColDef<ReviewRow>[] {
  return [
    indexColumn(),
    nameColumn(130),
    { field: 'city', headerName: 'City', width: 120 },
    { field: 'phone', headerName: 'Phone', width: 140 },
    {
      field: 'review',
      headerName: 'Review',
      flex: 2,
      minWidth: 240,
      renderCell: ({ row }) => <LongText text={row.review} />,
    },
    {
      field: 'perfume',
      headerName: 'Perfume',
      width: 160,
      valueGetter: (_value, row) => row.perfume?.name ?? '',
    },
    {
      field: 'stars',
      headerName: 'Stars',
      width: 90,
      valueFormatter: (value: number | null) => (value ? `${value} / 5` : ''),
    },
    statusColumn('isApproved', { on: 'Approved', off: 'Pending', offColor: 'warning' }),
    dateColumn({ width: 170 }),
    reviewActions(options),
  ];
}

/** Approve or hide; delete for superadmins. */
function reviewActions({ canDelete, busyId, onToggle, onDelete }: ColumnOptions) {
  return actionsColumn<ReviewRow>(110, [
    {
      key: 'toggle',
      icon: (row) => (row.isApproved ? <VisibilityOffIcon /> : <CheckCircleIcon />),
      label: (row) => `${row.isApproved ? 'Hide' : 'Approve'} review by ${row.name}`,
      title: (row) => (row.isApproved ? 'Hide' : 'Approve'),
      disabled: (row) => busyId === row._id,
      onClick: onToggle,
    },
    deleteAction({
      label: (row) => `Delete review by ${row.name}`,
      title: () => 'Delete',
      hidden: () => !canDelete,
      onClick: onDelete,
    }),
  ]);
}
