import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { holdGet } from './heldAnswer';
import { cardNames } from './readPage';
import { renderApp } from './renderApp';

/** Answers GET /api/category/{id} with an active category of that name, without a picture. */
const serveCategory = (_id: string, name: string) =>
  server.use(
    http.get('*/api/category/:id', () =>
      HttpResponse.json({ _id, name, description: null, image: null, isActive: true }),
    ),
  );

describe('storefront catalogue', () => {
  it('shows "Discover Our Scents" cards with first size image, name, size and Rs. price', async () => {
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Discover Our Scents' });
    const link = await within(section).findByRole('link', { name: /Royal Oud/ });
    expect(link).toHaveAttribute('href', '/product/p-oud');
    expect(within(link).getByText('50ml')).toBeInTheDocument();
    expect(within(link).getByText('Rs. 12,500')).toBeInTheDocument();
    const img = within(link).getByRole('img', { name: 'Royal Oud' });
    expect(img).toHaveAttribute('src', '/uploads/333333333333333333333333.webp');
    expect(img.getAttribute('srcset')).toContain('-480.webp 480w');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '480');
  });

  it("says 'Loading products...' until the perfumes arrive", async () => {
    // Held open: the route's loader asks for them before the page's code has arrived.
    // Then on to the usual catalogue.
    const answer = holdGet('*/api/products/public');
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Discover Our Scents' });
    expect(within(section).getByText('Loading products...')).toBeInTheDocument();
    answer.release();
    expect(await within(section).findByRole('link', { name: /Royal Oud/ })).toBeInTheDocument();
    expect(within(section).queryByText('Loading products...')).not.toBeInTheDocument();
  });

  it('sorts /shop by name and by first-variant price in both directions', async () => {
    const user = userEvent.setup();
    renderApp('/shop');
    expect(await cardNames()).toEqual(['attar Shamama', 'Rose of Lahore', 'Royal Oud']);
    const choose = async (label: string) => {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), label);
    };
    // A new order is a navigation (the sort lives in the address), whose route loader settles
    // after the select's change event: the list is read once it has.
    const listed = async (names: string[]) =>
      waitFor(async () => expect(await cardNames()).toEqual(names));
    await choose('Name: Z-A');
    await listed(['Royal Oud', 'Rose of Lahore', 'attar Shamama']);
    await choose('Price: Low to High');
    await listed(['attar Shamama', 'Rose of Lahore', 'Royal Oud']);
    await choose('Price: High to Low');
    await listed(['Royal Oud', 'Rose of Lahore', 'attar Shamama']);
  });

  it('marks a card "Out of stock" only when no size of the perfume can be bought', async () => {
    renderApp('/shop');
    const main = await screen.findByRole('main');
    const attar = await within(main).findByRole('link', { name: /attar Shamama/ });
    expect(within(attar).getByText('Out of stock')).toBeInTheDocument();
    // Rose of Lahore has 5 and 2 left, Royal Oud 9: buyable, so nothing said on their cards.
    for (const name of [/Rose of Lahore/, /Royal Oud/]) {
      expect(within(within(main).getByRole('link', { name })).queryByText('Out of stock')).toBe(
        null,
      );
    }
  });

  it("shows a card's average stars and count when it has ratings", async () => {
    renderApp('/shop');
    const main = await screen.findByRole('main');
    const oud = await within(main).findByRole('link', { name: /Royal Oud/ });
    expect(within(oud).getByRole('img', { name: '4.5 out of 5 (2 reviews)' })).toBeInTheDocument();
    const rose = within(main).getByRole('link', { name: /Rose of Lahore/ });
    expect(within(rose).queryByRole('img', { name: /out of 5/ })).toBeNull();
  });

  it("heads a category page 'Explore {name}' and lists its perfumes", async () => {
    serveCategory('11111111-1111-4111-8111-111111111111', 'For Her');
    renderApp('/category/11111111-1111-4111-8111-111111111111');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explore For Her' }),
    ).toBeInTheDocument();
    expect(await cardNames()).toEqual(['Rose of Lahore', 'Royal Oud']);
  });

  it('says so when a category has no perfumes', async () => {
    serveCategory('c-empty', 'Gift Sets');
    renderApp('/category/c-empty');
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
    // The heading comes from a separate request that may answer later.
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Explore Gift Sets' }),
      ).toBeInTheDocument(),
    );
  });
});

