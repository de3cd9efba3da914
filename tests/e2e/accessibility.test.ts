/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopInChromium } from './browser';
import { fillCheckout, KARACHI_SHOPPER, placeOrderFromCheckout } from './checkoutForm';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './shop';
import { signInPage } from './session';
import { axe, type Finding } from './axe';

const CLERK = { name: 'Sadia Clerk', email: 'sadia@shop.test', password: 'sadia-pass-1' };

/** Opens a route and waits until its content (not a loading state) is on screen. */
async function visit(page: Page, url: string | null, ready: (page: Page) => Promise<unknown>) {
  if (url) await page.goto(url);
  await ready(page);
  // Scripts start after the page has loaded; axe checks the hydrated, settled page.
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[aria-busy="true"], .MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root',
      ),
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name }).first().waitFor();
const pageHeading = (page: Page) => page.locator('h1').first().waitFor();

describe('accessibility (axe-core, WCAG 2.2 AA) in Chromium', () => {
  const e2e = shopInChromium();
  let token = '';
  let perfumeId = '';
  let categoryId = '';
  let orderId = '';
  let orderNumber = '';
  let clerkId = '';
  let placedOrderId = '';
  const findings: Finding[] = [];

  const api = async (path: string, method = 'GET', body?: unknown) => {
    const response = await fetch(`${e2e.shop.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };

  beforeAll(async () => {
    const login = await fetch(`${e2e.shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    token = ((await login.json()) as { accessToken: string }).accessToken;
    const list = (await api('/products/public')) as { _id: string; variants: { size: string }[] }[];
    perfumeId = list[0]!._id;
    categoryId = ((await api('/category/active')) as { _id: string }[])[0]!._id;
    // Orders in every status, so the grids and chips show each one.
    const statuses: string[][] = [
      [],
      ['Confirmed'],
      ['Confirmed', 'Shipped'],
      ['Confirmed', 'Shipped', 'Delivered'],
      ['Cancelled'],
      ['Confirmed', 'Shipped', 'Returned'],
    ];
    for (const [index, path] of statuses.entries()) {
      const placed = (await api('/orders', 'POST', {
        customerName: `Customer ${index + 1}`,
        customerEmail: `customer${index + 1}@example.pk`,
        customerPhone: '0300 1234567',
        customerProvince: 'Punjab',
        customerCity: 'Lahore',
        customerAddress: `House ${index + 1}, Street 5, Gulberg`,
        postalcode: '54000',
        products: [
          {
            productId: list[index % list.length]!._id,
            variantSize: list[index % list.length]!.variants[0]!.size,
            quantity: 1,
          },
        ],
      })) as { order: { _id: string } };
      placedOrderId ||= placed.order._id;
      for (const status of path) {
        await api(`/orders/${placed.order._id}`, 'PUT', {
          status,
          ...(status === 'Shipped' ? { courier: 'TCS', trackingNumber: `TCS${index}1234` } : {}),
          ...(status === 'Confirmed' ? { confirmedBy: 'WhatsApp' } : {}),
        });
      }
    }
    await api('/reviews', 'POST', {
      name: 'Hira',
      city: 'Multan',
      phone: '03001234567',
      review: 'Lovely scent, waiting for approval.',
    });
    await api('/contacts', 'POST', {
      name: 'Bilal',
      email: 'bilal@example.pk',
      subject: 'Delivery time',
      message: 'How long does delivery to Quetta take?',
    });
    await api('/auth', 'POST', { ...CLERK, role: 'admin' });
    const staff = (await api('/auth')) as { _id: string; email: string }[];
    clerkId = staff.find((account) => account.email === CLERK.email)!._id;
  });
  afterAll(async () => {
    if (findings.length > 0) console.log(JSON.stringify(findings, null, 2));
  });

  it('finds no violation on any storefront page (a cart with items, a placed order)', async () => {
    const page = await (
      await e2e.browser.newContext({ viewport: { width: 1366, height: 768 } })
    ).newPage();
    const check = async (
      route: string,
      ready: (page: Page) => Promise<unknown>,
      navigate = true,
    ) => {
      await visit(page, navigate ? `${e2e.shop.url}${route}` : null, ready);
      findings.push(...(await axe(page, route)));
    };
    await check('/', heading('Luxury Perfumes for All Ages'));
    await check('/shop', (p) =>
      p
        .getByRole('link', { name: /Rose of Lahore/ })
        .first()
        .waitFor(),
    );
    await check(`/category/${categoryId}`, (p) => p.locator('main h1').waitFor());
    await check(`/product/${perfumeId}`, (p) =>
      p.getByRole('button', { name: /Add to Cart/i }).waitFor(),
    );
    await page.getByRole('button', { name: /Add to Cart/i }).click();
    // A tap before the scripts have run is completed once they have: wait for it before the
    // next page load (a new document would not carry the queued tap).
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await check('/cart', (p) => p.getByRole('button', { name: 'Proceed to Checkout' }).waitFor());
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await check(
      '/checkout',
      (p) => p.getByRole('button', { name: 'Place Order' }).waitFor(),
      false,
    );
    await fillCheckout(page, KARACHI_SHOPPER);
    ({ orderId, orderNumber } = await placeOrderFromCheckout(page));
    await check(`/order/${orderId}`, (p) => p.getByText(orderNumber).first().waitFor(), false);
    await check('/track-order', (p) => p.getByRole('button', { name: /Track/ }).first().waitFor());
    await page.getByLabel(/Order Number/i).fill(orderNumber);
    await page.getByRole('button', { name: 'Track Order' }).click();
    await page.locator('#tracked-order-heading').waitFor();
    findings.push(...(await axe(page, '/track-order (a tracked order)')));
    await check('/customer/reviews', (p) => p.getByRole('button', { name: /Submit/i }).waitFor());
    await check('/contact', (p) => p.getByRole('button', { name: /Send/i }).waitFor());
    await check('/no-such-page', heading("We couldn't find that page"));
    for (const route of ['/login', '/forgot-password', '/otp', '/reset-password']) {
      await check(route, pageHeading);
    }
    expect(findings.filter((f) => !f.route.startsWith('admin'))).toEqual([]);
  });

  const adminRoutes = (superadmin: boolean) => [
    '/dashboard',
    '/categories',
    '/categories/add',
    `/categories/update/${categoryId}`,
    '/perfumes',
    '/perfumes/add',
    `/perfumes/update/${perfumeId}`,
    '/orders',
    `/orders/${placedOrderId}`,
    `/orders/print?ids=${placedOrderId}&layout=a4`,
    '/reviews',
    '/complaints',
    '/discounts',
    '/profile',
    ...(superadmin ? ['/admins', '/admins/add', `/admins/update/${clerkId}`, '/settings'] : []),
  ];

  for (const [role, email, password] of [
    ['superadmin', ADMIN_EMAIL, ADMIN_PASSWORD],
    ['admin', CLERK.email, CLERK.password],
  ] as const) {
    it(`finds no violation on any back-office page for an ${role}`, async () => {
      const page = await signInPage(e2e.browser, e2e.shop.url, email, password);
      const mine: Finding[] = [];
      for (const route of adminRoutes(role === 'superadmin')) {
        await visit(page, `${e2e.shop.url}${route}`, pageHeading);
        const found = await axe(page, `admin (${role}) ${route}`);
        mine.push(...found);
        findings.push(...found);
      }
      await page.context().close();
      expect(mine).toEqual([]);
    }, 180_000);
  }
});
