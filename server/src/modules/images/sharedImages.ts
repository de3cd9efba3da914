import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { storedImages } from '../../db/schema';

const FILE_NAME = /^[0-9a-f]{24}(?:-\d+)?\.webp$/;

/**
 * Image files kept in PostgreSQL beside each instance's DATA_DIR copy: an image uploaded through
 * one instance is written to the database in the upload's request, and another instance that is
 * asked for it copies it into its own DATA_DIR on first request, then serves it as a file.
 */
export class SharedImages {
  constructor(
    private readonly db: Db,
    private readonly dir: string,
  ) {}

  async put(fileName: string, bytes: Buffer): Promise<void> {
    await this.db
      .insert(storedImages)
      .values({ fileName, bytes })
      .onConflictDoUpdate({ target: storedImages.fileName, set: { touchedAt: sql`now()` } });
  }

  /** Copies a file from the database into DATA_DIR when it is missing there; false if unknown. */
  async fetch(fileName: string): Promise<boolean> {
    if (!FILE_NAME.test(fileName)) return false;
    const target = path.join(this.dir, fileName);
    try {
      await fs.access(target);
      return true;
    } catch {
      // not here yet
    }
    const [row] = await this.db
      .select({ bytes: storedImages.bytes })
      .from(storedImages)
      .where(eq(storedImages.fileName, fileName));
    if (!row) return false;
    await fs.mkdir(this.dir, { recursive: true });
    const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, row.bytes);
    await fs.rename(temp, target);
    return true;
  }

  /**
   * Deletes stored files no category or variant points at (`referenced()` holds the content
   * hashes in use) that nobody stored for `graceMs`. Returns how many went.
   */
  async sweep(referenced: () => Promise<Set<string>>, graceMs: number): Promise<number> {
    const stale = await this.db
      .select({ fileName: storedImages.fileName })
      .from(storedImages)
      .where(sql`${storedImages.touchedAt} < now() - ${`${graceMs} milliseconds`}::interval`);
    const inUse = await referenced();
    const unused = stale.map((row) => row.fileName).filter((name) => !inUse.has(name.slice(0, 24)));
    if (unused.length > 0)
      await this.db.delete(storedImages).where(inArray(storedImages.fileName, unused));
    return unused.length;
  }

  /** Before /uploads/… and /preview/… are served: brings a missing file over from the database. */
  serveMissing(app: FastifyInstance): void {
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const url = request.url.split('?')[0]!;
      const upload = /^\/uploads\/([^/]+)$/.exec(url)?.[1];
      const preview = /^\/preview\/([0-9a-f]{24})\.jpg$/.exec(url)?.[1];
      const fileName = upload ?? (preview ? `${preview}.webp` : null);
      if (fileName) await this.fetch(fileName);
    });
  }
}
