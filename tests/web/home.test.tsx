import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderApp } from './renderApp';
import { holdGet } from './heldAnswer';
import { withLoggedErrors } from './loggedErrors';
import { hrefOf } from './readPage';

describe('home page', () => {
  it('shows the hero with its way into the shop', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Luxury Perfumes for All Ages' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/delivery anywhere in Pakistan/)).toBeInTheDocument();
    expect(hrefOf('Explore Collection')).toBe('/shop');
  });

  it('says it is loading categories until they arrive, then shows each with an Explore link', async () => {
    const answer = holdGet('*/api/category/active', [
      { _id: 'c1', name: 'For Her', description: null, image: '/uploads/a.webp', isActive: true },
      { _id: 'c2', name: 'Unisex', description: null, image: null, isActive: true },
    ]);
    renderApp('/');
    expect(await screen.findByText('Loading categories...')).toBeInTheDocument();
    answer.release();
    const section = await screen.findByRole('region', { name: 'Shop by Category' });
    expect(await within(section).findByRole('heading', { name: 'For Her' })).toBeInTheDocument();
    expect(hrefOf('Explore For Her', section)).toBe('/category/c1');
    expect(hrefOf('Explore Unisex', section)).toBe('/category/c2');
    expect(screen.queryByText('Loading categories...')).not.toBeInTheDocument();
  });

  it('says it is loading, then that the shop could not be reached; Retry loads the categories', async () => {
    // Each answer waits until the test has seen 'Loading categories...' (a fixed delay raced a
    // busy machine: the failure could come before the section was first looked at).
    let up = false;
    let answer = () => {};
    const answered = () => new Promise<void>((resolve) => (answer = resolve));
    let gate = answered();
    server.use(
      http.get('*/api/category/active', async () => {
        await gate;
        return up ? undefined : HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    await withLoggedErrors(async () => {
      renderApp('/');
      const section = await screen.findByRole('region', { name: 'Shop by Category' });
      expect(within(section).getByText('Loading categories...')).toBeInTheDocument();
      answer();
      expect(
        await within(section).findByRole('heading', { name: "We couldn't reach the shop" }),
      ).toBeInTheDocument();
      up = true;
      gate = answered();
      await userEvent.setup().click(within(section).getByRole('button', { name: 'Retry' }));
      expect(await within(section).findByText('Loading categories...')).toBeInTheDocument();
      answer();
      expect(
        await within(section).findByRole('link', { name: 'Explore For Her' }),
      ).toBeInTheDocument();
    });
  });

  it('has the storefront navigation and footer', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Reviews', '/customer/reviews'],
      ['Track Order', '/track-order'],
      ['Contact Us', '/contact'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(hrefOf('Cart, 0 items', nav)).toBe('/cart');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Karachi, Pakistan')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()}`, { exact: false }),
    ).toBeInTheDocument();
  });

  it('falls through to a storefront not-found page for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
