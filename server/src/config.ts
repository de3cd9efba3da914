import path from 'node:path';
import { brand, type ShopContact } from '@shop/domain/brand';
import { variable, type EnvName } from './configSchema';
import { whatsappDigits } from '@shop/domain/phone';

/** Where the data lives: PGlite inside DATA_DIR, or a PostgreSQL server. */
export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

/** Time limits on database work (PostgreSQL); a limit that trips answers 503. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

/** Limits on what one order may hold, and how long stock waits for an unconfirmed order. */
export interface OrderLimits {
  maxUnitsPerLine: number;
  maxUnitsPerOrder: number;
  /** Pending orders older than this are cancelled by the system; 0 never. */
  pendingOrderTtlHours: number;
}

/** An S3-compatible bucket for uploaded images (S3_* variables); null keeps them elsewhere. */
export interface S3Config {
  bucket: string;
  region: string;
  /** For a store other than AWS (R2, MinIO, B2...); null: AWS's own endpoint for the region. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** null: the AWS SDK's own credential chain (instance role, AWS_* variables). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Prepended to every object's name, e.g. `images/`. */
  prefix: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  databaseTimeouts: DatabaseTimeouts;
  orderLimits: OrderLimits;
  /** null in embedded mode until the secret file in DATA_DIR is read or created. */
  jwtSecret: string | null;
  adminEmail: string;
  adminPassword: string | null;
  seedDemo: boolean;
  smtpUrl: string | null;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (default), a hop
   * count, or a list of addresses and CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** Bearer token for GET /metrics; null: no metrics route. */
  metricsToken: string | null;
  /** Redis for the per-address request limits shared by every instance; null keeps them in memory. */
  redisUrl: string | null;
  s3: S3Config | null;
  mailFrom: string;
  /** The shop's name and contact details (SHOP_* over src/domain/brand.ts). */
  shop: ShopContact;
  lowStockThreshold: number;
  /** Below this much free space under DATA_DIR (bytes), /api/ready answers 503 (DISK_MIN_FREE_MB). */
  diskMinFreeBytes: number;
  /** Mail not sent after this long (ms) is "late" on /api/ready and /metrics (MAIL_LATE_AFTER_MINUTES). */
  mailLateAfterMs: number;
  /** How long a SIGTERM'd instance keeps serving while reporting not-ready (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  /** Directory holding the built client (index.html); null when the API runs alone. */
  clientDir: string | null;
  /** The server renderer's build (dist-ssr/entry-server.js); null to send the client shell only. */
  ssrEntry: string | null;
  /** The shop's public origin, for absolute links (canonical, link previews, sitemap). */
  publicUrl: string;
  logLevel: string;
}

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A whole number within its schema's bounds; its schema's default (or `fallback`) when unset. */
function integer(env: Env, name: EnvName, fallback?: number): number {
  const schema = variable(name);
  const min = schema.minimum!;
  const max = schema.maximum!;
  fallback ??= schema.default as number;
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function flag(env: Env, name: EnvName, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new ConfigError(`${name} must be 1 or 0 (got "${raw}")`);
}

/** A URL with one of its schema's protocols (`x-protocols`), or null when unset. */
function url(env: Env, name: EnvName): string | null {
  const protocols = variable(name)['x-protocols']!;
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * PUBLIC_URL: the origin shoppers use (https://shop.example.pk), never taken from a request's Host
 * header. http:// only on a loopback host. Required with DATABASE_URL (a deployment); defaults to
 * http://localhost:PORT in embedded mode.
 */
function publicOrigin(env: Env, port: number): string {
  const raw = url(env, 'PUBLIC_URL');
  if (!raw) return `http://localhost:${port}`;
  const parsed = new URL(raw);
  if (parsed.protocol === 'http:' && !LOOPBACK.has(parsed.hostname)) {
    throw new ConfigError('PUBLIC_URL must start with https:// (http:// only for localhost)');
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username) {
    throw new ConfigError('PUBLIC_URL must be an origin only, like https://shop.example.pk');
  }
  return parsed.origin;
}

const ADDRESS_OR_RANGE = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/** TRUST_PROXY: unset or 'false', 'true', a hop count (1-10), or addresses/CIDRs, comma-separated. */
function trustProxy(env: Env): boolean | number | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY as a hop count must be 1-10');
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !ADDRESS_OR_RANGE.test(entry))) {
    throw new ConfigError(
      'TRUST_PROXY must be true, a hop count, or proxy addresses/CIDR ranges separated by commas',
    );
  }
  return entries;
}

