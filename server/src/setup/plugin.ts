import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureRootAdmin, seedDemo } from './seed';

/**
 * The first start: the root superadmin (a generated password is handed to `onRootPassword`, shown
 * once and never stored in clear) and, with SEED_DEMO, the demo catalogue.
 */
export const firstStart = fp<{ onRootPassword?: (email: string, password: string) => void }>(
  async (app: FastifyInstance, { onRootPassword }) => {
    const { config } = app;
    const { db } = app.database;
    const root = await ensureRootAdmin(db, config.adminEmail, config.adminPassword);
    if (root.generatedPassword) onRootPassword?.(config.adminEmail, root.generatedPassword);
    if (config.seedDemo) await seedDemo(db, app.images, app.log);
  },
  { name: 'first-start', dependencies: ['lifecycle', 'images'] },
);
