import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchWords } from '@shop/domain/search';
import { perfumeSearchSql } from '../../server/src/db/perfumeSearch';
import { categories, perfumes, variants } from '../../server/src/db/schema';
import { PublicCache } from '../../server/src/modules/storefront/publicCache';
import { onPostgres, testServer } from './helpers/testApp';

const engine = onPostgres ? 'PostgreSQL' : 'PGlite';

/** category → [name, description][] */
const CATALOGUE: Record<string, [string, string | null][]> = {
  'Oud & Attar': [
    ['Ittar Kewra', 'Screwpine flower oil in the old Lucknow style.'],
    ['Kashmiri Saffron', 'Saffron threads over a resin base.'],
  ],
  Woody: [
    ['Oud Wood', 'Smoky agarwood with cedar.'],
    ['Royal Oud Noir', 'Dark leather and incense.'],
    ['Sandalwood Mysore', 'Creamy sandal from the south.'],
    ['Amber Nights', 'Warm amber, vanilla and tonka.'],
  ],
  Floral: [
    ['Rose Musk', 'Damask petals over white musk.'],
    ['Fleur Élégante', 'Iris and violet.'],
    ['Jasmine Dew', 'Night-blooming jasmine.'],
  ],
  Fresh: [
    ['Citrus Breeze', 'Lemon, bergamot and a hint of rose.'],
    ['Blue Lagoon', 'Aquatic notes and sea salt.'],
  ],
};

/** Query → the perfumes that must come first, in this order. */
const RANKED: [string, string[]][] = [
  ['oud wod', ['Oud Wood']],
  ['oudwood', ['Oud Wood']],
  ['OUD WOOD', ['Oud Wood']],
  ['rosee', ['Rose Musk']],
  ['rose', ['Rose Musk', 'Citrus Breeze']],
  ['elegante', ['Fleur Élégante']],
  ['ÉLÉGANTE', ['Fleur Élégante']],
  ['attar', ['Ittar Kewra', 'Kashmiri Saffron']],
  ['ittar', ['Ittar Kewra', 'Kashmiri Saffron']],
  ['itr kewra', ['Ittar Kewra']],
  ['oud', ['Oud Wood', 'Royal Oud Noir', 'Ittar Kewra', 'Kashmiri Saffron']],
  ['royal', ['Royal Oud Noir']],
  ['sandal', ['Sandalwood Mysore']],
  ['vanila', ['Amber Nights']],
  ['aquatic', ['Blue Lagoon']],
  ['jasmin', ['Jasmine Dew']],
  ['yasmin', ['Jasmine Dew']],
  ['musk', ['Rose Musk']],
  ['floral', ['Fleur Élégante', 'Jasmine Dew', 'Rose Musk']],
  ['  amber   nights ', ['Amber Nights']],
];

/** English name → [Urdu name, Urdu description], given by staff after the perfume was added. */
const URDU: Record<string, [string, string]> = {
  'Oud Wood': ['عود کی لکڑی', 'اگر کی دھواں دار خوشبو، دیودار کے ساتھ۔'],
  'Rose Musk': ['گلاب مشک', 'سفید مشک پر دمشقی گلاب کی پتیاں۔'],
  'Citrus Breeze': ['لیموں کی ہوا', 'لیموں، برگموٹ اور گلاب کی ہلکی سی مہک۔'],
};

