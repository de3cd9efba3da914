import type { ShopContact } from '@shop/domain/brand';

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
