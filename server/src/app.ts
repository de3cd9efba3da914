import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { scheduleHousekeeping } from './db/housekeeping';
import { ensureRootAdmin, seedDemo } from './setup/seed';
import authPlugin from './plugins/auth';
import { declareCommonAnswers } from './plugins/declaredAnswers';
import { registerApiDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { EARLY_TAPS_CSP } from './modules/storefront/earlyTaps';
import { PAGE_LOADER_CSP } from './modules/storefront/pageScripts';
import { registerConditionalAnswers } from './plugins/conditionalGet';
import { registerStaticFiles } from './plugins/spa';
import { registerValidation } from './plugins/validation';
import { ImageStore, MAX_IMAGE_BYTES } from './modules/images/imageStore';
import { SharedImages } from './modules/images/sharedImages';
import { sharedImageBackend } from './modules/images/chooseBackend';
import { scheduleImageSweep } from './modules/images/sweepImages';
import { TokenSigner } from './plugins/tokens';
import { SessionService } from './modules/auth/service';
import { PasswordResetService } from './modules/auth/passwordReset';
import { AdminService } from './modules/admins/service';
import { adminRoutes } from './modules/admins/routes';
import { createMailer } from './modules/mail/mailer';
import { MailSender } from './modules/mail/outbox';
import { OrderMails } from './modules/orders/orderMails';
import { shopRoutes } from './modules/shop/routes';
import { deliveryRatesOf } from '@shop/domain/delivery';
import { orderLimitsOf } from '@shop/domain/shopSettings';
import { firstStartSettings } from './modules/settings/firstStart';
import { settingsRoutes } from './modules/settings/routes';
import { ShopSettingsStore } from './modules/settings/store';
import { LowStockAlerts } from './modules/stock/lowStockAlerts';
import { sessionRoutes } from './modules/auth/routes';
import { DeviceCookies } from './modules/auth/deviceCookies';
import { CategoryService } from './modules/categories/service';
import { categoryRoutes } from './modules/categories/routes';
import { healthRoutes } from './modules/health/routes';
import { DiskHealth } from './modules/health/diskHealth';
import { Metrics, registerMetrics } from './modules/metrics/metrics';
import { orderRoutes } from './modules/orders/routes';
import { OrderService } from './modules/orders/service';
import { DiscountService } from './modules/discounts/service';
import { discountRoutes } from './modules/discounts/routes';
import { schedulePendingExpiry } from './modules/orders/pendingExpiry';
import { reviewRoutes } from './modules/reviews/routes';
import { ReviewService } from './modules/reviews/service';
import { contactRoutes } from './modules/contacts/routes';
import { ContactService } from './modules/contacts/service';
import { visitRoutes } from './modules/visits/routes';
import { VisitService } from './modules/visits/service';
import { dashboardRoutes } from './modules/dashboard/routes';
import { ProductService } from './modules/products/service';
import { productRoutes } from './modules/products/routes';
import { publicProductRoutes } from './modules/products/publicRoutes';
import { FILL_HEADER, registerCacheHooks } from './modules/storefront/cacheHooks';
import { openCatalogueChanges } from './modules/storefront/catalogueChanges';
import { registerPages } from './modules/storefront/pages';
import { PublicCache } from './modules/storefront/publicCache';
import { requestIdOf } from './requestId';
import { loadRenderer, loadTemplate } from './modules/storefront/renderer';
import { seoRoutes } from './modules/storefront/seoRoutes';
import { inProcessFetch } from './modules/storefront/inProcessFetch';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    /**
     * The first step of a graceful shutdown (server/src/main.ts): /api/ready answers 503 so
     * proxies stop sending new work here, while every request is still served; answers close
     * their keep-alive connection, so the proxy opens new ones (elsewhere, once this one stops).
     */
    startDraining(): void;
  }
}

/** How long a kept public answer is served before it is fetched again (stock moves meanwhile). */
const PUBLIC_CACHE_FRESH_MS = 2000;

