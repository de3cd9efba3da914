import { publicPerfumeRoutes } from './publicRoutes';
import { perfumeRoutes } from './routes';
import { PerfumeService } from './service';
import { modulePlugin } from '../../plugins/modulePlugin';

/** Perfumes: the storefront's catalogue and search, and the back office's perfumes and sizes. */
export const perfumesModule = modulePlugin(
  'perfumes',
  ['lifecycle', 'auth', 'images', 'stock'],
  async (app) => {
    const perfumes = new PerfumeService(app.database.db, app.images, app.lowStock);
    await app.register(publicPerfumeRoutes, { perfumes });
    await app.register(perfumeRoutes, { perfumes });
  },
);
