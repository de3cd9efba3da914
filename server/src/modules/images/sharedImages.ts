import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { unavailable } from '../../errors';
import type { ImageBackend } from './imageBackends';
import { IMAGE_FILE } from './imageFile';
import { writeAtomically } from './writeAtomically';

/**
 * Image files kept where every instance reads them (an ImageBackend: PostgreSQL or an S3
 * bucket) beside each instance's DATA_DIR copy: an image uploaded through one instance is
 * stored there in the upload's request, and another instance that is asked for it copies it
 * into its own DATA_DIR on first request, then serves it as a file.
 */
export class SharedImages {
  constructor(
    readonly backend: ImageBackend,
    private readonly dir: string,
  ) {}

  put(fileName: string, bytes: Buffer): Promise<void> {
    return this.backend.put(fileName, bytes);
  }

  /** Copies a file from the shared store into DATA_DIR when it is missing there; false if unknown. */
  async fetch(fileName: string): Promise<boolean> {
    if (!IMAGE_FILE.test(fileName)) return false;
    const target = path.join(this.dir, fileName);
    try {
      await fs.access(target);
      return true;
    } catch {
      // not here yet
    }
    const bytes = await this.backend.get(fileName);
    if (!bytes) return false;
    await fs.mkdir(this.dir, { recursive: true });
    await writeAtomically(target, bytes, null);
    return true;
  }

  /**
   * Deletes stored files no category or variant points at (`referenced()` holds the content
   * hashes in use) that nobody stored for `graceMs`. Returns how many went.
   */
  async sweep(referenced: () => Promise<Set<string>>, graceMs: number): Promise<number> {
    const stale = await this.backend.staleNames(graceMs);
    const inUse = await referenced();
    const unused = stale.filter((name) => !inUse.has(name.slice(0, 24)));
    await this.backend.remove(unused);
    return unused.length;
  }

  /** Before /uploads/… and /preview/… are served: brings a missing file over from the store. */
  serveMissing(app: FastifyInstance): void {
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const url = request.url.split('?')[0]!;
      const upload = /^\/uploads\/([^/]+)$/.exec(url)?.[1];
      const preview = /^\/preview\/([0-9a-f]{24})\.jpg$/.exec(url)?.[1];
      const fileName = upload ?? (preview ? `${preview}.webp` : null);
      if (!fileName) return;
      try {
        await this.fetch(fileName);
      } catch (error) {
        request.log.error(
          { err: error },
          `could not read ${fileName} from the ${this.backend.kind} image store`,
        );
        throw unavailable('Images are unavailable for a moment. Please try again.');
      }
    });
  }
}
