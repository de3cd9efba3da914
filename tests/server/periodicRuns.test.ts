import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { tidyUp } from '../../server/src/db/housekeeping';
import { claimPeriodicRun, schedulePeriodicJob } from '../../server/src/db/periodicRuns';
import { enqueueMail } from '../../server/src/modules/mail/outbox';
import { mailOutbox, throttleHits, visitSessions } from '../../server/src/db/schema';
import { testServer } from './helpers/testApp';

describe('periodic work runs once across instances', () => {
  const t = testServer();

  it('gives each period to one claimant only', async () => {
    const db = t.app.database.db;
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimPeriodicRun(db, 'test-job', 400)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimPeriodicRun(db, 'test-job', 400)).toBe(false);
    expect(await claimPeriodicRun(db, 'other-job', 400)).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(await claimPeriodicRun(db, 'test-job', 400)).toBe(true);
  });

  it("schedules a job on every instance and gives each period's shared work to one of them", async () => {
    const db = t.app.database.db;
    const log = { warn: () => {} } as never;
    const runs: { instance: number; claimed: boolean }[] = [];
    const instances = [1, 2, 3].map((instance) =>
      schedulePeriodicJob(db, log, {
        name: 'scheduled-test-job',
        firstAfterMs: 20,
        everyMs: 1_400,
        failure: 'failed',
        run: async (claim) => {
          runs.push({ instance, claimed: await claim() });
        },
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    // Each instance ran once; one of them did the shared work.
    expect(runs.map((run) => run.instance).sort()).toEqual([1, 2, 3]);
    expect(runs.filter((run) => run.claimed)).toHaveLength(1);
    for (const instance of instances) instance.stop();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(runs).toHaveLength(3);
  });

  it('tidies up ended throttle windows, month-old sent mail and visits, and nothing else', async () => {
    const db = t.app.database.db;
    await db.insert(throttleHits).values([
      { scope: 'test', key: 'ended', count: 3, resetAt: sql`now() - interval '1 minute'` },
      { scope: 'test', key: 'open', count: 3, resetAt: sql`now() + interval '1 minute'` },
    ]);
    for (const key of ['old-sent', 'new-sent', 'waiting'])
      await enqueueMail(db, { eventKey: key, to: 'a@shop.test', subject: 's', text: 't' });
    await db
      .update(mailOutbox)
      .set({ sentAt: sql`now() - interval '31 days'` })
      .where(sql`event_key = 'old-sent'`);
    await db
      .update(mailOutbox)
      .set({ sentAt: sql`now()` })
      .where(sql`event_key = 'new-sent'`);
    // Visiting sessions are kept for the conversion rate's 30 days (today included), no longer.
    await db.insert(visitSessions).values(
      [0, 29, 30].map((back) => ({
        day: sql`dashboard_day(now()) - ${back}::int`,
        session: `00000000-0000-4000-8000-0000000000${back.toString().padStart(2, '0')}`,
      })),
    );
    expect(await tidyUp(db)).toEqual({ throttleHits: 1, sentMail: 1, visitSessions: 1 });
    const sessions = await db.select({ session: visitSessions.session }).from(visitSessions);
    expect(sessions.map((r) => r.session.slice(-2)).sort()).toEqual(['00', '29']);
    const keys = (await db.select({ key: throttleHits.key }).from(throttleHits)).map((r) => r.key);
    expect(keys).toContain('open');
    expect(keys).not.toContain('ended');
    const mail = (await db.select({ key: mailOutbox.eventKey }).from(mailOutbox)).map((r) => r.key);
    expect(mail.sort()).toEqual(['new-sent', 'waiting']);
  });
});
