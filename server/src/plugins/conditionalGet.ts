import type { FastifyInstance, FastifyRequest } from 'fastify';

const ENTITY_TAG = /\s*(?:W\/)?"([^"]*)"\s*(?:,|$)/y;

/**
 * Whether an If-None-Match header matches the current representation's ETag, per RFC 9110
 * §13.1.2: `*` matches any current representation, the header may list several tags, and the
 * comparison is weak (`W/"x"` matches `"x"`). A malformed header matches nothing.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string | undefined): boolean {
  if (header === undefined || etag === undefined) return false;
  const trimmed = header.trim();
  if (trimmed === '*') return true;
  const current = opaqueTag(etag);
  if (current === null) return false;
  ENTITY_TAG.lastIndex = 0;
  let position = 0;
  while (position < trimmed.length) {
    ENTITY_TAG.lastIndex = position;
    const match = ENTITY_TAG.exec(trimmed);
    if (!match) return false;
    if (match[1] === current) return true;
    position = ENTITY_TAG.lastIndex;
  }
  return false;
}

function opaqueTag(etag: string): string | null {
  const match = /^(?:W\/)?"([^"]*)"$/.exec(etag.trim());
  return match ? match[1]! : null;
}

/**
 * Routes whose answers carry a customer's personal data without a sign-in: the order page's
 * call (name, phone, address), the answer to placing an order and the tracking lookup.
 */
const PERSONAL_PUBLIC_ROUTES = new Set([
  'GET /api/orders/:id',
  'POST /api/orders/',
  'POST /api/orders/track-order',
]);

function carriesPersonalData(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  const route = request.routeOptions.url ?? '';
  if (route.startsWith('/api/auth')) return true;
  return PERSONAL_PUBLIC_ROUTES.has(`${request.method} ${route}`);
}

/**
 * Registered right after @fastify/etag (which makes the ETag but no longer answers 304): a GET
 * or HEAD whose If-None-Match hits gets 304, and every answer with personal data is marked
 * `Cache-Control: no-store` so no browser, proxy or shared cache keeps it.
 */
export function registerConditionalAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (carriesPersonalData(request)) reply.header('cache-control', 'no-store');
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!read || reply.statusCode !== 200) return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && ifNoneMatchHits(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
