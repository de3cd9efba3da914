import type { Language } from './language';
import { shopDateFormat } from './shopDay';

export { shopDay, shopMonth } from './shopDay';

const day = shopDateFormat('en-GB', { dateStyle: 'medium' });
const dayAndTime = shopDateFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const shopperDayAndTime = shopDateFormat('en-PK', { dateStyle: 'medium', timeStyle: 'short' });

/** The same in Urdu ("26 نومبر، 2026"), with the digits the amounts are written in. */
const urduDay = shopDateFormat('ur-PK', { dateStyle: 'medium', numberingSystem: 'latn' });
const urduDayAndTime = shopDateFormat('ur-PK', {
  dateStyle: 'medium',
  timeStyle: 'short',
  numberingSystem: 'latn',
});

/** Every formatter (each made on first use) answers '-' for a timestamp it cannot read. */
function format(formatter: () => Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : formatter().format(date);
}

/** "15 Jan 2025" for an ISO timestamp (back office and reviews); "15 جنوری، 2025" in Urdu. */
export const formatDay = (iso: string, language: Language = 'en') =>
  format(language === 'ur' ? urduDay : day, iso);

/** "15 Jan 2025, 14:30" for an ISO timestamp (back office). */
export const formatDayAndTime = (iso: string) => format(dayAndTime, iso);

/** "15-Jan-2025, 2:30 pm" for an ISO timestamp (the shopper's order pages), or in Urdu. */
export const formatShopperDateTime = (iso: string, language: Language = 'en') =>
  format(language === 'ur' ? urduDayAndTime : shopperDayAndTime, iso);

const isoDayAndTime = shopDateFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant in the shop's time, sortable as text, for spreadsheets: '2026-11-23 02:00'. */
export const shopDayAndTime = (at: Date) => isoDayAndTime().format(at).replace(', ', ' ');

/**
 * The shop's wall-clock time of an instant, to the minute, as a Date whose UTC fields hold it:
 * what a spreadsheet date cell (which has no time zone) should show.
 */
export function shopWallClock(at: Date): Date {
  const [day, time] = shopDayAndTime(at).split(' ');
  const [y, m, d] = day!.split('-').map(Number);
  const [h, min] = time!.split(':').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!, h!, min!));
}
