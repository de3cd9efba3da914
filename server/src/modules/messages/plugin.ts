import { messageRoutes } from './routes';
import { MessageService } from './service';
import { modulePlugin } from '../../plugins/modulePlugin';

/** Customer messages: sent from the contact page, answered from the back office. */
export const messagesModule = modulePlugin(
  'messages',
  ['lifecycle', 'auth', 'mail'],
  async (app) => {
    const messages = new MessageService(app.database.db, app.rateLimited, {
      shopName: app.config.shop.name,
      wake: () => app.mail.wake(),
    });
    await app.register(messageRoutes, { messages });
  },
);
