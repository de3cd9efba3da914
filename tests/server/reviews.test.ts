import { describe, expect, it } from 'vitest';
import { as, staffServer } from './helpers/testApp';

describe('reviews', () => {
  const t = staffServer({}, {}, { rateLimit: false });

  const review = {
    name: 'Hira',
    city: 'Multan',
    phone: '0312-4445556',
    review: 'Lovely scent, lasts all day.',
  };

  it('takes a review, unapproved, and shows it publicly only after approval', async () => {
    const sent = await as(t, null)('POST', '/api/reviews/', review);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      message: 'Your review has been submitted. Thanks for your feedback!',
    });
    expect((await t.app.inject('/api/reviews/')).json()).toEqual([]);

    const all = (await as(t, t.clerk)('GET', '/api/reviews/all')).json();
    expect(all).toEqual([
      {
        ...review,
        _id: expect.any(String),
        perfume: null,
        stars: null,
        isApproved: false,
        createdAt: expect.any(String),
      },
    ]);
    const approved = await as(t, t.clerk)('PATCH', `/api/reviews/${all[0]._id}/approve`, {
      isApproved: true,
    });
    expect(approved.json()).toMatchObject({
      message: 'Review approved',
      review: { isApproved: true },
    });

    const shown = (await t.app.inject('/api/reviews/')).json();
    expect(shown).toEqual([
      {
        _id: all[0]._id,
        name: 'Hira',
        city: 'Multan',
        review: review.review,
        perfume: null,
        stars: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(shown)).not.toContain('0312');

    await as(t, t.clerk)('PATCH', `/api/reviews/${all[0]._id}/approve`, { isApproved: false });
    expect((await t.app.inject('/api/reviews/')).json()).toEqual([]);
  });

  it('lists approved reviews newest first', async () => {
    for (const name of ['First', 'Second']) {
      await as(t, null)('POST', '/api/reviews/', { ...review, name });
    }
    const all = (await as(t, t.clerk)('GET', '/api/reviews/all')).json() as {
      _id: string;
      name: string;
    }[];
    for (const r of all)
      await as(t, t.clerk)('PATCH', `/api/reviews/${r._id}/approve`, { isApproved: true });
    const names = (await t.app.inject('/api/reviews/')).json().map((r: { name: string }) => r.name);
    expect(names.slice(0, 2)).toEqual(['Second', 'First']);
  });

  it('requires every field and refuses bad or oversized input', async () => {
    const empty = await as(t, null)('POST', '/api/reviews/', { ...review, city: ' ', review: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'All fields are required',
      errors: [
        { param: 'city', msg: 'All fields are required' },
        { param: 'review', msg: 'All fields are required' },
      ],
    });
    expect(
      (await as(t, null)('POST', '/api/reviews/', { ...review, phone: 'call me' })).statusCode,
    ).toBe(400);
    // Typed on an Urdu keyboard: kept in 0-9.
    const urdu = await as(t, null)('POST', '/api/reviews/', {
      ...review,
      name: 'Urdu Keyboard',
      phone: '۰۳۱۲-۴۴۴۵۵۵۶',
    });
    expect(urdu.statusCode).toBe(201);
    const kept = (await as(t, t.root)('GET', '/api/reviews/all'))
      .json()
      .find((r: { name: string }) => r.name === 'Urdu Keyboard');
    expect(kept.phone).toBe('0312-4445556');
    expect(
      (await as(t, null)('POST', '/api/reviews/', { ...review, review: 'x'.repeat(2001) }))
        .statusCode,
    ).toBe(400);
    expect((await as(t, null)('POST', '/api/reviews/', { name: 'x' })).statusCode).toBe(400);
  });

  it('lets only superadmins delete, and staff only moderate', async () => {
    const [first] = (await as(t, t.clerk)('GET', '/api/reviews/all')).json();
    expect((await as(t, t.clerk)('DELETE', `/api/reviews/${first._id}`)).statusCode).toBe(403);
    expect((await as(t, t.root)('DELETE', `/api/reviews/${first._id}`)).json()).toEqual({
      message: 'Review deleted successfully',
    });
    expect((await as(t, t.root)('DELETE', `/api/reviews/${first._id}`)).statusCode).toBe(404);
    expect((await as(t, null)('GET', '/api/reviews/all')).statusCode).toBe(401);
    expect(
      (await as(t, null)('PATCH', `/api/reviews/${first._id}/approve`, { isApproved: true }))
        .statusCode,
    ).toBe(401);
  });
});