describe('/product/{id}', () => {
  it("shows 'Loading product...' and then the perfume with its first size", async () => {
    // The product is held until the loading text is seen, then the usual mock answers.
    const answer = holdGet('*/api/products/public/:id');
    renderApp('/product/p-rose');
    expect(await screen.findByText('Loading product...')).toBeInTheDocument();
    answer.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rose of Lahore' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Damask rose and musk.')).toBeInTheDocument();
    expect(screen.getByText('Rs. 2,799')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rose of Lahore, 30ml' })).toBeInTheDocument();
  });

  it('switches size from the selector or a thumbnail, showing its price and image, resetting quantity', async () => {
    const user = userEvent.setup();
    renderApp('/product/p-rose');
    await screen.findByRole('heading', { level: 1, name: 'Rose of Lahore' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '100ml');
    expect(screen.getByText('Rs. 7,499')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rose of Lahore, 100ml' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveValue(1);

    await user.click(screen.getByRole('button', { name: 'Show 30ml' }));
    expect(screen.getByText('Rs. 2,799')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show 30ml' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps quantity at least 1 and at most the stock; invalid entries become 1', async () => {
    const user = userEvent.setup();
    renderApp('/product/p-rose');
    const quantity = await screen.findByLabelText('Quantity');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '-4');
    await user.tab();
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '50');
    await user.tab();
    expect(quantity).toHaveValue(5);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('adds to the cart: the badge counts lines, the same size adds up, the cart survives in sessionStorage', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/product/p-rose');
    await screen.findByRole('heading', { level: 1, name: 'Rose of Lahore' });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '100ml');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({
        productId: 'p-rose',
        size: '30ml',
        quantity: 2,
        price: 2799,
        name: 'Rose of Lahore',
      }),
      expect.objectContaining({ productId: 'p-rose', size: '100ml', quantity: 1, price: 7499 }),
    ]);
    await waitFor(() => expect(sessionStorage.getItem('cart')).toContain('100ml'));
  });

  it('Buy Now goes to /checkout with only that item, leaving the cart alone', async () => {
    const user = userEvent.setup();
    const { router, store } = renderApp('/product/p-oud');
    await screen.findByRole('heading', { level: 1, name: 'Royal Oud' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.state).toEqual({
      items: [
        {
          productId: 'p-oud',
          size: '50ml',
          quantity: 2,
          name: 'Royal Oud',
          price: 12500,
          image: '/uploads/333333333333333333333333.webp',
          stock: 9,
        },
      ],
    });
    expect(store.getState().cart.items).toEqual([]);
  });

  it('says "Only N left" for a size with 5 or fewer, and nothing for one with more', async () => {
    const user = userEvent.setup();
    renderApp('/product/p-rose'); // 30ml: 5 left, 100ml: 2 left
    await screen.findByRole('heading', { level: 1, name: 'Rose of Lahore' });
    expect(screen.getByText('Only 5 left')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '100ml');
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.queryByText('Only 5 left')).not.toBeInTheDocument();
  });

  it('says nothing about stock when more than 5 are left', async () => {
    renderApp('/product/p-oud'); // 9 left
    await screen.findByRole('heading', { level: 1, name: 'Royal Oud' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
    expect(screen.queryByText(/Only \d+ left|Out of stock/)).not.toBeInTheDocument();
  });

  it("shows a perfume's approved reviews with the average of their stars, more on request", async () => {
    const user = userEvent.setup();
    renderApp('/product/p-oud');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(section).getByRole('img', { name: '4.5 out of 5 (2 reviews)' })).toBeVisible();
    expect(within(section).getByText('Lasts all day.')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(section).queryByText('A gift for my father.')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(section).findByText('A gift for my father.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('shows no reviews section for a perfume nobody has reviewed', async () => {
    renderApp('/product/p-rose');
    await screen.findByRole('heading', { level: 1, name: 'Rose of Lahore' });
    expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
  });

  it('disables buying a sold-out size', async () => {
    renderApp('/product/p-attar');
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });
});
