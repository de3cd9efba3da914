import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, type createMemoryRouter } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { makeStore } from '../store/store';
import { routes } from './router';
import { theme } from './theme';

type Router = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

/** The whole app around a router: store (cart rehydrated first), theme and routes. */
export function App({ router, store }: { router: Router; store: ReturnType<typeof makeStore> }) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={store.persistor}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </PersistGate>
    </Provider>
  );
}

/** The browser app: one router, one store whose expired sessions lead to /login. */
export function BrowserApp() {
  const [{ router, store }] = useState(() => {
    const browserRouter = createBrowserRouter(routes);
    const appStore = makeStore(undefined, {
      onSessionExpired: () => void browserRouter.navigate('/login', { replace: true }),
    });
    return { router: browserRouter, store: appStore };
  });
  return <App router={router} store={store} />;
}
