import { Type, type Static, type TSchema } from 'typebox';
import { CHECKOUT_LIMITS } from '@shop/domain/checkout';
import { MAX_UNITS_PER_ORDER_LIMIT } from '@shop/domain/shopSettings';

/**
 * Every environment variable the shop reads, in one schema: its type, bounds and default (for
 * the ones server/src/config.ts reads: it takes them from here), the default as the README
 * writes it (`x-default`), and what it means (`description`). `npm run generate` writes the
 * README's Environment table from it; CI fails when the two differ.
 */
export const ENV_SCHEMA = Type.Object({
  PORT: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 65535,
      default: 3000,
      'x-default': '`3000`',
      description: 'HTTP port (0-65535).',
    }),
  ),
  HOST: Type.Optional(
    Type.String({
      'x-default': '`127.0.0.1`',
      description: 'Interface to listen on; `0.0.0.0` to serve the network.',
    }),
  ),
  DATA_DIR: Type.Optional(
    Type.String({
      'x-default': '`./data`',
      description:
        "Embedded database (`db/`), uploaded images (`uploads/`), outgoing mail (`outbox/`), the generated JWT secret and the server lock; kept to the server's user: created 0700, files 0600 (tightened at every start).",
    }),
  ),
  DATABASE_URL: Type.Optional(
    Type.String({
      format: 'uri',
      'x-protocols': ['postgres:', 'postgresql:'],
      'x-default': 'unset',
      description:
        '`postgres://…` to use a PostgreSQL 15+ server instead of the embedded database. Requires `JWT_SECRET`.',
    }),
  ),
  JWT_SECRET: Type.Optional(
    Type.String({
      minLength: 32,
      'x-default': 'generated',
      description:
        'Secret for access tokens, at least 32 characters. Embedded mode generates one and keeps it in `DATA_DIR/jwt-secret`; with `DATABASE_URL` it is required and every instance must share it.',
    }),
  ),
  ADMIN_EMAIL: Type.Optional(
    Type.String({
      'x-default': '`admin@perfume.pk`',
      description: 'E-mail of the root superadmin created on the first start of an empty database.',
    }),
  ),
  ADMIN_PASSWORD: Type.Optional(
    Type.String({
      minLength: 6,
      'x-default': 'generated',
      description:
        "That admin's password (at least 6 characters); if unset, a random one is printed once.",
    }),
  ),
  SEED_DEMO: Type.Optional(
    Type.Boolean({
      'x-default': '`1` embedded, `0` with `DATABASE_URL`',
      description:
        '`1` gives an empty database the demo catalogue (categories, perfumes with generated images, reviews) once; `0` never.',
    }),
  ),
  SMTP_URL: Type.Optional(
    Type.String({
      format: 'uri',
      'x-protocols': ['smtp:', 'smtps:'],
      'x-default': 'unset',
      description:
        '`smtp://` or `smtps://` URL for outgoing mail; unset writes `.eml` files to `DATA_DIR/outbox` and logs a line.',
    }),
  ),
  TRUST_PROXY: Type.Optional(
    Type.String({
      'x-default': 'off',
      description:
        "Behind a reverse proxy: `1` (hops), `true`, or the proxy's addresses/CIDRs (`10.0.0.0/8,127.0.0.1`). The client's address then comes from `X-Forwarded-For`, for limits and logs. Never set it without a proxy: clients could claim any address.",
    }),
  ),
  METRICS_TOKEN: Type.Optional(
    Type.String({
      minLength: 16,
      'x-default': 'unset',
      description:
        'At least 16 characters: enables `GET /metrics` (Prometheus) for `Authorization: Bearer <token>`; unset, the route does not exist.',
    }),
  ),
  REDIS_URL: Type.Optional(
    Type.String({
      format: 'uri',
      'x-protocols': ['redis:', 'rediss:'],
      'x-default': 'unset',
      description:
        "`redis://…` to share the per-address request limits between instances (below); unset keeps them in each process's memory.",
    }),
  ),
  S3_BUCKET: Type.Optional(
    Type.String({
      'x-default': 'unset',
      description:
        "Keep uploaded images in this S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…), read by every instance. Unset: PostgreSQL's `stored_images` with `DATABASE_URL`, else `DATA_DIR` alone.",
    }),
  ),
  S3_ENDPOINT: Type.Optional(
    Type.String({
      format: 'uri',
      'x-protocols': ['https:', 'http:'],
      'x-default': 'AWS',
      description:
        "The store's URL for anything but AWS (`https://<account>.r2.cloudflarestorage.com`, `http://127.0.0.1:9000`).",
    }),
  ),
  S3_REGION: Type.Optional(
    Type.String({
      'x-default': '`us-east-1`',
      description: "The bucket's region (`auto` for R2).",
    }),
  ),
  S3_ACCESS_KEY_ID: Type.Optional(
    Type.String({
      'x-default': 'SDK default',
      description:
        "With `S3_SECRET_ACCESS_KEY`; unset, the AWS SDK's own chain (instance role, `AWS_*` variables).",
    }),
  ),
  S3_SECRET_ACCESS_KEY: Type.Optional(
    Type.String({
      'x-default': 'SDK default',
      description: 'See above; set both or neither.',
    }),
  ),
  S3_PREFIX: Type.Optional(
    Type.String({
      'x-default': 'empty',
      description: "Prefix of every object's key, e.g. `images/`.",
    }),
  ),
  S3_FORCE_PATH_STYLE: Type.Optional(
    Type.Boolean({
      'x-default': '`1` with `S3_ENDPOINT`, else `0`',
      description:
        'Path-style URLs (`endpoint/bucket/key`), which MinIO and most self-hosted stores need.',
    }),
  ),
  MAIL_FROM: Type.Optional(
    Type.String({
      'x-default': "`no-reply@perfume.pk` (sent as the shop's name)",
      description: "Sender of outgoing mail, on the first start (then the shop's settings).",
    }),
  ),
  LOW_STOCK_THRESHOLD: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1000000,
      default: 5,
      'x-default': '`5`',
      description:
        "First-start low-stock level (then the shop's settings): a variant with this many or fewer units available is listed as low stock, and superadmins get one e-mail each time it falls to this level.",
    }),
  ),
  SHOP_NAME: Type.Optional(
    Type.String({
      maxLength: 60,
      'x-default': '`Mehak Perfumes`',
      description:
        "First-start shop name (plain text, 60 characters). Every `SHOP_*` value is kept in the shop's settings on the first start and not read again: change them in the back office's **Settings**.",
    }),
  ),
  SHOP_TAGLINE: Type.Optional(
    Type.String({
      maxLength: 200,
      'x-default': "the brand's",
      description: 'One line about the shop (200 characters).',
    }),
  ),
  SHOP_CITY: Type.Optional(
    Type.String({
      maxLength: 100,
      'x-default': '`Karachi, Pakistan`',
      description: 'City shown in the footer and contact page.',
    }),
  ),
  SHOP_ADDRESS: Type.Optional(
    Type.String({
      maxLength: 300,
      'x-default': "the brand's",
      description: 'Full postal address (e-mails, contact details; 300 characters).',
    }),
  ),
  SHOP_PHONE: Type.Optional(
    Type.String({
      maxLength: 30,
      'x-default': '`+92 300 1234567`',
      description: 'Phone number shown to customers.',
    }),
  ),
  SHOP_WHATSAPP: Type.Optional(
    Type.String({
      maxLength: 30,
      'x-default': '`+92 300 1234567`',
      description:
        'The WhatsApp number customers confirm orders on: a Pakistani mobile number in any spelling (`0300-1234567`, `+92 300 1234567`).',
    }),
  ),
  SHOP_EMAIL: Type.Optional(
    Type.String({
      maxLength: 254,
      'x-default': '`support@mehakperfumes.pk`',
      description: 'Contact e-mail shown to customers.',
    }),
  ),
  SHOP_FACEBOOK_URL: Type.Optional(
    Type.String({
      format: 'uri',
      'x-protocols': ['https:'],
      'x-default': "the brand's",
      description: "`https://` links to the shop's pages.",
    }),
  ),
  SHOP_INSTAGRAM_URL: Type.Optional(
    Type.String({
      format: 'uri',
      'x-protocols': ['https:'],
      'x-default': "the brand's",
      description: "`https://` links to the shop's pages.",
    }),
  ),
  MAX_UNITS_PER_LINE: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: CHECKOUT_LIMITS.maxQuantity,
      default: 10,
      'x-default': '`10`',
      description:
        'First-start units of one size (lines of one size together) one order may hold (1-100); then **Settings**.',
    }),
  ),
  MAX_UNITS_PER_ORDER: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_UNITS_PER_ORDER_LIMIT,
      default: 30,
      'x-default': '`30`',
      description:
        'First-start units one order may hold in all; then **Settings**. Both are served to the pages in `GET /api/shop` (`orderLimits`), which apply them as the shopper types.',
    }),
  ),
  PENDING_ORDER_TTL_HOURS: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 24 * 365,
      default: 72,
      'x-default': '`72`',
      description:
        'A Pending order nobody confirms within this many hours is cancelled by the system and its stock released; `0` never.',
    }),
  ),
  DB_CONNECT_TIMEOUT_MS: Type.Optional(
    Type.Integer({
      minimum: 100,
      maximum: 600_000,
      default: 5_000,
      'x-default': '`5000`',
      description:
        'PostgreSQL: longest wait for a connection; also bounds `/api/ready` on either database.',
    }),
  ),
  DB_STATEMENT_TIMEOUT_MS: Type.Optional(
    Type.Integer({
      minimum: 100,
      maximum: 3_600_000,
      default: 15_000,
      'x-default': '`15000`',
      description:
        "PostgreSQL: longest a request's statement may run (migrations are exempt); past it the request answers 503.",
    }),
  ),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: Type.Optional(
    Type.Integer({
      minimum: 100,
      maximum: 3_600_000,
      default: 30_000,
      'x-default': '`30000`',
      description: 'PostgreSQL: a transaction left idle this long is ended by the server.',
    }),
  ),
  PUBLIC_URL: Type.Optional(
    Type.String({
      format: 'uri',
      'x-protocols': ['https:', 'http:'],
      'x-default': '`http://localhost:PORT`; required with `DATABASE_URL`',
      description:
        "The shop's public origin (`https://shop.example.pk`) for absolute links: canonical URLs, link previews, JSON-LD, sitemap. Never taken from a request's `Host`; `http://` only on loopback.",
    }),
  ),
  DISK_MIN_FREE_MB: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1_000_000,
      default: 64,
      'x-default': '`64`',
      description:
        'Below this much free space under `DATA_DIR`, `/api/ready` answers 503 (the disk is full); so does a write that just failed for want of space (`0`: only failed writes count).',
    }),
  ),
  MAIL_LATE_AFTER_MINUTES: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 7 * 24 * 60,
      default: 15,
      'x-default': '`15`',
      description:
        'Mail not sent this long after it was queued is "late": counted as `mail.late` with a warning on `/api/ready`, and as `mail_late` on `/metrics`.',
    }),
  ),
  SHUTDOWN_DRAIN_MS: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 120_000,
      'x-default': '`5000` with `DATABASE_URL`, else `0`',
      description:
        'On SIGTERM, how long the instance keeps serving while `/api/ready` answers 503 (so the proxy moves new work elsewhere) before it closes; answers meanwhile close their keep-alive connections. Then requests in flight finish (up to 10 s more).',
    }),
  ),
  LOG_LEVEL: Type.Optional(
    Type.String({
      'x-default': '`info`',
      description: 'pino log level (`fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`).',
    }),
  ),
  SHOP_MEMORY_SETTINGS: Type.Optional(
    Type.Boolean({
      'x-default': 'unset',
      description:
        "`0`: `npm start` runs without its memory settings (V8's `--optimize-for-size` and 8 MB semi-spaces, `MALLOC_ARENA_MAX=2`; see Benchmarks, `memory`).",
    }),
  ),
});

export type EnvName = keyof Static<typeof ENV_SCHEMA> & string;

/** One variable's schema, with the shop's own keywords. */
export type VariableSchema = TSchema & {
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  description?: string;
  'x-default'?: string;
  'x-protocols'?: string[];
};

export const variable = (name: EnvName) =>
  (ENV_SCHEMA.properties as unknown as Record<EnvName, VariableSchema>)[name];

/** The README's Environment table (columns padded as Prettier pads them). */
export function environmentTable(): string {
  const rows = (Object.keys(ENV_SCHEMA.properties) as EnvName[]).map((name) => {
    const schema = variable(name);
    return [`\`${name}\``, schema['x-default'] ?? '', schema.description ?? ''];
  });
  const header = ['variable', 'default', 'meaning'];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}
