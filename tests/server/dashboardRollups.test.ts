import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@shop/domain/orderStatus';
import { customer, seedPerfume } from './helpers/catalogue';
import { expectRollupsToMatchOrders } from './helpers/rollups';
import { as, testServer } from './helpers/testApp';

describe('dashboard figures follow orders placed and moved through the API', () => {
  const t = testServer({}, {}, { rateLimit: false });
  const ids = { rose: '', cedar: '' };

  const place = async (email: string, lines: [string, number][]) => {
    const response = await as(t, null)('POST', '/api/orders/', {
      ...customer,
      customerEmail: email,
      products: lines.map(([productId, quantity]) => ({
        productId,
        variantSize: productId === ids.rose ? '50ml' : '100ml',
        quantity,
      })),
    });
    expect(response.statusCode).toBe(201);
    return response.json().order._id as string;
  };
  const walk = async (id: string, path: OrderStatus[]) => {
    for (const status of path) {
      const body = { status, ...(status === 'Confirmed' ? { confirmedBy: 'WhatsApp' } : {}) };
      expect((await as(t, t.root)('PUT', `/api/orders/${id}`, body)).statusCode).toBe(200);
    }
  };

  beforeAll(async () => {
    ids.rose = (await seedPerfume(t, 'Rose', [{ size: '50ml', price: 1000, stock: 50 }])).perfumeId;
    ids.cedar = (
      await seedPerfume(t, 'Cedar', [{ size: '100ml', price: 3000, stock: 50 }])
    ).perfumeId;
    await place('a@x.pk', [[ids.rose, 2]]);
    await walk(await place('A@X.pk', [[ids.cedar, 1]]), ['Confirmed']);
    await walk(
      await place('b@x.pk', [
        [ids.rose, 1],
        [ids.cedar, 1],
      ]),
      ['Confirmed', 'Shipped', 'Delivered'],
    );
    await walk(await place('c@x.pk', [[ids.cedar, 2]]), ['Cancelled']);
    await walk(await place('d@x.pk', [[ids.rose, 3]]), ['Confirmed', 'Shipped', 'Returned']);
    await walk(await place('e@x.pk', [[ids.rose, 1]]), ['Confirmed', 'Cancelled']);
  });

  it('counts sales, statuses, customers and the product charts without the unsold orders', async () => {
    const { kpis, charts } = (await as(t, t.root)('GET', '/api/dashboard')).json();
    expect(kpis).toMatchObject({
      // Collected: the Delivered 4,000; booked: the Pending 2,000 and the Confirmed 3,000.
      totalSales: 4000,
      bookedSales: 5000,
      totalOrders: 6,
      pendingOrders: 2,
      cancelledReturned: 3,
      customers: 5,
      products: 47 + 48,
      refundPercentage: 42.86,
    });
    expect(charts.orderStatus).toEqual({
      Pending: 1,
      Confirmed: 1,
      Shipped: 0,
      Delivered: 1,
      Cancelled: 2,
      Returned: 1,
    });
    expect(charts.monthlySales.at(-1).total).toBe(9000);
    expect(charts.topProducts).toEqual([
      { _id: ids.rose, name: 'Rose', totalQty: 3 },
      { _id: ids.cedar, name: 'Cedar', totalQty: 2 },
    ]);
    expect(charts.salesByCategory).toEqual([
      { category: 'Cedar category', total: 6000 },
      { category: 'Rose category', total: 3000 },
    ]);
  });

  it('keeps roll-ups equal to a rebuild from the orders themselves', async () => {
    const kept = await expectRollupsToMatchOrders(t);
    expect(kept.customers).toHaveLength(5);
    expect(kept.stats.map((r) => r.status).sort()).toEqual([
      'Cancelled',
      'Confirmed',
      'Delivered',
      'Pending',
      'Returned',
    ]);
  });
});
