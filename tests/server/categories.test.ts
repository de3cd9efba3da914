import { beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../server/src/db/schema';
import { login, testServer } from './helpers/testApp';

describe('public categories', () => {
  const t = testServer();
  let activeId: string;
  let inactiveId: string;

  beforeAll(async () => {
    const rows = await t.app.database.db
      .insert(categories)
      .values([
        { name: 'Unisex', description: 'For everyone', image: '/uploads/a.webp' },
        { name: 'Attar', isActive: true },
        { name: 'Retired', isActive: false },
      ])
      .returning();
    activeId = rows[0]!.id;
    inactiveId = rows[2]!.id;
  });

  it('lists active categories by name with _id ids', async () => {
    const response = await t.app.inject('/api/category/active');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { _id: expect.any(String), name: 'Attar', description: null, image: null, isActive: true },
      {
        _id: activeId,
        name: 'Unisex',
        description: 'For everyone',
        image: '/uploads/a.webp',
        isActive: true,
      },
    ]);
  });

  it('shows one active category to anyone', async () => {
    const response = await t.app.inject(`/api/category/${activeId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Unisex');
  });

  it('hides an inactive category from customers with a 404', async () => {
    const response = await t.app.inject(`/api/category/${inactiveId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Category not found' });
  });

  it('shows an inactive category to signed-in staff', async () => {
    const { accessToken } = await login(t.app);
    const response = await t.app.inject({
      url: `/api/category/${inactiveId}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().isActive).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await t.app.inject('/api/category/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const malformed = await t.app.inject('/api/category/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].param).toBe('id');
  });
});
