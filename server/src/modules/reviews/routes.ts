import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { desc, eq } from 'drizzle-orm';
import {
  ALL_FIELDS_REQUIRED,
  missingFields,
  trimFields,
  FEEDBACK_PHONE_PATTERN,
  feedbackMessages,
} from '../../../../src/domain/feedback';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { bearer, ErrorResponse, Message } from '../../schemas/common';
import { ApproveBody, PublicReview, Review, ReviewBody, ReviewIdParams } from './schemas';

type ReviewRow = typeof reviews.$inferSelect;
const toReview = (row: ReviewRow) => ({
  ...row,
  _id: row.id,
  createdAt: row.createdAt.toISOString(),
});

/** Customer reviews: anyone may write one; staff approve it before it is shown. */
export const reviewRoutes: FastifyPluginAsyncTypebox<{ db: Db; rateLimit: boolean }> = async (
  app,
  { db, rateLimit },
) => {
  app.post(
    '/api/reviews/',
    {
      config: rateLimit ? { rateLimit: { max: 5, timeWindow: 10 * 60 * 1000 } } : {},
      schema: {
        operationId: 'submitReview',
        tags: ['Reviews'],
        summary: 'Submit a review; it is shown once staff approve it',
        body: ReviewBody,
        response: { 201: Message, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const fields = trimFields(request.body);
      const missing = missingFields(fields);
      if (missing.length > 0) throw badRequest(ALL_FIELDS_REQUIRED, missing);
      if (!FEEDBACK_PHONE_PATTERN.test(fields.phone)) {
        throw badRequest(feedbackMessages.invalidPhone, [
          { param: 'phone', msg: feedbackMessages.invalidPhone },
        ]);
      }
      await db.insert(reviews).values(fields);
      return reply.status(201).send({ message: feedbackMessages.reviewSubmitted });
    },
  );

  app.get(
    '/api/reviews/',
    {
      schema: {
        operationId: 'listReviews',
        tags: ['Reviews'],
        summary: 'Approved reviews, newest first',
        response: { 200: Type.Array(PublicReview) },
      },
    },
    async () => {
      const rows = await db
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
    },
  );

  app.get(
    '/api/reviews/all',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'listAllReviews',
        tags: ['Reviews'],
        summary: 'Every review, newest first (staff)',
        security: bearer,
        response: { 200: Type.Array(Review), 401: ErrorResponse },
      },
    },
    async () => (await db.select().from(reviews).orderBy(desc(reviews.createdAt))).map(toReview),
  );

  app.patch(
    '/api/reviews/:id/approve',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'setReviewApproval',
        tags: ['Reviews'],
        summary: 'Approve (show) or hide a review (staff)',
        security: bearer,
        params: ReviewIdParams,
        body: ApproveBody,
        response: {
          200: Type.Object({ message: Type.String(), review: Review }),
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const [row] = await db
        .update(reviews)
        .set({ isApproved: request.body.isApproved })
        .where(eq(reviews.id, request.params.id))
        .returning();
      if (!row) throw notFound('Review not found');
      return {
        message: row.isApproved ? 'Review approved' : 'Review hidden',
        review: toReview(row),
      };
    },
  );

  app.delete(
    '/api/reviews/:id',
    {
      onRequest: app.requireSuperadmin,
      schema: {
        operationId: 'deleteReview',
        tags: ['Reviews'],
        summary: 'Delete a review (superadmin)',
        security: bearer,
        params: ReviewIdParams,
        response: { 200: Message, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const deleted = await db
        .delete(reviews)
        .where(eq(reviews.id, request.params.id))
        .returning({ id: reviews.id });
      if (deleted.length === 0) throw notFound('Review not found');
      return { message: 'Review deleted successfully' };
    },
  );
};
