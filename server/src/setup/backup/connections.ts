import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../../config';
import * as schema from '../../db/schema';
import { PGLITE_EXTENSIONS, type Db } from '../../db/client';
import { STOP_THE_SHOP, lockDataDir } from '../../db/dataDirLock';
import { BackupError } from './manifest';
import type { Query } from './tables';

export function run(
  command: string,
  args: string[],
  opts: { stdout?: string } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = opts.stdout ? fs.openSync(opts.stdout, 'w', 0o600) : 'ignore';
    const child = spawn(command, args, { stdio: ['ignore', out, 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) at the server's major version or newer`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (typeof out === 'number') fs.closeSync(out);
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim()}`));
    });
  });
}

export async function withPostgres<T>(url: string, work: (query: Query, db: Db) => Promise<T>) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const query: Query = async (text) => (await pool.query(text)).rows;
    return await work(query, drizzle(pool, { schema }) as unknown as Db);
  } finally {
    await pool.end();
  }
}

/** Opens the embedded database alone: refuses while a server holds DATA_DIR. */
export async function withPglite<T>(
  config: Config,
  work: (query: Query, client: PGlite) => Promise<T>,
  options: { loadDataDir?: Blob } = {},
): Promise<T> {
  const dbDir = config.database.kind === 'pglite' ? config.database.dataDir : null;
  if (!dbDir) throw new BackupError('the embedded database has no folder (DATA_DIR)');
  const release = lockDataDir(config.dataDir, dbDir, STOP_THE_SHOP);
  try {
    const client = new PGlite(dbDir, { extensions: PGLITE_EXTENSIONS, ...options });
    try {
      const query: Query = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
      return await work(query, client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}
