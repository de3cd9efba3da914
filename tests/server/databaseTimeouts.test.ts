import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/src/plugins/errors';
import { onPostgres, testServer } from './helpers/testApp';

/** Issue 10, finding 7: database calls have time limits and answer 503 when they trip. */
describe('database time limits', () => {
  const t = testServer({ DB_CONNECT_TIMEOUT_MS: '300', DB_STATEMENT_TIMEOUT_MS: '500' });

  it('answers ready with 503 when the database does not answer, instead of hanging', async () => {
    const { db } = t.app.database;
    const execute = db.execute.bind(db);
    db.execute = (() => new Promise(() => {})) as unknown as typeof db.execute;
    try {
      const started = Date.now();
      const response = await t.app.inject('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        message: 'The shop cannot reach its database right now.',
      });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      db.execute = execute;
    }
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
  });

  it('recognises time-outs and lost connections, whatever wraps them', () => {
    expect(isDatabaseUnavailable({ code: '57014' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '25P03' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('q', { cause: { code: '08006' } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // A ROLLBACK sent on a connection lost in the middle of a transaction, as drizzle wraps it.
    const lost = new Error('Client has encountered a connection error and is not queryable');
    expect(isDatabaseUnavailable(new Error('Failed query: rollback', { cause: lost }))).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
  });

  it.runIf(onPostgres)(
    'answers 503 with a message when a statement runs past its limit',
    async () => {
      const url = (t.config.database as { url: string }).url;
      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table categories in access exclusive mode');
        const started = Date.now();
        const response = await t.app.inject('/api/category/active');
        expect(response.statusCode).toBe(503);
        expect(response.json().message).toMatch(/try again/);
        expect(Date.now() - started).toBeLessThan(5000);
      } finally {
        await locker.query('rollback');
        await locker.end();
      }
      expect((await t.app.inject('/api/category/active')).statusCode).toBe(200);
    },
  );
});
