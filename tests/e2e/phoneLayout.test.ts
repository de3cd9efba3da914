/// <reference lib="dom" />
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyingPages, shopWithPerfume, waitForHydration } from './browser';
import { signInPage } from './session';
import { firstSize, placeOrder } from './orders';

/** WCAG 2.5.5's target size, in CSS pixels. */
const TAP_TARGET = 44;

/**
 * What can be tapped but is smaller than 44x44: visible links, buttons and inputs, by their
 * boxes. A link inside a sentence is exempt (WCAG's inline exception), and so is an input drawn
 * over a larger control (MUI's hidden checkbox and radio inputs are measured by their label box).
 */
const smallTargets = (page: Page) =>
  page.evaluate((min) => {
    const small: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>('a, button, [role="button"], input');
    for (const element of Array.from(targets)) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element.tagName === 'A' && element.parentElement?.tagName === 'P') {
        const sentence = element.parentElement.textContent ?? '';
        if (sentence.trim() !== (element.textContent ?? '').trim()) continue;
      }
      // An input drawn by something else (transparent, or visually hidden like a star rating's
      // radios): its label or its parent is what the finger taps.
      if (element instanceof HTMLInputElement && (style.opacity === '0' || box.width <= 1)) {
        box = (
          element.labels?.[0] ??
          element.closest('label') ??
          element.parentElement ??
          element
        ).getBoundingClientRect();
        // Nothing drawn to tap (a star rating's "no stars" radio, for the keyboard only).
        if (box.width === 0 || box.height === 0) continue;
      }
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent?.trim() || element.getAttribute('name') || element.outerHTML);
        small.push(
          `${element.tagName.toLowerCase()} "${name.slice(0, 60)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, TAP_TARGET);

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the shop on a phone', () => {
  const e2e = shopWithPerfume();
  let phone: BrowserContext;
  let orderId: string;

  beforeAll(async () => {
    phone = await e2e.browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    orderId = (await placeOrder(e2e.shop.url, [firstSize(e2e.product)]))._id;
  });

  it('never scrolls sideways at 360px and gives every tap target 44x44px, on every storefront page', async () => {
    const page = await phone.newPage();
    const { product } = e2e;
    // The cart and checkout pages with a perfume in the cart (a cart lives in the browser's session).
    await page.goto(`${e2e.shop.url}/product/${product._id}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    const routes = [
      ...buyingPages(product),
      `/order/${orderId}`,
      '/track-order',
      '/customer/reviews',
      '/contact',
      '/no-such-page',
      // The same pages in Urdu, right to left (issue 30).
      ...buyingPages(product)
        .filter((path) => path !== '/checkout')
        .map((path) => (path === '/' ? '/ur' : `/ur${path}`)),
      '/ur/track-order',
      '/ur/contact',
    ];
    const problems: string[] = [];
    for (const route of routes) {
      await page.goto(e2e.shop.url + route, { waitUntil: 'networkidle' });
      // Measured once the app is live: hydrated buttons and fields are enabled.
      await waitForHydration(page);
      await page.locator('main h1').first().waitFor();
      const overflow = await sidewaysScroll(page);
      if (overflow > 0) problems.push(`${route}: scrolls sideways by ${overflow}px`);
      for (const target of await smallTargets(page)) problems.push(`${route}: ${target}`);
    }
    // The checkout's form shows only when the cart hands its lines over (an address typed alone
    // says there is nothing to check out): its fields, province and payment choices.
    await page.goto(`${e2e.shop.url}/cart`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('radio', { name: 'Cash on Delivery' }).waitFor();
    const form = await sidewaysScroll(page);
    if (form > 0) problems.push(`checkout form: scrolls sideways by ${form}px`);
    for (const target of await smallTargets(page)) problems.push(`checkout form: ${target}`);
    // The sign-in page is where the shop's staff start, on their phones too.
    await page.goto(`${e2e.shop.url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
    if ((await sidewaysScroll(page)) > 0) problems.push('/login: scrolls sideways');
    for (const target of await smallTargets(page)) problems.push(`/login: ${target}`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens the back office menu with the menu button at 390px and goes where it is told', async () => {
    const admin = await signInPage(e2e.browser, e2e.shop.url);
    await admin.setViewportSize({ width: 390, height: 844 });
    const menuButton = admin.getByRole('button', { name: 'Open menu' });
    await menuButton.waitFor();
    // The permanent menu is hidden on a phone; the menu opens as a drawer over the page.
    const navigation = admin.getByRole('navigation', { name: 'Admin' });
    expect(await navigation.count()).toBe(0);
    expect(await sidewaysScroll(admin)).toBe(0);

    await menuButton.click();
    await navigation.getByRole('link', { name: 'Orders' }).click();
    await admin.waitForURL(`${e2e.shop.url}/orders`);
    await admin.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    // The drawer closes on the way; the grid scrolls sideways within itself, not the page.
    await navigation.waitFor({ state: 'detached' });
    await admin.getByRole('grid', { name: 'Orders' }).waitFor();
    expect(await sidewaysScroll(admin)).toBe(0);
    await admin.getByRole('button', { name: 'Columns' }).waitFor();

    await menuButton.click();
    await navigation.getByRole('link', { name: 'Dashboard' }).click();
    await admin.waitForURL(`${e2e.shop.url}/dashboard`);
    await admin.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await admin.context().close();
  });
});
