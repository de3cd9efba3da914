import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { firstStartSettings } from './firstStart';
import { settingsRoutes } from './routes';
import { ShopSettingsStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's settings: SHOP_* on the first start, then what the back office keeps. */
    settings: ShopSettingsStore;
  }
}

/** The shop's settings, read once and kept current (app.settings). */
export const shopSettings = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'settings',
      await ShopSettingsStore.open(app.database.db, firstStartSettings(app.config)),
    );
  },
  { name: 'settings', dependencies: ['lifecycle'] },
);

/** The back office's settings screen and its calls. */
export const settingsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(settingsRoutes, {
      settings: app.settings,
      db: app.database.db,
      images: app.images,
    });
  },
  { name: 'settings-screen', dependencies: ['settings', 'auth', 'images'] },
);
