import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, perfumes } from '../../db/schema';

/** What sitemap.xml lists: active categories and the perfumes on sale, with their last change. */
export async function sitemapEntries(db: Db) {
  const [categoryRows, perfumeRows] = await Promise.all([
    db
      .select({ id: categories.id, updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(categories.name),
    db
      .select({ id: perfumes.id, updatedAt: perfumes.updatedAt })
      .from(perfumes)
      .innerJoin(categories, eq(categories.id, perfumes.categoryId))
      .where(and(eq(perfumes.isActive, true), eq(categories.isActive, true)))
      .orderBy(perfumes.name),
  ]);
  return { categoryRows, perfumeRows };
}
