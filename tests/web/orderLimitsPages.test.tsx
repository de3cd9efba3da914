import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { defaultShopFixture } from '../../mocks/shopFixtures';
import { renderApp } from './renderApp';
import { oudLine, roseLine, seedCart } from './cartTestKit';

/** A shop configured with MAX_UNITS_PER_LINE=6 and MAX_UNITS_PER_ORDER=8. */
beforeEach(() => {
  server.use(
    http.get('*/api/shop', () =>
      HttpResponse.json({
        ...defaultShopFixture,
        orderLimits: { maxUnitsPerLine: 6, maxUnitsPerOrder: 8 },
      }),
    ),
  );
});

/** A product page with its quantity box, once the page can take a quantity. */
async function openQuantity(path: string) {
  const view = renderApp(path);
  const quantity = await screen.findByLabelText('Quantity');
  await waitFor(() => expect(quantity).not.toBeDisabled());
  return { ...view, quantity };
}

/** Replaces what a box holds with `text`, as a person would. */
async function retype(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.type(box, text);
}

describe(
  'the product page applies the order limits as the shopper types',
  { timeout: 15_000 },
  () => {
    it('lowers a typed quantity to the units of one size per order and says why', async () => {
      const user = userEvent.setup();
      const { quantity } = await openQuantity('/product/p-oud'); // 9 in stock
      await retype(user, quantity, '50');
      // At once, before leaving the field.
      expect(quantity).toHaveValue(6);
      expect(quantity).toHaveAccessibleDescription('At most 6 of one size per order');
      expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
      await retype(user, quantity, '0');
      expect(quantity).toHaveValue(1);
      expect(quantity).toHaveAccessibleDescription('');
    });

    it('names the stock when it is the lower limit', async () => {
      const user = userEvent.setup();
      const { quantity } = await openQuantity('/product/p-rose'); // 30ml: 5 in stock
      await retype(user, quantity, '9');
      expect(quantity).toHaveValue(5);
      expect(quantity).toHaveAccessibleDescription('Only 5 left');
    });

    it('counts what the cart already holds of the size and of the order', async () => {
      const user = userEvent.setup();
      seedCart([
        { ...oudLine, quantity: 4 },
        { ...roseLine, quantity: 3 },
      ]);
      const { store, quantity } = await openQuantity('/product/p-oud');
      await retype(user, quantity, '5');
      // 8 per order, 7 in the cart: one more.
      expect(quantity).toHaveValue(1);
      expect(quantity).toHaveAccessibleDescription('At most 8 units per order; 7 in your cart');
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(store.getState().cart.items[0]).toMatchObject({ productId: 'p-oud', quantity: 5 });
      expect(await screen.findByText('At most 8 units per order; 8 in your cart')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    });
  },
);

const row = (what: string) => screen.getByLabelText(`Remove ${what}`).closest('tr')!;
const subtotal = (what: string) =>
  row(what)
    .querySelector('.subtotal')!
    .textContent?.replace(/\u200b/g, '');

describe('the cart applies the order limits as the shopper types', { timeout: 15_000 }, () => {
  it('keeps each quantity and its line total in agreement, and says why a quantity stops', async () => {
    const user = userEvent.setup();
    seedCart([{ ...oudLine, quantity: 2 }]);
    renderApp('/cart');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of Royal Oud 50ml' });
    await user.clear(quantity);
    // An emptied field has no total yet.
    expect(quantity).toHaveValue(null);
    expect(subtotal('Royal Oud 50ml')).toBe('—');
    await user.type(quantity, '0');
    expect(quantity).toHaveValue(1);
    expect(subtotal('Royal Oud 50ml')).toBe('Rs. 12,500');
    await retype(user, quantity, '99');
    expect(quantity).toHaveValue(6);
    expect(subtotal('Royal Oud 50ml')).toBe('Rs. 75,000');
    expect(quantity).toHaveAccessibleDescription('At most 6 of one size per order');
    expect(screen.getByText('Total: Rs. 75,000')).toBeInTheDocument();
  });

  it('shows a line over a limit with a control to lower it', async () => {
    const user = userEvent.setup();
    // 9 of one size (6 allowed), and 9 + 2 units in the order (8 allowed).
    seedCart([
      { ...oudLine, quantity: 9 },
      { ...roseLine, quantity: 2 },
    ]);
    const { store } = renderApp('/cart');
    const oud = await screen.findByRole('spinbutton', { name: 'Quantity of Royal Oud 50ml' });
    expect(oud).toHaveValue(9);
    expect(oud).toHaveAccessibleDescription('At most 6 of one size per order');
    // 6 + 2 fits in 8: only the first line is over.
    expect(screen.getAllByRole('button', { name: /^Lower to/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Lower to 6: Royal Oud 50ml' }));
    expect(oud).toHaveValue(6);
    expect(store.getState().cart.items[0]!.quantity).toBe(6);
    expect(screen.queryByRole('button', { name: /^Lower to/ })).not.toBeInTheDocument();
    expect(screen.getByText('Total: Rs. 80,598')).toBeInTheDocument();
  });
});

describe('checkout shows a line over a limit before the form', { timeout: 30_000 }, () => {
  it('lowers the line from the alert, in the checkout and in the cart; Place Order sends nothing till then', async () => {
    const user = userEvent.setup();
    const orders: unknown[] = [];
    server.use(
      http.post('*/api/orders/', async ({ request }) => {
        orders.push(await request.json());
        return HttpResponse.json({ message: 'no' }, { status: 500 });
      }),
    );
    const items = [{ ...oudLine, quantity: 9 }, roseLine];
    seedCart(items);
    const { router, store } = renderApp('/checkout', { state: { items } });
    const alert = (await screen.findByText('Change your order before placing it')).closest(
      '[role="alert"]',
    )! as HTMLElement;
    expect(alert).toHaveTextContent('Royal Oud (50ml), 9: At most 6 of one size per order.');
    // Before the form.
    const form = screen.getByRole('heading', { name: 'Delivery Details' });
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    for (const [label, value] of [
      ['Full Name', 'Ayesha Khan'],
      ['Email', 'ayesha@example.pk'],
      ['Phone', '0300-1234567'],
      ['City', 'Peshawar'],
      ['Address', 'House 12, Street 4, Hayatabad'],
      ['Postal Code', '25000'],
    ] as const) {
      await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
      await user.paste(value);
    }
    await user.click(screen.getByRole('combobox', { name: /Province/ }));
    await user.click(await screen.findByRole('option', { name: 'Punjab' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    // Focus goes to the lines to change; nothing is sent.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(orders).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: 'Lower to 6: Royal Oud 50ml' }));
    await waitFor(() =>
      expect(screen.queryByText('Change your order before placing it')).not.toBeInTheDocument(),
    );
    expect(router.state.location.state).toEqual({
      items: [expect.objectContaining({ productId: 'p-oud', quantity: 6 }), expect.anything()],
    });
    expect(store.getState().cart.items[0]).toMatchObject({ productId: 'p-oud', quantity: 6 });
    const summary = screen.getByRole('table', { name: 'Items in your order' });
    expect(summary).toHaveTextContent('Rs. 75,000');
  });
});

describe('sizes', { timeout: 15_000 }, () => {
  it('opens the product page on the first size that can be bought', async () => {
    server.use(
      http.get('*/api/products/public/:id', () =>
        HttpResponse.json({
          _id: 'p-musk',
          name: 'White Musk',
          description: 'Soft musk.',
          category: { _id: 'c-1', name: 'Musks' },
          variants: [
            { _id: 'v-12', size: '12ml', price: 900, stock: 0, image: null },
            { _id: 'v-50', size: '50ml', price: 2900, stock: 14, image: null },
            { _id: 'v-100', size: '100ml', price: 4900, stock: 3, image: null },
          ],
        }),
      ),
    );
    renderApp('/product/p-musk');
    await screen.findByRole('heading', { level: 1, name: 'White Musk' });
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveDisplayValue('50ml');
    expect(screen.getByText('Rs. 2,900')).toBeInTheDocument();
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
  });
});
