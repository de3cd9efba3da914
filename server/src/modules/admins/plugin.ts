import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminRoutes } from './routes';
import { AdminService } from './service';

/** Staff accounts: the superadmin's screens and each admin's own profile. */
export const adminsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(adminRoutes, { admins: new AdminService(app.database.db) });
  },
  { name: 'admins', dependencies: ['lifecycle', 'auth'] },
);
