/// <reference lib="dom" />
/**
 * `npm run screenshots`: every page of the shop, storefront and back office (as a superadmin and
 * as an admin), photographed in Chromium at phone (360x740) and desktop (1366x768) sizes.
 *
 * Builds what is stale, starts the built shop as `npm start` does on a temporary DATA_DIR with the
 * demo catalogue and two years of orders, and writes full-page PNGs to screenshots/ (git-ignored),
 * named `<size>-<who>-<page>.png`. `SCREENSHOTS_DIR` writes them elsewhere; `SCREENSHOTS_ONLY`
 * (a substring of the file name, e.g. `dashboard`) takes only some.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildClientIfStale } from './buildIfStale.mjs';
import { buildServerIfStale } from './buildServer.mjs';
import { seedOrders } from './bench/seedOrders';
import { openDatabase } from '../server/src/db/client';
import { launchChromium } from '../tests/e2e/browser';
import { firstSize, placeOrder, publicPerfumes } from '../tests/e2e/orders';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ROOT,
  freePort,
  spawnShop,
  waitUntilReady,
  type RunningShop,
} from '../tests/e2e/shop';

const OUT_DIR = path.resolve(process.env.SCREENSHOTS_DIR ?? path.join(ROOT, 'screenshots'));
const ONLY = process.env.SCREENSHOTS_ONLY ?? '';
const SIZES = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1366, height: 768 },
} as const;
const CLERK = { name: 'Kamran Clerk', email: 'kamran@shop.test', password: 'kamran-pass-1' };
const ORDERS = 400;

interface Ids {
  category: string;
  product: string;
  order: string;
  orderNumber: string;
  clerk: string;
}

async function api<T>(shop: RunningShop, route: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${shop.url}/api${route}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${route}: ${response.status}`);
  return (await response.json()) as T;
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

/** The demo catalogue, then two years of orders written straight into the stopped shop's database. */
async function prepareData(dataDir: string): Promise<void> {
  const first = spawnShop(dataDir, await freePort(), { SEED_DEMO: '1', LOG_LEVEL: 'warn' });
  await waitUntilReady(first);
  await first.stop();
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await seedOrders(database.db, ORDERS, () => {});
  } finally {
    await database.close();
  }
}

