import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import EditIcon from '@mui/icons-material/Edit';
import { actionsColumn } from '../../components/actionsColumn';
import { discountStatus } from '@shop/domain/discount';
import { formatRs } from '@shop/domain/money';
import type { ListDiscountCodesApiResponse } from '../../store/api/generated/backOfficeApi';

export type DiscountRow = ListDiscountCodesApiResponse[number];

/** "26 Nov 2026 10:00" of a Pakistan time as the form holds it. */
const shopTime = (local: string | null) => (local ? local.replace('T', ' ') : '-');

/** Columns of the discount codes grid; Edit only for superadmins. */
export function discountColumns(onEdit: ((row: DiscountRow) => void) | null) {
  const columns: GridColDef<DiscountRow>[] = [
    { field: 'code', headerName: 'Code', flex: 1, minWidth: 130 },
    {
      field: 'value',
      headerName: 'Discount',
      width: 120,
      valueGetter: (_value, row) =>
        row.kind === 'percent' ? `${row.value}%` : formatRs(row.value),
    },
    {
      field: 'minOrder',
      headerName: 'Minimum order',
      width: 130,
      valueGetter: (value: number) => (value ? formatRs(value) : '-'),
    },
    { field: 'startsAt', headerName: 'Starts', width: 150, valueGetter: shopTime },
    { field: 'endsAt', headerName: 'Ends', width: 150, valueGetter: shopTime },
    {
      field: 'usedCount',
      headerName: 'Used',
      width: 100,
      valueGetter: (_value, row) =>
        row.maxUses === null ? String(row.usedCount) : `${row.usedCount} / ${row.maxUses}`,
    },
    {
      field: 'maxUsesPerPhone',
      headerName: 'Per phone',
      width: 100,
      valueGetter: (value: number | null) => (value === null ? 'No limit' : value),
    },
    {
      field: 'isActive',
      headerName: 'Status',
      width: 110,
      // Whether a shopper can use it now: switched on is not enough when it has ended, not yet
      // begun or been used up.
      valueGetter: (_value, row) => discountStatus(row, new Date()),
      renderCell: ({ value }) => (
        <Chip size="small" label={value} color={value === 'Active' ? 'success' : 'default'} />
      ),
    },
  ];
  if (!onEdit) return columns;
  return [
    ...columns,
    actionsColumn<DiscountRow>(90, [
      {
        key: 'edit',
        icon: () => <EditIcon />,
        label: (row) => `Edit ${row.code}`,
        onClick: onEdit,
      },
    ]),
  ];
}
