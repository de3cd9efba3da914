import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { Provider } from 'react-redux';
import {
  RouterProvider,
  type createBrowserRouter,
  type createMemoryRouter,
} from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also carries its CSS-variables provider (color schemes), which this
// theme does not use: the system's, which it wraps for themes like this one, keeps that code out
// of the first load.
import ThemeProvider from '@mui/system/ThemeProvider';
import type { AppStore, RootState } from '../store/store';
import { theme } from './theme';

type Router = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;
type AnyStore = Parameters<typeof Provider>[0]['store'];

/**
 * A page's look other than the English one: the Urdu pages' right-to-left theme and style cache
 * (src/app/i18n/rightToLeft.tsx).
 */
export interface PageLook {
  theme: Theme;
  cache: EmotionCache;
}

/**
 * Store, theme and baseline styles around a router. `serverState` is the state the server rendered
 * the page with: hydration reads it, so the first render in the browser matches the HTML even after
 * the cart has come back from sessionStorage.
 */
export function AppProviders({
  store,
  serverState,
  look,
  children,
}: {
  store: AnyStore;
  serverState?: RootState;
  look?: PageLook;
  children: ReactNode;
}) {
  const themed = (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={look?.theme ?? theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
  return look ? <CacheProvider value={look.cache}>{themed}</CacheProvider> : themed;
}

/** The whole app around a router: store, theme and routes. */
export function App({
  router,
  store,
  serverState,
  look,
}: {
  router: Router;
  store: AppStore;
  serverState?: RootState;
  look?: PageLook;
}) {
  return (
    <AppProviders store={store} serverState={serverState} look={look}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
