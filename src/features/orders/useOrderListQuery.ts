import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { OrderStatus } from '@shop/domain/orderStatus';
import {
  addressOfView,
  listArgsOf,
  rememberListAddress,
  viewFromAddress,
  withDefaultSort,
  type OrderListView,
} from './orderListAddress';

/** docs/product.md §9: the search box waits this long after the last keystroke before it queries. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The orders grid's state: status filter, debounced search, page, page size and sort. It lives in
 * the address (orderListAddress.ts), so a reload, a shared link and Back from an order show the
 * same view; a change replaces the history entry rather than adding one. A new filter, search or
 * sort goes back to the first page.
 */
export function useOrderListQuery() {
  const [params, setParams] = useSearchParams();
  const { search: query, pathname } = useLocation();
  const navigation = useNavigation();
  const address = params.toString();
  const view = viewFromAddress(params);
  // One sort model per sort: the grid takes a new model for a new sort, and goes back to the first
  // page when it does.
  const [{ field, sort: direction } = { field: '', sort: null }] = view.sort;
  const sortModel = useMemo<GridSortModel>(() => [{ field, sort: direction }], [field, direction]);
  const [searchText, setSearchText] = useState(view.search);

  const show = (change: (current: OrderListView) => OrderListView) => {
    const next = addressOfView(change(view));
    if (next.toString() !== address) setParams(next, { replace: true, preventScrollReset: true });
  };
  const firstPage = (v: OrderListView): GridPaginationModel => ({ ...v.pagination, page: 0 });

  useEffect(() => rememberListAddress(query), [query]);

  // The address moved on its own (the Orders link, Back to another view): the box follows it.
  const [searchInAddress, setSearchInAddress] = useState(view.search);
  if (searchInAddress !== view.search) {
    setSearchInAddress(view.search);
    if (searchText.trim() !== view.search) setSearchText(view.search);
  }

  // Run when the wait is over, with the address as it is then; not while the clerk is on the way
  // to another page (an order opened before the wait was over, its page's code still loading):
  // writing the address then would cancel that navigation and keep the clerk on the grid.
  const sendSearch = useEffectEvent((search: string) => {
    if (navigation.location && navigation.location.pathname !== pathname) return;
    show((v) => (v.search === search ? v : { ...v, search, pagination: firstPage(v) }));
  });
  useEffect(() => {
    const timer = setTimeout(() => sendSearch(searchText.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return {
    args: listArgsOf(view),
    status: view.status,
    setStatus: (status: OrderStatus | '') =>
      show((v) => ({ ...v, status, pagination: firstPage(v) })),
    searchText,
    setSearchText,
    /**
     * The filters the export sends: the status, and the search as typed in the box, even before
     * the grid's debounce has sent it (an export clicked at once must not miss the search).
     */
    filters: { status: view.status || undefined, search: searchText.trim() || undefined },
    pagination: view.pagination,
    setPagination: (pagination: GridPaginationModel) => show((v) => ({ ...v, pagination })),
    sortModel,
    setSortModel: (sort: GridSortModel) =>
      show((v) => ({ ...v, sort: withDefaultSort(sort), pagination: firstPage(v) })),
  };
}
