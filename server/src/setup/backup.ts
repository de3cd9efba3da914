import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { drizzle } from 'drizzle-orm/node-postgres';
import { DatabaseImages } from '../modules/images/imageBackends';
import { S3Images } from '../modules/images/s3Images';
import { IMAGE_FILE } from '../modules/images/imageFile';
import * as schema from '../db/schema';
import { PGLITE_EXTENSIONS, type Db } from '../db/client';
import { STOP_THE_SHOP, lockDataDir } from '../db/dataDirLock';

/** A backup is a folder: this file, the database, and the images kept outside it. */
const MANIFEST = 'manifest.json';
const FORMAT = 'perfume-shop-backup';

export interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  /** database.sql (pg_dump, plain SQL) or database.tar.gz (PGlite's own data-folder dump). */
  database: 'postgres' | 'pglite';
  /** Rows per table when the backup was taken; a restore checks it got the same. */
  tables: Record<string, number>;
  /**
   * Per table, a digest of its rows taken from the same snapshot as the dump (PostgreSQL: an
   * order-free sum of each row's MD5); a restore checks it before it commits.
   */
  digests?: Record<string, string>;
  /** SHA-256 of every file under images/ (those not inside the database itself). */
  images: Record<string, string>;
}

/** A backup or restore that cannot go ahead; the message says why and what to do. */
export class BackupError extends Error {}

const TABLES_SQL = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
  order by 1`;

interface Query {
  (text: string): Promise<Record<string, unknown>[]>;
}

/** Every table of the shop's database (its own schemas, migrations' bookkeeping included). */
export async function tableNames(query: Query): Promise<string[]> {
  return (await query(TABLES_SQL)).map((row) => String(row.name));
}

function quoted(table: string): string {
  return table
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');
}

async function rowCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(query)) {
    const [row] = await query(`select count(*)::int as n from ${quoted(table)}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/**
 * The digest of a table's rows: the sum of the first 60 bits of each row's MD5, so neither the
 * rows' order nor the server's collation changes it. Text forms are pinned by the session
 * settings of SNAPSHOT_SETTINGS, on the backup's side and the restore's.
 */
const digestOf = (table: string) =>
  `select coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint), 0)::text as d from ${quoted(table)} t`;

/** Session settings under which row texts, so digests, are the same on any server. */
const SNAPSHOT_SETTINGS = [
  "set timezone = 'UTC'",
  "set datestyle = 'ISO, YMD'",
  "set intervalstyle = 'postgres'",
  'set extra_float_digits = 3',
  "set bytea_output = 'hex'",
];

async function rowDigests(query: Query, tables: string[]): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await query(digestOf(table));
    digests[table] = String(row?.d ?? '0');
  }
  return digests;
}

/** Every row of a table as JSON text, in a stable order (tests compare restored tables). */
export async function tableRows(query: Query, table: string): Promise<string[]> {
  const rows = await query(`select to_jsonb(t)::text as row from ${quoted(table)} t order by 1`);
  return rows.map((row) => String(row.row));
}

function run(command: string, args: string[], opts: { stdout?: string } = {}): Promise<void> {
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

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function prepareTarget(outDir: string): void {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0)
    throw new BackupError(`${outDir} is not empty: give a new folder for the backup`);
  fs.mkdirSync(path.join(outDir, 'images'), { recursive: true, mode: 0o700 });
}

async function withPostgres<T>(url: string, work: (query: Query, db: Db) => Promise<T>) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const query: Query = async (text) => (await pool.query(text)).rows;
    return await work(query, drizzle(pool, { schema }) as unknown as Db);
  } finally {
    await pool.end();
  }
}

