import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, variants } from '../../server/src/db/schema';
import { cancelUnconfirmedOrders } from '../../server/src/modules/orders/pendingExpiry';
import { phoneKey } from '@shop/domain/phone';
import { mailboxKey } from '../../server/src/modules/orders/customerKeys';
import { customer, seedPerfume } from './helpers/catalogue';
import { as, seedAdmin, testServer } from './helpers/testApp';

/** Issue 10, finding 2: one anonymous customer cannot hold a variant's stock. */
describe('limits on what anonymous orders can hold', () => {
  const t = testServer({ MAX_UNITS_PER_LINE: '5', MAX_UNITS_PER_ORDER: '8' });
  let perfume: Awaited<ReturnType<typeof seedPerfume>>;
  let ip = 0;

  const place = (fields: object, lines: { variantSize: string; quantity: number }[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/',
      remoteAddress: `10.5.0.${(ip += 1) % 250}`,
      payload: {
        ...customer,
        ...fields,
        products: lines.map((line) => ({ productId: perfume.perfumeId, ...line })),
      },
    });
  const reserved = async () =>
    (
      await t.app.database.db
        .select()
        .from(variants)
        .where(eq(variants.perfumeId, perfume.perfumeId))
    )
      .map((v) => v.reservedQty)
      .reduce((a, b) => a + b, 0);

  beforeAll(async () => {
    perfume = await seedPerfume(t, 'Amber', [
      { size: '30ml', price: 1000, stock: 1000 },
      { size: '50ml', price: 2000, stock: 1000 },
    ]);
  });

  it('serves the configured limits to the pages in GET /api/shop', async () => {
    const shop = await t.app.inject({ method: 'GET', url: '/api/shop' });
    expect(shop.json().orderLimits).toEqual({ maxUnitsPerLine: 5, maxUnitsPerOrder: 8 });
  });

  it('caps units per line (lines of one size together) and per order', async () => {
    const line = await place({ customerEmail: 'cap1@example.pk' }, [
      { variantSize: '30ml', quantity: 6 },
    ]);
    expect(line.statusCode).toBe(400);
    expect(line.json().errors).toEqual([
      { param: 'products', msg: 'At most 5 of one size per order.' },
    ]);
    const split = await place({ customerEmail: 'cap2@example.pk' }, [
      { variantSize: '30ml', quantity: 3 },
      { variantSize: '30ML', quantity: 3 },
    ]);
    expect(split.statusCode).toBe(400);
    const order = await place({ customerEmail: 'cap3@example.pk' }, [
      { variantSize: '30ml', quantity: 5 },
      { variantSize: '50ml', quantity: 4 },
    ]);
    expect(order.json().message).toBe('At most 8 units per order.');
    expect(await reserved()).toBe(0);
    const fits = await place({ customerEmail: 'cap4@example.pk' }, [
      { variantSize: '30ml', quantity: 5 },
      { variantSize: '50ml', quantity: 3 },
    ]);
    expect(fits.statusCode).toBe(201);
  });

  it('counts one mailbox however its address is spelt', async () => {
    expect(mailboxKey(' A.Li.Raza+shop@GoogleMail.com')).toBe('aliraza@gmail.com');
    expect(mailboxKey('ali.raza+x@example.pk')).toBe('ali.raza@example.pk');
    const spellings = Array.from({ length: 11 }, (_, i) =>
      i % 2 ? `s.a.n.a+${i}@gmail.com` : `SANA+${i}@googlemail.com`,
    );
    const statuses: number[] = [];
    for (const [i, email] of spellings.entries()) {
      statuses.push(
        (
          await place(
            { customerEmail: email, customerPhone: `0300-00000${String(i).padStart(2, '0')}` },
            [{ variantSize: '30ml', quantity: 1 }],
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });

  it('limits orders per phone number, however it is written (its canonical form)', async () => {
    // One number written 14 ways, as the attack of issue 28 wrote it.
    const spellings = [
      '0321-7654321',
      '+923217654321',
      '03217654321',
      '923217654321',
      '+92 321 7654321',
      '0092 321 7654321',
      '(0321) 765-4321',
      '+92-321-765-4321',
      '0321.765.4321',
      '۰۳۲۱۷۶۵۴۳۲۱',
      '٠٣٢١٧٦٥٤٣٢١',
      '+۹۲ ۳۲۱ ۷۶۵۴۳۲۱',
      '00923217654321',
      ' 0321 765 4321 ',
    ];
    for (const spelling of spellings) expect(phoneKey(spelling), spelling).toBe('+923217654321');
    const statuses: number[] = [];
    for (const [i, customerPhone] of spellings.entries()) {
      statuses.push(
        (
          await place({ customerEmail: `buyer${i}@example.pk`, customerPhone }, [
            { variantSize: '50ml', quantity: 1 },
          ])
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual(Array(4).fill(429));
  });

  it('counts a mailbox written with the root dot, in any case, with a +tag, as one', async () => {
    const spellings = Array.from(
      { length: 12 },
      (_, i) => [`box+${i}@a.test.`, `BOX@A.Test.`, `box@a.test`, `Box+x${i}@a.TEST..`][i % 4]!,
    );
    for (const email of spellings) expect(mailboxKey(email), email).toBe('box@a.test');
    const statuses: number[] = [];
    for (const [i, customerEmail] of spellings.entries()) {
      statuses.push(
        (
          await place({ customerEmail, customerPhone: `0345-00000${String(i).padStart(2, '0')}` }, [
            { variantSize: '30ml', quantity: 1 },
          ])
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('cancels Pending orders not confirmed in time, once, releasing their stock as the system', async () => {
    const { db } = t.app.database;
    const held = await reserved();
    expect(held).toBeGreaterThan(0);
    const staff = await seedAdmin(t, { email: 'clerk@shop.test' });
    const pending = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, 'Pending'));
    const [confirmed, ...rest] = pending.map((o) => o.id);
    await as(t, staff.token)('PUT', `/api/orders/${confirmed}`, {
      status: 'Confirmed',
      confirmedBy: 'WhatsApp',
    });
    const old = new Date(Date.now() - 73 * 3600_000);
    await db
      .update(orders)
      .set({ createdAt: old })
      .where(inArray(orders.id, [confirmed!, ...rest]));
    // Two instances sweeping at the same moment cancel each order once.
    const counts = await Promise.all([
      cancelUnconfirmedOrders(db, 72),
      cancelUnconfirmedOrders(db, 72),
    ]);
    expect(counts[0]! + counts[1]!).toBe(rest.length);
    const statuses = await db.select({ id: orders.id, status: orders.status }).from(orders);
    expect(statuses.find((o) => o.id === confirmed)!.status).toBe('Confirmed');
    expect(statuses.filter((o) => o.status === 'Cancelled')).toHaveLength(rest.length);
    const order = await as(t, staff.token)('GET', `/api/orders/${rest[0]}`);
    expect(order.json().history.at(-1)).toMatchObject({
      status: 'Cancelled',
      by: 'System (not confirmed in time)',
    });
    // Only the confirmed order still holds stock.
    const confirmedOrder = await as(t, staff.token)('GET', `/api/orders/${confirmed}`);
    const stillHeld = confirmedOrder
      .json()
      .products.reduce((n: number, p: { quantity: number }) => n + p.quantity, 0);
    expect(await reserved()).toBe(stillHeld);
    expect(await cancelUnconfirmedOrders(db, 72)).toBe(0);
  });
});
