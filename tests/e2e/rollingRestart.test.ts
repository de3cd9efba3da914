import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../server/helpers/multipart';
import { haveNginx, sendFrom, startReadmeNginx, type ProxiedAnswer } from '../server/helpers/nginx';
import { adminUrl, orderFrom, shopsBehindNginx } from './cluster';
import { ROOT } from './shop';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * docs/deploy.md's rolling restart, for real: two compiled shop processes on one PostgreSQL behind
 * Debian's nginx configured with README.md's own nginx block, shoppers browsing and checking out
 * all the while. Each instance in turn gets SIGTERM (drain, exit), starts again, and is waited for
 * as the procedure says. No shopper may see an error, and every order exists once.
 */
describe.skipIf(!adminUrl || !haveNginx)('a rolling restart behind the README’s nginx', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const cluster = shopsBehindNginx('rolling', (ports) => startReadmeNginx(readme, ports));
  const { ports, shops } = cluster;
  let productId: string;

  beforeAll(async () => {
    const send = (url: string, fields: Parameters<typeof cluster.upload>[3]) =>
      cluster.upload<Record<string, { _id: string }>>(shops[0]!, 'POST', url, fields, 201);
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
  }, 60_000);

  /**
   * One checkout from an address, mailbox and phone of its own (the per-address and per-phone
   * limits are not what these tests are about), with an Idempotency-Key as the storefront sends.
   */
  const placeOrder = (n: number, key: string): Promise<ProxiedAnswer> =>
    orderFrom(
      cluster.proxy.port,
      { network: 6, perByte: 200, mailbox: 'rolling', phone: 3_024_000_000 },
      n,
      { productId, variantSize: '50ml' },
      { 'idempotency-key': key },
    ).catch((error: Error) => ({ status: 0, body: error.message, upstream: '', cookies: [] }));

  /** Every order given exists once, under its key and number; nothing else was placed. */
  async function expectStoredOnce(given: Map<string, string>) {
    const stored = await cluster.query<{ key: string; number: string }>(
      `select idempotency_key as key, order_number as number from orders`,
    );
    expect(stored).toHaveLength(given.size);
    for (const row of stored) expect(given.get(row.key)).toBe(row.number);
    // Stock was reserved once per order.
    const stock = await cluster.query<{ reserved: number }>(
      `select v.reserved_qty as reserved from variants v join perfumes p on p.id = v.perfume_id
       where p.name = 'Never Down'`,
    );
    expect(Number(stock[0]!.reserved)).toBe(given.size);
  }

  /**
   * docs/deploy.md, one instance: SIGTERM, wait for the exit, start it, wait until ready, then a
   * pause before the next one: 1 s here, stricter than the procedure's 5 s (nginx's default of
   * benching an instance for 10 s after one failed connection would show as 502s).
   */
  async function restart(i: number): Promise<number | null> {
    const code = await shops[i]!.stop('SIGTERM');
    await cluster.start(i);
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
        const answer = await sendFrom(cluster.proxy.port, `127.7.0.${b + 1}`, 'GET', url).catch(
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
      cluster.proxy.errorLog().slice(-2_000),
    ).toEqual([]);
    console.log(
      `rolling restart: ${answers.length} requests (${given.size} orders), ${failed.length} failed`,
    );
    expect(given.size).toBeGreaterThan(100);
    expect(answers.length).toBeGreaterThan(given.size);

    // nginx did meet the restarts (some requests were tried on both instances) and both
    // instances served again afterwards.
    const log = cluster.proxy.accessLog().trim().split('\n');
    const triedTwice = log.filter((line) => line.includes(', 127.0.0.1:'));
    expect(triedTwice.length, 'no request met a restarting instance').toBeGreaterThan(0);
    const lastLines = log.slice(-40).join('\n');
    for (const port of ports) expect(lastLines).toContain(`127.0.0.1:${port}`);

    await expectStoredOnce(given);
  }, 240_000);

  it('gives every order a client retried after an instance was killed mid-checkout exactly once', async () => {
    // The orders so far (the first test's) are all stored once: carry on from them.
    const given = new Map(
      (
        await cluster.query<{ key: string; number: string }>(
          `select idempotency_key as key, order_number as number from orders`,
        )
      ).map((row) => [row.key, row.number]),
    );

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
      await cluster.start(i);
    }
    await pause(1_500);
    killing = false;
    await Promise.all(load);

    expect(Date.now()).toBeLessThan(stopAt);
    expect(visible).toEqual([]);
    await expectStoredOnce(given);
  }, 180_000);
});
