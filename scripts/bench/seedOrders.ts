import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client';

const BATCH = 25_000;

/**
 * Fills the shop with `count` orders spread over the last two years (one line each, priced from
 * the catalogue), in batches, with SQL alone: the realistic volume for the list and dashboard.
 * The database's triggers keep the dashboard roll-ups as the orders go in.
 */
export async function seedOrders(
  db: Db,
  count: number,
  log: (line: string) => void,
): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const end = Math.min(count, start + BATCH) - 1;
    await db.execute(sql`
      with v as (
        select id, perfume_id, price, size, (row_number() over (order by id)) - 1 as k,
               count(*) over () as n
        from variants
      ),
      p as (select id, name from perfumes),
      g as (
        select i,
               now() - (((i::bigint * 7919) % 730000) / 1000.0) * interval '1 day' as ts,
               (i % 3) + 1 as q
        from generate_series(${start}::int, ${end}::int) as i
      ),
      o as (
        insert into orders (order_number, customer_name, customer_email, customer_phone, customer_province,
                            customer_city, customer_address, postalcode, status, total_amount, created_at)
        select 'ORD-' || to_char(g.ts, 'YYYYMMDD') || '-' || lpad(upper(to_hex(g.i)), 6, '0'),
               (array['Ayesha','Bilal','Sana','Usman','Hira','Fatima','Ali','Zainab','Hamza','Maryam'])[1 + g.i % 10]
                 || ' ' || (array['Khan','Ahmed','Malik','Tariq','Siddiqui','Qureshi','Butt','Shah'])[1 + (g.i / 10) % 8],
               'customer' || (g.i % 200000) || '@example.pk',
               '03' || lpad(((g.i::bigint * 7919) % 1000000000)::text, 9, '0'),
               (array['Punjab','Sindh','KPK','Balochistan','Gilgit','Azad Kashmir'])[1 + g.i % 6],
               (array['Karachi','Lahore','Islamabad','Peshawar','Multan','Quetta'])[1 + g.i % 6],
               'House ' || (g.i % 500) || ', Street ' || (g.i % 40),
               lpad((10000 + g.i % 89999)::text, 5, '0'),
               case
                 when g.i % 50 < 25 then 'Delivered' when g.i % 50 < 30 then 'Pending'
                 when g.i % 50 < 35 then 'Confirmed' when g.i % 50 < 40 then 'Shipped'
                 when g.i % 50 < 46 then 'Cancelled' else 'Returned' end,
               v.price * g.q,
               g.ts
        from g join v on v.k = g.i % v.n
        returning id, order_number
      )
      insert into order_lines (order_id, perfume_id, variant_id, product_name, variant_size, quantity, price)
      select o.id, v.perfume_id, v.id, p.name, v.size, g.q, v.price
      from o
        join g on 'ORD-' || to_char(g.ts, 'YYYYMMDD') || '-' || lpad(upper(to_hex(g.i)), 6, '0') = o.order_number
        join v on v.k = g.i % v.n
        join p on p.id = v.perfume_id`);
    log(`  seeded ${end + 1} orders`);
  }
  await db.execute(sql`analyze`);
}
