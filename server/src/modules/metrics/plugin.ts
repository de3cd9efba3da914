import { registerMetrics, type Metrics } from './metrics';
import { modulePlugin } from '../../plugins/modulePlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus figures: each module adds its own gauges. */
    metrics: Metrics;
  }
}

/** GET /metrics, with the database pool's figures when there is a pool. */
export const metricsModule = modulePlugin('metrics', ['lifecycle'], async (app) => {
  registerMetrics(app, app.metrics, app.config.metricsToken);
  const pool = app.database.pool;
  if (pool) {
    const { metrics } = app;
    metrics.gauge('db_pool_connections', 'PostgreSQL connections open', () => pool.totalCount);
    metrics.gauge('db_pool_idle', 'PostgreSQL connections idle', () => pool.idleCount);
    metrics.gauge('db_pool_waiting', 'Requests waiting for a connection', () => pool.waitingCount);
  }
});
