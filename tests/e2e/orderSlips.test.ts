import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalPhone } from '@shop/domain/phone';
import { formatRs } from '@shop/domain/money';
import { shopInChromium } from './browser';
import { signInPage } from './session';

interface PublicPerfume {
  _id: string;
  name: string;
  variants: { size: string; price: number }[];
}

interface PlacedOrder {
  _id: string;
  orderNumber: string;
  totalAmount: number;
}

/** The pages of a PDF and each page's size in points, read from its page objects. */
function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/Type\s*\/Page\b(?!s)[^]*?\/MediaBox\s*\[\s*([\d.\s-]+)\]/g)].map(
    ([, box]) => {
      const [x0, y0, x1, y1] = box!.trim().split(/\s+/).map(Number);
      return { width: x1! - x0!, height: y1! - y0! };
    },
  );
}

/** The text of the Code 128 barcode in a picture, read as a scanner would (ZXing). */
async function readBarcode(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png)
    .removeAlpha()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]]]);
  return new MultiFormatReader()
    .decode(new BinaryBitmap(new HybridBinarizer(pixels)), hints)
    .getText();
}

/**
 * Waits until the page's print size is `size` (the @page rule of the layout chosen) and its fonts
 * have loaded. A layout button's click changes the address at once, but the page's @page rule
 * comes with React's render of the new layout, later on a loaded machine: a PDF taken in between
 * printed the labels at A4 (306.96 pt too wide).
 */
