import { Type } from 'typebox';

/** Running it: database time limits, the public origin, disk and mail watch, shutdown, logs. */
export const operationVariables = {
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
        "`0`: `npm start` runs without its memory settings (V8's 8 MB semi-spaces and memory saver mode, `MALLOC_ARENA_MAX=2`; see Benchmarks, `memory`).",
    }),
  ),
};
