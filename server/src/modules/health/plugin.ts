import { DiskHealth } from './diskHealth';
import { healthRoutes } from './routes';
import { modulePlugin } from '../../plugins/modulePlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Free space under DATA_DIR: uploads refuse, and /api/health says so, when it runs out. */
    disk: DiskHealth;
  }
}

/** /api/health and /api/ready, and the disk check they and the uploads share (app.disk). */
export const healthModule = modulePlugin(
  'health',
  ['lifecycle', 'mail', 'metrics'],
  async (app) => {
    const { config, mail } = app;
    const disk = new DiskHealth(config.dataDir, config.diskMinFreeBytes);
    app.decorate('disk', disk);
    app.metrics.gauge(
      'disk_full',
      '1 while the disk under DATA_DIR is full (or below DISK_MIN_FREE_MB)',
      async () => ((await disk.check()).status === 'full' ? 1 : 0),
    );
    await app.register(healthRoutes, {
      db: app.database.db,
      timeoutMs: config.databaseTimeouts.connectMs,
      mailCounts: () => mail.counts(config.mailLateAfterMs),
      disk,
      mailLateAfterMinutes: config.mailLateAfterMs / 60_000,
      draining: () => app.isDraining(),
    });
  },
);
