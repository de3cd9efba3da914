import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminOrderDetailFixture, adminOrdersFixture } from '../../mocks/adminOrderFixtures';
import { server } from '../../mocks/node';
import type { GetOrderApiResponse } from '../../src/store/api/generated/storefrontApi';
import { preloadScreens, renderApp, signIn } from './renderApp';

preloadScreens(
  () => import('../../src/app/admin/AdminLayout'),
  () => import('../../src/features/orders/slips/OrderSlipsPage'),
  () => import('../../src/features/orders/OrdersPage'),
);

afterEach(() => {
  vi.restoreAllMocks();
});

const [first, second] = adminOrdersFixture;
const UNKNOWN = 'c0c0c0c0-9999-4000-8000-000000009999';

/** GET /api/orders/{id}: the detail fixture under each listed order's id and number. */
function serveOrders() {
  const asked: string[] = [];
  server.use(
    http.get('*/api/orders/:id', async ({ params }) => {
      const id = String(params.id);
      asked.push(id);
      await delay(20);
      const summary = adminOrdersFixture.find((o) => o._id === id);
      if (!summary) return HttpResponse.json({ message: 'Order not found' }, { status: 404 });
      return HttpResponse.json<GetOrderApiResponse>({ ...adminOrderDetailFixture, ...summary });
    }),
  );
  return asked;
}

async function openSlips(query: string) {
  signIn();
  const view = renderApp(`/orders/print?${query}`);
  await screen.findByRole('heading', { name: 'Print slips', level: 1 }, { timeout: 5000 });
  return view;
}

const slip = (orderNumber: string) =>
  screen.findByRole('article', { name: `Order ${orderNumber}` });
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
const status = () => screen.getByRole('status');

