import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import lifecycle from './plugins/lifecycle';
import { answerHandling, requestHandling } from './plugins/http';
import { serverOptions } from './serverOptions';
import { firstStart } from './setup/plugin';
import { adminsModule } from './modules/admins/plugin';
import { authModule } from './modules/auth/plugin';
import { categoriesModule } from './modules/categories/plugin';
import { messagesModule } from './modules/messages/plugin';
import { dashboardModule } from './modules/dashboard/plugin';
import { discountsModule } from './modules/discounts/plugin';
import { healthModule } from './modules/health/plugin';
import { MAX_IMAGE_BYTES } from './modules/images/imageStore';
import { imagesModule } from './modules/images/plugin';
import { mailModule } from './modules/mail/plugin';
import { Metrics } from './modules/metrics/metrics';
import { metricsModule } from './modules/metrics/plugin';
import { ordersModule } from './modules/orders/plugin';
import { perfumesModule } from './modules/perfumes/plugin';
import { reviewsModule } from './modules/reviews/plugin';
import { settingsModule, shopSettings } from './modules/settings/plugin';
import { shopModule } from './modules/shop/plugin';
import { stockModule } from './modules/stock/plugin';
import { EARLY_TAPS_CSP } from './modules/storefront/earlyTaps';
import { PAGE_LOADER_CSP } from './modules/storefront/pageScripts';
import {
  createPublicCache,
  fillThrough,
  publicCacheModule,
  storefrontModule,
} from './modules/storefront/plugin';
import { visitsModule } from './modules/visits/plugin';

export interface BuildOptions {
  /** Pino logger options; false silences the log (tests). */
  logger?: boolean | { level: string };
  /** Called with a generated root password, which is shown once and never stored in clear. */
  onRootPassword?: (email: string, password: string) => void;
  /** Per-address and per-e-mail limits on public order calls; benchmarks turn them off. */
  rateLimit?: boolean;
}

/**
 * The shop's modules, in the order they are registered after the shared ones (metrics, settings,
 * the public cache) and the answers' encodings: each is a Fastify plugin that builds its
 * own services (shared ones as decorators: app.settings, app.mail, app.images, …), routes and
 * schedules, and names the modules it needs.
 */
const MODULES = [
  mailModule,
  healthModule,
  imagesModule,
  authModule,
  adminsModule,
  categoriesModule,
  stockModule,
  perfumesModule,
  discountsModule,
  visitsModule,
  ordersModule,
  shopModule,
  settingsModule,
  reviewsModule,
  messagesModule,
  dashboardModule,
  storefrontModule,
];

/** Builds the whole server (API, images, client) on an open, migrated database. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret');
  const fillToken = randomUUID();
  const cache = createPublicCache(config, (url, kept) => fillThrough(app, fillToken, url, kept));
  const metrics = new Metrics();
  const app = Fastify(
    serverOptions(config, options.logger, cache, metrics),
  ).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('metrics', metrics);
  app.decorate('publicCache', cache);
  app.decorate('publicCacheFillToken', fillToken);
  try {
    await app.register(lifecycle, { config, rateLimited: options.rateLimit ?? true });
    // The storefront's inline scripts, allowed by their hashes: the page loader and the script
    // that answers taps before the page's scripts have run.
    await app.register(requestHandling, { scriptHashes: [PAGE_LOADER_CSP, EARLY_TAPS_CSP] });
    // Before the answers' ETags and compression: the public cache keeps what they produce.
    await app.register(metricsModule);
    await app.register(shopSettings);
    await app.register(publicCacheModule);
    await app.register(answerHandling, {
      shopName: () => app.settings.current().name,
      maxUploadBytes: MAX_IMAGE_BYTES,
    });
    for (const module of MODULES) await app.register(module);
    await app.register(firstStart, { onRootPassword: options.onRootPassword });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
