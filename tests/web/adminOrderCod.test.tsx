import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderDetailFixture,
  orderDetailIn,
  riskyHistoryFixture,
} from '../../mocks/adminOrderFixtures';
import { server } from '../../mocks/node';
import { configuredShopFixture } from '../../mocks/shopFixtures';
import { confirmationMessages } from '@shop/domain/confirmation';
import { shipmentMessages } from '@shop/domain/couriers';
import { staffConfirmationText } from '@shop/domain/whatsapp';
import type { GetOrderApiResponse } from '../../src/store/api/generated/storefrontApi';
import { renderApp, signIn } from './renderApp';
import { heldAnswer } from './heldAnswer';

beforeAll(async () => {
  await import('../../src/app/admin/AdminLayout');
  await import('../../src/features/orders/OrderDetailPage');
}, 30_000);

const ID = adminOrderDetailFixture._id;

/** Answers GET /api/orders/{id} with `order()`, and records what PUT /api/orders/{id} is sent. */
function serveOrder(order: () => GetOrderApiResponse) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/orders/:id', ({ params }) =>
      params.id === ID
        ? HttpResponse.json(order())
        : HttpResponse.json({ message: 'Order not found' }, { status: 404 }),
    ),
    http.put('*/api/orders/:id', async ({ request }) => {
      sent.push(await request.clone().json());
    }),
  );
  return sent;
}

async function openOrder() {
  signIn();
  const user = userEvent.setup();
  renderApp(`/orders/${ID}`);
  await screen.findByRole('heading', { name: 'Order ORD-20250601-00001' }, { timeout: 5000 });
  return user;
}

const section = (name: string) => screen.getByRole('region', { name });
const alertArea = () => document.querySelector('[aria-live="polite"]') as HTMLElement;
const statusSelect = () => screen.getByRole('combobox', { name: 'Status' });
const update = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Update' }));
const detail = (container: HTMLElement, term: string) =>
  within(container).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/orders/{id}: contacting the customer', { timeout: 20_000 }, () => {
  it('opens a WhatsApp chat asking the customer to confirm, with the shop name, and shows the +92 number', async () => {
    serveOrder(() => adminOrderDetailFixture);
    server.use(http.get('*/api/shop', () => HttpResponse.json(configuredShopFixture)));
    await openOrder();
    const customer = section('Customer');
    const chat = within(customer).getByRole('link', {
      name: 'Message on WhatsApp (opens in a new tab)',
    });
    const text = staffConfirmationText({
      customerName: 'Ayesha Khan',
      orderNumber: 'ORD-20250601-00001',
      totalAmount: 12500,
      customerCity: 'Lahore',
      shopName: 'Khushboo House',
    });
    await waitFor(() =>
      expect(chat).toHaveAttribute(
        'href',
        `https://wa.me/923001234567?text=${encodeURIComponent(text)}`,
      ),
    );
    expect(text).toContain('Rs. 12,500');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(chat).toHaveAccessibleDescription(/reply YES to confirm/);
    expect(within(customer).getByRole('link', { name: 'Call +92 300 1234567' })).toHaveAttribute(
      'href',
      'tel:+923001234567',
    );
  });

  it('opens a plain chat once the order is past confirmation', async () => {
    serveOrder(() => orderDetailIn('Shipped'));
    await openOrder();
    expect(
      within(section('Customer')).getByRole('link', { name: /^Message on WhatsApp/ }),
    ).toHaveAttribute('href', 'https://wa.me/923001234567');
  });
});

