import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../mocks/orderFixtures';
import { server } from '../../mocks/node';
import { renderApp } from './renderApp';
import { cartLines, enter, field } from './checkoutKit';

const state = { items: cartLines };
const draftKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:'));

/** Opens the checkout as the cart hands it over (a reload gives the page the same state). */
async function openCheckout() {
  const user = userEvent.setup();
  const view = renderApp('/checkout', { state });
  await screen.findByRole('heading', { level: 2, name: 'Delivery Details' });
  return { user, ...view };
}

describe('the checkout keeps what was typed in the tab until the order is placed', () => {
  it('brings the fields back after a reload, then forgets them once the order is placed', async () => {
    const first = await openCheckout();
    await enter(first.user, 'Full Name', 'Ayesha Khan');
    await enter(first.user, 'Phone', '0300-1234567');
    await first.user.click(screen.getByRole('combobox', { name: /Province/ }));
    await first.user.click(await screen.findByRole('option', { name: 'Sindh' }));
    await waitFor(() => expect(draftKeys()).toHaveLength(1));

    // A reload: a new app on the same tab's sessionStorage.
    cleanup();
    const again = await openCheckout();
    expect(field('Full Name')).toHaveValue('Ayesha Khan');
    expect(field('Phone')).toHaveValue('0300-1234567');
    expect(screen.getByRole('combobox', { name: /Province/ })).toHaveTextContent('Sindh');
    expect(field('Email')).toHaveValue('');

    await enter(again.user, 'Email', 'ayesha@example.pk');
    await enter(again.user, 'City', 'Karachi');
    await enter(again.user, 'Address', 'Flat 3, Block 7, Clifton');
    await enter(again.user, 'Postal Code', '75600');
    server.use(
      http.post('*/api/orders/', () =>
        HttpResponse.json({ message: 'Order placed', order: orderFixture }, { status: 201 }),
      ),
    );
    await again.user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(again.router.state.location.pathname).toBe(`/order/${orderFixture._id}`),
    );
    expect(draftKeys()).toEqual([]);

    cleanup();
    await openCheckout();
    expect(field('Full Name')).toHaveValue('');
  });

  it('keeps the draft through a refused submit, to the cart and Back', async () => {
    const { user, router } = await openCheckout();
    await enter(user, 'Full Name', 'Bilal Ahmed');
    await enter(user, 'Address', 'House 9, Gulberg');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Please correct the highlighted fields.');

    await router.navigate('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    await router.navigate(-1);
    await screen.findByRole('heading', { level: 2, name: 'Delivery Details' });
    expect(field('Full Name')).toHaveValue('Bilal Ahmed');
    expect(field('Address')).toHaveValue('House 9, Gulberg');
  });
});
