import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultShopFixture } from '../../mocks/shopFixtures';
import { server } from '../../mocks/node';
import type { DeliveryRates } from '../../src/domain/delivery';
import type { GetShopApiResponse } from '../../src/store/api/generated/shopApi';
import { renderApp } from './renderApp';
import { oudLine, roseLine } from './cartTestKit';

function shopCharging(delivery: DeliveryRates) {
  server.use(
    http.get('*/api/shop', () =>
      HttpResponse.json<GetShopApiResponse>({ ...defaultShopFixture, delivery }),
    ),
  );
}

async function openCheckout() {
  const user = userEvent.setup();
  renderApp('/checkout', { state: { items: [roseLine, oudLine] } });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return user;
}

async function chooseProvince(user: UserEvent, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Province/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

const footer = () =>
  within(screen.getByRole('table', { name: 'Items in your order' }))
    .getAllByRole('row')
    .slice(3)
    .map((r) => [...r.querySelectorAll('td, th')].map((c) => c.textContent));

describe('/checkout with delivery charges', { timeout: 60_000 }, () => {
  it('adds the province’s fee, or the default, once a province is chosen', async () => {
    shopCharging({ fee: 200, provinceFees: { Gilgit: 450 }, freeOver: 20_000 });
    const user = await openCheckout();
    expect(
      await screen.findByText('Delivery is added once you choose your province.'),
    ).toBeInTheDocument();
    expect(footer()).toEqual([['Total', 'Rs. 18,098']]);

    await chooseProvince(user, 'Sindh');
    await waitFor(() =>
      expect(footer()).toEqual([
        ['Items', 'Rs. 18,098'],
        ['Delivery', 'Rs. 200'],
        ['Total', 'Rs. 18,298'],
      ]),
    );
    await chooseProvince(user, 'Gilgit (Gilgit-Baltistan)');
    await waitFor(() =>
      expect(footer()).toEqual([
        ['Items', 'Rs. 18,098'],
        ['Delivery', 'Rs. 450'],
        ['Total', 'Rs. 18,548'],
      ]),
    );
  });

  it('is free at the threshold', async () => {
    shopCharging({ fee: 200, provinceFees: { Gilgit: 450 }, freeOver: 18_098 });
    const user = await openCheckout();
    await chooseProvince(user, 'Gilgit (Gilgit-Baltistan)');
    await waitFor(() =>
      expect(footer()).toEqual([
        ['Items', 'Rs. 18,098'],
        ['Delivery', 'Free'],
        ['Total', 'Rs. 18,098'],
      ]),
    );
  });
});
