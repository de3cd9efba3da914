import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config';
import { IMAGE_FILE } from '../../modules/images/imageFile';
import { S3Images } from '../../modules/images/s3Images';
import { run, withPglite } from './connections';
import { BackupError, FORMAT, MANIFEST, sha256, type Manifest } from './manifest';
import { SNAPSHOT_SETTINGS, rowCounts, rowDigests, tableNames, type Query } from './tables';

function prepareTarget(outDir: string): void {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0)
    throw new BackupError(`${outDir} is not empty: give a new folder for the backup`);
  fs.mkdirSync(path.join(outDir, 'images'), { recursive: true, mode: 0o700 });
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
