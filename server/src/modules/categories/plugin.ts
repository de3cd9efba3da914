import { categoryRoutes } from './routes';
import { CategoryService } from './service';
import { modulePlugin } from '../../plugins/modulePlugin';

/** Categories, on the storefront and in the back office. */
export const categoriesModule = modulePlugin(
  'categories',
  ['lifecycle', 'auth', 'images'],
  async (app) => {
    await app.register(categoryRoutes, {
      categories: new CategoryService(app.database.db, app.images),
    });
  },
);
