import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { isOrderStatus, type OrderStatus } from '@shop/domain/orderStatus';
import type { ListOrdersApiArg } from '../../store/api/generated/backOfficeApi';

export const PAGE_SIZES = [10, 25, 50, 100];
const DEFAULT_PAGE_SIZE = 25;

type SortKey = NonNullable<ListOrdersApiArg['sort']>;
const SORT_KEYS: readonly string[] = [
  'createdAt',
  'orderNumber',
  'customerName',
  'status',
  'totalAmount',
] satisfies SortKey[];
const DEFAULT_SORT: GridSortModel = [{ field: 'createdAt', sort: 'desc' }];

/** What the orders grid shows: its status filter, search, page (from 0), page size and sort. */
export interface OrderListView {
  status: OrderStatus | '';
  search: string;
  pagination: GridPaginationModel;
  sort: GridSortModel;
}

/**
 * The view an address asks for: `/orders?status=Shipped&q=ayesha&sort=totalAmount&order=asc
 * &page=2&pageSize=50` (the page counted from 1, as people do). Anything unknown or malformed
 * falls back to the default: every status, no search, newest first, page 1 of 25.
 */
export function viewFromAddress(params: URLSearchParams): OrderListView {
  const status = params.get('status') ?? '';
  const sortKey = params.get('sort') ?? '';
  const field = SORT_KEYS.includes(sortKey) ? sortKey : 'createdAt';
  const order = params.get('order');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    status: isOrderStatus(status) ? status : '',
    search: (params.get('q') ?? '').trim(),
    pagination: {
      page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
      pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    },
    sort: [{ field, sort: order === 'asc' || order === 'desc' ? order : 'desc' }],
  };
}

/** The address of a view; what is left at its default stays out of it. */
export function addressOfView({ status, search, pagination, sort }: OrderListView) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (search) params.set('q', search);
  const [first] = sort.length > 0 ? sort : DEFAULT_SORT;
  if (first && (first.field !== 'createdAt' || first.sort !== 'desc')) {
    params.set('sort', first.field);
    params.set('order', first.sort === 'asc' ? 'asc' : 'desc');
  }
  if (pagination.page > 0) params.set('page', String(pagination.page + 1));
  if (pagination.pageSize !== DEFAULT_PAGE_SIZE)
    params.set('pageSize', String(pagination.pageSize));
  return params;
}

/** The server's list arguments (undefined ones are left out of the URL). */
export function listArgsOf({ status, search, pagination, sort }: OrderListView): ListOrdersApiArg {
  const [first] = sort;
  const field = first && SORT_KEYS.includes(first.field) ? (first.field as SortKey) : 'createdAt';
  return {
    status: status || undefined,
    search: search || undefined,
    page: pagination.page,
    pageSize: pagination.pageSize,
    sort: field,
    order: first?.sort === 'asc' ? 'asc' : 'desc',
  };
}

export const withDefaultSort = (sort: GridSortModel) => (sort.length > 0 ? sort : DEFAULT_SORT);

const LAST_VIEW_KEY = 'ordersListView';

/** Kept for the tab, so 'Back to Orders' on an order opens the grid as it was left. */
export function rememberListAddress(search: string) {
  try {
    sessionStorage.setItem(LAST_VIEW_KEY, search);
  } catch {
    // Storage refused (private mode, quota): the link then opens the default view.
  }
}

/** `/orders` with the query the grid was last left at in this tab. */
export function ordersListPath(): string {
  try {
    const search = sessionStorage.getItem(LAST_VIEW_KEY) ?? '';
    return search && search.startsWith('?') ? `/orders${search}` : '/orders';
  } catch {
    return '/orders';
  }
}
