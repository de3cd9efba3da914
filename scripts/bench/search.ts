import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { perfumeSearchSql } from '../../server/src/db/perfumeSearch';
import { SEARCH_RESULTS } from '@shop/domain/search';
import { formatResult, loadElsewhere, type LoadResult } from './load';
import type { BenchShop } from './shop';

const COUNT = Number(process.env.BENCH_SEARCH_PERFUMES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 2_000);
const CONCURRENCY = 20;
/** p95 the search answers within at CONCURRENCY queries in flight (issue 27). */
const TARGET_P95_MS = 20;

/** What shoppers type: whole names, typos, missing spaces, accents, transliterations, notes. */
const QUERIES = [
  'oud wod',
  'rosee',
  'ittar',
  'amber',
  'musk',
  'oudwood',
  'saffron nights',
  'ÉLÉGANTE',
  'jasmin',
  'bakhoor',
  'vanila',
  'sandal',
  'lahore',
  'citrus',
  'royal',
  'xyzzy',
];

const WORDS = [
  'Oud',
  'Rose',
  'Amber',
  'Musk',
  'Saffron',
  'Jasmine',
  'Sandal',
  'Vetiver',
  'Citrus',
  'Leather',
  'Velvet',
  'Royal',
  'Noir',
  'Blanc',
  'Lahore',
  'Karachi',
  'Nights',
  'Breeze',
  'Gold',
  'Wood',
  'Élégante',
  'Attar',
  'Bakhoor',
  'Orchid',
  'Iris',
  'Tobacco',
  'Vanilla',
  'Cedar',
  'Pepper',
  'Mint',
];

/**
 * COUNT perfumes over the demo catalogue's categories, named from WORDS (three words each, with
 * a number so names stay distinct) and described in a sentence of notes, each with two sizes.
 */
async function seedPerfumes(shop: BenchShop): Promise<void> {
  const { db } = shop.app.database;
  const words = sql.raw(`array['${WORDS.join("','")}']`);
  // In statements of 1,000: each perfume written indexes its words for the search (a trigger),
  // and one statement of 10,000 would outlast the statement timeout on PostgreSQL.
  for (let from = 1; from <= COUNT; from += 1000) {
    const to = Math.min(COUNT, from + 999);
    await seedBatch(db, words, from, to);
  }
  await db.execute(sql`analyze perfumes`);
  await db.execute(sql`analyze variants`);
  await db.execute(sql`analyze categories`);
  await db.execute(sql`analyze search_postings`);
  await db.execute(sql`analyze search_words`);
}

async function seedBatch(
  db: BenchShop['app']['database']['db'],
  words: SQL,
  from: number,
  to: number,
) {
  await db.execute(sql`
    with c as (select array_agg(id order by name) as ids from categories where is_active),
    w as (select ${words}::text[] as words),
    p as (
      insert into perfumes (name, description, category_id)
      select
        w.words[1 + i % 30] || ' ' || w.words[1 + (i / 30) % 30] || ' ' || w.words[1 + (i / 900) % 30] || ' ' || i,
        'Notes of ' || lower(w.words[1 + (i * 7) % 30]) || ', ' || lower(w.words[1 + (i * 11) % 30])
          || ' and ' || lower(w.words[1 + (i * 13) % 30]) || ', long-lasting on skin and clothes.',
        c.ids[1 + i % array_length(c.ids, 1)]
      from generate_series(${from}::int, ${to}::int) i, c, w
      returning id
    )
    insert into variants (perfume_id, size, price, stock, position)
    select id, s.size, s.price, 20, s.position
    from p, (values ('30ml', 2500, 0), ('100ml', 6500, 1)) as s(size, price, position)`);
}

/** The search's SQL alone, straight on the database, CONCURRENCY statements in flight. */
async function databaseLoad(shop: BenchShop): Promise<LoadResult> {
  const { db } = shop.app.database;
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      const i = next++;
      const t0 = performance.now();
      await db.execute(perfumeSearchSql(QUERIES[i % QUERIES.length]!, SEARCH_RESULTS)!);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  return {
    requests: REQUESTS,
    failures: 0,
    seconds,
    perSecond: REQUESTS / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

/**
 * The storefront search over COUNT perfumes: the API (search, then the perfumes' sizes, as the
 * results page asks) and, in the same run, the database running the search's SQL alone.
 */
export async function searchBench(shop: BenchShop): Promise<string[]> {
  const started = performance.now();
  await seedPerfumes(shop);
  const seeded = ((performance.now() - started) / 1000).toFixed(1);
  // Seeding PGlite holds this process's event loop; the server closed the client's idle
  // keep-alive socket meanwhile, and the first request on it fails: one warm-up, retried.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await (await fetch(`${shop.url}/api/products/public/search?q=oud`)).arrayBuffer();
      break;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
  // The load generator runs in a process of its own; the SQL alone runs here, on the shop's own
  // database connection (PGlite lives in this process).
  const urls = (limit: number) =>
    QUERIES.map(
      (q) => `${shop.url}/api/products/public/search?q=${encodeURIComponent(q)}&limit=${limit}`,
    );
  const api = await loadElsewhere(urls(SEARCH_RESULTS), REQUESTS, CONCURRENCY);
  const suggestions = await loadElsewhere(urls(6), REQUESTS, CONCURRENCY);
  const database = await databaseLoad(shop);
  const verdict = (result: LoadResult) =>
    result.p95 < TARGET_P95_MS ? `p95 under ${TARGET_P95_MS} ms` : `p95 OVER ${TARGET_P95_MS} ms`;
  return [
    `${shop.engine}: search: ${COUNT.toLocaleString('en-US')} perfumes seeded in ${seeded} s; ${QUERIES.length} queries in turn, ${CONCURRENCY} in flight`,
    `${formatResult(`${shop.engine}: GET search (limit ${SEARCH_RESULTS})`, api)}  ${verdict(api)}`,
    `${formatResult(`${shop.engine}: GET search (limit 6, suggestions)`, suggestions)}  ${verdict(suggestions)}`,
    `${formatResult(`${shop.engine}: search SQL on the database alone`, database)}`,
  ];
}
