import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { DatabaseImages, type ImageBackend } from './imageBackends';
import { S3Images } from './s3Images';

/**
 * Where uploaded images are shared: the S3 bucket when S3_BUCKET is set, else PostgreSQL's
 * stored_images table; null in embedded mode without a bucket (DATA_DIR is the only copy).
 */
export function sharedImageBackend(
  config: Pick<Config, 's3'>,
  database: Pick<Database, 'db' | 'kind'>,
): ImageBackend | null {
  if (config.s3) return new S3Images(config.s3);
  if (database.kind === 'postgres') return new DatabaseImages(database.db);
  return null;
}
