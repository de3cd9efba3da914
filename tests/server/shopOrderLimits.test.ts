import { describe, expect, it } from 'vitest';
import { orderOf, perfumeBefore } from './helpers/catalogue';
import { owned, refusalOf } from './helpers/shopSettings';
import { as, testServer } from './helpers/testApp';

describe('order limits in the settings', () => {
  const t = testServer(
    { MAX_UNITS_PER_LINE: '4', MAX_UNITS_PER_ORDER: '6', SHOP_NAME: 'Limits Shop' },
    {},
    { rateLimit: false },
  );
  const musk = perfumeBefore(t, 'Musk', [{ size: '50ml', price: 1000, stock: 500 }]);

  const place = (quantity: number, email: string) =>
    as(t, null)('POST', '/api/orders/', orderOf(musk.perfumeId, email, quantity));
  const limitsServed = async () => (await as(t, null)('GET', '/api/shop')).json().orderLimits;

  it('starts from MAX_UNITS_PER_LINE and MAX_UNITS_PER_ORDER', async () => {
    expect((await as(t, t.root)('GET', '/api/admin/settings')).json()).toMatchObject({
      maxUnitsPerLine: 4,
      maxUnitsPerOrder: 6,
    });
    expect(await limitsServed()).toEqual({ maxUnitsPerLine: 4, maxUnitsPerOrder: 6 });
    expect((await place(5, 'l1@example.pk')).json().message).toBe(
      'At most 4 of one size per order.',
    );
  });

  it.each([
    [{ maxUnitsPerLine: 0 }, 'maxUnitsPerLine', /from 1 to 100/],
    [{ maxUnitsPerLine: 101 }, 'maxUnitsPerLine', /from 1 to 100/],
    [{ maxUnitsPerLine: 2.5 }, 'maxUnitsPerLine', /whole number|integer/],
    [{ maxUnitsPerOrder: 0 }, 'maxUnitsPerOrder', /from 1 to 10000/],
    [{ maxUnitsPerOrder: 10_001 }, 'maxUnitsPerOrder', /from 1 to 10000/],
    [{ maxUnitsPerLine: 20, maxUnitsPerOrder: 19 }, 'maxUnitsPerOrder', /at least .*\(20\)/],
  ])('refuses %j with a 400 naming %s', async (change, field, message) => {
    const response = await as(t, t.root)('PUT', '/api/admin/settings', { ...owned, ...change });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response, field)).toMatch(message);
    expect(await limitsServed()).toEqual({ maxUnitsPerLine: 4, maxUnitsPerOrder: 6 });
  });

  it("titles the API document with the shop's name, and with a new one after a rename", async () => {
    const title = async (url: string) => {
      const response = await as(t, null)('GET', url);
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    expect(JSON.parse(await title('/api/docs/json')).info.title).toBe('Limits Shop API');
    expect(await title('/api/docs/yaml')).toMatch(/title: Limits Shop API/);
    // The document npm run generate writes keeps the default title.
    expect((t.app.swagger() as { info: { title: string } }).info.title).toBe('Perfume shop API');
    const renamed = await as(t, t.root)('PUT', '/api/admin/settings', {
      ...owned,
      name: 'Docs Renamed',
    });
    expect(renamed.statusCode).toBe(200);
    expect(JSON.parse(await title('/api/docs/json')).info.title).toBe('Docs Renamed API');
    expect(await title('/api/docs/yaml')).toMatch(/title: Docs Renamed API/);
    await as(t, t.root)('PUT', '/api/admin/settings', { ...owned, name: 'Limits Shop' });
    expect(JSON.parse(await title('/api/docs/json')).info.title).toBe('Limits Shop API');
  });

  it('applies a change to GET /api/shop and to the next order at once', async () => {
    const saved = await as(t, t.root)('PUT', '/api/admin/settings', {
      ...owned,
      maxUnitsPerLine: 7,
      maxUnitsPerOrder: 7,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ maxUnitsPerLine: 7, maxUnitsPerOrder: 7 });
    expect(await limitsServed()).toEqual({ maxUnitsPerLine: 7, maxUnitsPerOrder: 7 });
    // 7 units of one size, at both limits at once: placed; 8: refused by the new limit.
    expect((await place(7, 'l2@example.pk')).statusCode).toBe(201);
    expect((await place(8, 'l3@example.pk')).json().message).toBe(
      'At most 7 of one size per order.',
    );
    // Leaving the limits out of the PUT keeps them.
    await as(t, t.root)('PUT', '/api/admin/settings', owned);
    expect(await limitsServed()).toEqual({ maxUnitsPerLine: 7, maxUnitsPerOrder: 7 });
  });
});
