import { formatRs } from '../../domain/money';
import type {
  GetCategoryApiResponse,
  GetPublicProductApiResponse,
} from '../../store/api/generated/shopApi';
import { brand } from '../../domain/brand';

/** What a page says about itself to browsers, crawlers and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the page's one address (the origin is added by the server). */
  canonicalPath: string | null;
  /** Path of the preview image (an absolute URL is made by the server). */
  imagePath: string | null;
  ogType: 'website' | 'product';
  price?: number;
  noindex?: boolean;
  /** schema.org data (JSON-LD); absolute URLs are filled in by `absoluteHead`. */
  product?: GetPublicProductApiResponse;
}

const DEFAULT_DESCRIPTION =
  'Mehak Perfumes: luxury perfumes and attars with cash on delivery across Pakistan.';

const simple = (title: string, canonicalPath: string | null, noindex = false): PageHead => ({
  title: `${title} | ${brand.name}`,
  description: DEFAULT_DESCRIPTION,
  canonicalPath,
  imagePath: null,
  ogType: 'website',
  noindex,
});

/** Heads of the storefront pages that need no data, by route pattern. */
const FIXED: Record<string, PageHead> = {
  '/': {
    ...simple('', '/'),
    title: `${brand.name}: luxury perfumes and attars, cash on delivery in Pakistan`,
  },
  '/shop': simple('Shop all perfumes', '/shop'),
  '/cart': simple('Your cart', null, true),
  '/checkout': simple('Checkout', null, true),
  '/order/:id': simple('Your order', null, true),
  '/track-order': simple('Track your order', '/track-order'),
  '/customer/reviews': simple('Customer reviews', '/customer/reviews'),
  '/contact': simple('Contact us', '/contact'),
};

export const NOT_FOUND_HEAD: PageHead = simple('Page not found', null, true);

/** A page whose data the shop could not give (its database down): tried again later. */
export const UNREACHABLE_HEAD: PageHead = simple("We couldn't reach the shop", null, true);

/** The head of a product page, from the perfume as the storefront shows it. */
export function productHead(product: GetPublicProductApiResponse): PageHead {
  const first = product.variants[0];
  const lowest = product.variants.reduce<number | undefined>(
    (min, v) => (min === undefined || v.price < min ? v.price : min),
    undefined,
  );
  const price = lowest === undefined ? '' : `, from ${formatRs(lowest)}`;
  const description =
    product.description?.trim() ||
    `${product.name}${price}. Cash on delivery anywhere in Pakistan from ${brand.name}.`;
  return {
    title: `${product.name}${lowest === undefined ? '' : ` (${formatRs(lowest)})`} | ${brand.name}`,
    description: description.slice(0, 300),
    canonicalPath: `/product/${product._id}`,
    imagePath: first?.image ?? null,
    ogType: 'product',
    price: lowest,
    product,
  };
}

/** The head of a category page. */
export function categoryHead(category: GetCategoryApiResponse): PageHead {
  return {
    title: `${category.name} perfumes | ${brand.name}`,
    description:
      category.description?.trim() ||
      `${category.name} perfumes from ${brand.name}, with cash on delivery across Pakistan.`,
    canonicalPath: `/category/${category._id}`,
    imagePath: category.image ?? null,
    ogType: 'website',
  };
}

/** The head of a page that needs no data (pattern as in the route table), or null. */
export function fixedHead(pattern: string): PageHead | null {
  return FIXED[pattern] ?? null;
}
