import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pngOf } from '../server/helpers/multipart';
import { haveNginx, startNginx, type ProxiedAnswer } from '../server/helpers/nginx';
import { adminUrl, orderFrom, shopsBehindNginx } from './cluster';

/**
 * Two shop processes (the compiled server, as `npm start` runs it), each with its own DATA_DIR,
 * on one PostgreSQL, behind Debian's nginx on loopback.
 */
describe.skipIf(!adminUrl || !haveNginx)('two instances behind nginx on one PostgreSQL', () => {
  const cluster = shopsBehindNginx('instances', startNginx);
  const { dirs, shops, upload } = cluster;
  let categoryId: string;

  it('serves through B an image uploaded through A', async () => {
    const created = await upload<{ category: { _id: string; image: string } }>(
      shops[0]!,
      'POST',
      '/api/category/',
      [
        ['name', 'Instances'],
        ['description', 'Uploaded through A'],
        ['image', await pngOf('#2c7a5e', 300)],
      ],
    );
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
    const created = await upload<{
      product: { _id: string; version: number; variants: { _id: string; image: string }[] };
    }>(shops[0]!, 'POST', '/api/products/', [
      ['name', 'Last Ten'],
      ['description', 'Ten bottles only'],
      ['category', categoryId],
      ['variants', JSON.stringify([{ size: '50ml', price: 5000, stock: 10 }])],
      ['images', await pngOf('#5e2c7a')],
    ]);
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
    const crowd = { network: 1, perByte: 100, mailbox: 'shopper', phone: 3_002_000_000 };
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        orderFrom(cluster.proxy.port, crowd, i, { productId: product._id, variantSize: '50ml' }),
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
    const created = await upload<{ product: { _id: string } }>(
      shops[1]!,
      'POST',
      '/api/products/',
      [
        ['name', 'Under Load'],
        ['description', 'Plenty in stock'],
        ['category', categoryId],
        ['variants', JSON.stringify([{ size: '100ml', price: 3000, stock: 500 }])],
        ['images', await pngOf('#7a5e2c')],
      ],
    );
    const line = { productId: created.product._id, variantSize: '100ml' };
    const crowd = { network: 2, perByte: 100, mailbox: 'load', phone: 3_013_000_000 };
    const order = (i: number) =>
      orderFrom(cluster.proxy.port, crowd, i, line).catch((): ProxiedAnswer => ({
        status: 0,
        body: '',
        upstream: '',
        cookies: [],
      }));

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

    const stored = await cluster.query<{ id: string }>(
      `select distinct order_id as id from order_lines where product_name = 'Under Load'`,
    );
    const ids = new Set(stored.map((row) => row.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    const stock = await cluster.query<{ reserved: number }>(
      `select v.reserved_qty as reserved from variants v join perfumes p on p.id = v.perfume_id
       where p.name = 'Under Load'`,
    );
    // Every order kept reserved its unit, and nothing else did.
    expect(Number(stock[0]!.reserved)).toBe(ids.size);
  });
});