export interface BuildOptions {
  /** Pino logger options; false silences the log (tests). */
  logger?: boolean | { level: string };
  /** Called with a generated root password, which is shown once and never stored in clear. */
  onRootPassword?: (email: string, password: string) => void;
  /** Per-address and per-e-mail limits on public order calls; benchmarks turn them off. */
  rateLimit?: boolean;
}

/** Builds the whole server (API, images, client) on an open, migrated database. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret');
  // Public catalogue answers and storefront pages, kept ready: hits are answered by the HTTP
  // server before Fastify sees them; a stale one is fetched again through Fastify meanwhile.
  const fillToken = randomUUID();
  const cache: PublicCache = new PublicCache({
    // Other instances' checkouts move stock too on PostgreSQL; embedded, every change is ours.
    freshMs: config.database.kind === 'postgres' ? PUBLIC_CACHE_FRESH_MS : Infinity,
    minRefreshMs: 1000,
    maxEntries: 2000,
    refresh: async (url) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { [FILL_HEADER]: fillToken },
      });
      if (answer.statusCode !== 200) cache.forget(url);
    },
  });
  const metrics = new Metrics();
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      // Paths without their query (an admin's search may hold a customer's phone or name).
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url.split('?')[0],
          remoteAddress: request.ip,
        }),
      },
    },
    // A request id from the proxy when it looks like one, else a new UUID; echoed back.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    bodyLimit: 256 * 1024,
    // Behind a proxy: request.ip (limits, logs) is the client's address from X-Forwarded-For.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    // Refused while closing with Retry-After, by the hook below, rather than Fastify's bare 503.
    return503OnClosing: false,
    serverFactory: (handler) =>
      http.createServer((request, response) => {
        if (cache.serve(request, response)) metrics.cachedAnswers.inc();
        else handler(request, response);
      }),
    // A malformed or over-long path parameter: the router answers before any route runs, so the
    // answer is given here in the error model's shape (a 400 every route with parameters declares).
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply)
        .status(400)
        .send({ message: 'The address of this request is not valid.' });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const database = await openDatabase(
    config.database,
    (error) =>
      app.log.error({ err: error }, 'lost a PostgreSQL connection; the pool opens a new one'),
    config.databaseTimeouts,
  );
  app.decorate('database', database);
  app.decorate('config', config);
  // Work still running after its answer (codes to issue, mail to send) finishes before the
  // database closes.
  const finishBeforeClosing: (() => Promise<void>)[] = [];
  app.addHook('onClose', async () => {
    for (const finish of finishBeforeClosing) await finish();
    await database.close();
  });
  // While shutting down, answers to requests in flight close their connection, so keep-alive
  // sockets do not hold the process open after the last response.
  let closing = false;
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    // Arrived on a kept-alive connection after the listener closed: another instance (or this
    // one, restarted) answers the retry.
    return reply
      .status(503)
      .header('retry-after', '2')
      .header('connection', 'close')
      .send({ message: 'The shop is restarting. Please try again in a few seconds.' });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing || draining) reply.header('connection', 'close');
  });

  try {
    // A POST with no body (logout) is fine even when a client labels it JSON.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        const error = Object.assign(new Error('The request body is not valid JSON.'), {
          statusCode: 400,
        });
        done(error, undefined);
      }
    });
    registerValidation(app);
    declareCommonAnswers(app);
    registerErrorHandler(app);
    await registerSecurity(app, {
      redisUrl: config.redisUrl,
      // The storefront's inline scripts, allowed by their hashes: the page loader and the
      // script that answers taps before the page's scripts have run.
      scriptHashes: [PAGE_LOADER_CSP, EARLY_TAPS_CSP],
    });
    registerMetrics(app, metrics, config.metricsToken);
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    const pool = database.pool;
    if (pool) {
      metrics.gauge('db_pool_connections', 'PostgreSQL connections open', () => pool.totalCount);
      metrics.gauge('db_pool_idle', 'PostgreSQL connections idle', () => pool.idleCount);
      metrics.gauge(
        'db_pool_waiting',
        'Requests waiting for a connection',
        () => pool.waitingCount,
      );
    }
    // The shop's settings: SHOP_* on the first start, then what the back office keeps.
    const settings = await ShopSettingsStore.open(database.db, firstStartSettings(config));
    // Another instance changed what shoppers see: its settings are read again before the kept
    // pages go, so none is kept with the old ones.
    const changes = await openCatalogueChanges(
      config.database,
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
      fillToken,
      onCatalogueWrite: async () => {
        cache.clear();
        await changes.publish();
      },
    });
    // ETags on every answer (304 for a match); compression for clients that accept it, after
    // the ETag is taken from the uncompressed body. Request bodies are never decompressed.
    await app.register(etag, { weak: true, replyWith304: false });
    registerConditionalAnswers(app);
    await app.register(compress, {
      // Brotli, else gzip: the encodings the build stores and the public cache keeps. Node 24's
      // zstd would otherwise be chosen for what is compressed on the fly.
      encodings: ['br', 'gzip'],
      globalDecompression: false,
      threshold: 1024,
      // A 256 KB window (not 4 MB): what is compressed on the fly is an API answer or a server-
      // rendered page, far smaller; a streamed export keeps 14 MB less per download this way.
      brotliOptions: {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
        },
      },
      zlibOptions: { level: 6 },
    });
    await registerApiDocs(app, () => settings.current().name);
    await app.register(cookie);
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 20, fields: 20 } });

    const { db } = database;
    const signer = new TokenSigner(config.jwtSecret);
    const uploadsDir = path.join(config.dataDir, 'uploads');
    // An S3 bucket when configured, else PostgreSQL (several instances, each with its own
    // DATA_DIR, read images from there); embedded, DATA_DIR alone.
    const backend = sharedImageBackend(config, database);
    if (backend?.close) app.addHook('onClose', async () => backend.close?.());
    const shared = backend ? new SharedImages(backend, uploadsDir) : null;
    shared?.serveMissing(app);
    const disk = new DiskHealth(config.dataDir, config.diskMinFreeBytes);
    const images = new ImageStore(uploadsDir, shared, disk);
    await app.register(authPlugin, { db, signer });
    const mail = new MailSender(
      db,
      createMailer(
        {
          smtpUrl: config.smtpUrl,
          from: () => {
            const { mailFromName, mailFromAddress } = settings.current();
            return { name: mailFromName, address: mailFromAddress };
          },
          outboxDir: path.join(config.dataDir, 'outbox'),
        },
        app.log,
      ),
      app.log,
    );
    mail.start({ onlyInstance: database.kind === 'pglite' });
    await app.register(healthRoutes, {
      db,
      timeoutMs: config.databaseTimeouts.connectMs,
      mailCounts: () => mail.counts(config.mailLateAfterMs),
      disk,
      mailLateAfterMinutes: config.mailLateAfterMs / 60_000,
      draining: () => draining || closing,
    });
    const mailCounts = () => mail.counts(config.mailLateAfterMs);
    metrics.gauge(
      'mail_waiting',
      'Outgoing mail not yet sent',
      async () => (await mailCounts()).waiting,
    );
    metrics.gauge(
      'mail_late',
      'Outgoing mail waiting longer than MAIL_LATE_AFTER_MINUTES',
      async () => (await mailCounts()).late,
    );
    metrics.gauge(
      'mail_oldest_waiting_seconds',
      'How long the oldest mail not yet sent has waited',
      async () => (await mailCounts()).oldestWaitingSeconds,
    );
    metrics.gauge(
      'mail_failed',
      'Outgoing mail given up after every retry',
      async () => (await mailCounts()).failed,
    );
    metrics.gauge(
      'disk_full',
      '1 while the disk under DATA_DIR is full (or below DISK_MIN_FREE_MB)',
      async () => ((await disk.check()).status === 'full' ? 1 : 0),
    );
    const resets = new PasswordResetService(
      db,
      config.jwtSecret,
      () => mail.wake(),
      (error) => app.log.error({ err: error }, 'could not issue a password reset code'),
    );
    finishBeforeClosing.push(
      () => resets.settled(),
      () => mail.stop(),
    );
    await app.register(sessionRoutes, {
      db,
      sessions: new SessionService(db, signer),
      resets,
      devices: new DeviceCookies(config.jwtSecret),
    });
    await app.register(adminRoutes, { admins: new AdminService(db) });
    await app.register(categoryRoutes, { categories: new CategoryService(db, images) });
    const followUps = {
      mails: new OrderMails(
        () => settings.currentContact(),
        config.publicUrl,
        () => mail.wake(),
      ),
      lowStock: new LowStockAlerts(
        () => settings.current(),
        config.publicUrl,
        () => mail.wake(),
      ),
    };
    const products = new ProductService(db, images, followUps.lowStock);
    await app.register(publicProductRoutes, { products });
    const rateLimit = options.rateLimit ?? true;
    const visits = new VisitService(db, config.jwtSecret);
    const discounts = new DiscountService(db, rateLimit);
    await app.register(discountRoutes, { db, discounts, rateLimit });
    await app.register(orderRoutes, {
      orders: new OrderService(
        db,
        () => orderLimitsOf(settings.current()),
        rateLimit,
        followUps,
        () => deliveryRatesOf(settings.current()),
        discounts,
      ),
      visits,
      rateLimit,
    });
    await app.register(shopRoutes, {
      shop: () => settings.currentContact(),
      delivery: () => deliveryRatesOf(settings.current()),
      orderLimits: () => orderLimitsOf(settings.current()),
    });
    await app.register(settingsRoutes, { settings, db, images });
    await app.register(reviewRoutes, { reviews: new ReviewService(db), rateLimit });
    const contacts = new ContactService(db, rateLimit, {
      shopName: config.shop.name,
      wake: () => mail.wake(),
    });
    await app.register(contactRoutes, { contacts, rateLimit });
    await app.register(visitRoutes, { visits, rateLimit });
    await app.register(dashboardRoutes, {
      db,
      lowStockThreshold: () => settings.current().lowStockThreshold,
    });
    await app.register(productRoutes, { products });
    await app.register(seoRoutes, { db, origin: config.publicUrl, uploadsDir: images.dir });
    await registerStaticFiles(app, { uploadsDir: images.dir, clientDir: config.clientDir });
    const template = config.clientDir
      ? loadTemplate(path.join(config.clientDir, 'index.html'), () => settings.current().name)
      : null;
    const renderer = template
      ? await loadRenderer(config.ssrEntry, inProcessFetch(app, cache, fillToken))
      : null;
    registerPages(app, {
      cache,
      template,
      render: renderer ? (url, origin) => renderer.render(url, origin) : null,
      origin: config.publicUrl,
    });

    const root = await ensureRootAdmin(db, config.adminEmail, config.adminPassword);
    if (root.generatedPassword) options.onRootPassword?.(config.adminEmail, root.generatedPassword);
    if (config.seedDemo) await seedDemo(db, images, app.log);
    const sweep = scheduleImageSweep(db, images.dir, app.log, shared);
    app.addHook('onClose', async () => sweep.stop());
    const expiry = schedulePendingExpiry(
      db,
      config.orderLimits.pendingOrderTtlHours,
      app.log,
      () => cache.expireAll(),
      followUps,
    );
    app.addHook('onClose', async () => expiry.stop());
    const housekeeping = scheduleHousekeeping(db, app.log);
    app.addHook('onClose', async () => housekeeping.stop());
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
