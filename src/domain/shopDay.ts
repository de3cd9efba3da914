import { once } from './once';

/**
 * The shop's time zone, its one home: the shop and its customers are in Pakistan, so every date
 * a person reads, every order number's date and every day of the dashboard is in Pakistan time.
 * SQL reads the same zone from `dashboard_day()` (migration 0004); a server test checks they
 * agree.
 */
export const SHOP_TIME_ZONE = 'Asia/Karachi';

/**
 * A date format in the shop's time zone, made on first use (each costs milliseconds to make,
 * paid by every page that loads the module when made at its top).
 */
export const shopDateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  once(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE }));

const isoDay = shopDateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The shop's calendar day of an instant: '2026-11-23' (on its own: the storefront's footer). */
export const shopDay = (at: Date) => isoDay().format(at);

/** The shop's calendar month of an instant: '2026-11'. */
export const shopMonth = (at: Date) => shopDay(at).slice(0, 7);

/** Pakistan keeps UTC+5 all year: no daylight saving since 2009 (a test checks it on the zone). */
const SHOP_UTC_OFFSET_MS = 5 * 60 * 60 * 1000;

/**
 * The shop's year of an instant, as `shopDay` gives it but without a date format: every page's
 * footer shows it, and making the format cost 5 ms there (20 ms on Lighthouse's phone).
 */
export const shopYear = (at: Date) => new Date(at.getTime() + SHOP_UTC_OFFSET_MS).getUTCFullYear();
