/// <reference lib="dom" />
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopInChromium } from './browser';
import { fillCheckout, placeOrderFromCheckout } from './checkoutForm';
import { publicPerfumes, type PublicPerfume } from './orders';

const SHOPPER = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '0300 1234567',
  province: 'Sindh',
  city: 'Karachi',
  address: 'Flat 3, Block 7, Clifton',
  postalCode: '75600',
};

/** With TYPED_SCREENS set, keeps screenshots at 390 and 1366 px there for a person to look at. */
async function screens(page: Page, name: string) {
  const dir = process.env.TYPED_SCREENS;
  if (!dir) return;
  await fs.mkdir(dir, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
}

/**
 * Nothing a shopper typed is lost in Chromium: the checkout's fields survive a reload and Back
 * then Forward until the order is placed, and a tracked order stays on screen after a reload (the
 * number in the address, the page rendered by the server), offering Confirm on WhatsApp while
 * Pending.
 */
describe('nothing typed is lost', () => {
  const e2e = shopInChromium({ SHOP_WHATSAPP: '0321-7654321' });
  let product: PublicPerfume;

  beforeAll(async () => {
    product = (await publicPerfumes(e2e.shop.url)).find((p) => p.variants[0]!.stock > 2)!;
  });

  const field = (page: Page, label: string) => page.getByLabel(label, { exact: false }).first();

  it('keeps the checkout form through a reload and Back then Forward, and forgets it once the order is placed; the tracked order survives a reload', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));

    await page.goto(`${e2e.shop.url}/product/${product._id}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByLabel('Full Name').fill(SHOPPER.name);
    await page.getByLabel('Phone').fill(SHOPPER.phone);
    await page.getByRole('combobox', { name: 'Province' }).click();
    await page.getByRole('option', { name: SHOPPER.province }).click();

    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => field(page, 'Full Name').inputValue()).toBe(SHOPPER.name);
    expect(await field(page, 'Phone').inputValue()).toBe(SHOPPER.phone);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Province' }).textContent())
      .toContain(SHOPPER.province);

    await page.getByLabel('City').fill(SHOPPER.city);
    await page.goBack();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();
    await page.goForward();
    await expect.poll(() => field(page, 'City').inputValue()).toBe(SHOPPER.city);
    expect(await field(page, 'Full Name').inputValue()).toBe(SHOPPER.name);

    await fillCheckout(page, SHOPPER);
    const { orderNumber } = await placeOrderFromCheckout(page);
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:')),
      ),
    ).toEqual([]);

    // The order page's link: the number in the address, the order on screen, and after a reload.
    await page.getByRole('link', { name: 'Track this order' }).click();
    await page.waitForURL(`${e2e.shop.url}/track-order?number=${orderNumber}`);
    const tracked = page.getByRole('region', { name: `Order ${orderNumber}` });
    await tracked.waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await tracked.waitFor();
    const confirm = page.getByRole('link', { name: /^Confirm on WhatsApp/ });
    expect(await confirm.getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/923217654321\\?text=.*${orderNumber}`),
    );
    await screens(page, 'track-order-pending');

    // A shared link: the server's HTML already holds the order and the WhatsApp link.
    const html = await (await fetch(`${e2e.shop.url}/track-order?number=${orderNumber}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(new RegExp(`id="tracked-order-heading">Order (<!-- -->)?${orderNumber}<`));
    expect(root).toContain('Confirm on WhatsApp');

    // A new checkout starts empty.
    await page.goto(`${e2e.shop.url}/product/${product._id}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { name: 'Delivery Details' }).waitFor();
    expect(await field(page, 'Full Name').inputValue()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });
});
