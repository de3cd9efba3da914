/// <reference lib="dom" />
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCheckout, placeOrderFromCheckout } from './checkoutForm';
import { shopInChromium } from './browser';
import { signInPage } from './session';

interface PublicPerfume {
  _id: string;
  name: string;
  variants: { size: string }[];
}

const SHOP_WHATSAPP_DIGITS = '923217654321';
const CUSTOMER = { phone: '0300-1112223', email: 'bilal@example.pk', name: 'Bilal Ahmed' };
const TRACKING = 'TCS-778899001';

/**
 * Cash-on-delivery confirmation end to end: the shop's configured WhatsApp on the order page,
 * the staff's WhatsApp message and the customer's history (two earlier orders, one returned and
 * one cancelled), Confirmed with a note, Shipped with a courier and tracking number, Delivered,
 * and the courier's link on /track-order.
 */
describe('confirming, shipping and tracking a COD order in Chromium', () => {
  const e2e = shopInChromium({
    SHOP_WHATSAPP: '0321-7654321',
    SHOP_PHONE: '042-35761234',
    SHOP_NAME: 'Khushbu House',
  });
  let token = '';
  let orderId = '';
  let orderNumber = '';
  let outDir: string;

  const api = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${e2e.shop.url}${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${url}: ${await response.clone().text()}`).toBeLessThan(300);
    return (await response.json()) as { order: { _id: string; orderNumber: string } };
  };

  const screenshot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    // COD_SCREENS keeps the screenshots for a person to look at.
    outDir = process.env.COD_SCREENS ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'cod-e2e-')));
    await fs.mkdir(outDir, { recursive: true });
    const login = await fetch(`${e2e.shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@shop.test', password: 'owner-password-1' }),
    });
    token = ((await login.json()) as { accessToken: string }).accessToken;

    // Two earlier orders with the same number in other spellings: one refused at the door
    // (Returned), one cancelled and placed with another e-mail address.
    const [product] = (await (
      await fetch(`${e2e.shop.url}/api/products/public`)
    ).json()) as PublicPerfume[];
    const earlier = (phone: string, email: string) =>
      api('POST', '/api/orders/', {
        customerName: CUSTOMER.name,
        customerEmail: email,
        customerPhone: phone,
        customerProvince: 'Sindh',
        customerCity: 'Karachi',
        customerAddress: 'Flat 3, Block 7, Clifton',
        postalcode: '75600',
        paymentMethod: 'COD',
        products: [
          { productId: product!._id, variantSize: product!.variants[0]!.size, quantity: 1 },
        ],
      });
    const refused = (await earlier('+923001112223', CUSTOMER.email)).order;
    await api('PUT', `/api/orders/${refused._id}`, { status: 'Confirmed', confirmedBy: 'Call' });
    await api('PUT', `/api/orders/${refused._id}`, {
      status: 'Shipped',
      courier: 'Leopards',
      trackingNumber: 'LP-5550001',
    });
    await api('PUT', `/api/orders/${refused._id}`, { status: 'Returned' });
    const cancelled = (await earlier('03001112223', 'bilal.other@example.pk')).order;
    await api('PUT', `/api/orders/${cancelled._id}`, { status: 'Cancelled' });
  });

  afterAll(async () => {
    if (outDir && !process.env.COD_SCREENS) await fs.rm(outDir, { recursive: true, force: true });
  });

  it("serves the configured contact details in the storefront's HTML", async () => {
    for (const page of ['/', '/contact']) {
      const html = await (await fetch(`${e2e.shop.url}${page}`)).text();
      expect(html, page).toContain('042-35761234');
      expect(html, page).toContain(`https://wa.me/${SHOP_WHATSAPP_DIGITS}`);
      expect(html, page).toContain('<meta property="og:site_name" content="Khushbu House" />');
      expect(html, page).not.toContain('Mehak');
    }
    // Titles and descriptions name the configured shop, in the HTML and after navigating.
    const shopPage = await (await fetch(`${e2e.shop.url}/shop`)).text();
    expect(shopPage).toContain('<title>Shop all perfumes | Khushbu House</title>');
    expect(shopPage).toContain(
      '<meta name="description" content="Khushbu House: luxury perfumes and attars with cash on delivery across Pakistan." />',
    );
    // The page shell the back office is drawn into names it too.
    const shell = await (await fetch(`${e2e.shop.url}/login`)).text();
    expect(shell).toContain('<title>Khushbu House</title>');
    expect(shell).not.toContain('Mehak');
    // Structured data names the configured shop, with its contact details on the home page.
    const home = await (await fetch(`${e2e.shop.url}/`)).text();
    const store = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home)![1]!,
    );
    expect(store).toMatchObject({
      '@type': 'Store',
      name: 'Khushbu House',
      telephone: '042-35761234',
      url: expect.stringMatching(/^http:\/\/localhost:\d+\/$/),
    });
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await context.newPage();
    await visitor.goto(`${e2e.shop.url}/contact`);
    await visitor
      .getByRole('link', { name: /0321-7654321/ })
      .first()
      .waitFor();
    await screenshot(visitor, 'contact-390');
    await visitor.getByRole('link', { name: 'Khushbu House', exact: true }).first().click();
    await visitor.waitForFunction(() => document.title.startsWith('Khushbu House: luxury'));
    await context.close();
  });

  it("places an order and offers to confirm it on the shop's WhatsApp", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const customer = await context.newPage();
    await customer.goto(`${e2e.shop.url}/shop`);
    await customer
      .getByRole('link', { name: /Rose of Lahore/ })
      .first()
      .click();
    await customer.waitForURL(/\/product\//);
    await customer.getByRole('button', { name: 'Buy Now' }).click();
    await customer.waitForURL(`${e2e.shop.url}/checkout`);
    await fillCheckout(customer, {
      ...CUSTOMER,
      province: 'Sindh',
      city: 'Karachi',
      address: 'Flat 3, Block 7, Clifton',
      postalCode: '75600',
    });
    ({ orderId, orderNumber } = await placeOrderFromCheckout(customer));

    const confirm = customer.getByRole('link', { name: /Confirm on WhatsApp/ });
    const href = (await confirm.getAttribute('href'))!;
    expect(href.startsWith(`https://wa.me/${SHOP_WHATSAPP_DIGITS}?text=`)).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1]!)).toContain(orderNumber);
    expect(await confirm.ariaSnapshot()).toContain(
      'link "Confirm on WhatsApp (opens in a new tab)"',
    );
    expect(await confirm.getAttribute('target')).toBe('_blank');
    expect(await confirm.getAttribute('rel')).toMatch(/\bnoopener\b/);
    await customer.getByText('confirming now speeds up your delivery').waitFor();
    await screenshot(customer, 'order-page-390');
    await context.close();
  });

  it("shows staff the WhatsApp message and the customer's returned and cancelled orders", async () => {
    const admin = await signInPage(e2e.browser, e2e.shop.url);
    await admin.goto(`${e2e.shop.url}/orders/${orderId}`);
    const chat = admin.getByRole('link', { name: /Message on WhatsApp/ });
    // The text names the configured shop once its details have loaded (the default until then).
    await expect
      .poll(async () => decodeURIComponent((await chat.getAttribute('href')) ?? ''))
      .toContain('Khushbu House');
    const href = (await chat.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/923001112223?text=')).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1]!);
    expect(text).toContain(orderNumber);
    expect(text).toContain(CUSTOMER.name);
    expect(text).toContain('Khushbu House');
    await admin.getByRole('link', { name: 'Call +92 300 1112223' }).waitFor();

    const history = admin.getByRole('region', { name: 'Customer history' });
    await history.getByText('Caution: returned or cancelled orders before').waitFor();
    await history
      .getByText('This customer has 1 returned (refused) order and 1 cancelled order.')
      .waitFor();
    const figures = await history
      .getByRole('table', { name: 'Other orders by phone and e-mail' })
      .getByRole('row')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('th, td'), (c) => c.textContent)),
      );
    expect(figures).toEqual([
      ['Other orders', 'Same phone', 'Same e-mail'],
      ['Orders placed', '2', '1'],
      ['Delivered', '0', '0'],
      ['Returned (refused)', '1', '1'],
      ['Cancelled', '1', '0'],
      ['In progress', '0', '0'],
      ['Delivered value', '0 PKR', '0 PKR'],
    ]);
    const others = history.getByRole('region', { name: 'Latest other orders' }).getByRole('link');
    expect(await others.count()).toBe(2);
    expect(await others.first().getAttribute('href')).toMatch(/^\/orders\/[0-9a-f-]{36}$/);
    await screenshot(admin, 'admin-order-pending-1366');
    await admin.setViewportSize({ width: 390, height: 844 });
    await screenshot(admin, 'admin-order-pending-390');
    await admin.context().close();
  });

  it('is confirmed on WhatsApp, refused as Shipped without a courier, then shipped and delivered', async () => {
    const admin = await signInPage(e2e.browser, e2e.shop.url);
    await admin.goto(`${e2e.shop.url}/orders/${orderId}`);
    const statusHistory = admin.getByRole('region', { name: 'Status History' });
    const select = admin.locator('#order-status-select');
    const updated = async (status: string) => {
      await admin.getByText('Order status updated').first().waitFor();
      await statusHistory.getByText(status, { exact: true }).first().waitFor();
      await admin.getByRole('button', { name: 'Close' }).first().click();
    };

    await select.selectOption('Confirmed');
    await admin.getByRole('radio', { name: 'WhatsApp' }).check();
    await admin.getByRole('button', { name: 'Update' }).click();
    await updated('Confirmed');

    await select.selectOption('Shipped');
    await admin.getByRole('button', { name: 'Update' }).click();
    await admin.getByText('Choose the courier the order was handed to.').waitFor();
    await admin.getByText('Enter the tracking number the courier gave you.').waitFor();
    expect(await admin.evaluate(() => document.activeElement?.id)).toBe('courier');
    expect(await statusHistory.getByText('Shipped', { exact: true }).count()).toBe(0);
    await screenshot(admin, 'admin-order-ship-refused-1366');
    await admin.setViewportSize({ width: 390, height: 844 });
    await screenshot(admin, 'admin-order-ship-refused-390');
    await admin.setViewportSize({ width: 1366, height: 900 });
    await admin.getByLabel(/^Courier/).selectOption('TCS');
    await admin.getByLabel(/^Tracking number/).fill(TRACKING);
    await admin.getByRole('button', { name: 'Update' }).click();
    await updated('Shipped');
    const shipment = admin.getByRole('region', { name: 'Shipment' });
    expect(await shipment.getByRole('link', { name: /Track with TCS/ }).getAttribute('href')).toBe(
      `https://www.tcsexpress.com/track/${TRACKING}`,
    );

    await select.selectOption('Delivered');
    await admin.getByRole('button', { name: 'Update' }).click();
    await updated('Delivered');

    const rows = await statusHistory
      .getByRole('row')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('th, td'), (c) => c.textContent!.trim())),
      );
    expect(rows.map((row) => [row[0], row[2], row[3]])).toEqual([
      ['Status', 'By', 'Note'],
      ['Pending', '-', '-'],
      ['Confirmed', 'Super Admin', 'Confirmed on WhatsApp'],
      ['Shipped', 'Super Admin', `TCS ${TRACKING}`],
      ['Delivered', 'Super Admin', '-'],
    ]);
    for (const row of rows.slice(1)) expect(row[1]).toMatch(/\d{4}, \d{2}:\d{2}$/);
    expect(await admin.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
    await screenshot(admin, 'admin-order-delivered-1366');
    await admin.setViewportSize({ width: 390, height: 844 });
    await screenshot(admin, 'admin-order-delivered-390');
    await admin.context().close();
  });

  it('shows the courier and its tracking link on /track-order', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const customer = await context.newPage();
    await customer.goto(`${e2e.shop.url}/track-order`);
    await customer.getByLabel('Order Number').fill(orderNumber);
    await customer.getByRole('button', { name: 'Track Order' }).click();
    const result = customer.getByRole('region', { name: `Order ${orderNumber}` });
    await result.getByText('TCS', { exact: true }).waitFor();
    await result.getByText(TRACKING, { exact: true }).waitFor();
    const link = result.getByRole('link', { name: /Track with TCS/ });
    expect(await link.getAttribute('href')).toBe(`https://www.tcsexpress.com/track/${TRACKING}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    await screenshot(customer, 'track-order-390');
    await context.close();
  });
});
