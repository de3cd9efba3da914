import type { RouteMatch } from 'react-router-dom';
import { api } from '../../store/api/enhanced';
import type { makeServerStore } from '../../store/store';
import { NOT_FOUND_HEAD, categoryHead, fixedHead, productHead, type PageHead } from './pageHead';

type ServerStore = ReturnType<typeof makeServerStore>;

export interface PagePlan {
  status: number;
  head: PageHead;
  cacheable: boolean;
}

const found = (head: PageHead): PagePlan => ({ status: 200, head, cacheable: true });
const notFound: PagePlan = { status: 404, head: NOT_FOUND_HEAD, cacheable: false };

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
export async function prefetchPage(store: ServerStore, matches: RouteMatch[]): Promise<PagePlan> {
  const [plan] = await Promise.all([
    pagePlan(store, matches),
    store.dispatch(api.endpoints.getShop.initiate()),
  ]);
  return plan;
}

async function pagePlan(store: ServerStore, matches: RouteMatch[]): Promise<PagePlan> {
  const pattern = patternOf(matches);
  const id = matches[matches.length - 1]!.params.id ?? '';
  const { endpoints } = api;
  switch (pattern) {
    case '/': {
      await Promise.all([
        store.dispatch(endpoints.getActiveCategories.initiate()),
        store.dispatch(endpoints.listPublicProducts.initiate()),
        store.dispatch(endpoints.listReviews.initiate()),
      ]);
      return found(fixedHead('/')!);
    }
    case '/shop': {
      await store.dispatch(endpoints.listPublicProducts.initiate());
      return found(fixedHead('/shop')!);
    }
    case '/category/:id': {
      const [category, products] = await Promise.all([
        store.dispatch(endpoints.getCategory.initiate({ id })),
        store.dispatch(endpoints.listPublicProductsByCategory.initiate({ id })),
      ]);
      if (!category.data || !products.data) return notFound;
      return found(categoryHead(category.data));
    }
    case '/product/:id': {
      const product = await store.dispatch(endpoints.getPublicProduct.initiate({ id }));
      if (!product.data) return notFound;
      return found(productHead(product.data));
    }
    case '/customer/reviews':
      await store.dispatch(endpoints.listReviews.initiate());
      return found(fixedHead(pattern)!);
    case '/order/:id':
      return { ...found(fixedHead(pattern)!), cacheable: false };
    default: {
      const head = fixedHead(pattern);
      return head ? found(head) : notFound;
    }
  }
}
