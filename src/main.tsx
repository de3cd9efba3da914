import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from './app/App';
import { routes } from './app/router';
import { backToPasswordForm, leaveForLogin } from './components/signInReturn';
import { apiCacheHandedOver } from './store/api/emptyApi';
import { makeStore } from './store/store';
import { selectEndedFor } from './store/sessionSlice';
import { SSR_STATE_ID } from './app/ssrState';
import { reloadOnStaleBuild } from './app/reloadOnStaleBuild';

/** Loads the code of lazily loaded routes that match the page, so hydration finds them ready. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const handedOver = document.getElementById(SSR_STATE_ID)?.textContent;
  const serverRendered = container.hasChildNodes() && handedOver;
  if (serverRendered) await loadMatchedRoutes();

  const router = createBrowserRouter(routes);
  reloadOnStaleBuild(() => {
    const next = router.state.navigation.location;
    return next ? `${next.pathname}${next.search}${next.hash}` : null;
  });
  const store = makeStore(undefined, {
    onSessionExpired: () => leaveForLogin(router, selectEndedFor(store.getState())),
    onPasswordMustChange: () => backToPasswordForm(router),
  });
  if (!serverRendered) {
    createRoot(container).render(
      <StrictMode>
        <App router={router} store={store} />
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
        <App router={router} store={store} serverState={serverState} />
      </StrictMode>,
    );
  });
}

void start();