async function printSizeApplied(page: Page, size: string) {
  await page.waitForFunction((wanted) => {
    const pageRules = Array.from(document.styleSheets).flatMap((sheet) => {
      try {
        return Array.from(sheet.cssRules).filter((rule) => rule instanceof CSSPageRule);
      } catch {
        return [];
      }
    });
    return (
      pageRules.length > 0 &&
      pageRules.every((rule) => rule.style.getPropertyValue('size') === wanted.toLowerCase())
    );
  }, size);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** A page size in points, give or take Chromium's rounding to whole CSS pixels. */
function expectSize(page: { width: number; height: number }, width: number, height: number) {
  expect(Math.abs(page.width - width)).toBeLessThan(1.5);
  expect(Math.abs(page.height - height)).toBeLessThan(1.5);
}

const customers = [
  {
    customerName: 'Ayesha Khan',
    customerPhone: '0300-1234567',
    customerProvince: 'Sindh',
    customerCity: 'Karachi',
    customerAddress: 'House 12, Street 4, DHA Phase 6',
    postalcode: '75500',
  },
  {
    customerName: 'Muhammad Bilal Siddiqui Qureshi',
    customerPhone: '+923211234567',
    customerProvince: 'KPK',
    customerCity: 'Peshawar',
    customerAddress:
      'Flat 7-B, Third Floor, Al-Rehman Heights, Opposite Government Girls High School, ' +
      'Near Hayatabad Medical Complex, Phase 4, University Town',
    postalcode: '25000',
  },
  {
    customerName: 'Sana Malik',
    customerPhone: '0333-7654321',
    customerProvince: 'Punjab',
    customerCity: 'Lahore',
    customerAddress: '45-C Gulberg III',
    postalcode: '54660',
  },
];

describe('packing slips in Chromium', () => {
  const e2e = shopInChromium();
  let admin: Page;
  let outDir: string;
  const orders: PlacedOrder[] = [];

  beforeAll(async () => {
    // SLIPS_OUT keeps the PDFs and screenshots for a person to look at.
    outDir = process.env.SLIPS_OUT ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'slips-e2e-')));
    await fs.mkdir(outDir, { recursive: true });

    const products = (await (
      await fetch(`${e2e.shop.url}/api/products/public`)
    ).json()) as PublicPerfume[];
    const lines = products
      .flatMap((p) => p.variants.map((v) => ({ productId: p._id, variantSize: v.size })))
      .slice(0, 6);
    const picks = [lines.slice(0, 2), lines.slice(2, 3), lines];
    for (const [i, customer] of customers.entries()) {
      const response = await fetch(`${e2e.shop.url}/api/orders/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...customer,
          customerEmail: `customer${i}@example.pk`,
          paymentMethod: 'COD',
          products: picks[i]!.map((line, n) => ({ ...line, quantity: n === 0 ? 2 : 1 })),
        }),
      });
      expect(response.status).toBe(201);
      orders.push(((await response.json()) as { order: PlacedOrder }).order);
    }
    admin = await signInPage(e2e.browser, e2e.shop.url);
    // The first order is shipped: its label carries the courier and tracking number.
    const token = await admin.evaluate(() => localStorage.getItem('token'));
    for (const step of [
      { status: 'Confirmed', confirmedBy: 'WhatsApp' },
      { status: 'Shipped', courier: 'Leopards', trackingNumber: 'LP-20250601' },
    ]) {
      const moved = await fetch(`${e2e.shop.url}/api/orders/${orders[0]!._id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(step),
      });
      expect(moved.status).toBe(200);
    }
  });

  /** Prints the slips as a PDF kept as `file`: one page of `width` by `height` points an order. */
  async function expectPrinted(file: string, width: number, height: number) {
    const pdf = await admin.pdf({ path: path.join(outDir, file), preferCSSPageSize: true });
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(3);
    for (const page of pages) expectSize(page, width, height);
  }

  afterAll(async () => {
    if (outDir && !process.env.SLIPS_OUT) await fs.rm(outDir, { recursive: true, force: true });
  });

  it('prints the orders ticked in the grid, one A4 page and one 4x6 label each', async () => {
    await admin.goto(`${e2e.shop.url}/orders`);
    for (const order of orders) {
      const row = admin.getByRole('row').filter({ hasText: order.orderNumber });
      await row.getByRole('checkbox').check();
    }
    await admin.getByRole('link', { name: 'Print slips (3)' }).click();
    await admin.waitForURL(
      `${e2e.shop.url}/orders/print?ids=${orders.map((o) => o._id).join(',')}`,
    );
    await admin.getByRole('status').filter({ hasText: '3 slips ready to print' }).waitFor();

    for (const [i, order] of orders.entries()) {
      const slip = admin.getByRole('article', { name: `Order ${order.orderNumber}` });
      const text = (await slip.innerText()).replaceAll('\u00a0', ' ');
      expect(text).toContain(customers[i]!.customerName);
      expect(text).toContain(`Phone: ${nationalPhone(customers[i]!.customerPhone)}`);
      expect(text).toContain(customers[i]!.customerAddress);
      expect(text).toContain(`COD amount to collect: ${formatRs(order.totalAmount)}`);
      expect(text).toContain('Mehak Perfumes');
      await slip.getByRole('img', { name: `Barcode of order ${order.orderNumber}` }).waitFor();
    }
    await admin.screenshot({ path: path.join(outDir, 'screen-a4-1366.png'), fullPage: true });

    // Printed, the page is the slips alone.
    await admin.emulateMedia({ media: 'print' });
    expect(await admin.locator('.MuiDrawer-paper').last().isVisible()).toBe(false);
    expect(await admin.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await admin.emulateMedia({ media: null });

    await admin.getByRole('button', { name: 'A4 invoice', pressed: true }).waitFor();
    await printSizeApplied(admin, 'A4');
    await expectPrinted('slips-a4.pdf', 595.3, 841.9);

    await admin.getByRole('button', { name: '4×6 label' }).click();
    await admin.waitForURL(/layout=label$/);
    // The articles are there in either layout: wait for the label's own parts and its print size.
    await admin.getByRole('button', { name: '4×6 label', pressed: true }).waitFor();
    await expect
      .poll(() => admin.getByRole('region', { name: 'Ship to' }).count())
      .toBe(orders.length);
    await printSizeApplied(admin, '4in 6in');
    const shipment = admin
      .getByRole('article', { name: `Order ${orders[0]!.orderNumber}` })
      .getByRole('region', { name: 'Shipment' });
    expect((await shipment.innerText()).replaceAll('\u00a0', ' ')).toBe(
      'Courier: Leopards · Tracking no: LP-20250601',
    );
    // The orders not yet shipped have no courier on their labels.
    expect(await admin.getByRole('region', { name: 'Shipment' }).count()).toBe(1);
    await expectPrinted('slips-label.pdf', 288, 432);
    await admin.screenshot({ path: path.join(outDir, 'screen-label-1366.png'), fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: path.join(outDir, 'screen-label-390.png'), fullPage: true });
    await admin.getByRole('button', { name: 'A4 invoice' }).click();
    await admin.waitForURL(/layout=a4$/);
    await admin.screenshot({ path: path.join(outDir, 'screen-a4-390.png'), fullPage: true });
  });

  it('draws barcodes that a scanner reads at their printed size', async () => {
    // Three device pixels per CSS pixel: about 290 dpi, as a label or office printer prints.
    const context = await e2e.browser.newContext({
      storageState: await admin.context().storageState(),
      deviceScaleFactor: 3,
      viewport: { width: 1000, height: 900 },
    });
    const page = await context.newPage();
    await page.emulateMedia({ media: 'print' });
    const ids = orders.map((o) => o._id).join(',');
    for (const layout of ['a4', 'label']) {
      await page.goto(`${e2e.shop.url}/orders/print?ids=${ids}&layout=${layout}`);
      for (const order of orders) {
        const barcode = page.getByRole('img', { name: `Barcode of order ${order.orderNumber}` });
        expect(await readBarcode(await barcode.screenshot())).toBe(order.orderNumber);
      }
    }
    await context.close();
  });
});
