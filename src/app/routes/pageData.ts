import {
  RouterContextProvider,
  createContext,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router-dom';
import { isMissing } from '../../components/useLoadFailure';
import { notFoundHead, unreachableHead, type HeadFor } from '../seo/pageHead';
import { languageOfPath, type Language } from '@shop/domain/language';

/** What a route loader needs of the store: dispatch to start the page's queries. */
export interface PageStore {
  dispatch: (action: never) => unknown;
  getState: () => unknown;
}

/** A query's entry in the API cache, as an endpoint's `select` reads it. */
interface QueryState {
  data?: unknown;
  error?: unknown;
  isError: boolean;
}

/** One API answer a page shows on its first paint: the same query its components make. */
export interface PageQuery {
  start: (store: PageStore) => { unsubscribe: () => void } & PromiseLike<unknown>;
  select: (state: unknown) => QueryState;
  /** Without it the page cannot be shown: its failure makes the page a 404 or a 503. */
  needed: boolean;
}

/** An RTK Query endpoint, as far as a page's data needs it. */
interface QueryEndpoint<A> {
  initiate: (arg: A) => unknown;
  select: (arg: A) => (state: never) => QueryState;
}

/** The page needs `endpoint` called with `arg` (`needed: false` for extras it can show without). */
export function pageQuery<A>(endpoint: QueryEndpoint<A>, arg: A, needed = true): PageQuery {
  return {
    start: (store) =>
      store.dispatch(endpoint.initiate(arg) as never) as ReturnType<PageQuery['start']>,
    select: (state) => endpoint.select(arg)(state as never),
    needed,
  };
}

/**
 * A storefront page's data and head, the one home of both: the server renderer awaits the
 * queries in the route's loader and reads status and head from their answers; the browser's
 * loader starts the same queries on navigation (beside the page's code) and its title follows
 * the same head.
 */
export interface PageData {
  /** In the page's language: an Urdu page asks for the shop's Urdu names and descriptions. */
  queries?: (params: Params, search: URLSearchParams, language: Language) => PageQuery[];
  /** The head, from the queries' answers in order (`null` while a needed one is on its way). */
  head: (answers: unknown[] | null, search: URLSearchParams) => HeadFor | null;
  /** False for a page of one shopper or one query: rendered, never kept. */
  cacheable?: (search: URLSearchParams) => boolean;
  /** 404 for the not-found page. */
  status?: number;
}

export interface PagePlan {
  status: number;
  head: HeadFor;
  cacheable: boolean;
}

/** The store the loaders start queries in, and whether they wait for the answers (the server). */
export interface PageContext {
  store: PageStore;
  awaitAnswers: boolean;
}

/** None in a router made without it (a test's): its loaders start nothing, the pages fetch alone. */
const pageContext = createContext<PageContext | null>(null);

/** The router context that hands the loaders their store. */
export function routerContext(context: PageContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[pageContext, context]]));
}

/** The loader of a route with `data`: starts its queries; on the server, waits for them. */
export function pageLoader(data: PageData) {
  return async ({ params, request, context }: LoaderFunctionArgs): Promise<null> => {
    const given = (context as unknown as RouterContextProvider | undefined)?.get(pageContext);
    if (!given) return null;
    const { store, awaitAnswers } = given;
    const { pathname, searchParams } = new URL(request.url);
    const queries = data.queries?.(params, searchParams, languageOfPath(pathname)) ?? [];
    const started = queries.map((query) => query.start(store));
    if (awaitAnswers) await Promise.all(started);
    // The page's components subscribe as they mount; the cache keeps the answers meanwhile.
    else for (const query of started) query.unsubscribe();
    return null;
  };
}

/**
 * What the page is, from what the store holds of its queries: its head once every needed answer
 * has arrived (a fixed head at once), a 404 when one says its subject does not exist, a 503 when
 * the API could not answer; null while answers are on their way.
 */
export function pagePlan(
  data: PageData,
  state: unknown,
  params: Params,
  search: URLSearchParams,
  language: Language,
): PagePlan | null {
  const queries = data.queries?.(params, search, language) ?? [];
  const results = queries.map((query) => query.select(state));
  const needed = results.filter((_, index) => queries[index]!.needed);
  const failed = needed.filter((result) => result.isError);
  if (failed.length > 0)
    return failed.some((result) => isMissing(result.error))
      ? { status: 404, head: notFoundHead, cacheable: false }
      : { status: 503, head: unreachableHead, cacheable: false };
  const ready = needed.every((result) => result.data !== undefined);
  const head = data.head(ready ? results.map((result) => result.data) : null, search);
  if (!head) return null;
  const status = data.status ?? 200;
  return { status, head, cacheable: status === 200 && (data.cacheable?.(search) ?? true) };
}
