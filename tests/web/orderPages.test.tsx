import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { orderFixture, trackedOrderFixture } from '../../mocks/orderFixtures';
import { configuredShopFixture } from '../../mocks/shopFixtures';
import { customerConfirmationText } from '@shop/domain/whatsapp';
import { trackOrderPath } from '@shop/domain/orderTracking';
import { server } from '../../mocks/node';
import { heldAnswer } from './heldAnswer';
import { renderApp } from './renderApp';

/** The value shown for a term of a description list. */
const detail = (container: HTMLElement, term: string) =>
  within(container).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

const tableRows = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((r) =>
    [...r.querySelectorAll('td, th')].map((c) => c.textContent),
  );

/** Silences console.error for a test, keeping what was logged. */
async function withLoggedErrors(run: (logged: unknown[]) => Promise<void>) {
  const errors = console.error;
  const logged: unknown[] = [];
  console.error = (...args: unknown[]) => void logged.push(args[0]);
  try {
    await run(logged);
  } finally {
    console.error = errors;
  }
}

describe('/order/{id}', { timeout: 30_000 }, () => {
  it("says 'Loading order details...' and then shows the order with a thank-you", async () => {
    // The order is held until the loading text is seen, then the usual mock answers.
    const answer = heldAnswer();
    server.use(
      http.get('*/api/orders/:id', async () => {
        await answer.released;
      }),
    );
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
    expect(tableRows(screen.getByRole('table', { name: 'Items in this order' }))).toEqual([
      ['Product', 'Size', 'Quantity', 'Price', 'Line total'],
      ['Rose of Lahore', '30ml', '2', 'Rs. 2,799', 'Rs. 5,598'],
      ['Royal Oud', '50ml', '1', 'Rs. 12,500', 'Rs. 12,500'],
      ['Total', 'Rs. 18,098'],
    ]);
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

describe('/track-order', { timeout: 30_000 }, () => {
  it('finds an order by number and shows status, history, items, total and masked details', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.post('*/api/orders/track-order', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(trackedOrderFixture);
      }),
    );
    const { router } = renderApp('/track-order');
    await user.type(
      await screen.findByRole('textbox', { name: 'Order Number' }),
      ' ord-20250115-ab12c ',
    );
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    const result = await screen.findByRole('region', { name: 'Order ORD-20250115-AB12C' });
    expect(sent).toEqual({ orderNumber: 'ORD-20250115-AB12C' });
    expect(router.state.location.search).toBe('?number=ORD-20250115-AB12C');

    const badge = within(result).getAllByText('Shipped', { selector: '.MuiChip-label' })[0]!;
    expect(badge.closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
    expect(detail(result, 'Placed on')).toBe('15-Jan-2025, 2:30 pm');
    const history = within(result).getByRole('list', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Pending15-Jan-2025, 2:30 pm',
      'Confirmed15-Jan-2025, 4:05 pm',
      'Shipped16-Jan-2025, 11:00 am',
    ]);
    expect(tableRows(within(result).getByRole('table', { name: 'Items in this order' }))).toEqual([
      ['Product', 'Size', 'Quantity', 'Price', 'Line total'],
      ['Rose of Lahore', '30ml', '2', 'Rs. 2,799', 'Rs. 5,598'],
      ['Royal Oud', '50ml', '1', 'Rs. 12,500', 'Rs. 12,500'],
      ['Total', 'Rs. 18,098'],
    ]);
    expect(detail(result, 'Name')).toBe('Ayesha K.');
    expect(detail(result, 'Phone')).toBe('0300-*****67');
    expect(detail(result, 'Address')).toBe('House 12, ***');
    expect(detail(result, 'City')).toBe('Peshawar');
  });

  it("shows the server's message when the order is not found", async () => {
    const user = userEvent.setup();
    renderApp('/track-order');
    await user.type(
      await screen.findByRole('textbox', { name: 'Order Number' }),
      'ORD-00000000-00000',
    );
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.queryByRole('list', { name: 'Status history' })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch order' when the server gives no message", async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/orders/track-order', () => HttpResponse.error()));
    // Arriving from the link of an e-mail sent before the number was called `number`.
    const { router } = renderApp('/');
    await router.navigate('/track-order?orderNumber=ORD-20250115-AB12C');
    expect(await screen.findByRole('textbox', { name: 'Order Number' })).toHaveValue(
      'ORD-20250115-AB12C',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch order');
    // Track Order asks again.
    let asked = 0;
    server.use(
      http.post('*/api/orders/track-order', () => {
        asked += 1;
        return HttpResponse.json(trackedOrderFixture);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    await screen.findByRole('region', { name: 'Order ORD-20250115-AB12C' });
    expect(asked).toBe(1);
  });

  it('keeps the number in the address: a reload or a shared link shows the order, Back the one before', async () => {
    const user = userEvent.setup();
    const other = { ...trackedOrderFixture.order, orderNumber: 'ORD-20250301-ZZ99Z' };
    server.use(
      http.post('*/api/orders/track-order', async ({ request }) => {
        const { orderNumber } = (await request.json()) as { orderNumber: string };
        return HttpResponse.json({
          order: orderNumber === other.orderNumber ? other : trackedOrderFixture.order,
        });
      }),
    );
    const { router } = renderApp(trackOrderPath('ORD-20250115-AB12C'));
    await screen.findByRole('region', { name: 'Order ORD-20250115-AB12C' });
    const field = screen.getByRole('textbox', { name: 'Order Number' });
    expect(field).toHaveValue('ORD-20250115-AB12C');

    await user.clear(field);
    await user.type(field, 'ORD-20250301-ZZ99Z');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    await screen.findByRole('region', { name: 'Order ORD-20250301-ZZ99Z' });
    expect(router.state.location.search).toBe('?number=ORD-20250301-ZZ99Z');

    await router.navigate(-1);
    await screen.findByRole('region', { name: 'Order ORD-20250115-AB12C' });
    expect(screen.getByRole('textbox', { name: 'Order Number' })).toHaveValue('ORD-20250115-AB12C');
  });

  it('offers Confirm on WhatsApp for a Pending order only', async () => {
    server.use(
      http.get('*/api/shop', () => HttpResponse.json(configuredShopFixture)),
      http.post('*/api/orders/track-order', () =>
        HttpResponse.json({ order: { ...trackedOrderFixture.order, status: 'Pending' } }),
      ),
    );
    renderApp(trackOrderPath('ORD-20250115-AB12C'));
    const link = await screen.findByRole('link', { name: /^Confirm on WhatsApp/ });
    await waitFor(() =>
      expect(link).toHaveAttribute(
        'href',
        `https://wa.me/923217654321?text=${encodeURIComponent(
          customerConfirmationText('ORD-20250115-AB12C'),
        )}`,
      ),
    );
    cleanup();
    // The fixture's order has shipped: nothing to confirm.
    server.use(http.post('*/api/orders/track-order', () => HttpResponse.json(trackedOrderFixture)));
    renderApp(trackOrderPath('ORD-20250115-AB12C'));
    await screen.findByRole('region', { name: 'Order ORD-20250115-AB12C' });
    expect(screen.queryByRole('link', { name: /Confirm on WhatsApp/ })).not.toBeInTheDocument();
  });

  it('asks for an order number instead of searching for nothing', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post('*/api/orders/track-order', () => {
        calls += 1;
        return HttpResponse.json(trackedOrderFixture);
      }),
    );
    renderApp('/track-order');
    await user.click(await screen.findByRole('button', { name: 'Track Order' }));
    expect(screen.getByRole('textbox', { name: 'Order Number' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Order Number' })).toHaveAccessibleDescription(
      'Please enter your order number',
    );
    expect(calls).toBe(0);
  });
});

describe('confirming an order on WhatsApp', { timeout: 30_000 }, () => {
  const confirmLink = () =>
    screen.findByRole('link', { name: /^Confirm on WhatsApp/ }, { timeout: 5000 });

  it("links to the shop's configured WhatsApp with the order number typed in, in a new tab", async () => {
    server.use(http.get('*/api/shop', () => HttpResponse.json(configuredShopFixture)));
    renderApp(`/order/${orderFixture._id}`);
    const link = await confirmLink();
    await waitFor(() =>
      expect(link).toHaveAttribute(
        'href',
        `https://wa.me/923217654321?text=${encodeURIComponent(
          customerConfirmationText('ORD-20250115-AB12C'),
        )}`,
      ),
    );
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

describe('/track-order shipment', { timeout: 30_000 }, () => {
  async function track() {
    renderApp(trackOrderPath('ORD-20250115-AB12C'));
    return screen.findByRole('region', { name: 'Order ORD-20250115-AB12C' });
  }

  it("shows the courier, the tracking number and a link to the courier's tracking page", async () => {
    const trackingUrl = 'https://www.tcsexpress.com/track/TCS-778899';
    server.use(
      http.post('*/api/orders/track-order', () =>
        HttpResponse.json({
          order: {
            ...trackedOrderFixture.order,
            courier: 'TCS',
            trackingNumber: 'TCS-778899',
            trackingUrl,
          },
        }),
      ),
    );
    const result = await track();
    expect(detail(result, 'Courier')).toBe('TCS');
    expect(detail(result, 'Tracking number')).toBe('TCS-778899');
    const link = within(result).getByRole('link', { name: 'Track with TCS (opens in a new tab)' });
    expect(link).toHaveAttribute('href', trackingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
  });

  it('shows the courier without a link when it has no tracking page', async () => {
    server.use(
      http.post('*/api/orders/track-order', () =>
        HttpResponse.json({
          order: {
            ...trackedOrderFixture.order,
            courier: 'Call Courier',
            trackingNumber: 'CC-1234',
            trackingUrl: null,
          },
        }),
      ),
    );
    const result = await track();
    expect(detail(result, 'Courier')).toBe('Call Courier');
    expect(within(result).queryByRole('link', { name: /Track with/ })).not.toBeInTheDocument();
  });

  it('shows no shipment before the order has a courier', async () => {
    const result = await track();
    expect(within(result).queryByText('Courier', { selector: 'dt' })).not.toBeInTheDocument();
  });
});
