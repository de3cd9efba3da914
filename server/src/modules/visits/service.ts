import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storefrontVisits } from '../../db/schema';

/** Storefront visits: only a number per shop day is kept, nothing about the visitor. */
export class VisitService {
  constructor(private readonly db: Db) {}

  async count(): Promise<void> {
    await this.db
      .insert(storefrontVisits)
      .values({ day: sql`dashboard_day(now())`, visits: 1 })
      .onConflictDoUpdate({
        target: storefrontVisits.day,
        set: { visits: sql`${storefrontVisits.visits} + 1` },
      });
  }
}
