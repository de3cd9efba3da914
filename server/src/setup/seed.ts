import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { admins, appMeta, categories, reviews } from '../db/schema';
import { shopTextOf } from '../schemas/urduText';
import { demoCatalogue, demoReviews } from './demoCatalogue';
import { renderBottle, renderCategory } from './demoImages';
import { hashPassword } from '../modules/auth/passwords';
import type { ImageStore } from '../modules/images/imageStore';
import { insertPerfume } from '../modules/perfumes/perfumeQueries';

const DEMO_MARK = 'demo_seeded';

/**
 * Creates the root superadmin when there is no admin at all. Returns the generated password when
 * none was configured, so the caller can print it once.
 */
export async function ensureRootAdmin(
  db: Db,
  email: string,
  configuredPassword: string | null,
): Promise<{ created: boolean; generatedPassword: string | null }> {
  const [existing] = await db.select({ id: admins.id }).from(admins).limit(1);
  if (existing) return { created: false, generatedPassword: null };
  const password = configuredPassword ?? randomBytes(12).toString('base64url');
  const inserted = await db
    .insert(admins)
    .values({
      name: 'Super Admin',
      email,
      passwordHash: await hashPassword(password),
      role: 'superadmin',
      isRoot: true,
    })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  if (inserted.length === 0) return { created: false, generatedPassword: null };
  return { created: true, generatedPassword: configuredPassword ? null : password };
}

/**
 * Fills an empty shop with the demo catalogue and reviews, once per database: a mark in app_meta
 * keeps a restart (or an owner who deleted the demo) from getting it again.
 */
export async function seedDemo(
  db: Db,
  images: ImageStore,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const [mark] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_MARK)).limit(1);
  if (mark) return false;
  const [anyCategory] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (anyCategory) return false;

  // Images are rendered before the transaction: files are content-addressed, so a failed seed
  // leaves at most unreferenced duplicates-to-be, and the rows appear all at once or not at all.
  const categoryImages = await Promise.all(
    demoCatalogue.map(async (category) => {
      const looks = category.perfumes.map((p) => p.look);
      return images.save(
        await renderCategory(category.backdrop, [looks[0]!, looks[1]!, looks[2]!]),
      );
    }),
  );
  const perfumeImages = await Promise.all(
    demoCatalogue.map((category) =>
      Promise.all(category.perfumes.map(async (p) => images.save(await renderBottle(p.look)))),
    ),
  );

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(42001)`);
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_MARK, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    for (const [ci, category] of demoCatalogue.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({
          ...shopTextOf(category),
          image: categoryImages[ci]!,
        })
        .returning({ id: categories.id });
      for (const [pi, perfume] of category.perfumes.entries()) {
        await insertPerfume(
          tx,
          { ...shopTextOf(perfume), categoryId: row!.id },
          perfume.variants.map((v) => ({
            size: v.size,
            price: v.price,
            stock: v.stock,
            image: perfumeImages[ci]![pi]!,
          })),
        );
      }
    }
    const now = Date.now();
    await tx.insert(reviews).values(
      demoReviews.map((r, i) => ({
        ...r,
        isApproved: true,
        createdAt: new Date(now - i * 86_400_000),
      })),
    );
    return true;
  });
  if (seeded) log.info('demo catalogue seeded');
  return seeded;
}
