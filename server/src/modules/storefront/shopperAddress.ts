import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The address of the shopper whose page is being rendered. The API calls a rendering makes
 * in-process carry it, so they count against that shopper's rate limits (a tracked order's
 * page), never against one limit shared by every shopper as the server's own address would.
 */
export const shopperAddress = new AsyncLocalStorage<string>();
