import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axe, type Finding } from './axe';
import { shopInChromium } from './browser';
import { fillCheckout, KARACHI_SHOPPER, placeOrderFromCheckout } from './checkoutForm';
import { signInPage } from './session';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './shop';

const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/**
 * Waits until the page has settled (no spinner or busy region) before axe looks at it, scrolled to
 * its top as a page opens: scrolled down, the sticky header covers fields above and axe counts
 * them as targets too small, whatever the page.
 */
async function settled(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[aria-busy="true"], .MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root',
      ),
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Discount codes in Chromium: the back office's grid and form, the checkout's Apply and the
 * order page, each checked by axe (WCAG 2.2 AA) at 1366 and 390 px.
 */
describe('discount codes in Chromium (axe at 1366 and 390 px)', () => {
  const e2e = shopInChromium();
  let perfumeId = '';

  beforeAll(async () => {
    const login = await fetch(`${e2e.shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const created = await fetch(`${e2e.shop.url}/api/admin/discounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        code: 'WELCOME10',
        kind: 'percent',
        value: 10,
        minOrder: 0,
        startsAt: null,
        endsAt: null,
        maxUses: 100,
        maxUsesPerPhone: 5,
        isActive: true,
      }),
    });
    expect(created.status).toBe(201);
    const list = (await (await fetch(`${e2e.shop.url}/api/products/public`)).json()) as {
      _id: string;
    }[];
    perfumeId = list[0]!._id;
  }, 300_000);

  for (const size of WIDTHS) {
    it(`the back office's grid and form at ${size.width} px`, async () => {
      const page = await signInPage(e2e.browser, e2e.shop.url);
      await page.setViewportSize(size);
      const findings: Finding[] = [];
      await page.goto(`${e2e.shop.url}/discounts`);
      await page.getByRole('heading', { name: 'Discount Codes', level: 1 }).waitFor();
      await page.getByRole('gridcell', { name: 'WELCOME10', exact: true }).waitFor();
      await settled(page);
      findings.push(...(await axe(page, `/discounts ${size.width}`)));

      await page.getByRole('button', { name: 'Add Code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Discount Code' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('A code is 3 to 30 letters, digits or dashes.').waitFor();
      // The dialog fades in: on a loaded machine axe could read its texts half transparent and
      // find their contrast too low. Wait till it is drawn in full.
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('.MuiDialog-container')).every(
          (element) => getComputedStyle(element).opacity === '1',
        ),
      );
      findings.push(...(await axe(page, `/discounts dialog ${size.width}`)));
      await page.context().close();
      expect(findings).toEqual([]);
    }, 120_000);

    it(`the checkout's Discount code and the order page at ${size.width} px`, async () => {
      const page = await (await e2e.browser.newContext({ viewport: size })).newPage();
      const findings: Finding[] = [];
      await page.goto(`${e2e.shop.url}/product/${perfumeId}`);
      await page.getByRole('button', { name: /Add to Cart/i }).click();
      // A tap before the scripts have run is completed once they have: wait for it before
      // leaving the page (a new document would not carry the queued tap).
      await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
      await page.goto(`${e2e.shop.url}/cart`);
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await page.getByRole('button', { name: 'Place Order' }).waitFor();
      await fillCheckout(page, KARACHI_SHOPPER);

      await page.getByLabel('Discount code').fill('NOT-A-CODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('This discount code is not valid.').waitFor();
      await settled(page);
      findings.push(...(await axe(page, `/checkout refused code ${size.width}`)));

      await page.getByLabel('Discount code').fill('welcome10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText(/Code WELCOME10 applied/).waitFor();
      const summary = page.getByRole('table', { name: 'Items in your order' });
      await summary.getByText('Discount (WELCOME10)').waitFor();
      await settled(page);
      findings.push(...(await axe(page, `/checkout applied code ${size.width}`)));
      // Nothing needs a sideways swipe.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      await placeOrderFromCheckout(page);
      await page.getByText('Discount (WELCOME10)').first().waitFor();
      await settled(page);
      findings.push(...(await axe(page, `/order with a discount ${size.width}`)));
      await page.context().close();
      expect(findings).toEqual([]);
    }, 120_000);
  }
});
