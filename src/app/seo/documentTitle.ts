import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { api } from '../../store/api/enhanced';
import { NOT_FOUND_HEAD, categoryHead, fixedHead, productHead } from './pageHead';

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
  let title: string | null = (fixedHead(pattern) ?? NOT_FOUND_HEAD).title;
  if (pattern === '/product/:id') {
    title = product.data
      ? productHead(product.data).title
      : product.isError
        ? NOT_FOUND_HEAD.title
        : null;
  } else if (pattern === '/category/:id') {
    title = category.data
      ? categoryHead(category.data).title
      : category.isError
        ? NOT_FOUND_HEAD.title
        : null;
  }
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
