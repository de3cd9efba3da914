import { useLoadFailure, type LoadingQuery } from './useLoadFailure';
import { useLogError } from './useLogError';

/**
 * A storefront screen's one query: its data, and what it failed with (useLoadFailure), logged
 * to the console (useLogError) as `what`.
 */
export function useQueryFailure<Data>(query: LoadingQuery & { data?: Data }, what: string) {
  useLogError(query.error, what);
  return { data: query.data, ...useLoadFailure(query) };
}
