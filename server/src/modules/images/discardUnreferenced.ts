import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, variants } from '../../db/schema';
import type { ImageStore, StoredImage } from './imageStore';

/**
 * After a failed write: removes the files this request created, except any a category or a
 * variant already points at (files are content-addressed, so another request may share one).
 */
export async function discardUnreferenced(
  db: Db,
  images: ImageStore,
  stored: StoredImage[],
): Promise<void> {
  const created = stored.filter((image) => image.created);
  if (created.length === 0) return;
  const urls = created.map((image) => image.url);
  const [byCategory, byVariant] = await Promise.all([
    db.select({ image: categories.image }).from(categories).where(inArray(categories.image, urls)),
    db.select({ image: variants.image }).from(variants).where(inArray(variants.image, urls)),
  ]);
  const used = new Set([...byCategory, ...byVariant].map((row) => row.image));
  await images.discard(created.filter((image) => !used.has(image.url)));
}
