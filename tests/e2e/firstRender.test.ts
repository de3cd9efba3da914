/// <reference lib="dom" />
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyingPages, shopWithPerfume } from './browser';
import { firstSize, placeOrder } from './orders';

/** What a page must never show while the cart holds an item: it has not been read yet. */
const WRONG_WHILE_LOADING = ['There is nothing to check out yet', 'Your cart is empty.'];

/**
 * Notes in `window.__wrongFirst` any moment the page shows the cart as empty (words above, or
 * the cart link named "Cart, 0 items"), from the first byte of the server's HTML on.
 */
function watchForEmptyCart(wrong: string[]) {
  const seen: string[] = [];
  Object.assign(window, { __wrongFirst: seen });
  const check = () => {
    const text = document.getElementById('root')?.textContent ?? '';
    for (const words of wrong) if (text.includes(words) && !seen.includes(words)) seen.push(words);
    if (document.querySelector('[aria-label="Cart, 0 items"]') && !seen.includes('badge 0'))
      seen.push('badge 0');
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
}

/**
 * Every storefront page, opened afresh (server-rendered, then hydrated) with an empty cart and
 * with an item in it: the console stays clean (no hydration error #418/#423/#425, no other
 * error), and the cart and checkout never show themselves empty while the cart is being read.
 */
describe('the first render in the browser matches the server on every storefront page', () => {
  const e2e = shopWithPerfume({ SHOP_WHATSAPP: '0321-7654321' });
  let orderPath = '';
  let orderNumber = '';

  beforeAll(async () => {
    const order = await placeOrder(e2e.shop.url, [firstSize(e2e.product)]);
    orderPath = `/order/${order._id}`;
    orderNumber = order.orderNumber;
  });

  /** Pages of things that do not exist: answered 404, which the browser notes in its console. */
  const MISSES = ['/no-such-page', '/product/not-an-id'];
  const routes = () => [
    ...buyingPages(e2e.product),
    '/track-order',
    `/track-order?number=${orderNumber}`,
    '/customer/reviews',
    '/contact',
    '/search?q=oud',
    '/search?q=nothing-like-this',
    orderPath,
    ...MISSES,
  ];

  /** A phone-sized page that collects console errors and warnings and uncaught errors. */
  async function watchedPage(context: BrowserContext) {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The browser's own line for a 404 or 400 answer, where that is the answer meant.
      const expectedMiss =
        MISSES.includes(new URL(page.url()).pathname) &&
        /^Failed to load resource: the server responded with a status of 40[04]/.test(
          message.text(),
        );
      if (!expectedMiss) problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    return { page, problems };
  }

  /** Opens `path` afresh and waits until React has taken the page over. */
  async function open(page: Page, path: string) {
    await page.goto(`${e2e.shop.url}${path}`, { waitUntil: 'networkidle' });
    // Hydrated: React has claimed the page's last element (the footer's end).
    await page.waitForFunction(() => {
      const all = document.getElementById('root')!.querySelectorAll('*');
      const last = all[all.length - 1];
      return !!last && Object.keys(last).some((key) => key.startsWith('__reactFiber'));
    });
    // Let a commit under way finish (a hydration error is logged as it commits).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  }

  const wrongFirst = (page: Page) =>
    page.evaluate(() => (window as unknown as { __wrongFirst: string[] }).__wrongFirst);

  it('with an empty cart', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 } });
    const { page, problems } = await watchedPage(context);
    for (const path of routes()) await open(page, path);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('adds no style as it comes to life: the server sent every style its render made', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 } });
    // Every rule the page's scripts add to a style sheet (Emotion adds its rules one by one).
    await context.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, { __addedRules: added });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        added.push(rule.slice(0, 80));
        return insertRule.call(this, rule, index);
      };
    });
    const { page, problems } = await watchedPage(context);
    // The pages of perfumes, in both languages, and an order's page. (The cart and the checkout
    // show what the browser's session holds once it is read, which the server never rendered;
    // each of MUI's form fields brings its autofill keyframes, which Emotion adds again for every
    // field after the first.)
    const pages = [
      ...buyingPages(e2e.product).filter((p) => p !== '/cart' && p !== '/checkout'),
      '/search?q=oud',
      orderPath,
    ];
    const urdu = ['/ur', '/ur/shop', `/ur/product/${e2e.product._id}`];
    for (const path of [...pages, ...urdu]) {
      await open(page, path);
      const added = await page.evaluate(
        () => (window as unknown as { __addedRules: string[] }).__addedRules,
      );
      expect(added, path).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('with an item in the cart, the checkout reloaded, Back and Forward, and never an empty cart on the way', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 } });
    const { page, problems } = await watchedPage(context);
    await open(page, `/product/${e2e.product._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    await context.addInitScript(watchForEmptyCart, WRONG_WHILE_LOADING);
    for (const path of routes().filter((p) => p !== '/checkout')) {
      await open(page, path);
      await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
      expect(await wrongFirst(page), path).toEqual([]);
    }
    // The checkout holds its items in the tab's history: reached from the cart, then reloaded.
    await open(page, '/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { name: 'Delivery Details' }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Delivery Details' }).waitFor();
    expect(await wrongFirst(page), 'reloaded checkout').toEqual([]);
    await page.goBack({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();
    await page.goForward({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Delivery Details' }).waitFor();
    expect(await wrongFirst(page), 'checkout after Back and Forward').toEqual([]);
    // A shared /checkout address has no items: it says so, but only once it has looked.
    // (The page's words travel in a data block too: the rendered page is what is checked.)
    const html = (await (await fetch(`${e2e.shop.url}/checkout`)).text()).replace(
      /<script[^>]*>.*?<\/script>/gs,
      '',
    );
    expect(html).toContain('Loading your order...');
    expect(html).not.toContain('nothing to check out');
    expect(problems).toEqual([]);
    await context.close();
  });
});
