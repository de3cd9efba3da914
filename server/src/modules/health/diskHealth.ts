import fs from 'node:fs/promises';

/** How long a failed write keeps the disk reported full, unless space is found again sooner. */
const FULL_FOR_MS = 60_000;

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** True when a write failed because the disk (or the user's quota) is full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DISK_FULL_CODES.has(code);
}

export interface DiskState {
  status: 'ok' | 'full';
  /** Free space under DATA_DIR for this process's user, in bytes; null when it cannot be read. */
  freeBytes: number | null;
}

/**
 * The disk under DATA_DIR (uploads, the outbox, the embedded database): full when its free space
 * is below the minimum or a write has just failed for want of space. /api/ready reports it.
 */
export class DiskHealth {
  private fullAt = 0;

  constructor(
    private readonly dir: string,
    private readonly minFreeBytes: number,
  ) {}

  /** A write has just failed with ENOSPC or EDQUOT. */
  noteFull(): void {
    this.fullAt = Date.now();
  }

  /** A write has just succeeded: there is room again. */
  noteWritten(): void {
    this.fullAt = 0;
  }

  async check(): Promise<DiskState> {
    let freeBytes: number | null = null;
    try {
      const stats = await fs.statfs(this.dir);
      freeBytes = Number(stats.bavail) * Number(stats.bsize);
    } catch {
      // Not there yet, or a file system without statfs: judged by failed writes alone.
    }
    const recentFailure = Date.now() - this.fullAt < FULL_FOR_MS;
    const low = freeBytes !== null && freeBytes < this.minFreeBytes;
    return { status: low || recentFailure ? 'full' : 'ok', freeBytes };
  }
}
