import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  orderLines,
  orders,
  perfumes,
  variants,
  visitSessions,
} from '../../server/src/db/schema';
import type { OrderStatus } from '@shop/domain/orderStatus';
import { lastMonths } from '../../server/src/modules/dashboard/months';
import { as, createTestApp, rootSession, seedAdmin, testServer } from './helpers/testApp';

const DAY = 86_400_000;

/** Noon on the 15th of the month `back` months before this one (Pakistan calendar). */
function midMonth(back: number): Date {
  const { key } = lastMonths(back + 1)[0]!;
  const [y, m] = key.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 15, 7));
}

describe('dashboard figures', () => {
  const t = testServer({ LOW_STOCK_THRESHOLD: '5' });
  let superToken: string;
  let adminToken: string;
  const ids = { floral: '', woody: '' };

  beforeAll(async () => {
    superToken = (await rootSession(t)).token;
    adminToken = (await seedAdmin(t, { email: 'clerk@shop.test' })).token;
    await seedAdmin(t, { email: 'gone@shop.test', active: false });
    const { db } = t.app.database;
    const [floral, woody] = await db
      .insert(categories)
      .values([{ name: 'Floral' }, { name: 'Woody' }])
      .returning();
    const [p1, p2, p3] = await db
      .insert(perfumes)
      .values([
        { name: 'Rose', categoryId: floral!.id },
        { name: 'Cedar', categoryId: woody!.id },
        { name: 'Retired', categoryId: floral!.id, isActive: false },
      ])
      .returning();
    ids.floral = p1!.id;
    ids.woody = p2!.id;
    const [v1, v2] = await db
      .insert(variants)
      .values([
        { perfumeId: p1!.id, size: '50ml', price: 1000, stock: 20, reservedQty: 2 },
        { perfumeId: p2!.id, size: '100ml', price: 3000, stock: 3, reservedQty: 1 },
        { perfumeId: p3!.id, size: '30ml', price: 500, stock: 1 },
      ])
      .returning();
    const now = Date.now();
    const spec: [Date, OrderStatus, string, [typeof v1, number][]][] = [
      [new Date(now - 2 * 60_000), 'Delivered', 'a@x.pk', [[v1, 2]]],
      [new Date(now - 60_000), 'Pending', 'A@X.pk', [[v2, 1]]],
      [midMonth(1), 'Returned', 'b@x.pk', [[v1, 1]]],
      [midMonth(1), 'Cancelled', 'c@x.pk', [[v2, 2]]],
      [
        midMonth(2),
        'Shipped',
        'd@x.pk',
        [
          [v1, 3],
          [v2, 1],
        ],
      ],
      [midMonth(3), 'Confirmed', 'e@x.pk', [[v2, 1]]],
      [midMonth(13), 'Delivered', 'f@x.pk', [[v1, 1]]],
    ];
    for (const [i, [createdAt, status, email, lines]] of spec.entries()) {
      const total = lines.reduce((sum, [v, q]) => sum + Number(v!.price) * q, 0);
      const [order] = await db
        .insert(orders)
        .values({
          orderNumber: `ORD-20260101-00${i}AA`,
          customerName: `Customer ${i}`,
          customerEmail: email,
          customerPhone: '0300-1234567',
          customerProvince: 'Sindh',
          customerCity: 'Karachi',
          customerAddress: 'Street',
          postalcode: '75500',
          status,
          totalAmount: total,
          createdAt,
        })
        .returning();
      await db.insert(orderLines).values(
        lines.map(([v, q]) => ({
          orderId: order!.id,
          perfumeId: v!.perfumeId,
          variantId: v!.id,
          productName: v!.perfumeId === p1!.id ? 'Rose' : 'Cedar',
          variantSize: v!.size,
          quantity: q,
          price: Number(v!.price),
        })),
      );
    }
    const today = new Date(now).toISOString().slice(0, 10);
    const day = (back: number) => new Date(now - back * DAY).toISOString().slice(0, 10);
    // Visiting sessions: 1 of 4 ordered today, 2 of 6 ten days ago; 40 days ago is outside.
    const sessionsOn = (d: string, count: number, ordering: number) =>
      Array.from({ length: count }, (_, i) => ({
        day: d,
        session: randomUUID(),
        ordered: i < ordering,
      }));
    await db
      .insert(visitSessions)
      .values([
        ...sessionsOn(today, 4, 1),
        ...sessionsOn(day(10), 6, 2),
        ...sessionsOn(day(40), 50, 50),
      ]);
    // Orders written straight into the tables are counted too: the roll-ups are kept by triggers.
  });

  it('computes every figure for a superadmin', async () => {
    const response = await as(t, superToken)('GET', '/api/dashboard');
    expect(response.statusCode).toBe(200);
    const { kpis, charts, tables } = response.json();
    expect(kpis).toEqual({
      // Delivered: 2,000 today and 1,000 thirteen months ago.
      totalSales: 3000,
      // Pending 3,000, Shipped 6,000, Confirmed 3,000.
      bookedSales: 12000,
      totalOrders: 7,
      pendingOrders: 2,
      cancelledReturned: 2,
      customers: 6,
      products: 20,
      // No order here used a discount code (tests/server/discounts.test.ts counts them).
      discounts: 0,
      discountedOrders: 0,
      // No order here charged delivery (tests/server/delivery.test.ts counts them).
      delivery: 0,
      deliveryOrders: 0,
      activeAdmins: 2,
      conversionRate: 30,
      // Returned 1,000 of Delivered and Returned 4,000.
      refundPercentage: 25,
      // The complete months since the first sale: 3,000, 6,000, 0 (Returned and Cancelled do not
      // count): the trend falls below zero by next month, so the average of the three.
      forecast: 3000,
    });
    const months = lastMonths(12);
    const expectedMonthly = months.map((m) => ({ label: m.label, total: 0 }));
    expectedMonthly[11]!.total = 5000;
    expectedMonthly[9]!.total = 6000;
    expectedMonthly[8]!.total = 3000;
    expect(charts.monthlySales).toEqual(expectedMonthly);
    expect(charts.orderStatus).toEqual({
      Pending: 1,
      Confirmed: 1,
      Shipped: 1,
      Delivered: 2,
      Cancelled: 1,
      Returned: 1,
    });
    expect(charts.topProducts).toEqual([
      // The order of 13 months ago is outside the charts' twelve months.
      { _id: ids.floral, name: 'Rose', totalQty: 5 },
      { _id: ids.woody, name: 'Cedar', totalQty: 3 },
    ]);
    expect(charts.salesByCategory).toEqual([
      { category: 'Woody', total: 9000 },
      { category: 'Floral', total: 5000 },
    ]);
    // Newest first: the two orders of the last minutes lead, the one of 13 months ago closes.
    const numbers = tables.recentOrders.map((o: { orderNumber: string }) => o.orderNumber);
    expect(numbers.slice(0, 2)).toEqual(['ORD-20260101-001AA', 'ORD-20260101-000AA']);
    expect(numbers.at(-1)).toBe('ORD-20260101-006AA');
    expect(tables.recentOrders[0]).toEqual({
      _id: expect.any(String),
      orderNumber: 'ORD-20260101-001AA',
      customerName: 'Customer 1',
      status: 'Pending',
      totalAmount: 3000,
    });
    expect(tables.recentOrders).toHaveLength(7);
    expect(tables.lowStock).toEqual([
      { _id: ids.woody, product: 'Cedar', variant: '100ml', stock: 2 },
    ]);
  });

  it('withholds the superadmin figures from admins', async () => {
    const { kpis } = (await as(t, adminToken)('GET', '/api/dashboard')).json();
    expect(Object.keys(kpis).sort()).toEqual([
      'bookedSales',
      'cancelledReturned',
      'customers',
      'delivery',
      'deliveryOrders',
      'discountedOrders',
      'discounts',
      'pendingOrders',
      'products',
      'totalOrders',
      'totalSales',
    ]);
  });

  it('is for signed-in staff only', async () => {
    expect((await as(t, null)('GET', '/api/dashboard')).statusCode).toBe(401);
  });
});

describe('dashboard on an empty shop', () => {
  it('answers zeros and nulls, never an error', async () => {
    const t = await createTestApp();
    try {
      const { kpis, charts, tables } = (
        await as(t, (await rootSession(t)).token)('GET', '/api/dashboard')
      ).json();
      expect(kpis).toMatchObject({
        totalSales: 0,
        totalOrders: 0,
        customers: 0,
        bookedSales: 0,
        conversionRate: null,
        refundPercentage: null,
        forecast: null,
      });
      expect(charts.monthlySales).toHaveLength(12);
      expect(tables).toEqual({ recentOrders: [], lowStock: [] });
    } finally {
      await t.close();
    }
  });
});
