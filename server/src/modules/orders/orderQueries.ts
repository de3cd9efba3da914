import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@shop/domain/orderStatus';
import type { Db } from '../../db/client';
import { orderSearchMatches } from '../../db/orderSearch';
import { admins, orderEvents, orderLines, orders, variants } from '../../db/schema';
import { notFound } from '../../errors';
import { orderView, toSummary } from './orderView';
import type { SORT_FIELDS } from './schemas';

export interface OrderFilter {
  status?: OrderStatus | '';
  search?: string;
}

/** The WHERE clause of the admin list and the CSV export. */
export function filterClause(filter: OrderFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.search?.trim() ? orderSearchMatches(filter.search) : undefined,
  );
}

/** One order with its lines and status history; `withStaff` adds who changed each status. */
export async function loadOrder(db: Db, where: SQL, withStaff: boolean) {
  const [row] = await db.select().from(orders).where(where).limit(1);
  if (!row) throw notFound('Order not found');
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, row.id)),
    db
      .select({
        status: orderEvents.status,
        createdAt: orderEvents.createdAt,
        by: admins.name,
        byEmail: admins.email,
        actor: orderEvents.actor,
        note: orderEvents.note,
      })
      .from(orderEvents)
      .leftJoin(admins, eq(admins.id, orderEvents.adminId))
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.createdAt)),
  ]);
  return orderView(row, lines, events, withStaff);
}

const sortColumns: Record<(typeof SORT_FIELDS)[number], SQL | AnyPgColumn> = {
  createdAt: orders.createdAt,
  orderNumber: orders.orderNumber,
  customerName: sql`lower(${orders.customerName})`,
  status: orders.status,
  totalAmount: orders.totalAmount,
};

/** One page of the admin list, sorted and filtered by the database. */
export async function listOrders(
  db: Db,
  filter: OrderFilter,
  page: number,
  pageSize: number,
  sort: (typeof SORT_FIELDS)[number],
  direction: 'asc' | 'desc',
) {
  const where = filterClause(filter);
  const by = direction === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(by(sortColumns[sort]), by(orders.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db
      .select({ n: sql<number>`count(*)` })
      .from(orders)
      .where(where),
  ]);
  return { orders: rows.map(toSummary), total: Number(count?.n ?? 0), page, pageSize };
}

/** What the exports write of an order, and its id (where the next batch starts): no more. */
const exportFields = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  customerProvince: orders.customerProvince,
  customerCity: orders.customerCity,
  customerAddress: orders.customerAddress,
  postalcode: orders.postalcode,
  paymentMethod: orders.paymentMethod,
  status: orders.status,
  totalAmount: orders.totalAmount,
  deliveryFee: orders.deliveryFee,
  discount: orders.discount,
  discountCode: orders.discountCode,
  /**
   * The lines in one cell: '2 × Oud Wood 50ml; 1 × Rose 100ml' (by perfume, then its sizes in the
   * catalogue's order). `orders.id` spelt out: in a one-table select drizzle leaves out the table.
   */
  items: sql<string>`coalesce((
    select string_agg(
      l.quantity || ' × ' || l.product_name || ' ' || l.variant_size, '; '
      order by l.product_name, v.position, l.variant_size)
    from ${orderLines} l join ${variants} v on v.id = l.variant_id
    where l.order_id = orders.id), '')`,
};

/** An order as the exports read it. */
export type ExportRow = Pick<
  typeof orders.$inferSelect,
  Exclude<keyof typeof exportFields, 'items'>
> & {
  items: string;
};

/**
 * Every order matching the filter, newest first, fetched in batches (keyset pagination): each
 * batch is a short query of its own, so a slow download holds no connection, transaction or
 * snapshot between batches, and every read stays within the pool's statement time limit. The
 * caller reads the next batch when it has written the last one out: at most one batch is held.
 */
export async function* ordersInBatches(
  db: Db,
  filter: OrderFilter,
  batchSize: number,
): AsyncGenerator<ExportRow[]> {
  const where = filterClause(filter);
  let afterId: string | null = null;
  for (;;) {
    // The cursor is read back from the row itself: a JS Date would drop the microseconds of
    // created_at and skip orders placed within the same millisecond. A row comparison lets the
    // created_at index serve every batch from where the last one ended.
    const cursor: SQL | undefined = afterId
      ? sql`(${orders.createdAt}, ${orders.id}) < (select c.created_at, c.id from orders c where c.id = ${afterId})`
      : undefined;
    const rows: ExportRow[] = await db
      .select(exportFields)
      .from(orders)
      .where(and(where, cursor))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < batchSize) return;
  }
}
