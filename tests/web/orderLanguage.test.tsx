import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrderDetailFixture } from '../../mocks/adminOrderFixtures';
import { server } from '../../mocks/node';
import { configuredShopFixture } from '../../mocks/shopFixtures';
import { leftToRight } from '@shop/domain/language';
import { customerConfirmationText, staffConfirmationText } from '@shop/domain/whatsapp';
import type { GetOrderApiResponse } from '../../src/store/api/generated/storefrontApi';
import { renderApp, signIn } from './renderApp';
import { prepareOrderDetail } from './orderDetailKit';

prepareOrderDetail();

/** The back office's order page for `order`, signed in. */
async function openOrder(order: GetOrderApiResponse) {
  server.use(
    http.get('*/api/orders/:id', () => HttpResponse.json(order)),
    http.get('*/api/shop', () => HttpResponse.json(configuredShopFixture)),
  );
  signIn();
  renderApp(`/orders/${order._id}`);
  await screen.findByRole('heading', { name: `Order ${order.orderNumber}` }, { timeout: 5000 });
  return screen.getByRole('region', { name: 'Customer' });
}

const language = (customer: HTMLElement) =>
  within(customer).getByText('Language', { selector: 'dt' }).nextElementSibling?.textContent;

describe("an order's language in the back office (issue 30)", { timeout: 20_000 }, () => {
  it('shows an Urdu order as Urdu and asks the customer to confirm it in Urdu', async () => {
    const customer = await openOrder({ ...adminOrderDetailFixture, language: 'ur' });
    expect(language(customer)).toBe('Urdu');
    const text = staffConfirmationText({
      customerName: 'Ayesha Khan',
      orderNumber: adminOrderDetailFixture.orderNumber,
      totalAmount: 12500,
      customerCity: 'Lahore',
      shopName: 'Khushboo House',
      language: 'ur',
    });
    expect(text).toMatch(/^السلام علیکم Ayesha Khan،/);
    expect(text).toContain(`کیش آن ڈیلیوری: ${leftToRight('Rs. 12,500')}`);
    expect(text).toContain('Khushboo House سے آپ کے آرڈر');
    const chat = within(customer).getByRole('link', { name: /^Message on WhatsApp/ });
    await waitFor(() =>
      expect(chat).toHaveAttribute(
        'href',
        `https://wa.me/923001234567?text=${encodeURIComponent(text)}`,
      ),
    );
    expect(chat).toHaveAccessibleDescription(
      /reply YES to confirm .*, in Urdu: the order's language/,
    );
  });

  it('shows an English order as English, its message in English', async () => {
    const customer = await openOrder(adminOrderDetailFixture);
    expect(language(customer)).toBe('English');
    const chat = within(customer).getByRole('link', { name: /^Message on WhatsApp/ });
    await waitFor(() => expect(chat.getAttribute('href')).toContain('Assalam-o-Alaikum'));
    expect(chat).toHaveAccessibleDescription(
      'The message asks the customer to reply YES to confirm the order and its amount.',
    );
  });
});

describe("the customer's own confirmation text", () => {
  it('is in the order language, the order number kept whole in Urdu', () => {
    expect(customerConfirmationText('ORD-20250601-00001')).toBe(
      'Hello! I placed order ORD-20250601-00001 and I confirm it. Please ship it.',
    );
    expect(customerConfirmationText('ORD-20250601-00001', 'ur')).toBe(
      `السلام علیکم! میں نے آرڈر ${leftToRight('ORD-20250601-00001')} دیا ہے، اس کی تصدیق ہے۔ براہِ کرم اسے بھیج دیں۔`,
    );
  });
});
