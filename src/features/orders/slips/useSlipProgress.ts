import { api } from '../../../store/api/enhanced';
import { useAppSelector } from '../../../store/hooks';
import type { RootState } from '../../../store/store';

const selectOrder = (id: string) => api.endpoints.getOrder.select({ id });
type OrderEntry = ReturnType<ReturnType<typeof selectOrder>>;
/**
 * The store's API slice is this api's reducer; its declared type is the empty api's, which
 * lacks the generated endpoints' tag names.
 */
type ApiState = Parameters<ReturnType<typeof selectOrder>>[0];

/** How many of the orders' cached answers match. */
const countIn = (state: RootState, ids: readonly string[], match: (entry: OrderEntry) => boolean) =>
  ids.filter((id) => match(selectOrder(id)(state as unknown as ApiState))).length;

/** How many of the orders' slips are still loading, ready to print, or failed to load. */
export function useSlipProgress(ids: readonly string[]) {
  const loading = useAppSelector((state) =>
    countIn(state, ids, (entry) => entry.isUninitialized || entry.isLoading),
  );
  const ready = useAppSelector((state) => countIn(state, ids, (entry) => entry.isSuccess));
  const failed = useAppSelector((state) => countIn(state, ids, (entry) => entry.isError));
  return { loading, ready, failed };
}
