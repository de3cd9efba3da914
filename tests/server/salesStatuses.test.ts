import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKED_STATUSES,
  COLLECTED_STATUSES,
  LOST_STATUSES,
  REFUNDED_STATUSES,
  WAITING_STATUSES,
} from '@shop/domain/kpis';
import { ORDER_STATUSES, SALES_STATUSES } from '@shop/domain/orderStatus';
import { orderLines, orders } from '../../server/src/db/schema';
import { kpiQuery, rows } from '../../server/src/modules/dashboard/queries';
import { rebuildDashboardRollups } from '../../server/src/modules/dashboard/rollups';
import { customer, seedPerfume } from './helpers/catalogue';
import { testServer } from './helpers/testApp';

/**
 * The roll-up triggers and the rebuild (PL/pgSQL, migration 0004) decide in SQL which orders
 * count as sales; src/domain's SALES_STATUSES says it for the code. One order in each status,
 * each of its own perfume: the perfumes the SQL counted must be exactly the domain's statuses.
 */
describe('the statuses the SQL counts as sales', () => {
  const t = testServer();
  const perfumeOf = new Map<string, string>();

  beforeAll(async () => {
    const { db } = t.app.database;
    for (const [i, status] of ORDER_STATUSES.entries()) {
      const { perfumeId, variants } = await seedPerfume(t, `Status ${status}`, [
        { size: '50ml', price: 1000, stock: 10 },
      ]);
      perfumeOf.set(perfumeId, status);
      const [order] = await db
        .insert(orders)
        .values({
          orderNumber: `ORD-20260101-0${i}STS`,
          customerName: customer.customerName,
          customerEmail: `status${i}@x.pk`,
          customerPhone: customer.customerPhone,
          customerProvince: customer.customerProvince,
          customerCity: customer.customerCity,
          customerAddress: customer.customerAddress,
          postalcode: customer.postalcode,
          totalAmount: 1000,
          status,
        })
        .returning();
      await db.insert(orderLines).values({
        orderId: order!.id,
        perfumeId,
        variantId: variants[0]!.id,
        productName: `Status ${status}`,
        variantSize: '50ml',
        quantity: 1,
        price: 1000,
      });
    }
  });

  const countedStatuses = async () => {
    const { rows } = (await t.app.database.db.execute(
      sql`select perfume_id from product_sales_daily where units > 0`,
    )) as unknown as { rows: { perfume_id: string }[] };
    return rows.map((row) => perfumeOf.get(row.perfume_id)).sort();
  };

  it('equal the domain list when lines are written, after a status change and on a rebuild', async () => {
    const expected = [...SALES_STATUSES].sort();
    expect(await countedStatuses()).toEqual(expected);

    // A status change moves the figures through the other trigger: cancel the Pending order.
    const { db } = t.app.database;
    await db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.status, 'Pending'));
    expect(await countedStatuses()).toEqual(expected.filter((s) => s !== 'Pending'));
    await db
      .update(orders)
      .set({ status: 'Pending' })
      .where(eq(orders.orderNumber, 'ORD-20260101-00STS'));
    expect(await countedStatuses()).toEqual(expected);

    await rebuildDashboardRollups(db);
    expect(await countedStatuses()).toEqual(expected);
  });

  it("are split by the dashboard's KPIs as src/domain/kpis.ts says", async () => {
    const [kpi] = await rows<Record<string, string>>(t.app.database.db, kpiQuery);
    // One order of 1,000 in each status.
    const value = (statuses: readonly string[]) => 1000 * statuses.length;
    expect(Number(kpi!.collected_value)).toBe(value(COLLECTED_STATUSES));
    expect(Number(kpi!.booked_value)).toBe(value(BOOKED_STATUSES));
    expect(Number(kpi!.refunded_value)).toBe(value(REFUNDED_STATUSES));
    expect(Number(kpi!.waiting_orders)).toBe(WAITING_STATUSES.length);
    expect(Number(kpi!.lost_orders)).toBe(LOST_STATUSES.length);
    // Collected and booked together are what the sales charts count.
    expect([...COLLECTED_STATUSES, ...BOOKED_STATUSES].sort()).toEqual([...SALES_STATUSES].sort());
    expect(COLLECTED_STATUSES).toEqual(['Delivered']);
  });
});
