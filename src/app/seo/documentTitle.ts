import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { api } from '../../store/api/enhanced';
import { isMissing } from '../../components/useLoadFailure';
import {
  NOT_FOUND_HEAD,
  UNREACHABLE_HEAD,
  categoryHead,
  fixedHead,
  productHead,
  type PageHead,
} from './pageHead';

/** The title of a page whose data failed: not found, or the shop unreachable. */
const failedTitle = (error: unknown) =>
  (isMissing(error) ? NOT_FOUND_HEAD : UNREACHABLE_HEAD).title;

/** A page's title from its own query: its head once loaded, a failure's, or null while loading. */
function titleOf<T>(
  query: { data?: T; error?: unknown; isError: boolean },
  head: (data: T) => PageHead,
): string | null {
  if (query.data) return head(query.data).title;
  return query.isError ? failedTitle(query.error) : null;
}

/** The route pattern of a storefront path ('/product/:id' for '/product/abc'). */
function patternOf(pathname: string, id: string | undefined): string {
  if (id === undefined) return pathname.replace(/\/$/, '') || '/';
  return `${pathname.slice(0, pathname.length - id.length)}:id`;
}

/**
 * Keeps document.title in step with the storefront page after navigations in the browser (the
 * server already wrote it into the first page's HTML), from the same head rules as the server.
 */
export function useStorefrontTitle(): void {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const id = leaf?.params.id ?? '';
  const pattern = leaf ? patternOf(leaf.pathname, leaf.params.id) : '/';
  // Reads what the page's own queries hold; subscribes to nothing and fetches nothing.
  const product = api.endpoints.getPublicProduct.useQueryState(
    { id },
    { skip: pattern !== '/product/:id' },
  );
  const category = api.endpoints.getCategory.useQueryState(
    { id },
    { skip: pattern !== '/category/:id' },
  );
  const order = api.endpoints.getOrder.useQueryState({ id }, { skip: pattern !== '/order/:id' });
  let title: string | null = (fixedHead(pattern) ?? NOT_FOUND_HEAD).title;
  if (pattern === '/product/:id') title = titleOf(product, productHead);
  else if (pattern === '/category/:id') title = titleOf(category, categoryHead);
  else if (pattern === '/order/:id' && order.isError) title = failedTitle(order.error);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
