import http from 'node:http';
import type { FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { PublicCache } from './modules/storefront/publicCache';
import type { Metrics } from './modules/metrics/metrics';
import { requestIdOf } from './requestId';

/**
 * Fastify's own options for the shop: the log, request ids, the proxy it trusts, and an HTTP
 * server that answers kept public pages before Fastify sees the request (the public cache).
 */
export function serverOptions(
  config: Config,
  logger: boolean | { level: string } | undefined,
  cache: PublicCache,
  metrics: Metrics,
): FastifyHttpOptions<http.Server> {
  return {
    logger: logger ?? {
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
    // Opening the database, migrating and seeding run inside plugins: on a slow or busy host (a
    // first start on a loaded machine) that can take longer than Fastify's 10 s default, which
    // would abort a start that was going to succeed.
    pluginTimeout: 60_000,
    forceCloseConnections: 'idle',
    // Refused while closing with Retry-After, by the lifecycle plugin, rather than Fastify's bare 503.
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
  };
}
