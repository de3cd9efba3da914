import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopInChromium } from './browser';

/**
 * A tab still running the previous build asks for a chunk the new deploy no longer has: the page
 * reloads once to the new build, keeping the cart, and never loops. The missing chunk is played
 * by answering the cart page's chunk with a 404, as a server with a newer build does.
 */
describe('an open tab after a new deploy', () => {
  const e2e = shopInChromium();

  /** A shopper with a perfume in the cart; from now on the contact page's chunk is "gone". */
  async function shopperWithCart(missing: (attempt: number) => boolean) {
    const page = await (await e2e.browser.newContext()).newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`${e2e.shop.url}/shop`);
    await page.getByRole('link', { name: /Rose of Lahore/ }).click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: /^Cart, 1 item/ }).waitFor();
    let attempts = 0;
    await page.route(/\/assets\/ContactPage-[\w-]+\.js$/, async (route) => {
      attempts += 1;
      if (missing(attempts)) await route.fulfill({ status: 404, body: 'Not found' });
      else await route.continue();
    });
    return { page, loads: () => loads, attempts: () => attempts };
  }

  const openContact = (page: Page) =>
    page.getByRole('link', { name: 'Contact Us' }).first().click();

  it('reloads once into the new build and keeps the cart', async () => {
    const { page, loads } = await shopperWithCart((attempt) => attempt === 1);
    const before = loads();
    await openContact(page);
    // One new page load, at the address the shopper was going to.
    await expect.poll(loads, { timeout: 10_000 }).toBe(before + 1);
    await page.waitForURL(`${e2e.shop.url}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: /^Cart, 1 item/ }).waitFor();
    // The new build's page works: React runs it (its form's fields are enabled).
    await expect.poll(() => page.getByRole('textbox').first().isEnabled()).toBe(true);
    await page.context().close();
  });

  it('does not reload again when the chunk is still missing right after a reload', async () => {
    const { page, loads, attempts } = await shopperWithCart(() => true);
    const before = loads();
    await openContact(page);
    await page.waitForURL(`${e2e.shop.url}/contact`);
    await page.waitForTimeout(3_000);
    expect(loads()).toBe(before + 1);
    expect(attempts()).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });
});
