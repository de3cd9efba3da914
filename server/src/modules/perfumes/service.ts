import { and, eq, inArray, sql } from 'drizzle-orm';
import { catalogueMessages, inactiveCategoryMessage } from '@shop/domain/catalogue';
import type { Db, Tx } from '../../db/client';
import type { Language } from '@shop/domain/language';
import { shopTextOf } from '../../schemas/urduText';
import { isCheckViolation, isUniqueViolation } from '../../db/errors';
import { searchPerfumeIds } from '../../db/perfumeSearch';
import { categories, orderLines, perfumes, variants } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { ImageStore, StoredImage } from '../images';
import { discardUnreferenced } from '../images';
import type { PerfumeInput, VariantFields } from './perfumeForm';
import type { LowStockAlerts } from '../stock';
import { insertPerfume, loadPerfumes, loadPublicPerfumes } from './perfumeQueries';

const STORED_IMAGE = /^\/uploads\/[0-9a-f]{24}\.webp$/;
const STALE =
  'This perfume was changed by someone else since you opened it. Reload it to see the latest version, then make your change again.';

/** Creates, edits, deactivates and reactivates perfumes with their size variants. */
export class PerfumeService {
  constructor(
    private readonly db: Db,
    private readonly images: ImageStore,
    /** Re-arms or sends low-stock alerts when an edit changes stock. */
    private readonly lowStock?: LowStockAlerts,
  ) {}

  async get(id: string) {
    const [perfume] = await loadPerfumes(this.db, eq(perfumes.id, id));
    if (!perfume) throw notFound('Perfume not found');
    return perfume;
  }

  /** Storefront: perfumes on sale (active, in an active category), by name. */
  onSale(language?: Language) {
    return loadPublicPerfumes(this.db, undefined, language);
  }

  async onSaleOne(id: string, language?: Language) {
    const [perfume] = await loadPublicPerfumes(this.db, eq(perfumes.id, id), language);
    if (!perfume) throw notFound('Perfume not found');
    return perfume;
  }

  /** Storefront: the perfumes on sale in one active category; 404 for an inactive one. */
  async onSaleIn(categoryId: string, language?: Language) {
    const [category] = await this.db.select().from(categories).where(eq(categories.id, categoryId));
    if (!category?.isActive) throw notFound('Category not found');
    return loadPublicPerfumes(this.db, eq(perfumes.categoryId, category.id), language);
  }

  /** Storefront search: perfumes on sale matching the query, best first (db/perfumeSearch.ts). */
  async search(query: string, limit: number, language?: Language) {
    const ids = await searchPerfumeIds(this.db, query, limit);
    if (ids.length === 0) return [];
    const found = await loadPublicPerfumes(this.db, inArray(perfumes.id, ids), language);
    const rank = new Map(ids.map((id, at) => [id, at]));
    return found.sort((a, b) => rank.get(a._id)! - rank.get(b._id)!);
  }

  list(categoryId?: string) {
    return loadPerfumes(this.db, categoryId ? eq(perfumes.categoryId, categoryId) : undefined);
  }

