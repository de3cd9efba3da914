// Money, its one home: amounts are rupees with paisa; every sum is done in whole paisa so no
// float drift reaches a total, and every figure shown is formatted here.
import { once } from './once';

/** Rounded to two decimals: rupees to the paisa (and a percentage to its hundredths). */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** A line's total, price times quantity, in whole paisa. */
export const lineTotal = (price: number, quantity: number) =>
  (Math.round(price * 100) * quantity) / 100;

/** Order items' total: the sum of price times quantity, in whole paisa. */
export function orderTotal(lines: { price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0) / 100;
}

/** Items plus delivery less the discount, in whole paisa. */
export const orderAmount = (itemsTotal: number, deliveryFee: number, discount: number) =>
  (Math.round(itemsTotal * 100) + Math.round(deliveryFee * 100) - Math.round(discount * 100)) / 100;

/** What the items came to, from what is collected: the total less delivery plus the discount. */
export const itemsAmount = (totalAmount: number, deliveryFee: number, discount: number) =>
  (Math.round(totalAmount * 100) - Math.round(deliveryFee * 100) + Math.round(discount * 100)) /
  100;

const grouping = once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }));

/**
 * A number with thousands separators, to the paisa: 12500 -> "12,500", 2500.5 -> "2,500.5", as
 * `Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })` writes it, without making one (its
 * first costs 18 ms in Chromium here, 70 ms on a phone, as the storefront comes to life): the
 * number as JavaScript writes it (its shortest decimal, as Intl reads it), rounded half away
 * from zero. Numbers from 10^13 and non-numbers go to Intl itself.
 */
export function formatAmount(amount: number): string {
  const size = Math.abs(amount);
  if (!(size < 1e13)) return grouping().format(amount);
  // Below 10^-6 JavaScript writes an exponent; such a number is 0 to the paisa anyway.
  const [whole = '0', decimals = ''] = size < 1e-6 ? ['0'] : String(size).split('.');
  const paisa =
    Number(whole) * 100 +
    Number(decimals.slice(0, 2).padEnd(2, '0')) +
    ((decimals[2] ?? '0') >= '5' ? 1 : 0);
  const fraction = String(paisa % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const grouped = String(Math.floor(paisa / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Storefront price: "Rs. 12,500". */
export function formatRs(amount: number): string {
  return `Rs. ${formatAmount(amount)}`;
}

/** Back-office amount: "12,500 PKR". */
export function formatPkr(amount: number): string {
  return `${formatAmount(amount)} PKR`;
}

const compact = once(
  () => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
);

/** A back-office amount in short form, for chart axes: 150000 -> "150K PKR", 1200000 -> "1.2M PKR". */
export function formatShortPkr(amount: number): string {
  return `${compact().format(amount)} PKR`;
}
