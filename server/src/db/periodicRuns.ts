import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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

/** A job the server runs on a timer (housekeeping, expiring orders, sweeping images). */
export interface PeriodicJob {
  /** Its row in periodic_runs: one lock across every instance. */
  name: string;
  /** The first run, this long after start. */
  firstAfterMs: number;
  /** Then one run per period. */
  everyMs: number;
  /**
   * The work. `claim()` is true on exactly one instance per period: ask it before work that one
   * instance does for all (the database's); work each instance does for itself needs no claim.
   */
  run: (claim: () => Promise<boolean>) => Promise<void>;
  /** What the log says when a run fails (it runs again next period). */
  failure: string;
}

/** Schedules every periodic job of the server the same way; stop() when the server closes. */
export function schedulePeriodicJob(
  db: Db,
  log: FastifyBaseLogger,
  job: PeriodicJob,
): { stop: () => void } {
  let timer: NodeJS.Timeout;
  let stopped = false;
  const claim = () => claimPeriodicRun(db, job.name, job.everyMs - 1_000);
  const run = async () => {
    try {
      await job.run(claim);
    } catch (error) {
      log.warn({ err: error, job: job.name }, job.failure);
    }
    if (!stopped) timer = setTimeout(run, job.everyMs).unref();
  };
  timer = setTimeout(run, job.firstAfterMs).unref();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
