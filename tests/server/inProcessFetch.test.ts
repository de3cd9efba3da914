import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { FILL_HEADER } from '../../server/src/modules/storefront/cacheHooks';
import { inProcessFetch } from '../../server/src/modules/storefront/inProcessFetch';
import { PublicCache } from '../../server/src/modules/storefront/publicCache';
import { shopperAddress } from '../../server/src/modules/storefront/shopperAddress';

describe("the server renderer's in-process fetch", () => {
  const app = Fastify();
  app.post('/api/echo', async (request) => ({ ip: request.ip, body: request.body }));
  app.get('/api/products/public', async (request) => ({
    from: 'route',
    fill: request.headers[FILL_HEADER] ?? null,
  }));
  const cache = new PublicCache({
    freshMs: Infinity,
    minRefreshMs: 0,
    maxEntries: 10,
    refresh: async () => {},
  });
  const fetchInProcess = inProcessFetch(app, cache, 'fill-token');
  afterAll(() => app.close());

  const echo = () =>
    fetchInProcess('http://localhost/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderNumber: 'ORD-20250115-AB12C' }),
    }).then((response) => response.json() as Promise<{ ip: string; body: unknown }>);

  it('sends a JSON body, from the address of the shopper whose page is rendered', async () => {
    const answer = await shopperAddress.run('203.0.113.9', echo);
    // Rate limits keyed by address then count against that shopper, not every shopper at once.
    expect(answer).toEqual({ ip: '203.0.113.9', body: { orderNumber: 'ORD-20250115-AB12C' } });
    expect((await echo()).ip).toBe('127.0.0.1');
  });

  it('reads a fresh kept answer from memory, and fetches a stale one past the cache', async () => {
    const list = () =>
      fetchInProcess('http://localhost/api/products/public').then((response) => response.json());
    const request = {};
    cache.mark(request);
    const generation = cache.markedGeneration(request)!;
    await cache.store('/api/products/public', generation, {}, Buffer.from('{"from":"kept"}'));
    expect(await list()).toEqual({ from: 'kept' });
    // A checkout moved stock: a page rebuilt now must not be built from the kept answer (it would
    // be kept as fresh, with the stock of before), and the route must not be answered from it.
    cache.expireAll();
    expect(await list()).toEqual({ from: 'route', fill: 'fill-token' });
  });

  it('dates a kept answer from when its request began, so a checkout meanwhile leaves it stale', async () => {
    const request = {};
    cache.mark(request);
    const began = cache.markedAt(request)!;
    // The checkout lands while the page is still being rendered and compressed.
    await new Promise((resolve) => setTimeout(resolve, 5));
    cache.expireAll();
    await cache.store(
      '/api/category/active',
      cache.markedGeneration(request)!,
      {},
      Buffer.from('[]'),
      began,
    );
    expect(cache.freshBody('/api/category/active')).toBeUndefined();
  });
});
