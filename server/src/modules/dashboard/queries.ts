import { sql, type SQL } from 'drizzle-orm';
import {
  BOOKED_STATUSES,
  COLLECTED_STATUSES,
  CONVERSION_WINDOW_DAYS,
  LOST_STATUSES,
  REFUNDED_STATUSES,
  WAITING_STATUSES,
} from '@shop/domain/kpis';
import { ORDER_STATUSES, SALES_STATUSES, type OrderStatus } from '@shop/domain/orderStatus';
import type { Db } from '../../db/client';

/** Rows of a raw query, whichever driver ran it. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A status filter from one of src/domain's lists, as SQL. */
const statusIn = (statuses: readonly OrderStatus[]) =>
  sql`status in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;
/** The column of kpiQuery that counts the orders of `status` ('Pending' -> 'status_pending'). */
export const statusColumn = (status: OrderStatus) => `status_${status.toLowerCase()}`;
/** Orders counted as sales in the charts (src/domain), as SQL. */
const COUNTED = statusIn(SALES_STATUSES);
const fromDay = (fromMonth: string) => sql`${`${fromMonth}-01`}::date`;

/**
 * What discount codes took off orders counted as sales: orders holding a code are read through
 * their partial index (migration 0021), not the whole orders table.
 */
export const discountsQuery = sql`
  select coalesce(sum(discount), 0) as total, count(*) as orders
  from orders
  where discount_code_id is not null and discount > 0 and ${COUNTED}
`;

/**
 * Delivery charges collected: the fees of orders collected (src/domain/kpis.ts), read through the
 * partial index of orders that charged delivery (migration 0023).
 */
export const deliveryQuery = sql`
  select coalesce(sum(delivery_fee), 0) as total, count(*) as orders
  from orders
  where delivery_fee > 0 and ${statusIn(COLLECTED_STATUSES)}
`;

/**
 * Order counts and values by status, from the daily roll-up (a few thousand rows at most); the
 * statuses each figure counts are src/domain/kpis.ts's.
 */
export const kpiQuery = sql`
  select
    coalesce(sum(amount) filter (where ${statusIn(COLLECTED_STATUSES)}), 0) as collected_value,
    coalesce(sum(amount) filter (where ${statusIn(BOOKED_STATUSES)}), 0) as booked_value,
    coalesce(sum(amount) filter (where ${statusIn(REFUNDED_STATUSES)}), 0) as refunded_value,
    coalesce(sum(orders) filter (where ${statusIn(WAITING_STATUSES)}), 0) as waiting_orders,
    coalesce(sum(orders) filter (where ${statusIn(LOST_STATUSES)}), 0) as lost_orders,
    coalesce(sum(orders), 0) as total_orders,
    ${sql.join(
      ORDER_STATUSES.map(
        (status) =>
          sql`coalesce(sum(orders) filter (where ${statusIn([status])}), 0) as ${sql.identifier(statusColumn(status))}`,
      ),
      sql`, `,
    )}
  from order_stats_daily`;

export const customersQuery = sql`select count(*) as customers from order_customers`;

export const unitsQuery = sql`
  select coalesce(sum(v.stock - v.reserved_qty), 0) as units
  from variants v join perfumes p on p.id = v.perfume_id
  where p.is_active`;

export const monthlySalesQuery = (fromMonth: string) => sql`
  select to_char(day, 'YYYY-MM') as month, sum(amount) as total
  from order_stats_daily
  where day >= ${fromDay(fromMonth)} and ${COUNTED}
  group by 1`;

/** The two product charts cover the same twelve months as the sales line. */
export const topProductsQuery = (fromMonth: string) => sql`
  select s.perfume_id as id, p.name as name, sum(s.units) as units
  from product_sales_daily s join perfumes p on p.id = s.perfume_id
  where s.day >= ${fromDay(fromMonth)}
  group by s.perfume_id, p.name
  having sum(s.units) > 0
  order by units desc, name
  limit 5`;

export const salesByCategoryQuery = (fromMonth: string) => sql`
  select c.name as category, sum(s.amount) as total
  from product_sales_daily s
    join perfumes p on p.id = s.perfume_id
    left join categories c on c.id = p.category_id
  where s.day >= ${fromDay(fromMonth)}
  group by c.name
  having sum(s.amount) > 0
  order by total desc`;

export const recentOrdersQuery = sql`
  select id, order_number, customer_name, status, total_amount
  from orders order by created_at desc, id desc limit 10`;

export const lowStockQuery = (threshold: number) => sql`
  select p.id as id, p.name as product, v.size as variant, v.stock - v.reserved_qty as available
  from variants v join perfumes p on p.id = v.perfume_id
  where p.is_active and v.stock - v.reserved_qty <= ${threshold}
  order by available, p.name, v.position
  limit 50`;

export const activeAdminsQuery = sql`select count(*) as n from admins where active`;

/** Visiting sessions of the conversion window (today included), and those that placed an order. */
export const visitsQuery = sql`
  select count(*) as sessions, count(*) filter (where ordered) as ordering
  from visit_sessions
  where day > dashboard_day(now()) - ${CONVERSION_WINDOW_DAYS}::int`;
