import { dashboardRoutes } from './routes';
import { modulePlugin } from '../../plugins/modulePlugin';

/** The back office's dashboard: sales figures, charts and low stock. */
export const dashboardModule = modulePlugin(
  'dashboard',
  ['lifecycle', 'auth', 'settings'],
  async (app) => {
    await app.register(dashboardRoutes, {
      db: app.database.db,
      lowStockThreshold: () => app.settings.current().lowStockThreshold,
    });
  },
);
