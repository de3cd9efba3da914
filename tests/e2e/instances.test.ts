import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngOf } from '../server/helpers/multipart';
import { haveNginx, sendFrom, startNginx, type ProxiedAnswer } from '../server/helpers/nginx';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  freePort,
  removeDataDir,
  spawnShop,
  waitUntilReady,
  type RunningShop,
} from './shop';

/** PostgreSQL for this test: CI exports TEST_PG_URL; the server suite's TEST_DATABASE_URL too. */
const adminUrl = process.env.TEST_PG_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl && process.env.CI) throw new Error('TEST_PG_URL is needed for instances.test.ts');

/**
 * Two shop processes (the compiled server, as `npm start` runs it), each with its own DATA_DIR,
 * on one PostgreSQL, behind Debian's nginx on loopback.
 */
describe.skipIf(!adminUrl || !haveNginx)('two instances behind nginx on one PostgreSQL', () => {
  const name = `shop_instances_${randomBytes(5).toString('hex')}`;
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'shop-instance-')));
  let shops: RunningShop[] = [];
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  let token: string;
  let categoryId: string;

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
    const ports = [await freePort(), await freePort()];
    proxy = await startNginx(ports);
    const env = {
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${proxy.port}`,
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    };
    // Started together: they take turns at the migrations.
    shops = ports.map((port, i) => spawnShop(dirs[i]!, port, env));
    await Promise.all(shops.map((shop) => waitUntilReady(shop)));
    const login = await sendFrom(proxy.port, '127.0.0.1', 'POST', '/api/auth/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(login.status).toBe(200);
    token = (JSON.parse(login.body) as { accessToken: string }).accessToken;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await proxy?.stop();
    await admin(`drop database if exists ${name} with (force)`);
    await Promise.all(dirs.map(removeDataDir));
  });

  /** A back-office multipart call straight to one instance. */
  const upload = async (
    shop: RunningShop,
    method: string,
    url: string,
    fields: Parameters<typeof multipart>[0],
  ) => {
    const body = await multipart(fields);
    const response = await fetch(`${shop.url}${url}`, {
      method,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(body.payload),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response.json() as Promise<Record<string, never>>;
  };

  it('serves through B an image uploaded through A', async () => {
    const created = (await upload(shops[0]!, 'POST', '/api/category/', [
      ['name', 'Instances'],
      ['description', 'Uploaded through A'],
      ['image', await pngOf('#2c7a5e', 300)],
    ])) as unknown as { category: { _id: string; image: string } };
    categoryId = created.category._id;
    const image = created.category.image;
    expect(fs.existsSync(path.join(dirs[1]!, 'uploads', path.basename(image)))).toBe(false);
    const [fromA, fromB] = await Promise.all(
      shops.map(async (shop) =>
        Buffer.from(await (await fetch(`${shop.url}${image}`)).arrayBuffer()),
      ),
    );
    expect(fromB!.length).toBeGreaterThan(0);
    expect(fromB).toEqual(fromA);
  });

  it('shows on B a price edited on A, and sells exactly the 10 units in stock to 200 shoppers', async () => {
    const created = (await upload(shops[0]!, 'POST', '/api/products/', [
      ['name', 'Last Ten'],
      ['description', 'Ten bottles only'],
      ['category', categoryId],
      ['variants', JSON.stringify([{ size: '50ml', price: 5000, stock: 10 }])],
      ['images', await pngOf('#5e2c7a')],
    ])) as unknown as {
      product: { _id: string; version: number; variants: { _id: string; image: string }[] };
    };
    const product = created.product;
    const onB = async () =>
      (await (await fetch(`${shops[1]!.url}/api/products/public/${product._id}`)).json()) as {
        variants: { price: number; stock: number }[];
      };
    expect((await onB()).variants[0]!.price).toBe(5000);

    await upload(shops[0]!, 'PUT', `/api/products/${product._id}`, [
      ['name', 'Last Ten'],
      ['category', categoryId],
      ['version', String(product.version)],
      [
        'variants',
        JSON.stringify([
          {
            _id: product.variants[0]!._id,
            size: '50ml',
            price: 4500,
            stock: 10,
            image: product.variants[0]!.image,
          },
        ]),
      ],
    ]);
    // Within a second or two on an idle machine; the bound leaves room for a loaded one.
    const deadline = Date.now() + 15_000;
    while ((await onB()).variants[0]!.price !== 4500 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect((await onB()).variants[0]!.price).toBe(4500);

    // 200 customers, each from an address of their own, at once.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        sendFrom(
          proxy.port,
          `127.1.${Math.floor(i / 100)}.${(i % 100) + 1}`,
          'POST',
          '/api/orders/',
          {
            customerName: 'Ayesha Khan',
            customerEmail: `shopper${i}@example.pk`,
            customerPhone: `0300${String(2_000_000 + i)}`,
            customerProvince: 'Punjab',
            customerCity: 'Lahore',
            customerAddress: 'House 1, Street 2, Gulberg',
            postalcode: '54000',
            paymentMethod: 'COD',
            products: [{ productId: product._id, variantSize: '50ml', quantity: 1 }],
          },
        ),
      ),
    );
    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(placed).toHaveLength(10);
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([409]));
    // nginx shared the checkouts between both instances.
    const upstreams = new Set(answers.map((a) => a.upstream));
    expect(upstreams.size).toBe(2);
    // B's kept catalogue is refreshed within 2 s (other instances move stock); the bound leaves
    // room for a loaded machine.
    const soldOut = Date.now() + 15_000;
    while ((await onB()).variants[0]!.stock !== 0 && Date.now() < soldOut)
      await new Promise((r) => setTimeout(r, 100));
    expect((await onB()).variants[0]!.stock).toBe(0);
  });

  it('loses no acknowledged order when an instance is killed under load', async () => {
    const created = (await upload(shops[1]!, 'POST', '/api/products/', [
      ['name', 'Under Load'],
      ['description', 'Plenty in stock'],
      ['category', categoryId],
      ['variants', JSON.stringify([{ size: '100ml', price: 3000, stock: 500 }])],
      ['images', await pngOf('#7a5e2c')],
    ])) as unknown as { product: { _id: string } };
    const productId = created.product._id;
    const order = (i: number) =>
      sendFrom(
        proxy.port,
        `127.2.${Math.floor(i / 100)}.${(i % 100) + 1}`,
        'POST',
        '/api/orders/',
        {
          customerName: 'Bilal Ahmed',
          customerEmail: `load${i}@example.pk`,
          customerPhone: `0301${String(3_000_000 + i)}`,
          customerProvince: 'Sindh',
          customerCity: 'Karachi',
          customerAddress: 'Flat 3, Block 7, Clifton',
          postalcode: '75600',
          paymentMethod: 'COD',
          products: [{ productId, variantSize: '100ml', quantity: 1 }],
        },
      ).catch((): ProxiedAnswer => ({ status: 0, body: '', upstream: '', cookies: [] }));

    // 150 checkouts, 10 at a time; instance A is killed after the 50th has been sent.
    const answers: ProxiedAnswer[] = [];
    for (let batch = 0; batch < 15; batch += 1) {
      if (batch === 5) await shops[0]!.stop('SIGKILL');
      answers.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, j) => order(batch * 10 + j)))),
      );
    }
    const acknowledged = answers
      .filter((a) => a.status === 201)
      .map((a) => (JSON.parse(a.body) as { order: { _id: string } }).order._id);
    // Requests A had in flight may fail (nginx does not resend an order); the rest go to B.
    expect(acknowledged.length).toBeGreaterThanOrEqual(140);
    expect(answers.slice(60).every((a) => a.status === 201)).toBe(true);

    const client = new pg.Client({ connectionString: new URL(`/${name}`, adminUrl).toString() });
    await client.connect();
    try {
      const stored = await client.query<{ id: string }>(
        `select distinct order_id as id from order_lines where product_name = 'Under Load'`,
      );
      const ids = new Set(stored.rows.map((row) => row.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      const stock = await client.query<{ reserved: number }>(
        `select v.reserved_qty as reserved from variants v join perfumes p on p.id = v.perfume_id
         where p.name = 'Under Load'`,
      );
      // Every order kept reserved its unit, and nothing else did.
      expect(Number(stock.rows[0]!.reserved)).toBe(ids.size);
    } finally {
      await client.end();
    }
  });
});
