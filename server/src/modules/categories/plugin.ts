import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { categoryRoutes } from './routes';
import { CategoryService } from './service';

/** Categories, on the storefront and in the back office. */
export const categoriesModule = fp(
  async (app: FastifyInstance) => {
    await app.register(categoryRoutes, {
      categories: new CategoryService(app.database.db, app.images),
    });
  },
  { name: 'categories', dependencies: ['lifecycle', 'auth', 'images'] },
);
