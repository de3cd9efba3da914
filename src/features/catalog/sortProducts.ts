import type { PublicProduct } from './ProductCard';

export const SORT_ORDERS = {
  'name-asc': 'Name: A-Z',
  'name-desc': 'Name: Z-A',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
} as const;

export type SortOrder = keyof typeof SORT_ORDERS;

/** The sort order an address asks for (`?sort=`), or the default A-Z for anything else. */
export const sortOrderOf = (value: string | null): SortOrder =>
  value !== null && Object.hasOwn(SORT_ORDERS, value) ? (value as SortOrder) : 'name-asc';

const firstPrice = (product: PublicProduct) =>
  product.variants[0]?.price ?? Number.POSITIVE_INFINITY;
const byName = (a: PublicProduct, b: PublicProduct) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** The shop's four orders; prices compare the first variant's price (docs/product.md §2). */
export function sortProducts(products: PublicProduct[], order: SortOrder): PublicProduct[] {
  const sorted = [...products];
  switch (order) {
    case 'name-asc':
      return sorted.sort(byName);
    case 'name-desc':
      return sorted.sort((a, b) => byName(b, a));
    case 'price-asc':
      return sorted.sort((a, b) => firstPrice(a) - firstPrice(b) || byName(a, b));
    case 'price-desc':
      return sorted.sort((a, b) => firstPrice(b) - firstPrice(a) || byName(a, b));
  }
}
