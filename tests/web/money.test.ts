import { describe, expect, it } from 'vitest';
import { formatAmount, formatPkr, formatRs, formatShortPkr } from '@shop/domain/money';

describe('money formats of src/domain/money.ts', () => {
  it('writes full amounts with thousands separators, Rs. on the storefront and PKR in the back office', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.5');
    expect(formatRs(12500)).toBe('Rs. 12,500');
    expect(formatPkr(12500)).toBe('12,500 PKR');
  });

  it('writes every amount as Intl en-US (two decimals at most) does, without making an Intl formatter', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const amounts = [
      0,
      -0,
      1,
      9,
      10,
      999,
      1000,
      12_500,
      99_999.99,
      100_000,
      1_234_567.5,
      10_000_000,
      0.5,
      0.05,
      0.005,
      0.015,
      0.125,
      1.005,
      1.115,
      2.675,
      1234.565,
      999.995,
      999_999.999,
      -1,
      -0.001,
      -0.125,
      -2500.5,
      -1_000_000,
      1e14 + 0.25,
      1e15,
      1e21,
      Number.NaN,
      Infinity,
    ];
    // And a spread of amounts to the paisa and beyond, as prices and totals come.
    for (let i = 0; i < 2000; i += 1) amounts.push(Math.round(((i * 7919) % 100_003) * 1.37) / 100);
    for (let i = 0; i < 500; i += 1) amounts.push(((i * 104_729) % 1_000_003) / 1000);
    for (const amount of amounts)
      expect(formatAmount(amount), String(amount)).toBe(intl.format(amount));
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
