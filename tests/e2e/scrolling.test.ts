import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopInChromium, waitForHydration } from './browser';
import { fillCheckout } from './checkoutForm';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The element with focus: its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName ?? '',
    text: document.activeElement?.textContent ?? '',
    inMain: Boolean(document.activeElement?.closest('main')),
  }));

describe('scrolling and focus between pages, on a phone', () => {
  const e2e = shopInChromium();
  let page: Page;

  beforeAll(async () => {
    const context = await e2e.browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
  });

  it('opens a perfume from the bottom of /shop at its top, and Back returns to the place', async () => {
    await page.goto(`${e2e.shop.url}/shop`, { waitUntil: 'networkidle' });
    // The app is live (hydrated) once its scroll restoration has taken over from the browser's;
    // before that a tap is an ordinary page load, whose scrolling the browser itself restores.
    await waitForHydration(page);
    const cards = page.locator('main a[href^="/product/"]');
    await cards.first().waitFor();
    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    const listY = await scrollY(page);
    expect(listY).toBeGreaterThan(300);

    await last.click();
    await page.waitForURL(/\/product\/[0-9a-f-]{36}$/);
    await page.locator('main h1').waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    const heading = await focused(page);
    expect(heading.inMain).toBe(true);
    expect(heading.text.length).toBeGreaterThan(0);

    await page.goBack();
    await page.waitForURL(`${e2e.shop.url}/shop`);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, listY);

    await page.goForward();
    await page.waitForURL(/\/product\/[0-9a-f-]{36}$/);
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('keeps the sorted list in view, and Back returns to it sorted, at the same perfume', async () => {
    await page.goto(`${e2e.shop.url}/shop`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.scrollIntoViewIfNeeded();
    const topY = await scrollY(page);
    await sort.selectOption('price-desc');
    await page.waitForURL(`${e2e.shop.url}/shop?sort=price-desc`);
    // React draws the new order in a transition, after the address has changed: on a busy
    // machine the list is still A-Z for a moment. Scrolling a card into view then, Chrome's scroll
    // anchoring follows it to its new slot and the place measured below is a card off.
    await page.waitForFunction(() => {
      const prices = Array.from(document.querySelectorAll('main a[href^="/product/"]'), (card) =>
        Number(/Rs\.\s*([\d,]+)/.exec(card.textContent ?? '')?.[1]?.replace(/,/g, '')),
      );
      return prices.length > 1 && prices.every((price, i) => i === 0 || price <= prices[i - 1]!);
    });
    expect(await scrollY(page)).toBe(topY);

    const card = page.locator('main a[href^="/product/"]').nth(5);
    // In the middle of the screen, once the images in view are drawn, so the click does not
    // scroll it again after its place was measured.
    await card.evaluate((link) => link.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(() =>
      Array.from(document.images)
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        })
        .every((image) => image.complete),
    );
    const name = await card.locator('h2').textContent();
    const box = await card.boundingBox();
    await card.click();
    await page.waitForURL(/\/product\/[0-9a-f-]{36}$/);
    await page.goBack();
    await page.waitForURL(`${e2e.shop.url}/shop?sort=price-desc`);
    expect(await sort.inputValue()).toBe('price-desc');
    const back = page.locator('main a[href^="/product/"]').nth(5);
    expect(await back.locator('h2').textContent()).toBe(name);
    await expect
      .poll(async () => Math.round((await back.boundingBox())!.y))
      .toBe(Math.round(box!.y));
  });

  it('returns Back to the place on /shop after the perfume page was reloaded', async () => {
    await page.goto(`${e2e.shop.url}/shop`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const last = page.locator('main a[href^="/product/"]').last();
    await last.scrollIntoViewIfNeeded();
    const listY = await scrollY(page);
    expect(listY).toBeGreaterThan(300);
    await last.click();
    await page.waitForURL(/\/product\/[0-9a-f-]{36}$/);
    await page.waitForFunction(() => window.scrollY === 0);

    // A new document: what the previous one remembered must come from the tab's storage.
    await page.reload({ waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.goBack();
    await page.waitForURL(`${e2e.shop.url}/shop`);
    await page.locator('main a[href^="/product/"]').last().waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, listY);
  });

  it('opens the order page after checkout at its top, with the order number in view', async () => {
    await page.goto(`${e2e.shop.url}/shop`);
    await page.locator('main a[href^="/product/"]').first().click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(`${e2e.shop.url}/checkout`);
    await fillCheckout(page, {
      name: 'Ayesha Khan',
      email: 'scroll@example.pk',
      phone: '0300 1234567',
      province: 'Islamabad Capital Territory',
      city: 'Islamabad',
      address: 'House 3, Street 9, F-7/2',
      postalCode: '44000',
    });
    const place = page.getByRole('button', { name: 'Place Order' });
    await place.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await place.click();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const number = page.getByText(/ORD-\d{8}-[A-Z0-9]{5}/).first();
    await number.waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await number.isVisible()).toBe(true);
    const box = await number.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(740);
  });
});
