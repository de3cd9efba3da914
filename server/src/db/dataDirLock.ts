import fs from 'node:fs';
import path from 'node:path';
import { secureDataDir } from './dataDirMode';

/** What a command on the embedded database asks when the shop's server holds its folder. */
export const STOP_THE_SHOP = 'stop it first: the command works on the stopped shop';

/** Another live process already serves this data directory. */
export class DataDirBusyError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the server's own lock on DATA_DIR. PGlite leaves postmaster.pid behind when its process
 * is killed and then hangs on the next open, so the stale file is removed, but only once we know
 * no live process owns the directory. `busy` is what to do when a server holds it: a second
 * server may use another directory; a command on this shop's data must wait for it to stop.
 */
export function lockDataDir(
  dataDir: string,
  pgliteDir: string | null,
  busy = 'stop it first or set DATA_DIR to another directory',
): () => void {
  secureDataDir(dataDir);
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      if (pgliteDir) fs.rmSync(path.join(pgliteDir, 'postmaster.pid'), { force: true });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readOwner(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        throw new DataDirBusyError(
          `DATA_DIR ${dataDir} is in use by another shop server (pid ${owner}); ${busy}`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirBusyError(`Could not lock DATA_DIR ${dataDir}; another server is starting`);
}
