import { shopMonth } from '../../../../src/domain/dates';
/**
 * Least-squares line through (0, y0), (1, y1), ... and its value at `x`. With fewer than two
 * points there is no trend; the last value (or 0) stands.
 */
export function linearTrendAt(values: number[], x: number): number {
  const n = values.length;
  if (n === 0) return 0;
  if (n === 1) return values[0]!;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let numerator = 0;
  let denominator = 0;
  values.forEach((y, i) => {
    numerator += (i - meanX) * (y - meanY);
    denominator += (i - meanX) ** 2;
  });
  const slope = numerator / denominator;
  return meanY + slope * (x - meanX);
}

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

export const round2 = (value: number) => Math.round(value * 100) / 100;
