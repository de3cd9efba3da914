import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicProductRoutes } from './publicRoutes';
import { productRoutes } from './routes';
import { ProductService } from './service';

/** Perfumes: the storefront's catalogue and search, and the back office's perfumes and sizes. */
export const productsModule = fp(
  async (app: FastifyInstance) => {
    const products = new ProductService(app.database.db, app.images, app.lowStock);
    await app.register(publicProductRoutes, { products });
    await app.register(productRoutes, { products });
  },
  { name: 'products', dependencies: ['lifecycle', 'auth', 'images', 'stock'] },
);
