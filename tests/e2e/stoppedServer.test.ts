import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { freePort, removeDataDir, spawnShop, waitUntilReady, type RunningShop } from './shop';

/**
 * The shop's server stops while a shopper has a perfume in the cart, and they open a page whose
 * code the browser has not fetched yet (the cart's chunk): the page says it couldn't reach the
 * shop, never the browser's own error page, and once the server is back Retry shows the cart in
 * the same document. serverRendering.test.ts covers a page whose data fails; here its code does.
 */
describe('a stopped server, on a page whose code is not loaded yet', () => {
  let dataDir: string;
  let port: number;
  let shop: RunningShop;
  let browser: Browser;

  const start = async () => {
    shop = spawnShop(dataDir, port);
    await waitUntilReady(shop);
  };

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-e2e-'));
    port = await freePort();
    [browser] = await Promise.all([launchChromium(), start()]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await removeDataDir(dataDir);
  });

  const cartLink = (page: Page) => page.getByRole('link', { name: 'Cart, 1 item' });

  it("says it couldn't reach the shop, and Retry opens the cart without a reload", async () => {
    const page = await (
      await browser.newContext({ viewport: { width: 360, height: 740 } })
    ).newPage();
    await page.goto(`${shop.url}/shop`);
    await page.locator('main a[href^="/product/"]').first().click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await cartLink(page).waitFor();
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

    await shop.stop();
    await cartLink(page).click();
    await page.getByRole('heading', { name: "We couldn't reach the shop", level: 1 }).waitFor();
    expect(page.url()).toBe(`${shop.url}/cart`);
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
    await cartLink(page).waitFor();

    await start();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Your Cart', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
    await cartLink(page).waitFor();
    await page.context().close();
  });
});
