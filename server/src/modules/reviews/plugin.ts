import { reviewRoutes } from './routes';
import { ReviewService } from './service';
import { modulePlugin } from '../../plugins/modulePlugin';

/** Customer reviews: written on the storefront, approved in the back office. */
export const reviewsModule = modulePlugin('reviews', ['lifecycle', 'auth'], async (app) => {
  await app.register(reviewRoutes, {
    reviews: new ReviewService(app.database.db),
  });
});
