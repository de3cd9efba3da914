import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { releaseFailedBegin } from './releaseFailedBegin';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseConfig, DatabaseTimeouts } from '../config';
import * as schema from './schema';
import { ownerOnly } from './dataDirMode';

/** The PGlite extensions the migrations create (trigram indexes, accent folding for search). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory. The default, 128 MB, is most of
 * the embedded shop's resident memory (its WASM memory never shrinks) for a database that fits
 * in a few MB; pages it does not keep are read again from DATA_DIR through the OS's page cache.
 * 16 MB cut the idle server by about 140 MB (README "Memory").
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/** PGlite's own start parameters plus the settings above. */
const pgliteStartParams = (): string[] => [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`: what work done in one transaction is handed. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
  /** PostgreSQL's connection pool, for its figures (metrics); none in embedded mode. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
}

// Beside this file: server/src/db/migrations, or dist-server/migrations in the compiled server.
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How many migrations this build knows (drizzle's journal): /api/ready wants them all applied. */
export const MIGRATION_COUNT: number = (
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/** Any fixed number: the advisory lock that lets one instance at a time run the migrations. */
const MIGRATION_LOCK = 7_245_301;

/**
 * Runs the migrations while holding a session advisory lock, so instances starting together
 * against one PostgreSQL take turns: the first migrates, the others then find nothing to do.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Reports errors of connections that are checked out of `pool`. The pool handles an idle
 * connection that dies, but one held between the statements of a transaction has no listener,
 * and node-postgres emits its error as an event: unheard, an administrator's terminate or a
 * database restart would end the process. The work holding it fails on its next statement.
 */
function heedCheckedOutErrors(pool: pg.Pool, onError: (error: Error) => void): void {
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // An idle connection also has the pool's listener, which reports it as the pool's error.
      if (client.listenerCount('error') === 1) onError(error);
    });
  });
}

const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
};

/**
 * A pool whose every connection has time limits: connecting, each statement (enforced by the
 * server, and by the client too in case the server itself stops answering), and a transaction
 * left idle. A limit that trips fails the request with 503 (plugins/errors.ts).
 */
function limitedPool(url: string, timeouts: DatabaseTimeouts): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 2_000,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  releaseFailedBegin(pool);
  return pool;
}

/** Opens the database named by the configuration and brings its schema up to date. */
export async function openDatabase(
  config: DatabaseConfig,
  onConnectionError: (error: Error) => void = () => {},
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
): Promise<Database> {
  if (config.kind === 'postgres') {
    // Migrations may rewrite large tables, so they run on a connection of their own without the
    // statement limit; requests then use the limited pool.
    const migrationPool = new pg.Pool({
      connectionString: config.url,
      max: 2,
      connectionTimeoutMillis: timeouts.connectMs,
    });
    migrationPool.on('error', onConnectionError);
    releaseFailedBegin(migrationPool);
    heedCheckedOutErrors(migrationPool, onConnectionError);
    try {
      const migrationDb = drizzlePg(migrationPool, { schema });
      await migrateOnce(migrationPool, () => migratePg(migrationDb, { migrationsFolder }));
    } finally {
      await migrationPool.end();
    }
    const pool = limitedPool(config.url, timeouts);
    // An idle connection can die (a database restart, an administrator): without a listener the
    // pool's 'error' event would end the process. Requests in flight fail and are retried by
    // whoever sent them; the pool replaces the connection.
    pool.on('error', onConnectionError);
    heedCheckedOutErrors(pool, onConnectionError);
    // node-postgres returns numeric columns as strings; money stays exact in SQL and becomes a
    // number only at the edge, where values fit comfortably in a double.
    const db = drizzlePg(pool, { schema });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), pool };
  }
  const options = { extensions: PGLITE_EXTENSIONS, startParams: pgliteStartParams() };
  const client = config.dataDir ? new PGlite(config.dataDir, options) : new PGlite(options);
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  if (config.dataDir) ownerOnly(config.dataDir);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
