import type { ReactNode } from 'react';
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
 * Store, theme and baseline styles around a router. `serverState` is the state the server rendered
 * the page with: hydration reads it, so the first render in the browser matches the HTML even after
 * the cart has come back from sessionStorage.
 */
export function AppProviders({
  store,
  serverState,
  children,
}: {
  store: AnyStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}

/** The whole app around a router: store, theme and routes. */
export function App({
  router,
  store,
  serverState,
}: {
  router: Router;
  store: AppStore;
  serverState?: RootState;
}) {
  return (
    <AppProviders store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
