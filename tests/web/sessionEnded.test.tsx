import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { superadminLogin } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { safeReturnPath } from '../../src/components/signInReturn';
import { renderApp, signIn } from './renderApp';

/** Signs in on the /login form with this e-mail and the right password. */
async function signInWith(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email Address/), email);
  await user.type(screen.getByLabelText(/Password/), 'right-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('a clerk whose session ends', () => {
  it('only ever returns to a page of this shop after signing in', () => {
    expect(safeReturnPath('/orders?status=Pending')).toBe('/orders?status=Pending');
    expect(safeReturnPath('/perfumes/update/42')).toBe('/perfumes/update/42');
    for (const hostile of [
      '//evil.example/orders',
      '/\\evil.example',
      '/.//evil.example/orders',
      '/a/..//evil.example',
      '/otp',
      'https://evil.example/',
      'javascript:alert(1)',
      '/login',
      '/forgot-password',
      '\n/orders',
      '/orders\r\n',
      42,
      null,
    ]) {
      expect(safeReturnPath(hostile), String(hostile)).toBeNull();
    }
  });

  it('is told so on /login, and is brought back to the page after signing in', async () => {
    signIn('superadmin');
    // The access token is refused and so is its renewal: the session has ended.
    let ended = true;
    server.use(
      http.get('*/api/contacts/', ({ request }) =>
        ended && request.headers.get('authorization') === 'Bearer access-token-1'
          ? HttpResponse.json({ message: 'Session expired' }, { status: 401 })
          : undefined,
      ),
      http.post('*/api/auth/refresh-token', () =>
        HttpResponse.json({ message: 'Session ended' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/complaints?from=mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 5_000,
    });
    expect(
      await screen.findByText('Your session has ended. Please sign in again.'),
    ).toBeInTheDocument();

    ended = false;
    await signInWith('root@shop.pk');
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          '/complaints?from=mail',
        ),
      { timeout: 5_000 },
    );
  });

  it('sends a colleague who signs in on that tab to the dashboard, not to the page left behind', async () => {
    signIn('superadmin');
    server.use(
      http.get('*/api/contacts/', () =>
        HttpResponse.json({ message: 'Session expired' }, { status: 401 }),
      ),
      http.post('*/api/auth/refresh-token', () =>
        HttpResponse.json({ message: 'Session ended' }, { status: 401 }),
      ),
      http.post('*/api/auth/login', () =>
        HttpResponse.json({
          ...superadminLogin,
          admin: { _id: 'admin-2', name: 'Bilal Clerk', email: 'bilal@shop.pk', role: 'admin' },
        }),
      ),
    );
    const { router } = renderApp('/complaints');
    await screen.findByText(
      'Your session has ended. Please sign in again.',
      {},
      { timeout: 5_000 },
    );
    await signInWith('bilal@shop.pk');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 5_000,
    });
  });

  it('visiting a back-office page signed out returns there after signing in, without the message', async () => {
    const { router } = renderApp('/reviews');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 5_000,
    });
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
    await signInWith('root@shop.pk');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reviews'), {
      timeout: 5_000,
    });
  });
});
