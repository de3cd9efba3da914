import fs from 'node:fs';
import path from 'node:path';

/** Owner only: the embedded database holds password hashes and customers' addresses. */
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * Makes DATA_DIR readable by this server's user alone: everything the process creates from here
 * on is 0700/0600 (the umask, which PGlite's files obey too), and what an earlier version left
 * 0755/0644 is tightened once, at start.
 */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: DIR_MODE });
  ownerOnly(dataDir);
}

/**
 * Folders 0700 and files 0600 under `dir`. Called again once the embedded database is open:
 * PGlite unpacks its first files with modes of their own, whatever the umask.
 */
export function ownerOnly(dir: string): void {
  fs.chmodSync(dir, DIR_MODE);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) ownerOnly(full);
    else if (entry.isFile()) fs.chmodSync(full, FILE_MODE);
  }
}
