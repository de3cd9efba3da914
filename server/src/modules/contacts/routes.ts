import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, desc, eq } from 'drizzle-orm';
import { MESSAGE_STATUSES } from '../../../../src/domain/feedback';
import {
  ALL_FIELDS_REQUIRED,
  missingFields,
  trimFields,
  FEEDBACK_LIMITS,
  feedbackMessages,
  nextMessageStatus,
} from '../../../../src/domain/feedback';
import { CHECKOUT_EMAIL_PATTERN } from '../../../../src/domain/checkout';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { Throttle } from '../../plugins/throttle';
import { oneOf } from '../../schemas/oneOf';
import { bearer, ErrorResponse, Message } from '../../schemas/common';

const Status = oneOf(MESSAGE_STATUSES);
const ContactMessage = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  status: Status,
  createdAt: Type.String({ format: 'date-time' }),
});
const ContactBody = Type.Object(
  {
    name: Type.String({ maxLength: FEEDBACK_LIMITS.name }),
    email: Type.String({ maxLength: FEEDBACK_LIMITS.email }),
    subject: Type.String({ maxLength: FEEDBACK_LIMITS.subject }),
    message: Type.String({ maxLength: FEEDBACK_LIMITS.message }),
  },
  { additionalProperties: false },
);

type Row = typeof contactMessages.$inferSelect;
const toMessage = (row: Row) => ({
  ...row,
  _id: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** Customer messages (the back office's "Complaints"): Pending -> Read -> Responded. */
export const contactRoutes: FastifyPluginAsyncTypebox<{ db: Db; rateLimit: boolean }> = async (
  app,
  { db, rateLimit },
) => {
  const perEmail = new Throttle(db, 'contacts', 5, 60 * 60 * 1000);

  app.post(
    '/api/contacts/',
    {
      config: rateLimit ? { rateLimit: { max: 5, timeWindow: 10 * 60 * 1000 } } : {},
      schema: {
        operationId: 'sendContactMessage',
        tags: ['Messages'],
        summary: 'Send the shop a message',
        body: ContactBody,
        response: { 201: Message, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const fields = trimFields(request.body);
      const missing = missingFields(fields);
      if (missing.length > 0) throw badRequest(ALL_FIELDS_REQUIRED, missing);
      if (!CHECKOUT_EMAIL_PATTERN.test(fields.email)) {
        throw badRequest(feedbackMessages.invalidEmail, [
          { param: 'email', msg: feedbackMessages.invalidEmail },
        ]);
      }
      if (rateLimit) {
        await perEmail.take(fields.email);
      }
      await db.insert(contactMessages).values({ ...fields, email: fields.email.toLowerCase() });
      return reply.status(201).send({ message: feedbackMessages.querySubmitted });
    },
  );

  app.get(
    '/api/contacts/',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'listContactMessages',
        tags: ['Messages'],
        summary: 'Customer messages, newest first (staff)',
        security: bearer,
        response: { 200: Type.Array(ContactMessage), 401: ErrorResponse },
      },
    },
    async () =>
      (
        await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1000)
      ).map(toMessage),
  );

  app.patch(
    '/api/contacts/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'setContactMessageStatus',
        tags: ['Messages'],
        summary: 'Mark a message Read, then Responded (staff)',
        security: bearer,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ status: Status }, { additionalProperties: false }),
        response: {
          200: Type.Object({ message: Type.String(), contact: ContactMessage }),
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request) => {
      const [current] = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, request.params.id));
      if (!current) throw notFound('Message not found');
      const from = current.status;
      const to = request.body.status;
      if (nextMessageStatus(from) !== to)
        throw conflict(`A message that is ${from} cannot be marked ${to}.`);
      // Conditional on the status read above, so two staff clicking at once cannot skip a step.
      const [row] = await db
        .update(contactMessages)
        .set({ status: to })
        .where(and(eq(contactMessages.id, current.id), eq(contactMessages.status, from)))
        .returning();
      if (!row)
        throw conflict('The message was updated by someone else; reload to see its status.');
      return { message: `Message marked as ${to}`, contact: toMessage(row) };
    },
  );
};
