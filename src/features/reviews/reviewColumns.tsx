import Chip from '@mui/material/Chip';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { GridColDef } from '@mui/x-data-grid';
import { actionsColumn } from '../../components/actionsColumn';
import type { ListAllReviewsApiResponse } from '../../store/api/generated/backOfficeApi';
import { formatDayAndTime } from '@shop/domain/dates';
import { LongText } from '../../components/LongText';

export type ReviewRow = ListAllReviewsApiResponse[number] & { index: number };

interface ColumnOptions {
  /** Superadmins may delete reviews (docs/product.md §6); admins only approve and hide. */
  canDelete: boolean;
  /** The review whose approval change is in flight. */
  busyId: string | null;
  onToggle: (review: ReviewRow) => void;
  onDelete: (review: ReviewRow) => void;
}

/** Columns of the reviews grid: #, Name, City, Phone, Review, Perfume, Stars, Status, Date, Actions. */
export function reviewColumns({
  canDelete,
  busyId,
  onToggle,
  onDelete,
}: ColumnOptions): GridColDef<ReviewRow>[] {
  return [
    { field: 'index', headerName: '#', width: 60 },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
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
    {
      field: 'isApproved',
      headerName: 'Status',
      width: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={row.isApproved ? 'Approved' : 'Pending'}
          color={row.isApproved ? 'success' : 'warning'}
        />
      ),
    },
    {
      field: 'createdAt',
      headerName: 'Date',
      width: 170,
      valueFormatter: (value: string) => formatDayAndTime(value),
    },
    actionsColumn<ReviewRow>(110, [
      {
        key: 'toggle',
        icon: (row) => (row.isApproved ? <VisibilityOffIcon /> : <CheckCircleIcon />),
        label: (row) => `${row.isApproved ? 'Hide' : 'Approve'} review by ${row.name}`,
        title: (row) => (row.isApproved ? 'Hide' : 'Approve'),
        disabled: (row) => busyId === row._id,
        onClick: onToggle,
      },
      {
        key: 'delete',
        icon: () => <DeleteIcon />,
        label: (row) => `Delete review by ${row.name}`,
        title: () => 'Delete',
        hidden: () => !canDelete,
        onClick: onDelete,
      },
    ]),
  ];
}
