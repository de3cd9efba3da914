import { desc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/src/db/schema';
import { ordersInBatches } from '../../server/src/modules/orders/orderQueries';
import { customer } from './helpers/catalogue';
import { testServer } from './helpers/testApp';

/** The exports read the orders in keyset batches: every order once, newest first, ties included. */
describe('orders in export batches', () => {
  const t = testServer();

  beforeAll(async () => {
    // Seven orders in the same microsecond, two in the microsecond before, one far older.
    const at = [
      '2026-11-22T21:00:00.123456Z',
      '2026-11-22T21:00:00.123455Z',
      '2026-01-01T00:00:00Z',
    ];
    const when = [0, 0, 0, 0, 0, 0, 0, 1, 1, 2];
    for (const [i, w] of when.entries()) {
      await t.app.database.db.insert(orders).values({
        orderNumber: `ORD-20261122-B000${i}`,
        customerName: `Batch ${i}`,
        customerEmail: `batch${i}@shop.pk`,
        customerPhone: '+923001234567',
        customerProvince: customer.customerProvince,
        customerCity: 'Karachi',
        customerAddress: 'House 1',
        postalcode: '75500',
        totalAmount: 100 + i,
        status: i % 2 ? 'Pending' : 'Delivered',
      });
      await t.app.database.db.execute(
        sql`update orders set created_at = ${at[w]}::timestamptz where order_number = ${`ORD-20261122-B000${i}`}`,
      );
    }
  });

  const read = async (filter: Parameters<typeof ordersInBatches>[1], size: number) => {
    const numbers: string[] = [];
    for await (const batch of ordersInBatches(t.app.database.db, filter, size)) {
      expect(batch.length).toBeLessThanOrEqual(size);
      numbers.push(...batch.map((row) => row.orderNumber));
    }
    return numbers;
  };

  it('reads every order once, in the order of one query, whatever the batch size', async () => {
    const all = (
      await t.app.database.db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .orderBy(desc(orders.createdAt), desc(orders.id))
    ).map((row) => row.orderNumber);
    expect(all).toHaveLength(10);
    for (const size of [1, 2, 3, 7, 10, 500]) expect(await read({}, size)).toEqual(all);
    expect(await read({ status: 'Pending' }, 2)).toEqual(
      all.filter((n) => Number(n.slice(-1)) % 2 === 1),
    );
  });
});
