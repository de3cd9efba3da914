import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { measureScriptWeight } from '../../scripts/bench/storefront/weight';
import { axe, type Finding } from './axe';
import { shopWithPerfume, waitForHydration } from './browser';

const KB = 1024;

/** Urdu's letters: a page in Urdu has them, an English one none beyond the shop's own data. */
const URDU = /[\u0600-\u06FF]/;

/** Errors and warnings the page printed (a hydration mismatch among them), and uncaught errors. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

describe('the storefront in Urdu (/ur)', () => {
  const e2e = shopWithPerfume();
  const urduPages = () => [
    '/ur',
    '/ur/shop',
    `/ur/product/${e2e.product._id}`,
    `/ur/category/${e2e.product.category._id}`,
    '/ur/search?q=oud',
    '/ur/cart',
    '/ur/checkout',
    '/ur/track-order',
    '/ur/customer/reviews',
    '/ur/contact',
    '/ur/no-such-page',
  ];

  it('renders every page on the server right to left, in Urdu, with its alternates in both languages', async () => {
    for (const path of urduPages()) {
      const html = await (await fetch(`${e2e.shop.url}${path}`)).text();
      expect(html, path).toMatch(/^<!doctype html>\s*<html lang="ur" dir="rtl">/i);
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, path).toMatch(URDU);
      // Where scripts do not run, the line saying so is in Urdu too (and only one).
      expect(html.match(/<noscript>[^<]*<\/noscript>/g), path).toEqual([
        expect.stringMatching(/^<noscript>[^<]*جاوا اسکرپٹ[^<]*<\/noscript>$/),
      ]);
    }
    const english = await (await fetch(`${e2e.shop.url}/shop`)).text();
    expect(english).toMatch(/<html lang="en" dir="ltr">/);
    expect(english).toMatch(/<noscript>Please enable JavaScript to shop at [^<]+\.<\/noscript>/);
    const shop = await (await fetch(`${e2e.shop.url}/ur/shop`)).text();
    const link = (rel: string, extra = '') =>
      new RegExp(
        `<link rel="${rel}"${extra} href="http://(localhost|127\\.0\\.0\\.1):\\d+([^"]*)"`,
      );
    expect(link('canonical').exec(shop)?.[2]).toBe('/ur/shop');
    expect(link('alternate', ' hreflang="en"').exec(shop)?.[2]).toBe('/shop');
    expect(link('alternate', ' hreflang="ur"').exec(shop)?.[2]).toBe('/ur/shop');
    expect(link('alternate', ' hreflang="x-default"').exec(shop)?.[2]).toBe('/shop');
    expect(link('alternate', ' hreflang="ur"').exec(english)?.[2]).toBe('/ur/shop');
    expect(shop).toContain('<meta property="og:locale" content="ur_PK" />');
    // The sitemap lists each page in both languages.
    const sitemap = await (await fetch(`${e2e.shop.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/ur/product/${e2e.product._id}</loc>`);
    expect(sitemap).toContain(`/product/${e2e.product._id}</loc>`);
    expect(sitemap).toContain('hreflang="ur"');
  });

  it('hydrates without a mismatch, never scrolls sideways at 360 px, and axe finds nothing', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const findings: Finding[] = [];
    for (const path of urduPages()) {
      await page.goto(`${e2e.shop.url}${path}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.waitForFunction(
        () =>
          !document.querySelector(
            '[aria-busy="true"], .MuiSkeleton-root, .MuiCircularProgress-root',
          ),
      );
      findings.push(...(await axe(page, path)));
      expect(await page.evaluate(() => document.documentElement.dir), path).toBe('rtl');
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, path).toBeLessThanOrEqual(0);
    }
    // The not-found page answers 404, which the console reports as a failed load: nothing else.
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    expect(findings).toEqual([]);
    await context.close();
  });

  it('switches language on the same page and remembers the choice for the next visit', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${e2e.shop.url}/shop`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'اردو' }).first().click();
    await page.waitForURL(/\/ur\/shop$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ur');
    // The shop's address opens in Urdu now; a shared English link still opens in English.
    await page.goto(`${e2e.shop.url}/`);
    expect(new URL(page.url()).pathname).toBe('/ur');
    await page.goto(`${e2e.shop.url}/shop`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto(`${e2e.shop.url}/ur/shop`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'English' }).first().click();
    await page.waitForURL(/\/shop$/);
    expect(new URL(page.url()).pathname).toBe('/shop');
    await page.goto(`${e2e.shop.url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('takes a shopper from a shared product link to a placed order, answered in Urdu', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await page.goto(`${e2e.shop.url}/ur/product/${e2e.product._id}`, {
      waitUntil: 'networkidle',
    });
    // Buy Now takes the perfume straight to the checkout, in Urdu.
    await page.locator('[data-early="buy"]').click();
    await page.waitForURL(/\/ur\/checkout$/);
    await page.locator('#customerName').fill('عائشہ خان');
    await page.locator('#customerEmail').fill('ayesha@example.pk');
    await page.locator('#customerPhone').fill('0300 1234567');
    await page.locator('#customerProvince').click();
    await page.locator('[role="option"][data-value="Punjab"]').click();
    await page.locator('#customerCity').fill('ملتان');
    await page.locator('#customerAddress').fill('مکان 12، گلی 4، گلگشت کالونی');
    await page.locator('#postalcode').fill('60000');
    await page.locator('form button[type="submit"]').last().click();
    await page.waitForURL(/\/ur\/order\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const orderId = page.url().split('/').pop()!;
    await expect.poll(() => page.locator('main').innerText()).toMatch(URDU);
    const order = (await (await fetch(`${e2e.shop.url}/api/orders/${orderId}`)).json()) as {
      language?: string;
      customerCity: string;
    };
    expect(order.language).toBe('ur');
    expect(order.customerCity).toBe('ملتان');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps first-load JavaScript within the storefront budget on the Urdu pages', async () => {
    const weights = await measureScriptWeight(e2e.shop.url, [
      '/ur',
      '/ur/shop',
      `/ur/product/${e2e.product._id}`,
    ]);
    for (const weight of weights) {
      expect(weight.scriptBytes, weight.path).toBeLessThanOrEqual(163 * KB);
      // An Urdu page carries no English catalogue.
      expect(
        weight.scripts.some((s) => /\/en-[\w-]{8}\.js/.test(s.url)),
        weight.path,
      ).toBe(false);
    }
  });
});
