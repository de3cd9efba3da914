import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, orders } from '../../server/src/db/schema';
import { orderOf, perfumeBefore, seedPerfume } from './helpers/catalogue';
import { discountShop, terms } from './helpers/discounts';
import { as, onPostgres, testServer, twoServers } from './helpers/testApp';

/** Discount codes raced for by many orders at once, and guessed at. */
describe(`discount codes raced for (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const { t, create, order, reason } = discountShop();

  it('100 orders racing for a code limited to 10 uses: exactly 10 place with it', async () => {
    const made = await create('RACE10', { maxUses: 10, kind: 'fixed', value: 100 });
    const responses = await Promise.all(Array.from({ length: 100 }, () => order('RACE10', 1)));
    const placed = responses.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(10);
    for (const refused of responses.filter((r) => r.statusCode !== 201))
      expect(reason(refused)).toBe('This discount code has been used up.');
    const { db } = t.app.database;
    const withCode = await db.select().from(orders).where(eq(orders.discountCodeId, made._id));
    expect(withCode).toHaveLength(10);
    expect(withCode.every((o) => Number(o.totalAmount) === 900)).toBe(true);
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, made._id));
    expect(row!.usedCount).toBe(10);
  });

  it('one phone racing for a code of one use per phone places it once', async () => {
    await create('PHONERACE', { maxUsesPerPhone: 1 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order('PHONERACE', 1, { customerPhone: i % 2 ? '0345 1112223' : '+923451112223' }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
  });
});

describe('guessing codes is limited per address', () => {
  const t = testServer();
  const perfume = perfumeBefore(t, 'Guess Oud', [{ size: '50ml', price: 1000, stock: 100 }]);
  beforeAll(async () => {
    await as(t, t.root)('POST', '/api/admin/discounts', terms('REAL-CODE'));
  });

  const check = (code: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/discounts/check',
      remoteAddress,
      payload: {
        code,
        products: [{ productId: perfume.perfumeId, variantSize: '50ml', quantity: 1 }],
      },
    });

  it('ten unknown codes from one address, then even a real one is refused with 429', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await check(`GUESS-${i}`, '10.0.0.7')).statusCode).toBe(400);
    const locked = await check('GUESS-10', '10.0.0.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many codes tried. Please try again later.');
    expect((await check('REAL-CODE', '10.0.0.7')).statusCode).toBe(429);
    // Another address is not affected, and a right code is never counted as a guess.
    expect((await check('REAL-CODE', '10.0.0.8')).statusCode).toBe(200);
  });
});

/** Two instances, each with its own connection pool, on one PostgreSQL: the limit holds across them. */
describe.skipIf(!onPostgres)('a code raced for through two instances (PostgreSQL)', () => {
  const servers = twoServers({ rateLimit: false });
  let perfumeId: string;

  beforeAll(async () => {
    const t = { app: servers.a, config: servers.config };
    perfumeId = (await seedPerfume(t, 'Twin Oud', [{ size: '50ml', price: 1000, stock: 1000 }]))
      .perfumeId;
    const made = await as(t, servers.root)(
      'POST',
      '/api/admin/discounts',
      terms('TWIN10', { maxUses: 10 }),
    );
    expect(made.statusCode, made.body).toBe(201);
  });

  it('100 orders split over the two: exactly 10 place with the code', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? servers.a : servers.b).inject({
          method: 'POST',
          url: '/api/orders',
          payload: {
            ...orderOf(perfumeId, `twin${i}@example.pk`),
            customerPhone: `0302-${String(1_000_000 + i)}`,
            discountCode: 'twin10',
          },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(90);
    const [row] = await servers.a.database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, 'TWIN10'));
    expect(row!.usedCount).toBe(10);
    const withCode = await servers.a.database.db
      .select()
      .from(orders)
      .where(eq(orders.discountCodeId, row!.id));
    expect(withCode).toHaveLength(10);
  });
});
