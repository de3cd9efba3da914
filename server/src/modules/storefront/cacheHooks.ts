import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPublicPage } from './pages';
import { PublicCache, etagOf } from './publicCache';

/** Public calls that move stock shoppers see (a checkout reserves it). */
const STOCK_WRITES = new Set(['/api/orders/']);

/** Header a background refresh carries so that it reaches the route instead of the cache. */
export const FILL_HEADER = 'x-public-cache-fill';

function headerStrings(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string' || typeof value === 'number') out[name] = String(value);
  }
  return out;
}

/** A request with no credentials for a public catalogue answer: kept and served from memory. */
export function isPublicRead(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    !request.headers.authorization &&
    PublicCache.isCacheableApi(request.url)
  );
}

/**
 * Wires the public cache into the server: hits are answered before routing (also for injected
 * requests), 200 answers of marked requests are kept, and a successful back-office write clears
 * the cache here and on every other instance before its answer leaves.
 */
export function registerCacheHooks(
  app: FastifyInstance,
  cache: PublicCache,
  options: { fillToken: string; onCatalogueWrite: () => Promise<void> },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers[FILL_HEADER] !== options.fillToken && cache.serve(request.raw, reply.raw)) {
      reply.hijack();
      return;
    }
    if (isPublicRead(request) || isPublicPage(request)) cache.mark(request);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const generation = cache.markedGeneration(request);
    if (generation !== undefined && reply.statusCode === 200) {
      reply.header('cache-control', 'no-cache');
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
        // The same ETag the kept copy will answer with, so a revalidation matches either way.
        reply.header('etag', etagOf(payload));
        void cache.store(
          request.url,
          generation,
          headerStrings(reply.getHeaders()),
          Buffer.from(payload),
          cache.markedAt(request),
        );
      }
    }
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (write && reply.statusCode < 400) {
      if (request.admin) await options.onCatalogueWrite();
      else if (STOCK_WRITES.has(request.routeOptions.url ?? '')) cache.expireAll();
    }
    return payload;
  });
}
