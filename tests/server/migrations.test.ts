import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, categories, orders, perfumes, variants } from '../../server/src/db/schema';
import { testServer } from './helpers/testApp';
import type { Db } from '../../server/src/db/client';

/** Runs an insert and returns the database's complaint, or null when it was accepted. */
async function rejection(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
}

describe('migrations and constraints', () => {
  const t = testServer();
  let db: Db;
  let perfumeId: string;

  beforeAll(async () => {
    db = t.app.database.db;
    const [category] = await db.insert(categories).values({ name: 'Test' }).returning();
    const [perfume] = await db
      .insert(perfumes)
      .values({ name: 'P', categoryId: category!.id })
      .returning();
    perfumeId = perfume!.id;
  });

  it('creates every table of the data model', async () => {
    const result = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map(
      (r) => r.table_name,
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        'admins',
        'refresh_tokens',
        'password_reset_codes',
        'categories',
        'perfumes',
        'variants',
        'orders',
        'order_lines',
        'order_events',
        'reviews',
        'contact_messages',
        'visit_sessions',
        'order_stats_daily',
        'product_sales_daily',
        'order_customers',
        'app_meta',
      ]),
    );
  });

  it('keeps e-mail addresses unique regardless of case', async () => {
    const problem = await rejection(() =>
      db.insert(admins).values({ name: 'Dup', email: 'ROOT@shop.test', passwordHash: 'x' }),
    );
    expect(problem).toMatch(/admins_email_unique/);
  });

  it('allows only the two roles', async () => {
    const problem = await rejection(() =>
      db
        .insert(admins)
        .values({ name: 'X', email: 'x@shop.test', passwordHash: 'x', role: 'owner' as never }),
    );
    expect(problem).toMatch(/admins_role_check/);
  });

  it('keeps sizes unique within a perfume, ignoring case', async () => {
    await db.insert(variants).values({ perfumeId, size: '50ml', price: 100, stock: 1 });
    const problem = await rejection(() =>
      db.insert(variants).values({ perfumeId, size: '50ML', price: 100, stock: 1 }),
    );
    expect(problem).toMatch(/variants_perfume_size_unique/);
  });

  it('refuses a price of zero or less', async () => {
    const problem = await rejection(() =>
      db.insert(variants).values({ perfumeId, size: 'free', price: 0, stock: 1 }),
    );
    expect(problem).toMatch(/variants_price_positive/);
  });

  it('never lets reserved units exceed stock or go below zero', async () => {
    const over = await rejection(() =>
      db.insert(variants).values({ perfumeId, size: 'over', price: 10, stock: 2, reservedQty: 3 }),
    );
    expect(over).toMatch(/variants_reserved_within_stock/);
    const negative = await rejection(() =>
      db.insert(variants).values({ perfumeId, size: 'neg', price: 10, stock: 2, reservedQty: -1 }),
    );
    expect(negative).toMatch(/variants_reserved_nonnegative/);
  });

  it('keeps order numbers unique and statuses within the six', async () => {
    const order = {
      orderNumber: 'ORD-20261122-AB12C',
      customerName: 'A',
      customerEmail: 'a@b.pk',
      customerPhone: '03001234567',
      customerProvince: 'Sindh',
      customerCity: 'Karachi',
      customerAddress: 'Street 1',
      postalcode: '75500',
      totalAmount: 100,
    };
    await db.insert(orders).values(order);
    expect(await rejection(() => db.insert(orders).values(order))).toMatch(/orders_number_unique/);
    expect(
      await rejection(() =>
        db
          .insert(orders)
          .values({ ...order, orderNumber: 'ORD-20261122-ZZZZZ', status: 'Lost' as never }),
      ),
    ).toMatch(/orders_status_check/);
  });

  it('refuses a variant of a perfume that does not exist', async () => {
    const problem = await rejection(() =>
      db.insert(variants).values({
        perfumeId: '00000000-0000-4000-8000-000000000000',
        size: '1ml',
        price: 1,
        stock: 1,
      }),
    );
    expect(problem).toMatch(/foreign key/);
  });
});
