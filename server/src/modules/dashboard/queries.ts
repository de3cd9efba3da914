import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Rows of a raw query, whichever driver ran it. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const COUNTED = sql`status not in ('Cancelled', 'Returned')`;
/** Months in Pakistan time (UTC+5 all year), whatever the database session's time zone. */
const PK_MONTH = sql`to_char(created_at at time zone 'Asia/Karachi', 'YYYY-MM')`;

export const kpiQuery = sql`
  select
    coalesce(sum(total_amount) filter (where ${COUNTED}), 0) as total_sales,
    count(*) as total_orders,
    count(*) filter (where status = 'Pending') as pending,
    count(*) filter (where status = 'Confirmed') as confirmed,
    count(*) filter (where status = 'Shipped') as shipped,
    count(*) filter (where status = 'Delivered') as delivered,
    count(*) filter (where status = 'Cancelled') as cancelled,
    count(*) filter (where status = 'Returned') as returned,
    coalesce(sum(total_amount) filter (where status = 'Returned'), 0) as returned_value,
    coalesce(sum(total_amount) filter (where status = 'Delivered'), 0) as delivered_value,
    count(*) filter (where created_at >= now() - interval '30 days') as orders_30d
  from orders`;

// Grouping hashes the e-mails; count(distinct ...) would sort a million of them.
export const customersQuery = sql`select count(*) as customers from (select 1 from orders group by lower(customer_email)) c`;

export const unitsQuery = sql`
  select coalesce(sum(v.stock - v.reserved_qty), 0) as units
  from variants v join perfumes p on p.id = v.perfume_id
  where p.is_active`;

export const monthlySalesQuery = (fromMonth: string) => sql`
  select ${PK_MONTH} as month, sum(total_amount) as total
  from orders
  where created_at >= (${`${fromMonth}-01`}::timestamp at time zone 'Asia/Karachi') and ${COUNTED}
  group by 1`;

/** The two product charts cover the same twelve months as the sales line. */
export const topProductsQuery = (fromMonth: string) => sql`
  select l.perfume_id as id, max(l.product_name) as name, sum(l.quantity) as units
  from order_lines l join orders o on o.id = l.order_id
  where o.status not in ('Cancelled', 'Returned')
    and o.created_at >= (${`${fromMonth}-01`}::timestamp at time zone 'Asia/Karachi')
  group by l.perfume_id
  order by units desc, name
  limit 5`;

export const salesByCategoryQuery = (fromMonth: string) => sql`
  select c.name as category, sum(l.price * l.quantity) as total
  from order_lines l
    join orders o on o.id = l.order_id
    left join perfumes p on p.id = l.perfume_id
    left join categories c on c.id = p.category_id
  where o.status not in ('Cancelled', 'Returned')
    and o.created_at >= (${`${fromMonth}-01`}::timestamp at time zone 'Asia/Karachi')
  group by c.name
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

export const visitsQuery = sql`
  select coalesce(sum(visits), 0) as n from storefront_visits
  where day > (now() at time zone 'Asia/Karachi')::date - 30`;
