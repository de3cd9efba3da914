import { Mutex } from 'async-mutex';
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { credentials } from '../credentials';
import { sessionExpired } from '../sessionSlice';

/** What the store hands to thunks and to the base query. */
export interface StoreExtra {
  /** Leaves the back office for /login after the session could not be renewed. */
  onSessionExpired: () => void;
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
const refreshing = new Mutex();

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
    const accessToken = (result.data as { accessToken?: unknown } | undefined)?.accessToken;
    if (typeof accessToken === 'string') {
      credentials.saveToken(accessToken);
      return true;
    }
  }
  credentials.clearOnFailedRefresh();
  api.dispatch(sessionExpired());
  (api.extra as StoreExtra | undefined)?.onSessionExpired();
  return false;
}

/**
 * fetchBaseQuery plus the refresh flow of docs/product.md §4: a 401 on a call not yet retried renews the
 * access token once (one refresh at a time, behind a mutex) and repeats the call once.
 */
export const baseQueryWithRefresh: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  await refreshing.waitForUnlock();
  const sentWith = credentials.token();
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || NEVER_RETRIED.includes(urlOf(args))) return result;

  if (refreshing.isLocked()) {
    await refreshing.waitForUnlock();
  } else {
    const current = credentials.token();
    // Someone else already renewed the token while this call was in flight: just retry.
    if (!(current && current !== sentWith)) {
      const renewed = await refreshing.runExclusive(() => refreshAccessToken(api, extraOptions));
      if (!renewed) return result;
    }
  }
  const token = credentials.token();
  if (!token || token === sentWith) return result;
  return rawBaseQuery(args, api, extraOptions);
};
