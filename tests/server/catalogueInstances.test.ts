import { beforeAll, describe, expect, it } from 'vitest';
import { seedPerfume } from './helpers/catalogue';
import { multipart } from './helpers/multipart';
import { onPostgres, twoServers } from './helpers/testApp';

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
  const servers = twoServers({ listen: true });
  let perfumeId: string;
  let categoryId: string;

  beforeAll(async () => {
    ({ perfumeId, categoryId } = await seedPerfume(
      { app: servers.a, config: servers.config },
      'Musk Noir',
      [{ size: '50ml', price: 5000, stock: 10 }],
    ));
  });

  const productOnB = async (): Promise<PublicPerfume | null> => {
    const response = await fetch(`${servers.urlB}/api/products/public/${perfumeId}`);
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
      await fetch(`${servers.urlA}/api/products/${perfumeId}`, {
        headers: { authorization: `Bearer ${servers.root}` },
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
    const edit = await fetch(`${servers.urlA}/api/products/${perfumeId}`, {
      method: 'PUT',
      headers: { ...body.headers, authorization: `Bearer ${servers.root}` },
      body: new Uint8Array(body.payload),
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const took = await timeUntil((p) => p?.variants[0]?.price === 4321);
    expect(took).toBeLessThan(1000);
    expect((await productOnB())!.variants[0]!.stock).toBe(3);
  });

  it('drops a perfume deactivated on A within a second, and brings it back', async () => {
    await warm();
    const off = await fetch(`${servers.urlA}/api/products/${perfumeId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${servers.root}` },
    });
    expect(off.status).toBe(200);
    expect(await timeUntil((p) => p === null)).toBeLessThan(1000);

    const on = await fetch(`${servers.urlA}/api/products/${perfumeId}/reactivate`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${servers.root}` },
    });
    expect(on.status).toBe(200);
    expect(await timeUntil((p) => p !== null)).toBeLessThan(1000);
  });
});