/** What the pages need beyond the seed: an order placed today, a clerk, a message, a review. */
async function addShopActivity(shop: RunningShop): Promise<Ids> {
  const { accessToken } = await api<{ accessToken: string }>(
    shop,
    '/auth/login',
    json({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  );
  const product = (await publicPerfumes(shop.url))[0]!;
  const order = await placeOrder(shop.url, [firstSize(product, 2)]);
  await api(shop, '/auth/', json({ ...CLERK, role: 'admin' }, accessToken));
  const admins = await api<{ _id: string; email: string }[]>(shop, '/auth/', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  await api(
    shop,
    '/contacts/',
    json({
      name: 'Omar Farooq',
      email: 'omar@example.pk',
      subject: 'Gift wrapping',
      message: 'Can you gift-wrap an order for my sister in Multan?',
    }),
  );
  await api(
    shop,
    '/reviews/',
    json({
      name: 'Nadia Shah',
      city: 'Hyderabad',
      phone: '03017654321',
      review: 'The attar is wonderful and lasted two days.',
    }),
  );
  return {
    category: product.category._id,
    product: product._id,
    order: order._id,
    orderNumber: order.orderNumber,
    clerk: admins.find((a) => a.email === CLERK.email)!._id,
  };
}

const storefrontPages = (ids: Ids): [string, string][] => [
  ['home', '/'],
  ['shop', '/shop'],
  ['category', `/category/${ids.category}`],
  ['product', `/product/${ids.product}`],
  ['cart-empty', '/cart'],
  ['track-order', '/track-order'],
  ['reviews', '/customer/reviews'],
  ['contact', '/contact'],
  ['order', `/order/${ids.order}`],
  ['not-found', '/no-such-page'],
  ['login', '/login'],
  ['forgot-password', '/forgot-password'],
  ['otp', '/otp'],
  ['reset-password', '/reset-password'],
];

const adminPages = (ids: Ids, superadmin: boolean): [string, string][] => [
  ['dashboard', '/dashboard'],
  ['categories', '/categories'],
  ['categories-add', '/categories/add'],
  ['categories-update', `/categories/update/${ids.category}`],
  ['perfumes', '/perfumes'],
  ['perfumes-add', '/perfumes/add'],
  ['perfumes-update', `/perfumes/update/${ids.product}`],
  ['orders', '/orders'],
  ['orders-detail', `/orders/${ids.order}`],
  ['orders-print', `/orders/print?ids=${ids.order}&layout=a4`],
  ['reviews-admin', '/reviews'],
  ['complaints', '/complaints'],
  ['discounts', '/discounts'],
  ['profile', '/profile'],
  ...(superadmin
    ? ([
        ['admins', '/admins'],
        ['admins-add', '/admins/add'],
        ['admins-update', `/admins/update/${ids.clerk}`],
        ['settings', '/settings'],
      ] as [string, string][])
    : []),
];

/** Waits for the page to settle: network quiet, no spinner, fonts and images in. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[role="progressbar"], .MuiCircularProgress-root') &&
        document.fonts.status === 'loaded',
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
  // Charts animate in; the storefront's scripts start after the page has loaded.
  await page.waitForTimeout(900);
}

async function shoot(page: Page, url: string, file: string): Promise<string> {
  await page.goto(url);
  await settle(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await page.screenshot({ path: path.join(OUT_DIR, file), fullPage: true });
  return overflow > 0 ? `${file}: scrolls sideways by ${overflow}px` : '';
}

async function signIn(context: BrowserContext, url: string, email: string, password: string) {
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel(/Email Address/).fill(email);
  await page.getByLabel(/Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${url}/dashboard`);
  return page;
}

async function photograph(browser: Browser, shop: RunningShop, ids: Ids): Promise<string[]> {
  const notes: string[] = [];
  const wanted = (file: string) => file.includes(ONLY);
  for (const [size, viewport] of Object.entries(SIZES)) {
    const shopper = await browser.newContext({ viewport });
    const page = await shopper.newPage();
    for (const [name, route] of storefrontPages(ids)) {
      const file = `${size}-shopper-${name}.png`;
      if (wanted(file)) notes.push(await shoot(page, shop.url + route, file));
    }
    if (wanted(`${size}-shopper-cart.png`) || wanted(`${size}-shopper-checkout.png`)) {
      await page.goto(`${shop.url}/product/${ids.product}`);
      await settle(page);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      notes.push(await shoot(page, `${shop.url}/cart`, `${size}-shopper-cart.png`));
      notes.push(await shoot(page, `${shop.url}/checkout`, `${size}-shopper-checkout.png`));
    }
    await shopper.close();

    for (const [who, email, password] of [
      ['superadmin', ADMIN_EMAIL, ADMIN_PASSWORD],
      ['admin', CLERK.email, CLERK.password],
    ] as const) {
      const pages = adminPages(ids, who === 'superadmin').filter(([name]) =>
        wanted(`${size}-${who}-${name}.png`),
      );
      if (pages.length === 0) continue;
      const context = await browser.newContext({ viewport });
      const admin = await signIn(context, shop.url, email, password);
      for (const [name, route] of pages) {
        notes.push(await shoot(admin, shop.url + route, `${size}-${who}-${name}.png`));
      }
      if (size === 'phone' && wanted(`${size}-${who}-menu.png`)) {
        await admin.goto(`${shop.url}/dashboard`);
        await settle(admin);
        await admin.getByRole('button', { name: 'Open menu' }).click();
        await admin.waitForTimeout(400);
        await admin.screenshot({ path: path.join(OUT_DIR, `${size}-${who}-menu.png`) });
      }
      await context.close();
    }
  }
  return notes.filter(Boolean);
}

async function main(): Promise<void> {
  buildClientIfStale();
  await buildServerIfStale();
  await fs.mkdir(OUT_DIR, { recursive: true });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-screenshots-'));
  let shop: RunningShop | undefined;
  let browser: Browser | undefined;
  try {
    console.log(`seeding the demo catalogue and ${ORDERS} orders in ${dataDir}`);
    await prepareData(dataDir);
    shop = spawnShop(dataDir, await freePort(), { SEED_DEMO: '1', LOG_LEVEL: 'warn' });
    await waitUntilReady(shop);
    const ids = await addShopActivity(shop);
    browser = await launchChromium();
    const notes = await photograph(browser, shop, ids);
    const files = (await fs.readdir(OUT_DIR)).filter((f) => f.endsWith('.png'));
    console.log(`${files.length} screenshots in ${OUT_DIR}`);
    for (const note of notes) console.log(`warning: ${note}`);
  } finally {
    await browser?.close();
    await shop?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
