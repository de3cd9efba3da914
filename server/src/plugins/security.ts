import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Security headers and rate limiting. The content security policy allows only this origin;
 * styles may be inline because MUI (emotion) injects its styles at run time; inline scripts only
 * by the hashes given (`'sha256-…'`: the storefront's, which app.ts hands over).
 */
export async function registerSecurity(
  app: FastifyInstance,
  {
    redisUrl = null,
    scriptHashes = [],
  }: { redisUrl?: string | null; scriptHashes?: string[] } = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Limits are per route (login, OTP, public POSTs); nothing is limited globally. With Redis the
  // counts are shared by every instance; should Redis fail, requests pass rather than fail (the
  // per-account sign-in limits live in the database and still hold).
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, skipOnError: true, nameSpace: 'perfume-shop-limit:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}