/** Opens the embedded database alone: refuses while a server holds DATA_DIR. */
async function withPglite<T>(
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

/**
 * Writes a consistent backup of the shop into `outDir` (a new folder): pg_dump's plain SQL for
 * PostgreSQL (one snapshot, taken while the shop runs), or PGlite's own dump of its data folder
 * (the shop must be stopped: PGlite has one process). Images kept outside the database (DATA_DIR
 * in embedded mode, or the S3 bucket) go under images/.
 */
export async function backup(config: Config, outDir: string): Promise<Manifest> {
  prepareTarget(outDir);
  try {
    return await writeBackup(config, outDir);
  } catch (error) {
    // Half a backup is no backup: nothing is left behind to be mistaken for one.
    fs.rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * pg_dump of one snapshot while the shop runs, and the manifest's counts and digests from that
 * same snapshot: a transaction exports it (pg_export_snapshot), pg_dump reads with --snapshot,
 * and the counts are taken inside the transaction before it ends. Orders placed meanwhile are
 * in neither.
 */
async function dumpPostgres(url: string, outDir: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query: Query = async (text) => (await client.query(text)).rows;
    await query('begin isolation level repeatable read read only');
    for (const setting of SNAPSHOT_SETTINGS) await query(setting);
    const [exported] = await query('select pg_export_snapshot() as id');
    const dump = run(
      'pg_dump',
      ['--no-owner', '--no-privileges', '--snapshot', String(exported!.id), '--dbname', url],
      { stdout: path.join(outDir, 'database.sql') },
    );
    // Counted while pg_dump reads: both see the exported snapshot.
    const names = await tableNames(query);
    const tables = await rowCounts(query);
    const digests = await rowDigests(query, names);
    await dump;
    await query('commit');
    return { tables, digests };
  } finally {
    await client.end();
  }
}

async function writeBackup(config: Config, outDir: string): Promise<Manifest> {
  const imagesDir = path.join(outDir, 'images');
  const images: Record<string, string> = {};
  const keep = (name: string, bytes: Buffer) => {
    fs.writeFileSync(path.join(imagesDir, name), bytes, { mode: 0o600 });
    images[name] = sha256(bytes);
  };
  let tables: Record<string, number>;
  let digests: Record<string, string> | undefined;
  if (config.database.kind === 'postgres') {
    ({ tables, digests } = await dumpPostgres(config.database.url, outDir));
  } else {
    tables = await withPglite(config, async (query, client) => {
      const counts = await rowCounts(query);
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(
        path.join(outDir, 'database.tar.gz'),
        Buffer.from(await dump.arrayBuffer()),
        { mode: 0o600 },
      );
      return counts;
    });
    if (!config.s3) {
      const uploads = path.join(config.dataDir, 'uploads');
      const names = fs.existsSync(uploads) ? fs.readdirSync(uploads) : [];
      for (const name of names.filter((n) => IMAGE_FILE.test(n)))
        keep(name, fs.readFileSync(path.join(uploads, name)));
    }
  }
  if (config.s3) {
    const bucket = new S3Images(config.s3);
    try {
      for (const name of (await bucket.list()).filter((n) => IMAGE_FILE.test(n))) {
        const bytes = await bucket.get(name);
        if (bytes) keep(name, bytes);
      }
    } finally {
      bucket.close();
    }
  }
  const manifest: Manifest = {
    format: FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    database: config.database.kind,
    tables,
    ...(digests ? { digests } : {}),
    images,
  };
  fs.writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return manifest;
}

function readManifest(fromDir: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(fromDir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${fromDir} holds no backup (${MANIFEST} is missing or unreadable)`);
  }
  if (manifest.format !== FORMAT || manifest.version !== 1)
    throw new BackupError(`${fromDir} is not a backup this version of the shop can read`);
  for (const [name, hash] of Object.entries(manifest.images)) {
    if (!IMAGE_FILE.test(name)) throw new BackupError(`the backup names a strange image: ${name}`);
    const file = path.join(fromDir, 'images', name);
    if (!fs.existsSync(file) || sha256(fs.readFileSync(file)) !== hash)
      throw new BackupError(`image ${name} is missing or damaged in the backup`);
  }
  return manifest;
}

function checkCounts(expected: Record<string, number>, found: Record<string, number>): void {
  for (const [table, count] of Object.entries(expected)) {
    if (found[table] !== count)
      throw new BackupError(
        `after restoring, ${table} holds ${found[table] ?? 'no'} rows where the backup had ${count}`,
      );
  }
}

/** SQL run after the dump, inside its transaction: raises at the first table that differs. */
function checkSql(manifest: Manifest): string {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const lines = [
    ...SNAPSHOT_SETTINGS.map((setting) => `${setting};`),
    'DO $check$',
    'DECLARE found text;',
    'BEGIN',
  ];
  for (const [table, count] of Object.entries(manifest.tables)) {
    lines.push(
      `  SELECT count(*)::text INTO found FROM ${quoted(table)};`,
      `  IF found <> ${literal(String(count))} THEN RAISE EXCEPTION 'after restoring, % holds % rows where the backup had %', ${literal(table)}, found, ${literal(String(count))}; END IF;`,
    );
  }
  for (const [table, digest] of Object.entries(manifest.digests ?? {})) {
    lines.push(
      `  SELECT d INTO found FROM (${digestOf(table)}) AS digest;`,
      `  IF found <> ${literal(digest)} THEN RAISE EXCEPTION 'after restoring, the rows of % differ from the backup''s', ${literal(table)}; END IF;`,
    );
  }
  lines.push('END', '$check$;');
  return `${lines.join('\n')}\n`;
}

/**
 * Loads a backup into an empty database: DATABASE_URL's (a new database) or DATA_DIR's
 * (PGlite; DATA_DIR without a database yet). Refuses a database of the other kind and any
 * target that already holds data; checks every table's row count and every image's hash.
 */
export async function restore(config: Config, fromDir: string): Promise<Manifest> {
  const manifest = readManifest(fromDir);
  if (manifest.database !== config.database.kind)
    throw new BackupError(
      manifest.database === 'postgres'
        ? 'this backup is of a PostgreSQL database: set DATABASE_URL to a new, empty database'
        : 'this backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to a new folder',
    );
  const imageNames = Object.keys(manifest.images);
  const bytesOf = (name: string) => fs.readFileSync(path.join(fromDir, 'images', name));
  const toBucket = async (s3: NonNullable<Config['s3']>) => {
    const bucket = new S3Images(s3);
    try {
      for (const name of imageNames) await bucket.put(name, bytesOf(name));
    } finally {
      bucket.close();
    }
  };
  if (config.database.kind === 'postgres') {
    const url = config.database.url;
    await withPostgres(url, async (query) => {
      if ((await tableNames(query)).length > 0)
        throw new BackupError(
          'the database at DATABASE_URL is not empty: restore into a new, empty database',
        );
    });
    // The dump and the checks in one transaction: a count or digest that differs raises, and
    // nothing of the backup is committed; the target stays as empty as it was.
    const checks = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-')), 'check.sql');
    fs.writeFileSync(checks, checkSql(manifest), { mode: 0o600 });
    try {
      await run('psql', [
        '-X',
        '--quiet',
        '--single-transaction',
        '--set',
        'ON_ERROR_STOP=1',
        '--dbname',
        url,
        '--file',
        path.join(fromDir, 'database.sql'),
        '--file',
        checks,
      ]);
    } catch (error) {
      const failed = /after restoring, .*/.exec(error instanceof Error ? error.message : '');
      throw failed ? new BackupError(`${failed[0]}; nothing was restored`) : error;
    } finally {
      fs.rmSync(path.dirname(checks), { recursive: true, force: true });
    }
    await withPostgres(url, async (_query, db) => {
      if (config.s3) return toBucket(config.s3);
      const table = new DatabaseImages(db);
      for (const name of imageNames) await table.put(name, bytesOf(name));
    });
  } else {
    const dbDir = config.database.dataDir!;
    if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0)
      throw new BackupError(
        `${dbDir} already holds a database: restore into a new DATA_DIR (or move that one away)`,
      );
    const dump = new Blob([fs.readFileSync(path.join(fromDir, 'database.tar.gz'))]);
    try {
      await withPglite(
        config,
        async (query) => checkCounts(manifest.tables, await rowCounts(query)),
        { loadDataDir: dump },
      );
    } catch (error) {
      // The folder was empty or absent before: leave it so, for a second try.
      fs.rmSync(dbDir, { recursive: true, force: true });
      throw error;
    }
    if (config.s3) await toBucket(config.s3);
    else {
      const uploads = path.join(config.dataDir, 'uploads');
      fs.mkdirSync(uploads, { recursive: true });
      for (const name of imageNames) fs.writeFileSync(path.join(uploads, name), bytesOf(name));
    }
  }
  return manifest;
}
