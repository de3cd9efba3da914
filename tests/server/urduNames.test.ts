import { describe, expect, it } from 'vitest';
import { PublicCache } from '../../server/src/modules/storefront/publicCache';
import { as, testServer } from './helpers/testApp';
import { pngOf, sendForm } from './helpers/multipart';

const URDU_CATEGORY = 'عود اور عطر';
const URDU_PERFUME = 'گلاب عود';
const URDU_DESCRIPTION = 'دھواں دار عود پر گلاب کی خوشبو';

/** Issue 30: the Urdu name and description staff may give a category or a perfume. */
describe('Urdu names and descriptions', () => {
  const t = testServer();
  let categoryId: string;
  let perfumeId: string;

  const send = (method: 'POST' | 'PUT', url: string, fields: [string, string | Buffer][]) =>
    sendForm(t, t.root, method, url, fields);
  const get = (url: string) => t.app.inject(url);

  it('keeps a category’s Urdu name and description and shows them to staff', async () => {
    const created = await send('POST', '/api/category/', [
      ['name', 'Oud & Attar'],
      ['description', 'Smoky and rich'],
      ['nameUr', `  ${URDU_CATEGORY} `],
      ['descriptionUr', ''],
    ]);
    expect(created.statusCode).toBe(201);
    categoryId = created.json().category._id;
    expect(created.json().category).toMatchObject({ nameUr: URDU_CATEGORY, descriptionUr: null });
    const staff = await as(t, t.root)('GET', `/api/category/${categoryId}`);
    expect(staff.json()).toMatchObject({ name: 'Oud & Attar', nameUr: URDU_CATEGORY });
    const all = await as(t, t.root)('GET', '/api/category/');
    expect(all.json()[0]).toMatchObject({ nameUr: URDU_CATEGORY, descriptionUr: null });
  });

  it('answers shoppers in the language asked for, the English text where no Urdu was given', async () => {
    const english = await get('/api/category/active');
    expect(english.json()).toEqual([
      {
        _id: categoryId,
        name: 'Oud & Attar',
        description: 'Smoky and rich',
        image: null,
        isActive: true,
      },
    ]);
    const urdu = await get('/api/category/active?lang=ur');
    expect(urdu.json()).toEqual([
      {
        _id: categoryId,
        name: URDU_CATEGORY,
        description: 'Smoky and rich',
        image: null,
        isActive: true,
      },
    ]);
    const one = await get(`/api/category/${categoryId}?lang=ur`);
    expect(one.json()).toEqual(urdu.json()[0]);
    // English pages carry no Urdu text.
    expect(JSON.stringify((await get(`/api/category/${categoryId}`)).json())).not.toMatch(
      /[\u0600-\u06ff]/,
    );
  });

  it('keeps a perfume’s Urdu name and description and shows them on Urdu reads only', async () => {
    const created = await send('POST', '/api/products/', [
      ['name', 'Rose Oud'],
      ['description', 'Rose over smoky oud'],
      ['nameUr', URDU_PERFUME],
      ['descriptionUr', URDU_DESCRIPTION],
      ['category', categoryId],
      ['variants', JSON.stringify([{ size: '50ml', price: 2500, stock: 4 }])],
      ['images', await pngOf('#a33')],
    ]);
    expect(created.statusCode).toBe(201);
    perfumeId = created.json().product._id;
    expect(created.json().product).toMatchObject({
      name: 'Rose Oud',
      nameUr: URDU_PERFUME,
      descriptionUr: URDU_DESCRIPTION,
    });

    const english = (await get(`/api/products/public/${perfumeId}`)).json();
    expect(english).toMatchObject({
      name: 'Rose Oud',
      description: 'Rose over smoky oud',
      category: { _id: categoryId, name: 'Oud & Attar' },
    });
    expect(english).not.toHaveProperty('nameUr');
    expect(JSON.stringify(english)).not.toMatch(/[\u0600-\u06ff]/);

    const urduReads = [
      `/api/products/public/${perfumeId}?lang=ur`,
      '/api/products/public?lang=ur',
      `/api/products/public/category/${categoryId}?lang=ur`,
      '/api/products/public/search?q=rose&lang=ur',
    ];
    for (const url of urduReads) {
      const answer = (await get(url)).json();
      const perfume = Array.isArray(answer) ? answer[0] : answer;
      expect(perfume, url).toMatchObject({
        _id: perfumeId,
        name: URDU_PERFUME,
        description: URDU_DESCRIPTION,
        category: { _id: categoryId, name: URDU_CATEGORY },
        variants: [{ size: '50ml', price: 2500, stock: 4 }],
      });
    }
  });

  it('keeps the Urdu text on an edit that does not send it, and clears it when sent empty', async () => {
    const edit = (extra: [string, string][]) =>
      send('PUT', `/api/category/${categoryId}`, [
        ['name', 'Oud & Attar'],
        ['description', 'Smoky and rich'],
        ...extra,
      ]);
    expect((await edit([])).json().category).toMatchObject({ nameUr: URDU_CATEGORY });
    expect((await edit([['nameUr', '']])).json().category).toMatchObject({ nameUr: null });
    expect((await get('/api/category/active?lang=ur')).json()[0].name).toBe('Oud & Attar');

    const perfumeEdit = await send('PUT', `/api/products/${perfumeId}`, [
      ['name', 'Rose Oud'],
      ['description', 'Rose over smoky oud'],
      ['category', categoryId],
      ['variants', JSON.stringify([{ size: '50ml', price: 2500, stock: 4 }])],
      ['descriptionUr', '  '],
    ]);
    expect(perfumeEdit.statusCode).toBe(200);
    expect(perfumeEdit.json().product).toMatchObject({
      nameUr: URDU_PERFUME,
      descriptionUr: null,
    });
  });

  it('refuses an Urdu name or description that is too long with a 400 naming the field', async () => {
    const tooLong = await send('POST', '/api/category/', [
      ['name', 'Long'],
      ['nameUr', 'ع'.repeat(101)],
    ]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { param: 'nameUr', msg: 'Urdu name must be at most 100 characters' },
    ]);
    const longDescription = await send('PUT', `/api/products/${perfumeId}`, [
      ['name', 'Rose Oud'],
      ['category', categoryId],
      ['variants', JSON.stringify([{ size: '50ml', price: 2500, stock: 4 }])],
      ['descriptionUr', 'ع'.repeat(3001)],
    ]);
    expect(longDescription.statusCode).toBe(400);
    expect(longDescription.json().errors[0].param).toBe('descriptionUr');
  });

  it('keeps a category description of up to 3,000 characters, as the form allows', async () => {
    const created = await send('POST', '/api/category/', [
      ['name', 'Long story'],
      ['description', 'x'.repeat(3000)],
    ]);
    expect(created.statusCode).toBe(201);
    expect(created.json().category.description).toHaveLength(3000);
  });

  it('refuses another language with a 400 naming lang', async () => {
    const answer = await get('/api/products/public?lang=fr');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].param).toMatch(/lang/);
  });

  it('keeps the Urdu reads in the public cache beside the English ones', () => {
    for (const url of [
      '/api/category/active?lang=ur',
      '/api/products/public?lang=ur',
      `/api/products/public/${perfumeId}?lang=ur`,
    ]) {
      expect(PublicCache.isCacheableApi(url), url).toBe(true);
    }
    expect(PublicCache.isCacheableApi('/api/products/public?lang=en')).toBe(false);
  });
});
