import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { customer, perfumeBefore } from './helpers/catalogue';
import { as, testServer } from './helpers/testApp';

describe('public catalogue answers: kept in memory, compressed, with ETags', () => {
  const t = testServer();
  const perfume = perfumeBefore(t, 'Oud Royale', [{ size: '50ml', price: 4500, stock: 8 }]);

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers with a weak ETag and 304 for a matching If-None-Match, from memory too', async () => {
    const first = await get('/api/products/public');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    // The second answer comes from the kept copy: same ETag, same body.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await get('/api/products/public');
    expect(second.headers.etag).toBe(etag);
    expect(second.json()).toEqual(first.json());
    const again = await get('/api/products/public', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends brotli or gzip to clients that accept it, with Vary', async () => {
    await get('/api/category/active');
    // The copy is compressed and kept in the background: wait (bounded) until it serves, rather
    // than a fixed 50 ms a loaded machine may overrun.
    const start = Date.now();
    while (
      !(await get('/api/category/active', { 'accept-encoding': 'br' })).headers['content-encoding']
    ) {
      expect(Date.now() - start).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const answer = await get('/api/category/active', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(answer.rawPayload).toString())).toEqual(
        (await get('/api/category/active')).json(),
      );
    }
    const plain = await get('/api/category/active', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses other JSON answers for clients that accept it', async () => {
    const answer = await as(t, t.root)('GET', '/api/products/');
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/api/products/',
      headers: { authorization: `Bearer ${t.root}`, 'accept-encoding': 'br' },
    });
    expect(answer.statusCode).toBe(200);
    if (answer.rawPayload.length >= 1024) {
      expect(compressed.headers['content-encoding']).toBe('br');
    }
    expect(compressed.headers.etag).toBeDefined();
  });

  it('shows a back-office change at once: a deactivated perfume leaves the lists', async () => {
    const listed = async () =>
      (await get('/api/products/public')).json<{ _id: string }[]>().map((p) => p._id);
    expect(await listed()).toContain(perfume.perfumeId);
    expect((await get(`/api/products/public/${perfume.perfumeId}`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const off = await as(t, t.root)('DELETE', `/api/products/${perfume.perfumeId}`);
    expect(off.statusCode).toBe(200);
    expect(await listed()).not.toContain(perfume.perfumeId);
    expect((await get(`/api/products/public/${perfume.perfumeId}`)).statusCode).toBe(404);

    const on = await as(t, t.root)('PATCH', `/api/products/${perfume.perfumeId}/reactivate`);
    expect(on.statusCode).toBe(200);
    expect(await listed()).toContain(perfume.perfumeId);
  });

  it('shows stock moved by a checkout within a couple of seconds', async () => {
    const stock = async () =>
      (await get(`/api/products/public/${perfume.perfumeId}`)).json<{
        variants: { stock: number }[];
      }>().variants[0]!.stock;
    const before = await stock();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stock()).toBe(before);
    const placed = await as(t, null)('POST', '/api/orders/', {
      ...customer,
      products: [{ productId: perfume.perfumeId, variantSize: '50ml', quantity: 2 }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const start = Date.now();
    while ((await stock()) !== before - 2) {
      // About a second (one refresh) on an idle machine; the bound leaves room for a loaded one.
      expect(Date.now() - start).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('never serves a signed-in request from the kept copies', async () => {
    await get('/api/products/public');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answer = await as(t, t.root)('GET', '/api/products/public');
    expect(answer.statusCode).toBe(200);
    // Not the kept copy's no-cache: a signed-in answer is never kept by anyone.
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