describe('/orders/print', { timeout: 20_000 }, () => {
  it('prints an A4 slip: shop, order, date, customer, address, items, COD amount, barcode', async () => {
    serveOrders();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    await openSlips(`ids=${first!._id}`);
    expect(status()).toHaveTextContent('Loading 1 order…');
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();

    const a4 = await slip('ORD-20250601-00001');
    const text = within(a4);
    expect(text.getByText('Mehak Perfumes')).toBeInTheDocument();
    expect(text.getByText('Date: 1 Jun 2025, 14:30 (Pakistan time)')).toBeInTheDocument();
    const shipTo = text.getByRole('region', { name: 'Ship to' });
    expect(Array.from(shipTo.children, (line) => line.textContent)).toEqual([
      'SHIP TO',
      'Ayesha Khan',
      'Phone: 0300-1234567',
      'House 12, Street 4, Model Town',
      'Lahore, KPK (Khyber Pakhtunkhwa) 54700',
    ]);
    expect(cells(text.getByRole('table', { name: 'Items of order ORD-20250601-00001' }))).toEqual([
      ['Product', 'Size', 'Quantity', 'Price', 'Line total'],
      ['Rose Oud', '50ml', '2', 'Rs. 4,500', 'Rs. 9,000'],
      ['Amber Night', '100ml', '1', 'Rs. 3,500', 'Rs. 3,500'],
      ['Total', 'Rs. 12,500'],
    ]);
    expect(text.getByText('COD amount to collect: Rs. 12,500')).toBeInTheDocument();
    const barcode = text.getByRole('img', { name: 'Barcode of order ORD-20250601-00001' });
    // Drawn by JsBarcode: a white background and the bars (Code 128 has 3 bars per character).
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(3 * 18);
    expect(barcode.getAttribute('style') ?? getComputedStyle(barcode).width).toBeTruthy();

    expect(status()).toHaveTextContent('1 slip ready to print');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to Order' })).toHaveAttribute(
      'href',
      `/orders/${first!._id}`,
    );
    expect(document.head.textContent).toMatch(/@page\s*\{\s*size:\s*A4;\s*margin:\s*12mm;?\s*\}/);
  });

  it('switches to the 4x6 label: compact recipient, amount, barcode and items', async () => {
    serveOrders();
    const user = userEvent.setup();
    const { router } = await openSlips(`ids=${first!._id}`);
    await slip('ORD-20250601-00001');
    const a4 = screen.getByRole('button', { name: 'A4 invoice' });
    expect(a4).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '4×6 label' }));
    expect(router.state.location.search).toBe(`?ids=${first!._id}&layout=label`);
    // The layout follows the address once its navigation is done.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '4×6 label' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const label = within(await slip('ORD-20250601-00001'));
    expect(label.getByText('Ayesha Khan')).toBeInTheDocument();
    expect(label.getByText('COD amount to collect: Rs. 12,500')).toBeInTheDocument();
    expect(label.getByRole('img', { name: /Barcode of order/ })).toBeInTheDocument();
    expect(cells(label.getByRole('table', { name: /Items of order/ }))).toEqual([
      ['Qty', 'Item', 'Price', 'Total'],
      ['2', 'Rose Oud, 50ml', 'Rs. 4,500', 'Rs. 9,000'],
      ['1', 'Amber Night, 100ml', 'Rs. 3,500', 'Rs. 3,500'],
    ]);
    expect(label.getByText('3 items in this parcel · Total Rs. 12,500')).toBeInTheDocument();
    expect(document.head.textContent).toMatch(/@page\s*\{\s*size:\s*4in 6in;/);
  });

  it('puts the courier and tracking number on the label once shipped', async () => {
    server.use(
      http.get('*/api/orders/:id', ({ params }) =>
        HttpResponse.json<GetOrderApiResponse>({
          ...adminOrderDetailFixture,
          ...(params.id === first!._id
            ? { status: 'Shipped', courier: 'TCS', trackingNumber: '7712345678' }
            : { ...second!, courier: null, trackingNumber: null }),
        }),
      ),
    );
    await openSlips(`ids=${first!._id},${second!._id}&layout=label`);
    const shipped = within(await slip('ORD-20250601-00001'));
    expect(shipped.getByRole('region', { name: 'Shipment' })).toHaveTextContent(
      'Courier: TCS · Tracking no: 7712345678',
    );
    const waiting = within(await slip(second!.orderNumber));
    expect(waiting.queryByRole('region', { name: 'Shipment' })).not.toBeInTheDocument();
  });

  it('lists eight lines on a label and counts the rest', async () => {
    const products = Array.from({ length: 10 }, (_, i) => ({
      productId: { _id: `p${i}`, name: `Perfume ${i + 1}` },
      variantSize: '50ml',
      quantity: 1,
      price: 1000,
    }));
    server.use(
      http.get('*/api/orders/:id', () =>
        HttpResponse.json<GetOrderApiResponse>({
          ...adminOrderDetailFixture,
          products,
          totalAmount: 10000,
        }),
      ),
    );
    await openSlips(`ids=${first!._id}&layout=label`);
    const label = within(await slip('ORD-20250601-00001'));
    expect(label.getAllByRole('row')).toHaveLength(1 + 8);
    expect(
      label.getByText('and 2 more lines: every line is on the A4 invoice'),
    ).toBeInTheDocument();
    expect(label.getByText('10 items in this parcel · Total Rs. 10,000')).toBeInTheDocument();
  });

  it('shows one slip per order, in the order asked, each order once', async () => {
    const asked = serveOrders();
    await openSlips(`ids=${second!._id},${first!._id},${second!._id}&layout=label`);
    expect(status()).toHaveTextContent('Loading 2 orders…');
    await waitFor(() => expect(status()).toHaveTextContent('2 slips ready to print'));
    expect(
      screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Order ORD-20250531-00002', 'Order ORD-20250601-00001']);
    expect(within(await slip('ORD-20250531-00002')).getByText('Bilal Ahmed')).toBeInTheDocument();
    expect(asked.sort()).toEqual([first!._id, second!._id].sort());
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
  });

  it('says which order is unknown and leaves it out', async () => {
    serveOrders();
    await openSlips(`ids=${first!._id},${UNKNOWN}`);
    await slip('ORD-20250601-00001');
    expect(
      await screen.findByText(`Order not found (id ${UNKNOWN}): it is left out of the print.`),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(status()).toHaveTextContent('1 slip ready to print; 1 order could not be loaded');
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('says so when no order is chosen', async () => {
    await openSlips('ids=');
    expect(screen.getByText(/No orders chosen to print/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('prints at most 50 orders at once and links to the rest', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/orders/:id', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ message: 'Order not found' }, { status: 404 });
      }),
    );
    const ids = Array.from(
      { length: 53 },
      (_, i) => `c0c0c0c0-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    await openSlips(`ids=${ids.join(',')}&layout=label`);
    expect(
      screen.getByText(
        /53 orders were chosen, but at most 50 print at once: these are the first 50/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the other 3' })).toHaveAttribute(
      'href',
      `/orders/print?ids=${ids.slice(50).join(',')}&layout=label`,
    );
    await waitFor(() => expect(status()).toHaveTextContent('50 orders could not be loaded'));
    expect(new Set(asked)).toEqual(new Set(ids.slice(0, 50)));
  });
});

describe('print entry points', { timeout: 20_000 }, () => {
  it('prints the orders ticked in the grid', async () => {
    serveOrders();
    const user = userEvent.setup();
    signIn();
    const { router } = renderApp('/orders');
    await screen.findByText('ORD-20250601-00001', {}, { timeout: 5000 });
    const printLink = () => screen.getByText(/^Print slips/).closest('a') as HTMLElement;
    expect(printLink()).toHaveTextContent('Print slips (0)');
    expect(printLink()).toHaveAttribute('aria-disabled', 'true');

    const tick = (orderNumber: string) =>
      within(screen.getByText(orderNumber).closest('[role="row"]') as HTMLElement).getByRole(
        'checkbox',
      );
    await user.click(tick('ORD-20250601-00001'));
    await user.click(tick('ORD-20250531-00002'));
    expect(printLink()).toHaveTextContent('Print slips (2)');
    expect(printLink()).toHaveAttribute('href', `/orders/print?ids=${first!._id},${second!._id}`);

    await user.click(printLink());
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/print'));
    expect(await slip('ORD-20250601-00001')).toBeInTheDocument();
    expect(await slip('ORD-20250531-00002')).toBeInTheDocument();
  });

  it("links an order's page to its slip", async () => {
    serveOrders();
    signIn();
    renderApp(`/orders/${first!._id}`);
    await screen.findByRole('heading', { name: 'Order ORD-20250601-00001' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Print slip' })).toHaveAttribute(
      'href',
      `/orders/print?ids=${first!._id}`,
    );
  });
});
