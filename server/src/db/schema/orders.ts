import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@shop/domain/checkout';
import { COURIERS } from '@shop/domain/couriers';
import { DISCOUNT_KINDS } from '@shop/domain/discount';
import { LANGUAGES } from '@shop/domain/language';
import { ORDER_STATUSES } from '@shop/domain/orderStatus';
import { id, at, createdAt, updatedAt, money, parent, optionalParent } from './columns';
import { city, email, personName, phone } from './personColumns';
import { admins } from './staffAndOperations';
import { perfumes, variants } from './catalogue';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: varchar('order_number', { length: 20 }).notNull(),
    customerName: personName('customer_name').notNull(),
    customerEmail: email('customer_email').notNull(),
    customerPhone: phone('customer_phone').notNull(),
    customerProvince: varchar('customer_province', { length: 40 }).notNull(),
    customerCity: city('customer_city').notNull(),
    customerAddress: varchar('customer_address', { length: 500 }).notNull(),
    postalcode: varchar('postalcode', { length: 5 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 10, enum: PAYMENT_METHODS })
      .notNull()
      .default('COD'),
    status: varchar('status', { length: 20, enum: ORDER_STATUSES }).notNull().default('Pending'),
    /** The language the order was placed in: its e-mails and WhatsApp texts use it. */
    language: varchar('language', { length: 2, enum: LANGUAGES }).notNull().default('en'),
    /** What the customer pays: the items plus `deliveryFee` less `discount`. */
    totalAmount: money('total_amount').notNull(),
    /** Rs. for delivery, priced by the server from the address when the order was placed (src/domain/delivery.ts). */
    deliveryFee: money('delivery_fee').notNull().default(0),
    /** Rs. off the items by a discount code, priced by the server (src/domain/discount.ts). */
    discount: money('discount').notNull().default(0),
    /** The code as it was applied (kept when the code is later changed) and the code's row. */
    discountCode: varchar('discount_code', { length: 30 }),
    discountCodeId: optionalParent('discount_code_id', (): AnyPgColumn => discountCodes.id),
    /** Set when the order is marked Shipped (src/domain/couriers.ts). */
    courier: varchar('courier', { length: 20, enum: COURIERS }),
    trackingNumber: varchar('tracking_number', { length: 40 }),
    /**
     * The checkout's Idempotency-Key, when the client sent one, and the SHA-256 of the request it
     * came with: a retry of the same request is answered with this order, another request with
     * the same key is refused (server/src/modules/orders/idempotency.ts).
     */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    requestHash: varchar('request_hash', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.orderNumber),
    uniqueIndex('orders_idempotency_key_unique').on(t.idempotencyKey),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.customerEmail})`),
    index('orders_phone_idx').on(t.customerPhone),
    // The admin grid sorts by these on the server.
    index('orders_total_idx').on(t.totalAmount, t.id),
    index('orders_name_idx').on(sql`lower(${t.customerName})`, t.id),
    check(
      'orders_status_check',
      sql`${t.status} in ('Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled', 'Returned')`,
    ),
    check('orders_payment_check', sql`${t.paymentMethod} in ('COD', 'Card')`),
    // A code may take off all the items; with free delivery such an order collects nothing.
    check('orders_total_not_negative', sql`${t.totalAmount} >= 0`),
    // The orders of one code and phone, counted against its per-phone limit at checkout.
    index('orders_discount_code_idx')
      .on(t.discountCodeId, t.customerPhone)
      .where(sql`${t.discountCodeId} is not null`),
    // The orders that charged delivery, by status: the dashboard's Delivery card.
    index('orders_delivery_fee_idx')
      .on(t.status, t.deliveryFee)
      .where(sql`${t.deliveryFee} > 0`),
  ],
);

/**
 * Discount codes (src/domain/discount.ts). `used_count` counts the orders holding the code that
 * are not cancelled: raised by one conditional UPDATE in the order's transaction, lowered when
 * the order is cancelled.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    code: varchar('code', { length: 30 }).notNull(),
    kind: varchar('kind', { length: 10, enum: DISCOUNT_KINDS }).notNull(),
    value: integer('value').notNull(),
    minOrder: integer('min_order').notNull().default(0),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    maxUses: integer('max_uses'),
    maxUsesPerPhone: integer('max_uses_per_phone'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: varchar('updated_by', { length: 254 }),
  },
  (t) => [
    uniqueIndex('discount_codes_code_unique').on(t.code),
    check('discount_codes_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check('discount_codes_value_positive', sql`${t.value} > 0`),
    check('discount_codes_used_count', sql`${t.usedCount} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: parent('order_id', () => orders.id, 'cascade'),
    perfumeId: parent('perfume_id', () => perfumes.id, 'restrict'),
    variantId: parent('variant_id', () => variants.id, 'restrict'),
    /** Name and size as ordered, so later catalogue edits do not rewrite history. */
    productName: varchar('product_name', { length: 150 }).notNull(),
    /** The perfume's Urdu name as ordered, if it had one (an Urdu order's pages and messages). */
    productNameUr: varchar('product_name_ur', { length: 150 }),
    variantSize: varchar('variant_size', { length: 40 }).notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_variant_idx').on(t.variantId),
    index('order_lines_perfume_idx').on(t.perfumeId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_price_positive', sql`${t.price} > 0`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: parent('order_id', () => orders.id, 'cascade'),
    status: varchar('status', { length: 20, enum: ORDER_STATUSES }).notNull(),
    adminId: optionalParent('admin_id', () => admins.id),
    /** 'system' for a change the shop made by itself (an unconfirmed order's cancellation). */
    actor: varchar('actor', { length: 20, enum: ['system'] }),
    /** What staff noted with the change: how it was confirmed, the courier and tracking number. */
    note: varchar('note', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Storefront visits: one row per browser session and shop day (the session is a random id in a
 * cookie of the shop's own; nothing about the visitor), and whether that session placed an order.
 * The conversion rate is read from the last 30 days; older rows are deleted by housekeeping.
 */
export const visitSessions = pgTable(
  'visit_sessions',
  {
    day: date('day', { mode: 'string' }).notNull(),
    session: uuid('session').notNull(),
    ordered: boolean('ordered').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.day, t.session] })],
);

/**
 * Dashboard roll-ups, kept by database triggers (migration 0004) in the transactions that write
 * orders, whoever writes them, so the dashboard reads a few thousand rows instead of every order.
 * Days are Pakistan days. Each day and status has up to eight slots (by database connection), so
 * concurrent checkouts do not all queue on one counter row; readers sum the slots.
 */
export const orderStatsDaily = pgTable(
  'order_stats_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20, enum: ORDER_STATUSES }).notNull(),
    slot: smallint('slot').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.slot] })],
);

/** Units and value sold per perfume and day, over orders that are not Cancelled or Returned. */
export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    perfumeId: parent('perfume_id', () => perfumes.id, 'restrict'),
    units: integer('units').notNull().default(0),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.perfumeId] })],
);

/** Every customer e-mail (lower-cased) that ever placed an order: the dashboard's customer count. */
export const orderCustomers = pgTable('order_customers', {
  email: email('email').primaryKey(),
});
