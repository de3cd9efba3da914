import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client';
import { createTestApp, onPostgres, scratchDatabase } from './helpers/testApp';

describe('a lost PostgreSQL connection', () => {
  it.runIf(onPostgres)('does not stop the server; the next requests are answered', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
      const url = (t.config.database as { url: string }).url;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(url).pathname.slice(1)],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await t.app.inject('/api/ready')).statusCode);
      expect(statuses.at(-1)).toBe(200);
    } finally {
      await t.close();
    }
  });
});

/** The rows of a node-postgres answer (the shared Db type leaves them unknown). */
const rowsOf = <T>(result: unknown) => (result as { rows: [T, ...T[]] }).rows;

describe('a connection lost in the middle of a transaction', () => {
  it.runIf(onPostgres)(
    'fails that transaction and reports the error, without ending the process',
    async () => {
      const scratch = await scratchDatabase();
      const reported: Error[] = [];
      const database = await openDatabase(scratch.database, (error) => reported.push(error));
      try {
        const outcome = await database.db
          .transaction(async (tx) => {
            const [{ pid }] = rowsOf<{ pid: number }>(
              await tx.execute(sql`select pg_backend_pid() as pid`),
            );
            // Between two statements the connection is held but idle: terminate it there.
            const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
            await admin.connect();
            await admin.query('select pg_terminate_backend($1)', [pid]);
            await admin.end();
            await new Promise((resolve) => setTimeout(resolve, 200));
            await tx.execute(sql`select 1`);
          })
          .then(
            () => 'committed',
            () => 'failed',
          );
        expect(outcome).toBe('failed');
        expect(reported.map((error) => error.message)).toContain(
          'terminating connection due to administrator command',
        );
        // The pool goes on with new connections.
        expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
        await scratch.drop();
      }
    },
  );
});

describe('instances starting together on one PostgreSQL', () => {
  it.runIf(onPostgres)('take turns at the migrations and all start', async () => {
    const scratch = await scratchDatabase();
    try {
      const opened = await Promise.all(
        Array.from({ length: 3 }, () => openDatabase(scratch.database)),
      );
      await Promise.all(opened.map((database) => database.close()));
    } finally {
      await scratch.drop();
    }
  });
});
