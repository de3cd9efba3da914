import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  filterCatalogue,
  parseCatalogueFilters,
  CATALOGUE_PAGE_SIZE,
} from '@shop/domain/catalogueFilters';
import { axe } from './axe';
import { shopInChromium, waitForHydration } from './browser';

interface Listed {
  _id: string;
  name: string;
  category: { _id: string; name: string };
  variants: { size: string; price: number; stock: number }[];
}

/** The names /shop lists for a query string, by the shop's own rule. */
const expectedNames = (all: Listed[], query: string) =>
  filterCatalogue(all, parseCatalogueFilters(new URLSearchParams(query))).items.map((p) => p.name);

const cardNames = (page: Page) => page.locator('main h2').allTextContents();

describe('filters that stay in the address, in Chromium (demo catalogue)', () => {
  const e2e = shopInChromium();
  let all: Listed[];

  beforeAll(async () => {
    all = (await (await fetch(`${e2e.shop.url}/api/products/public`)).json()) as Listed[];
  });

  it('the server renders the filtered list: a fetched /shop?… holds those perfumes only', async () => {
    const query = '?size=50ml&inStock=1&sort=price-desc';
    const html = await (await fetch(`${e2e.shop.url}/shop${query}`)).text();
    const names = expectedNames(all, query);
    expect(names.length).toBeGreaterThan(1);
    expect(names.length).toBeLessThan(all.length);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const rendered = [...main.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(rendered).toEqual(names);
    const total = filterCatalogue(all, parseCatalogueFilters(new URLSearchParams(query))).total;
    expect(html).toContain(`${total} perfumes`);
  });

  it('on a phone: the sheet shows "Show N perfumes"; Back from a perfume and reload show the same list', async () => {
    const context = await e2e.browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${e2e.shop.url}/shop`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    await sheet.getByRole('combobox', { name: 'Size' }).selectOption('50ml');
    await sheet.getByRole('checkbox', { name: 'In stock only' }).check();
    const query = '?size=50ml&inStock=1';
    const count = filterCatalogue(all, parseCatalogueFilters(new URLSearchParams(query))).total;
    const show = sheet.getByRole('button', { name: `Show ${count} perfumes` });
    await show.waitFor();
    expect(await axe(page, '/shop (filter sheet)')).toEqual([]);
    await show.click();
    await page.waitForURL(`${e2e.shop.url}/shop${query}`);
    await sheet.waitFor({ state: 'hidden' });
    expect(await cardNames(page)).toEqual(expectedNames(all, query));

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    const sorted = `${query}&sort=price-asc`;
    await page.waitForURL(`${e2e.shop.url}/shop${sorted}`);
    const names = expectedNames(all, sorted);
    await expect.poll(() => cardNames(page)).toEqual(names);

    await page.locator('main a[href^="/product/"]').first().click();
    await page.getByRole('heading', { level: 1, name: names[0] }).waitFor();
    await page.goBack();
    await page.waitForURL(`${e2e.shop.url}/shop${sorted}`);
    await expect.poll(() => cardNames(page)).toEqual(names);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await cardNames(page)).toEqual(names);
    await expect(page.getByRole('button', { name: 'Filters (2)' }).isVisible()).resolves.toBe(true);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await context.close();
  });

  it('on a laptop: choices in the row above the list, one address entry each; Back and reload', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${e2e.shop.url}/shop`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const filters = page.getByRole('group', { name: 'Filters' });
    const category = all[0]!.category;
    await filters.getByRole('combobox', { name: 'Category' }).selectOption(category._id);
    await page.waitForURL(`${e2e.shop.url}/shop?category=${category._id}`);
    const max = filters.getByRole('spinbutton', { name: 'Max price (Rs.)' });
    await max.fill('5000');
    await max.press('Enter');
    const query = `?category=${category._id}&maxPrice=5000`;
    await page.waitForURL(`${e2e.shop.url}/shop${query}`);
    await expect.poll(() => cardNames(page)).toEqual(expectedNames(all, query));
    expect(await axe(page, '/shop (filters)')).toEqual([]);

    await page.goBack();
    await page.waitForURL(`${e2e.shop.url}/shop?category=${category._id}`);
    await expect
      .poll(() => cardNames(page))
      .toEqual(expectedNames(all, `?category=${category._id}`));
    // The list can be the same with and without the price (every perfume of the category under it),
    // so the box is read until the address's change has reached it, not once.
    await expect.poll(() => max.inputValue()).toBe('');
    await page.goForward();
    await page.reload({ waitUntil: 'networkidle' });
    expect(await cardNames(page)).toEqual(expectedNames(all, query));
    await expect(max.inputValue()).resolves.toBe('5000');
    await context.close();
  });

  it('answers an address it cannot read in full with the list it can: a page past the end, a bad price', async () => {
    // The demo shop has one page of perfumes (paging itself: tests/web/catalogueFilters.test.tsx).
    expect(all.length).toBeLessThanOrEqual(CATALOGUE_PAGE_SIZE);
    const html = await (await fetch(`${e2e.shop.url}/shop?page=2&maxPrice=lots&colour=red`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect([...main.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual(
      expectedNames(all, ''),
    );
  });
});
