import type { RouteMatch } from 'react-router-dom';
import { api, trackingApi } from '../../store/api/enhanced';
import type { makeServerStore } from '../../store/store';
import { isMissing } from '../../components/useLoadFailure';
import { brand } from '../../domain/brand';
import { trackedNumberIn } from '../../domain/orderTracking';
import { searchArgs } from '../../domain/search';
import {
  categoryHead,
  fixedHead,
  notFoundHead,
  productHead,
  searchHead,
  unreachableHead,
  type HeadFor,
  type PageHead,
} from './pageHead';

type ServerStore = ReturnType<typeof makeServerStore>;

export interface PagePlan {
  status: number;
  head: PageHead;
  cacheable: boolean;
}

/** A plan before the shop's name is known. */
interface Plan extends Omit<PagePlan, 'head'> {
  head: HeadFor;
}

const found = (head: HeadFor): Plan => ({ status: 200, head, cacheable: true });
const notFound: Plan = { status: 404, head: notFoundHead, cacheable: false };
/** The API did not answer (a database outage: 503s): the page says so and is not kept. */
const unreachable: Plan = { status: 503, head: unreachableHead, cacheable: false };

/** A page whose data did not all arrive: 404 when something does not exist, else 503. */
function failed(results: { error?: unknown }[]): Plan {
  return results.some((result) => isMissing(result.error)) ? notFound : unreachable;
}

/** The plan of a page that needs all of `results`: found, or what kept them away. */
function needing(results: { data?: unknown; error?: unknown }[], plan: Plan): Plan {
  return results.every((result) => result.data !== undefined) ? plan : failed(results);
}

/** The route pattern of the page a match list ends in ('/product/:id', '/', '*'). */
function patternOf(matches: RouteMatch[]): string {
  const leaf = matches[matches.length - 1]!.route;
  if (leaf.index) return '/';
  return `/${leaf.path ?? ''}`;
}

/**
 * Loads into the store the API answers a storefront page shows on first paint (the same queries
 * its components make), and says what the page is: status and head. Every page has the navbar and
 * footer, so every page gets the shop's contact details (a few hundred bytes in the data block).
 */
export async function prefetchPage(
  store: ServerStore,
  matches: RouteMatch[],
  search = new URLSearchParams(),
): Promise<PagePlan> {
  const [plan, shop] = await Promise.all([
    pagePlan(store, matches, search),
    store.dispatch(api.endpoints.getShop.initiate()),
  ]);
  // The not-found page links to every category.
  if (plan.status === 404) await store.dispatch(api.endpoints.getActiveCategories.initiate());
  return { ...plan, head: plan.head(shop.data?.name ?? brand.name) };
}

async function pagePlan(
  store: ServerStore,
  matches: RouteMatch[],
  search: URLSearchParams,
): Promise<Plan> {
  const pattern = patternOf(matches);
  const id = matches[matches.length - 1]!.params.id ?? '';
  const { endpoints } = api;
  switch (pattern) {
    case '/': {
      const results = await Promise.all([
        store.dispatch(endpoints.getActiveCategories.initiate()),
        store.dispatch(endpoints.listPublicProducts.initiate()),
        store.dispatch(endpoints.listReviews.initiate()),
      ]);
      return needing(results, found(fixedHead('/')!));
    }
    case '/shop': {
      const products = await store.dispatch(endpoints.listPublicProducts.initiate());
      return needing([products], found(fixedHead('/shop')!));
    }
    case '/category/:id': {
      const [category, products] = await Promise.all([
        store.dispatch(endpoints.getCategory.initiate({ id })),
        store.dispatch(endpoints.listPublicProductsByCategory.initiate({ id })),
      ]);
      if (!category.data || !products.data) return failed([category, products]);
      return found(categoryHead(category.data));
    }
    case '/product/:id': {
      const [product, reviews] = await Promise.all([
        store.dispatch(endpoints.getPublicProduct.initiate({ id })),
        store.dispatch(endpoints.listPerfumeReviews.initiate({ id, page: 1 })),
      ]);
      if (!product.data) return failed([product]);
      return found(productHead(product.data, reviews.data?.reviews ?? []));
    }
    case '/search': {
      // One page per query: rendered, never kept. No query or nothing found lists the categories.
      const args = searchArgs(search.get('q'));
      const head = searchHead(args?.q ?? null);
      const results = args
        ? await store.dispatch(endpoints.searchPublicProducts.initiate(args))
        : null;
      if (!results?.data?.length) await store.dispatch(endpoints.getActiveCategories.initiate());
      return needing(results ? [results] : [], { ...found(head), cacheable: false });
    }
    case '/customer/reviews': {
      // The review form offers the perfumes on sale to choose from.
      const [reviews] = await Promise.all([
        store.dispatch(endpoints.listReviews.initiate()),
        store.dispatch(endpoints.listPublicProducts.initiate()),
      ]);
      return needing([reviews], found(fixedHead(pattern)!));
    }
    case '/order/:id': {
      // One shopper's order: rendered (a missing one answers 404) but never kept.
      const order = await store.dispatch(endpoints.getOrder.initiate({ id }));
      return needing([order], { ...found(fixedHead(pattern)!), cacheable: false });
    }
    case '/track-order': {
      const orderNumber = trackedNumberIn(search);
      const plan = found(fixedHead(pattern)!);
      if (!orderNumber) return plan;
      // One shopper's order, found or not (the page says which in words): never kept.
      await store.dispatch(trackingApi.endpoints.trackedOrder.initiate({ orderNumber }));
      return { ...plan, cacheable: false };
    }
    default: {
      const head = fixedHead(pattern);
      return head ? found(head) : notFound;
    }
  }
}
