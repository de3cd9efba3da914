import { useEffect } from 'react';
import { useMatches, useSearchParams } from 'react-router-dom';
import { api } from '../../store/api/enhanced';
import { isMissing } from '../../components/useLoadFailure';
import { searchArgs } from '../../domain/search';
import { useShopContact } from '../../components/useShopContact';
import {
  categoryHead,
  fixedHead,
  notFoundHead,
  productHead,
  searchHead,
  unreachableHead,
  type HeadFor,
} from './pageHead';

/** The head of a page whose data failed: not found, or the shop unreachable. */
const failedHead = (error: unknown) => (isMissing(error) ? notFoundHead : unreachableHead);

/** A page's head from its own query: its head once loaded, a failure's, or null while loading. */
function headOf<T>(
  query: { data?: T; error?: unknown; isError: boolean },
  head: (data: T) => HeadFor,
): HeadFor | null {
  if (query.data) return head(query.data);
  return query.isError ? failedHead(query.error) : null;
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
  const [params] = useSearchParams();
  const shopName = useShopContact().name;
  let head: HeadFor | null = fixedHead(pattern) ?? notFoundHead;
  if (pattern === '/product/:id') head = headOf(product, productHead);
  else if (pattern === '/category/:id') head = headOf(category, categoryHead);
  else if (pattern === '/order/:id' && order.isError) head = failedHead(order.error);
  else if (pattern === '/search') head = searchHead(searchArgs(params.get('q'))?.q ?? null);
  const title = head?.(shopName).title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
