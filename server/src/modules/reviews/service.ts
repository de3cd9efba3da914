import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ALL_FIELDS_REQUIRED,
  feedbackPhone,
  feedbackMessages,
  missingFields,
  trimFields,
} from '@shop/domain/feedback';
import { PERFUME_REVIEWS_PAGE_SIZE, perfumeNotOnSale, ratingOf } from '@shop/domain/ratings';
import type { Db } from '../../db/client';
import { categories, perfumes, reviews } from '../../db/schema';
import { badRequest, notFound } from '../../errors';

type ReviewRow = typeof reviews.$inferSelect;
type Named = { row: ReviewRow; perfumeName: string | null };

const perfumeOf = ({ row, perfumeName }: Named) =>
  row.perfumeId && perfumeName !== null ? { _id: row.perfumeId, name: perfumeName } : null;

/** A review as the storefront shows it: without the reviewer's phone. */
const toPublicReview = (named: Named) => ({
  _id: named.row.id,
  name: named.row.name,
  city: named.row.city,
  review: named.row.review,
  perfume: perfumeOf(named),
  stars: named.row.stars,
  createdAt: named.row.createdAt.toISOString(),
});

/** A review as staff see it: with the phone and whether it is approved. */
const toReview = (named: Named) => ({
  ...toPublicReview(named),
  phone: named.row.phone,
  isApproved: named.row.isApproved,
});

export type ReviewFields = {
  name: string;
  phone: string;
  city: string;
  review: string;
  perfumeId?: string | null;
  stars?: number | null;
};

/** Customer reviews: anyone may write one; staff approve it before it is shown. */
export class ReviewService {
  constructor(private readonly db: Db) {}

  async submit({ perfumeId, stars, ...input }: ReviewFields): Promise<void> {
    const fields = trimFields(input);
    const missing = missingFields(fields);
    if (missing.length > 0) throw badRequest(ALL_FIELDS_REQUIRED, missing);
    const phone = feedbackPhone(fields.phone);
    if (!phone) {
      throw badRequest(feedbackMessages.invalidPhone, [
        { param: 'phone', msg: feedbackMessages.invalidPhone },
      ]);
    }
    if (perfumeId && !(await this.onSale(perfumeId))) {
      throw badRequest(perfumeNotOnSale, [{ param: 'perfumeId', msg: perfumeNotOnSale }]);
    }
    await this.db
      .insert(reviews)
      .values({ ...fields, phone, perfumeId: perfumeId ?? null, stars: stars ?? null });
  }

  /** Whether customers may see the perfume (active, in an active category). */
  private async onSale(perfumeId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: perfumes.id })
      .from(perfumes)
      .innerJoin(categories, eq(categories.id, perfumes.categoryId))
      .where(
        and(eq(perfumes.id, perfumeId), eq(perfumes.isActive, true), eq(categories.isActive, true)),
      );
    return Boolean(row);
  }

  /** Reviews with the name of the perfume each names, newest first. */
  private named(where: SQL | undefined, limit?: number, offset = 0) {
    const query = this.db
      .select({ row: reviews, perfumeName: perfumes.name })
      .from(reviews)
      .leftJoin(perfumes, eq(perfumes.id, reviews.perfumeId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(offset);
    return limit === undefined ? query : query.limit(limit);
  }

  /** Approved reviews, newest first, without the reviewer's phone. */
  async approved() {
    return (await this.named(eq(reviews.isApproved, true), 100)).map(toPublicReview);
  }

  /** One page of a perfume's approved reviews, newest first, and its rating. */
  async forPerfume(perfumeId: string, page: number) {
    const shown = and(eq(reviews.perfumeId, perfumeId), eq(reviews.isApproved, true));
    const pageSize = PERFUME_REVIEWS_PAGE_SIZE;
    const [[totals], rows] = await Promise.all([
      this.db
        .select({
          total: count(),
          rated: count(reviews.stars),
          sum: sql<number>`coalesce(sum(${reviews.stars}), 0)::int`,
        })
        .from(reviews)
        .where(shown),
      this.named(shown, pageSize, (page - 1) * pageSize),
    ]);
    return {
      rating: ratingOf(Number(totals?.sum ?? 0), totals?.rated ?? 0),
      total: totals?.total ?? 0,
      page,
      pageSize,
      reviews: rows.map(toPublicReview),
    };
  }

  /** Every review for staff, newest first; optionally of one perfume, or with given stars. */
  async all(filter: { perfumeId?: string; stars?: number } = {}) {
    const where = and(
      filter.perfumeId ? eq(reviews.perfumeId, filter.perfumeId) : undefined,
      filter.stars ? eq(reviews.stars, filter.stars) : undefined,
    );
    return (await this.named(where)).map(toReview);
  }

  async setApproval(id: string, isApproved: boolean) {
    const [row] = await this.db
      .update(reviews)
      .set({ isApproved })
      .where(eq(reviews.id, id))
      .returning();
    if (!row) throw notFound('Review not found');
    const [named] = await this.named(eq(reviews.id, row.id), 1);
    return toReview(named!);
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.db
      .delete(reviews)
      .where(eq(reviews.id, id))
      .returning({ id: reviews.id });
    if (deleted.length === 0) throw notFound('Review not found');
  }
}
