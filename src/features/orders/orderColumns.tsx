import { RouterLink } from '../../components/RouterLink';
import EditIcon from '@mui/icons-material/Edit';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { actionsColumn } from '../../components/actionsColumn';
import { dateColumn } from '../../components/gridColumns';
import { nationalPhone } from '@shop/domain/phone';
import { formatPkr } from '@shop/domain/money';
import type { ListOrdersApiResponse } from '../../store/api/generated/backOfficeApi';
import { OrderStatusChip } from '../../components/OrderStatusChip';

export type OrderRow = ListOrdersApiResponse['orders'][number];

/**
 * Columns of the orders grid. The sortable fields are the server's sort keys; phone and city are
 * not sortable there.
 */
export const orderColumns: GridColDef<OrderRow>[] = [
  {
    field: 'orderNumber',
    headerName: 'Order No',
    flex: 1.2,
    minWidth: 190,
    // The number opens the order: on a phone the grid shows little more than this column, and
    // the Edit action is a sideways scroll away.
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={`/orders/${row._id}`} tabIndex={tabIndex}>
        {row.orderNumber}
      </Link>
    ),
  },
  dateColumn({ flex: 1, minWidth: 160 }),
  { field: 'customerName', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'customerPhone',
    headerName: 'Phone',
    width: 140,
    sortable: false,
    valueFormatter: (value: string) => nationalPhone(value),
  },
  { field: 'customerCity', headerName: 'City', width: 120, sortable: false },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
  },
  {
    field: 'totalAmount',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => formatPkr(value),
  },
  actionsColumn<OrderRow>(90, [
    {
      key: 'edit',
      icon: () => <EditIcon />,
      label: (row) => `Edit ${row.orderNumber}`,
      to: (row) => `/orders/${row._id}`,
    },
  ]),
];
