import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageLoading } from '../../components/PageLoading';
import { trackedNumberIn } from '@shop/domain/orderTracking';
import { searchArgs } from '@shop/domain/search';
import { api, trackingApi } from '../../store/api/enhanced';
import type {
  GetCategoryApiResponse,
  GetPublicPerfumeApiResponse,
  ListPerfumeReviewsApiResponse,
} from '../../store/api/generated/storefrontApi';
import { pageCodeRetry } from '../pageCodeRetry';
import { loadMessageGroups } from '../i18n/activateLanguage';
import { MESSAGE_GROUPS, type MessageGroup } from '../i18n/messageGroups';
import { languageOfPath } from '@shop/domain/language';
import { msg } from '@lingui/core/macro';
import { languageArg } from '../../components/pageLanguage';
import {
  categoryHead,
  homeHead,
  notFoundHead,
  perfumeHead,
  searchHead,
  simpleHead,
  type HeadFor,
} from '../seo/pageHead';
import { pageLoader, pageQuery, type PageData } from './pageData';

/**
 * The storefront pages' code, one chunk each, by file: the key a route names is both what it
 * loads and the source file the server looks up in the build manifest to preload its chunk.
 */
const PAGE_CODE = import.meta.glob<Record<string, ComponentType>>([
  '../HomePage.tsx',
  '../../features/{catalogue,cart,checkout,contact}/*Page.tsx',
  '../../features/reviews/CustomerReviewsPage.tsx',
]);

/**
 * The message groups a page shows beyond the shared ones: the layout's (its search box is the
 * catalogue's) and its own feature's (the home page shows the catalogue's and the reviews').
 */
export const LAYOUT_MESSAGE_GROUPS: readonly MessageGroup[] = ['catalogue'];
export const messageGroupsOf = (file: string): MessageGroup[] => [
  ...new Set<MessageGroup>([
    ...LAYOUT_MESSAGE_GROUPS,
    ...(file === '../HomePage.tsx'
      ? (['reviews'] as const)
      : MESSAGE_GROUPS.filter((group) => file.includes(`/features/${group}/`))),
  ]),
];

/** What the server needs to know of a storefront route: its code's file (a key of PAGE_CODE), its data and head. */
export interface RouteHandle {
  file?: string;
  page: PageData;
}

/** The source file of a PAGE_CODE key, as the build manifest names it ('src/app/HomePage.tsx'). */
export const sourceOf = (file: string) =>
  `src/${file.replace(/^(\.\.\/)+/, '').replace(/^(?!features\/)/, 'app/')}`;

const { endpoints } = api;
const fixed =
  (head: HeadFor): PageData['head'] =>
  () =>
    head;
const never = () => false;

/**
 * A storefront page: its address, its code (a key of PAGE_CODE), its data and its head. A chunk
 * that cannot be fetched (the server stopped) shows 'We couldn't reach the shop' with Retry.
 */
function storefrontPage(
  where: { path: string } | { index: true },
  file: string,
  page: PageData,
): RouteObject {
  const load = PAGE_CODE[file];
  if (!load) throw new Error(`No storefront page at ${file}`);
  const name = /(\w+)\.tsx$/.exec(file)![1]!;
  // The page's words come with its code, in the page's language (the server has every catalogue).
  const groups = messageGroupsOf(file);
  const code = pageCodeRetry(async () => {
    const [module] = await Promise.all([
      load(),
      import.meta.env.SSR ? null : loadMessageGroups(groups, languageOfPath(location.pathname)),
    ]);
    return module[name]!;
  });
  return {
    ...where,
    id: `page:${'path' in where ? where.path : '/'}`,
    lazy: async () => ({ Component: await code() }),
    HydrateFallback: PageLoading,
    loader: pageLoader(page),
    handle: { file, page } satisfies RouteHandle,
  } as RouteObject;
}

/** The not-found page, which links to every category. */
export const notFoundPage: PageData = {
  queries: (_, __, language) => [
    pageQuery(endpoints.getActiveCategories, languageArg(language), false),
  ],
  head: fixed(notFoundHead),
  status: 404,
};

