import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { registerStaticFiles } from '../../plugins/spa';
import type { Config } from '../../config';
import { FILL_HEADER, registerCacheHooks } from './cacheHooks';
import { openCatalogueChanges } from './catalogueChanges';
import { inProcessFetch } from './inProcessFetch';
import { registerPages } from './pages';
import { PublicCache } from './publicCache';
import { loadRenderer, loadTemplate } from './renderer';
import { seoRoutes } from './seoRoutes';
import { modulePlugin } from '../../plugins/modulePlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public catalogue answers and storefront pages kept ready (answered before Fastify). */
    publicCache: PublicCache;
    /** Marks the public cache's own requests to fill an entry. */
    publicCacheFillToken: string;
  }
}

/** How long a kept public answer is served before it is fetched again (stock moves meanwhile). */
const PUBLIC_CACHE_FRESH_MS = 2000;

/**
 * The public cache: hits are answered by the HTTP server before Fastify sees them; a stale one is
 * fetched again through `fill` (the app itself) meanwhile.
 */
export function createPublicCache(
  config: Config,
  fill: (url: string, cache: PublicCache) => Promise<void>,
): PublicCache {
  const cache: PublicCache = new PublicCache({
    // Other instances' checkouts move stock too on PostgreSQL; embedded, every change is ours.
    freshMs: config.database.kind === 'postgres' ? PUBLIC_CACHE_FRESH_MS : Infinity,
    minRefreshMs: 1000,
    maxEntries: 2000,
    refresh: (url) => fill(url, cache),
  });
  return cache;
}

/** The public cache's fill: the app answers `url` as for a shopper, and keeps a 200. */
export async function fillThrough(
  app: FastifyInstance,
  fillToken: string,
  url: string,
  cache: PublicCache,
): Promise<void> {
  const answer = await app.inject({ method: 'GET', url, headers: { [FILL_HEADER]: fillToken } });
  if (answer.statusCode !== 200) cache.forget(url);
}

/**
 * What keeps the public cache right: a catalogue write here clears it and tells the other
 * instances, which read the shop's settings again before clearing theirs.
 */
export const publicCacheModule = modulePlugin(
  'public-cache',
  ['lifecycle', 'settings'],
  async (app) => {
    const { publicCache: cache, settings } = app;
    const changes = await openCatalogueChanges(
      app.config.database,
      () =>
        void settings
          .reload()
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'could not read the shop settings again'),
          )
          .finally(() => cache.clear()),
      app.log,
    );
    app.addHook('onClose', () => changes.close());
    registerCacheHooks(app, cache, {
      fillToken: app.publicCacheFillToken,
      onCatalogueWrite: async () => {
        cache.clear();
        await changes.publish();
      },
    });
  },
);

/** The storefront's pages (rendered on the server), the built app's files, sitemap and robots. */
export const storefrontModule = modulePlugin(
  'storefront',
  ['public-cache', 'images', 'settings'],
  async (app) => {
    const { config, images, settings, publicCache: cache } = app;
    await app.register(seoRoutes, {
      db: app.database.db,
      origin: config.publicUrl,
      uploadsDir: images.dir,
    });
    await registerStaticFiles(app, { uploadsDir: images.dir, clientDir: config.clientDir });
    const template = config.clientDir
      ? loadTemplate(path.join(config.clientDir, 'index.html'), () => settings.current().name)
      : null;
    const renderer = template
      ? await loadRenderer(config.ssrEntry, inProcessFetch(app, cache, app.publicCacheFillToken))
      : null;
    registerPages(app, {
      cache,
      template,
      render: renderer ? (url, origin) => renderer.render(url, origin) : null,
      origin: config.publicUrl,
    });
  },
);