describe('/orders/{id}: the status form', { timeout: 20_000 }, () => {
  it('sends how the order was confirmed, and the history shows it as its note', async () => {
    let current = adminOrderDetailFixture;
    const sent = serveOrder(() => current);
    server.use(
      http.put('*/api/orders/:id', async ({ request }) => {
        sent.push(await request.clone().json());
        current = orderDetailIn('Confirmed', [
          ...adminOrderDetailFixture.history,
          {
            status: 'Confirmed',
            at: '2025-06-02T10:00:00.000Z',
            by: 'Sara Admin',
            note: 'Confirmed on WhatsApp',
          },
        ]);
        return HttpResponse.json({ message: 'Order status updated', order: current });
      }),
    );
    const user = await openOrder();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.selectOptions(statusSelect(), 'Confirmed');
    const how = screen.getByRole('radiogroup', { name: 'How was it confirmed?' });
    expect(
      within(how)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['WhatsApp', 'Call', 'Other']);
    expect(
      within(how)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['WhatsApp', 'Phone call', 'Other']);
    await user.click(within(how).getByRole('radio', { name: 'WhatsApp' }));
    await update(user);

    await waitFor(() => expect(alertArea()).toHaveTextContent('Order status updated'));
    expect(sent).toEqual([{ status: 'Confirmed', confirmedBy: 'WhatsApp' }]);
    const history = section('Status History');
    await waitFor(() =>
      expect(within(history).getAllByRole('row').at(-1)).toHaveTextContent(
        'Confirmed2 Jun 2025, 15:00Sara AdminConfirmed on WhatsApp',
      ),
    );
    expect(within(history).getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
  });

  it('refuses Confirmed until it says how, beside the choice, focusing it', async () => {
    const sent = serveOrder(() => adminOrderDetailFixture);
    const user = await openOrder();
    await user.selectOptions(statusSelect(), 'Confirmed');
    await update(user);
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    const whatsApp = screen.getByRole('radio', { name: 'WhatsApp' });
    await waitFor(() => expect(whatsApp).toHaveFocus());
    expect(whatsApp).toHaveAccessibleDescription(confirmationMessages.required);
    expect(whatsApp).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Phone call' }));
    await update(user);
    await waitFor(() => expect(sent).toEqual([{ status: 'Confirmed', confirmedBy: 'Call' }]));
  });

  it('refuses Shipped without a courier and a tracking number, beside the fields, focusing the first', async () => {
    const sent = serveOrder(() => orderDetailIn('Confirmed'));
    const user = await openOrder();
    expect(screen.queryByRole('combobox', { name: /Courier/ })).not.toBeInTheDocument();
    await user.selectOptions(statusSelect(), 'Shipped');
    const courier = screen.getByRole('combobox', { name: /Courier/ });
    const tracking = screen.getByRole('textbox', { name: /Tracking number/ });
    expect(courier).toBeRequired();
    expect(tracking).toBeRequired();
    expect(
      within(courier)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a courier',
      'TCS',
      'Leopards',
      'M&P',
      'PostEx',
      'Trax',
      'BlueEx',
      'Call Courier',
      'Pakistan Post',
      'Other',
    ]);

    await update(user);
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    await waitFor(() => expect(courier).toHaveFocus());
    expect(courier).toHaveAccessibleDescription(shipmentMessages.courierRequired);
    expect(courier).toHaveAttribute('aria-invalid', 'true');
    expect(tracking).toHaveAccessibleDescription(shipmentMessages.trackingNumberRequired);

    await user.selectOptions(courier, 'TCS');
    await user.type(tracking, 'A#1');
    await update(user);
    await waitFor(() => expect(tracking).toHaveFocus());
    expect(tracking).toHaveAccessibleDescription(shipmentMessages.trackingNumberInvalid);
    expect(sent).toEqual([]);

    await user.clear(tracking);
    // As printed on the slip, spaces and all: sent without them.
    await user.type(tracking, ' TCS-7788 99 ');
    await update(user);
    await waitFor(() =>
      expect(sent).toEqual([{ status: 'Shipped', courier: 'TCS', trackingNumber: 'TCS-778899' }]),
    );
  });

  it("shows the server's refusal of a tracking number beside the field", async () => {
    serveOrder(() => orderDetailIn('Confirmed'));
    server.use(
      http.put('*/api/orders/:id', () =>
        HttpResponse.json(
          {
            message: 'This tracking number is already used.',
            errors: [{ param: 'trackingNumber', msg: 'This tracking number is already used.' }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = await openOrder();
    await user.selectOptions(statusSelect(), 'Shipped');
    await user.selectOptions(screen.getByRole('combobox', { name: /Courier/ }), 'Leopards');
    const tracking = screen.getByRole('textbox', { name: /Tracking number/ });
    await user.type(tracking, 'LP-123456');
    await update(user);
    await waitFor(() =>
      expect(tracking).toHaveAccessibleDescription('This tracking number is already used.'),
    );
    expect(tracking).toHaveFocus();
    expect(alertArea()).toHaveTextContent('This tracking number is already used.');
  });

  it("shows the shipment with a link to the courier's tracking page", async () => {
    serveOrder(() => ({
      ...orderDetailIn('Shipped'),
      courier: 'TCS',
      trackingNumber: 'TCS-778899',
      trackingUrl: 'https://www.tcsexpress.com/track/TCS-778899',
    }));
    await openOrder();
    const shipment = section('Shipment');
    expect(detail(shipment, 'Courier')).toBe('TCS');
    expect(detail(shipment, 'Tracking number')).toBe('TCS-778899');
    const link = within(shipment).getByRole('link', {
      name: 'Track with TCS (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://www.tcsexpress.com/track/TCS-778899');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows no shipment before the order has a courier', async () => {
    serveOrder(() => adminOrderDetailFixture);
    await openOrder();
    expect(screen.queryByRole('region', { name: 'Shipment' })).not.toBeInTheDocument();
  });
});

describe('/orders/{id}: customer history', { timeout: 20_000 }, () => {
  const card = () => section('Customer history');

  it('says when this is the first order from the customer', async () => {
    serveOrder(() => adminOrderDetailFixture);
    await openOrder();
    expect(await within(card()).findByText('First order from this customer')).toBeInTheDocument();
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns, in words and figures, when the customer returned or cancelled orders before', async () => {
    serveOrder(() => adminOrderDetailFixture);
    server.use(
      http.get('*/api/orders/:id/customer-history', () => HttpResponse.json(riskyHistoryFixture)),
    );
    await openOrder();
    const warning = await within(card()).findByRole('alert');
    expect(warning).toHaveTextContent('Caution: returned or cancelled orders before');
    expect(warning).toHaveTextContent(
      'This customer has 1 returned (refused) order and 1 cancelled order.',
    );
    expect(warning.querySelector('svg')).not.toBeNull();

    expect(card()).toHaveTextContent('Phone +92 300 1234567 · E-mail ayesha@example.pk');
    const figures = within(card()).getByRole('table', { name: 'Other orders by phone and e-mail' });
    expect(
      within(figures)
        .getAllByRole('row')
        .map((row) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent)),
    ).toEqual([
      ['Other orders', 'Same phone', 'Same e-mail'],
      ['Orders placed', '3', '2'],
      ['Delivered', '1', '1'],
      ['Returned (refused)', '1', '1'],
      ['Cancelled', '1', '0'],
      ['In progress', '0', '0'],
      ['Delivered value', '7,600 PKR', '7,600 PKR'],
    ]);

    const others = within(card()).getByRole('region', { name: 'Latest other orders' });
    const items = within(others).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'ORD-20250527-00006Returned9,900 PKR27 May 2025, 16:20 · Same phone and e-mail',
      'ORD-20250528-00005Cancelled3,200 PKR20 May 2025, 21:45 · Same phone',
      'ORD-20250529-00004Delivered7,600 PKR10 May 2025, 15:00 · Same phone and e-mail',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'ORD-20250527-00006' })).toHaveAttribute(
      'href',
      '/orders/c0c0c0c0-0006-4000-8000-000000000006',
    );
  });

  it('says a returning customer with no returns or cancellations is one', async () => {
    serveOrder(() => adminOrderDetailFixture);
    server.use(
      http.get('*/api/orders/:id/customer-history', () =>
        HttpResponse.json({
          ...riskyHistoryFixture,
          byPhone: { ...riskyHistoryFixture.byPhone, orders: 1, returned: 0, cancelled: 0 },
          byEmail: { ...riskyHistoryFixture.byEmail, orders: 1, returned: 0 },
          orders: riskyHistoryFixture.orders.slice(2),
        }),
      ),
    );
    await openOrder();
    expect(
      await within(card()).findByText(
        'Returning customer: 1 delivered order, none returned or cancelled.',
      ),
    ).toBeInTheDocument();
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is loading, and offers to try again when it fails', async () => {
    serveOrder(() => adminOrderDetailFixture);
    let calls = 0;
    let busy = true;
    const answer = heldAnswer();
    server.use(
      http.get('*/api/orders/:id/customer-history', async () => {
        calls += 1;
        await answer.released;
        return busy
          ? HttpResponse.json({ message: 'The shop is busy' }, { status: 503 })
          : HttpResponse.json(riskyHistoryFixture);
      }),
    );
    const user = await openOrder();
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading customer history...');
    answer.release();
    expect(
      await within(card()).findByText("Could not load the customer's other orders."),
    ).toBeInTheDocument();
    // A read is asked again twice before the card gives up.
    expect(calls).toBe(3);
    busy = false;
    await user.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(
      await within(card()).findByText('Caution: returned or cancelled orders before'),
    ).toBeInTheDocument();
    expect(calls).toBe(4);
  });
});
