import { render } from '@testing-library/react';
import { createMemoryRouter, parsePath } from 'react-router-dom';
import { beforeAll, vi } from 'vitest';
import { App } from '../../src/app/App';
import { backToPasswordForm, leaveForLogin } from '../../src/components/signInReturn';
import { routes } from '../../src/app/router';
import { routerContext } from '../../src/app/routes/pageData';
import { makeStore } from '../../src/store/store';
import { selectEndedFor } from '../../src/store/sessionSlice';

/**
 * Renders the whole app at a path (with its query, if any) with a fresh store and router, as a
 * visitor would see it. An Urdu page (`/ur/…`) needs `basename: '/ur'` and the Urdu catalogue
 * active (activateLanguage), as the browser has them.
 */
export function renderApp(path = '/', options: { state?: unknown; basename?: string } = {}) {
  const onSessionExpired = vi.fn(() => leaveForLogin(router, selectEndedFor(store.getState())));
  const store = makeStore(undefined, {
    onSessionExpired,
    onPasswordMustChange: () => backToPasswordForm(router),
  });
  const router = createMemoryRouter(routes, {
    basename: options.basename,
    initialEntries: [{ ...parsePath(path), state: options.state }],
    getContext: () => routerContext({ store, awaitAnswers: false }),
  });
  const view = render(<App router={router} store={store} />);
  return { ...view, router, store, onSessionExpired };
}

/** Puts a signed-in admin in localStorage, as a successful login does. */
export function signIn(role: 'admin' | 'superadmin' = 'superadmin', name = 'Sara Admin') {
  localStorage.setItem('token', 'access-token-1');
  localStorage.setItem('refreshToken', 'refresh-token-1');
  localStorage.setItem(
    'admin',
    JSON.stringify({ id: 'admin-1', name, email: 'sara@shop.pk', role }),
  );
}

/**
 * Loads lazy screens once, before the tests of the file (or describe block): their chunks are
 * large, and loading one inside a test would eat into its time limit on a busy machine.
 */
export function preloadScreens(...screens: (() => Promise<unknown>)[]) {
  beforeAll(async () => {
    for (const load of screens) await load();
  }, 30_000);
}
