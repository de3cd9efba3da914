import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { VisitService } from './service';

/**
 * POST /api/visits: the storefront counts one visit per page load for the conversion rate. Only a
 * per-day number is kept: no cookie, no address, nothing about the visitor.
 */
export const visitRoutes: FastifyPluginAsyncTypebox<{
  visits: VisitService;
  rateLimit: boolean;
}> = async (app, { visits, rateLimit }) => {
  app.post(
    '/api/visits',
    {
      config: rateLimit ? { rateLimit: { max: 30, timeWindow: 10 * 60 * 1000 } } : {},
      schema: {
        operationId: 'countVisit',
        tags: ['Storefront'],
        summary: 'Count one storefront visit (no cookies, no personal data)',
        response: { 204: Type.Null() },
      },
    },
    async (_request, reply) => {
      await visits.count();
      return reply.status(204).send(null);
    },
  );
};
