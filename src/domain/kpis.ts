import { round2 } from './money';
import { shopDay } from './dates';
import { SALES_STATUSES, type OrderStatus } from './orderStatus';

/**
 * What each dashboard figure counts and how it is worked out: the server's SQL filters on these
 * status lists and calls these formulas, and the dashboard shows these definitions beside the
 * figures, so what a card says is what was computed.
 */

/** Cash collected: cash on delivery is paid when the order is delivered. */
export const COLLECTED_STATUSES = ['Delivered'] as const satisfies readonly OrderStatus[];
/** Booked sales: orders still on their way to being paid for. */
export const BOOKED_STATUSES = [
  'Pending',
  'Confirmed',
  'Shipped',
] as const satisfies readonly OrderStatus[];
/** Money that came back: orders refused at the door or sent back after delivery. */
export const REFUNDED_STATUSES = ['Returned'] as const satisfies readonly OrderStatus[];
/** The Pending / Confirmed Orders card. */
export const WAITING_STATUSES = ['Pending', 'Confirmed'] as const satisfies readonly OrderStatus[];
/** The Cancelled / Returned card. */
export const LOST_STATUSES = ['Cancelled', 'Returned'] as const satisfies readonly OrderStatus[];

/** Visiting sessions are counted over this many shop days, today included. */
export const CONVERSION_WINDOW_DAYS = 30;
/** The forecast's trend runs over at most this many complete months. */
export const FORECAST_MONTHS = 6;
/** Fewer complete months with sales than this give an average, not a trend. */
const MIN_TREND_MONTHS = 3;

export const NOT_ENOUGH_DATA = 'Not enough data';

export type KpiKey =
  | 'totalSales'
  | 'totalOrders'
  | 'pendingOrders'
  | 'cancelledReturned'
  | 'customers'
  | 'products'
  | 'discounts'
  | 'delivery'
  | 'activeAdmins'
  | 'conversionRate'
  | 'refundPercentage'
  | 'forecast';

/** 'Pending, Confirmed or Shipped' */
const listed = (statuses: readonly string[], word: 'or' | 'and' = 'or') =>
  statuses.length < 2
    ? statuses.join('')
    : `${statuses.slice(0, -1).join(', ')} ${word} ${statuses.at(-1)!}`;

/** One or two sentences per card, in the shop's words, shown on hover and keyboard focus. */
export const KPI_DEFINITIONS: Record<KpiKey, string> = {
  totalSales: `Cash collected: the value of ${listed(COLLECTED_STATUSES)} orders. Booked: the value of orders still ${listed(BOOKED_STATUSES)}, not paid for yet.`,
  totalOrders: 'Every order placed, whatever its status.',
  pendingOrders: `Orders waiting to be shipped: ${listed(WAITING_STATUSES, 'and')}.`,
  cancelledReturned: `Orders that brought no money: ${listed(LOST_STATUSES, 'and')}.`,
  customers: 'Different customers who have ordered, told apart by e-mail address.',
  products:
    'Units that can still be sold: stock less the units held by open orders, over active perfumes.',
  discounts: `Rupees taken off by discount codes on orders that count as sales (${listed(SALES_STATUSES)}), and how many such orders used a code.`,
  delivery: `Delivery charges collected: the delivery fees of ${listed(COLLECTED_STATUSES)} orders (cash on delivery is paid on delivery), and how many of them paid one.`,
  activeAdmins: 'Staff accounts that can sign in (admins and superadmins).',
  conversionRate: `Visiting sessions of the last ${CONVERSION_WINDOW_DAYS} days that placed an order ÷ all visiting sessions of those days × 100. A session is one browser session on one day, so the rate stays between 0 and 100%.`,
  refundPercentage: `Value of ${listed(REFUNDED_STATUSES)} orders ÷ value of ${listed([...COLLECTED_STATUSES, ...REFUNDED_STATUSES], 'and')} orders × 100. Shown once an order has been delivered or returned.`,
  forecast: `Next month's sales (orders ${listed(SALES_STATUSES)}, as in Monthly Sales): a least-squares trend over the last ${FORECAST_MONTHS} complete months since the first sale; their average with fewer than ${MIN_TREND_MONTHS} months or when the trend falls to zero; this month's pace before a month is complete.`,
};

/** Returned value ÷ (Delivered + Returned value) × 100; null when nothing was delivered or returned. */
export function refundPercentage(returnedValue: number, deliveredValue: number): number | null {
  const settled = deliveredValue + returnedValue;
  return settled > 0 ? round2((returnedValue / settled) * 100) : null;
}

/** Sessions that ordered ÷ visiting sessions × 100, within 0-100; null without sessions. */
export function conversionRate(orderingSessions: number, sessions: number): number | null {
  if (sessions <= 0) return null;
  return round2(Math.min(100, Math.max(0, (orderingSessions / sessions) * 100)));
}

/** Least-squares line through (0, y0), (1, y1), ... and its value at `x` (two points or more). */
function linearTrendAt(values: readonly number[], x: number): number {
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let numerator = 0;
  let denominator = 0;
  values.forEach((y, i) => {
    numerator += (i - meanX) * (y - meanY);
    denominator += (i - meanX) ** 2;
  });
  return meanY + (numerator / denominator) * (x - meanX);
}

/** How far the shop's current month has run: days begun so far and days in the month. */
export function monthProgress(now: Date): { daysElapsed: number; daysInMonth: number } {
  const [year, month, day] = shopDay(now).split('-').map(Number) as [number, number, number];
  return { daysElapsed: day, daysInMonth: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

/**
 * Next month's sales, in whole rupees. `completeMonths` are the sales of the last complete months, oldest first
 * (the months before the first sale are left out); `current` is this month so far.
 * Null when there are no sales at all.
 */
export function forecastNextMonth(
  completeMonths: readonly number[],
  current: { sales: number; daysElapsed: number; daysInMonth: number },
): number | null {
  const recent = completeMonths.slice(-FORECAST_MONTHS);
  const first = recent.findIndex((total) => total > 0);
  if (first === -1) {
    if (current.sales <= 0) return null;
    return Math.round((current.sales / current.daysElapsed) * current.daysInMonth);
  }
  const months = recent.slice(first);
  const average = months.reduce((a, b) => a + b, 0) / months.length;
  if (months.length < MIN_TREND_MONTHS) return Math.round(average);
  // The last complete month is at x = length - 1, this month at length, next month one on.
  const trend = linearTrendAt(months, months.length + 1);
  return Math.round(trend > 0 ? trend : average);
}
