import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../mocks/orderFixtures';
import { configuredShopFixture } from '../../mocks/shopFixtures';
import { server } from '../../mocks/node';
import { holdGet } from './heldAnswer';
import { renderApp } from './renderApp';
import { withLoggedErrors } from './loggedErrors';
import { CONFIRM_CHAT, detail, ITEMS_TABLE, tableRows } from './orderPagesKit';

describe('/order/{id}', { timeout: 30_000 }, () => {
  it("says 'Loading order details...' and then shows the order with a thank-you", async () => {
    // The order is held until the loading text is seen, then the usual mock answers.
    const answer = holdGet('*/api/orders/:id');
    renderApp(`/order/${orderFixture._id}`);
    expect(await screen.findByText('Loading order details...')).toBeInTheDocument();
    answer.release();
    const main = screen.getByRole('main');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeInTheDocument();
    expect(detail(main, 'Order number')).toBe('ORD-20250115-AB12C');
    expect(within(main).getByText('Pending', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(
      within(main).getByText('Pending', { selector: '.MuiChip-label' }).closest('.MuiChip-root'),
    ).toHaveClass('MuiChip-colorWarning');
    expect(detail(main, 'Placed on')).toBe('15-Jan-2025, 2:30 pm');
    expect(detail(main, 'Payment method')).toBe('Cash on Delivery');
    expect(tableRows(screen.getByRole('table', { name: 'Items in this order' }))).toEqual(
      ITEMS_TABLE,
    );
    expect(detail(main, 'Name')).toBe('Ayesha Khan');
    expect(detail(main, 'Phone')).toBe('0300-1234567');
    expect(detail(main, 'Email')).toBe('ayesha@example.pk');
    expect(detail(main, 'Address')).toBe('House 12, Street 4, Hayatabad');
    expect(detail(main, 'City')).toBe('Peshawar');
    expect(detail(main, 'Province')).toBe('KPK (Khyber Pakhtunkhwa)');
    expect(detail(main, 'Postal code')).toBe('25000');
    expect(screen.getByRole('link', { name: 'Track this order' })).toHaveAttribute(
      'href',
      '/track-order?number=ORD-20250115-AB12C',
    );
  });

  it('says an unknown order could not be found and offers Track Order, logging nothing (an answer, not a failure)', async () => {
    await withLoggedErrors(async (logged) => {
      renderApp('/order/55555555-5555-4555-8555-555555555555');
      expect(
        await screen.findByRole('heading', { name: "We couldn't find that order" }),
      ).toBeInTheDocument();
      const main = screen.getByRole('main');
      expect(within(main).getByRole('link', { name: 'Track Order' })).toHaveAttribute(
        'href',
        '/track-order',
      );
      expect(logged).toEqual([]);
    });
  });
});

describe('confirming an order on WhatsApp', { timeout: 30_000 }, () => {
  const confirmLink = () =>
    screen.findByRole('link', { name: /^Confirm on WhatsApp/ }, { timeout: 5000 });

  it("links to the shop's configured WhatsApp with the order number typed in, in a new tab", async () => {
    server.use(http.get('*/api/shop', () => HttpResponse.json(configuredShopFixture)));
    renderApp(`/order/${orderFixture._id}`);
    const link = await confirmLink();
    await waitFor(() => expect(link).toHaveAttribute('href', CONFIRM_CHAT));
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('ORD-20250115-AB12C');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(link).toHaveAccessibleName('Confirm on WhatsApp (opens in a new tab)');
    expect(link).toHaveAccessibleDescription(/confirming now speeds up your delivery/);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Confirm your order on WhatsApp' }),
    ).toBeInTheDocument();
  });

  it("falls back to the shop's default number when the shop's details cannot load", async () => {
    server.use(http.get('*/api/shop', () => new HttpResponse(null, { status: 500 })));
    renderApp(`/order/${orderFixture._id}`);
    expect(await confirmLink()).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/923001234567\?text=.*ORD-20250115-AB12C/),
    );
  });

  it('is not offered once the order is confirmed', async () => {
    server.use(
      http.get('*/api/orders/:id', () =>
        HttpResponse.json({ ...orderFixture, status: 'Confirmed' }),
      ),
    );
    renderApp(`/order/${orderFixture._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
    expect(screen.queryByRole('link', { name: /Confirm on WhatsApp/ })).not.toBeInTheDocument();
  });
});
