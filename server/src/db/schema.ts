import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@shop/domain/checkout';
import { COURIERS } from '@shop/domain/couriers';
import { DISCOUNT_KINDS } from '@shop/domain/discount';
import { MESSAGE_STATUSES } from '@shop/domain/feedback';
import { ORDER_STATUSES } from '@shop/domain/orderStatus';
import { ROLES } from '@shop/domain/roles';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const admins = pgTable(
  'admins',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20, enum: ROLES }).notNull().default('admin'),
    active: boolean('active').notNull().default(true),
    /** The root superadmin is made at first start; nobody may edit, toggle or delete it. */
    isRoot: boolean('is_root').notNull().default(false),
    createdBy: uuid('created_by').references((): AnyPgColumn => admins.id, {
      onDelete: 'set null',
    }),
    /** The creator's name when this admin was made, kept after the creator is deleted. */
    createdByName: varchar('created_by_name', { length: 100 }),
    /**
     * Set by `npm run admin -- reset-password` / `create-superadmin` with a one-time password:
     * the admin may only change their password until they do (plugins/auth.ts).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admins_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('admins_one_root')
      .on(t.isRoot)
      .where(sql`${t.isRoot}`),
    check('admins_role_check', sql`${t.role} in ('admin', 'superadmin')`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The token this one replaced (rotation): seen again after the grace, it ends the session. */
    previousHash: varchar('previous_hash', { length: 64 }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_previous_idx').on(t.previousHash),
    index('refresh_tokens_admin_idx').on(t.adminId),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_codes_admin_idx').on(t.adminId, t.createdAt),
    check('password_reset_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }),
    image: varchar('image', { length: 300 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`),
    index('categories_active_idx').on(t.isActive, t.name),
  ],
);

export const perfumes = pgTable(
  'perfumes',
  {
    id: id(),
    name: varchar('name', { length: 150 }).notNull(),
    description: varchar('description', { length: 3000 }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped on every edit so concurrent edits cannot silently overwrite each other. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('perfumes_category_idx').on(t.categoryId, t.isActive),
    index('perfumes_active_name_idx').on(t.isActive, t.name),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: id(),
    perfumeId: uuid('perfume_id')
      .notNull()
      .references(() => perfumes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    size: varchar('size', { length: 40 }).notNull(),
    price: money('price').notNull(),
    stock: integer('stock').notNull().default(0),
    reservedQty: integer('reserved_qty').notNull().default(0),
    shippedQty: integer('shipped_qty').notNull().default(0),
    returnedQty: integer('returned_qty').notNull().default(0),
    image: varchar('image', { length: 300 }),
    /**
     * Set when available stock fell to the low-stock threshold and superadmins were told; cleared
     * when it rises above again, so each crossing is told once (modules/stock/lowStockAlerts.ts).
     */
    lowStockAlertedAt: timestamp('low_stock_alerted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('variants_perfume_size_unique').on(t.perfumeId, sql`lower(${t.size})`),
    index('variants_perfume_idx').on(t.perfumeId, t.position),
    check('variants_price_positive', sql`${t.price} > 0`),
    check('variants_reserved_within_stock', sql`${t.stock} >= ${t.reservedQty}`),
    check('variants_reserved_nonnegative', sql`${t.reservedQty} >= 0`),
    check('variants_counters_nonnegative', sql`${t.shippedQty} >= 0 and ${t.returnedQty} >= 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: varchar('order_number', { length: 20 }).notNull(),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    customerEmail: varchar('customer_email', { length: 254 }).notNull(),
    customerPhone: varchar('customer_phone', { length: 20 }).notNull(),
    customerProvince: varchar('customer_province', { length: 40 }).notNull(),
    customerCity: varchar('customer_city', { length: 100 }).notNull(),
    customerAddress: varchar('customer_address', { length: 500 }).notNull(),
    postalcode: varchar('postalcode', { length: 5 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 10, enum: PAYMENT_METHODS })
      .notNull()
      .default('COD'),
    status: varchar('status', { length: 20, enum: ORDER_STATUSES }).notNull().default('Pending'),
    /** What the customer pays: the items plus `deliveryFee` less `discount`. */
    totalAmount: money('total_amount').notNull(),
    /** Rs. for delivery, priced by the server from the address when the order was placed (src/domain/delivery.ts). */
    deliveryFee: money('delivery_fee').notNull().default(0),
    /** Rs. off the items by a discount code, priced by the server (src/domain/discount.ts). */
    discount: money('discount').notNull().default(0),
    /** The code as it was applied (kept when the code is later changed) and the code's row. */
    discountCode: varchar('discount_code', { length: 30 }),
    discountCodeId: uuid('discount_code_id').references((): AnyPgColumn => discountCodes.id, {
      onDelete: 'set null',
    }),
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
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
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
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    perfumeId: uuid('perfume_id')
      .notNull()
      .references(() => perfumes.id, { onDelete: 'restrict' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'restrict' }),
    /** Name and size as ordered, so later catalogue edits do not rewrite history. */
    productName: varchar('product_name', { length: 150 }).notNull(),
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
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20, enum: ORDER_STATUSES }).notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** 'system' for a change the shop made by itself (an unconfirmed order's cancellation). */
    actor: varchar('actor', { length: 20, enum: ['system'] }),
    /** What staff noted with the change: how it was confirmed, the courier and tracking number. */
    note: varchar('note', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    review: varchar('review', { length: 2000 }).notNull(),
    /** The perfume the review is about, when the reviewer named one. */
    perfumeId: uuid('perfume_id').references(() => perfumes.id, { onDelete: 'set null' }),
    /** 1 to 5 stars, when the reviewer gave them. */
    stars: smallint('stars'),
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_approved_created_idx').on(t.isApproved, t.createdAt),
    index('reviews_perfume_approved_created_idx').on(t.perfumeId, t.isApproved, t.createdAt),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

export const customerMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: varchar('message', { length: 5000 }).notNull(),
    /** A phone the customer gave (optional), for 'Open in WhatsApp'. */
    phone: varchar('phone', { length: 20 }),
    status: varchar('status', { length: 20, enum: MESSAGE_STATUSES }).notNull().default('Pending'),
    createdAt: createdAt(),
    /** The e-mail answer sent from the back office, who sent it (name as then) and when. */
    reply: varchar('reply', { length: 5000 }),
    repliedBy: varchar('replied_by', { length: 100 }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check('contact_messages_status_check', sql`${t.status} in ('Pending', 'Read', 'Responded')`),
  ],
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
    perfumeId: uuid('perfume_id')
      .notNull()
      .references(() => perfumes.id, { onDelete: 'restrict' }),
    units: integer('units').notNull().default(0),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.perfumeId] })],
);