describe(`storefront search (${engine})`, () => {
  const t = testServer();
  const search = async (q: string, limit?: number) => {
    const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
    return t.app.inject(`/api/products/public/search?${query}`);
  };
  const names = async (q: string) =>
    ((await search(q)).json() as { name: string }[]).map((p) => p.name);

  beforeAll(async () => {
    const { db } = t.app.database;
    for (const [category, list] of Object.entries(CATALOGUE)) {
      const [row] = await db.insert(categories).values({ name: category }).returning();
      const added = await db
        .insert(perfumes)
        .values(list.map(([name, description]) => ({ name, description, categoryId: row!.id })))
        .returning();
      await db
        .insert(variants)
        .values(added.map((p) => ({ perfumeId: p.id, size: '50ml', price: 4000, stock: 5 })));
    }
    // Never found: an inactive perfume, one in an inactive category, one without a size.
    const [hidden] = await db
      .insert(categories)
      .values({ name: 'Oud Hidden', isActive: false })
      .returning();
    const [woody] = await db
      .select()
      .from(categories)
      .where(sql`name = 'Woody'`);
    const invisible = await db
      .insert(perfumes)
      .values([
        { name: 'Oud Retired', categoryId: woody!.id, isActive: false },
        { name: 'Oud Secret', categoryId: hidden!.id },
      ])
      .returning();
    await db
      .insert(variants)
      .values(invisible.map((p) => ({ perfumeId: p.id, size: '50ml', price: 1, stock: 1 })));
    await db.insert(perfumes).values({ name: 'Oud Sizeless', categoryId: woody!.id });
    // The Urdu texts come with an update, as from the admin's form: the index follows it.
    for (const [name, [nameUr, descriptionUr]] of Object.entries(URDU)) {
      await db.update(perfumes).set({ nameUr, descriptionUr }).where(eq(perfumes.name, name));
    }
    await db.update(categories).set({ nameUr: 'پھولدار' }).where(eq(categories.name, 'Floral'));
  });

  it.each(RANKED)('"%s" ranks %j first', async (q, first) => {
    const found = await names(q);
    expect(found.slice(0, first.length)).toEqual(first);
  });

  it('finds a perfume by its Urdu name, whole or one word of it, as names are found', async () => {
    expect((await names('عود کی لکڑی'))[0]).toBe('Oud Wood');
    expect(await names('لکڑی')).toEqual(['Oud Wood']);
    expect((await names('گلاب مشک'))[0]).toBe('Rose Musk');
    expect((await names('مشک'))[0]).toBe('Rose Musk');
    // Written together, as the English "oudwood" finds "Oud Wood".
    expect((await names('گلابمشک'))[0]).toBe('Rose Musk');
    // An Urdu name counts as a name: before a perfume with the word in its description only.
    expect((await names('لیموں'))[0]).toBe('Citrus Breeze');
    expect((await names('گلاب')).slice(0, 2)).toEqual(['Rose Musk', 'Citrus Breeze']);
  });

  it('finds the Urdu name typed on an Arabic keyboard, with marks, tatweel or a non-joiner', async () => {
    // Arabic kaf (U+0643) and yeh (U+064A) for keheh and Farsi yeh: alone, with no other word
    // of the name to find it by.
    expect(await names('\u0644\u0643\u0691\u064A')).toEqual(['Oud Wood']);
    expect((await names('عود \u0643\u064A \u0644\u0643\u0691\u064A'))[0]).toBe('Oud Wood');
    // Arabic heh (U+0647) and alef maksura (U+0649) for heh goal and Farsi yeh.
    expect(await names('\u0647وا')).toEqual(['Citrus Breeze']);
    expect((await names('لیموں \u0643\u0649 \u0647وا'))[0]).toBe('Citrus Breeze');
    // Harakat, a tatweel and a zero-width non-joiner.
    expect((await names('گُلَاب'))[0]).toBe('Rose Musk');
    expect((await names('مشـــک'))[0]).toBe('Rose Musk');
    expect(await names('لک\u200Cڑی')).toEqual(['Oud Wood']);
  });

  it('finds a perfume by a word of its Urdu description, splitting at Urdu punctuation', async () => {
    expect(await names('دیودار')).toEqual(['Oud Wood']);
    expect(await names('دمشقی')).toEqual(['Rose Musk']);
    expect(await names('برگموٹ')).toEqual(['Citrus Breeze']);
    // Two words joined by an Urdu comma, full stop or question mark.
    expect(await names('دیودار،دھواں')).toEqual(['Oud Wood']);
    expect(await names('دیودار۔دھواں؟')).toEqual(['Oud Wood']);
  });

  it("finds a category's perfumes by its Urdu name, in name order", async () => {
    expect(await names('پھولدار')).toEqual(['Fleur Élégante', 'Jasmine Dew', 'Rose Musk']);
  });

  it('folds and splits Urdu as the query side does (src/domain/search.ts)', async () => {
    const { db } = t.app.database;
    const samples = [
      'عُودِ خاصّ',
      '\u0643\u064A\u0627 \u0628\u0627\u062A \u0647\u06D2\u061F',
      'آئینہ، أمل؛ إلٰہ؟ مؤذن۔ ۂ ۓ ۀ',
      'خوشـــبو می\u200Cخواہی',
      'قرآن ۖ ۗ \u0670',
      '  Rosé-MUSK, No.5  ',
    ];
    for (const sample of samples) {
      const result = (await db.execute(
        sql`select public.shop_search_words(${sample}) as words`,
      )) as unknown as { rows: { words: string[] }[] };
      expect(result.rows[0]!.words, sample).toEqual(searchWords(sample));
    }
  });

  it('forgets an Urdu name or description cleared, and finds one given later', async () => {
    const { db } = t.app.database;
    const oudWood = eq(perfumes.name, 'Oud Wood');
    await db.update(perfumes).set({ nameUr: null }).where(oudWood);
    expect(await names('لکڑی')).toEqual([]);
    expect(await names('\u0644\u0643\u0691\u064A')).toEqual([]);
    expect((await names('عود کی لکڑی'))[0]).not.toBe('Oud Wood');
    expect(await names('دیودار')).toEqual(['Oud Wood']);
    await db.update(perfumes).set({ descriptionUr: null }).where(oudWood);
    expect(await names('دیودار')).toEqual([]);
    expect(await names('عود کی لکڑی')).not.toContain('Oud Wood');
    await db.update(perfumes).set({ nameUr: 'عود کی لکڑی' }).where(oudWood);
    expect(await names('لکڑی')).toEqual(['Oud Wood']);
    // The English name still finds it, first.
    expect((await names('oud wood'))[0]).toBe('Oud Wood');
  });

  it('finds nothing for words in no perfume, and never a perfume shoppers cannot buy', async () => {
    expect(await names('xylophone')).toEqual([]);
    const oud = await names('oud');
    expect(oud).not.toContain('Oud Retired');
    expect(oud).not.toContain('Oud Secret');
    expect(oud).not.toContain('Oud Sizeless');
  });

  it('answers with the storefront shape, at most `limit` perfumes', async () => {
    const response = await search('oud', 2);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { name: string; category: { name: string } }[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      name: 'Oud Wood',
      category: { name: 'Woody' },
      variants: [{ size: '50ml', price: 4000, stock: 5 }],
    });
  });

  it('refuses a missing, blank, too long query and a limit out of bounds, naming the field', async () => {
    const cases: [string, string][] = [
      ['', 'q'],
      ['q=', 'q'],
      ['q=%20%20%20', 'q'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=oud&limit=0', 'limit'],
      ['q=oud&limit=51', 'limit'],
      ['q=oud&limit=two', 'limit'],
    ];
    for (const [query, field] of cases) {
      const response = await t.app.inject(`/api/products/public/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(field);
    }
    expect((await search('a'.repeat(100))).statusCode).toBe(200);
  });

  it('keeps no answer in the public cache', async () => {
    for (const q of ['oud', 'rose', 'a'.repeat(100)]) {
      expect(PublicCache.isCacheableApi(`/api/products/public/search?q=${q}`)).toBe(false);
    }
  });

  it('reads indexes only, never a scan of the perfumes, their postings or the vocabulary', async () => {
    const { db } = t.app.database;
    // 5,000 perfumes, 500 a statement: each is indexed as it is written (a trigger), and the
    // whole as one statement outran the shop's statement time limit on a busy machine.
    for (let first = 1; first <= 5000; first += 500) {
      await db.execute(sql`
        with c as (select array_agg(id) as ids from categories where is_active),
        p as (
          insert into perfumes (name, description, category_id)
          select 'Filler ' || i || ' ' || md5(i::text), 'Notes of ' || md5((i * 7)::text),
            c.ids[1 + i % array_length(c.ids, 1)]
          from generate_series(${first}::int, ${first + 499}::int) i, c
          returning id
        )
        insert into variants (perfume_id, size, price, stock) select id, '50ml', 1000, 3 from p`);
    }
    for (const q of ['oud wod', 'ittar', 'rosee', 'floral', 'vanila', 'amber xylophone', '5000']) {
      // This transaction's own counts of reads per table (pg_stat_xact_user_tables).
      const scans = await db.transaction(async (tx) => {
        await tx.execute(perfumeSearchSql(q, 20)!);
        return (
          (await tx.execute(sql`
            select relname, seq_scan from pg_stat_xact_user_tables
            where relname in ('perfumes', 'variants', 'categories', 'search_postings', 'search_words')
              and seq_scan > 0`)) as unknown as { rows: { relname: string; seq_scan: number }[] }
        ).rows;
      });
      // Categories are a handful of rows: reading them whole is the right plan.
      expect(
        scans.filter((row) => row.relname !== 'categories'),
        q,
      ).toEqual([]);
    }
    expect((await names('5000'))[0]).toMatch(/^Filler 5000 /);
    expect((await names('oud wod'))[0]).toBe('Oud Wood');
  });
});
