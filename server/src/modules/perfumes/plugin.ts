import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicPerfumeRoutes } from './publicRoutes';
import { perfumeRoutes } from './routes';
import { PerfumeService } from './service';

/** Perfumes: the storefront's catalogue and search, and the back office's perfumes and sizes. */
export const perfumesModule = fp(
  async (app: FastifyInstance) => {
    const products = new PerfumeService(app.database.db, app.images, app.lowStock);
    await app.register(publicPerfumeRoutes, { products });
    await app.register(perfumeRoutes, { products });
  },
  { name: 'products', dependencies: ['lifecycle', 'auth', 'images', 'stock'] },
);
