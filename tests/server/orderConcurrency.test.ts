import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, variants } from '../../server/src/db/schema';
import { as, onPostgres, rootSession, testServer } from './helpers/testApp';
import { expectRollupsToMatchOrders } from './helpers/rollups';
import { customer, seedPerfume } from './helpers/catalogue';

describe(`no overselling under parallel checkouts (${onPostgres ? 'PostgreSQL, pooled connections' : 'PGlite'})`, () => {
  const t = testServer({}, {}, { rateLimit: false });

  it('50 parallel orders for a variant with 5 available: exactly 5 succeed, counters exact', async () => {
    const perfume = await seedPerfume(t, 'Scarce', [{ size: '50ml', price: 999, stock: 5 }]);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        as(t, null)('POST', '/api/orders/', {
          ...customer,
          customerEmail: `buyer${i}@example.pk`,
          products: [{ productId: perfume.perfumeId, variantSize: '50ml', quantity: 1 }],
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    const [row] = await t.app.database.db
      .select()
      .from(variants)
      .where(eq(variants.id, perfume.variants[0]!.id));
    expect(row).toMatchObject({ stock: 5, reservedQty: 5 });
    const placed = await t.app.database.db.select().from(orders);
    expect(placed).toHaveLength(5);
  });

  it('multi-line orders competing for two variants never oversell either and never deadlock', async () => {
    const perfume = await seedPerfume(t, 'Pair', [
      { size: 'A', price: 10, stock: 7 },
      { size: 'B', price: 20, stock: 7 },
    ]);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        as(t, null)('POST', '/api/orders/', {
          ...customer,
          customerEmail: `pair${i}@example.pk`,
          // Half list the variants in one order, half in the other.
          products:
            i % 2 === 0
              ? [
                  { productId: perfume.perfumeId, variantSize: 'A', quantity: 1 },
                  { productId: perfume.perfumeId, variantSize: 'B', quantity: 2 },
                ]
              : [
                  { productId: perfume.perfumeId, variantSize: 'B', quantity: 1 },
                  { productId: perfume.perfumeId, variantSize: 'A', quantity: 2 },
                ],
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const ok = responses.filter((r) => r.statusCode === 201).map((r) => r.json().order);
    const wanted = (size: string) =>
      ok
        .flatMap((o: { products: { variantSize: string; quantity: number }[] }) => o.products)
        .filter((p: { variantSize: string }) => p.variantSize === size)
        .reduce((n: number, p: { quantity: number }) => n + p.quantity, 0);
    const rows = await t.app.database.db
      .select()
      .from(variants)
      .where(eq(variants.perfumeId, perfume.perfumeId));
    for (const row of rows) {
      expect(row.reservedQty).toBe(wanted(row.size));
      expect(row.reservedQty).toBeLessThanOrEqual(7);
    }
    expect(ok.length).toBeGreaterThan(0);
  });

  it('checkouts and status changes running together keep the dashboard roll-ups exact', async () => {
    const staff = await rootSession(t);
    const perfume = await seedPerfume(t, 'Busy', [
      { size: 'S', price: 100, stock: 500 },
      { size: 'L', price: 250, stock: 500 },
    ]);
    const order = (i: number) =>
      as(t, null)('POST', '/api/orders/', {
        ...customer,
        // Repeat customers, in either case, arrive together.
        customerEmail: i % 3 === 0 ? 'Regular@example.pk' : `busy${i % 7}@example.pk`,
        products: [
          { productId: perfume.perfumeId, variantSize: i % 2 ? 'S' : 'L', quantity: 1 + (i % 3) },
          { productId: perfume.perfumeId, variantSize: i % 2 ? 'L' : 'S', quantity: 1 },
        ],
      });
    const first = await Promise.all(Array.from({ length: 12 }, (_, i) => order(i)));
    const ids = first.map((r) => r.json().order._id as string);
    const moves: Record<number, string[]> = {
      0: ['Cancelled'],
      1: ['Confirmed', 'Cancelled'],
      2: ['Confirmed', 'Shipped', 'Returned'],
    };
    const responses = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => order(100 + i)),
      ...ids.map(async (id, i) => {
        for (const status of moves[i % 4] ?? ['Confirmed', 'Shipped', 'Delivered']) {
          const moved = await as(t, staff.token)('PUT', `/api/orders/${id}`, {
            status,
            ...(status === 'Confirmed' ? { confirmedBy: 'Other' } : {}),
          });
          expect(moved.statusCode).toBe(200);
        }
        return { statusCode: 201 };
      }),
    ]);
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    await expectRollupsToMatchOrders(t);
  });
});
