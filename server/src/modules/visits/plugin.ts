import { visitRoutes } from './routes';
import { VisitService } from './service';
import { modulePlugin } from '../../plugins/modulePlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Storefront visits, counted once per visitor and day (the dashboard, orders' conversion). */
    visits: VisitService;
  }
}

/** Visits (app.visits): the storefront's beacon and its counts. */
export const visitsModule = modulePlugin('visits', ['lifecycle'], async (app) => {
  const visits = new VisitService(app.database.db, app.config.jwtSecret!);
  app.decorate('visits', visits);
  await app.register(visitRoutes, { visits });
});
