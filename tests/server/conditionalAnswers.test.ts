import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from '../../server/src/plugins/conditionalGet';
import { customer, perfumeBefore } from './helpers/catalogue';
import { as, testServer } from './helpers/testApp';

describe('If-None-Match per RFC 9110', () => {
  it('matches *, any tag of a list, and weakly', () => {
    const etag = 'W/"abc"';
    expect(ifNoneMatchHits('*', etag)).toBe(true);
    expect(ifNoneMatchHits(' * ', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('"x", W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"x","y" ,  "abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"a,b", "c"', 'W/"a,b"')).toBe(true);
  });

  it('matches nothing else', () => {
    expect(ifNoneMatchHits(undefined, 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits('"abcd"', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits('"x", "y"', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits('abc', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits('"x" junk "abc"', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits('', 'W/"abc"')).toBe(false);
  });
});

describe('conditional answers and personal data', () => {
  const t = testServer();
  const perfume = perfumeBefore(t, 'Rose', [{ size: '30ml', price: 2799, stock: 9 }]);

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  for (const fromMemory of [false, true]) {
    it(`answers 304 to *, to a list holding the ETag and to its strong form (${fromMemory ? 'kept copy' : 'route'})`, async () => {
      const url = fromMemory ? '/api/category/active' : '/api/shop';
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const header of ['*', `"nope", ${etag}`, etag.slice(2)]) {
        const again = await get(url, { 'if-none-match': header });
        expect(again.statusCode, header).toBe(304);
        expect(again.body).toBe('');
      }
      expect((await get(url, { 'if-none-match': '"nope", "other"' })).statusCode).toBe(200);
    });
  }

  it('never answers 304 to a write', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track-order',
      payload: { orderNumber: 'ORD-20200101-ZZZZZ' },
      headers: { 'if-none-match': '*' },
    });
    expect(answer.statusCode).toBe(404);
  });

  it('marks every answer with personal data no-store, and leaves the catalogue cacheable', async () => {
    const placed = await as(t, null)('POST', '/api/orders/', {
      ...customer,
      products: [{ productId: perfume.perfumeId, variantSize: '30ml', quantity: 1 }],
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.headers['cache-control']).toBe('no-store');
    const order = placed.json().order as { _id: string; orderNumber: string };

    const byId = await get(`/api/orders/${order._id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.headers['cache-control']).toBe('no-store');
    const tracked = await as(t, null)('POST', '/api/orders/track-order', {
      orderNumber: order.orderNumber,
    });
    expect(tracked.headers['cache-control']).toBe('no-store');
    for (const url of [
      '/api/orders',
      `/api/orders/${order._id}/customer-history`,
      '/api/dashboard',
      '/api/auth/',
    ]) {
      const staff = await as(t, t.root)('GET', url);
      expect(staff.statusCode, url).toBe(200);
      expect(staff.headers['cache-control'], url).toBe('no-store');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@shop.test', password: 'wrong-password' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await get('/api/products/public')).headers['cache-control']).toBe('no-cache');
    expect((await get('/api/shop')).headers['cache-control']).toBe('no-cache');
  });
});
