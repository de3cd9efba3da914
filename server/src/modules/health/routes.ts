import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { MIGRATION_COUNT } from '../../db/client';

const NOT_READY = 'The shop cannot reach its database right now.';

/**
 * GET /api/health: liveness (the process answers; a proxy or orchestrator restarts it when not).
 * GET /api/ready: readiness: the database answers in time and holds every migration this build
 * knows, so a proxy sends shoppers elsewhere while this instance cannot serve them. Also the
 * mail queue's figures for operators (`mailCounts`).
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  timeoutMs: number;
  mailCounts: () => Promise<{ waiting: number; failed: number }>;
}> = async (app, { db, timeoutMs, mailCounts }) => {
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['Health'],
        summary: 'Liveness: the server process answers',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  /** Rejects when the database does not answer within the connect limit. */
  async function bounded<T>(work: Promise<T>): Promise<T> {
    // Bounded here too: an embedded database has no statement limit of its own.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('database did not answer')), timeoutMs);
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }

  app.get(
    '/api/ready',
    {
      schema: {
        operationId: 'getReady',
        tags: ['Health'],
        summary: 'Readiness: database reachable and migrated; mail queue figures',
        response: {
          200: Type.Object({
            status: Type.Literal('ready'),
            mail: Type.Object({ waiting: Type.Integer(), failed: Type.Integer() }),
          }),
          503: Type.Object({ status: Type.Literal('unavailable'), message: Type.String() }),
        },
      },
    },
    async (request, reply) => {
      try {
        const result = await bounded(
          db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
        );
        const applied = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
        if (applied < MIGRATION_COUNT)
          return reply.status(503).send({
            status: 'unavailable' as const,
            message: `The database has ${applied} of ${MIGRATION_COUNT} migrations; an instance is still migrating it.`,
          });
        return { status: 'ready' as const, mail: await bounded(mailCounts()) };
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database did not answer');
        return reply.status(503).send({ status: 'unavailable' as const, message: NOT_READY });
      }
    },
  );
};
