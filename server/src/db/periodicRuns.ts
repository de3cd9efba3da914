import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { periodicRuns } from './schema';

/**
 * Claims this period's run of a periodic job for this instance: true for exactly one instance
 * per `periodMs` (a row in `periodic_runs` held until then), false for the others.
 */
export async function claimPeriodicRun(db: Db, name: string, periodMs: number): Promise<boolean> {
  const until = sql`now() + ${`${periodMs} milliseconds`}::interval`;
  const claimed = await db
    .insert(periodicRuns)
    .values({ name, lockedUntil: until })
    .onConflictDoUpdate({
      target: periodicRuns.name,
      set: { lockedUntil: until },
      setWhere: sql`${periodicRuns.lockedUntil} <= now()`,
    })
    .returning({ name: periodicRuns.name });
  return claimed.length > 0;
}
