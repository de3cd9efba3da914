import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LowStockAlerts } from './lowStockAlerts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails the shop when a size's stock falls to the low-stock level (products, orders). */
    lowStock: LowStockAlerts;
  }
}

/** Low-stock alerts (app.lowStock), checked in the transaction that moves the stock. */
export const stockModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'lowStock',
      new LowStockAlerts(
        () => app.settings.current(),
        app.config.publicUrl,
        () => app.mail.wake(),
      ),
    );
  },
  { name: 'stock', dependencies: ['settings', 'mail'] },
);
