import { useState } from 'react';

/** Why a screen could not show what it loads: it does not exist, or the shop did not answer. */
export type LoadFailure = 'missing' | 'unreachable';

/** The parts of an RTK Query hook's result a screen's failure depends on. */
export interface LoadingQuery {
  /** What the screen shows (pass `currentData` where another id's data must not count). */
  data?: unknown;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * 404, or 400 for an id of the wrong shape: the thing asked for does not exist. Anything else
 * (no answer, a 5xx) means the shop could not be reached.
 */
export function isMissing(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
}

/**
 * What a screen's queries failed with, if they did, and a Retry that fetches the failed ones again
 * (RTK Query's refetch: no reload, the cart and the rest of the store stay). While a retry is on
 * its way the screen shows its loading text again. A refetch the shopper did not ask for (the
 * browser's after a server-rendered failure, a reconnect) keeps the failure on screen until it
 * succeeds, so a page never flickers back to loading by itself.
 */
export function useLoadFailure(...queries: LoadingQuery[]): {
  failure: LoadFailure | null;
  retry: () => void;
} {
  const [retried, setRetried] = useState(false);
  const failed = queries.filter(
    (query) =>
      query.data === undefined && query.error !== undefined && !(retried && query.isFetching),
  );
  const failure: LoadFailure | null =
    failed.length === 0
      ? null
      : failed.some((query) => isMissing(query.error))
        ? 'missing'
        : 'unreachable';
  const retry = () => {
    setRetried(true);
    for (const query of failed) void query.refetch();
  };
  return { failure, retry };
}
