import { describe, expect, it } from 'vitest';
import { shopDay, shopYear } from '@shop/domain/shopDay';

describe("the shop's year (the footer's ©)", () => {
  it("agrees with the shop's day in its zone, hour by hour around every new year", () => {
    for (let year = 2010; year <= 2040; year += 1) {
      const newYear = Date.UTC(year, 0, 1);
      for (let hour = -12; hour <= 12; hour += 1) {
        const at = new Date(newYear + hour * 60 * 60 * 1000 - 1);
        expect(shopYear(at), at.toISOString()).toBe(Number(shopDay(at).slice(0, 4)));
      }
    }
  });

  it('turns at midnight in Karachi, five hours before UTC', () => {
    expect(shopYear(new Date('2026-12-31T18:59:59.999Z'))).toBe(2026);
    expect(shopYear(new Date('2026-12-31T19:00:00Z'))).toBe(2027);
  });
});
