import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { seedPerfume } from './helpers/catalogue';
import { multipart } from './helpers/multipart';
import {
  onPostgres,
  rootSession,
  scratchDatabase,
  testConfig,
  type TestApp,
} from './helpers/testApp';

interface PublicPerfume {
  _id: string;
  version?: number;
  variants: { _id: string; size: string; price: number; stock: number; image: string | null }[];
}

/**
 * Two instances on one PostgreSQL, each with its own kept catalogue: an edit through one is seen
 * through the other within a second (LISTEN/NOTIFY), over real HTTP.
 */
describe.skipIf(!onPostgres)('catalogue changes across instances (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  let token: string;
  let perfumeId: string;
  let categoryId: string;

  beforeAll(async () => {
    scratch = await scratchDatabase();
    const config = testConfig(scratch.dir, scratch.database);
    a = await buildApp(config, { logger: false });
    b = await buildApp(config, { logger: false });
    urlA = await a.listen({ port: 0, host: '127.0.0.1' });
    urlB = await b.listen({ port: 0, host: '127.0.0.1' });
    const t = { app: a, config, close: async () => {} } as TestApp;
    token = (await rootSession(t)).token;
    ({ perfumeId, categoryId } = await seedPerfume(t, 'Musk Noir', [
      { size: '50ml', price: 5000, stock: 10 },
    ]));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  const productOnB = async (): Promise<PublicPerfume | null> => {
    const response = await fetch(`${urlB}/api/products/public/${perfumeId}`);
    return response.status === 200 ? ((await response.json()) as PublicPerfume) : null;
  };

  /** Polls B until `seen` holds; the time it took, failing after 3 s. */
  const timeUntil = async (seen: (p: PublicPerfume | null) => boolean): Promise<number> => {
    const start = Date.now();
    while (Date.now() - start < 3000) {
      if (seen(await productOnB())) return Date.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('instance B never showed the change');
  };

  const warm = async () => {
    // Twice, so that B answers from its kept copy before the edit.
    await productOnB();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await productOnB()).not.toBeNull();
  };

  it('shows a price and stock edit made on A within a second', async () => {
    await warm();
    const current = (await (
      await fetch(`${urlA}/api/products/${perfumeId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as PublicPerfume;
    const variant = current.variants[0]!;
    const body = await multipart([
      ['name', 'Musk Noir'],
      ['category', categoryId],
      ['version', String(current.version)],
      [
        'variants',
        JSON.stringify([
          { _id: variant._id, size: '50ml', price: 4321, stock: 3, image: variant.image },
        ]),
      ],
    ]);
    const edit = await fetch(`${urlA}/api/products/${perfumeId}`, {
      method: 'PUT',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(body.payload),
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const took = await timeUntil((p) => p?.variants[0]?.price === 4321);
    expect(took).toBeLessThan(1000);
    expect((await productOnB())!.variants[0]!.stock).toBe(3);
  });

  it('drops a perfume deactivated on A within a second, and brings it back', async () => {
    await warm();
    const off = await fetch(`${urlA}/api/products/${perfumeId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(off.status).toBe(200);
    expect(await timeUntil((p) => p === null)).toBeLessThan(1000);

    const on = await fetch(`${urlA}/api/products/${perfumeId}/reactivate`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(on.status).toBe(200);
    expect(await timeUntil((p) => p !== null)).toBeLessThan(1000);
  });
});
