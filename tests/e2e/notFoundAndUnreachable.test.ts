import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopWithPerfume } from './browser';

/**
 * With NOTFOUND_SCREENS set, keeps screenshots of the page at 360x740 and 1366x768 in that
 * directory for a person to look at.
 */
async function screens(page: Page, name: string) {
  const dir = process.env.NOTFOUND_SCREENS;
  if (!dir) return;
  await fs.mkdir(dir, { recursive: true });
  const viewport = page.viewportSize();
  for (const [width, height] of [
    [360, 740],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}

/** The server-rendered storefront when what is asked for does not exist, or the API is down. */
describe('server-rendered storefront: not found and unreachable', () => {
  const e2e = shopWithPerfume();

  it('answers an unknown perfume, category, order or page with a 404 page, noindex, in words', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const pages: [string, string][] = [
      [`/product/${unknown}`, 'We couldn&#x27;t find that perfume'],
      ['/product/not-an-id', 'We couldn&#x27;t find that perfume'],
      [`/category/${unknown}`, 'We couldn&#x27;t find that category'],
      ['/category/not-an-id', 'We couldn&#x27;t find that category'],
      [`/order/${unknown}`, 'We couldn&#x27;t find that order'],
      ['/order/not-an-id', 'We couldn&#x27;t find that order'],
      ['/no-such-page', 'We couldn&#x27;t find that page'],
    ];
    for (const [address, words] of pages) {
      const response = await fetch(`${e2e.shop.url}${address}`);
      expect(response.status, address).toBe(404);
      const html = await response.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, address).toContain(words);
      expect(html, address).toContain('<meta name="robots" content="noindex" />');
      // The ways on: the shop, and each category by name.
      expect(root, address).toContain('href="/shop"');
      expect(root, address).toContain(`href="/category/${e2e.product.category._id}"`);
      if (address.startsWith('/order/')) expect(root, address).toContain('href="/track-order"');
    }
    // A file path never gets a page: an old build's script is a plain 404 that is not kept.
    const script = await fetch(`${e2e.shop.url}/assets/index-deadbeef.js`);
    expect(script.status).toBe(404);
    expect(script.headers.get('cache-control')).toBe('no-store');
    expect(script.headers.get('content-type')).not.toMatch(/html/);
  });

  it("says it couldn't reach the shop when the API does not answer; Retry loads the page, keeping the cart", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${e2e.shop.url}/product/${e2e.product._id}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

    // The server stops answering: every API call fails as if it were down.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop' })
      .click();
    await page.getByText('Loading products...').waitFor();
    await page.getByRole('heading', { name: "We couldn't reach the shop" }).waitFor();
    await screens(page, 'cant-reach-shop');

    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: e2e.product.name, level: 2 }).first().waitFor();
    expect(await page.getByText("We couldn't reach the shop").count()).toBe(0);
    // No reload: the same document, and the cart as it was.
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    await page.goto(`${e2e.shop.url}/product/not-an-id`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: "We couldn't find that perfume" }).waitFor();
    await screens(page, 'product-not-found');
    if (process.env.NOTFOUND_SCREENS) {
      await page.goto(`${e2e.shop.url}/order/not-an-id`, { waitUntil: 'networkidle' });
      await screens(page, 'order-not-found');
      await page.goto(`${e2e.shop.url}/contact`, { waitUntil: 'networkidle' });
      await page.route('**/api/**', (route) => route.abort('connectionrefused'));
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' })
        .click();
      await page.getByRole('button', { name: 'Retry' }).first().waitFor();
      await screens(page, 'home-cant-reach');
    }
    await context.close();
  });
});
