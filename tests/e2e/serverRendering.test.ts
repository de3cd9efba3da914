import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureScriptWeight } from '../../scripts/bench/storefront/weight';
import { launchChromium } from './browser';
import {
  firstSize,
  placeOrder as placeOrderOf,
  publicPerfumes,
  type PublicPerfume,
} from './orders';
import { removeDataDir, startShop, type RunningShop } from './shop';

const KB = 1024;

/**
 * With NOTFOUND_SCREENS set, keeps screenshots of the page at 360x740 and 1366x768 in that
 * directory for a person to look at.
 */
async function screens(page: Page, name: string) {
  const dir = process.env.NOTFOUND_SCREENS;
  if (!dir) return;
  await fs.mkdir(dir, { recursive: true });
  const viewport = page.viewportSize();
  for (const [width, height] of [
    [360, 740],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}

describe('server-rendered storefront', () => {
  let shop: RunningShop;
  let browser: Browser;
  let product: PublicPerfume;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchChromium();
    product = (await publicPerfumes(shop.url))[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    if (shop) await removeDataDir(shop.dataDir);
  });

  /** Places an order for the first perfume through the API; its id. */
  async function placeOrder(): Promise<string> {
    return (await placeOrderOf(shop.url, [firstSize(product)]))._id;
  }

  it("sends a product page's name, price, link preview and Product data in the HTML", async () => {
    const response = await fetch(`${shop.url}/product/${product._id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const price = `Rs. ${product.variants[0]!.price.toLocaleString('en-US')}`;
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`>${product.name}</h1>`);
    expect(root).toContain(price);
    expect(html).toMatch(
      new RegExp(`<title>${product.name} \\(Rs\\. [\\d,]+\\) \\| Mehak Perfumes</title>`),
    );
    expect(html).toContain(`<meta property="og:title" content="${product.name}`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:`);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/^http:\/\/localhost:\d+\/preview\/[0-9a-f]{24}\.jpg$/);
    const preview = await fetch(`${shop.url}${new URL(image!).pathname}`);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    expect((await preview.arrayBuffer()).byteLength).toBeLessThan(300 * KB);
    expect(html).toContain('<meta property="product:price:currency" content="PKR" />');
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!,
    ) as {
      '@type': string;
      name: string;
      offers: { priceCurrency: string; availability: string }[];
    };
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.name).toBe(product.name);
    expect(jsonLd.offers[0]!.priceCurrency).toBe('PKR');
    expect(jsonLd.offers[0]!.availability).toMatch(
      /schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/,
    );
    // The first image is fetched with the page, before any script: preloaded from <head>.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" imagesrcset="\/uploads\/[0-9a-f]{24}-480\.webp/i,
    );
    // No script competes with the content and its first image: the page loader (allowed by its
    // hash in the content security policy) fetches them once the page has loaded.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script type="application/json" id="page-scripts">');
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/,
    );
  });

  it('shows the page with its links when JavaScript does not run', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop.url}/shop`);
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page
      .getByRole('link', { name: new RegExp(product.name) })
      .first()
      .click();
    await page.waitForURL(`${shop.url}/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await context.close();
  });

  it('hydrates every storefront page without a warning or a second fetch of its data', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const messages: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    };
    page.on('console', onConsole);
    page.on('pageerror', (error) => messages.push(error.message));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && url.pathname !== '/api/visits')
        apiCalls.push(url.pathname);
    });
    for (const path of [
      '/',
      '/shop',
      `/product/${product._id}`,
      `/category/${product.category._id}`,
      '/customer/reviews',
      '/track-order',
      '/contact',
      `/order/${await placeOrder()}`,
    ]) {
      await page.goto(`${shop.url}${path}`, { waitUntil: 'networkidle' });
      // Hydrated: the page answers a click handled by React (the menu or a select) without reload.
      expect(await page.evaluate(() => document.getElementById('root')!.children.length)).toBe(1);
    }
    expect(messages).toEqual([]);
    expect(apiCalls).toEqual([]);
    // After hydration the app is live: client-side navigation works.
    await page.goto(`${shop.url}/shop`, { waitUntil: 'networkidle' });
    await page
      .getByRole('link', { name: new RegExp(product.name) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await context.close();
  });

  it('answers an unknown perfume, category, order or page with a 404 page, noindex, in words', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const pages: [string, string][] = [
      [`/product/${unknown}`, 'We couldn&#x27;t find that perfume'],
      ['/product/not-an-id', 'We couldn&#x27;t find that perfume'],
      [`/category/${unknown}`, 'We couldn&#x27;t find that category'],
      ['/category/not-an-id', 'We couldn&#x27;t find that category'],
      [`/order/${unknown}`, 'We couldn&#x27;t find that order'],
      ['/order/not-an-id', 'We couldn&#x27;t find that order'],
      ['/no-such-page', 'We couldn&#x27;t find that page'],
    ];
    for (const [address, words] of pages) {
      const response = await fetch(`${shop.url}${address}`);
      expect(response.status, address).toBe(404);
      const html = await response.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, address).toContain(words);
      expect(html, address).toContain('<meta name="robots" content="noindex" />');
      // The ways on: the shop, and each category by name.
      expect(root, address).toContain('href="/shop"');
      expect(root, address).toContain(`href="/category/${product.category._id}"`);
      if (address.startsWith('/order/')) expect(root, address).toContain('href="/track-order"');
    }
    // A file path never gets a page: an old build's script is a plain 404 that is not kept.
    const script = await fetch(`${shop.url}/assets/index-deadbeef.js`);
    expect(script.status).toBe(404);
    expect(script.headers.get('cache-control')).toBe('no-store');
    expect(script.headers.get('content-type')).not.toMatch(/html/);
  });

  it("says it couldn't reach the shop when the API does not answer; Retry loads the page, keeping the cart", async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${shop.url}/product/${product._id}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

    // The server stops answering: every API call fails as if it were down.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop' })
      .click();
    await page.getByText('Loading products...').waitFor();
    await page.getByRole('heading', { name: "We couldn't reach the shop" }).waitFor();
    await screens(page, 'cant-reach-shop');

    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: product.name, level: 2 }).first().waitFor();
    expect(await page.getByText("We couldn't reach the shop").count()).toBe(0);
    // No reload: the same document, and the cart as it was.
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    await page.goto(`${shop.url}/product/not-an-id`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: "We couldn't find that perfume" }).waitFor();
    await screens(page, 'product-not-found');
    if (process.env.NOTFOUND_SCREENS) {
      await page.goto(`${shop.url}/order/not-an-id`, { waitUntil: 'networkidle' });
      await screens(page, 'order-not-found');
      await page.goto(`${shop.url}/contact`, { waitUntil: 'networkidle' });
      await page.route('**/api/**', (route) => route.abort('connectionrefused'));
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' })
        .click();
      await page.getByRole('button', { name: 'Retry' }).first().waitFor();
      await screens(page, 'home-cant-reach');
    }
    await context.close();
  });

  it('compresses and caches: brotli scripts kept for a year, HTML and JSON with ETags and 304', async () => {
    const html = await fetch(`${shop.url}/shop`, { headers: { 'accept-encoding': 'br' } });
    const list = /<script type="application\/json" id="page-scripts">(.*?)<\/script>/s.exec(
      await html.text(),
    )![1]!;
    const script = (JSON.parse(list) as { order: string[] }).order.at(-1)!;
    const asset = await fetch(`${shop.url}${script}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const path of ['/shop', '/api/products/public']) {
      const first = await fetch(`${shop.url}${path}`, { headers: { 'accept-encoding': 'br' } });
      expect(first.headers.get('content-encoding')).toBe('br');
      expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"/);
      await first.arrayBuffer();
      const again = await fetch(`${shop.url}${path}`, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
    // Pages rendered afresh are compressed too: an order page is never kept, nor a miss.
    for (const path of [`/order/${await placeOrder()}`, '/no-such-page']) {
      const fresh = await fetch(`${shop.url}${path}`, { headers: { 'accept-encoding': 'br' } });
      expect(fresh.headers.get('content-encoding'), path).toBe('br');
      expect(fresh.headers.get('vary'), path).toMatch(/accept-encoding/i);
      expect(await fresh.text(), path).toContain('</html>');
    }
    const orderPage = await fetch(`${shop.url}/order/${await placeOrder()}`);
    expect(orderPage.headers.get('cache-control')).toBe('no-store');
    // A page rendered again has the bytes, so the ETag, of the copy a browser already holds.
    const product = `/product/${(await (await fetch(`${shop.url}/api/products/public`)).json())[0]._id}`;
    const rendered = await fetch(`${shop.url}${product}?fresh=1`);
    const renderedAgain = await fetch(`${shop.url}${product}?fresh=2`);
    expect(renderedAgain.headers.get('etag')).toBe(rendered.headers.get('etag'));
    const renderedThird = await fetch(`${shop.url}${product}?fresh=3`, {
      headers: { 'if-none-match': rendered.headers.get('etag')! },
    });
    expect(renderedThird.status).toBe(304);
    // Each answer has its own request id, a kept one too, or the proxy's.
    const ids = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await fetch(`${shop.url}/shop`)).headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(3);
    const traced = await fetch(`${shop.url}/shop`, {
      headers: { 'x-request-id': 'proxy-id-0001' },
    });
    expect(traced.headers.get('x-request-id')).toBe('proxy-id-0001');
    // Node's fetch decodes; check one body really is brotli on the wire.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${shop.url}/api/category/active`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    expect(JSON.parse(zlib.brotliDecompressSync(raw).toString())).toEqual(expect.any(Array));
  });

  it('lists the shop in sitemap.xml and keeps crawlers out of the back office and the API', async () => {
    const sitemap = await (await fetch(`${shop.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/product/${product._id}</loc>`);
    expect(sitemap).toContain(`/category/${product.category._id}</loc>`);
    const robots = await (await fetch(`${shop.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  it('keeps first-load JavaScript within 163 KB compressed on /, /shop, a product page and /search', async () => {
    const weights = await measureScriptWeight(shop.url, [
      '/',
      '/shop',
      `/product/${product._id}`,
      '/search?q=oud',
    ]);
    for (const weight of weights) {
      expect(
        weight.scripts.every((s) => s.encoding === 'br'),
        weight.path,
      ).toBe(true);
      expect(weight.scriptBytes, weight.path).toBeLessThanOrEqual(163 * KB);
      expect(weight.scripts.some((s) => /DataGrid|Dashboard|formik/i.test(s.url))).toBe(false);
    }
  });
});
