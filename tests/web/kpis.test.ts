import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  forecastNextMonth,
  monthProgress,
  refundPercentage,
} from '@shop/domain/kpis';

const midMonth = { sales: 0, daysElapsed: 15, daysInMonth: 30 };

describe('the KPI formulas of src/domain/kpis.ts', () => {
  it('forecasts next month from the least-squares trend of the complete months', () => {
    // 1,000, 2,000, 3,000: +1,000 a month; this month would be 4,000, next month 5,000.
    expect(forecastNextMonth([0, 0, 1000, 2000, 3000], midMonth)).toBe(5000);
    // Only the last six complete months count.
    expect(forecastNextMonth([90_000, 1000, 1000, 1000, 1000, 1000, 1000], midMonth)).toBe(1000);
  });

  it('averages fewer than three months, or a trend that falls to zero', () => {
    expect(forecastNextMonth([0, 0, 0, 4000], midMonth)).toBe(4000);
    expect(forecastNextMonth([2000, 5000], midMonth)).toBe(3500);
    expect(forecastNextMonth([9000, 3000, 0], midMonth)).toBe(4000);
  });

  it("uses this month's pace before a month is complete, and nothing without sales", () => {
    expect(forecastNextMonth([0, 0], { sales: 1500, daysElapsed: 3, daysInMonth: 30 })).toBe(15000);
    expect(forecastNextMonth([0, 0], { sales: 0, daysElapsed: 3, daysInMonth: 30 })).toBeNull();
    // Whole rupees: 1,000 over 7 days of 31 is 4,428.57 a month.
    expect(forecastNextMonth([], { sales: 1000, daysElapsed: 7, daysInMonth: 31 })).toBe(4429);
    expect(forecastNextMonth([], midMonth)).toBeNull();
  });

  it('knows how far the shop month has run, in Pakistan time', () => {
    // 20:00 UTC on 29 Feb 2028 is already 1 March in Karachi.
    expect(monthProgress(new Date('2028-02-29T20:00:00Z'))).toEqual({
      daysElapsed: 1,
      daysInMonth: 31,
    });
    expect(monthProgress(new Date('2028-02-10T12:00:00Z'))).toEqual({
      daysElapsed: 10,
      daysInMonth: 29,
    });
  });

  it('gives the refund share of delivered and returned value, none when both are 0', () => {
    expect(refundPercentage(1000, 3000)).toBe(25);
    expect(refundPercentage(500, 0)).toBe(100);
    expect(refundPercentage(0, 0)).toBeNull();
  });

  it('keeps the conversion rate within 0-100%, none without sessions', () => {
    expect(conversionRate(2, 3)).toBe(66.67);
    expect(conversionRate(7, 6)).toBe(100);
    expect(conversionRate(0, 0)).toBeNull();
  });
});
