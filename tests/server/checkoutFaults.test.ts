import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { orders, variants } from '../../server/src/db/schema';
import { orderOf, postOrder, seedPerfume } from './helpers/catalogue';
import { relayTo } from './helpers/pgRelay';
import { onPostgres, scratchDatabase, testConfig, type TestApp } from './helpers/testApp';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Relay = Awaited<ReturnType<typeof relayTo>>;

/** The shop on a scratch PostgreSQL reached through a relay the test can cut or freeze. */
async function appBehindRelay(env: Record<string, string>) {
  const scratch = await scratchDatabase();
  const direct = new URL((scratch.database as { url: string }).url);
  const relay = await relayTo(direct);
  const relayed = new URL(direct);
  relayed.host = `127.0.0.1:${relay.port}`;
  const config = testConfig(scratch.dir, { kind: 'postgres', url: relayed.toString() }, env);
  const app = await buildApp(config, { logger: false, rateLimit: false });
  const close = async () => {
    await app.close();
    await relay.close();
    await scratch.drop();
  };
  return { relay, app, close };
}

/**
 * Checkouts while the connection to PostgreSQL is cut again and again (open connections reset in
 * the middle of transactions and commits, new ones refused for a moment). Clients retry what
 * failed with the same Idempotency-Key, as the storefront does.
 */
describe.skipIf(!onPostgres)('checkout while PostgreSQL connections are cut', () => {
  let relay: Relay;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ relay, app, close } = await appBehindRelay({ DB_CONNECT_TIMEOUT_MS: '1000' }));
  });
  afterAll(() => close?.());

  it('every retried order exists once, each client is given its number, and no answer is a 500', async () => {
    const t = { app } as TestApp;
    const perfume = await seedPerfume(t, 'Storm Oud', [{ size: '50ml', price: 3000, stock: 1000 }]);
    const CLIENTS = 6;
    const ORDERS_EACH = 5;
    const statuses: number[] = [];
    const missingRetryAfter: number[] = [];
    const given = new Map<string, string>(); // key → order number the client was given
    let running = true;

    async function client(c: number) {
      for (let n = 0; n < ORDERS_EACH; n += 1) {
        const key = randomUUID();
        const payload = orderOf(perfume.perfumeId, `storm${c}-${n}@example.pk`);
        // Until it is answered, within a bound: the faults end after a few seconds.
        for (const giveUp = Date.now() + 45_000; Date.now() < giveUp;) {
          const answer = await postOrder(app, payload, key);
          statuses.push(answer.statusCode);
          if (answer.statusCode === 200 || answer.statusCode === 201) {
            given.set(key, answer.json().order.orderNumber);
            break;
          }
          if (answer.statusCode === 503 && !answer.headers['retry-after'])
            missingRetryAfter.push(503);
          if (answer.statusCode < 500) throw new Error(`refused: ${answer.body}`);
          await pause(50 + Math.random() * 100);
        }
      }
    }

    async function faults() {
      const until = Date.now() + 6_000;
      for (let i = 0; running && Date.now() < until; i += 1) {
        await pause(60 + Math.random() * 120);
        relay.cut();
        await pause(i % 3 === 0 ? 300 : 20);
        relay.restore();
      }
      relay.restore();
    }

    const chaos = faults();
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    running = false;
    await chaos;

    // The faults did bite, and were answered as the database's absence, never as our failure.
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(missingRetryAfter).toEqual([]);
    expect(given.size).toBe(CLIENTS * ORDERS_EACH);

    const { db } = app.database;
    const stored = await db
      .select()
      .from(orders)
      .where(inArray(orders.idempotencyKey, [...given.keys()]));
    expect(stored).toHaveLength(CLIENTS * ORDERS_EACH);
    for (const row of stored) expect(given.get(row.idempotencyKey!)).toBe(row.orderNumber);
    // Every connection was given back to the pool, also those lost at BEGIN.
    // (Background work, the mail sender, may hold one for a moment.)
    const pool = app.database.pool!;
    const held = () => pool.totalCount - pool.idleCount;
    for (let i = 0; i < 50 && held() > 0; i += 1) await pause(100);
    expect(held()).toBe(0);
    // No order without a key slipped in, and stock was reserved once per order.
    expect(await db.select().from(orders)).toHaveLength(CLIENTS * ORDERS_EACH);
    const [variant] = await db
      .select()
      .from(variants)
      .where(eq(variants.id, perfume.variants[0]!.id));
    expect(variant!.reservedQty).toBe(CLIENTS * ORDERS_EACH);
  });
});

