import { sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain/orderStatus';
import { canonicalMobile } from '@shop/domain/phone';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';

type Rows = { rows: Record<string, unknown>[] };

type Counts = Record<Lowercase<OrderStatus>, number> & { orders: number; deliveredValue: number };

const countsOf = (match: SQL) => sql`
  count(*) filter (where ${match}) as orders,
  ${sql.join(
    ORDER_STATUSES.map(
      (status) =>
        sql`count(*) filter (where ${match} and status = ${status}) as ${sql.identifier(status.toLowerCase())}`,
    ),
    sql`, `,
  )},
  coalesce(sum(total_amount) filter (where ${match} and status = 'Delivered'), 0) as delivered_value`;

function readCounts(row: Record<string, unknown>): Counts {
  const read = (name: string) => Number(row[name] ?? 0);
  return {
    orders: read('orders'),
    pending: read('pending'),
    confirmed: read('confirmed'),
    shipped: read('shipped'),
    delivered: read('delivered'),
    cancelled: read('cancelled'),
    returned: read('returned'),
    deliveredValue: read('delivered_value'),
  };
}

/**
 * A customer's other orders with the shop, matched by the order's phone (any spelling of the
 * number) and by its e-mail: how many were placed, delivered, returned (refused at the door) or
 * cancelled, so staff can judge a cash-on-delivery order before confirming it.
 */
export async function customerHistory(db: Db, orderId: string) {
  const { rows: found } = (await db.execute(sql`
    select customer_phone, customer_email from orders where id = ${orderId}`)) as unknown as {
    rows: { customer_phone: string; customer_email: string }[];
  };
  const order = found[0];
  if (!order) throw notFound('Order not found');
  // One stored form since migration 0012 (src/domain/phone.ts), so the phone index serves this.
  const phone = canonicalMobile(order.customer_phone) ?? order.customer_phone;
  const email = order.customer_email.toLowerCase();
  const samePhone = sql`customer_phone = ${phone}`;
  const sameEmail = sql`lower(customer_email) = ${email}`;
  const others = sql`(${samePhone} or ${sameEmail}) and id <> ${orderId}`;
  const [{ rows: phoneRows }, { rows: emailRows }, { rows: list }] = (await Promise.all([
    db.execute(
      sql`select ${countsOf(sql`true`)} from orders where ${samePhone} and id <> ${orderId}`,
    ),
    db.execute(
      sql`select ${countsOf(sql`true`)} from orders where ${sameEmail} and id <> ${orderId}`,
    ),
    db.execute(sql`
      select id, order_number, status, total_amount, created_at,
        ${samePhone} as same_phone, ${sameEmail} as same_email
      from orders where ${others}
      order by created_at desc, id desc limit 20`),
  ])) as unknown as [Rows, Rows, Rows];
  return {
    phone: order.customer_phone,
    email,
    byPhone: readCounts(phoneRows[0] ?? {}),
    byEmail: readCounts(emailRows[0] ?? {}),
    orders: list.map((row) => ({
      _id: String(row.id),
      orderNumber: String(row.order_number),
      status: row.status as OrderStatus,
      totalAmount: Number(row.total_amount),
      createdAt: new Date(row.created_at as string).toISOString(),
      samePhone: Boolean(row.same_phone),
      sameEmail: Boolean(row.same_email),
    })),
  };
}
