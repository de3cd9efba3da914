import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { cartSlice } from './cartSlice';
import { keepCartInSession } from './cartStorage';
import { emptyApi } from './api/emptyApi';
import type { StoreExtra } from './api/baseQuery';
import { sessionSlice } from './sessionSlice';
import { devToolsOptions } from './devTools';

const rootReducer = combineReducers({
  [emptyApi.reducerPath]: emptyApi.reducer,
  [cartSlice.reducerPath]: cartSlice.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

function configureAppStore(preloadedState: Partial<RootState> | undefined, extra: StoreExtra) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
      }).concat(emptyApi.middleware),
    // On under `npm run dev`; off in a built shop unless built with VITE_REDUX_DEVTOOLS=true (a
    // staging machine). Decided at build time, so a production build carries none of it.
    devTools:
      import.meta.env.DEV || import.meta.env.VITE_REDUX_DEVTOOLS === 'true'
        ? devToolsOptions
        : false,
  });
}

/**
 * A fresh store (one per app, one per test), with the cart coming back from sessionStorage (and
 * only the cart kept there); `cartRestored` resolves once it has.
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  extra: StoreExtra = { onSessionExpired: () => {} },
) {
  const store = configureAppStore(preloadedState, extra);
  setupListeners(store.dispatch);
  const cartRestored = keepCartInSession(store);
  return Object.assign(store, { cartRestored });
}

/** A store for rendering one page on the server: no sessionStorage, no browser listeners. */
export function makeServerStore() {
  return configureAppStore(undefined, { onSessionExpired: () => {}, retryReads: false });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
