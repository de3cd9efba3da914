import { LowStockAlerts } from './lowStockAlerts';
import { modulePlugin } from '../../plugins/modulePlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails the shop when a size's stock falls to the low-stock level (products, orders). */
    lowStock: LowStockAlerts;
  }
}

/** Low-stock alerts (app.lowStock), checked in the transaction that moves the stock. */
export const stockModule = modulePlugin('stock', ['settings', 'mail'], async (app) => {
  app.decorate(
    'lowStock',
    new LowStockAlerts(
      () => app.settings.current(),
      app.config.publicUrl,
      () => app.mail.wake(),
    ),
  );
});
