import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { publicPerfumesFixture } from '../../mocks/storefrontFixtures';
import { renderApp } from './renderApp';
import { oudLine, roseLine, seedCart } from './cartTestKit';
import { withLoggedErrors } from './loggedErrors';

const table = () => screen.findByRole('table', { name: 'Items in your cart' });
/** A line's table row, found by its remove button (role queries over the table are slow). */
const row = (what: string) => screen.getByLabelText(`Remove ${what}`).closest('tr')!;
const cellTexts = (r: HTMLElement) =>
  [...r.querySelectorAll('td, th')].map((cell) => cell.textContent?.replace(/\u200b/g, ''));

describe('/cart', { timeout: 15_000 }, () => {
  it("says 'Your cart is empty.' and links back to the shop", async () => {
    renderApp('/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('lists image, product, size, price, quantity, subtotal and remove, with the total', async () => {
    seedCart([roseLine, oudLine]);
    renderApp('/cart');
    const cart = await table();
    expect(
      within(cart)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Image', 'Product', 'Size', 'Price', 'Quantity', 'Subtotal', 'Remove']);
    const rose = row('Rose of Lahore 30ml');
    expect(cellTexts(rose)).toEqual([
      '',
      'Rose of Lahore',
      '30ml',
      'Rs. 2,799',
      '',
      'Rs. 5,598',
      '',
    ]);
    expect(within(rose).getByRole('img', { name: 'Rose of Lahore 30ml' })).toHaveAttribute(
      'src',
      roseLine.image,
    );
    expect(within(rose).getByRole('link', { name: 'Rose of Lahore' })).toHaveAttribute(
      'href',
      '/product/p-rose',
    );
    const quantity = within(rose).getByRole('spinbutton', {
      name: 'Quantity of Rose of Lahore 30ml',
    });
    expect(quantity).toHaveValue(2);
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '5');
    expect(cellTexts(row('Royal Oud 50ml'))).toEqual([
      '',
      'Royal Oud',
      '50ml',
      'Rs. 12,500',
      '',
      'Rs. 12,500',
      '',
    ]);
    expect(screen.getByText('Total: Rs. 18,098')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('changes a quantity, keeping it between 1 and the stock, and updates subtotal and total', async () => {
    const user = userEvent.setup();
    seedCart([roseLine, oudLine]);
    const { store } = renderApp('/cart');
    await table();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Rose of Lahore 30ml' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(cellTexts(row('Rose of Lahore 30ml'))[5]).toBe('Rs. 8,397');
    expect(screen.getByText('Total: Rs. 20,897')).toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '50');
    await user.tab();
    expect(quantity).toHaveValue(5);
    expect(store.getState().cart.items[0]!.quantity).toBe(5);

    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue(1);
    expect(screen.getByText('Total: Rs. 15,299')).toBeInTheDocument();
  });

  it('removes a line by its row and updates the navbar badge, down to the empty cart', async () => {
    const user = userEvent.setup();
    seedCart([roseLine, oudLine]);
    const { store } = renderApp('/cart');
    await table();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Rose of Lahore 30ml' }));
    expect(screen.queryByLabelText('Remove Rose of Lahore 30ml')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByText('Total: Rs. 12,500')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ productId: 'p-oud' })]);
    await user.click(screen.getByRole('button', { name: 'Remove Royal Oud 50ml' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('Proceed to Checkout hands the lines to /checkout in navigation state', async () => {
    const user = userEvent.setup();
    seedCart([roseLine, oudLine]);
    const { router } = renderApp('/cart');
    await table();
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.state).toEqual({ items: [roseLine, oudLine] });
  });

  it('checks the lines against the catalogue: new price, lowered quantity, sold out, withdrawn', async () => {
    const user = userEvent.setup();
    seedCart([
      { ...roseLine, price: 2500 },
      { ...roseLine, size: '100ml', price: 7499, stock: 6, quantity: 4 },
      {
        productId: 'p-attar',
        size: '6ml',
        quantity: 1,
        name: 'attar Shamama',
        price: 1499,
        stock: 3,
      },
      { productId: 'p-gone', size: '10ml', quantity: 1, name: 'Old Musk', price: 999, stock: 3 },
      { ...oudLine, size: '100ml' },
    ]);
    const { router, store } = renderApp('/cart');
    await table();

    const rose = row('Rose of Lahore 30ml');
    await within(rose).findByText('Price changed (was Rs. 2,500)');
    expect(cellTexts(rose)[3]).toBe('Rs. 2,799Price changed (was Rs. 2,500)');
    expect(cellTexts(rose)[5]).toBe('Rs. 5,598');
    expect(screen.getByText(/Some prices have changed since you added them/)).toBeInTheDocument();

    const big = row('Rose of Lahore 100ml');
    expect(within(big).getByRole('spinbutton')).toHaveValue(2);
    expect(within(big).getByText('Only 2 left (you had 4)')).toBeInTheDocument();
    expect(screen.getByText(/their quantities were lowered/)).toBeInTheDocument();

    expect(within(row('attar Shamama 6ml')).getByText('Sold out')).toBeInTheDocument();
    expect(within(row('Old Musk 10ml')).getByText('No longer available')).toBeInTheDocument();
    expect(within(row('Royal Oud 100ml')).getByText('No longer available')).toBeInTheDocument();
    expect(cellTexts(row('Old Musk 10ml'))[5]).toBe('—');
    expect(
      screen.getByText('3 items can no longer be ordered and will be left out of your order.'),
    ).toBeInTheDocument();
    // 2 x 2,799 + 2 x 7,499; the unavailable lines do not count.
    expect(screen.getByText('Total: Rs. 20,596')).toBeInTheDocument();
    expect(store.getState().cart.items.slice(0, 2)).toEqual([
      expect.objectContaining({ price: 2799, previousPrice: 2500 }),
      expect.objectContaining({ quantity: 2, stock: 2, requestedQuantity: 4 }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.state).toEqual({
      items: [
        { ...roseLine, price: 2799, image: publicPerfumesFixture[0]!.variants[0]!.image },
        {
          ...roseLine,
          size: '100ml',
          price: 7499,
          stock: 2,
          quantity: 2,
          image: publicPerfumesFixture[0]!.variants[1]!.image,
        },
      ],
    });
  });

  it('cannot proceed when nothing in the cart can be ordered', async () => {
    seedCart([{ productId: 'p-gone', size: '10ml', quantity: 1, name: 'Old Musk', price: 999 }]);
    renderApp('/cart');
    await screen.findByText('No longer available');
    expect(
      screen.getByText('One item can no longer be ordered and will be left out of your order.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(screen.getByText('Total: Rs. 0')).toBeInTheDocument();
  });

  it('shows the cart as it is when the catalogue cannot be checked (the failure is logged)', async () => {
    server.use(
      http.get('*/api/products/public', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    await withLoggedErrors(async (logged) => {
      seedCart([roseLine]);
      renderApp('/cart');
      await table();
      await waitFor(() => expect(logged).toContain('Failed to load products for the cart'));
      expect(screen.getByText('Total: Rs. 5,598')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    });
  });
});
