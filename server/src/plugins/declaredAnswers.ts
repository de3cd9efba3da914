import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorResponse } from '../schemas/common';
import { guardOf } from './auth';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The refusals this server gives on any route of a kind, added to every API route's response
 * schema so the OpenAPI document declares what clients really receive: 400 for an unreadable or
 * invalid request (JSON, multipart, NUL characters), 413 and 415 for bodies that are too large or
 * of a type the route does not read, 401 on staff routes, 429 on rate-limited routes, 507 when
 * an upload finds the disk full, and 503 when the database does not answer in time.
 */
export function declareCommonAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || !route.schema || route.schema.hide) return;
    const response: Record<string, unknown> = { ...(route.schema.response as object) };
    const declare = (status: number) => {
      response[status] ??= ErrorResponse;
    };
    const methods = [route.method].flat();
    const takesBody = methods.some((method) => WITH_BODY.has(method));
    const { body, querystring, params, multipartBody, security } = route.schema;
    if (takesBody || body || querystring || params || multipartBody) declare(400);
    if (takesBody) [413, 415].forEach(declare);
    if (multipartBody) declare(507);
    // A guarded route's security is filled in by the auth plugin, whose hook may run after this.
    if (security || guardOf(route)) declare(401);
    const config = route.config as { rateLimit?: unknown } | undefined;
    if (config?.rateLimit) declare(429);
    declare(503);
    route.schema = { ...route.schema, response };
  });
}
