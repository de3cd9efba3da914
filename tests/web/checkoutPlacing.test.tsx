import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { heldAnswer } from './heldAnswer';
import { withLoggedErrors } from './loggedErrors';
import { oudLine, roseLine, seedCart } from './cartTestKit';
import {
  captureOrders,
  enter,
  fillAndPlace,
  openCheckout,
  ORDER_PAGE,
  placed,
  placeOrder,
} from './checkoutKit';

/** Answers POST /api/orders/ with each of `replies` in turn, keeping each request's key. */
function keysInTurn(...replies: (() => Response)[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post('*/api/orders/', ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return (replies[keys.length - 1] ?? replies.at(-1)!)();
    }),
  );
  return keys;
}

describe('/checkout: placing the order', { timeout: 60_000 }, () => {
  it('sends the customer, COD and every line with its price, then clears the cart and shows the order', async () => {
    seedCart([roseLine, oudLine]);
    const bodies = captureOrders(placed);
    const { user, router, store } = await openCheckout();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await fillAndPlace(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(ORDER_PAGE));
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
        language: 'en',
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
    const answer = heldAnswer();
    const bodies = captureOrders(async () => {
      await answer.released;
      return placed();
    });
    const { user, router } = await openCheckout();
    await fillAndPlace(user);
    await waitFor(() => expect(placeOrder()).toBeDisabled());
    const form = placeOrder().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(bodies).toHaveLength(1));
    answer.release();
    await waitFor(() => expect(router.state.location.pathname).toBe(ORDER_PAGE));
    expect(bodies).toHaveLength(1);
  });

  it('sends Place Order again with the same key after a 503 and places it once', async () => {
    const keys = keysInTurn(
      () =>
        HttpResponse.json({ message: 'busy' }, { status: 503, headers: { 'retry-after': '5' } }),
      placed,
    );
    const { user, router } = await openCheckout();
    await fillAndPlace(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(ORDER_PAGE));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    // The attempt is over: the next checkout gets a new key.
    expect(sessionStorage.getItem('checkout-attempt')).toBeNull();
  });

  it('sends it again after a network failure and a 504, then shows an error after the last retry', async () => {
    const keys = keysInTurn(
      () => HttpResponse.error(),
      () => HttpResponse.json({ message: 'gateway' }, { status: 504 }),
      () => HttpResponse.json({ message: 'busy' }, { status: 503 }),
    );
    await withLoggedErrors(async () => {
      const { user, router } = await openCheckout();
      await fillAndPlace(user);
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
      await waitFor(() => expect(router.state.location.pathname).toBe(ORDER_PAGE));
      expect(keys).toHaveLength(5);
      expect(keys[4]).toBe(keys[0]);
    });
  });

  it('a changed order after a failure is a new attempt with a new key; a refusal is not retried', async () => {
    const keys = keysInTurn(() => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    await withLoggedErrors(async () => {
      const { user } = await openCheckout();
      await fillAndPlace(user);
      await screen.findByText('Your order could not be placed. Please try again.');
      expect(keys).toHaveLength(1);
      await enter(user, 'Address', 'House 14, Street 4, Hayatabad');
      await user.click(placeOrder());
      await waitFor(() => expect(keys).toHaveLength(2));
      expect(keys[1]).not.toBe(keys[0]);
    });
  });
});
