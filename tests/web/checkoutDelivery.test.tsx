import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultShopFixture } from '../../mocks/shopFixtures';
import { server } from '../../mocks/node';
import type { DeliveryRates } from '@shop/domain/delivery';
import type { GetShopApiResponse } from '../../src/store/api/generated/storefrontApi';
import { renderApp } from './renderApp';
import { oudLine, roseLine, seedCart } from './cartTestKit';
import { chooseProvince, openCheckout, summaryFooter } from './checkoutKit';

function shopCharging(delivery: DeliveryRates) {
  server.use(
    http.get('*/api/shop', () =>
      HttpResponse.json<GetShopApiResponse>({ ...defaultShopFixture, delivery }),
    ),
  );
}

/** Waits until the summary shows the items (Rs. 18,098), then `delivery` and `total`. */
const charged = (delivery: string, total: string) =>
  waitFor(() =>
    expect(summaryFooter()).toEqual([
      ['Items', 'Rs. 18,098'],
      ['Delivery', delivery],
      ['Total', total],
    ]),
  );

describe('/checkout with delivery charges', { timeout: 60_000 }, () => {
  it('adds the province’s fee, or the default, once a province is chosen', async () => {
    shopCharging({ fee: 200, provinceFees: { Gilgit: 450 }, cityFees: [], freeOver: 20_000 });
    const { user } = await openCheckout();
    expect(
      await screen.findByText('Delivery is added once you choose your province.'),
    ).toBeInTheDocument();
    expect(summaryFooter()).toEqual([['Total', 'Rs. 18,098']]);

    await chooseProvince(user, 'Sindh');
    await charged('Rs. 200', 'Rs. 18,298');
    await chooseProvince(user, 'Gilgit (Gilgit-Baltistan)');
    await charged('Rs. 450', 'Rs. 18,548');
  });

  it('adds a city’s own fee once the city and the province are given', async () => {
    shopCharging({
      fee: 200,
      provinceFees: { Gilgit: 450 },
      cityFees: [{ city: 'Skardu', province: 'Gilgit', fee: 700 }],
      freeOver: 20_000,
    });
    const { user } = await openCheckout();
    expect(
      await screen.findByText(
        'Delivery is added once you enter your city and choose your province.',
      ),
    ).toBeInTheDocument();
    await chooseProvince(user, 'Gilgit (Gilgit-Baltistan)');
    // The province alone is not enough while a city of it has a fee of its own.
    expect(summaryFooter()).toEqual([['Total', 'Rs. 18,098']]);
    await user.type(screen.getByLabelText(/^City/), '  SKARDU ');
    await charged('Rs. 700', 'Rs. 18,798');
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Gilgit');
    await charged('Rs. 450', 'Rs. 18,548');
  });

  it('is free at the threshold', async () => {
    shopCharging({ fee: 200, provinceFees: { Gilgit: 450 }, cityFees: [], freeOver: 18_098 });
    const { user } = await openCheckout();
    await chooseProvince(user, 'Gilgit (Gilgit-Baltistan)');
    await charged('Free', 'Rs. 18,098');
  });

  it('says "Free delivery over Rs. N" on the product page when a threshold is set', async () => {
    shopCharging({ fee: 200, provinceFees: {}, cityFees: [], freeOver: 5000 });
    renderApp('/product/p-rose');
    await screen.findByRole('heading', { level: 1, name: 'Rose of Lahore' });
    expect(await screen.findByText('Free delivery over Rs. 5,000')).toBeInTheDocument();
  });

  it('says nothing of delivery on the product page or cart while delivery is free', async () => {
    renderApp('/product/p-rose');
    await screen.findByRole('heading', { level: 1, name: 'Rose of Lahore' });
    expect(screen.queryByText(/Free delivery over/)).not.toBeInTheDocument();
  });

  it('tells the cart delivery is priced at checkout, by province', async () => {
    shopCharging({ fee: 200, provinceFees: {}, cityFees: [], freeOver: 50_000 });
    seedCart([roseLine, oudLine]);
    renderApp('/cart');
    expect(
      await screen.findByText(
        'Delivery is added at checkout, by province. Free delivery over Rs. 50,000.',
      ),
    ).toBeInTheDocument();
  });
});
