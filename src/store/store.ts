import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import createWebStorage from 'redux-persist/es/storage/createWebStorage';
import { cartSlice } from './cartSlice';
import { emptyApi } from './api/emptyApi';
import type { StoreExtra } from './api/baseQuery';
import { sessionSlice } from './sessionSlice';
import { devToolsOptions } from './devTools';

// Only the cart is persisted, in sessionStorage under the key `cart` (no "persist:" prefix).
const cartPersistConfig = { key: 'cart', keyPrefix: '', storage: createWebStorage('session') };

const rootReducer = combineReducers({
  [emptyApi.reducerPath]: emptyApi.reducer,
  [cartSlice.reducerPath]: persistReducer(cartPersistConfig, cartSlice.reducer),
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
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(emptyApi.middleware),
    // On under `npm run dev`; off in a built shop unless built with VITE_REDUX_DEVTOOLS=true (a
    // staging machine). Decided at build time, so a production build carries none of it.
    devTools:
      import.meta.env.DEV || import.meta.env.VITE_REDUX_DEVTOOLS === 'true'
        ? devToolsOptions
        : false,
  });
}

/** A fresh store (one per app, one per test), with the cart rehydrating from sessionStorage. */
export function makeStore(
  preloadedState?: Partial<RootState>,
  extra: StoreExtra = { onSessionExpired: () => {} },
) {
  const store = configureAppStore(preloadedState, extra);
  setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return Object.assign(store, { persistor });
}

/** A store for rendering one page on the server: no sessionStorage, no browser listeners. */
export function makeServerStore() {
  return configureAppStore(undefined, { onSessionExpired: () => {}, retryReads: false });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
