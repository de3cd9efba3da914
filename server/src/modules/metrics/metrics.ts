import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the server measures, in Prometheus' format (prom-client). One registry per server. */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered by the framework, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly cachedAnswers = new Counter({
    name: 'public_cache_answers_total',
    help: 'Public catalogue answers and pages sent from memory before the framework saw them',
    registers: [this.registry],
  });
  readonly ordersPlaced = new Counter({
    name: 'orders_placed_total',
    help: 'Orders placed through the storefront',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** A gauge read when Prometheus scrapes (the database pool, queues). */
  gauge(name: string, help: string, read: () => number | Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every request the framework answers, and serves GET /metrics to holders of
 * METRICS_TOKEN (`Authorization: Bearer …`). Without a token configured the route does not exist.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | null) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (request.method === 'POST' && route === '/api/orders/' && reply.statusCode === 201)
      metrics.ordersPlaced.inc();
    metrics.requests
      .labels(request.method, route, String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  });
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      return reply.status(401).send({ message: 'A valid metrics token is required.' });
    }
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
