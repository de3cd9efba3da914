import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { visitRoutes } from './routes';
import { VisitService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Storefront visits, counted once per visitor and day (the dashboard, orders' conversion). */
    visits: VisitService;
  }
}

/** Visits (app.visits): the storefront's beacon and its counts. */
export const visitsModule = fp(
  async (app: FastifyInstance) => {
    const visits = new VisitService(app.database.db, app.config.jwtSecret!);
    app.decorate('visits', visits);
    await app.register(visitRoutes, { visits });
  },
  { name: 'visits', dependencies: ['lifecycle'] },
);
