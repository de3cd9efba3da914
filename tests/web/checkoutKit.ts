import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { orderFixture } from '../../mocks/orderFixtures';
import { server } from '../../mocks/node';
import type { PlaceOrderApiArg } from '../../src/store/api/generated/storefrontApi';
import { oudLine, roseLine } from './cartTestKit';
import { renderApp } from './renderApp';

/** The checkout's form and its Place Order, as the checkout tests drive them. */

/** The lines the cart hands the checkout: two Rose of Lahore 30ml and one Royal Oud 50ml. */
export const cartLines = [roseLine, oudLine];

// By label rather than role: role queries over this form are slow in jsdom.
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** Types a whole value at once (one change event), as pasting or autofill would. */
export async function enter(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(value);
}

export const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

/** The rows below the two items in the summary: items, delivery or discount, and the total. */
export const summaryFooter = () =>
  within(screen.getByRole('table', { name: 'Items in your order' }))
    .getAllByRole('row')
    .slice(3)
    .map((r) => [...r.querySelectorAll('td, th')].map((c) => c.textContent));

/** Opens /checkout as the cart hands it over, once its heading shows. */
export async function openCheckout(items: unknown[] = cartLines) {
  const user = userEvent.setup();
  const view = renderApp('/checkout', { state: { items } });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return { user, ...view };
}

export async function chooseProvince(user: UserEvent, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Province/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** A valid customer in Peshawar, by the labels of the form's fields, in their order. */
const inPeshawar = {
  'Full Name': ' Ayesha Khan ',
  Email: 'ayesha@example.pk',
  Phone: '0300-1234567',
  Province: 'KPK (Khyber Pakhtunkhwa)',
  City: 'Peshawar',
  Address: 'House 12, Street 4, Hayatabad',
  'Postal Code': '25000',
};

/** Fills every field, top to bottom: the customer in Peshawar, but for `changes`. */
export async function fillForm(user: UserEvent, changes: Partial<typeof inPeshawar> = {}) {
  for (const [label, value] of Object.entries({ ...inPeshawar, ...changes })) {
    if (label === 'Province') await chooseProvince(user, value);
    else await enter(user, label, value);
  }
}

/** Fills the form and presses Place Order. */
export async function fillAndPlace(user: UserEvent) {
  await fillForm(user);
  await user.click(placeOrder());
}

/** Answers POST /api/orders/ with `reply`, keeping every body sent. */
export function captureOrders(reply: () => Response | Promise<Response>) {
  const bodies: PlaceOrderApiArg['body'][] = [];
  server.use(
    http.post<never, PlaceOrderApiArg['body']>('*/api/orders/', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

/** The server's answer to an order it placed: the order fixture. */
export const placed = () =>
  HttpResponse.json({ message: 'Order placed successfully', order: orderFixture }, { status: 201 });

/** Where the checkout goes once the order is placed. */
export const ORDER_PAGE = `/order/${orderFixture._id}`;
