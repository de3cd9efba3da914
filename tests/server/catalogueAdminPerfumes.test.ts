import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueForms, type PerfumeBody } from './helpers/catalogueAdmin';
import { type FormFields, pngOf } from './helpers/multipart';
import { as, staffServer } from './helpers/testApp';

describe('perfumes in the back office', () => {
  const t = staffServer();
  const { send, uploadedFiles, createCategory, createPerfume } = catalogueForms(t);

  let categoryId: string;
  beforeAll(async () => {
    categoryId = (await createCategory('Oud'))._id;
  });

  it('creates a perfume with one image per variant, in order', async () => {
    const product = await createPerfume(categoryId);
    expect(product).toMatchObject({
      isActive: true,
      version: 1,
      category: { _id: categoryId, name: 'Oud', isActive: true },
    });
    expect(product.variants.map((v) => [v.size, v.price, v.stock, v.reservedQty])).toEqual([
      ['50ml', 1000, 10, 0],
      ['100ml', 2000, 10, 0],
    ]);
    expect(new Set(product.variants.map((v) => v.image)).size).toBe(2);
  });

  it('checks the form as docs/product.md §5 orders it', async () => {
    const png = await pngOf('#010203');
    const base: [string, string][] = [
      ['name', 'P'],
      ['category', categoryId],
      ['variants', JSON.stringify([{ size: '50ml', price: 10, stock: 1 }])],
    ];
    const cases: [FormFields, string][] = [
      [[['name', ''], ...base.slice(1), ['images', png]], 'Please fill in all fields'],
      [[base[0]!, ['category', ''], base[2]!, ['images', png]], 'Please select a category'],
      [
        [
          ...base.slice(0, 2),
          ['variants', JSON.stringify([{ size: '', price: 10, stock: 1 }])],
          ['images', png],
        ],
        'Please fix variant inputs',
      ],
      [
        [
          ...base.slice(0, 2),
          ['variants', JSON.stringify([{ size: 'x', price: 0, stock: 1 }])],
          ['images', png],
        ],
        'Please fix variant inputs',
      ],
      [
        [
          ...base.slice(0, 2),
          ['variants', JSON.stringify([{ size: 'x', price: 5, stock: -1 }])],
          ['images', png],
        ],
        'Please fix variant inputs',
      ],
      [
        [...base.slice(0, 2), ['variants', 'not json'], ['images', png]],
        'Please fix variant inputs',
      ],
      [base, 'Please upload an image for every variant'],
      [
        [
          ...base.slice(0, 2),
          [
            'variants',
            JSON.stringify([
              { size: '5ml', price: 5, stock: 1 },
              { size: '5ML ', price: 6, stock: 1 },
            ]),
          ],
          ['images', png],
          ['images', png],
        ],
        'Each size may appear only once: 5ML',
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await send('POST', '/api/products/', fields);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses an inactive category and a bad image without writing anything', async () => {
    const before = uploadedFiles();
    const products = (await as(t, t.clerk)('GET', '/api/products/')).json().length;
    const bad = await send('POST', '/api/products/', [
      ['name', 'Half'],
      ['category', categoryId],
      [
        'variants',
        JSON.stringify([
          { size: '1', price: 5, stock: 1 },
          { size: '2', price: 5, stock: 1 },
        ]),
      ],
      ['images', await pngOf('#0a0b0c')],
      ['images', { file: Buffer.from('<html>'), name: 'x.png', type: 'image/png' }],
    ]);
    expect(bad.statusCode).toBe(400);
    expect(uploadedFiles()).toEqual(before);
    expect((await as(t, t.clerk)('GET', '/api/products/')).json()).toHaveLength(products);
  });

  it('updates variants: replaces one image, keeps the other, adds a size, removes a size', async () => {
    const product = await createPerfume(categoryId, 'Edit Me', ['30ml', '50ml', '100ml']);
    const [v30, v50] = product.variants;
    const response = await send('PUT', `/api/products/${product._id}`, [
      ['name', 'Edited'],
      ['description', 'New words'],
      ['category', categoryId],
      ['version', String(product.version)],
      [
        'variants',
        JSON.stringify([
          { _id: v30!._id, size: '30ml', price: 1500, stock: 7, image: v30!.image },
          { _id: v50!._id, size: '50 ml', price: 2500, stock: 3, image: v50!.image },
          { size: '200ml', price: 9000, stock: 1, image: null },
        ]),
      ],
      ['images[1]', await pngOf('#fefefe')],
      ['images[2]', await pngOf('#efefef')],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json().product as PerfumeBody;
    expect(response.json().message).toBe('Perfume updated successfully');
    expect(updated.version).toBe(2);
    expect(updated.variants.map((v) => [v.size, v.price, v.stock])).toEqual([
      ['30ml', 1500, 7],
      ['50 ml', 2500, 3],
      ['200ml', 9000, 1],
    ]);
    expect(updated.variants[0]!._id).toBe(v30!._id);
    expect(updated.variants[0]!.image).toBe(v30!.image);
    expect(updated.variants[1]!._id).toBe(v50!._id);
    expect(updated.variants[1]!.image).not.toBe(v50!.image);
    expect(updated.variants[2]!.image).toMatch(/^\/uploads\//);
  });

  it('refuses an edit made on a stale version; concurrent edits lose no variant', async () => {
    const product = await createPerfume(categoryId, 'Race', ['10ml']);
    const edit = async (size: string) =>
      send('PUT', `/api/products/${product._id}`, [
        ['name', 'Race'],
        ['category', categoryId],
        ['version', String(product.version)],
        [
          'variants',
          JSON.stringify([
            { _id: product.variants[0]!._id, size: '10ml', price: 100, stock: 1 },
            { size, price: 200, stock: 1 },
          ]),
        ],
      ]);
    const [a, b] = await Promise.all([edit('20ml'), edit('30ml')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toMatch(/changed by someone else/);
    const final = (
      await as(t, t.clerk)('GET', `/api/products/${product._id}`)
    ).json() as PerfumeBody;
    const winner = a.statusCode === 200 ? '20ml' : '30ml';
    expect(final.variants.map((v) => v.size)).toEqual(['10ml', winner]);
  });

  it('locks a perfume in an inactive category until it moves to an active one', async () => {
    const doomed = await createCategory('Retired Line');
    const product = await createPerfume(doomed._id, 'Locked', ['50ml']);
    await as(t, t.clerk)('PATCH', `/api/category/${doomed._id}/deactivate`);
    const fields = (category: string): FormFields => [
      ['name', 'Changed name'],
      ['category', category],
      [
        'variants',
        JSON.stringify([{ _id: product.variants[0]!._id, size: '50ml', price: 1, stock: 1 }]),
      ],
    ];
    const locked = await send('PUT', `/api/products/${product._id}`, fields(doomed._id));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(
      'This product belongs to the inactive category "Retired Line". Reactivate that category or select a different active category to edit.',
    );
    const moved = await send('PUT', `/api/products/${product._id}`, fields(categoryId));
    // Choosing an active category unlocks the whole edit (docs/product.md §4).
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe('Perfume updated successfully');
    expect(moved.json().product).toMatchObject({
      name: 'Changed name',
      category: { _id: categoryId },
    });
    expect(moved.json().product.variants[0]).toMatchObject({ price: 1, stock: 1 });
  });

  it('lists by category for the grids and deactivates/reactivates by role', async () => {
    const filtered = (
      await as(t, t.clerk)('GET', `/api/products/?category=${categoryId}`)
    ).json() as PerfumeBody[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((p) => p.category?._id === categoryId)).toBe(true);
    const target = filtered[0]!;
    expect((await as(t, t.clerk)('DELETE', `/api/products/${target._id}`)).json()).toEqual({
      message: 'Perfume deactivated successfully',
    });
    expect(
      (await as(t, t.clerk)('PATCH', `/api/products/${target._id}/reactivate`)).statusCode,
    ).toBe(403);
    expect((await as(t, t.root)('PATCH', `/api/products/${target._id}/reactivate`)).json()).toEqual(
      { message: 'Perfume reactivated successfully' },
    );
    expect((await as(t, null)('GET', '/api/products/')).statusCode).toBe(401);
    expect((await as(t, t.clerk)('GET', '/api/products/?category=nope')).statusCode).toBe(400);
  });
});