/**
 * PostgreSQL frozen mid-checkout: it runs what it is sent, commits included, but its answers are
 * held for longer than the shop waits (the statement limit, 1 s here, and the client's own
 * limit 2 s after it). The shop answers 503 for orders that were in fact stored; the clients
 * retry them with their key, as the storefront does, and are given the order that exists.
 */
describe.skipIf(!onPostgres)('checkout while PostgreSQL is frozen', () => {
  let relay: Relay;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ relay, app, close } = await appBehindRelay({
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '1000',
    }));
  });
  afterAll(() => close?.());

  it('orders stored while the shop gave up waiting are given to their retries, once', async () => {
    const t = { app } as TestApp;
    const perfume = await seedPerfume(t, 'Still Air', [{ size: '50ml', price: 2000, stock: 1000 }]);
    const CLIENTS = 6;
    const statuses: number[] = [];
    const given = new Map<string, string>();
    const firstAnswers: number[] = [];
    const replayed: string[] = []; // keys answered 503 first, then 200 with the stored order

    async function client(c: number, round: number) {
      const key = randomUUID();
      const payload = orderOf(perfume.perfumeId, `still${round}-${c}@example.pk`);
      for (let attempt = 0, giveUp = Date.now() + 45_000; Date.now() < giveUp; attempt += 1) {
        const answer = await postOrder(app, payload, key);
        statuses.push(answer.statusCode);
        if (attempt === 0) firstAnswers.push(answer.statusCode);
        if (answer.statusCode === 200 || answer.statusCode === 201) {
          given.set(key, answer.json().order.orderNumber);
          if (attempt > 0 && answer.statusCode === 200) replayed.push(key);
          return;
        }
        if (answer.statusCode !== 503) throw new Error(`${answer.statusCode}: ${answer.body}`);
        expect(answer.headers['retry-after']).toBeDefined();
        await pause(200);
      }
    }

    // Three rounds: the clients send; PostgreSQL freezes once an order's COMMIT has reached it
    // (the others are mid-transaction or waiting to connect), stays frozen past the shop's
    // limits, thaws.
    for (let round = 0; round < 3; round += 1) {
      relay.freezeAfterCommit();
      const sent = Array.from({ length: CLIENTS }, (_, c) => client(c, round));
      for (let i = 0; i < 100 && !relay.frozen; i += 1) await pause(20);
      expect(relay.frozen).toBe(true);
      await pause(4_000);
      relay.thaw();
      await Promise.all(sent);
    }

    // The freeze did bite: first attempts were answered 503, never 500.
    expect(firstAnswers.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(given.size).toBe(3 * CLIENTS);
    // The orders whose COMMIT was frozen were stored while their clients were told 503; their
    // retries were given those orders (200), not new ones.
    expect(replayed.length).toBeGreaterThanOrEqual(3);

    const { db } = app.database;
    const stored = await db.select().from(orders);
    expect(stored).toHaveLength(3 * CLIENTS);
    for (const row of stored) expect(given.get(row.idempotencyKey!)).toBe(row.orderNumber);
    const [variant] = await db
      .select()
      .from(variants)
      .where(eq(variants.id, perfume.variants[0]!.id));
    expect(variant!.reservedQty).toBe(3 * CLIENTS);
  });
});
