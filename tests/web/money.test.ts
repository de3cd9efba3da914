import { describe, expect, it } from 'vitest';
import { formatAmount, formatPkr, formatRs, formatShortPkr } from '@shop/domain/money';

describe('money formats of src/domain/money.ts', () => {
  it('writes full amounts with thousands separators, Rs. on the storefront and PKR in the back office', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.5');
    expect(formatRs(12500)).toBe('Rs. 12,500');
    expect(formatPkr(12500)).toBe('12,500 PKR');
  });

  it('shortens amounts for chart axes: thousands as K, millions as M, one decimal at most', () => {
    expect(formatShortPkr(0)).toBe('0 PKR');
    expect(formatShortPkr(950)).toBe('950 PKR');
    expect(formatShortPkr(1500)).toBe('1.5K PKR');
    expect(formatShortPkr(150_000)).toBe('150K PKR');
    expect(formatShortPkr(1_200_000)).toBe('1.2M PKR');
    expect(formatShortPkr(25_000_000)).toBe('25M PKR');
    // Never the long form that an axis cuts ("150,…").
    expect(formatShortPkr(149_999)).not.toContain(',');
  });
});
