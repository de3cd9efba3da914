import {
  createStaticHandler,
  type DataRouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { brand } from '@shop/domain/brand';
import { api } from '../../store/api/enhanced';
import type { makeServerStore } from '../../store/store';
import type { PageHead } from '../seo/pageHead';
import { routes } from '../router';
import { pagePlan, routerContext, type PageStore } from './pageData';
import { notFoundPage, type RouteHandle } from './storefrontRoutes';

import { basenameOf, type Language } from '@shop/domain/language';
import { inPageLanguage } from '../i18n/serverLanguage';

/** React Router's handler of each language's pages (Urdu's under /ur). */
const handlers = {
  en: createStaticHandler(routes),
  ur: createStaticHandler(routes, { basename: basenameOf('ur') }),
};

export interface ServerPage {
  /** React Router's state of the page, for StaticRouterProvider. */
  context: StaticHandlerContext;
  /** The routes the context refers to, for createStaticRouter. */
  routes: DataRouteObject[];
  status: number;
  /** The head, in the page's language: read while that language is the active one. */
  head: () => PageHead;
  cacheable: boolean;
}

/**
 * Runs the routes' loaders for `url` on the server: they wait for the page's queries in `store`.
 * Says what the page is from their answers: status, head (with the shop's configured name) and
 * whether its HTML may be kept. Null when React Router answers with a redirect.
 */
export async function loadServerPage(
  store: ReturnType<typeof makeServerStore>,
  url: URL,
  language: Language,
): Promise<ServerPage | null> {
  const handler = handlers[language];
  // Every page has the navbar and footer: every page gets the shop's name and contact details
  // (the layout has no loader: in the browser it shows at once, before any page's data).
  const [context] = await Promise.all([
    handler.query(new Request(url), {
      requestContext: routerContext({ store: store as PageStore, awaitAnswers: true }),
    }),
    store.dispatch(api.endpoints.getShop.initiate()),
  ]);
  if (context instanceof Response) return null;
  const leaf = context.matches[context.matches.length - 1]!;
  const page = (leaf.route.handle as RouteHandle | undefined)?.page ?? notFoundPage;
  const plan = pagePlan(page, store.getState(), leaf.params, url.searchParams, language)!;
  // The not-found page links to every category.
  if (plan.status === 404) await store.dispatch(api.endpoints.getActiveCategories.initiate({}));
  const shop = api.endpoints.getShop.select()(store.getState() as never).data;
  return {
    context,
    routes: handler.dataRoutes,
    ...plan,
    head: () => {
      inPageLanguage(language);
      return plan.head(shop?.name ?? brand.name);
    },
  };
}
