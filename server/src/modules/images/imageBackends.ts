import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedImages } from '../../db/schema';

/**
 * Where image files live for every instance to read, beside each instance's DATA_DIR copy:
 * PostgreSQL's stored_images table, or an S3-compatible bucket (s3Images.ts).
 */
export interface ImageBackend {
  /** A name for logs and the backup's manifest. */
  readonly kind: 'database' | 's3';
  /** Stores a file (idempotent: the names are content hashes) and marks it as just used. */
  put(fileName: string, bytes: Buffer): Promise<void>;
  /** A stored file's bytes, or null when there is none of that name. */
  get(fileName: string): Promise<Buffer | null>;
  /** Every stored file's name (backups). */
  list(): Promise<string[]>;
  /** Names of files nobody stored for `graceMs`. */
  staleNames(graceMs: number): Promise<string[]>;
  remove(fileNames: string[]): Promise<void>;
  /** Releases connections when the server closes. */
  close?(): void;
}

/** Image files in PostgreSQL (or PGlite) rows. */
export class DatabaseImages implements ImageBackend {
  readonly kind = 'database';
  constructor(private readonly db: Db) {}

  async put(fileName: string, bytes: Buffer): Promise<void> {
    await this.db
      .insert(storedImages)
      .values({ fileName, bytes })
      .onConflictDoUpdate({ target: storedImages.fileName, set: { touchedAt: sql`now()` } });
  }

  async get(fileName: string): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ bytes: storedImages.bytes })
      .from(storedImages)
      .where(eq(storedImages.fileName, fileName));
    return row ? Buffer.from(row.bytes) : null;
  }

  async list(): Promise<string[]> {
    const rows = await this.db.select({ fileName: storedImages.fileName }).from(storedImages);
    return rows.map((row) => row.fileName);
  }

  async staleNames(graceMs: number): Promise<string[]> {
    const rows = await this.db
      .select({ fileName: storedImages.fileName })
      .from(storedImages)
      .where(sql`${storedImages.touchedAt} < now() - ${`${graceMs} milliseconds`}::interval`);
    return rows.map((row) => row.fileName);
  }

  async remove(fileNames: string[]): Promise<void> {
    if (fileNames.length > 0)
      await this.db.delete(storedImages).where(inArray(storedImages.fileName, fileNames));
  }
}
