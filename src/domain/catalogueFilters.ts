import { anySizeInStock } from './stock';
import { once } from './once';

/**
 * The storefront lists' filters, sort and page (/shop, /category/{id}, /search), read from and
 * written to the address so Back, reload and a shared link show the same list. The server renders
 * the same list from the same address. Anything unreadable is dropped, never an error: a link
 * somebody mistyped still shows perfumes.
 */
export const SORT_ORDERS = {
  'name-asc': 'Name: A-Z',
  'name-desc': 'Name: Z-A',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
} as const;

export type SortOrder = keyof typeof SORT_ORDERS;

/** Perfumes on one page of a list. */
export const CATALOGUE_PAGE_SIZE = 24;

export interface CatalogueFilters {
  /** A category id (only /shop and /search; a category page is its own category). */
  category: string | null;
  /** Whole rupees, inclusive. */
  minPrice: number | null;
  maxPrice: number | null;
  /** A size label as the shop writes it ('50ml'). */
  size: string | null;
  inStock: boolean;
  /** null: the list's own order (A-Z on the shop and a category, best match first on a search). */
  sort: SortOrder | null;
  page: number;
}

export const NO_FILTERS: CatalogueFilters = {
  category: null,
  minPrice: null,
  maxPrice: null,
  size: null,
  inStock: false,
  sort: null,
  page: 1,
};

/**
 * Bounds of what an address may ask for, wider than any price or size label the shop saves
 * (src/domain/catalogue.ts, not imported: its form rules would join the storefront's first load).
 */
const MAX_PRICE_DIGITS = 8;
const MAX_SIZE_TEXT = 40;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The sort order an address asks for (`?sort=`), or null (the list's own) for anything else. */
export const sortOrderOf = (value: string | null): SortOrder | null =>
  value !== null && Object.hasOwn(SORT_ORDERS, value) ? (value as SortOrder) : null;

/** A whole number of rupees, or null. */
function priceOf(value: string | null): number | null {
  const digits = value?.trim() ?? '';
  return /^\d+$/.test(digits) && digits.length <= MAX_PRICE_DIGITS ? Number(digits) : null;
}

function pageOf(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The filters an address asks for; unknown parameters are ignored, bad values dropped. */
export function parseCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const category = params.get('category');
  const size = params.get('size')?.trim() ?? '';
  let minPrice = priceOf(params.get('minPrice'));
  let maxPrice = priceOf(params.get('maxPrice'));
  // "From 5000 to 2000" means the prices between them.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    category: category !== null && UUID.test(category) ? category.toLowerCase() : null,
    minPrice,
    maxPrice,
    size: size !== '' && size.length <= MAX_SIZE_TEXT ? size : null,
    inStock: params.get('inStock') === '1',
    sort: sortOrderOf(params.get('sort')),
    page: pageOf(params.get('page')),
  };
}

/**
 * The query string of these filters, defaults left out, in one order ('' for none): the inverse
 * of parseCatalogueFilters. `keep` holds parameters of the page itself (the search's `q`).
 */
export function catalogueQuery(
  filters: CatalogueFilters,
  keep: Record<string, string> = {},
): string {
  const params = new URLSearchParams(keep);
  if (filters.category) params.set('category', filters.category);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.size) params.set('size', filters.size);
  if (filters.inStock) params.set('inStock', '1');
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

interface ListedSize {
  size: string;
  price: number;
  stock: number;
}

interface Listed {
  name: string;
  category: { _id: string; name: string };
  variants: ListedSize[];
}

const sameSize = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A perfume is listed when one of its sizes meets every choice at once: the size chosen, a price
 * in the range, and (with "in stock only") some left to order.
 */
function matches(perfume: Listed, filters: CatalogueFilters): boolean {
  if (filters.category && perfume.category._id !== filters.category) return false;
  return perfume.variants.some(
    (v) =>
      (!filters.size || sameSize(v.size, filters.size)) &&
      (filters.minPrice === null || v.price >= filters.minPrice) &&
      (filters.maxPrice === null || v.price <= filters.maxPrice) &&
      (!filters.inStock || anySizeInStock([v])),
  );
}

/**
 * The orders of names and sizes, each made once: `localeCompare` with a locale makes a collator
 * on every call (a dozen perfumes' choices took 15 ms to sort, 60 ms on Lighthouse's phone).
 */
const nameOrder = once(() => new Intl.Collator('en', { sensitivity: 'base' }));
const labelOrder = once(() => new Intl.Collator('en'));
const sizeOrder = once(() => new Intl.Collator('en', { numeric: true }));

const firstPrice = (perfume: Listed) => perfume.variants[0]?.price ?? Number.POSITIVE_INFINITY;
const byName = (a: Listed, b: Listed) => nameOrder().compare(a.name, b.name);

/** The shop's four orders; prices compare the first variant's price (docs/product.md §2). */
function sortPerfumes<T extends Listed>(perfumes: T[], order: SortOrder | null): T[] {
  const sorted = perfumes;
  switch (order) {
    case null:
      return sorted;
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

export interface FilteredList<T> {
  /** The perfumes on the page asked for (the last page when it asked for one past the end). */
  items: T[];
  /** How many perfumes meet the filters, on every page. */
  total: number;
  page: number;
  pages: number;
}

/**
 * The perfumes of a list that meet the filters, sorted, and the page asked for. `ownOrder` is the
 * order when the address names none: A-Z, or null to keep the list's (a search's best match).
 */
export function filterCatalogue<T extends Listed>(
  perfumes: readonly T[],
  filters: CatalogueFilters,
  ownOrder: SortOrder | null = 'name-asc',
): FilteredList<T> {
  const listed = sortPerfumes(
    perfumes.filter((perfume) => matches(perfume, filters)),
    filters.sort ?? ownOrder,
  );
  const pages = Math.max(1, Math.ceil(listed.length / CATALOGUE_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const start = (page - 1) * CATALOGUE_PAGE_SIZE;
  return {
    items: listed.slice(start, start + CATALOGUE_PAGE_SIZE),
    total: listed.length,
    page,
    pages,
  };
}

/** The choices a list offers: its categories by name, and its sizes by number. */
export function filterChoices(perfumes: readonly Listed[]) {
  const categories = new Map<string, string>();
  const sizes = new Map<string, string>();
  for (const perfume of perfumes) {
    categories.set(perfume.category._id, perfume.category.name);
    for (const v of perfume.variants) sizes.set(v.size.toLowerCase(), v.size);
  }
  return {
    categories: [...categories]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => labelOrder().compare(a.label, b.label)),
    // Numbers in order ('6ml' before '12ml'): small for the first load, unlike the volume rule
    // of src/domain/sizes.ts, and the same for the sizes the shop writes in millilitres.
    sizes: [...sizes.values()].sort(sizeOrder().compare),
  };
}
