import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { VISIT_COOKIE, type VisitService } from './service';
import { LIMITS } from '../../limits';

/** Calls from one session: a page load every two seconds is no shopper. */
const PER_SESSION = LIMITS.visitCallsPerSession;
/**
 * New sessions per address: generous, since a mobile carrier puts many shoppers behind one
 * address; it only bounds a flood of cookie-less calls, each of which would be a new session.
 */
const NEW_SESSIONS_PER_ADDRESS = LIMITS.newVisitSessionsPerAddress;

/**
 * POST /api/visits: the storefront counts one visit per browser session and day for the conversion
 * rate. The session is a random id in a first-party session cookie (issued on the first call);
 * nothing about the visitor is kept. Repeated calls of a session on one day count once.
 */
export const visitRoutes: FastifyPluginAsyncTypebox<{
  visits: VisitService;
}> = async (app, { visits }) => {
  const sessionOf = (request: FastifyRequest) => visits.sessionOf(request.cookies[VISIT_COOKIE]);
  app.post(
    '/api/visits',
    {
      config: app.rateLimited
        ? {
            rateLimit: {
              keyGenerator: (request: FastifyRequest) => {
                const session = sessionOf(request);
                return session ? `visit-session:${session}` : `visit-address:${request.ip}`;
              },
              max: (_request: FastifyRequest, key: string) =>
                key.startsWith('visit-session:') ? PER_SESSION.max : NEW_SESSIONS_PER_ADDRESS.max,
              timeWindow: PER_SESSION.windowMs,
            },
          }
        : {},
      schema: {
        operationId: 'countVisit',
        tags: ['Storefront'],
        summary: 'Count one storefront visit per browser session and day (a session cookie only)',
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      let session = sessionOf(request);
      if (!session) {
        const issued = visits.newSession();
        session = issued.session;
        reply.setCookie(VISIT_COOKIE, issued.cookie, {
          path: '/api',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
        });
      }
      await visits.count(session);
      return reply.status(204).send(null);
    },
  );
};
