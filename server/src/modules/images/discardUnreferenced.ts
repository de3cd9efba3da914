import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, shopSettings, variants } from '../../db/schema';
import type { ImageStore, StoredImage } from './imageStore';

/** The logo the shop's settings point at ('' for none). */
export async function storedLogo(db: Db): Promise<string> {
  const [row] = await db.select({ settings: shopSettings.settings }).from(shopSettings);
  const logo = (row?.settings as { logoUrl?: unknown } | undefined)?.logoUrl;
  return typeof logo === 'string' ? logo : '';
}

/**
 * After a failed write: removes the files this request created, except any a category or a
 * variant (or the shop's logo) already points at (files are content-addressed, so another request may share one).
 */
export async function discardUnreferenced(
  db: Db,
  images: ImageStore,
  stored: StoredImage[],
): Promise<void> {
  const created = stored.filter((image) => image.created);
  if (created.length === 0) return;
  const urls = created.map((image) => image.url);
  const [byCategory, byVariant, logo] = await Promise.all([
    db.select({ image: categories.image }).from(categories).where(inArray(categories.image, urls)),
    db.select({ image: variants.image }).from(variants).where(inArray(variants.image, urls)),
    storedLogo(db),
  ]);
  const used = new Set([...byCategory, ...byVariant].map((row) => row.image));
  if (logo) used.add(logo);
  await images.discard(created.filter((image) => !used.has(image.url)));
}
