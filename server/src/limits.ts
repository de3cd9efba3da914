// Every limit the server puts on requests, in one table: the per-address request limits
// (@fastify/rate-limit, through `rateLimitOf`), the counters kept in the database (Throttle), and
// the README's "Limits" table, which `npm run generate` writes from LIMIT_ROWS below (CI fails
// when the README and this file differ).

import type { Db } from './db/client';
import { Throttle } from './db/throttle';

const MINUTE = 60_000;
const TEN_MINUTES = 10 * MINUTE;
const FIFTEEN_MINUTES = 15 * MINUTE;
const HOUR = 60 * MINUTE;

export interface Limit {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  // Failed sign-ins (database): server/src/modules/auth/signInLimits.ts.
  signInPerAccountAndAddress: { max: 10, windowMs: FIFTEEN_MINUTES },
  signInPerAddress: { max: 30, windowMs: FIFTEEN_MINUTES },
  signInPerAccount: { max: 30, windowMs: FIFTEEN_MINUTES },
  signInPerDevice: { max: 10, windowMs: FIFTEEN_MINUTES },
  // Requests per address.
  loginRequests: { max: 100, windowMs: FIFTEEN_MINUTES },
  tokenRefreshes: { max: 60, windowMs: MINUTE },
  resetCodeRequests: { max: 20, windowMs: FIFTEEN_MINUTES },
  resetCodeChecks: { max: 30, windowMs: FIFTEEN_MINUTES },
  passwordResets: { max: 10, windowMs: FIFTEEN_MINUTES },
  // Per e-mail address (database).
  resetCodeRequestsPerEmail: { max: 3, windowMs: FIFTEEN_MINUTES },
  resetCodeChecksPerEmail: { max: 10, windowMs: FIFTEEN_MINUTES },
  passwordResetsPerEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
  // The storefront.
  ordersPlaced: { max: 20, windowMs: TEN_MINUTES },
  ordersPerMailbox: { max: 10, windowMs: TEN_MINUTES },
  ordersPerPhone: { max: 10, windowMs: TEN_MINUTES },
  ordersTracked: { max: 30, windowMs: TEN_MINUTES },
  discountChecks: { max: 30, windowMs: TEN_MINUTES },
  unknownDiscountCodes: { max: 10, windowMs: HOUR },
  reviews: { max: 5, windowMs: TEN_MINUTES },
  customerMessages: { max: 5, windowMs: TEN_MINUTES },
  visitCallsPerSession: { max: 30, windowMs: MINUTE },
  newVisitSessionsPerAddress: { max: 300, windowMs: MINUTE },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** A route's per-address request limit, for its `config` (none when limits are off: benches). */
export function rateLimitOf(
  name: LimitName,
  on = true,
): { rateLimit?: { max: number; timeWindow: number } } {
  const { max, windowMs } = LIMITS[name];
  return on ? { rateLimit: { max, timeWindow: windowMs } } : {};
}

/** A counter in the database (shared by every instance) under `key`, with the limit `name`. */
export function throttleOf(db: Db, key: string, name: LimitName): Throttle {
  const { max, windowMs } = LIMITS[name];
  return new Throttle(db, key, max, windowMs);
}

/** '15 min', 'an hour', 'a minute'. */
function windowText(ms: number): string {
  if (ms === MINUTE) return 'a minute';
  if (ms === HOUR) return 'an hour';
  return `${ms / MINUTE} min`;
}

const n = (name: LimitName) => LIMITS[name].max;
const within = (name: LimitName) => windowText(LIMITS[name].windowMs);

/** A row of the README's table: what is limited, how, where it is counted, and why. */
export interface LimitRow {
  what: string;
  limit: string;
  store: string;
  why: string;
}

/**
 * The README's "Limits" table. The units per order and the age of unconfirmed orders are the
 * shop's settings (first from MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER and PENDING_ORDER_TTL_HOURS;
 * server/src/config/), listed with their defaults.
 */
export const LIMIT_ROWS: LimitRow[] = [
  {
    what: 'failed sign-ins, per account+address',
    limit: `${n('signInPerAccountAndAddress')} in ${within('signInPerAccountAndAddress')}, counted before the password is checked`,
    store: 'database',
    why: 'guessing from one place is slow, even in parallel; a success clears it',
  },
  {
    what: 'failed sign-ins, per address',
    limit: `${n('signInPerAddress')} in ${within('signInPerAddress')}, over all accounts`,
    store: 'database',
    why: 'one address trying many accounts (credential stuffing)',
  },
  {
    what: 'failed sign-ins, per account',
    limit: `past ${n('signInPerAccount')} in ${within('signInPerAccount')}, over all addresses, the account is closed to unknown browsers`,
    store: 'database',
    why: 'guessing one account from many addresses; the browsers it signed in from before still get in (device cookie, below)',
  },
  {
    what: 'failed sign-ins, per known browser',
    limit: `${n('signInPerDevice')} in ${within('signInPerDevice')}; the address and account limits do not apply to it`,
    store: 'database',
    why: 'a browser that signed in to the account before (its `shopDevice` cookie) is not locked out by strangers at the same address (carrier NAT, an office)',
  },
  {
    what: 'successful sign-ins',
    limit: 'never counted',
    store: '-',
    why: 'an office of staff behind one address must not lock itself out',
  },
  {
    what: '`POST /api/auth/login` requests',
    limit: `${n('loginRequests')} per address in ${within('loginRequests')}`,
    store: 'per address',
    why: 'a flood guard only',
  },
  {
    what: '`POST /api/auth/refresh-token`',
    limit: `${n('tokenRefreshes')} per address per minute`,
    store: 'per address',
    why: 'a stolen or looping client',
  },
  {
    what: 'reset codes requested',
    limit: `${n('resetCodeRequests')} per address, ${n('resetCodeRequestsPerEmail')} per e-mail in ${within('resetCodeRequests')}`,
    store: 'per address, database',
    why: 'mail bombing and code farming',
  },
  {
    what: 'reset codes checked',
    limit: `${n('resetCodeChecks')} per address, ${n('resetCodeChecksPerEmail')} per e-mail in ${within('resetCodeChecks')}`,
    store: 'per address, database',
    why: 'a 6-character code cannot be guessed',
  },
  {
    what: 'password resets',
    limit: `${n('passwordResets')} per address, ${n('passwordResetsPerEmail')} per e-mail in ${within('passwordResets')}`,
    store: 'per address, database',
    why: 'the same',
  },
  {
    what: 'orders placed',
    limit: `${n('ordersPlaced')} per address; ${n('ordersPerMailbox')} per mailbox and ${n('ordersPerPhone')} per phone number (any spelling) in ${within('ordersPlaced')}`,
    store: 'per address, database',
    why: 'fake cash-on-delivery orders that hold stock',
  },
  {
    what: 'orders tracked',
    limit: `${n('ordersTracked')} per address in ${within('ordersTracked')}`,
    store: 'per address',
    why: 'order numbers cannot be enumerated',
  },
  {
    what: 'discount codes checked',
    limit: `${n('discountChecks')} per address in ${within('discountChecks')}; ${n('unknownDiscountCodes')} unknown codes per address ${within('unknownDiscountCodes')}, then every code refused`,
    store: 'per address, database',
    why: 'codes cannot be found by guessing; a right code is never counted',
  },
  {
    what: 'reviews, customer messages',
    limit: `${n('reviews')} per address in ${within('reviews')} each`,
    store: 'per address',
    why: 'spam',
  },
  {
    what: 'visits counted',
    limit: `one per browser session and day (database); ${n('visitCallsPerSession')} calls per session and ${n('newVisitSessionsPerAddress')} new sessions per address ${within('newVisitSessionsPerAddress')}`,
    store: 'database, per address',
    why: 'reloads count once; shoppers behind one carrier address are all counted; a flood of new sessions from one place is not',
  },
  {
    what: 'units per order line / per order',
    limit: "the shop's settings, first from `MAX_UNITS_PER_LINE` 10 and `MAX_UNITS_PER_ORDER` 30",
    store: 'database',
    why: 'one order cannot reserve the whole stock',
  },
  {
    what: 'unconfirmed orders',
    limit: 'cancelled after `PENDING_ORDER_TTL_HOURS` 72',
    store: 'database',
    why: 'abandoned or fake orders give their stock back',
  },
];

/** The table as Markdown (its columns padded as Prettier pads them). */
export function limitsTable(rows: LimitRow[] = LIMIT_ROWS): string {
  const header: LimitRow = { what: 'what', limit: 'limit', store: 'store', why: 'why' };
  const keys = ['what', 'limit', 'store', 'why'] as const;
  const widths = keys.map((key) => Math.max(...[header, ...rows].map((row) => row[key].length)));
  const line = (row: LimitRow) =>
    `| ${keys.map((key, i) => row[key].padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
