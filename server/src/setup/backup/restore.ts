import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import { DatabaseImages } from '../../modules/images/imageBackends';
import { S3Images } from '../../modules/images/s3Images';
import { run, withPglite, withPostgres } from './connections';
import { BackupError, readManifest, type Manifest } from './manifest';
import { checkCounts, checkSql, rowCounts, tableNames } from './tables';

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
