import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain/orderStatus';
import { variants } from '../../server/src/db/schema';
import { as, seedAdmin, testServer } from './helpers/testApp';
import { customer, seedPerfume } from './helpers/catalogue';

/** Every legal path to each status, from a new order. */
const PATHS: Record<OrderStatus, OrderStatus[]> = {
  Pending: [],
  Confirmed: ['Confirmed'],
  Cancelled: ['Cancelled'],
  Shipped: ['Confirmed', 'Shipped'],
  Delivered: ['Confirmed', 'Shipped', 'Delivered'],
  Returned: ['Confirmed', 'Shipped', 'Returned'],
};
const LEGAL: Record<OrderStatus, OrderStatus[]> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Returned'],
  Delivered: [],
  Cancelled: [],
  Returned: [],
};

describe('order status changes and their stock effects', () => {
  const t = testServer({}, {}, { rateLimit: false });
  let staff: Awaited<ReturnType<typeof seedAdmin>>;
  let perfume: Awaited<ReturnType<typeof seedPerfume>>;

  const counters = async () => {
    const [row] = await t.app.database.db
      .select()
      .from(variants)
      .where(eq(variants.id, perfume.variants[0]!.id));
    return {
      stock: row!.stock,
      reservedQty: row!.reservedQty,
      shippedQty: row!.shippedQty,
      returnedQty: row!.returnedQty,
    };
  };
  const newOrder = async (quantity = 2) => {
    const response = await as(t, null)('POST', '/api/orders/', {
      ...customer,
      products: [{ productId: perfume.perfumeId, variantSize: '50ml', quantity }],
    });
    expect(response.statusCode).toBe(201);
    return response.json().order._id as string;
  };
  const setStatus = (id: string, status: string, token = staff.token) =>
    as(t, token)('PUT', `/api/orders/${id}`, {
      status,
      ...(status === 'Confirmed' ? { confirmedBy: 'Call' } : {}),
    });

  beforeAll(async () => {
    staff = await seedAdmin(t, { name: 'Dispatch', email: 'dispatch@shop.test' });
    perfume = await seedPerfume(t, 'Amber', [{ size: '50ml', price: 4000, stock: 100 }]);
  });

  it('moves Pending -> Confirmed -> Shipped -> Delivered with the counters of docs/server-rules.md §5', async () => {
    const start = await counters();
    const id = await newOrder(3);
    expect(await counters()).toEqual({ ...start, reservedQty: start.reservedQty + 3 });

    const confirmed = await setStatus(id, 'Confirmed');
    expect(confirmed.json().message).toBe('Order status updated');
    expect(await counters()).toEqual({ ...start, reservedQty: start.reservedQty + 3 });

    await setStatus(id, 'Shipped');
    expect(await counters()).toEqual({
      ...start,
      stock: start.stock - 3,
      shippedQty: start.shippedQty + 3,
    });

    const delivered = await setStatus(id, 'Delivered');
    expect(await counters()).toEqual({
      ...start,
      stock: start.stock - 3,
      shippedQty: start.shippedQty + 3,
    });
    const history = delivered.json().order.history as { status: string; by: string | null }[];
    expect(history.map((e) => e.status)).toEqual(['Pending', 'Confirmed', 'Shipped', 'Delivered']);
    expect(history.map((e) => e.by)).toEqual([null, 'Dispatch', 'Dispatch', 'Dispatch']);
  });

  it('cancelling releases the reservation, from Pending or Confirmed', async () => {
    for (const path of [['Cancelled'], ['Confirmed', 'Cancelled']]) {
      const start = await counters();
      const id = await newOrder(4);
      for (const status of path) expect((await setStatus(id, status)).statusCode).toBe(200);
      expect(await counters()).toEqual(start);
    }
  });

  it('a return puts the units back in stock and counts them', async () => {
    const start = await counters();
    const id = await newOrder(2);
    for (const status of ['Confirmed', 'Shipped', 'Returned']) await setStatus(id, status);
    expect(await counters()).toEqual({
      stock: start.stock,
      reservedQty: start.reservedQty,
      shippedQty: start.shippedQty + 2,
      returnedQty: start.returnedQty + 2,
    });
  });

  it('refuses every illegal move with 409 and leaves stock alone', async () => {
    for (const from of ORDER_STATUSES) {
      const id = await newOrder(1);
      for (const status of PATHS[from]) await setStatus(id, status);
      for (const to of ORDER_STATUSES) {
        if (LEGAL[from].includes(to)) continue;
        const before = await counters();
        const response = await setStatus(id, to);
        expect(response.statusCode, `${from} -> ${to}`).toBe(409);
        expect(response.json().message).toEqual(expect.any(String));
        expect(await counters()).toEqual(before);
      }
    }
  });

  it('needs a signed-in admin and a real status', async () => {
    const id = await newOrder(1);
    expect((await setStatus(id, 'Confirmed', '')).statusCode).toBe(401);
    const bad = await setStatus(id, 'Lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].param).toBe('status');
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'Confirmed')).statusCode).toBe(
      404,
    );
  });

  it('applies concurrent changes of one order one at a time', async () => {
    const start = await counters();
    const id = await newOrder(5);
    await setStatus(id, 'Confirmed');
    const results = await Promise.all([
      setStatus(id, 'Shipped'),
      setStatus(id, 'Shipped'),
      setStatus(id, 'Cancelled'),
    ]);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const final = ok[0]!.json().order.status as string;
    const after = await counters();
    if (final === 'Shipped')
      expect(after).toMatchObject({
        stock: start.stock - 5,
        reservedQty: start.reservedQty,
        shippedQty: start.shippedQty + 5,
      });
    else expect(after).toEqual(start);
  });
});
