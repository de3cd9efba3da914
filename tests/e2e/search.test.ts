import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { measureScriptWeight } from '../../scripts/bench/storefront/weight';
import { shopInChromium } from './browser';

const KB = 1024;

/** With SEARCH_SCREENS set, keeps a full-page screenshot there for a person to look at. */
async function screen(page: Page, name: string) {
  const dir = process.env.SEARCH_SCREENS;
  if (!dir) return;
  await fs.mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

describe('storefront search in Chromium (demo catalogue)', () => {
  const e2e = shopInChromium();

  it('on a laptop: types with a typo, picks a suggestion with the keyboard, then Enter shows the results page, which a reload renders again', async () => {
    const page = await (
      await e2e.browser.newContext({ viewport: { width: 1366, height: 768 } })
    ).newPage();
    await page.goto(e2e.shop.url, { waitUntil: 'networkidle' });
    const field = page.getByRole('combobox', { name: 'Search perfumes' });
    await field.click();
    await field.pressSequentially('royal od', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.getByRole('option', { name: /Royal Oud Noir/ }).waitFor();
    await screen(page, 'suggestions-1366');
    await field.press('ArrowDown');
    await expect
      .poll(() => list.getByRole('option').first().getAttribute('aria-selected'))
      .toBe('true');
    await field.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Royal Oud Noir' }).waitFor();
    expect(page.url()).toMatch(/\/product\/[0-9a-f-]{36}$/);

    await field.fill('ittar');
    await field.press('Enter');
    await page.waitForURL(`${e2e.shop.url}/search?q=ittar`);
    const heading = page.getByRole('heading', { level: 1, name: 'Results for “ittar”' });
    await heading.waitFor();
    const firstCard = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    expect(await firstCard.textContent()).toBe('Attar Shamama');
    expect(await page.title()).toMatch(/^Search results for “ittar” \| /);
    await screen(page, 'results-1366');

    await page.reload({ waitUntil: 'networkidle' });
    await heading.waitFor();
    expect(await firstCard.textContent()).toBe('Attar Shamama');
    expect(await field.inputValue()).toBe('ittar');
  });

  it('renders the results on the server, with its own title; a blank query is not indexed', async () => {
    const html = await (
      await fetch(`${e2e.shop.url}/search?q=${encodeURIComponent('rosee')}`)
    ).text();
    expect(html).toMatch(/<title>Search results for “rosee” \| [^<]+<\/title>/);
    expect(html).toContain('Rose of Lahore');
    expect(html).not.toContain('name="robots" content="noindex"');
    const blank = await (await fetch(`${e2e.shop.url}/search`)).text();
    expect(blank).toContain('name="robots" content="noindex"');
    expect(blank).toContain('Search perfumes');
  });

  it('on a phone: the icon opens a full-width field; nothing found offers the categories', async () => {
    const page = await (
      await e2e.browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    await page.goto(e2e.shop.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Search', expanded: false }).click();
    const field = page.getByRole('combobox', { name: 'Search perfumes' });
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    const box = (await field.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    await field.pressSequentially('musk', { delay: 30 });
    await page.getByRole('option', { name: /White Musk Cloud/ }).waitFor();
    await screen(page, 'suggestions-390');
    await field.fill('zzqx');
    await field.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'No perfumes match “zzqx”' }).waitFor();
    const categories = page.getByRole('navigation', { name: 'Shop by category' });
    await categories.getByRole('link', { name: 'Oud & Attar' }).waitFor();
    await screen(page, 'no-results-390');
  });

  it('keeps first-load JavaScript of /search within 170 KB compressed', async () => {
    const [weight] = await measureScriptWeight(e2e.shop.url, ['/search?q=oud']);
    expect(weight!.scriptBytes).toBeLessThanOrEqual(170 * KB);
  });
});
