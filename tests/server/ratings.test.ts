import { beforeAll, describe, expect, it } from 'vitest';
import { categories, perfumes, variants } from '../../server/src/db/schema';
import { as, staffServer } from './helpers/testApp';

describe('ratings per perfume', () => {
  const t = staffServer({}, {}, { rateLimit: false });
  let oud: string;
  let hidden: string;

  beforeAll(async () => {
    const { db } = t.app.database;
    const [category] = await db.insert(categories).values({ name: 'Oud' }).returning();
    const [onSale, off] = await db
      .insert(perfumes)
      .values([
        { name: 'Royal Oud', categoryId: category!.id },
        { name: 'Withdrawn', categoryId: category!.id, isActive: false },
      ])
      .returning();
    await db.insert(variants).values([
      { perfumeId: onSale!.id, size: '50ml', price: 5000, stock: 10 },
      { perfumeId: off!.id, size: '50ml', price: 5000, stock: 10 },
    ]);
    oud = onSale!.id;
    hidden = off!.id;
  });

  const reviewer = (n: number) => ({
    name: `Reviewer ${n}`,
    city: 'Multan',
    phone: `0312-44455${String(n).padStart(2, '0')}`,
    review: `Review number ${n}.`,
  });
  const send = (body: object) => as(t, null)('POST', '/api/reviews/', body);
  const product = async () => (await t.app.inject(`/api/products/public/${oud}`)).json();
  const page = async (n = 1) =>
    (await t.app.inject(`/api/products/public/${oud}/reviews?page=${n}`)).json();
  const approveAll = async () => {
    for (const review of (await as(t, t.clerk)('GET', '/api/reviews/all')).json()) {
      if (!review.isApproved)
        await as(t, t.clerk)('PATCH', `/api/reviews/${review._id}/approve`, { isApproved: true });
    }
  };

  it("keeps the seed's form working: a review with only name, city, phone and text", async () => {
    expect((await send(reviewer(1))).statusCode).toBe(201);
  });

  it('refuses stars outside 1 to 5 and a perfume not on sale, naming the field', async () => {
    for (const stars of [0, 6, 2.5, '5']) {
      const refused = await send({ ...reviewer(2), perfumeId: oud, stars });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('stars');
    }
    for (const perfumeId of [hidden, '00000000-0000-4000-8000-000000000000']) {
      const refused = await send({ ...reviewer(2), perfumeId, stars: 4 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Choose a perfume from the list',
        errors: [{ param: 'perfumeId', msg: 'Choose a perfume from the list' }],
      });
    }
  });

  it('shows nothing before approval; then the average to one decimal, the count and the reviews', async () => {
    for (const [n, stars] of [
      [3, 5],
      [4, 4],
      [5, 4],
    ] as const) {
      expect((await send({ ...reviewer(n), perfumeId: oud, stars })).statusCode).toBe(201);
    }
    // Named, without stars: listed on the page, not in the average.
    expect((await send({ ...reviewer(6), perfumeId: oud })).statusCode).toBe(201);
    expect((await product()).rating).toBeNull();
    expect(await page()).toEqual({ rating: null, total: 0, page: 1, pageSize: 5, reviews: [] });

    await approveAll();
    expect((await product()).rating).toEqual({ average: 4.3, count: 3 });
    const list = (await t.app.inject('/api/products/public')).json();
    expect(list.find((p: { _id: string }) => p._id === oud).rating).toEqual({
      average: 4.3,
      count: 3,
    });
    const first = await page();
    expect(first).toMatchObject({ rating: { average: 4.3, count: 3 }, total: 4, pageSize: 5 });
    // Newest first, without the phone.
    expect(first.reviews.map((r: { name: string }) => r.name)).toEqual([
      'Reviewer 6',
      'Reviewer 5',
      'Reviewer 4',
      'Reviewer 3',
    ]);
    expect(first.reviews[0]).toEqual({
      _id: expect.any(String),
      name: 'Reviewer 6',
      city: 'Multan',
      review: 'Review number 6.',
      perfume: { _id: oud, name: 'Royal Oud' },
      stars: null,
      createdAt: expect.any(String),
    });
  });

  it('pages the reviews five at a time, and a hidden one leaves the average', async () => {
    for (const n of [7, 8]) await send({ ...reviewer(n), perfumeId: oud, stars: 1 });
    await approveAll();
    expect((await page(1)).reviews).toHaveLength(5);
    expect((await page(2)).reviews.map((r: { name: string }) => r.name)).toEqual(['Reviewer 3']);
    expect((await product()).rating).toEqual({ average: 3, count: 5 });

    const [newest] = (await as(t, t.clerk)('GET', '/api/reviews/all')).json();
    await as(t, t.clerk)('PATCH', `/api/reviews/${newest._id}/approve`, { isApproved: false });
    expect((await product()).rating).toEqual({ average: 3.5, count: 4 });
  });

  it("filters the staff's grid by perfume and by stars", async () => {
    const byPerfume = (await as(t, t.clerk)('GET', `/api/reviews/all?perfumeId=${oud}`)).json();
    expect(byPerfume).toHaveLength(6);
    expect(
      byPerfume.every((r: { perfume: { name: string } }) => r.perfume.name === 'Royal Oud'),
    ).toBe(true);
    const fours = (await as(t, t.clerk)('GET', '/api/reviews/all?stars=4')).json();
    expect(fours.map((r: { name: string }) => r.name).sort()).toEqual(['Reviewer 4', 'Reviewer 5']);
    expect((await as(t, t.clerk)('GET', '/api/reviews/all?stars=9')).statusCode).toBe(400);
    expect((await as(t, null)('GET', '/api/reviews/all')).statusCode).toBe(401);
  });
});
