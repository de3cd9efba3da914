import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reviewRoutes } from './routes';
import { ReviewService } from './service';

/** Customer reviews: written on the storefront, approved in the back office. */
export const reviewsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(reviewRoutes, {
      reviews: new ReviewService(app.database.db),
    });
  },
  { name: 'reviews', dependencies: ['lifecycle', 'auth'] },
);
