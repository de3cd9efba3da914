import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@shop/domain/orderStatus';
import { shopDay } from '@shop/domain/dates';
import { customer, seedPerfume } from './helpers/catalogue';
import { as, testServer } from './helpers/testApp';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The steps from Pending to each status, through the order lifecycle. */
const PATH: Record<OrderStatus, OrderStatus[]> = {
  Pending: [],
  Confirmed: ['Confirmed'],
  Shipped: ['Confirmed', 'Shipped'],
  Delivered: ['Confirmed', 'Shipped', 'Delivered'],
  Cancelled: ['Cancelled'],
  Returned: ['Confirmed', 'Shipped', 'Returned'],
};

/**
 * Orders placed through the checkout in every status, from visiting sessions and without one; the
 * expected figures are worked out here from those orders and visits, not read from the code.
 */
describe('the dashboard KPIs, from the orders and visits behind them', () => {
  const t = testServer();
  const placed: { status: OrderStatus; total: number; quantity: number }[] = [];
  const sessions: string[] = [];

  /** A new browser session: its first visit, and the cookie it was given. */
  async function visit(cookie?: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/visits',
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(204);
    const given = response.headers['set-cookie'];
    return cookie ?? String(given).split(';')[0]!;
  }

  async function order(status: OrderStatus, quantity: number, cookie: string | null, i: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: cookie ? { cookie } : {},
      payload: {
        ...customer,
        customerEmail: `kpi${i}@example.pk`,
        customerPhone: `0300-${String(1_000_000 + i)}`,
        products: [{ productId: perfumeId, variantSize: '50ml', quantity, price: 1 }],
      },
    });
    expect(response.statusCode).toBe(201);
    const { order } = response.json<{ order: { _id: string; totalAmount: number } }>();
    for (const next of PATH[status]) {
      const moved = await as(t, t.root)('PUT', `/api/orders/${order._id}`, {
        status: next,
        ...(next === 'Confirmed' ? { confirmedBy: 'WhatsApp' } : {}),
      });
      expect(moved.statusCode).toBe(200);
    }
    placed.push({ status, total: order.totalAmount, quantity });
  }

  let perfumeId = '';
  beforeAll(async () => {
    ({ perfumeId } = await seedPerfume(t, 'Attar', [{ size: '50ml', price: 1250, stock: 100 }]));
    for (let i = 0; i < 5; i += 1) sessions.push(await visit());
    // Reloads of one session on one day are one visit.
    for (let i = 0; i < 3; i += 1) await visit(sessions[0]);
    const [a, b, c] = sessions;
    // Sessions a, b and c order (a twice); d and e only look; three orders come with no session.
    const plan: [OrderStatus, number, string | null][] = [
      ['Pending', 1, a!],
      ['Confirmed', 2, a!],
      ['Shipped', 3, b!],
      ['Delivered', 4, c!],
      ['Delivered', 1, null],
      ['Cancelled', 5, null],
      ['Returned', 2, null],
    ];
    for (const [i, [status, quantity, cookie]] of plan.entries()) {
      await order(status, quantity, cookie, i);
    }
  });

  const valueOf = (...statuses: OrderStatus[]) =>
    placed.filter((o) => statuses.includes(o.status)).reduce((sum, o) => sum + o.total, 0);
  const countOf = (...statuses: OrderStatus[]) =>
    placed.filter((o) => statuses.includes(o.status)).length;

  it('counts each figure as its definition says', async () => {
    const { kpis } = (await as(t, t.root)('GET', '/api/dashboard')).json();
    const delivered = valueOf('Delivered');
    const returned = valueOf('Returned');
    // Everything was ordered this month: the forecast is this month's pace over the whole month.
    const today = shopDay(new Date());
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const monthSales = valueOf('Pending', 'Confirmed', 'Shipped', 'Delivered');
    expect(kpis).toEqual({
      totalSales: delivered,
      bookedSales: valueOf('Pending', 'Confirmed', 'Shipped'),
      totalOrders: placed.length,
      pendingOrders: countOf('Pending', 'Confirmed'),
      cancelledReturned: countOf('Cancelled', 'Returned'),
      customers: placed.length,
      // Cancelled orders gave their units back, returned ones came back to stock.
      products:
        100 -
        placed
          .filter((o) => o.status !== 'Cancelled' && o.status !== 'Returned')
          .reduce((sum, o) => sum + o.quantity, 0),
      // No order used a discount code.
      discounts: 0,
      discountedOrders: 0,
      delivery: 0,
      deliveryOrders: 0,
      activeAdmins: 1,
      conversionRate: (3 / 5) * 100,
      refundPercentage: round2((returned / (delivered + returned)) * 100),
      forecast: Math.round((monthSales / day) * daysInMonth),
    });
    expect(kpis.totalSales).toBe(5 * 1250);
    expect(kpis.bookedSales).toBe(6 * 1250);
  });

  it('keeps the conversion rate within 0-100% however many orders a session places', async () => {
    const cookie = sessions[1]!;
    for (let i = 0; i < 3; i += 1) await order('Pending', 1, cookie, 100 + i);
    const { kpis } = (await as(t, t.root)('GET', '/api/dashboard')).json();
    expect(kpis.conversionRate).toBe((3 / 5) * 100);
    const fresh = await visit();
    await order('Pending', 1, fresh, 200);
    const { kpis: after } = (await as(t, t.root)('GET', '/api/dashboard')).json();
    expect(after.conversionRate).toBe(round2((4 / 6) * 100));
  });
});
