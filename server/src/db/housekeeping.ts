import { and, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client';
import { schedulePeriodicJob } from './periodicRuns';
import { CONVERSION_WINDOW_DAYS } from '@shop/domain/kpis';
import { mailOutbox, throttleHits, visitSessions } from './schema';

const HOUR_MS = 60 * 60 * 1000;
/** Sent mail (its body already erased) stays this long for operators to look back at. */
const SENT_MAIL_KEPT_DAYS = 30;

/**
 * Deletes what has served its purpose: ended throttle windows, sent mail older than
 * SENT_MAIL_KEPT_DAYS, and visiting sessions older than the conversion rate's window. Returns how
 * many rows of each went.
 */
export async function tidyUp(
  db: Db,
): Promise<{ throttleHits: number; sentMail: number; visitSessions: number }> {
  const hits = await db
    .delete(throttleHits)
    .where(lt(throttleHits.resetAt, sql`now()`))
    .returning({ scope: throttleHits.scope });
  const mail = await db
    .delete(mailOutbox)
    .where(
      and(
        isNotNull(mailOutbox.sentAt),
        lt(mailOutbox.sentAt, sql`now() - ${`${SENT_MAIL_KEPT_DAYS} days`}::interval`),
      ),
    )
    .returning({ id: mailOutbox.id });
  const sessions = await db
    .delete(visitSessions)
    .where(lte(visitSessions.day, sql`dashboard_day(now()) - ${CONVERSION_WINDOW_DAYS}::int`))
    .returning({ day: visitSessions.day });
  return { throttleHits: hits.length, sentMail: mail.length, visitSessions: sessions.length };
}

/** Runs tidyUp once an hour on one instance of all (periodic_runs); stops when the server closes. */
export function scheduleHousekeeping(db: Db, log: FastifyBaseLogger): { stop: () => void } {
  return schedulePeriodicJob(db, log, {
    name: 'housekeeping',
    firstAfterMs: 5 * 60_000,
    everyMs: HOUR_MS,
    failure: 'housekeeping failed; it runs again in an hour',
    run: async (claim) => {
      if (!(await claim())) return;
      const removed = await tidyUp(db);
      if (removed.throttleHits + removed.sentMail + removed.visitSessions > 0)
        log.info(removed, 'housekeeping done');
    },
  });
}
