import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from './app/App';
import { routes } from './app/router';
import { apiCacheHandedOver } from './store/api/emptyApi';
import { makeStore } from './store/store';
import { selectEndedFor } from './store/sessionSlice';
import { SSR_STATE_ID } from './app/ssrState';
import { reloadOnStaleBuild } from './app/reloadOnStaleBuild';
import { routerContext } from './app/routes/pageData';
import {
  PAGE_MESSAGES_ID,
  activateHandedOver,
  activateLanguage,
  type PageMessages,
} from './app/i18n/activateLanguage';
import { basenameOf, languageOfPath } from '@shop/domain/language';
import type { PageLook } from './app/App';

/** The page's language (from its address: `/ur/…` is Urdu) and the router's base for it. */
const language = languageOfPath(window.location.pathname);
const basename = basenameOf(language);

/** The Urdu pages' right-to-left look, fetched by them alone. */
async function pageLook(): Promise<PageLook | undefined> {
  if (language !== 'ur') return undefined;
  const { urduTheme, rightToLeftCache } = await import('./app/i18n/rightToLeft');
  return { theme: urduTheme, cache: rightToLeftCache() };
}

/** Loads the code of lazily loaded routes that match the page, so hydration finds them ready. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The loaders' results of the page the server rendered (none: their data is in the API cache). */
function loadedOnServer(): Record<string, null> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  return Object.fromEntries(
    matches.filter(({ route }) => route.loader && route.id).map(({ route }) => [route.id, null]),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const handedOver = document.getElementById(SSR_STATE_ID)?.textContent;
  const serverRendered = container.hasChildNodes() && handedOver;
  // The page's words: handed over in the HTML by the server, else its language's shared catalogue.
  const words = document.getElementById(PAGE_MESSAGES_ID)?.textContent;
  if (serverRendered && words) activateHandedOver(JSON.parse(words) as PageMessages);
  // An Urdu page's look beside the page's code: the first render needs both.
  const [look] = await Promise.all([
    pageLook(),
    serverRendered && words ? null : activateLanguage(language),
    serverRendered ? loadMatchedRoutes() : null,
  ]);

  // The store first: the routes' loaders start the page's queries in it.
  // The ways back to the sign-in page, only ever taken in the back office: fetched when needed.
  const signInReturn = () => import('./components/signInReturn');
  const store = makeStore(undefined, {
    onSessionExpired: () => {
      const endedFor = selectEndedFor(store.getState());
      void signInReturn().then(({ leaveForLogin }) => leaveForLogin(router, endedFor));
    },
    onPasswordMustChange: () =>
      void signInReturn().then(({ backToPasswordForm }) => backToPasswordForm(router)),
  });
  const router = createBrowserRouter(routes, {
    basename,
    getContext: () => routerContext({ store, awaitAnswers: false }),
    // The server ran the loaders of the page it rendered (their data is in the API cache below).
    hydrationData: serverRendered ? { loaderData: loadedOnServer() } : undefined,
  });
  reloadOnStaleBuild(() => {
    const next = router.state.navigation.location;
    // With the page's base (`/ur` on an Urdu page): the address as the browser knows it.
    return next ? router.createHref(next) : null;
  });
  if (!serverRendered) {
    createRoot(container).render(
      <StrictMode>
        <App router={router} store={store} look={look} />
      </StrictMode>,
    );
    return;
  }
  store.dispatch(apiCacheHandedOver(JSON.parse(handedOver) as Record<string, unknown>));
  // Taken before the cart comes back from sessionStorage: the state the server rendered with.
  const serverState = store.getState();
  // Hydrate in a task of its own, after the scripts' evaluation, and as a transition: React then
  // works in slices of a few milliseconds and the page stays responsive to taps meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 0));
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} store={store} serverState={serverState} look={look} />
      </StrictMode>,
    );
  });
}

void start();
