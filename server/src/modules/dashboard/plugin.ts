import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dashboardRoutes } from './routes';

/** The back office's dashboard: sales figures, charts and low stock. */
export const dashboardModule = fp(
  async (app: FastifyInstance) => {
    await app.register(dashboardRoutes, {
      db: app.database.db,
      lowStockThreshold: () => app.settings.current().lowStockThreshold,
    });
  },
  { name: 'dashboard', dependencies: ['lifecycle', 'auth', 'settings'] },
);
