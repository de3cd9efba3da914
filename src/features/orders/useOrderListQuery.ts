import { useEffect, useState } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { OrderStatus } from '../../domain/orderStatus';
import type { ListOrdersApiArg } from '../../store/api/generated/shopApi';

/** docs/product.md §9: the search box waits this long after the last keystroke before it queries. */
export const SEARCH_DEBOUNCE_MS = 500;
export const PAGE_SIZES = [10, 25, 50, 100];

type SortKey = NonNullable<ListOrdersApiArg['sort']>;
const SORT_KEYS: readonly string[] = [
  'createdAt',
  'orderNumber',
  'customerName',
  'status',
  'totalAmount',
] satisfies SortKey[];
const DEFAULT_SORT: GridSortModel = [{ field: 'createdAt', sort: 'desc' }];

interface ListState {
  status: OrderStatus | '';
  search: string;
  pagination: GridPaginationModel;
  sort: GridSortModel;
}

/** The server's list arguments (undefined ones are left out of the URL). */
function toArgs({ status, search, pagination, sort }: ListState): ListOrdersApiArg {
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

/**
 * The orders grid's state: status filter, debounced search, page and sort. A new filter or
 * search, or a new sort, goes back to the first page.
 */
export function useOrderListQuery() {
  const [state, setState] = useState<ListState>({
    status: '',
    search: '',
    pagination: { page: 0, pageSize: 25 },
    sort: DEFAULT_SORT,
  });
  const [searchText, setSearchText] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => {
      const search = searchText.trim();
      setState((s) =>
        s.search === search ? s : { ...s, search, pagination: { ...s.pagination, page: 0 } },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return {
    args: toArgs(state),
    status: state.status,
    setStatus: (status: OrderStatus | '') =>
      setState((s) => ({ ...s, status, pagination: { ...s.pagination, page: 0 } })),
    searchText,
    setSearchText,
    /**
     * The filters the export sends: the status, and the search as typed in the box, even before
     * the grid's debounce has sent it (an export clicked at once must not miss the search).
     */
    filters: { status: state.status || undefined, search: searchText.trim() || undefined },
    pagination: state.pagination,
    setPagination: (pagination: GridPaginationModel) => setState((s) => ({ ...s, pagination })),
    sortModel: state.sort,
    setSortModel: (sort: GridSortModel) =>
      setState((s) => ({
        ...s,
        sort: sort.length > 0 ? sort : DEFAULT_SORT,
        pagination: { ...s.pagination, page: 0 },
      })),
  };
}
