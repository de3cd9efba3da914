import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopDay } from '@shop/domain/dates';
import { testServer } from './helpers/testApp';

/** SQL keeps the shop's zone in dashboard_day(); the domain in SHOP_TIME_ZONE. They must agree. */
describe("the shop's time zone in SQL and in the domain", () => {
  const t = testServer();

  it.each([
    '2026-11-22T18:59:59Z', // 23:59:59 in Karachi
    '2026-11-22T19:00:00Z', // midnight in Karachi: the next day there, not yet in UTC
    '2026-12-31T20:30:00Z',
    '2026-03-01T04:00:00Z',
  ])('puts %s on the same day', async (instant) => {
    const { rows } = (await t.app.database.db.execute(
      sql`select dashboard_day(${instant}::timestamptz)::text as day`,
    )) as unknown as { rows: { day: string }[] };
    expect(rows[0]!.day).toBe(shopDay(new Date(instant)));
  });
});
