import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { MIGRATION_COUNT } from '../../db/client';
import type { MailCounts } from '../mail';
import type { DiskHealth } from './diskHealth';
import { tagRoutes } from '../../plugins/routeTags';

const NOT_READY = 'The shop cannot reach its database right now.';
const SHUTTING_DOWN = 'This instance is shutting down; it still answers requests in flight.';
const DISK_FULL =
  'The disk under DATA_DIR is full: images, mail files and the embedded database cannot be written.';

const MailFigures = Type.Object({
  waiting: Type.Integer(),
  /** Waiting longer than MAIL_LATE_AFTER_MINUTES. */
  late: Type.Integer(),
  oldestWaitingSeconds: Type.Integer(),
  failed: Type.Integer(),
});
const DiskFigures = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('full')]),
  freeBytes: Type.Union([Type.Number(), Type.Null()]),
});

/**
 * GET /api/health: liveness (the process answers; a proxy or orchestrator restarts it when not).
 * GET /api/ready: readiness: the database answers in time and holds every migration this build
 * knows, and the disk under DATA_DIR has room, so a proxy sends shoppers elsewhere while this
 * instance cannot serve them. Also the mail queue's figures for operators (`mailCounts`), with a
 * warning while mail waits longer than MAIL_LATE_AFTER_MINUTES.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  timeoutMs: number;
  mailCounts: () => Promise<MailCounts>;
  disk: DiskHealth;
  mailLateAfterMinutes: number;
  /** True once this instance is shutting down (SIGTERM). */
  draining: () => boolean;
}> = async (app, { db, timeoutMs, mailCounts, disk, mailLateAfterMinutes, draining }) => {
  tagRoutes(app, 'Health');
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
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
        summary: 'Readiness: database reachable and migrated; mail queue figures',
        response: {
          200: Type.Object({
            status: Type.Literal('ready'),
            mail: MailFigures,
            disk: DiskFigures,
            /** What an operator should look at although the instance serves (late mail). */
            warnings: Type.Array(Type.String()),
          }),
          503: Type.Object({
            status: Type.Literal('unavailable'),
            message: Type.String(),
            disk: Type.Optional(DiskFigures),
          }),
        },
      },
    },
    async (request, reply) => {
      if (draining())
        return reply.status(503).send({ status: 'unavailable' as const, message: SHUTTING_DOWN });
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
        const [mail, space] = await Promise.all([bounded(mailCounts()), disk.check()]);
        if (space.status === 'full') {
          request.log.warn({ freeBytes: space.freeBytes }, 'not ready: the disk is full');
          return reply
            .status(503)
            .send({ status: 'unavailable' as const, message: DISK_FULL, disk: space });
        }
        const warnings =
          mail.late > 0
            ? [
                `${mail.late} ${mail.late === 1 ? 'mail has' : 'mails have'} waited more than ${mailLateAfterMinutes} minutes to be sent (the oldest ${Math.round(mail.oldestWaitingSeconds / 60)} minutes): check SMTP_URL and the mail server.`,
              ]
            : [];
        return { status: 'ready' as const, mail, disk: space, warnings };
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database did not answer');
        return reply.status(503).send({ status: 'unavailable' as const, message: NOT_READY });
      }
    },
  );
};
