import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrderDetailFixture, orderDetailIn } from '../../mocks/adminOrderFixtures';
import { server } from '../../mocks/node';
import { configuredShopFixture } from '../../mocks/shopFixtures';
import { confirmationMessages } from '@shop/domain/confirmation';
import { shipmentMessages } from '@shop/domain/couriers';
import { staffConfirmationText } from '@shop/domain/whatsapp';

import * as orderPage from './orderDetailKit';
import { invalid } from './answers';

orderPage.prepareOrderDetail();

const update = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Update' }));
const detail = (container: HTMLElement, term: string) =>
  within(container).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/orders/{id}: contacting the customer', { timeout: 20_000 }, () => {
  it('opens a WhatsApp chat asking the customer to confirm, with the shop name, and shows the +92 number', async () => {
    orderPage.serveOrder(() => adminOrderDetailFixture);
    server.use(http.get('*/api/shop', () => HttpResponse.json(configuredShopFixture)));
    await orderPage.openOrder();
    const customer = orderPage.section('Customer');
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
    orderPage.serveOrder(() => orderDetailIn('Shipped'));
    await orderPage.openOrder();
    expect(
      within(orderPage.section('Customer')).getByRole('link', { name: /^Message on WhatsApp/ }),
    ).toHaveAttribute('href', 'https://wa.me/923001234567');
  });
});

describe('/orders/{id}: the status form', { timeout: 20_000 }, () => {
  it('sends how the order was confirmed, and the history shows it as its note', async () => {
    let current = adminOrderDetailFixture;
    const { sent } = orderPage.serveOrder(() => current);
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
    const { user } = await orderPage.openOrder();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.selectOptions(orderPage.statusSelect(), 'Confirmed');
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

    await waitFor(() => expect(orderPage.alertArea()).toHaveTextContent('Order status updated'));
    expect(sent).toEqual([{ status: 'Confirmed', confirmedBy: 'WhatsApp' }]);
    const history = orderPage.section('Status History');
    await waitFor(() =>
      expect(within(history).getAllByRole('row').at(-1)).toHaveTextContent(
        'Confirmed2 Jun 2025, 15:00Sara AdminConfirmed on WhatsApp',
      ),
    );
    expect(within(history).getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
  });

  it('refuses Confirmed until it says how, beside the choice, focusing it', async () => {
    const { sent } = orderPage.serveOrder(() => adminOrderDetailFixture);
    const { user } = await orderPage.openOrder();
    await user.selectOptions(orderPage.statusSelect(), 'Confirmed');
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
    const { sent } = orderPage.serveOrder(() => orderDetailIn('Confirmed'));
    const { user } = await orderPage.openOrder();
    expect(screen.queryByRole('combobox', { name: /Courier/ })).not.toBeInTheDocument();
    await user.selectOptions(orderPage.statusSelect(), 'Shipped');
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
    orderPage.serveOrder(() => orderDetailIn('Confirmed'));
    server.use(
      http.put('*/api/orders/:id', () =>
        invalid('This tracking number is already used.', {
          trackingNumber: 'This tracking number is already used.',
        }),
      ),
    );
    const { user } = await orderPage.openOrder();
    await user.selectOptions(orderPage.statusSelect(), 'Shipped');
    await user.selectOptions(screen.getByRole('combobox', { name: /Courier/ }), 'Leopards');
    const tracking = screen.getByRole('textbox', { name: /Tracking number/ });
    await user.type(tracking, 'LP-123456');
    await update(user);
    await waitFor(() =>
      expect(tracking).toHaveAccessibleDescription('This tracking number is already used.'),
    );
    expect(tracking).toHaveFocus();
    expect(orderPage.alertArea()).toHaveTextContent('This tracking number is already used.');
  });

  it("shows the shipment with a link to the courier's tracking page", async () => {
    orderPage.serveOrder(() => ({
      ...orderDetailIn('Shipped'),
      courier: 'TCS',
      trackingNumber: 'TCS-778899',
      trackingUrl: 'https://www.tcsexpress.com/track/TCS-778899',
    }));
    await orderPage.openOrder();
    const shipment = orderPage.section('Shipment');
    expect(detail(shipment, 'Courier')).toBe('TCS');
    expect(detail(shipment, 'Tracking number')).toBe('TCS-778899');
    const link = within(shipment).getByRole('link', {
      name: 'Track with TCS (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://www.tcsexpress.com/track/TCS-778899');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows no shipment before the order has a courier', async () => {
    orderPage.serveOrder(() => adminOrderDetailFixture);
    await orderPage.openOrder();
    expect(screen.queryByRole('region', { name: 'Shipment' })).not.toBeInTheDocument();
  });
});