  private async activeCategory(tx: Db | Tx, id: string): Promise<void> {
    const [category] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1);
    if (!category?.isActive) {
      throw badRequest(catalogueMessages.selectCategory, [
        { param: 'category', msg: catalogueMessages.selectCategory },
      ]);
    }
  }

  /**
   * Validates every new image before anything is written, stores them, runs the database work,
   * and removes the files again if that work fails: no orphan files, no half-written perfume.
   */
  private async withImages<T>(
    files: (Buffer | undefined)[],
    work: (urls: (string | undefined)[]) => Promise<T>,
  ): Promise<T> {
    const encoded = await Promise.all(
      files.map((file) => (file ? this.images.encode(file) : undefined)),
    );
    const stored: (StoredImage | undefined)[] = [];
    for (const image of encoded) stored.push(image ? await this.images.store(image) : undefined);
    try {
      return await work(stored.map((image) => image?.url));
    } catch (error) {
      await discardUnreferenced(
        this.db,
        this.images,
        stored.filter((image): image is StoredImage => image !== undefined),
      );
      if (isUniqueViolation(error)) throw conflict(`${catalogueMessages.duplicateSize}.`);
      throw error;
    }
  }

  async create(fields: PerfumeInput) {
    const files = fields.images;
    if (files.length !== fields.variants.length || files.some((file) => !file)) {
      throw badRequest(catalogueMessages.imageForEveryVariant, [
        { param: 'images', msg: catalogueMessages.imageForEveryVariant },
      ]);
    }
    await this.activeCategory(this.db, fields.categoryId);
    const id = await this.withImages(files, (urls) =>
      this.db.transaction((tx) =>
        insertPerfume(
          tx,
          fields,
          fields.variants.map((v, position) => ({
            size: v.size,
            price: v.price,
            stock: v.stock,
            image: urls[position]!,
          })),
        ),
      ),
    );
    return this.get(id);
  }

  async update(id: string, fields: PerfumeInput) {
    let queued = false;
    await this.withImages(fields.images, (urls) =>
      this.db.transaction(async (tx) => {
        // One editor at a time per perfume; the version refuses edits made on a stale form.
        const [current] = await tx.select().from(perfumes).where(eq(perfumes.id, id)).for('update');
        if (!current) throw notFound('Perfume not found');
        if (fields.version !== null && fields.version !== current.version) throw conflict(STALE);
        const [category] = current.categoryId
          ? await tx.select().from(categories).where(eq(categories.id, current.categoryId))
          : [];
        // Locked while it stays in an inactive category; a move to an active one unlocks it
        // (docs/product.md §4), so the whole edit then applies.
        if (category && !category.isActive && fields.categoryId === category.id)
          throw conflict(inactiveCategoryMessage(category.name));
        await this.activeCategory(tx, fields.categoryId);
        await this.replaceVariants(tx, id, fields.variants, urls);
        await tx
          .update(perfumes)
          .set({
            ...shopTextOf(fields),
            categoryId: fields.categoryId,
            version: current.version + 1,
            updatedAt: new Date(),
          })
          .where(eq(perfumes.id, id));
        if (this.lowStock) {
          const sizes = await tx
            .select({ id: variants.id })
            .from(variants)
            .where(eq(variants.perfumeId, id))
            .orderBy(variants.id);
          if (
            await this.lowStock.check(
              tx,
              sizes.map((v) => v.id),
            )
          )
            queued = true;
        }
      }),
    );
    if (queued) this.lowStock?.wake();
    return this.get(id);
  }

  /** Applies the edited list of sizes: matched by id (else by size), updated, added or removed. */
  private async replaceVariants(
    tx: Tx,
    perfumeId: string,
    wanted: VariantFields[],
    newImages: (string | undefined)[],
  ) {
    const existing = await tx.select().from(variants).where(eq(variants.perfumeId, perfumeId));
    const byId = new Map(existing.map((v) => [v.id, v]));
    const bySize = new Map(existing.map((v) => [v.size.toLowerCase(), v]));
    const kept = new Set<string>();
    const matches = wanted.map((v) => {
      const match = (v._id && byId.get(v._id)) || bySize.get(v.size.toLowerCase());
      if (match && !kept.has(match.id)) {
        kept.add(match.id);
        return match;
      }
      return undefined;
    });

    const removed = existing.filter((v) => !kept.has(v.id));
    if (removed.length > 0) {
      const reserved = removed.find((v) => v.reservedQty > 0);
      if (reserved) {
        throw conflict(
          `Size ${reserved.size} cannot be removed: ${reserved.reservedQty} units are reserved by open orders.`,
        );
      }
      const ordered = await tx
        .select({ variantId: orderLines.variantId })
        .from(orderLines)
        .where(
          inArray(
            orderLines.variantId,
            removed.map((v) => v.id),
          ),
        )
        .limit(1);
      if (ordered.length > 0) {
        const size = removed.find((v) => v.id === ordered[0]!.variantId)!.size;
        throw conflict(
          `Size ${size} has been ordered before and cannot be removed; set its stock to 0 instead.`,
        );
      }
      // Renamed sizes may collide with sizes being removed, so removals go first.
      await tx.delete(variants).where(
        inArray(
          variants.id,
          removed.map((v) => v.id),
        ),
      );
    }

    // Sizes are moved to temporary names first so that swapping two sizes does not collide.
    for (const match of matches) {
      if (match)
        await tx
          .update(variants)
          .set({ size: `~${match.id}` })
          .where(eq(variants.id, match.id));
    }
    for (const [position, v] of wanted.entries()) {
      const match = matches[position];
      const image =
        newImages[position] ??
        match?.image ??
        (v.image && STORED_IMAGE.test(v.image) ? await this.images.reuse(v.image) : null);
      if (!match) {
        await tx
          .insert(variants)
          .values({ perfumeId, position, size: v.size, price: v.price, stock: v.stock, image });
        continue;
      }
      try {
        const updated = await tx
          .update(variants)
          .set({ position, size: v.size, price: v.price, stock: v.stock, image })
          .where(and(eq(variants.id, match.id), sql`${variants.reservedQty} <= ${v.stock}`))
          .returning({ id: variants.id });
        if (updated.length === 0) throw new StockBelowReserved(v.size, match.id);
      } catch (error) {
        if (error instanceof StockBelowReserved) {
          const [fresh] = await tx
            .select({ reserved: variants.reservedQty })
            .from(variants)
            .where(eq(variants.id, match.id));
          throw conflict(belowReserved(v.size, fresh?.reserved ?? match.reservedQty));
        }
        if (isCheckViolation(error)) throw conflict(belowReserved(v.size, match.reservedQty));
        throw error;
      }
    }
  }

  async setActive(id: string, isActive: boolean) {
    const [row] = await this.db
      .update(perfumes)
      .set({ isActive, version: sql`${perfumes.version} + 1`, updatedAt: new Date() })
      .where(eq(perfumes.id, id))
      .returning({ id: perfumes.id });
    if (!row) throw notFound('Perfume not found');
  }
}

const belowReserved = (size: string, reserved: number) =>
  `Stock for ${size} cannot be less than the ${reserved} units reserved by open orders.`;

class StockBelowReserved extends Error {
  constructor(
    readonly size: string,
    readonly variantId: string,
  ) {
    super(`stock below reserved for ${size}`);
  }
}