/** Every storefront page of docs/product.md §2, children of the storefront layout. */
export const storefrontRoutes: RouteObject[] = [
  storefrontPage({ index: true }, '../HomePage.tsx', {
    queries: (_, __, language) => [
      pageQuery(endpoints.getActiveCategories, languageArg(language)),
      pageQuery(endpoints.listPublicPerfumes, languageArg(language)),
      pageQuery(endpoints.listReviews, undefined),
    ],
    head: fixed(homeHead),
  }),
  // The lists filter in the browser: the unpaged catalogue is their one query.
  storefrontPage({ path: 'shop' }, '../../features/catalogue/ShopPage.tsx', {
    queries: (_, __, language) => [pageQuery(endpoints.listPublicPerfumes, languageArg(language))],
    head: fixed(simpleHead(msg`Shop all perfumes`, '/shop')),
  }),
  storefrontPage({ path: 'category/:id' }, '../../features/catalogue/CategoryPage.tsx', {
    queries: ({ id = '' }, _, language) => [
      pageQuery(endpoints.getCategory, { id, ...languageArg(language) }),
      pageQuery(endpoints.listPublicPerfumesByCategory, { id, ...languageArg(language) }),
    ],
    head: (answers) => answers && categoryHead(answers[0] as GetCategoryApiResponse),
  }),
  storefrontPage({ path: 'product/:id' }, '../../features/catalogue/PerfumePage.tsx', {
    queries: ({ id = '' }, _, language) => [
      pageQuery(endpoints.getPublicPerfume, { id, ...languageArg(language) }),
      pageQuery(endpoints.listPerfumeReviews, { id, page: 1 }, false),
    ],
    head: (answers) =>
      answers &&
      perfumeHead(
        answers[0] as GetPublicPerfumeApiResponse,
        (answers[1] as ListPerfumeReviewsApiResponse | undefined)?.reviews ?? [],
      ),
  }),
  // One page per query: rendered, never kept. No query or nothing found lists the categories.
  storefrontPage({ path: 'search' }, '../../features/catalogue/SearchPage.tsx', {
    queries: (_, search, language) => {
      const args = searchArgs(search.get('q'));
      const categories = pageQuery(endpoints.getActiveCategories, languageArg(language), false);
      return args
        ? [
            pageQuery(endpoints.searchPublicPerfumes, { ...args, ...languageArg(language) }),
            categories,
          ]
        : [categories];
    },
    head: (_, search) => searchHead(searchArgs(search.get('q'))?.q ?? null),
    cacheable: never,
  }),
  storefrontPage({ path: 'cart' }, '../../features/cart/CartPage.tsx', {
    head: fixed(simpleHead(msg`Your cart`, null, true)),
  }),
  storefrontPage({ path: 'checkout' }, '../../features/checkout/CheckoutPage.tsx', {
    head: fixed(simpleHead(msg`Checkout`, null, true)),
  }),
  // One shopper's order: rendered (a missing one answers 404) but never kept.
  storefrontPage({ path: 'order/:id' }, '../../features/checkout/OrderPage.tsx', {
    queries: ({ id = '' }) => [pageQuery(endpoints.getOrder, { id })],
    head: fixed(simpleHead(msg`Your order`, null, true)),
    cacheable: never,
  }),
  // One shopper's order, found or not (the page says which in words): never kept. Without a
  // number: the search form alone, the same for everyone.
  storefrontPage({ path: 'track-order' }, '../../features/checkout/TrackOrderPage.tsx', {
    queries: (_, search) => {
      const orderNumber = trackedNumberIn(search);
      return orderNumber
        ? [pageQuery(trackingApi.endpoints.trackedOrder, { orderNumber }, false)]
        : [];
    },
    head: fixed(simpleHead(msg`Track your order`, '/track-order')),
    cacheable: (search) => !trackedNumberIn(search),
  }),
  // The review form offers the perfumes on sale to choose from.
  storefrontPage({ path: 'customer/reviews' }, '../../features/reviews/CustomerReviewsPage.tsx', {
    queries: (_, __, language) => [
      pageQuery(endpoints.listReviews, undefined),
      pageQuery(endpoints.listPublicPerfumes, languageArg(language), false),
    ],
    head: fixed(simpleHead(msg`Customer reviews`, '/customer/reviews')),
  }),
  storefrontPage({ path: 'contact' }, '../../features/contact/ContactPage.tsx', {
    head: fixed(simpleHead(msg`Contact us`, '/contact')),
  }),
  {
    path: '*',
    id: 'page:*',
    Component: NotFoundPage,
    loader: pageLoader(notFoundPage),
    handle: { page: notFoundPage } satisfies RouteHandle,
  },
];
