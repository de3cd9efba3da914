import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngOf } from '../server/helpers/multipart';
import { haveNginx, sendFrom, startReadmeNginx, type ProxiedAnswer } from '../server/helpers/nginx';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ROOT,
  freePort,
  removeDataDir,
  spawnShop,
  waitUntilReady,
  type RunningShop,
} from './shop';

/** PostgreSQL for this test: CI exports TEST_PG_URL; the server suite's TEST_DATABASE_URL too. */
const adminUrl = process.env.TEST_PG_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl && process.env.CI)
  throw new Error('TEST_PG_URL is needed for rollingRestart.test.ts');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * docs/deploy.md's rolling restart, for real: two compiled shop processes on one PostgreSQL behind
 * Debian's nginx configured with README.md's own nginx block, shoppers browsing and checking out
 * all the while. Each instance in turn gets SIGTERM (drain, exit), starts again, and is waited for
 * as the procedure says. No shopper may see an error, and every order exists once.
 */
describe.skipIf(!adminUrl || !haveNginx)('a rolling restart behind the README’s nginx', () => {
  const name = `shop_rolling_${randomBytes(5).toString('hex')}`;
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'shop-rolling-')));
  const ports: number[] = [];
  const shops: RunningShop[] = [];
  let env: Record<string, string>;
  let proxy: Awaited<ReturnType<typeof startReadmeNginx>>;
  let productId: string;
  let databaseUrl: string;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    ports.push(await freePort(), await freePort());
    proxy = await startReadmeNginx(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'), [
      ports[0]!,
      ports[1]!,
    ]);
    env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${proxy.port}`,
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // SHUTDOWN_DRAIN_MS as deployed: its default with DATABASE_URL (5 s).
    };
    shops.push(...ports.map((port, i) => spawnShop(dirs[i]!, port, env)));
    await Promise.all(shops.map((shop) => waitUntilReady(shop)));

    const login = await sendFrom(proxy.port, '127.0.0.1', 'POST', '/api/auth/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(login.status).toBe(200);
    const token = (JSON.parse(login.body) as { accessToken: string }).accessToken;
    const send = async (url: string, fields: Parameters<typeof multipart>[0]) => {
      const body = await multipart(fields);
      const response = await fetch(`${shops[0]!.url}${url}`, {
        method: 'POST',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        body: new Uint8Array(body.payload),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return response.json() as Promise<Record<string, { _id: string }>>;
    };
    const category = await send('/api/category/', [
      ['name', 'Rolling'],
      ['description', 'Restarted under load'],
      ['image', await pngOf('#2c5e7a', 300)],
    ]);
    const product = await send('/api/products/', [
      ['name', 'Never Down'],
      ['description', 'Sold while the shop restarts'],
      ['category', category.category!._id],
      ['variants', JSON.stringify([{ size: '50ml', price: 2500, stock: 5000 }])],
      ['images', await pngOf('#7a2c5e')],
    ]);
    productId = product.product!._id;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await proxy?.stop();
    await admin(`drop database if exists ${name} with (force)`);
    await Promise.all(dirs.map(removeDataDir));
  }, 60_000);

  /**
   * One checkout from an address, mailbox and phone of its own (the per-address and per-phone
   * limits are not what these tests are about), with an Idempotency-Key as the storefront sends.
   */
  const placeOrder = (n: number, key: string): Promise<ProxiedAnswer> =>
    sendFrom(
      proxy.port,
      `127.6.${Math.floor(n / 200)}.${(n % 200) + 1}`,
      'POST',
      '/api/orders/',
      {
        customerName: 'Sana Rauf',
        customerEmail: `rolling${n}@example.pk`,
        customerPhone: `0302${String(4_000_000 + n)}`,
        customerProvince: 'Punjab',
        customerCity: 'Multan',
        customerAddress: 'House 9, Street 4, Gulgasht',
        postalcode: '60000',
        paymentMethod: 'COD',
        products: [{ productId, variantSize: '50ml', quantity: 1 }],
      },
      { 'idempotency-key': key },
    ).catch((error: Error) => ({ status: 0, body: error.message, upstream: '', cookies: [] }));

  /** Every order given exists once, under its key and number; nothing else was placed. */
  async function expectStoredOnce(given: Map<string, string>) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const stored = await client.query<{ key: string; number: string }>(
        `select idempotency_key as key, order_number as number from orders`,
      );
      expect(stored.rows).toHaveLength(given.size);
      for (const row of stored.rows) expect(given.get(row.key)).toBe(row.number);
      // Stock was reserved once per order.
      const stock = await client.query<{ reserved: number }>(
        `select v.reserved_qty as reserved from variants v join perfumes p on p.id = v.perfume_id
         where p.name = 'Never Down'`,
      );
      expect(Number(stock.rows[0]!.reserved)).toBe(given.size);
    } finally {
      await client.end();
    }
  }

  /**
   * docs/deploy.md, one instance: SIGTERM, wait for the exit, start it, wait until ready, then a
   * pause before the next one: 1 s here, stricter than the procedure's 5 s (nginx's default of
   * benching an instance for 10 s after one failed connection would show as 502s).
   */
  async function restart(i: number): Promise<number | null> {
    const code = await shops[i]!.stop('SIGTERM');
    shops[i] = spawnShop(dirs[i]!, ports[i]!, env);
    await waitUntilReady(shops[i]!);
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await fetch(`${shops[i]!.url}/api/ready`)).ok) break;
      await pause(200);
    }
    await pause(1_000);
    return code;
  }

  it('answers every shopper while both instances restart one after the other, and every order exists once', async () => {
    const answers: (ProxiedAnswer & { what: string })[] = [];
    const given = new Map<string, string>(); // Idempotency-Key → order number given
    let sequence = 0;
    let restarting = true;
    const stopAt = Date.now() + 150_000; // a bound, whatever happens

    // Checkout with no retry by the client: nginx must do all of it.
    async function shopper() {
      while (restarting && Date.now() < stopAt) {
        const n = (sequence += 1);
        const key = randomUUID();
        const answer = await placeOrder(n, key);
        answers.push({ ...answer, what: 'order' });
        if (answer.status === 201 || answer.status === 200)
          given.set(
            key,
            (JSON.parse(answer.body) as { order: { orderNumber: string } }).order.orderNumber,
          );
      }
    }
    // Browsing: the product page (server-rendered) and the catalogue's API.
    async function browser(b: number) {
      for (let n = 0; restarting && Date.now() < stopAt; n += 1) {
        const url = n % 2 === 0 ? `/product/${productId}` : '/api/products/public?page=1';
        const answer = await sendFrom(proxy.port, `127.7.0.${b + 1}`, 'GET', url).catch(
          (error: Error) => ({ status: 0, body: error.message, upstream: '', cookies: [] }),
        );
        answers.push({ ...answer, what: `GET ${url}` });
      }
    }

    const load = [
      ...Array.from({ length: 10 }, () => shopper()),
      ...Array.from({ length: 2 }, (_, b) => browser(b)),
    ];
    await pause(2_000);
    const exitCodes = [await restart(0), await restart(1)];
    restarting = false;
    await Promise.all(load);

    // Both instances drained and exited cleanly, and the load went on throughout.
    expect(exitCodes).toEqual([0, 0]);
    expect(Date.now()).toBeLessThan(stopAt);
    const failed = answers.filter((a) => a.status < 200 || a.status >= 300);
    expect(
      failed.map((a) => `${a.what}: ${a.status} ${a.body.slice(0, 120)}`),
      proxy.errorLog().slice(-2_000),
    ).toEqual([]);
    console.log(
      `rolling restart: ${answers.length} requests (${given.size} orders), ${failed.length} failed`,
    );
    expect(given.size).toBeGreaterThan(100);
    expect(answers.length).toBeGreaterThan(given.size);

    // nginx did meet the restarts (some requests were tried on both instances) and both
    // instances served again afterwards.
    const log = proxy.accessLog().trim().split('\n');
    const triedTwice = log.filter((line) => line.includes(', 127.0.0.1:'));
    expect(triedTwice.length, 'no request met a restarting instance').toBeGreaterThan(0);
    const lastLines = log.slice(-40).join('\n');
    for (const port of ports) expect(lastLines).toContain(`127.0.0.1:${port}`);

    await expectStoredOnce(given);
  }, 240_000);

  it('gives every order a client retried after an instance was killed mid-checkout exactly once', async () => {
    // The orders so far (the first test's) are all stored once: carry on from them.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const given = new Map(
      (
        await client.query<{ key: string; number: string }>(
          `select idempotency_key as key, order_number as number from orders`,
        )
      ).rows.map((row) => [row.key, row.number]),
    );
    await client.end();

    let sequence = 20_000; // addresses, mailboxes and phones apart from the first test's
    let killing = true;
    const stopAt = Date.now() + 90_000;
    const visible: string[] = [];
    // As the storefront does: an order with no answer, 502, 503 or 504 is sent again with the
    // same key, up to 3 times, after 1, 2 and 4 s.
    async function shopper() {
      while (killing && Date.now() < stopAt) {
        const n = (sequence += 1);
        const key = randomUUID();
        for (let retry = 0; ; retry += 1) {
          const answer = await placeOrder(n, key);
          if (answer.status === 200 || answer.status === 201) {
            given.set(
              key,
              (JSON.parse(answer.body) as { order: { orderNumber: string } }).order.orderNumber,
            );
            break;
          }
          const retryable = [0, 502, 503, 504].includes(answer.status);
          if (!retryable || retry === 3) {
            visible.push(`${answer.status} ${answer.body.slice(0, 120)}`);
            break;
          }
          await pause(1_000 * 2 ** retry);
        }
      }
    }
    const load = Array.from({ length: 10 }, () => shopper());
    // Killed twice, each time with checkouts in flight on it, and started again.
    for (const i of [0, 1]) {
      await pause(1_500);
      expect(await shops[i]!.stop('SIGKILL')).toBeNull();
      shops[i] = spawnShop(dirs[i]!, ports[i]!, env);
      await waitUntilReady(shops[i]!);
    }
    await pause(1_500);
    killing = false;
    await Promise.all(load);

    expect(Date.now()).toBeLessThan(stopAt);
    expect(visible).toEqual([]);
    await expectStoredOnce(given);
  }, 180_000);
});
