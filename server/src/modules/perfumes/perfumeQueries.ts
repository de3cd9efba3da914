import { smallestFirst } from '@shop/domain/sizes';
import { ratingOf } from '@shop/domain/ratings';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Language } from '@shop/domain/language';
import { inLanguage, shopTextOf } from '../../schemas/urduText';
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
    ...shopTextOf(perfume),
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

/** A size as the storefront query builds it (json_build_object below). */
interface PublicVariantRow {
  id: string;
  size: string;
  price: string;
  stock: number;
  reservedQty: number;
  image: string | null;
}

/**
 * Perfumes customers may see: active, in an active category, with at least one size, sizes
 * smallest first (src/domain/sizes.ts). `stock` is what can still be ordered. One statement: the
 * sizes and the approved stars come with each perfume (every storefront list and the search pay
 * one round trip, not three).
 */
export async function loadPublicPerfumes(db: Db, where?: SQL, language?: Language) {
  const rows = await db
    .select({
      id: perfumes.id,
      name: perfumes.name,
      description: perfumes.description,
      nameUr: perfumes.nameUr,
      descriptionUr: perfumes.descriptionUr,
      categoryId: categories.id,
      categoryName: categories.name,
      categoryNameUr: categories.nameUr,
      variants: sql<PublicVariantRow[] | null>`(
        select json_agg(json_build_object(
          'id', ${variants.id}, 'size', ${variants.size}, 'price', ${variants.price},
          'stock', ${variants.stock}, 'reservedQty', ${variants.reservedQty}, 'image', ${variants.image})
          order by ${variants.position}, ${variants.createdAt})
        from ${variants} where ${variants.perfumeId} = ${perfumes.id})`,
      stars: sql<{ sum: number | null; count: number }>`(
        select json_build_object('sum', sum(${reviews.stars}), 'count', count(*))
        from ${reviews}
        where ${reviews.perfumeId} = ${perfumes.id} and ${reviews.isApproved}
          and ${reviews.stars} is not null)`,
    })
    .from(perfumes)
    .innerJoin(categories, eq(categories.id, perfumes.categoryId))
    .where(and(eq(perfumes.isActive, true), eq(categories.isActive, true), where))
    .orderBy(asc(perfumes.name), asc(perfumes.createdAt));
  return rows
    .map((row) => ({
      _id: row.id,
      ...inLanguage(language, row),
      category: {
        _id: row.categoryId,
        name: language === 'ur' ? (row.categoryNameUr ?? row.categoryName) : row.categoryName,
      },
      // Smallest first by volume, whatever order staff typed them in.
      variants: smallestFirst(row.variants ?? []).map((v) => ({
        _id: v.id,
        size: v.size,
        price: Number(v.price),
        stock: Math.max(0, v.stock - v.reservedQty),
        image: v.image,
      })),
      rating: ratingOf(Number(row.stars.sum ?? 0), row.stars.count),
    }))
    .filter((perfume) => perfume.variants.length > 0);
}

/** A new perfume and its sizes, in the caller's transaction (the back office, the demo seed). */
export async function insertPerfume(
  tx: Tx,
  perfume: {
    name: string;
    description: string | null;
    nameUr?: string | null;
    descriptionUr?: string | null;
    categoryId: string;
  },
  sizes: { size: string; price: number; stock: number; image: string }[],
): Promise<string> {
  const [row] = await tx
    .insert(perfumes)
    .values({ ...shopTextOf(perfume), categoryId: perfume.categoryId })
    .returning({ id: perfumes.id });
  await tx
    .insert(variants)
    .values(sizes.map((size, position) => ({ ...size, perfumeId: row!.id, position })));
  return row!.id;
}
