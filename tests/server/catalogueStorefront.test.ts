import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, perfumes, variants } from '../../server/src/db/schema';
import { as, staffServer } from './helpers/testApp';
import { sendForm } from './helpers/multipart';

describe('storefront catalogue and stock rules', () => {
  const t = staffServer();
  const ids = {
    active: '',
    hiddenCategory: '',
    onSale: '',
    inactivePerfume: '',
    inHidden: '',
    variant: '',
  };

  beforeAll(async () => {
    const { db } = t.app.database;
    const [active, hidden] = await db
      .insert(categories)
      .values([{ name: 'Unisex' }, { name: 'Hidden', isActive: false }])
      .returning();
    const [onSale, off, inHidden] = await db
      .insert(perfumes)
      .values([
        { name: 'Citrus', categoryId: active!.id },
        { name: 'Old Stock', categoryId: active!.id, isActive: false },
        { name: 'Secret', categoryId: hidden!.id },
      ])
      .returning();
    const [variant] = await db
      .insert(variants)
      .values([
        {
          perfumeId: onSale!.id,
          position: 0,
          size: '50ml',
          price: 3000,
          stock: 10,
          reservedQty: 4,
          image: '/uploads/a.webp',
        },
        { perfumeId: onSale!.id, position: 1, size: '100ml', price: 5000, stock: 2 },
        { perfumeId: off!.id, size: '50ml', price: 1, stock: 1 },
        { perfumeId: inHidden!.id, size: '50ml', price: 1, stock: 1 },
      ])
      .returning();
    Object.assign(ids, {
      active: active!.id,
      hiddenCategory: hidden!.id,
      onSale: onSale!.id,
      inactivePerfume: off!.id,
      inHidden: inHidden!.id,
      variant: variant!.id,
    });
  });

  it('lists only active perfumes in active categories, with available stock and no counters', async () => {
    const list = (await t.app.inject('/api/products/public')).json();
    expect(list).toEqual([
      {
        _id: ids.onSale,
        name: 'Citrus',
        description: null,
        category: { _id: ids.active, name: 'Unisex' },
        variants: [
          { _id: ids.variant, size: '50ml', price: 3000, stock: 6, image: '/uploads/a.webp' },
          { _id: expect.any(String), size: '100ml', price: 5000, stock: 2, image: null },
        ],
        rating: null,
      },
    ]);
  });

  it('answers 404 for an inactive perfume, a perfume in an inactive category, and an inactive category', async () => {
    expect((await t.app.inject(`/api/products/public/${ids.onSale}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/products/public/${ids.inactivePerfume}`)).statusCode).toBe(
      404,
    );
    expect((await t.app.inject(`/api/products/public/${ids.inHidden}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject(`/api/products/public/category/${ids.hiddenCategory}`)).statusCode,
    ).toBe(404);
    expect((await t.app.inject(`/api/category/${ids.hiddenCategory}`)).statusCode).toBe(404);
    const inCategory = (await t.app.inject(`/api/products/public/category/${ids.active}`)).json();
    expect(inCategory.map((p: { name: string }) => p.name)).toEqual(['Citrus']);
  });

  it('hides a perfume as soon as its category is deactivated', async () => {
    await as(t, t.clerk)('PATCH', `/api/category/${ids.active}/deactivate`);
    expect((await t.app.inject('/api/products/public')).json()).toEqual([]);
    expect((await t.app.inject(`/api/products/public/${ids.onSale}`)).statusCode).toBe(404);
    await t.app.database.db
      .update(categories)
      .set({ isActive: true })
      .where(eq(categories.id, ids.active));
  });

  const edit = (variantList: object[]) =>
    sendForm(t, t.clerk, 'PUT', `/api/products/${ids.onSale}`, [
      ['name', 'Citrus'],
      ['category', ids.active],
      ['variants', JSON.stringify(variantList)],
    ]);

  it('never sets stock below the reserved units and says how many are reserved', async () => {
    const response = await edit([
      { _id: ids.variant, size: '50ml', price: 3000, stock: 3 },
      { size: '100ml', price: 5000, stock: 2 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Stock for 50ml cannot be less than the 4 units reserved by open orders.',
    );
    const [row] = await t.app.database.db
      .select()
      .from(variants)
      .where(eq(variants.id, ids.variant));
    expect(row).toMatchObject({ stock: 10, reservedQty: 4, price: 3000 });
    const ok = await edit([
      { _id: ids.variant, size: '50ml', price: 3000, stock: 4 },
      { size: '100ml', price: 5000, stock: 2 },
    ]);
    expect(ok.statusCode).toBe(200);
  });

  it('refuses to remove a size with reserved units', async () => {
    const response = await edit([{ size: '100ml', price: 5000, stock: 2 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Size 50ml cannot be removed: 4 units are reserved by open orders.',
    );
  });

  it('ignores counters sent by the client: reserved, shipped and returned are read-only', async () => {
    const response = await edit([
      {
        _id: ids.variant,
        size: '50ml',
        price: 3000,
        stock: 8,
        reservedQty: 0,
        shippedQty: 99,
        returnedQty: 99,
      },
      { size: '100ml', price: 5000, stock: 2 },
    ]);
    expect(response.statusCode).toBe(200);
    const [row] = await t.app.database.db
      .select()
      .from(variants)
      .where(eq(variants.id, ids.variant));
    expect(row).toMatchObject({ stock: 8, reservedQty: 4, shippedQty: 0, returnedQty: 0 });
  });

  it('lists sizes smallest first by volume to shoppers, as typed to staff', async () => {
    const { db } = t.app.database;
    const [category] = await db.insert(categories).values({ name: 'Sizes' }).returning();
    const [perfume] = await db
      .insert(perfumes)
      .values({ name: 'Sized', categoryId: category!.id })
      .returning();
    const typed = ['100ml', 'Gift set', '50 ML', '3.4 oz', '12ml'];
    await db
      .insert(variants)
      .values(
        typed.map((size, position) => ({ perfumeId: perfume!.id, position, size, price: 1000 })),
      );
    const shown = (await t.app.inject(`/api/products/public/${perfume!.id}`)).json();
    // 3.4 oz is 100.5 ml; a size with no volume comes last.
    expect(shown.variants.map((v: { size: string }) => v.size)).toEqual([
      '12ml',
      '50 ML',
      '100ml',
      '3.4 oz',
      'Gift set',
    ]);
    const staff = (await as(t, t.clerk)('GET', `/api/products/${perfume!.id}`)).json();
    expect(staff.variants.map((v: { size: string }) => v.size)).toEqual(typed);
  });
});
