import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contactRoutes } from './routes';
import { ContactService } from './service';

/** Customer messages: sent from the contact page, answered from the back office. */
export const contactsModule = fp(
  async (app: FastifyInstance) => {
    const contacts = new ContactService(app.database.db, app.rateLimited, {
      shopName: app.config.shop.name,
      wake: () => app.mail.wake(),
    });
    await app.register(contactRoutes, { contacts });
  },
  { name: 'contacts', dependencies: ['lifecycle', 'auth', 'mail'] },
);
