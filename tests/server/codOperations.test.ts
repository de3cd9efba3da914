import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, variants } from '../../server/src/db/schema';
import { seedPerfume } from './helpers/catalogue';
import { codShop, ORIGIN } from './helpers/codShop';
import { until } from './helpers/smtp';
import { as } from './helpers/testApp';

describe('cash-on-delivery operations: confirmation, couriers, customer history, low stock', () => {
  const shop = codShop();
  const { t, inbox, place, setStatus } = shop;

  it('asks how a Confirmed order was confirmed: required, one of WhatsApp, Call, Other, only then', async () => {
    const order = await place();
    for (const body of [
      { status: 'Confirmed' },
      { status: 'Confirmed', confirmedBy: 'Pigeon' },
      { status: 'Confirmed', confirmedBy: '' },
      { status: 'Cancelled', confirmedBy: 'WhatsApp' },
    ]) {
      const answer = await setStatus(order._id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.json())).toContain('confirmedBy');
    }
    const other = await setStatus(order._id, {
      status: 'Confirmed',
      confirmedBy: 'Other',
      note: 'Came to the shop',
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().order.history.at(-1)).toMatchObject({
      status: 'Confirmed',
      by: 'Dispatch',
      note: 'Confirmed another way · Came to the shop',
    });
    const byCall = await place();
    const called = await setStatus(byCall._id, { status: 'Confirmed', confirmedBy: 'Call' });
    expect(called.json().order.history.at(-1).note).toBe('Confirmed by phone call');
  });

  it('refuses a courier or tracking number that does not fit, naming the field', async () => {
    const order = await place();
    const refusals: [Record<string, unknown>, string][] = [
      [{ status: 'Confirmed', courier: 'TCS' }, 'courier'],
      [{ status: 'Confirmed', trackingNumber: '123456' }, 'trackingNumber'],
    ];
    for (const [body, field] of refusals) {
      const answer = await setStatus(order._id, body);
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json())).toContain(field);
    }
    await setStatus(order._id, { status: 'Confirmed', confirmedBy: 'WhatsApp' });
    for (const [body, field] of [
      [{ status: 'Shipped', courier: 'DHL Moon' }, 'courier'],
      [{ status: 'Shipped', courier: 'TCS', trackingNumber: 'ab cd;drop' }, 'trackingNumber'],
      [{ status: 'Shipped', trackingNumber: '123456' }, 'courier'],
    ] as const) {
      const answer = await setStatus(order._id, body);
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json())).toContain(field);
    }
    // The call of the specification, with no courier, still ships.
    const plain = await setStatus(order._id, { status: 'Shipped' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().order).toMatchObject({ courier: null, trackingUrl: null });
  });

  it("shows staff the customer's history by phone and by e-mail", async () => {
    const phone = { customerPhone: '0321-5550001' };
    const a = await place({ ...phone, customerEmail: 'one@example.pk' });
    const b = await place({ customerPhone: '+923215550001', customerEmail: 'two@example.pk' });
    const c = await place({ customerPhone: '03215550001', customerEmail: 'one@example.pk' });
    const d = await place({ customerPhone: '0345-5550002', customerEmail: 'ONE@example.pk' });
    await place({ customerPhone: '0345-5550003', customerEmail: 'stranger@example.pk' });
    const step = (status: string) => ({
      status,
      ...(status === 'Confirmed' ? { confirmedBy: 'WhatsApp' } : {}),
    });
    for (const status of ['Confirmed', 'Shipped', 'Delivered'])
      await setStatus(a._id, step(status));
    for (const status of ['Confirmed', 'Shipped', 'Returned']) await setStatus(b._id, step(status));
    await setStatus(d._id, { status: 'Cancelled' });

    const answer = await as(t, shop.staff.token)('GET', `/api/orders/${c._id}/customer-history`);
    expect(answer.statusCode).toBe(200);
    const history = answer.json();
    expect(history.byPhone).toMatchObject({
      orders: 2,
      delivered: 1,
      returned: 1,
      cancelled: 0,
      deliveredValue: 4500,
    });
    expect(history.byEmail).toMatchObject({ orders: 2, delivered: 1, cancelled: 1, returned: 0 });
    expect(history.orders.map((o: { orderNumber: string }) => o.orderNumber).sort()).toEqual(
      [a, b, d].map((o) => o.orderNumber).sort(),
    );
    expect(history.orders.find((o: { _id: string }) => o._id === a._id)).toMatchObject({
      samePhone: true,
      sameEmail: true,
    });

    expect((await as(t, null)('GET', `/api/orders/${c._id}/customer-history`)).statusCode).toBe(
      401,
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await as(t, shop.staff.token)('GET', `/api/orders/${missing}/customer-history`)).statusCode,
    ).toBe(404);
  });

  it('tells superadmins once each time a variant falls to the low-stock level', async () => {
    const low = await seedPerfume(t, 'Rose Attar', [{ size: '50ml', price: 1200, stock: 8 }]);
    const alerts = async () =>
      (await inbox()).filter((m) => /^Low stock: Rose Attar/.test(m.subject ?? ''));

    await place({}, 2, low); // 6 left
    const first = await place({}, 1, low); // 5 left: the crossing
    // One mail for each active superadmin (the root and the owner), none for other staff.
    const told = await until(async () => ((await alerts()).length >= 2 ? alerts() : null));
    expect(told.map((m) => m.to?.[0]?.address).sort()).toEqual([
      shop.owner.email,
      'root@shop.test',
    ]);
    expect(told[0]!.subject).toBe('Low stock: Rose Attar (50ml), 5 left');
    expect(told[0]!.text).toContain(`${ORIGIN}/perfumes`);
    const perCrossing = told.length;

    const second = await place({}, 1, low); // 4 left: still low, no new alert
    await until(async () => {
      const rows = await t.app.database.db.select().from(mailOutbox);
      return rows.every((row) => row.sentAt || row.failedAt);
    });
    expect(await alerts()).toHaveLength(perCrossing);

    // Cancelled orders give 2 back: 6 left, above the level again; the next fall is told again.
    await setStatus(first._id, { status: 'Cancelled' });
    await setStatus(second._id, { status: 'Cancelled' });
    const [row] = await t.app.database.db
      .select()
      .from(variants)
      .where(eq(variants.id, low.variants[0]!.id));
    expect(row!.lowStockAlertedAt).toBeNull();
    await place({}, 1, low); // 5 left again
    await until(async () => ((await alerts()).length === perCrossing * 2 ? true : null));
  });
});
