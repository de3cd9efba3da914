import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../mocks/orderFixtures';
import { server } from '../../mocks/node';
import { checkoutMessages } from '@shop/domain/checkout';
import { customerProblems } from '@shop/domain/customerRules';
import { checkoutSchema } from '../../src/features/checkout/checkoutSchema';
import type { PlaceOrderApiArg } from '../../src/store/api/generated/storefrontApi';
import { renderApp } from './renderApp';
import { oudLine, roseLine, seedCart } from './cartTestKit';
import { itemTexts } from './readPage';

const state = { items: [roseLine, oudLine] };
// By label rather than role: role queries over this form are slow in jsdom.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** Types a whole value at once (one change event), as pasting or autofill would. */
async function enter(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(value);
}
const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

async function openCheckout(items: unknown[] = state.items) {
  const user = userEvent.setup();
  const view = renderApp('/checkout', { state: { items } });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return { user, ...view };
}

async function chooseProvince(user: UserEvent, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Province/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

async function fillForm(user: UserEvent) {
  await enter(user, 'Full Name', ' Ayesha Khan ');
  await enter(user, 'Email', 'ayesha@example.pk');
  await enter(user, 'Phone', '0300-1234567');
  await chooseProvince(user, 'KPK (Khyber Pakhtunkhwa)');
  await enter(user, 'City', 'Peshawar');
  await enter(user, 'Address', 'House 12, Street 4, Hayatabad');
  await enter(user, 'Postal Code', '25000');
}

/** Answers POST /api/orders/ with `reply`, keeping every body sent. */
function captureOrders(reply: () => Response | Promise<Response>) {
  const bodies: PlaceOrderApiArg['body'][] = [];
  server.use(
    http.post<never, PlaceOrderApiArg['body']>('*/api/orders/', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

describe('/checkout', { timeout: 60_000 }, () => {
  it('without items says so and links to the cart and the shop', async () => {
    renderApp('/checkout');
    expect(await screen.findByText('There is nothing to check out yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('summarises the items with line totals and the total', async () => {
    await openCheckout();
    const summary = screen.getByRole('table', { name: 'Items in your order' });
    const rows = within(summary)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('td, th')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Product', 'Size', 'Quantity', 'Price', 'Line total'],
      ['Rose of Lahore', '30ml', '2', 'Rs. 2,799', 'Rs. 5,598'],
      ['Royal Oud', '50ml', '1', 'Rs. 12,500', 'Rs. 12,500'],
      ['Total', 'Rs. 18,098'],
    ]);
  });

  it('offers cash on delivery (chosen) and card, disabled as coming soon', async () => {
    await openCheckout();
    const payment = screen.getByRole('group', { name: 'Payment Method' });
    expect(within(payment).getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    const card = within(payment).getByRole('radio', { name: 'Card (Coming Soon)' });
    expect(card).toBeDisabled();
    expect(card).not.toBeChecked();
  });

  it('lists the provinces with their labels', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('combobox', { name: /Province/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Punjab',
      'Sindh',
      'KPK (Khyber Pakhtunkhwa)',
      'Balochistan',
      'Gilgit (Gilgit-Baltistan)',
      'Azad Kashmir',
      'Islamabad Capital Territory',
    ]);
  });

  it('shows each required message beside its field and focuses the first', async () => {
    const bodies = captureOrders(() => HttpResponse.json({}, { status: 500 }));
    const { user } = await openCheckout();
    await user.click(placeOrder());
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(field('Full Name')).toHaveAccessibleDescription(checkoutMessages.nameRequired);
    expect(field('Email')).toHaveAccessibleDescription(checkoutMessages.emailRequired);
    expect(field('Phone')).toHaveAccessibleDescription(checkoutMessages.phoneRequired);
    expect(screen.getByRole('combobox', { name: /Province/ })).toHaveAccessibleDescription(
      checkoutMessages.provinceRequired,
    );
    expect(field('City')).toHaveAccessibleDescription(checkoutMessages.cityRequired);
    expect(field('Address')).toHaveAccessibleDescription(checkoutMessages.addressRequired);
    expect(field('Postal Code')).toHaveAccessibleDescription(checkoutMessages.postalRequired);
    // Focus moves in an effect after the messages have rendered.
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    expect(bodies).toHaveLength(0);
  });

  it('checks e-mail, phone (both formats) and the 5-digit postal code', async () => {
    const { user } = await openCheckout();
    const check = async (label: string, value: string, message: string | null) => {
      await enter(user, label, value);
      await user.tab();
      await waitFor(() =>
        message === null
          ? expect(field(label)).not.toHaveAccessibleDescription()
          : expect(field(label)).toHaveAccessibleDescription(message),
      );
    };
    await check('Email', 'ayesha@example', checkoutMessages.emailInvalid);
    await check('Email', 'ayesha example.pk', checkoutMessages.emailInvalid);
    await check('Email', 'ayesha@example.pk', null);

    expect(checkoutMessages.phoneInvalid).toBe(
      'Enter valid Pakistani phone (e.g. 0300-1234567 or +923001234567)',
    );
    // Landlines, wrong lengths and other countries are refused (issue 18)...
    for (const bad of [
      '0300-123456',
      '0400-1234567',
      '+9230012345',
      '021-1234567',
      '+14155552671',
    ]) {
      await check('Phone', bad, checkoutMessages.phoneInvalid);
    }
    // ...every way Pakistanis write a mobile number is taken.
    for (const good of [
      '0300-1234567',
      '03001234567',
      '+923001234567',
      '923001234567',
      '0300 1234567',
      '+92 300 1234567',
      '0092 300 1234567',
    ]) {
      await check('Phone', good, null);
    }

    await check('Postal Code', '5400', checkoutMessages.postalInvalid);
    await check('Postal Code', '54a00', checkoutMessages.postalInvalid);
    await check('Postal Code', '54000', null);
    expect(field('Postal Code')).toHaveAttribute('maxlength', '5');
  });

  it('sends the customer, COD and every line with its price, then clears the cart and shows the order', async () => {
    seedCart([roseLine, oudLine]);
    const bodies = captureOrders(() =>
      HttpResponse.json(
        { message: 'Order placed successfully', order: orderFixture },
        { status: 201 },
      ),
    );
    const { user, router, store } = await openCheckout();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await fillForm(user);
    await user.click(placeOrder());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${orderFixture._id}`));
    expect(bodies).toEqual([
      {
        customerName: 'Ayesha Khan',
        customerEmail: 'ayesha@example.pk',
        customerPhone: '0300-1234567',
        customerProvince: 'KPK',
        customerCity: 'Peshawar',
        customerAddress: 'House 12, Street 4, Hayatabad',
        postalcode: '25000',
        paymentMethod: 'COD',
        products: [
          { productId: 'p-rose', variantSize: '30ml', quantity: 2, price: 2799 },
          { productId: 'p-oud', variantSize: '50ml', quantity: 1, price: 12500 },
        ],
      },
    ]);
    expect(store.getState().cart.items).toEqual([]);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeInTheDocument();
    // The checkout was replaced in history: going back does not offer the same order again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('places one order however often it is submitted while the first is on its way', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const bodies = captureOrders(async () => {
      await answered;
      return HttpResponse.json(
        { message: 'Order placed successfully', order: orderFixture },
        { status: 201 },
      );
    });
    const { user, router } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());
    await waitFor(() => expect(placeOrder()).toBeDisabled());
    const form = placeOrder().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(bodies).toHaveLength(1));
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${orderFixture._id}`));
    expect(bodies).toHaveLength(1);
  });

  /** Answers POST /api/orders/ with each of `replies` in turn, keeping each request's key. */
  function answerInTurn(...replies: (() => Response)[]) {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/orders/', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return (replies[keys.length - 1] ?? replies.at(-1)!)();
      }),
    );
    return keys;
  }
  const placed = () =>
    HttpResponse.json(
      { message: 'Order placed successfully', order: orderFixture },
      { status: 201 },
    );

  it('sends Place Order again with the same key after a 503 and places it once', async () => {
    const keys = answerInTurn(
      () =>
        HttpResponse.json({ message: 'busy' }, { status: 503, headers: { 'retry-after': '5' } }),
      placed,
    );
    const { user, router } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${orderFixture._id}`));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    // The attempt is over: the next checkout gets a new key.
    expect(sessionStorage.getItem('checkout-attempt')).toBeNull();
  });

  it('sends it again after a network failure and a 504, then shows an error after the last retry', async () => {
    const keys = answerInTurn(
      () => HttpResponse.error(),
      () => HttpResponse.json({ message: 'gateway' }, { status: 504 }),
      () => HttpResponse.json({ message: 'busy' }, { status: 503 }),
    );
    const errors = console.error;
    console.error = () => {};
    try {
      const { user, router } = await openCheckout();
      await fillForm(user);
      await user.click(placeOrder());
      expect(
        await screen.findByText('Your order could not be placed. Please try again.'),
      ).toBeInTheDocument();
      // One attempt and three retries, all with one key.
      expect(keys).toHaveLength(4);
      expect(new Set(keys).size).toBe(1);
      expect(router.state.location.pathname).toBe('/checkout');
      // Pressing again is the same attempt: the same key, so it cannot order twice.
      server.use(
        http.post('*/api/orders/', ({ request }) => {
          keys.push(request.headers.get('idempotency-key'));
          return placed();
        }),
      );
      await user.click(placeOrder());
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/order/${orderFixture._id}`),
      );
      expect(keys).toHaveLength(5);
      expect(keys[4]).toBe(keys[0]);
    } finally {
      console.error = errors;
    }
  });

  it('a changed order after a failure is a new attempt with a new key; a refusal is not retried', async () => {
    const keys = answerInTurn(() => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    const errors = console.error;
    console.error = () => {};
    try {
      const { user } = await openCheckout();
      await fillForm(user);
      await user.click(placeOrder());
      await screen.findByText('Your order could not be placed. Please try again.');
      expect(keys).toHaveLength(1);
      await enter(user, 'Address', 'House 14, Street 4, Hayatabad');
      await user.click(placeOrder());
      await waitFor(() => expect(keys).toHaveLength(2));
      expect(keys[1]).not.toBe(keys[0]);
    } finally {
      console.error = errors;
    }
  });

  it("shows the server's field errors beside the fields and item problems above the summary", async () => {
    captureOrders(() =>
      HttpResponse.json(
        {
          message: 'Phone number is required',
          errors: [
            { param: 'customerPhone', msg: 'This number cannot take orders' },
            { param: 'customerCity', message: 'We do not deliver to this city yet' },
            { param: 'products', msg: 'An item in your order is no longer available (30ml).' },
          ],
        },
        { status: 400 },
      ),
    );
    const { user, router } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());
    await waitFor(() =>
      expect(field('Phone')).toHaveAccessibleDescription('This number cannot take orders'),
    );
    expect(field('City')).toHaveAccessibleDescription('We do not deliver to this city yet');
    await waitFor(() => expect(field('Phone')).toHaveFocus());
    expect(
      screen.getByText('An item in your order is no longer available (30ml).'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(placeOrder()).toBeEnabled();
  });

  it('shows a stock conflict with what is left of each item and a way back to the cart', async () => {
    captureOrders(() =>
      HttpResponse.json(
        {
          message: 'Only 1 left of Rose of Lahore (30ml). Royal Oud (50ml) is sold out.',
          stock: [
            {
              productId: 'p-rose',
              variantSize: '30ml',
              name: 'Rose of Lahore',
              requested: 2,
              available: 1,
            },
            {
              productId: 'p-oud',
              variantSize: '50ml',
              name: 'Royal Oud',
              requested: 1,
              available: 0,
            },
          ],
        },
        { status: 409 },
      ),
    );
    const { user } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());
    const alert = (await screen.findByText('Not enough stock for your order')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(itemTexts(alert)).toEqual([
      'Rose of Lahore (30ml): only 1 left (you asked for 2)',
      'Royal Oud (50ml): sold out (you asked for 1)',
    ]);
    expect(within(alert).getByRole('link', { name: 'Back to cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('logs any other failure and asks the customer to try again', async () => {
    captureOrders(() => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    const errors = console.error;
    const logged: unknown[] = [];
    console.error = (...args: unknown[]) => void logged.push(args[0]);
    try {
      const { user } = await openCheckout();
      await fillForm(user);
      await user.click(placeOrder());
      expect(
        await screen.findByText('Your order could not be placed. Please try again.'),
      ).toBeInTheDocument();
      expect(logged).toContain('Failed to place order');
      expect(placeOrder()).toBeEnabled();
    } finally {
      console.error = errors;
    }
  });
});

describe('checkout schema', () => {
  const valid = {
    customerName: 'Ayesha Khan',
    customerEmail: 'ayesha@example.pk',
    customerPhone: '+923001234567',
    customerProvince: 'Gilgit',
    customerCity: 'Gilgit',
    customerAddress: 'House 1',
    postalcode: '15100',
  };
  const samples: Partial<typeof valid>[] = [
    {},
    { customerName: '   ' },
    { customerEmail: 'a@b' },
    { customerEmail: `${'a'.repeat(250)}@b.pk` },
    { customerPhone: '0300-12345678' },
    { customerPhone: '03001234567' },
    { customerProvince: 'Khyber Pakhtunkhwa' },
    { customerProvince: '' },
    { customerCity: 'x'.repeat(101) },
    { customerAddress: '' },
    { postalcode: '123456' },
    { postalcode: ' 54000 ' },
    Object.fromEntries(Object.keys(valid).map((k) => [k, ''])),
  ];

  it('agrees with the shared rules the server applies, field by field and message by message', async () => {
    for (const sample of samples) {
      const values = { ...valid, ...sample };
      const expected = Object.fromEntries(customerProblems(values).map((p) => [p.param, p.msg]));
      const found: Record<string, string> = {};
      try {
        await checkoutSchema.validate({ ...values, paymentMethod: 'COD' }, { abortEarly: false });
      } catch (error) {
        for (const inner of (error as { inner: { path: string; message: string }[] }).inner) {
          found[inner.path] ??= inner.message;
        }
      }
      expect(found, JSON.stringify(sample)).toEqual(expected);
    }
  });

  it('refuses card payment with the shared message', async () => {
    await expect(
      checkoutSchema.validateAt('paymentMethod', { paymentMethod: 'Card' }),
    ).rejects.toThrow(checkoutMessages.cardUnavailable);
  });
});
