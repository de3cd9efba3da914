import zlib from 'node:zlib';
import type { ConsoleMessage } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { measureScriptWeight } from '../../scripts/bench/storefront/weight';
import { shopWithPerfume, waitForHydration } from './browser';
import { firstSize, placeOrder } from './orders';

const KB = 1024;

describe('server-rendered storefront', () => {
  const e2e = shopWithPerfume();

  /** Places an order for the first perfume through the API; its id. */
  async function orderId(): Promise<string> {
    return (await placeOrder(e2e.shop.url, [firstSize(e2e.product)]))._id;
  }

  it("sends a product page's name, price, link preview and Product data in the HTML", async () => {
    const response = await fetch(`${e2e.shop.url}/product/${e2e.product._id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const price = `Rs. ${e2e.product.variants[0]!.price.toLocaleString('en-US')}`;
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`>${e2e.product.name}</h1>`);
    expect(root).toContain(price);
    expect(html).toMatch(
      new RegExp(`<title>${e2e.product.name} \\(Rs\\. [\\d,]+\\) \\| Mehak Perfumes</title>`),
    );
    expect(html).toContain(`<meta property="og:title" content="${e2e.product.name}`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:`);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/^http:\/\/localhost:\d+\/preview\/[0-9a-f]{24}\.jpg$/);
    const preview = await fetch(`${e2e.shop.url}${new URL(image!).pathname}`);
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
    expect(jsonLd.name).toBe(e2e.product.name);
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
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.shop.url}/shop`);
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page
      .getByRole('link', { name: new RegExp(e2e.product.name) })
      .first()
      .click();
    await page.waitForURL(`${e2e.shop.url}/product/${e2e.product._id}`);
    await page.getByRole('heading', { level: 1, name: e2e.product.name }).waitFor();
    await context.close();
  });

  it('hydrates every storefront page without a warning or a second fetch of its data', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 412, height: 823 } });
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
      `/product/${e2e.product._id}`,
      `/category/${e2e.product.category._id}`,
      '/customer/reviews',
      '/track-order',
      '/contact',
      `/order/${await orderId()}`,
    ]) {
      await page.goto(`${e2e.shop.url}${path}`, { waitUntil: 'networkidle' });
      // A mismatch is logged as hydration commits, before the app takes over scrolling.
      await waitForHydration(page);
      expect(await page.evaluate(() => document.getElementById('root')!.children.length)).toBe(1);
    }
    expect(messages).toEqual([]);
    expect(apiCalls).toEqual([]);
    // After hydration the app is live: client-side navigation works.
    await page.goto(`${e2e.shop.url}/shop`, { waitUntil: 'networkidle' });
    await page
      .getByRole('link', { name: new RegExp(e2e.product.name) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await context.close();
  });

  it('compresses and caches: brotli scripts kept for a year, HTML and JSON with ETags and 304', async () => {
    const html = await fetch(`${e2e.shop.url}/shop`, { headers: { 'accept-encoding': 'br' } });
    const list = /<script type="application\/json" id="page-scripts">(.*?)<\/script>/s.exec(
      await html.text(),
    )![1]!;
    const script = (JSON.parse(list) as { order: string[] }).order.at(-1)!;
    const asset = await fetch(`${e2e.shop.url}${script}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const path of ['/shop', '/api/products/public']) {
      const first = await fetch(`${e2e.shop.url}${path}`, { headers: { 'accept-encoding': 'br' } });
      expect(first.headers.get('content-encoding')).toBe('br');
      expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"/);
      await first.arrayBuffer();
      const again = await fetch(`${e2e.shop.url}${path}`, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
    // Pages rendered afresh are compressed too: an order page is never kept, nor a miss.
    for (const path of [`/order/${await orderId()}`, '/no-such-page']) {
      const fresh = await fetch(`${e2e.shop.url}${path}`, { headers: { 'accept-encoding': 'br' } });
      expect(fresh.headers.get('content-encoding'), path).toBe('br');
      expect(fresh.headers.get('vary'), path).toMatch(/accept-encoding/i);
      expect(await fresh.text(), path).toContain('</html>');
    }
    const orderPage = await fetch(`${e2e.shop.url}/order/${await orderId()}`);
    expect(orderPage.headers.get('cache-control')).toBe('no-store');
    // A page rendered again has the bytes, so the ETag, of the copy a browser already holds (an
    // address with a query is rendered afresh each time, never kept; the language switch keeps
    // the query, so each is its own page).
    const product = `/product/${(await (await fetch(`${e2e.shop.url}/api/products/public`)).json())[0]._id}`;
    const rendered = await fetch(`${e2e.shop.url}${product}?fresh=1`);
    const renderedAgain = await fetch(`${e2e.shop.url}${product}?fresh=1`);
    expect(renderedAgain.headers.get('etag')).toBe(rendered.headers.get('etag'));
    const renderedThird = await fetch(`${e2e.shop.url}${product}?fresh=1`, {
      headers: { 'if-none-match': rendered.headers.get('etag')! },
    });
    expect(renderedThird.status).toBe(304);
    // Each answer has its own request id, a kept one too, or the proxy's.
    const ids = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await fetch(`${e2e.shop.url}/shop`)).headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(3);
    const traced = await fetch(`${e2e.shop.url}/shop`, {
      headers: { 'x-request-id': 'proxy-id-0001' },
    });
    expect(traced.headers.get('x-request-id')).toBe('proxy-id-0001');
    // Node's fetch decodes; check one body really is brotli on the wire.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(
          `${e2e.shop.url}/api/category/active`,
          { headers: { 'accept-encoding': 'br' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          },
        ).on('error', reject),
      );
    });
    expect(JSON.parse(zlib.brotliDecompressSync(raw).toString())).toEqual(expect.any(Array));
  });

  it('lists the shop in sitemap.xml and keeps crawlers out of the back office and the API', async () => {
    const sitemap = await (await fetch(`${e2e.shop.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/product/${e2e.product._id}</loc>`);
    expect(sitemap).toContain(`/category/${e2e.product.category._id}</loc>`);
    const robots = await (await fetch(`${e2e.shop.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  it('keeps first-load JavaScript within 163 KB compressed on /, /shop, a product page and /search', async () => {
    const weights = await measureScriptWeight(e2e.shop.url, [
      '/',
      '/shop',
      `/product/${e2e.product._id}`,
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
