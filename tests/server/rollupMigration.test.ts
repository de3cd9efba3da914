import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../server/src/db/client';
import * as schema from '../../server/src/db/schema';
import { rebuildDashboardRollups } from '../../server/src/modules/dashboard/rollups';

const migrations = path.resolve('server/src/db/migrations');
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-migrations-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** A copy of the migrations folder holding only the migrations before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = path.join(dir, 'before');
  await fs.cp(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const rowsOf = async (db: ReturnType<typeof drizzle>, table: string) =>
  (
    (await db.execute(sql.raw(`select * from ${table} order by 1`))) as unknown as {
      rows: unknown[];
    }
  ).rows;

it('migration 0004 counts the orders a shop already had (PGlite)', async () => {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder: await migrationsBefore('0004_dashboard_rollups') });
    await db.execute(sql`
      with c as (insert into categories (name) values ('Floral') returning id),
      p as (insert into perfumes (name, category_id) select 'Rose', id from c returning id),
      v as (insert into variants (perfume_id, size, price, stock, reserved_qty)
            select id, '50ml', 1000, 50, 0 from p returning id, perfume_id),
      o as (
        insert into orders (order_number, customer_name, customer_email, customer_phone,
          customer_province, customer_city, customer_address, postalcode, status, total_amount, created_at)
        select 'ORD-20260101-0000' || i, 'Old Customer', 'Old' || (i % 2) || '@x.pk', '0300-1234567',
          'Sindh', 'Karachi', 'Street', '75500', (array['Delivered', 'Cancelled', 'Pending'])[i],
          1000 * i, timestamptz '2026-03-31 20:00:00+00' + i * interval '1 day'
        from generate_series(1, 3) i returning id, total_amount
      )
      insert into order_lines (order_id, perfume_id, variant_id, product_name, variant_size, quantity, price)
      select o.id, v.perfume_id, v.id, 'Rose', '50ml', o.total_amount / 1000, 1000 from o, v`);

    await migrate(db, { migrationsFolder: migrations });
    const migrated = {
      customers: await rowsOf(db, 'order_customers'),
      stats: await rowsOf(db, 'order_stats_daily'),
      sales: await rowsOf(db, 'product_sales_daily'),
    };
    // 20:00 UTC on 1 April is already 2 April in Pakistan.
    expect(migrated.stats).toEqual([
      { day: '2026-04-02', status: 'Delivered', slot: 0, orders: 1, amount: '1000.00' },
      { day: '2026-04-03', status: 'Cancelled', slot: 0, orders: 1, amount: '2000.00' },
      { day: '2026-04-04', status: 'Pending', slot: 0, orders: 1, amount: '3000.00' },
    ]);
    expect(migrated.customers).toEqual([{ email: 'old0@x.pk' }, { email: 'old1@x.pk' }]);
    expect(migrated.sales).toHaveLength(2);

    await rebuildDashboardRollups(db as never);
    expect(await rowsOf(db, 'order_stats_daily')).toEqual(migrated.stats);
    expect(await rowsOf(db, 'product_sales_daily')).toEqual(migrated.sales);

    // From now on every writer is counted, even plain SQL (an older instance, a script).
    await db.execute(sql`update orders set status = 'Cancelled' where status = 'Pending'`);
    const byStatus = await db.execute(sql`
      select status, sum(orders)::int as n, sum(amount)::int as amount
      from order_stats_daily group by status order by status`);
    expect((byStatus as unknown as { rows: unknown[] }).rows).toEqual([
      { status: 'Cancelled', n: 2, amount: 5000 },
      { status: 'Delivered', n: 1, amount: 1000 },
      { status: 'Pending', n: 0, amount: 0 },
    ]);
    const units = await db.execute(sql`select sum(units)::int as n from product_sales_daily`);
    expect((units as unknown as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
  } finally {
    await client.close();
  }
});
