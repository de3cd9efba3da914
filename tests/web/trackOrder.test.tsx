import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { trackedOrderFixture } from '../../mocks/orderFixtures';
import { configuredShopFixture } from '../../mocks/shopFixtures';
import { trackOrderPath } from '@shop/domain/orderTracking';
import { server } from '../../mocks/node';
import { recordBodies } from './recordRequests';
import { renderApp } from './renderApp';
import { CONFIRM_CHAT, detail, ITEMS_TABLE, tableRows } from './orderPagesKit';
import { itemTexts } from './readPage';

describe('/track-order', { timeout: 30_000 }, () => {
  it('finds an order by number and shows status, history, items, total and masked details', async () => {
    const user = userEvent.setup();
    const sent = recordBodies('post', '*/api/orders/track-order', () =>
      HttpResponse.json(trackedOrderFixture),
    );
    const { router } = renderApp('/track-order');
    await user.type(
      await screen.findByRole('textbox', { name: 'Order Number' }),
      ' ord-20250115-ab12c ',
    );
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    const result = await screen.findByRole('region', { name: 'Order ORD-20250115-AB12C' });
    expect(sent.at(-1)).toEqual({ orderNumber: 'ORD-20250115-AB12C' });
    expect(router.state.location.search).toBe('?number=ORD-20250115-AB12C');

    const badge = within(result).getAllByText('Shipped', { selector: '.MuiChip-label' })[0]!;
    expect(badge.closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
    expect(detail(result, 'Placed on')).toBe('15-Jan-2025, 2:30 pm');
    const history = within(result).getByRole('list', { name: 'Status history' });
    expect(itemTexts(history)).toEqual([
      'Pending15-Jan-2025, 2:30 pm',
      'Confirmed15-Jan-2025, 4:05 pm',
      'Shipped16-Jan-2025, 11:00 am',
    ]);
    expect(tableRows(within(result).getByRole('table', { name: 'Items in this order' }))).toEqual(
      ITEMS_TABLE,
    );
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
    // The page may still be asking (its arrival's query and the component's) when the failure
    // shows: the button is busy until then, as a shopper would see it.
    const track = screen.getByRole('button', { name: 'Track Order' });
    await waitFor(() => expect(track).toBeEnabled());
    await user.click(track);
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
    await waitFor(() => expect(link).toHaveAttribute('href', CONFIRM_CHAT));
    cleanup();
    // The fixture's order has shipped: nothing to confirm.
    server.use(http.post('*/api/orders/track-order', () => HttpResponse.json(trackedOrderFixture)));
    renderApp(trackOrderPath('ORD-20250115-AB12C'));
    await screen.findByRole('region', { name: 'Order ORD-20250115-AB12C' });
    expect(screen.queryByRole('link', { name: /Confirm on WhatsApp/ })).not.toBeInTheDocument();
  });

  it('asks for an order number instead of searching for nothing', async () => {
    const user = userEvent.setup();
    const calls = recordBodies('post', '*/api/orders/track-order', () =>
      HttpResponse.json(trackedOrderFixture),
    );
    renderApp('/track-order');
    await user.click(await screen.findByRole('button', { name: 'Track Order' }));
    expect(screen.getByRole('textbox', { name: 'Order Number' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Order Number' })).toHaveAccessibleDescription(
      'Please enter your order number',
    );
    expect(calls).toHaveLength(0);
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
