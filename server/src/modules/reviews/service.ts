import { desc, eq } from 'drizzle-orm';
import {
  ALL_FIELDS_REQUIRED,
  feedbackPhone,
  feedbackMessages,
  missingFields,
  trimFields,
} from '../../../../src/domain/feedback';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { badRequest, notFound } from '../../errors';

type ReviewRow = typeof reviews.$inferSelect;
const toReview = (row: ReviewRow) => ({
  ...row,
  _id: row.id,
  createdAt: row.createdAt.toISOString(),
});

export type ReviewFields = {
  name: string;
  phone: string;
  city: string;
  review: string;
};

/** Customer reviews: anyone may write one; staff approve it before it is shown. */
export class ReviewService {
  constructor(private readonly db: Db) {}

  async submit(input: ReviewFields): Promise<void> {
    const fields = trimFields(input);
    const missing = missingFields(fields);
    if (missing.length > 0) throw badRequest(ALL_FIELDS_REQUIRED, missing);
    const phone = feedbackPhone(fields.phone);
    if (!phone) {
      throw badRequest(feedbackMessages.invalidPhone, [
        { param: 'phone', msg: feedbackMessages.invalidPhone },
      ]);
    }
    await this.db.insert(reviews).values({ ...fields, phone });
  }

  /** Approved reviews, newest first, without the reviewer's phone. */
  async approved() {
    const rows = await this.db
      .select()
      .from(reviews)
      .where(eq(reviews.isApproved, true))
      .orderBy(desc(reviews.createdAt))
      .limit(100);
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      city: row.city,
      review: row.review,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async all() {
    return (await this.db.select().from(reviews).orderBy(desc(reviews.createdAt))).map(toReview);
  }

  async setApproval(id: string, isApproved: boolean) {
    const [row] = await this.db
      .update(reviews)
      .set({ isApproved })
      .where(eq(reviews.id, id))
      .returning();
    if (!row) throw notFound('Review not found');
    return toReview(row);
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.db
      .delete(reviews)
      .where(eq(reviews.id, id))
      .returning({ id: reviews.id });
    if (deleted.length === 0) throw notFound('Review not found');
  }
}