/** Every customer e-mail (lower-cased) that ever placed an order: the dashboard's customer count. */
export const orderCustomers = pgTable('order_customers', {
  email: varchar('email', { length: 254 }).primaryKey(),
});

/**
 * Attempts per key (an e-mail address) in a fixed window, shared by every instance of the server:
 * failed sign-ins, reset codes, orders and messages per address (db/throttle.ts).
 */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    scope: varchar('scope', { length: 30 }).notNull(),
    key: varchar('key', { length: 254 }).notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('throttle_hits_reset_idx').on(t.resetAt),
  ],
);

/** Facts about this installation, such as whether the demo catalogue was ever seeded. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Outgoing mail, written in the same transaction as what caused it and sent by whichever
 * instance claims it first (modules/mail/outbox.ts). One row per event (`event_key`).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    eventKey: varchar('event_key', { length: 200 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    /** Erased once sent: a reset code never stays in the database longer than needed. */
    body: text('body').notNull(),
    /** The same message as HTML, when it has one; erased with the body. */
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim: another instance leaves the row alone until then (a killed sender's lease ends). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: varchar('last_error', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_event_key_idx').on(t.eventKey),
    index('mail_outbox_due_idx').on(t.nextAttemptAt),
  ],
);

/** Periodic jobs run by one instance at a time: each run holds its job's row until `locked_until`. */
export const periodicRuns = pgTable('periodic_runs', {
  name: varchar('name', { length: 100 }).primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded image files kept in PostgreSQL, so every instance can serve an image uploaded through
 * another (modules/images/sharedImages.ts). Each instance keeps a copy in its DATA_DIR.
 */
export const storedImages = pgTable('stored_images', {
  fileName: varchar('file_name', { length: 64 }).primaryKey(),
  bytes: bytea('bytes').notNull(),
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What operators did outside the app (`npm run admin`): who (the system user and host), what,
 * to which account, when. Never passwords.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    actor: varchar('actor', { length: 200 }).notNull(),
    action: varchar('action', { length: 50 }).notNull(),
    target: varchar('target', { length: 254 }),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_created_idx').on(t.createdAt)],
);

/**
 * The shop's settings (src/domain/shopSettings.ts), one row: filled from SHOP_* on the first start,
 * then changed in the back office only. Every instance reads it again when told of a change.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
    updatedBy: varchar('updated_by', { length: 254 }),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);
