import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** GET /api/health: 200 once migrations ran and the database answers, 503 when it does not in time. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Db; timeoutMs: number }> = async (
  app,
  { db, timeoutMs },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['Health'],
        summary: 'Liveness and database check',
        response: {
          200: Type.Object({ status: Type.Literal('ok') }),
          503: Type.Object({ status: Type.Literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        // Bounded here too: an embedded database has no statement limit of its own.
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('database did not answer')), timeoutMs);
        });
        await Promise.race([db.execute(sql`select 1`), late]).finally(() => clearTimeout(timer));
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
