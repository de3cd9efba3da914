import path from 'node:path';
import { publicOrigin, trustProxy } from './network';
import { ConfigError, EMAIL_PATTERN, flag, integer, secret, url, type Env } from './readers';
import { s3 } from './s3';
import { shopContact } from './shopContact';
import type { Config } from './types';

export { ConfigError } from './readers';
export type { Config, DatabaseConfig, DatabaseTimeouts, S3Config } from './types';

/** Reads the environment into a typed configuration, failing on the first bad value. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  const databaseUrl = url(env, 'DATABASE_URL');
  const adminEmail = env.ADMIN_EMAIL || 'admin@perfume.pk';
  if (!EMAIL_PATTERN.test(adminEmail))
    throw new ConfigError('ADMIN_EMAIL is not a valid e-mail address');
  const adminPassword = secret(env, 'ADMIN_PASSWORD');
  const jwtSecret = secret(env, 'JWT_SECRET');
  if (databaseUrl && !env.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL is required when DATABASE_URL is set (links in mail, previews and the sitemap need it)',
    );
  }
  if (databaseUrl && !jwtSecret) {
    throw new ConfigError(
      'JWT_SECRET is required when DATABASE_URL is set (all instances must share it)',
    );
  }
  const host = env.HOST || '127.0.0.1';
  const port = integer(env, 'PORT');
  const mailFrom = env.MAIL_FROM || 'no-reply@perfume.pk';
  if (!/@/.test(mailFrom)) throw new ConfigError('MAIL_FROM must contain an e-mail address');

  return {
    port,
    host,
    dataDir,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    databaseTimeouts: {
      connectMs: integer(env, 'DB_CONNECT_TIMEOUT_MS'),
      statementMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS'),
      idleInTransactionMs: integer(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS'),
    },
    orderLimits: {
      maxUnitsPerLine: integer(env, 'MAX_UNITS_PER_LINE'),
      maxUnitsPerOrder: integer(env, 'MAX_UNITS_PER_ORDER'),
      pendingOrderTtlHours: integer(env, 'PENDING_ORDER_TTL_HOURS'),
    },
    jwtSecret,
    adminEmail: adminEmail.toLowerCase(),
    adminPassword,
    seedDemo: flag(env, 'SEED_DEMO', !databaseUrl),
    smtpUrl: url(env, 'SMTP_URL'),
    redisUrl: url(env, 'REDIS_URL'),
    s3: s3(env),
    metricsToken: secret(env, 'METRICS_TOKEN'),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', databaseUrl ? 5_000 : 0),
    diskMinFreeBytes: integer(env, 'DISK_MIN_FREE_MB') * 1024 * 1024,
    mailLateAfterMs: integer(env, 'MAIL_LATE_AFTER_MINUTES') * 60_000,
    trustProxy: trustProxy(env),
    mailFrom,
    shop: shopContact(env),
    lowStockThreshold: integer(env, 'LOW_STOCK_THRESHOLD'),
    clientDir: path.resolve(cwd, 'dist'),
    ssrEntry: path.resolve(cwd, 'dist-ssr', 'entry-server.js'),
    publicUrl: publicOrigin(env, port),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
