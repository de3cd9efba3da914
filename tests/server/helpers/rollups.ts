import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rebuildDashboardRollups } from '../../../server/src/modules/dashboard/rollups';
import type { TestApp } from './testApp';

type Row = Record<string, unknown>;

/** The roll-up tables' rows that count anything, in a stable order, numbers as numbers. */
export async function rollupRows(t: TestApp) {
  const { db } = t.app.database;
  const read = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          typeof v === 'string' && /^-?\d/.test(v) && k !== 'day' ? Number(v) : v,
        ]),
      ),
    );
  return {
    customers: await read(sql`select email from order_customers order by email`),
    stats: await read(sql`
      select day::text, status, sum(orders)::int as orders, sum(amount) as amount
      from order_stats_daily group by day, status
      having sum(orders) <> 0 or sum(amount) <> 0 order by day, status`),
    sales: await read(sql`
      select day::text, perfume_id, units, amount from product_sales_daily
      where units <> 0 or amount <> 0 order by day, perfume_id`),
  };
}

/** What the transactions kept must equal what a rebuild from the orders themselves gives. */
export async function expectRollupsToMatchOrders(t: TestApp) {
  const kept = await rollupRows(t);
  await rebuildDashboardRollups(t.app.database.db);
  expect(kept).toEqual(await rollupRows(t));
  return kept;
}
