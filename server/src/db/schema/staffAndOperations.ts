import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@shop/domain/roles';
import { id, at, createdAt, updatedAt, parent, optionalParent } from './columns';
import { email, personName } from './personColumns';

export const admins = pgTable(
  'admins',
  {
    id: id(),
    name: personName('name').notNull(),
    email: email('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20, enum: ROLES }).notNull().default('admin'),
    active: boolean('active').notNull().default(true),
    /** The root superadmin is made at first start; nobody may edit, toggle or delete it. */
    isRoot: boolean('is_root').notNull().default(false),
    createdBy: optionalParent('created_by', (): AnyPgColumn => admins.id),
    /** The creator's name when this admin was made, kept after the creator is deleted. */
    createdByName: personName('created_by_name'),
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
    adminId: parent('admin_id', () => admins.id, 'cascade'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The token this one replaced (rotation): seen again after the grace, it ends the session. */
    previousHash: varchar('previous_hash', { length: 64 }),
    rotatedAt: at('rotated_at'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
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
    adminId: parent('admin_id', () => admins.id, 'cascade'),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: at('verified_at'),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_codes_admin_idx').on(t.adminId, t.createdAt),
    check('password_reset_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

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
    resetAt: at('reset_at').notNull(),
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
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** A claim: another instance leaves the row alone until then (a killed sender's lease ends). */
    lockedUntil: at('locked_until'),
    sentAt: at('sent_at'),
    failedAt: at('failed_at'),
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
  name: personName('name').primaryKey(),
  lockedUntil: at('locked_until').notNull(),
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
  touchedAt: at('touched_at').notNull().defaultNow(),
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
