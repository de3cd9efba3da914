import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { multipart } from '../server/helpers/multipart';
import { sendFrom, type startNginx } from '../server/helpers/nginx';
import { CUSTOMER } from './orders';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  freePort,
  removeDataDir,
  spawnShop,
  waitUntilReady,
  type RunningShop,
} from './shop';

/** PostgreSQL for these tests: CI exports TEST_PG_URL; the server suite's TEST_DATABASE_URL too. */
export const adminUrl = process.env.TEST_PG_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl && process.env.CI)
  throw new Error('TEST_PG_URL is needed for the tests of several shops on one PostgreSQL');

/** One statement on PostgreSQL at `url` (the server's admin database unless told), its rows. */
async function query<R extends object>(sql: string, url = adminUrl!): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql)).rows;
  } finally {
    await client.end();
  }
}

type Nginx = Awaited<ReturnType<typeof startNginx>>;

/** Shops on one database behind nginx, for one describe block. */
export interface ShopsBehindNginx {
  /** Each instance's DATA_DIR, port and running process (index i: instance i). */
  dirs: string[];
  ports: number[];
  shops: RunningShop[];
  /** The environment the instances run with. */
  env: Record<string, string>;
  proxy: Nginx;
  /** The root admin's access token, signed in through nginx. */
  token: string;
  /** One statement on the shops' database, its rows. */
  query<R extends object>(sql: string): Promise<R[]>;
  /** Starts instance `i` again (on its DATA_DIR and port) and waits until it is ready. */
  start(i: number): Promise<void>;
  /**
   * A back-office multipart call straight to one instance: its JSON answer, once its status is
   * `status` (any success when not given).
   */
  upload<T>(
    shop: RunningShop,
    method: string,
    url: string,
    fields: Parameters<typeof multipart>[0],
    status?: number,
  ): Promise<T>;
}

/**
 * Two shop processes (the compiled server, as `npm start` runs it), each with its own DATA_DIR,
 * on a new PostgreSQL database, behind Debian's nginx on loopback (`startProxy` in front of the
 * instances' ports), with the root admin signed in through it. Started before the enclosing
 * describe block's tests (and its own beforeAll hooks); stopped, and the database and DATA_DIRs
 * removed, after them. `label` names the database and the DATA_DIRs.
 */
export function shopsBehindNginx(
  label: string,
  startProxy: (ports: [number, number]) => Promise<Nginx>,
): ShopsBehindNginx {
  const name = `shop_${label}_${randomBytes(5).toString('hex')}`;
  const cluster: ShopsBehindNginx = {
    dirs: [],
    ports: [],
    shops: [],
    env: {},
    proxy: undefined as unknown as Nginx,
    token: '',
    query: (sql) => query(sql, cluster.env.DATABASE_URL),
    async start(i) {
      cluster.shops[i] = spawnShop(cluster.dirs[i]!, cluster.ports[i]!, cluster.env);
      await waitUntilReady(cluster.shops[i]);
    },
    async upload(shop, method, url, fields, status) {
      const body = await multipart(fields);
      const response = await fetch(`${shop.url}${url}`, {
        method,
        headers: { ...body.headers, authorization: `Bearer ${cluster.token}` },
        body: new Uint8Array(body.payload),
      });
      const text = await response.clone().text();
      if (status === undefined) expect(response.status, text).toBeLessThan(300);
      else expect(response.status, text).toBe(status);
      return response.json() as never;
    },
  };

  beforeAll(async () => {
    await query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const newDir = () => fs.mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`));
    cluster.dirs.push(newDir(), newDir());
    cluster.ports.push(await freePort(), await freePort());
    cluster.proxy = await startProxy([cluster.ports[0]!, cluster.ports[1]!]);
    cluster.env = {
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${cluster.proxy.port}`,
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // SHUTDOWN_DRAIN_MS as deployed: its default with DATABASE_URL (5 s).
    };
    // Started together: they take turns at the migrations.
    await Promise.all([0, 1].map((i) => cluster.start(i)));
    const login = await sendFrom(cluster.proxy.port, '127.0.0.1', 'POST', '/api/auth/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(login.status).toBe(200);
    cluster.token = (JSON.parse(login.body) as { accessToken: string }).accessToken;
  });
  afterAll(async () => {
    await Promise.all(cluster.shops.map((shop) => shop.stop()));
    await cluster.proxy?.stop();
    await query(`drop database if exists ${name} with (force)`);
    await Promise.all(cluster.dirs.map(removeDataDir));
  });
  return cluster;
}

/** Shoppers each with a loopback address, a mailbox and a phone of their own. */
export interface Crowd {
  /** Their addresses: 127.`network`.(n / `perByte`).(n % `perByte` + 1). */
  network: number;
  perByte: number;
  /** Their mailboxes: `mailbox`n@example.pk. */
  mailbox: string;
  /** Their phones: 0(`phone` + n). */
  phone: number;
}

/**
 * Shopper `n` of `crowd` orders one unit of `line`, cash on delivery, through nginx on `port`.
 * The per-address, per-mailbox and per-phone limits are not what these tests are about; where
 * they live is (CUSTOMER's).
 */
export function orderFrom(
  port: number,
  crowd: Crowd,
  n: number,
  line: { productId: string; variantSize: string },
  headers: Record<string, string> = {},
) {
  return sendFrom(
    port,
    `127.${crowd.network}.${Math.floor(n / crowd.perByte)}.${(n % crowd.perByte) + 1}`,
    'POST',
    '/api/orders/',
    {
      ...CUSTOMER,
      customerEmail: `${crowd.mailbox}${n}@example.pk`,
      customerPhone: `0${crowd.phone + n}`,
      products: [{ ...line, quantity: 1 }],
    },
    headers,
  );
}
