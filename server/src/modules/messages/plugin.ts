import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messageRoutes } from './routes';
import { MessageService } from './service';

/** Customer messages: sent from the contact page, answered from the back office. */
export const messagesModule = fp(
  async (app: FastifyInstance) => {
    const messages = new MessageService(app.database.db, app.rateLimited, {
      shopName: app.config.shop.name,
      wake: () => app.mail.wake(),
    });
    await app.register(messageRoutes, { messages });
  },
  { name: 'messages', dependencies: ['lifecycle', 'auth', 'mail'] },
);
