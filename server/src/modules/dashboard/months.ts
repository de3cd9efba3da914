import { shopMonth } from '@shop/domain/dates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The last `count` months in Pakistan time, oldest first: key 'YYYY-MM' and label 'Nov 2026'. */
export function lastMonths(count: number, now = new Date()): { key: string; label: string }[] {
  const [year, month] = shopMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    const y = Math.floor(index / 12);
    const m = index % 12;
    return { key: `${y}-${String(m + 1).padStart(2, '0')}`, label: `${MONTHS[m]} ${y}` };
  });
}

export { round2 } from '@shop/domain/money';
