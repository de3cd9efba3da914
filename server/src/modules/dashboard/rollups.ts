import { sql } from 'drizzle-orm';
import { countsAsSale, type OrderStatus } from '../../../../src/domain/orderStatus';
import type { Db } from '../../db/client';

/**
 * The dashboard roll-ups (order_stats_daily, product_sales_daily, order_customers) change in the
 * same transaction as the orders they count. Every transaction locks rows in one order, so
 * checkouts and status changes cannot deadlock: customers, then product sales rows by perfume
 * id, then variants by id (placeOrder, changeOrderStatus), then status rows in their lifecycle
 * order (a status change always moves forward in ORDER_STATUSES). Each transaction therefore
 * has two calls here, one before and one after its variant updates; the busiest row, today's
 * Pending count, is touched last and held only until commit.
 */
/** A database or a transaction: anything that runs SQL. */
type Executor = Pick<Db, 'execute'>;

/** A timestamp's day in Pakistan, whatever the database session's time zone. */
const pkDay = (column: string) => sql.raw(`(${column} at time zone 'Asia/Karachi')::date`);

const addStats = sql`on conflict (day, status) do update set
  orders = order_stats_daily.orders + excluded.orders,
  amount = order_stats_daily.amount + excluded.amount`;

const addSales = sql`on conflict (day, perfume_id) do update set
  units = product_sales_daily.units + excluded.units,
  amount = product_sales_daily.amount + excluded.amount`;

/** Adds the order's lines to product sales (sign -1 takes them back out). */
const productSales = (orderId: string, sign: 1 | -1) => sql`
  insert into product_sales_daily (day, perfume_id, units, amount)
  select ${pkDay('o.created_at')}, l.perfume_id, ${sign} * sum(l.quantity), ${sign} * sum(l.price * l.quantity)
  from order_lines l join orders o on o.id = l.order_id
  where o.id = ${orderId}
  group by 1, 2
  order by 2
  ${addSales}`;

const orderStats = (orderId: string, status: OrderStatus, sign: 1 | -1) => sql`
  insert into order_stats_daily (day, status, orders, amount)
  select ${pkDay('created_at')}, ${status}, ${sign}, ${sign} * total_amount
  from orders where id = ${orderId}
  ${addStats}`;

/** A new order's customer and product sales: call it before reserving the variants. */
export async function countOrderSales(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(sql`
    insert into order_customers (email)
    select lower(customer_email) from orders where id = ${orderId}
    on conflict do nothing`);
  await tx.execute(productSales(orderId, 1));
}

/** A new order's Pending count: call it last in the transaction that places the order. */
export async function countOrderPending(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(orderStats(orderId, 'Pending', 1));
}

/** A status change's effect on product sales: call it before updating the variants. */
export async function uncountOrderSales(
  tx: Executor,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
): Promise<void> {
  if (countsAsSale(from) && !countsAsSale(to)) await tx.execute(productSales(orderId, -1));
}

/** Moves the order between status counts: call it last in the status change's transaction. */
export async function moveOrderStatus(
  tx: Executor,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
): Promise<void> {
  await tx.execute(orderStats(orderId, from, -1));
  await tx.execute(orderStats(orderId, to, 1));
}

/**
 * Rebuilds the roll-ups from the orders themselves. Migration 0004 ran the same statements once
 * for the orders that existed then; the benchmark's bulk seeding and tests that insert orders
 * with SQL call this. It locks the orders against writes while it runs.
 */
export async function rebuildDashboardRollups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table orders, order_lines in share mode`);
    await tx.execute(sql`delete from order_customers`);
    await tx.execute(sql`delete from order_stats_daily`);
    await tx.execute(sql`delete from product_sales_daily`);
    await tx.execute(sql`
      insert into order_customers (email)
      select distinct lower(customer_email) from orders`);
    await tx.execute(sql`
      insert into order_stats_daily (day, status, orders, amount)
      select ${pkDay('created_at')}, status, count(*), sum(total_amount)
      from orders group by 1, 2`);
    await tx.execute(sql`
      insert into product_sales_daily (day, perfume_id, units, amount)
      select ${pkDay('o.created_at')}, l.perfume_id, sum(l.quantity), sum(l.price * l.quantity)
      from order_lines l join orders o on o.id = l.order_id
      where o.status not in ('Cancelled', 'Returned')
      group by 1, 2`);
  });
}
