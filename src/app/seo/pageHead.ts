import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatRs } from '@shop/domain/money';
import type {
  GetCategoryApiResponse,
  GetPublicPerfumeApiResponse,
  ListPerfumeReviewsApiResponse,
} from '../../store/api/generated/storefrontApi';

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
  perfume?: GetPublicPerfumeApiResponse;
  /** The newest approved reviews of the perfume, for its JSON-LD. */
  reviews?: ListPerfumeReviewsApiResponse['reviews'];
}

/**
 * A page's head for the shop as configured: the name comes from SHOP_NAME (the server prefetches
 * the shop for every page; the browser reads the same answer), never the demo brand's.
 */
export type HeadFor = (shopName: string) => PageHead;

const defaultDescription = (shopName: string) =>
  t`${shopName}: luxury perfumes and attars with cash on delivery across Pakistan.`;

/**
 * The head of a page that says the same to everyone. Heads are read in the page's language (its
 * catalogue active), so their words are messages, translated when read.
 */
export const simpleHead =
  (title: MessageDescriptor | null, canonicalPath: string | null, noindex = false): HeadFor =>
  (shopName) => ({
    title: `${title ? i18n._(title) : ''} | ${shopName}`,
    description: defaultDescription(shopName),
    canonicalPath,
    imagePath: null,
    ogType: 'website',
    noindex,
  });

/** The home page's head: the shop's name first. */
export const homeHead: HeadFor = (shopName) => ({
  ...simpleHead(null, '/')(shopName),
  title: t`${shopName}: luxury perfumes and attars, cash on delivery in Pakistan`,
});

export const notFoundHead: HeadFor = simpleHead(msg`Page not found`, null, true);

/** A page whose data the shop could not give (its database down): tried again later. */
export const unreachableHead: HeadFor = simpleHead(msg`We couldn't reach the shop`, null, true);

/** The head of a perfume's page, from the perfume as the storefront shows it. */
export const perfumeHead =
  (
    perfume: GetPublicPerfumeApiResponse,
    reviews: ListPerfumeReviewsApiResponse['reviews'] = [],
  ): HeadFor =>
  (shopName) => {
    const first = perfume.variants[0];
    const lowest = perfume.variants.reduce<number | undefined>(
      (min, v) => (min === undefined || v.price < min ? v.price : min),
      undefined,
    );
    const name = perfume.name;
    const description =
      perfume.description?.trim() ||
      (lowest === undefined
        ? t`${name}. Cash on delivery anywhere in Pakistan from ${shopName}.`
        : t`${name}, from ${formatRs(lowest)}. Cash on delivery anywhere in Pakistan from ${shopName}.`);
    return {
      title: `${perfume.name}${lowest === undefined ? '' : ` (${formatRs(lowest)})`} | ${shopName}`,
      description: description.slice(0, 300),
      canonicalPath: `/product/${perfume._id}`,
      imagePath: first?.image ?? null,
      ogType: 'product',
      price: lowest,
      perfume,
      reviews,
    };
  };

/** The head of a category page. */
export const categoryHead =
  (category: GetCategoryApiResponse): HeadFor =>
  (shopName) => ({
    title: t`${category.name} perfumes | ${shopName}`,
    description:
      category.description?.trim() ||
      t`${category.name} perfumes from ${shopName}, with cash on delivery across Pakistan.`,
    canonicalPath: `/category/${category._id}`,
    imagePath: category.image ?? null,
    ogType: 'website',
  });

/**
 * The head of the results page: its own title; a blank query asks not to be indexed. The
 * canonical keeps the query (each query is a page of its own).
 */
export const searchHead =
  (q: string | null): HeadFor =>
  (shopName) =>
    q
      ? {
          ...simpleHead(
            msg`Search results for “${q}”`,
            `/search?q=${encodeURIComponent(q)}`,
          )(shopName),
          description: t`Perfumes matching “${q}” at ${shopName}, with cash on delivery across Pakistan.`,
        }
      : simpleHead(msg`Search perfumes`, null, true)(shopName);
