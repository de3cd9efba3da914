import { describe, expect, it } from 'vitest';
import { catalogueForms } from './helpers/catalogueAdmin';
import { multipart, pngOf } from './helpers/multipart';
import { as, staffServer } from './helpers/testApp';

describe('categories in the back office', () => {
  const t = staffServer();
  const { send, uploadedFiles, createCategory } = catalogueForms(t);

  it('creates a category with an image stored as WebP under a content hash', async () => {
    const response = await send('POST', '/api/category/', [
      ['name', '  Gift Sets '],
      ['description', 'Boxed sets'],
      ['image', await pngOf('#aa3366')],
    ]);
    expect(response.statusCode).toBe(201);
    const { message, category } = response.json();
    expect(message).toBe('Category created successfully');
    expect(category).toMatchObject({
      name: 'Gift Sets',
      description: 'Boxed sets',
      isActive: true,
    });
    expect(category.image).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    const image = await t.app.inject(category.image);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toMatch(
      /max-age=31536000.*immutable|immutable.*max-age=31536000/,
    );
    expect((await t.app.inject(category.image.replace('.webp', '-480.webp'))).statusCode).toBe(200);
  });

  it('requires a name and refuses duplicates', async () => {
    const empty = await send('POST', '/api/category/', [['name', ' ']]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'Category name is required',
      errors: [{ param: 'name', msg: 'Category name is required' }],
    });
    const dup = await send('POST', '/api/category/', [['name', 'gift sets']]);
    expect(dup.statusCode).toBe(409);
  });

  it('refuses a text file named .png and leaves no file behind', async () => {
    const before = uploadedFiles();
    const response = await send('POST', '/api/category/', [
      ['name', 'Fake'],
      ['image', { file: Buffer.from('just some text'), name: 'photo.png', type: 'image/png' }],
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).',
    );
    expect(uploadedFiles()).toEqual(before);
    expect(
      (await as(t, t.clerk)('GET', '/api/category/')).json().map((c: { name: string }) => c.name),
    ).not.toContain('Fake');
  });

  it('refuses a corrupt image and an oversized upload', async () => {
    const png = await pngOf('#123456');
    const corrupt = await send('POST', '/api/category/', [
      ['name', 'Corrupt'],
      ['image', { file: png.subarray(0, 40), name: 'broken.png', type: 'image/png' }],
    ]);
    expect(corrupt.statusCode).toBe(400);
    const huge = await send('POST', '/api/category/', [
      ['name', 'Huge'],
      [
        'image',
        { file: Buffer.alloc(5 * 1024 * 1024 + 10, 1), name: 'huge.png', type: 'image/png' },
      ],
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Images must be 5 MB or smaller.');
  });

  it('updates name and description and keeps the image when none is sent', async () => {
    const list = (await as(t, t.clerk)('GET', '/api/category/')).json() as {
      _id: string;
      name: string;
      image: string;
    }[];
    const gift = list.find((c) => c.name === 'Gift Sets')!;
    const response = await send('PUT', `/api/category/${gift._id}`, [
      ['name', 'Gift Boxes'],
      ['description', ''],
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().category).toMatchObject({
      name: 'Gift Boxes',
      description: null,
      image: gift.image,
    });
  });

  it('lets staff deactivate but only superadmins reactivate', async () => {
    const category = await createCategory('Seasonal');
    expect(
      (await as(t, t.clerk)('PATCH', `/api/category/${category._id}/deactivate`)).json().message,
    ).toBe('Category deactivated successfully');
    expect(
      (await as(t, t.clerk)('GET', '/api/category/inactive'))
        .json()
        .map((c: { _id: string }) => c._id),
    ).toContain(category._id);
    const refused = await as(t, t.clerk)('PATCH', `/api/category/${category._id}/reactivate`);
    expect(refused.statusCode).toBe(403);
    const ok = await as(t, t.root)('PATCH', `/api/category/${category._id}/reactivate`);
    expect(ok.json().category.isActive).toBe(true);
  });

  it('keeps the admin lists and changes behind sign-in', async () => {
    expect((await as(t, null)('GET', '/api/category/')).statusCode).toBe(401);
    expect((await as(t, null)('GET', '/api/category/inactive')).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/category/',
      ...(await multipart([['name', 'X']])),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
