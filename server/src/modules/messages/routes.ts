import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FEEDBACK_LIMITS, MESSAGE_STATUSES, feedbackMessages } from '@shop/domain/feedback';
import { ErrorResponse, Message } from '../../schemas/common';
import { oneOf } from '../../schemas/oneOf';
import type { MessageService } from './service';
import { rateLimitOf } from '../../limits';
import { tagRoutes } from '../../plugins/routeTags';

const Status = oneOf(MESSAGE_STATUSES);
const CustomerMessage = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  /** A phone the customer gave, or null. */
  phone: Type.Union([Type.String(), Type.Null()]),
  status: Status,
  createdAt: Type.String({ format: 'date-time' }),
  /** The e-mail answer sent from the back office, who sent it and when; null until answered. */
  reply: Type.Union([Type.String(), Type.Null()]),
  repliedBy: Type.Union([Type.String(), Type.Null()]),
  repliedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
const MessageBody = Type.Object(
  {
    name: Type.String({ maxLength: FEEDBACK_LIMITS.name }),
    email: Type.String({ maxLength: FEEDBACK_LIMITS.email }),
    subject: Type.String({ maxLength: FEEDBACK_LIMITS.subject }),
    message: Type.String({ maxLength: FEEDBACK_LIMITS.message }),
    phone: Type.Optional(Type.String({ maxLength: FEEDBACK_LIMITS.phone })),
  },
  { additionalProperties: false },
);

/** What a staff change to one message answers: the message as it is now, or why not. */
const staffChange = {
  200: Type.Object({ message: Type.String(), contact: CustomerMessage }),
  401: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** Customer messages (the back office's "Complaints"): Pending -> Read -> Responded. */
export const messageRoutes: FastifyPluginAsyncTypebox<{
  messages: MessageService;
}> = async (app, { messages }) => {
  tagRoutes(app, 'Messages');
  app.post(
    '/api/contacts/',
    {
      config: rateLimitOf('customerMessages', app.rateLimited),
      schema: {
        operationId: 'sendCustomerMessage',
        summary: 'Send the shop a message',
        body: MessageBody,
        response: { 201: Message },
      },
    },
    async (request, reply) => {
      await messages.send(request.body);
      return reply.status(201).send({ message: feedbackMessages.querySubmitted });
    },
  );

  app.get(
    '/api/contacts/',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'listCustomerMessages',
        summary: 'Customer messages, newest first (staff)',
        response: { 200: Type.Array(CustomerMessage), 401: ErrorResponse },
      },
    },
    async () => messages.list(),
  );

  app.patch(
    '/api/contacts/:id',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'setCustomerMessageStatus',
        summary: 'Mark a message Read, then Responded (staff)',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ status: Status }, { additionalProperties: false }),
        response: staffChange,
      },
    },
    async (request) => {
      const contact = await messages.setStatus(request.params.id, request.body.status);
      return { message: `Message marked as ${contact.status}`, contact };
    },
  );

  app.post(
    '/api/contacts/:id/reply',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'replyToCustomerMessage',
        summary:
          'Answer a message by e-mail (through the mail outbox) and mark it Responded (staff)',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: Type.Object(
          { reply: Type.String({ maxLength: FEEDBACK_LIMITS.reply }) },
          { additionalProperties: false },
        ),
        response: staffChange,
      },
    },
    async (request) => {
      const contact = await messages.reply(
        request.params.id,
        request.body.reply,
        request.admin!.name,
      );
      return { message: feedbackMessages.replySent, contact };
    },
  );
};
