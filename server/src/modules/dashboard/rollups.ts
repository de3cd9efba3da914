import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The dashboard roll-ups (order_stats_daily, product_sales_daily, order_customers) are kept by
 * triggers that migration 0004 installs, in the transaction of whoever writes the orders:
 * product sales when order lines are inserted or an order leaves the sold statuses (at once,
 * before the checkout or status change touches the variants), customers and status counts when
 * the transaction commits (after the variants). So every transaction locks roll-up rows in one
 * order, after the rows it shares with others: no deadlocks between checkouts and status changes.
 *
 * Deleting orders is the one change the triggers do not follow (the shop never deletes them):
 * after doing that by hand, rebuild.
 */
export async function rebuildDashboardRollups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select dashboard_rebuild()`);
  });
}
