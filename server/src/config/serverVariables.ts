import { Type } from 'typebox';

/** The server itself: where it listens and keeps its data, its secrets, and the services it uses. */
export const serverVariables = {
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
};
