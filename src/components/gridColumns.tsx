import Chip, { type ChipProps } from '@mui/material/Chip';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatDayAndTime } from '@shop/domain/dates';

/** The columns the back-office grids share: the same header, cell and formatting in each. */

/** The rows numbered from 1 for the # column. */
export const numbered = <T,>(rows: readonly T[] | undefined) =>
  (rows ?? []).map((row, i) => ({ ...row, index: i + 1 }));

/** #: the row's place in the list. */
export const indexColumn = <Row extends GridValidRowModel>(): GridColDef<Row> => ({
  field: 'index',
  headerName: '#',
  width: 60,
});

/** Name, taking what width is left beside the fixed columns. */
export const nameColumn = <Row extends GridValidRowModel>(minWidth: number): GridColDef<Row> => ({
  field: 'name',
  headerName: 'Name',
  flex: 1,
  minWidth,
});

/** Description, a dash when there is none. */
export const descriptionColumn = <
  Row extends GridValidRowModel & { description?: string | null },
>(): GridColDef<Row> => ({
  field: 'description',
  headerName: 'Description',
  flex: 2,
  minWidth: 180,
  valueGetter: (_value, row) => row.description || '-',
});

/** Date: when the record was made, in the shop's time. */
export const dateColumn = <Row extends GridValidRowModel>(
  size: Pick<GridColDef, 'width' | 'flex' | 'minWidth'>,
): GridColDef<Row> => ({
  field: 'createdAt',
  headerName: 'Date',
  ...size,
  valueFormatter: (value: string) => formatDayAndTime(value),
});

interface StatusChip {
  /** The chip's words when the flag is on and off. */
  on: string;
  off: string;
  offColor: ChipProps['color'];
}

const ACTIVE_CHIP: StatusChip = { on: 'Active', off: 'Inactive', offColor: 'default' };

/** Status: a chip for a yes/no field, green when on (Active / Inactive unless told). */
export function statusColumn<Row extends GridValidRowModel>(
  field: keyof Row & string,
  chip: StatusChip = ACTIVE_CHIP,
): GridColDef<Row> {
  return {
    field,
    headerName: 'Status',
    width: 110,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={row[field] ? chip.on : chip.off}
        color={row[field] ? 'success' : chip.offColor}
      />
    ),
  };
}
