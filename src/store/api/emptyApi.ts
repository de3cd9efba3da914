import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { storeBaseQuery } from './baseQuery';

/**
 * The API cache a server-rendered page was built from, handed to the browser in the HTML so that
 * hydration shows the same data without fetching it again (see src/entry-server.tsx).
 */
export const apiCacheHandedOver = createAction<Record<string, unknown>>('ssr/apiCacheHandedOver');

/** The API slice the generated endpoints are injected into (see generated/storefrontApi.ts and generated/backOfficeApi.ts). */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: storeBaseQuery,
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    // The payload is this slice's own state, serialised by the server that rendered the page.
    if (apiCacheHandedOver.match(action)) return action.payload[reducerPath] as never;
    return undefined;
  },
});
