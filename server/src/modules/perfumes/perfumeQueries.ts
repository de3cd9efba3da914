import { smallestFirst } from '@shop/domain/sizes';
import { ratingOf, type Rating } from '@shop/domain/ratings';
import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, perfumes, reviews, variants } from '../../db/schema';

type VariantRow = typeof variants.$inferSelect;

async function variantsOf(db: Db, perfumeIds: string[]): Promise<Map<string, VariantRow[]>> {
  const byPerfume = new Map<string, VariantRow[]>();
  if (perfumeIds.length === 0) return byPerfume;
  const rows = await db
    .select()
    .from(variants)
    .where(inArray(variants.perfumeId, perfumeIds))
    .orderBy(asc(variants.position), asc(variants.createdAt));
  for (const row of rows)
    byPerfume.set(row.perfumeId, [...(byPerfume.get(row.perfumeId) ?? []), row]);
  return byPerfume;
}

/** Each perfume's rating from its approved reviews with stars (src/domain/ratings.ts). */
async function ratingsOf(db: Db, perfumeIds: string[]): Promise<Map<string, Rating>> {
  const byPerfume = new Map<string, Rating>();
  if (perfumeIds.length === 0) return byPerfume;
  const rows = await db
    .select({
      perfumeId: reviews.perfumeId,
      sum: sql<number>`sum(${reviews.stars})::int`,
      count: count(),
    })
    .from(reviews)
    .where(
      and(
        inArray(reviews.perfumeId, perfumeIds),
        eq(reviews.isApproved, true),
        isNotNull(reviews.stars),
      ),
    )
    .groupBy(reviews.perfumeId);
  for (const row of rows) {
    const rating = ratingOf(Number(row.sum), row.count);
    if (row.perfumeId && rating) byPerfume.set(row.perfumeId, rating);
  }
  return byPerfume;
}

/** Perfumes with their category and variants, for the back office. */
export async function loadPerfumes(db: Db, where?: SQL) {
  const rows = await db
    .select({ perfume: perfumes, category: categories })
    .from(perfumes)
    .leftJoin(categories, eq(categories.id, perfumes.categoryId))
    .where(where)
    .orderBy(asc(perfumes.name), asc(perfumes.createdAt));
  const byPerfume = await variantsOf(
    db,
    rows.map((r) => r.perfume.id),
  );
  return rows.map(({ perfume, category }) => ({
    _id: perfume.id,
    name: perfume.name,
    description: perfume.description,
    category: category
      ? { _id: category.id, name: category.name, isActive: category.isActive }
      : null,
    isActive: perfume.isActive,
    version: perfume.version,
    createdAt: perfume.createdAt.toISOString(),
    variants: (byPerfume.get(perfume.id) ?? []).map((v) => ({
      _id: v.id,
      size: v.size,
      price: Number(v.price),
      stock: v.stock,
      reservedQty: v.reservedQty,
      shippedQty: v.shippedQty,
      returnedQty: v.returnedQty,
      image: v.image,
    })),
  }));
}

/**
 * Perfumes customers may see: active, in an active category, with at least one size, sizes
 * smallest first (src/domain/sizes.ts). `stock` is what can still be ordered.
 */
export async function loadPublicPerfumes(db: Db, where?: SQL) {
  const rows = await db
    .select({ perfume: perfumes, category: categories })
    .from(perfumes)
    .innerJoin(categories, eq(categories.id, perfumes.categoryId))
    .where(and(eq(perfumes.isActive, true), eq(categories.isActive, true), where))
    .orderBy(asc(perfumes.name), asc(perfumes.createdAt));
  const ids = rows.map((r) => r.perfume.id);
  const [byPerfume, ratings] = await Promise.all([variantsOf(db, ids), ratingsOf(db, ids)]);
  return rows
    .map(({ perfume, category }) => ({
      _id: perfume.id,
      name: perfume.name,
      description: perfume.description,
      category: { _id: category.id, name: category.name },
      // Smallest first by volume, whatever order staff typed them in.
      variants: smallestFirst(byPerfume.get(perfume.id) ?? []).map((v) => ({
        _id: v.id,
        size: v.size,
        price: Number(v.price),
        stock: Math.max(0, v.stock - v.reservedQty),
        image: v.image,
      })),
      rating: ratings.get(perfume.id) ?? null,
    }))
    .filter((product) => product.variants.length > 0);
}
