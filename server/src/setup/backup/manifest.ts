import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_FILE } from '../../modules/images/imageFile';

/** A backup is a folder: this file, the database, and the images kept outside it. */
export const MANIFEST = 'manifest.json';
export const FORMAT = 'perfume-shop-backup';

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

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function readManifest(fromDir: string): Manifest {
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
