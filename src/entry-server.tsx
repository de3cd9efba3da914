// Server rendering of the storefront: the server (server/src/modules/storefront) imports the
// build of this file. Each page is rendered from the same routes, components and RTK Query
// endpoints as in the browser; the API cache it was built from goes into the HTML for hydration.
import { t } from '@lingui/core/macro';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticRouter, matchRoutes } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { AppProviders } from './app/App';
import { pageStyleTags } from './app/pageStyles';
import { STOREFRONT_ROUTE_ID, routes } from './app/router';
import { loadServerPage } from './app/routes/serverPage';
import {
  LAYOUT_MESSAGE_GROUPS,
  messageGroupsOf,
  sourceOf,
  type RouteHandle,
} from './app/routes/storefrontRoutes';
import { PAGE_MESSAGES_ID } from './app/i18n/activateLanguage';
import { headTags, scriptJson } from './app/seo/headTags';
import { SSR_STATE_ID, stableIndex, stableQueries } from './app/ssrState';
import { sendRequestsThrough } from './store/api/baseQuery';
import { makeServerStore } from './store/store';
import { api } from './store/api/enhanced';
import { brand } from '@shop/domain/brand';
import {
  basenameOf,
  languageDirection,
  languageOfPath,
  type Language,
} from '@shop/domain/language';
import { inPageLanguage, pageMessages } from './app/i18n/serverLanguage';
import { URDU_FONT_FACE, rightToLeftCache, urduTheme } from './app/i18n/rightToLeft';

/** The configured shop (prefetched for every storefront page), else the defaults. */
const shopOf = (store: ReturnType<typeof makeServerStore>) =>
  api.endpoints.getShop.select()(store.getState() as never).data ?? brand;

export type RenderResult =
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: number;
      /** The attributes of <html>: the page's language and its writing direction. */
      htmlAttributes: string;
      /** Elements for <head>: title, meta, preloads and the page's critical styles. */
      head: string;
      /** The rendered page, for inside the root element. */
      html: string;
      /** The data block with the API cache, for after the root element. */
      state: string;
      /** False for pages whose HTML should not be kept (misses, pages of one shopper). */
      cacheable: boolean;
      /** Source files of the page's own chunks, for the server to preload from the manifest. */
      modules: string[];
      /** The line shown where scripts do not run, in the page's language (text, not markup). */
      noScript: string;
    };

/**
 * The source files of what the page loads beside the app, for the server to preload: its code
 * and an Urdu page's look. (Its words come in the HTML: pageMessages.)
 */
const pageModules = (files: string[], language: Language) => [
  ...files.map(sourceOf),
  ...(language === 'ur' ? ['src/app/i18n/rightToLeft.tsx'] : []),
];

/** Makes the store's API calls go through `fetchFn` (the server answers them in-process). */
export function configure(options: { fetch: typeof fetch }): void {
  sendRequestsThrough(options.fetch);
}

/**
 * Renders `url` (path and query) if it is a storefront page; admin pages answer `shell` and are
 * rendered in the browser. `origin` makes the absolute links of the head (canonical, previews).
 */
export async function render(url: string, origin: string): Promise<RenderResult> {
  const address = new URL(url, origin);
  const language = languageOfPath(address.pathname);
  const matches = matchRoutes(routes, url, basenameOf(language));
  if (!matches || matches[0]?.route.id !== STOREFRONT_ROUTE_ID) return { kind: 'shell' };

  const store = makeServerStore();
  const page = await loadServerPage(store, address, language);
  if (!page) return { kind: 'shell' };
  const { context } = page;
  const router = createStaticRouter(page.routes, context);

  // From here on synchronous: the page's language is the active one while it renders.
  inPageLanguage(language);
  const urdu = language === 'ur';
  const cache = urdu ? rightToLeftCache() : createCache({ key: 'css' });
  const styleTags = pageStyleTags(cache);
  const look = urdu ? { theme: urduTheme, cache } : undefined;
  const body = renderToString(
    <CacheProvider value={cache}>
      <AppProviders store={store} look={look}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
  const files = context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.file)
    .filter((file): file is string => Boolean(file));
  const words = pageMessages(language, [
    ...new Set([...LAYOUT_MESSAGE_GROUPS, ...files.flatMap(messageGroupsOf)]),
  ]);
  const styles = styleTags(body);
  // React puts the preloads of the page's first images at the start of its output: they belong
  // in <head>, where the browser finds them before anything else.
  const preloads = /^(?:<link [^>]*>)+/.exec(body)?.[0] ?? '';
  const shop = shopOf(store);
  const shopName = shop.name;
  const noScript = t`Please enable JavaScript to shop at ${shopName}.`;
  const { queries, provided } = store.getState().api;
  const state = {
    api: { queries: stableQueries(queries), mutations: {}, provided: stableIndex(provided) },
  };
  return {
    kind: 'page',
    status: page.status,
    htmlAttributes: `lang="${language}" dir="${languageDirection(language)}"`,
    cacheable: page.cacheable,
    modules: pageModules(files, language),
    noScript,
    head: [
      headTags(page.head(), origin, shop),
      preloads,
      urdu ? `<style>${URDU_FONT_FACE}</style>` : '',
      styles,
    ]
      .filter(Boolean)
      .join('\n    '),
    html: body.slice(preloads.length),
    state: [
      `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`,
      `<script type="application/json" id="${PAGE_MESSAGES_ID}">${scriptJson(words)}</script>`,
    ].join(''),
  };
}
