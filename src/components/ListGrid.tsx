import { DataGrid, type DataGridProps } from '@mui/x-data-grid';
import { ColumnsToolbar } from './ColumnsToolbar';

export type ListGridProps<R extends { _id: string }> = Omit<
  DataGridProps<R>,
  'getRowId' | 'aria-label' | 'localeText'
> & {
  /** The grid's accessible name. */
  label: string;
  /** What an empty list says (docs/product.md §2's empty texts). */
  emptyText: string;
};

/**
 * A back-office list of rows with string `_id`s, paged 25 at a time in the browser. Only admin
 * screens use it, so DataGrid stays in the lazy admin chunks.
 */
export function ListGrid<R extends { _id: string }>({
  label,
  emptyText,
  ...props
}: ListGridProps<R>) {
  return (
    <DataGrid<R>
      aria-label={label}
      getRowId={(row) => row._id}
      autoHeight
      disableRowSelectionOnClick
      localeText={{ noRowsLabel: emptyText }}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[10, 25, 50]}
      showToolbar
      slots={{ toolbar: ColumnsToolbar }}
      {...props}
    />
  );
}
