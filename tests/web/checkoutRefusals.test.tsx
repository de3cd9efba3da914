import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { withLoggedErrors } from './loggedErrors';
import { itemTexts } from './readPage';
import { captureOrders, field, fillAndPlace, openCheckout, placeOrder } from './checkoutKit';

describe('/checkout: orders the server refuses', { timeout: 60_000 }, () => {
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
    await fillAndPlace(user);
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
    await fillAndPlace(user);
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
    await withLoggedErrors(async (logged) => {
      const { user } = await openCheckout();
      await fillAndPlace(user);
      expect(
        await screen.findByText('Your order could not be placed. Please try again.'),
      ).toBeInTheDocument();
      expect(logged).toContain('Failed to place order');
      expect(placeOrder()).toBeEnabled();
    });
  });
});
