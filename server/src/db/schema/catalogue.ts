import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { MESSAGE_STATUSES } from '@shop/domain/feedback';
import { id, at, createdAt, updatedAt, money, parent, optionalParent, shopText } from './columns';
import { MAX_CATEGORY_NAME, MAX_PERFUME_NAME } from '@shop/domain/catalogue';
import { city, email, personName, phone } from './personColumns';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    ...shopText(MAX_CATEGORY_NAME),
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
    ...shopText(MAX_PERFUME_NAME),
    categoryId: optionalParent('category_id', () => categories.id),
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
    perfumeId: parent('perfume_id', () => perfumes.id, 'cascade'),
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
    lowStockAlertedAt: at('low_stock_alerted_at'),
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

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    name: personName('name').notNull(),
    city: city('city').notNull(),
    phone: phone('phone').notNull(),
    review: varchar('review', { length: 2000 }).notNull(),
    /** The perfume the review is about, when the reviewer named one. */
    perfumeId: optionalParent('perfume_id', () => perfumes.id),
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
    name: personName('name').notNull(),
    email: email('email').notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: varchar('message', { length: 5000 }).notNull(),
    /** A phone the customer gave (optional), for 'Open in WhatsApp'. */
    phone: phone('phone'),
    status: varchar('status', { length: 20, enum: MESSAGE_STATUSES }).notNull().default('Pending'),
    createdAt: createdAt(),
    /** The e-mail answer sent from the back office, who sent it (name as then) and when. */
    reply: varchar('reply', { length: 5000 }),
    repliedBy: personName('replied_by'),
    repliedAt: at('replied_at'),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check('contact_messages_status_check', sql`${t.status} in ('Pending', 'Read', 'Responded')`),
  ],
);
