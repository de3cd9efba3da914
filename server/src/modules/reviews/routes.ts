import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { feedbackMessages } from '@shop/domain/feedback';
import { ErrorResponse, Message } from '../../schemas/common';
import {
  ApproveBody,
  PerfumeReviews,
  PerfumeReviewsQuery,
  PublicReview,
  Review,
  ReviewBody,
  ReviewIdParams,
  ReviewsFilter,
} from './schemas';
import type { ReviewService } from './service';
import { rateLimitOf } from '../../limits';
import { tagRoutes } from '../../plugins/routeTags';

/** Customer reviews: anyone may write one; staff approve it before it is shown. */
export const reviewRoutes: FastifyPluginAsyncTypebox<{
  reviews: ReviewService;
}> = async (app, { reviews }) => {
  tagRoutes(app, 'Reviews');
  app.post(
    '/api/reviews/',
    {
      config: rateLimitOf('reviews', app.rateLimited),
      schema: {
        operationId: 'submitReview',
        summary: 'Submit a review; it is shown once staff approve it',
        body: ReviewBody,
        response: { 201: Message },
      },
    },
    async (request, reply) => {
      await reviews.submit(request.body);
      return reply.status(201).send({ message: feedbackMessages.reviewSubmitted });
    },
  );

  app.get(
    '/api/reviews/',
    {
      schema: {
        operationId: 'listReviews',
        summary: 'Approved reviews, newest first',
        response: { 200: Type.Array(PublicReview) },
      },
    },
    async () => reviews.approved(),
  );

  app.get(
    '/api/products/public/:id/reviews',
    {
      schema: {
        operationId: 'listPerfumeReviews',
        tags: ['Storefront'],
        summary: "A perfume's approved reviews, newest first, a page at a time, with its rating",
        params: ReviewIdParams,
        querystring: PerfumeReviewsQuery,
        response: { 200: PerfumeReviews, 404: ErrorResponse },
      },
    },
    async (request) => reviews.forPerfume(request.params.id, request.query.page ?? 1),
  );

  app.get(
    '/api/reviews/all',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'listAllReviews',
        summary: 'Every review, newest first (staff); of one perfume or with given stars',
        querystring: ReviewsFilter,
        response: { 200: Type.Array(Review), 401: ErrorResponse },
      },
    },
    async (request) => reviews.all(request.query),
  );

  app.patch(
    '/api/reviews/:id/approve',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'setReviewApproval',
        summary: 'Approve (show) or hide a review (staff)',
        params: ReviewIdParams,
        body: ApproveBody,
        response: {
          200: Type.Object({ message: Type.String(), review: Review }),
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const review = await reviews.setApproval(request.params.id, request.body.isApproved);
      return { message: review.isApproved ? 'Review approved' : 'Review hidden', review };
    },
  );

  app.delete(
    '/api/reviews/:id',
    {
      onRequest: app.allow('deleteReviews'),
      schema: {
        operationId: 'deleteReview',
        summary: 'Delete a review (superadmin)',
        params: ReviewIdParams,
        response: { 200: Message, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      await reviews.remove(request.params.id);
      return { message: 'Review deleted successfully' };
    },
  );
};
