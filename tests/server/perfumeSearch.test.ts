import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
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
  });

  it.each(RANKED)('"%s" ranks %j first', async (q, first) => {
    const found = await names(q);
    expect(found.slice(0, first.length)).toEqual(first);
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
    await db.execute(sql`
      with c as (select array_agg(id) as ids from categories where is_active),
      p as (
        insert into perfumes (name, description, category_id)
        select 'Filler ' || i || ' ' || md5(i::text), 'Notes of ' || md5((i * 7)::text),
          c.ids[1 + i % array_length(c.ids, 1)]
        from generate_series(1, 5000) i, c
        returning id
      )
      insert into variants (perfume_id, size, price, stock) select id, '50ml', 1000, 3 from p`);
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