function s3(env: Env): S3Config | null {
  const bucket = env.S3_BUCKET || null;
  const others = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PREFIX',
    'S3_FORCE_PATH_STYLE',
  ].filter((name) => env[name]);
  if (!bucket) {
    if (others.length > 0) throw new ConfigError(`${others[0]} is set but S3_BUCKET is not`);
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError('S3_BUCKET is not a valid bucket name');
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if ((accessKeyId === null) !== (secretAccessKey === null))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const endpoint = url(env, 'S3_ENDPOINT');
  const prefix = env.S3_PREFIX ?? '';
  if (!/^[\w./-]*$/.test(prefix))
    throw new ConfigError('S3_PREFIX may hold letters, digits, ".", "_", "-" and "/" only');
  return {
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
    accessKeyId,
    secretAccessKey,
    prefix,
  };
}

function shopText(env: Env, name: EnvName, fallback: string): string {
  const max = variable(name).maxLength!;
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (raw.length > max || /[<>]/.test(raw) || [...raw].some((c) => c < ' '))
    throw new ConfigError(`${name} must be plain text of at most ${max} characters`);
  return raw;
}

/** SHOP_*: the shop's public name and contact details; unset ones keep src/domain/brand.ts's. */
function shopContact(env: Env): ShopContact {
  const whatsapp = shopText(env, 'SHOP_WHATSAPP', brand.whatsapp);
  const digits = whatsappDigits(whatsapp);
  if (!digits)
    throw new ConfigError('SHOP_WHATSAPP must be a Pakistani mobile number, like 0300-1234567');
  const email = shopText(env, 'SHOP_EMAIL', brand.email);
  if (!EMAIL_PATTERN.test(email)) throw new ConfigError('SHOP_EMAIL is not a valid e-mail address');
  return {
    // No logo until one is uploaded in the back office.
    logo: '',
    name: shopText(env, 'SHOP_NAME', brand.name),
    tagline: shopText(env, 'SHOP_TAGLINE', brand.tagline),
    city: shopText(env, 'SHOP_CITY', brand.city),
    address: shopText(env, 'SHOP_ADDRESS', brand.address),
    phone: shopText(env, 'SHOP_PHONE', brand.phone),
    whatsapp,
    email,
    social: {
      facebook: url(env, 'SHOP_FACEBOOK_URL') ?? brand.social.facebook,
      instagram: url(env, 'SHOP_INSTAGRAM_URL') ?? brand.social.instagram,
      whatsapp: `https://wa.me/${digits}`,
    },
  };
}

function metricsToken(env: Env): string | null {
  const token = env.METRICS_TOKEN || null;
  const min = variable('METRICS_TOKEN').minLength!;
  if (token !== null && token.length < min)
    throw new ConfigError(`METRICS_TOKEN must be at least ${min} characters long`);
  return token;
}

/** Reads the environment into a typed configuration, failing on the first bad value. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  const databaseUrl = url(env, 'DATABASE_URL');
  const adminEmail = env.ADMIN_EMAIL || 'admin@perfume.pk';
  if (!EMAIL_PATTERN.test(adminEmail))
    throw new ConfigError('ADMIN_EMAIL is not a valid e-mail address');
  const adminPassword = env.ADMIN_PASSWORD || null;
  const passwordMin = variable('ADMIN_PASSWORD').minLength!;
  if (adminPassword !== null && adminPassword.length < passwordMin) {
    throw new ConfigError(`ADMIN_PASSWORD must be at least ${passwordMin} characters long`);
  }
  const jwtSecret = env.JWT_SECRET || null;
  const secretMin = variable('JWT_SECRET').minLength!;
  if (jwtSecret !== null && jwtSecret.length < secretMin) {
    throw new ConfigError(`JWT_SECRET must be at least ${secretMin} characters long`);
  }
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
    metricsToken: metricsToken(env),
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
