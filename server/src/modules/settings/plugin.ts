import { firstStartSettings } from './firstStart';
import { settingsRoutes } from './routes';
import { ShopSettingsStore } from './store';
import { modulePlugin } from '../../plugins/modulePlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's settings: SHOP_* on the first start, then what the back office keeps. */
    settings: ShopSettingsStore;
  }
}

/** The shop's settings, read once and kept current (app.settings). */
export const shopSettings = modulePlugin('settings', ['lifecycle'], async (app) => {
  app.decorate(
    'settings',
    await ShopSettingsStore.open(app.database.db, firstStartSettings(app.config)),
  );
});

/** The back office's settings screen and its calls. */
export const settingsModule = modulePlugin(
  'settings-screen',
  ['settings', 'auth', 'images'],
  async (app) => {
    await app.register(settingsRoutes, {
      settings: app.settings,
      db: app.database.db,
      images: app.images,
    });
  },
);
