import { discountRoutes } from './routes';
import { DiscountService } from './service';
import { modulePlugin } from '../../plugins/modulePlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Discount codes: checked at the till, used up with the order (orders). */
    discounts: DiscountService;
  }
}

/** Discount codes (app.discounts): the back office's screens and the checkout's check. */
export const discountsModule = modulePlugin('discounts', ['lifecycle'], async (app) => {
  const { db } = app.database;
  const discounts = new DiscountService(db, app.rateLimited);
  app.decorate('discounts', discounts);
  await app.register(discountRoutes, { db, discounts });
});
