import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopInChromium } from './browser';
import { DHA_SHOPPER, fillCheckout, placeOrderFromCheckout } from './checkoutForm';
import {
  AMOUNT_SOURCE,
  DEAR_ORDER,
  LARGE_ORDERS_ENV,
  LONG_PERFUME_NAME,
  adminToken,
  amountsInView,
  createDearPerfume,
} from './amountsInView';
import { formatPkr, formatRs } from '@shop/domain/money';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './shop';

const PHONE = { width: 360, height: 740 };
const ADMIN_PHONE = { width: 390, height: 844 };

/** Every amount on the page is readable without a sideways swipe, and the expected ones are there. */
async function expectAmountsInView(page: Page, width: number, expected: string[]) {
  const look = () => page.evaluate(amountsInView, { width, source: AMOUNT_SOURCE });
  await expect
    .poll(async () => (await look()).amounts, { timeout: 20_000 })
    .toEqual(expect.arrayContaining(expected));
  const seen = await look();
  expect(seen.outOfView).toEqual([]);
  expect(seen.pageWidth).toBeLessThanOrEqual(width);
}

describe('every amount on a phone screen in Chromium', () => {
  const e2e = shopInChromium({ SEED_DEMO: '0', ...LARGE_ORDERS_ENV });
  let phone: Page;
  let order = { orderId: '', orderNumber: '' };

  const lineTotals = DEAR_ORDER.lineTotals.map(formatRs);
  const total = formatRs(DEAR_ORDER.total);

  beforeAll(async () => {
    phone = await (await e2e.browser.newContext({ viewport: PHONE })).newPage();
  });

  it('shows each line total and the total on the cart, checkout, order and tracking pages', async () => {
    const { accessToken } = await adminToken(e2e.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const perfumeId = await createDearPerfume(e2e.shop.url, accessToken, LONG_PERFUME_NAME);

    await phone.goto(`${e2e.shop.url}/product/${perfumeId}`);
    await phone.getByRole('button', { name: 'Add to Cart' }).click();
    await phone.getByRole('combobox', { name: 'Size' }).selectOption({ label: '100ml' });
    await phone.getByRole('button', { name: 'Add to Cart' }).click();
    await phone.goto(`${e2e.shop.url}/cart`);
    await phone.getByRole('heading', { name: 'Your Cart' }).waitFor();
    for (const size of ['50ml', '100ml']) {
      const quantity = phone.getByRole('spinbutton', {
        name: `Quantity of ${LONG_PERFUME_NAME} ${size}`,
      });
      await quantity.fill(String(DEAR_ORDER.quantity));
      await quantity.press('Tab');
    }
    await expectAmountsInView(phone, PHONE.width, [...lineTotals, total]);

    await phone.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await phone.waitForURL(`${e2e.shop.url}/checkout`);
    await phone.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await expectAmountsInView(phone, PHONE.width, [...lineTotals, total]);
    // Stacked, it is still a table to screen readers: headings, two lines and the total.
    const summary = phone.getByRole('table', { name: 'Items in your order' });
    expect(await summary.getByRole('row').count()).toBe(4);
    await summary.getByRole('columnheader', { name: 'Line total' }).waitFor({ state: 'attached' });
    await summary.getByRole('rowheader', { name: 'Total' }).waitFor();

    await fillCheckout(phone, DHA_SHOPPER);
    order = await placeOrderFromCheckout(phone);
    await expectAmountsInView(phone, PHONE.width, [...lineTotals, total]);

    await phone.goto(`${e2e.shop.url}/track-order?orderNumber=${order.orderNumber}`);
    await phone.getByRole('button', { name: /Track/ }).click();
    await phone.getByRole('list', { name: 'Status history' }).waitFor();
    await expectAmountsInView(phone, PHONE.width, [...lineTotals, total]);
  });

  it("shows them on the back office's order page at 390 px", async () => {
    const admin = await (await e2e.browser.newContext({ viewport: ADMIN_PHONE })).newPage();
    await admin.goto(`${e2e.shop.url}/login`);
    await admin.getByLabel(/Email Address/).fill(ADMIN_EMAIL);
    await admin.getByLabel(/Password/).fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL(`${e2e.shop.url}/dashboard`);
    await admin.goto(`${e2e.shop.url}/orders/${order.orderId}`);
    await admin.getByRole('heading', { name: 'Products' }).waitFor();
    await expectAmountsInView(admin, ADMIN_PHONE.width, [
      ...DEAR_ORDER.lineTotals.map(formatPkr),
      formatPkr(DEAR_ORDER.total),
    ]);
  });
});
