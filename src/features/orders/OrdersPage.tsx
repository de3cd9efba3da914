import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { DataGrid } from '@mui/x-data-grid';
import { useFetchFailedAlert } from '../../components/adminAlertContext';
import { ColumnsToolbar } from '../../components/ColumnsToolbar';
import { useListOrdersQuery } from '../../store/api/backOffice';
import { OrderFilters } from './OrderFilters';
import { orderColumns } from './orderColumns';
import { PAGE_SIZES } from './orderListAddress';
import { useOrderListQuery } from './useOrderListQuery';
import { useOrdersExport } from './useOrdersExport';
import { PrintSlipsButton } from './slips/PrintSlipsButton';
import { useSlipSelection } from './slips/useSlipSelection';

/** /orders: every order, filtered, searched, sorted and paged by the server. */
export function OrdersPage() {
  const list = useOrderListQuery();
  // `data` keeps the last page while the next one loads, so the row count does not jump.
  const { data, isFetching, isError } = useListOrdersQuery(list.args);
  const { exporting, exportOrders } = useOrdersExport();
  const selection = useSlipSelection();

  useFetchFailedAlert(isError, 'Failed to fetch orders');

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Orders
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={exporting}
          onClick={() => void exportOrders(list.filters)}
        >
          Export CSV
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={exporting}
          onClick={() => void exportOrders(list.filters, 'xlsx')}
        >
          Export Excel
        </Button>
        <PrintSlipsButton ids={selection.ids}>
          Print slips ({selection.ids.length})
        </PrintSlipsButton>
      </Box>
      <OrderFilters
        status={list.status}
        onStatusChange={list.setStatus}
        search={list.searchText}
        onSearchChange={list.setSearchText}
      />
      <Paper sx={{ width: '100%' }}>
        <DataGrid
          aria-label="Orders"
          rows={isError ? [] : (data?.orders ?? [])}
          columns={orderColumns}
          getRowId={(row) => row._id}
          loading={isFetching}
          autoHeight
          disableRowSelectionOnClick
          showToolbar
          slots={{ toolbar: ColumnsToolbar }}
          {...selection.gridProps}
          disableColumnFilter
          paginationMode="server"
          sortingMode="server"
          rowCount={isError ? 0 : (data?.total ?? -1)}
          paginationModel={list.pagination}
          // Before the first answer the grid counts no rows and would move a page asked for by
          // the address back to the first; the count it needs is not known yet.
          onPaginationModelChange={(model) => {
            if (data || isError) list.setPagination(model);
          }}
          pageSizeOptions={PAGE_SIZES}
          sortModel={list.sortModel}
          onSortModelChange={list.setSortModel}
          sortingOrder={['asc', 'desc']}
          localeText={{ noRowsLabel: 'No orders found' }}
        />
      </Paper>
    </>
  );
}
