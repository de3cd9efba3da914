import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { CHANGE_TEMPORARY_PASSWORD } from '@shop/domain/accounts';
import { credentials } from '../credentials';
import { sessionExpired } from '../sessionSlice';

/** What the store hands to thunks and to the base query. */
export interface StoreExtra {
  /** Leaves the back office for /login after the session could not be renewed. */
  onSessionExpired: () => void;
  /**
   * Brings an admin signed in with a one-time password back to the password form, when a screen
   * they opened instead is refused until the password is changed.
   */
  onPasswordMustChange?: () => void;
  /**
   * False on the server: a page rendered there says at once that its data could not be had
   * (docs/product.md §8) instead of holding the answer back for retries.
   */
  retryReads?: boolean;
}

let fetchOverride: typeof fetch | null = null;

/**
 * Sends the store's requests through another fetch: the server renders pages with one that answers
 * from inside the process, without a network round trip.
 */
export function sendRequestsThrough(fetchFn: typeof fetch): void {
  fetchOverride = fetchFn;
}

const ANONYMOUS_ENDPOINTS = ['countVisit'];

// An absolute base URL: Node's fetch (tests, server rendering) cannot resolve relative URLs.
const rawBaseQuery = fetchBaseQuery({
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  // Looked up at call time, so test doubles installed on globalThis.fetch are seen.
  fetchFn: (input, init) => (fetchOverride ?? fetch)(input, init),
  prepareHeaders: (headers, { endpoint }) => {
    // A counted visit carries nothing about who the visitor is, even a signed-in admin.
    if (ANONYMOUS_ENDPOINTS.includes(endpoint)) return headers;
    const token = credentials.token();
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

const NEVER_RETRIED = ['/api/auth/login', '/api/auth/refresh-token'];
/**
 * The token renewal under way, if one is: one at a time, and calls wait for it to end. A promise
 * in place of a mutex library, to keep the first load light.
 */
let refreshing: Promise<boolean> | null = null;

/** Resolves once no renewal is under way (never rejects). */
async function refreshDone(): Promise<void> {
  while (refreshing) await refreshing.catch(() => false);
}

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

type Api = Parameters<typeof rawBaseQuery>[1];

async function refreshAccessToken(api: Api, extraOptions: object): Promise<boolean> {
  const refreshToken = credentials.refreshToken();
  if (refreshToken) {
    const result = await rawBaseQuery(
      { url: '/api/auth/refresh-token', method: 'POST', body: { token: refreshToken } },
      api,
      extraOptions,
    );
    const renewed = result.data as { accessToken?: unknown; refreshToken?: unknown } | undefined;
    if (typeof renewed?.accessToken === 'string') {
      // The refresh token is rotated on every use: the one just sent is spent.
      credentials.saveToken(
        renewed.accessToken,
        typeof renewed.refreshToken === 'string' ? renewed.refreshToken : undefined,
      );
      return true;
    }
  }
  credentials.clearOnFailedRefresh();
  api.dispatch(sessionExpired());
  (api.extra as StoreExtra | undefined)?.onSessionExpired();
  return false;
}

/**
 * fetchBaseQuery plus the refresh flow of docs/product.md §4: a 401 on a call not yet retried
 * renews the access token once (one refresh at a time: calls that meet a renewal under way wait
 * for it) and repeats the call once.
 */
export const baseQueryWithRefresh: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  await refreshDone();
  const sentWith = credentials.token();
  const result = await rawBaseQuery(args, api, extraOptions);
  if (
    result.error?.status === 403 &&
    (result.error.data as { message?: unknown } | undefined)?.message === CHANGE_TEMPORARY_PASSWORD
  )
    (api.extra as StoreExtra | undefined)?.onPasswordMustChange?.();
  if (result.error?.status !== 401 || NEVER_RETRIED.includes(urlOf(args))) return result;

  if (refreshing) {
    await refreshDone();
  } else {
    const current = credentials.token();
    // Another call's refresh failed while this one was in flight: the session has already ended.
    if (sentWith && !current) return result;
    // Someone else already renewed the token while this call was in flight: just retry.
    if (!(current && current !== sentWith)) {
      const renewal = refreshAccessToken(api, extraOptions).finally(() => {
        refreshing = null;
      });
      refreshing = renewal;
      if (!(await renewal)) return result;
    }
  }
  const token = credentials.token();
  if (!token || token === sentWith) return result;
  return rawBaseQuery(args, api, extraOptions);
};

/**
 * How reads are repeated after a network failure or a 5xx before the screen says it could not
 * reach the shop: `maxRetries` more attempts, the first after `firstDelayMs`, each later one after
 * twice the delay before it. Web tests shorten the delay (tests/web/setup.ts).
 */
export const readRetries = { maxRetries: 2, firstDelayMs: 500 };

/** A failure another attempt may cure: no answer at all, or the server's own trouble. */
function isTransient(error: FetchBaseQueryError): boolean {
  const { status } = error;
  if (typeof status === 'number') return status >= 500;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

const methodOf = (args: string | FetchArgs) =>
  (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();

/** Waits `ms`, or less if the request is abandoned meanwhile. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * The store's base query: the refresh flow above, with reads (GET queries, never mutations, which
 * may not be safe to repeat) retried with backoff, except in the server's store (`retryReads`).
 * A few lines of its own rather than RTK Query's `retry`, which weighs more in the first load.
 */
export const storeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const retries =
    (api.extra as StoreExtra | undefined)?.retryReads !== false &&
    api.type === 'query' &&
    methodOf(args) === 'GET'
      ? readRetries.maxRetries
      : 0;
  for (let attempt = 0; ; attempt++) {
    const result = await baseQueryWithRefresh(args, api, extraOptions);
    if (!result.error || attempt >= retries || !isTransient(result.error) || api.signal.aborted) {
      return result;
    }
    await pause(readRetries.firstDelayMs * 2 ** attempt, api.signal);
    if (api.signal.aborted) return result;
  }
};
