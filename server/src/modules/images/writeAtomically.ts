import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { insufficientStorage } from '../../errors';
import { isDiskFull, type DiskHealth } from '../health';

export const DISK_FULL_MESSAGE =
  "The shop's disk is full, so the image could not be saved. Please tell the shop's technical team.";

/**
 * Writes a file whole or not at all: to a temporary name beside it, then renamed into place. A
 * failed write leaves no temporary file behind; a full disk is a 507 and is noted for /api/ready.
 */
export async function writeAtomically(
  target: string,
  data: Buffer,
  disk: DiskHealth | null,
): Promise<void> {
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, target);
    disk?.noteWritten();
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => {});
    if (!isDiskFull(error)) throw error;
    disk?.noteFull();
    throw Object.assign(insufficientStorage(DISK_FULL_MESSAGE), { cause: error });
  }
}
