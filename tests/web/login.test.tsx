import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { superadminLogin } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import type { LoginApiResponse } from '../../src/store/api/generated/backOfficeApi';
import { renderApp, signIn } from './renderApp';
import { hrefOf } from './readPage';
import { prepareDashboard } from './dashboardKit';

// Signing in lands on /dashboard, whose lazy route (with the charts) commits only once loaded:
// load it once up front, outside the tests' time limits.
prepareDashboard();

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  const submit = await screen.findByRole('button', { name: 'Sign In' });
  await user.clear(screen.getByLabelText(/Email Address/));
  if (email) await user.type(screen.getByLabelText(/Email Address/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(submit);
}

/** The profile page opens its password form, saying why it comes before anything else. */
async function passwordFormFirst() {
  expect(
    await screen.findByText('Your password was reset. Choose a new password before anything else.'),
  ).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'Update Password' })).toBeInTheDocument();
}

describe('/login', () => {
  it('shows the sign-in form of docs/product.md §2', async () => {
    renderApp('/login');
    expect(await screen.findByText('Admin Panel Login')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute(
      'placeholder',
      'Enter your email',
    );
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('placeholder', 'Enter your password');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(hrefOf('Forgot Password?')).toBe('/forgot-password');
  });

  it('requires an e-mail of valid format and a password', async () => {
    renderApp('/login');
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await fillAndSubmit('not-an-email', '');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('takes focus to the first field to correct, which names its error', async () => {
    renderApp('/login');
    await fillAndSubmit('owner@shop.test', '');
    const password = screen.getByLabelText(/Password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message in red and stays on the page", async () => {
    const { router } = renderApp('/login');
    await fillAndSubmit('root@shop.pk', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password.');
    expect(alert.className).toMatch(/Error/);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    server.use(
      http.post('*/api/auth/login', () => new HttpResponse('gateway down', { status: 502 })),
    );
    renderApp('/login');
    await fillAndSubmit('root@shop.pk', 'right-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('stores the session and lands on /dashboard inside the admin frame', async () => {
    const { router } = renderApp('/login');
    await fillAndSubmit('root@shop.pk', 'right-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('access-token-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token-1');
    expect(JSON.parse(localStorage.getItem('admin')!)).toEqual({
      id: 'admin-1',
      name: 'Super Admin',
      email: 'root@shop.pk',
      role: 'superadmin',
    });
    expect(screen.getByText('SuperAdmin', { selector: 'header span' })).toBeInTheDocument();
  });

  it('sends an admin with a one-time password to the profile, its password form open', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json<LoginApiResponse>({
          ...superadminLogin,
          admin: { ...superadminLogin.admin, mustChangePassword: true },
        }),
      ),
    );
    const { router } = renderApp('/login');
    await fillAndSubmit('root@shop.pk', 'right-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await passwordFormFirst();
  });

  it('brings an admin who left the password form back to it when a screen is refused for it', async () => {
    // Signed in with a one-time password, the admin closed the form and opened Orders: the
    // server refuses every back-office call until the password is changed.
    server.use(
      http.get('*/api/orders', () =>
        HttpResponse.json(
          {
            message:
              'Your password was reset. Choose a new password on your profile before anything else.',
          },
          { status: 403 },
        ),
      ),
    );
    signIn();
    const { router } = renderApp('/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), {
      timeout: 10_000,
    });
    await passwordFormFirst();
  });

  it('sends an already signed-in admin on to the dashboard', async () => {
    signIn();
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('admin frame', () => {
  it('sends signed-out visitors of admin routes to /login', async () => {
    const { router } = renderApp('/categories');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(await screen.findByText('Admin Panel Login')).toBeInTheDocument();
  });

  it('shows the Admins entry to superadmins only, and the name and role at the bottom', async () => {
    signIn('admin', 'Clerk One');
    renderApp('/dashboard');
    const menu = await screen.findAllByRole('navigation', { name: 'Admin' });
    const nav = menu[menu.length - 1]!;
    expect(hrefOf('Dashboard', nav)).toBe('/dashboard');
    expect(hrefOf('Complaints', nav)).toBe('/complaints');
    expect(within(nav).queryByRole('link', { name: 'Admins' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Clerk One Admin/ })[0]).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('shows the e-mail in the menu when the admin has no name', async () => {
    signIn('superadmin', '');
    renderApp('/dashboard');
    const menu = await screen.findAllByRole('navigation', { name: 'Admin' });
    expect(
      within(menu[menu.length - 1]!).getByRole('link', { name: 'Admins' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /sara@shop.pk SuperAdmin/ }).length).toBeGreaterThan(
      0,
    );
  });

  it('shows a message passed in navigation state once, and lets it be dismissed', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', { state: { message: 'Category created' } });
    expect(await screen.findByText('Category created')).toBeInTheDocument();
    // The frame replaces the history entry right after showing the message.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByText('Category created')).not.toBeInTheDocument();
  });

  it('logs out: server logout, token and admin cleared, refresh token kept, to /login', async () => {
    signIn();
    let serverLogouts = 0;
    server.use(
      http.post('*/api/auth/logout', () => {
        serverLogouts += 1;
        return HttpResponse.json({ message: 'Logged out successfully' });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    const menus = await screen.findAllByRole('navigation', { name: 'Admin' });
    await user.click(within(menus[menus.length - 1]!).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(serverLogouts).toBe(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('admin')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token-1');
  });

  it('still signs out locally when the server logout fails', async () => {
    signIn();
    server.use(
      http.post('*/api/auth/logout', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const warn = console.warn;
    console.warn = () => {};
    try {
      const user = userEvent.setup();
      const { router } = renderApp('/dashboard');
      const menus = await screen.findAllByRole('navigation', { name: 'Admin' });
      await user.click(within(menus[menus.length - 1]!).getByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(localStorage.getItem('token')).toBeNull();
    } finally {
      console.warn = warn;
    }
  });
});
