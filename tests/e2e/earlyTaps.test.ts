/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopInChromium } from './browser';
import { publicPerfumes, type PublicPerfume } from './orders';

/** The cart as redux-persist keeps it in the tab's sessionStorage. */
function storedCart(page: Page) {
  return page.evaluate(() => {
    const saved = JSON.parse(sessionStorage.getItem('cart') ?? '{}') as { items?: string };
    return JSON.parse(saved.items ?? '[]') as {
      productId: string;
      size: string;
      quantity: number;
    }[];
  });
}

/** True while React has not yet claimed the element (no fiber on it): no script has run it. */
const untouchedByReact = (page: Page, selector: string) =>
  page.$eval(selector, (element) => !Object.keys(element).some((key) => key.startsWith('__react')));

/**
 * Add to Cart and Buy Now answer a tap made before the page's scripts have run (issue 25): the
 * button shows it is busy at once, and the tap is carried out, exactly once, when they have. The
 * scripts are held at the network until the test lets them through.
 */
describe('taps before the scripts have run', () => {
  const e2e = shopInChromium();
  let product: PublicPerfume;

  beforeAll(async () => {
    product = (await publicPerfumes(e2e.shop.url)).find((p) =>
      p.variants.some((v) => v.stock > 1),
    )!;
  });

  /** The product page at 360 px as the server sent it, its scripts held until `release()`. */
  async function heldPerfumePage() {
    const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await page.goto(`${e2e.shop.url}/product/${product._id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    return { page, problems, release, asked };
  }

  const size = () => product.variants.find((v) => v.stock > 0)!.size;

  it('Add to Cart: busy at once, one line in the cart once the scripts run, a second tap not doubling it', async () => {
    const { page, problems, release } = await heldPerfumePage();
    const add = page.locator('[data-early="add"]');
    // Enabled in the server's HTML, never greyed out while the scripts come.
    expect(await add.isEnabled()).toBe(true);
    await add.click();
    await page.locator('[data-early="add"][aria-busy="true"]').waitFor();
    // The feedback is the page head's own: React has not run the button.
    expect(await untouchedByReact(page, '[data-early="add"]')).toBe(true);
    expect(await add.evaluate((b) => getComputedStyle(b, '::after').content)).toBe('"Adding..."');
    await page.getByRole('status').filter({ hasText: 'Adding...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Adding...' }).isVisible()).toBe(true);
    // An impatient second tap on the busy button is the same tap.
    await add.click();
    expect(await storedCart(page)).toEqual([]);

    release();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await page.locator('[data-early="add"]:not([aria-busy])').waitFor();
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
    await expect
      .poll(() => storedCart(page))
      .toEqual([expect.objectContaining({ productId: product._id, size: size(), quantity: 1 })]);
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.waitForURL(`${e2e.shop.url}/cart`);
    await page.getByRole('spinbutton', { name: new RegExp(`Quantity of .*${size()}`) }).waitFor();
    expect(
      await page
        .getByRole('spinbutton', { name: /Quantity of / })
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(['1']);

    // Once React runs the page, a tap is React's: one more adds one more.
    await page.goBack();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => storedCart(page)).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('Buy Now: busy at once, then the checkout with the perfume once the scripts run', async () => {
    const { page, problems, release, asked } = await heldPerfumePage();
    const buy = page.locator('[data-early="buy"]');
    expect(await buy.isEnabled()).toBe(true);
    await buy.click();
    await page.locator('[data-early="buy"][aria-busy="true"]').waitFor();
    expect(await untouchedByReact(page, '[data-early="buy"]')).toBe(true);
    expect(await page.getByRole('button', { name: 'Opening...' }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${e2e.shop.url}/product/${product._id}`);
    // The checkout's code is asked for with the tap, not once the tap is carried out.
    await expect
      .poll(() => asked.some((path) => /\/CheckoutPage-[\w-]+\.js$/.test(path)))
      .toBe(true);

    release();
    await page.waitForURL(`${e2e.shop.url}/checkout`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(product.name).first().waitFor();
    await page.getByText(size()).first().waitFor();
    // Buy Now buys this perfume alone; the cart is left as it was.
    expect(await storedCart(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("the bar's menu and search buttons: pressed at once, open once the scripts run, beside the page's own", async () => {
    const { page, problems, release, asked } = await heldPerfumePage();
    // A tap on the page's button first: the bar's replayer must not swallow it.
    await page.locator('[data-early="add"]').click();
    const menu = page.getByRole('button', { name: 'Open menu' });
    const search = page.locator('[data-early="search"]');
    expect(await menu.isEnabled()).toBe(true);
    await menu.click();
    await page.locator('[data-early="menu"][aria-busy="true"]').waitFor();
    expect(await untouchedByReact(page, '[data-early="menu"]')).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Opening the menu...' }).waitFor();
    // The icon stays (no busy text over it); the button looks pressed.
    expect(await menu.evaluate((b) => getComputedStyle(b, '::after').content)).toBe('none');
    expect(await menu.evaluate((b) => getComputedStyle(b).boxShadow)).toContain('inset');
    // The drawer's code is asked for with the tap.
    await expect.poll(() => asked.some((path) => /\/MobileMenu-[\w-]+\.js$/.test(path))).toBe(true);
    await search.click();
    await page.locator('[data-early="search"][aria-busy="true"]').waitFor();

    release();
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.getByRole('link', { name: 'Track Order' }).waitFor();
    await page.locator('[data-early="menu"]:not([aria-busy])').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    // The search row the second tap asked for is open under the bar.
    await page.locator('#search-row').getByRole('combobox').waitFor();
    expect(await search.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => storedCart(page))
      .toEqual([expect.objectContaining({ productId: product._id, quantity: 1 })]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript the buttons show they cannot be used', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.shop.url}/product/${product._id}`);
    for (const action of ['add', 'buy']) {
      expect(
        await page
          .locator(`[data-early="${action}"]`)
          .evaluate((b) => getComputedStyle(b).pointerEvents),
      ).toBe('none');
    }
    await context.close();
  });
});
