import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { signIn } from './renderApp';

describe('storefront visit beacon', { timeout: 20_000 }, () => {
  /** A fresh copy of the app's modules: a new page load as far as the beacon is concerned. */
  async function newPageLoad() {
    vi.resetModules();
    return import('./renderApp');
  }

  function countVisits(status = 204) {
    const visits: Request[] = [];
    server.use(
      http.post('*/api/visits', ({ request }) => {
        visits.push(request.clone());
        return new HttpResponse(status === 204 ? null : '{}', { status });
      }),
    );
    return visits;
  }

  it('counts one visit per page load: not again on route changes or remounts', async () => {
    const visits = countVisits();
    const app = await newPageLoad();
    const first = app.renderApp('/');
    await waitFor(() => expect(visits).toHaveLength(1));
    expect(visits[0]!.method).toBe('POST');
    expect(await visits[0]!.text()).toBe('');
    expect(visits[0]!.headers.get('cookie')).toBeNull();
    expect(visits[0]!.headers.get('authorization')).toBeNull();

    await first.router.navigate('/shop');
    await first.router.navigate('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 5000 });
    first.unmount();
    app.renderApp('/customer/reviews');
    await screen.findByRole('heading', { level: 1, name: 'Customer Reviews' }, { timeout: 5000 });
    await delay(50);
    expect(visits).toHaveLength(1);
  });

  it('counts once under StrictMode', async () => {
    const visits = countVisits();
    await newPageLoad();
    const [{ App }, { routes }, { makeStore }] = await Promise.all([
      import('../../src/app/App'),
      import('../../src/app/router'),
      import('../../src/store/store'),
    ]);
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    const store = makeStore(undefined, { onSessionExpired: () => {} });
    render(
      <StrictMode>
        <App router={router} store={store} />
      </StrictMode>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Luxury Perfumes for All Ages' });
    await waitFor(() => expect(visits).toHaveLength(1));
    await delay(50);
    expect(visits).toHaveLength(1);
  });

  it('is not sent from the back office, and a failed count changes nothing', async () => {
    const visits = countVisits(500);
    const app = await newPageLoad();
    signIn('admin');
    const view = app.renderApp('/reviews');
    await screen.findByRole('heading', { name: 'Reviews' }, { timeout: 20_000 });
    await delay(50);
    expect(visits).toHaveLength(0);

    await view.router.navigate('/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(visits).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  }, 40_000);
});
