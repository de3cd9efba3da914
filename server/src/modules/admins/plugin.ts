import { adminRoutes } from './routes';
import { AdminService } from './service';
import { modulePlugin } from '../../plugins/modulePlugin';

/** Staff accounts: the superadmin's screens and each admin's own profile. */
export const adminsModule = modulePlugin('admins', ['lifecycle', 'auth'], async (app) => {
  await app.register(adminRoutes, { admins: new AdminService(app.database.db) });
});
