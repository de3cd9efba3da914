import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { schedulePeriodicJob } from '../../db/periodicRuns';
import { categories, variants } from '../../db/schema';
import type { SharedImages } from './sharedImages';
import { storedLogo } from './discardUnreferenced';
import { IMAGE_FILE } from './imageFile';

export const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
const FIRST_SWEEP_MS = 60 * 1000;

/**
 * Removes image files no category or variant points at any more (images replaced or perfumes
 * whose upload failed half-way), and temporary files a crash left behind. Only files untouched
 * for `graceMs` go: an upload in flight refreshes its file's time (ImageStore.write) before the
 * row that will reference it commits. Returns how many files were removed.
 */
export async function sweepUnreferencedImages(
  db: Db,
  dir: string,
  opts: { graceMs?: number; now?: number } = {},
): Promise<number> {
  const graceMs = opts.graceMs ?? SWEEP_GRACE_MS;
  const now = opts.now ?? Date.now();
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const referenced = await referencedNames(db);
  const candidates: string[] = [];
  for (const name of names) {
    const match = IMAGE_FILE.exec(name);
    const unused = match ? !referenced.has(match[1]!) : name.endsWith('.tmp');
    if (!unused) continue;
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat && now - stat.mtimeMs >= graceMs) candidates.push(name);
  }
  if (candidates.length === 0) return 0;
  // Read the references again: an edit may have committed one while the files were examined.
  const stillReferenced = await referencedNames(db);
  let removed = 0;
  for (const name of candidates) {
    const hash = IMAGE_FILE.exec(name)?.[1];
    if (hash && stillReferenced.has(hash)) continue;
    // And its time: an upload or a form reusing it may have just marked it as used.
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (!stat || now - stat.mtimeMs < graceMs) continue;
    await fs.rm(path.join(dir, name), { force: true });
    removed += 1;
  }
  return removed;
}

/** The content hashes of every image a category, a variant or the shop's logo points at. */
export async function referencedNames(db: Db): Promise<Set<string>> {
  const [byCategory, byVariant, logo] = await Promise.all([
    db.select({ image: categories.image }).from(categories),
    db.select({ image: variants.image }).from(variants),
    storedLogo(db),
  ]);
  return new Set(
    [...byCategory, ...byVariant, { image: logo }].flatMap((row) =>
      row.image ? [path.basename(row.image, '.webp')] : [],
    ),
  );
}

/** Sweeps a minute after start, then once a day; stops when the server closes. */
export function scheduleImageSweep(
  db: Db,
  dir: string,
  log: FastifyBaseLogger,
  shared: SharedImages | null = null,
): { stop: () => void } {
  return schedulePeriodicJob(db, log, {
    name: 'image-sweep',
    firstAfterMs: FIRST_SWEEP_MS,
    everyMs: SWEEP_GRACE_MS,
    failure: 'image sweep failed; it runs again tomorrow',
    run: async (claim) => {
      // This instance's own files: every instance sweeps its folder.
      const removed = await sweepUnreferencedImages(db, dir);
      if (removed > 0) log.info({ removed }, 'removed image files nothing refers to');
      // The database's copies: one instance a day does it.
      if (shared && (await claim())) {
        const dropped = await shared.sweep(() => referencedNames(db), SWEEP_GRACE_MS);
        if (dropped > 0) log.info({ dropped }, 'removed stored images nothing refers to');
      }
    },
  });
}
