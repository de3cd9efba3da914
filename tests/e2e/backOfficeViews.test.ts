/// <reference lib="dom" />
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopWithPerfume } from './browser';
import { firstSize, placeOrder } from './orders';
import { signInPage } from './session';

/** How far an element's content reaches past its own box, sideways (0: nothing hidden). */
const hiddenSideways = (page: Page, selector: string) =>
  page.$eval(selector, (element) => element.scrollWidth - element.clientWidth);

describe('the back office keeps its place and fits a phone', () => {
  const e2e = shopWithPerfume();
  let admin: Page;
  let outDir: string;

  beforeAll(async () => {
    // SHOTS_OUT keeps the screenshots for a person to look at.
    outDir = process.env.SHOTS_OUT ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'views-e2e-')));
    await fs.mkdir(outDir, { recursive: true });
    // Twelve customers (the shop limits orders per mailbox and phone).
    for (let i = 10; i < 22; i += 1) {
      await placeOrder(e2e.shop.url, [firstSize(e2e.product)], {
        customerEmail: `customer${i}@example.pk`,
        customerPhone: `0300 11122${i}`,
      });
    }
    admin = await signInPage(e2e.browser, e2e.shop.url);
  });
  afterAll(async () => {
    if (outDir && !process.env.SHOTS_OUT) await fs.rm(outDir, { recursive: true, force: true });
  });

  it('returns to the same orders view after a reload and Back from an order', async () => {
    const grid = admin.getByRole('grid', { name: 'Orders' });
    const range = () => admin.locator('.MuiTablePagination-displayedRows').innerText();
    await admin.goto(`${e2e.shop.url}/orders`);
    await grid.waitFor();
    await admin.locator('#order-status-filter').selectOption('Pending');
    await admin.getByLabel(/rows per page/i).click();
    await admin.getByRole('option', { name: '10', exact: true }).click();
    await admin.getByRole('button', { name: 'Go to next page' }).click();
    await admin.waitForURL(/\/orders\?status=Pending&page=2&pageSize=10$/);
    await expect.poll(range).toMatch(/^11–\d+ of \d+$/);

    await admin.reload();
    await grid.waitFor();
    await expect.poll(range).toMatch(/^11–\d+ of \d+$/);
    expect(await admin.locator('#order-status-filter').inputValue()).toBe('Pending');

    await grid.getByRole('link', { name: /^ORD-/ }).first().click();
    await admin.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await admin.goBack();
    await admin.waitForURL(/\/orders\?status=Pending&page=2&pageSize=10$/);
    await expect.poll(range).toMatch(/^11–\d+ of \d+$/);
  });

  it('shows every part of a size on the perfume form at 390px, with no sideways scroller', async () => {
    await admin.goto(`${e2e.shop.url}/perfumes/update/${e2e.product._id}`);
    const variants = admin.getByRole('region', { name: 'Variants' });
    await variants.getByLabel('Stock, row 1').waitFor();
    await admin.screenshot({ path: path.join(outDir, 'variants-1366.png'), fullPage: true });

    await admin.setViewportSize({ width: 390, height: 844 });
    await variants.getByLabel('Size, row 1').waitFor();
    expect(await hiddenSideways(admin, 'html')).toBe(0);
    expect(
      await hiddenSideways(admin, '[aria-labelledby="variants-title"] .MuiTableContainer-root'),
    ).toBe(0);
    const card = (await variants.boundingBox())!;
    for (const name of ['Size, row 1', 'Price, row 1', 'Stock, row 1', 'Image, row 1']) {
      const box = (await variants.getByLabel(name).first().boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width, name).toBeLessThanOrEqual(card.x + card.width);
    }
    // Each value is named on the card, not only in a header row out of view.
    const firstCard = variants.getByRole('row').nth(1);
    for (const heading of ['Size', 'Price', 'Stock', 'Reserved', 'Available', 'Image']) {
      const labelled = firstCard.locator(`td[data-label="${heading}"]`);
      expect(await labelled.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
        `"${heading}"`,
      );
    }
    await admin.screenshot({ path: path.join(outDir, 'variants-390.png'), fullPage: true });
    await admin.setViewportSize({ width: 1366, height: 900 });
  });
});
