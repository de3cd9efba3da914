import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, variants } from '../../server/src/db/schema';
import { onPostgres, testServer } from './helpers/testApp';
import { orderOf, postOrder, seedPerfume } from './helpers/catalogue';

describe(`idempotent checkout (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const t = testServer({}, {}, { rateLimit: false });
  let perfumeId: string;
  let variantId: string;
  beforeAll(async () => {
    const perfume = await seedPerfume(t, 'Oud Once', [{ size: '50ml', price: 4500, stock: 100 }]);
    perfumeId = perfume.perfumeId;
    variantId = perfume.variants[0]!.id;
  });

  const body = (email: string, quantity = 1) => orderOf(perfumeId, email, quantity);
  const place = (payload: object, key?: string) => postOrder(t.app, payload, key);
  const ordersWithKey = (key: string) =>
    t.app.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
  const ordersFrom = (email: string) =>
    t.app.database.db.select().from(orders).where(eq(orders.customerEmail, email));
  const reserved = async () =>
    (await t.app.database.db.select().from(variants).where(eq(variants.id, variantId)))[0]!
      .reservedQty;

  it('a retry with the same key and body returns the first order (200, same number), once', async () => {
    const key = randomUUID();
    const before = await reserved();
    const first = await place(body('replay@example.pk', 2), key);
    expect(first.statusCode).toBe(201);
    // The same request, its fields in another order: the same canonical body.
    const { products, ...rest } = body('replay@example.pk', 2);
    const again = await place({ products, ...rest }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order.orderNumber).toBe(first.json().order.orderNumber);
    expect(again.json().order).toEqual(first.json().order);
    expect(await ordersWithKey(key)).toHaveLength(1);
    expect((await reserved()) - before).toBe(2);
  });

  it('the first answer is the order as its page shows it', async () => {
    const first = await place(body('page@example.pk'), randomUUID());
    const page = await t.app.inject(`/api/orders/${first.json().order._id}`);
    expect(first.json().order).toEqual(page.json());
  });

  it('the same key with a different body is refused 422 and places nothing', async () => {
    const key = randomUUID();
    expect((await place(body('differ@example.pk', 1), key)).statusCode).toBe(201);
    const before = await reserved();
    const other = await place(body('differ@example.pk', 3), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].param).toBe('Idempotency-Key');
    expect(other.json().message).toMatch(/Idempotency-Key/);
    expect(await ordersWithKey(key)).toHaveLength(1);
    expect(await reserved()).toBe(before);
  });

  it('a malformed key is refused 400 naming the header', async () => {
    for (const key of [
      'short',
      'has spaces in it',
      'x'.repeat(101),
      'semi;colon;key',
      'ключ-ключ-ключ',
    ]) {
      const answer = await place(body('malformed@example.pk'), key);
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json().message).toBe('The Idempotency-Key header is invalid.');
      expect(answer.json().errors[0].param).toBe('Idempotency-Key');
    }
    expect(await ordersFrom('malformed@example.pk')).toHaveLength(0);
  });

  it('orders without a key are still placed, each one new', async () => {
    expect((await place(body('nokey@example.pk'))).statusCode).toBe(201);
    expect((await place(body('nokey@example.pk'))).statusCode).toBe(201);
    expect(await ordersFrom('nokey@example.pk')).toHaveLength(2);
  });

  it('concurrent requests with the same key create exactly one order', async () => {
    const key = randomUUID();
    const before = await reserved();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => place(body('together@example.pk', 1), key)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(new Set(answers.map((a) => a.json().order.orderNumber)).size).toBe(1);
    expect(await ordersWithKey(key)).toHaveLength(1);
    expect((await reserved()) - before).toBe(1);
  });
});
