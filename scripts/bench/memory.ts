// npm run bench -- memory: the resident memory of the built shop, started as `npm start` starts it
// (its own process, a scratch DATA_DIR, a loopback port), after start, after a warm-up of page
// views, after a mixed soak and after thousands of distinct query strings. Budgets of issue 28.
import fs from 'node:fs';
import path from 'node:path';
import { buildClientIfStale } from '../buildIfStale.mjs';
import { buildServerIfStale } from '../buildServer.mjs';
import { freePort, spawnShop, waitUntilReady, type RunningShop } from '../../tests/e2e/shop';
import { load } from './load';
import { METRICS_TOKEN, sampleSettled, type Sample } from './memorySample';
import { withScratchDatabase, type Engine, type Scratch } from './shop';

const WARM_UP_PAGES = Number(process.env.BENCH_WARM_UP_PAGES ?? 200);
/** How long the mixed soak runs (default 10 minutes), and the most requests it sends. */
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const SOAK_MAX_REQUESTS = Number(process.env.BENCH_SOAK_MAX_REQUESTS ?? 2_000_000);
const SOAK_CONCURRENCY = Number(process.env.BENCH_SOAK_CONCURRENCY ?? 4);
/** Orders placed during the soak, spread over it (the per-address limit is 20 in 10 minutes). */
const SOAK_ORDERS = Number(process.env.BENCH_SOAK_ORDERS ?? 12);
const QUERY_STRINGS = Number(process.env.BENCH_QUERY_STRINGS ?? 4000);
const RESULTS = path.join(import.meta.dirname, '..', '..', 'bench-results', 'memory.json');
const HEADERS = { 'accept-encoding': 'br, gzip' };

/** Budgets in MB: resident memory when idle and after the soak; the query strings' rise. */
const BUDGETS: Record<Engine, { idle: number; soak: number; queries: number }> = {
  PostgreSQL: { idle: 150, soak: 220, queries: 50 },
  PGlite: { idle: 350, soak: 450, queries: 50 },
};

interface MemoryRow {
  stage: string;
  sample: Sample;
  budget: string;
  pass: boolean | null;
}

/**
 * Starts the built shop on a scratch database and measures it stage by stage. Linux only (/proc).
 */
export async function memoryBench(engine: Engine): Promise<string[]> {
  buildClientIfStale();
  await buildServerIfStale();
  return withScratchDatabase(engine, async (scratch) => {
    // The first start migrates the scratch database and seeds the demo catalogue (its pictures
    // drawn by libvips); a shop does that once in its life, so it is reported but the stages
    // below measure the shop started again on that DATA_DIR, as it runs from then on.
    const first = await start(scratch);
    let firstStart: Sample;
    try {
      firstStart = await sampleSettled(first);
    } finally {
      await first.stop();
    }
    const shop = await start(scratch);
    try {
      const rows = await measure(shop, engine);
      rows.unshift({
        stage: 'first start (migrations, demo catalogue; not budgeted)',
        sample: firstStart,
        budget: '',
        pass: null,
      });
      record(engine, rows);
      if (rows.some((r) => r.pass === false)) process.exitCode = 1;
      return [`\nmemory, ${engine} (the built shop in its own process)`, ...formatRows(rows)];
    } catch (error) {
      process.stderr.write(shop.output().slice(-4000));
      throw error;
    } finally {
      await shop.stop();
    }
  });
}

async function start(scratch: Scratch): Promise<RunningShop> {
  const env: Record<string, string> = {
    LOG_LEVEL: 'warn',
    SKIP_CLIENT_BUILD: '1',
    SEED_DEMO: '1',
    METRICS_TOKEN,
    // Orders come from several addresses (X-Forwarded-For), as behind a proxy.
    TRUST_PROXY: 'true',
  };
  const port = await freePort();
  if (scratch.database.kind === 'postgres') {
    env.DATABASE_URL = scratch.database.url;
    env.PUBLIC_URL = `http://127.0.0.1:${port}`;
    env.JWT_SECRET = 'memory-bench-secret-that-is-long-enough-0123456789';
  }
  const shop = spawnShop(scratch.dir, port, env);
  await waitUntilReady(shop);
  return shop;
}

async function measure(shop: RunningShop, engine: Engine): Promise<MemoryRow[]> {
  const budget = BUDGETS[engine];
  const rows: MemoryRow[] = [];
  const row = (stage: string, sample: Sample, limit?: number, value = sample.rss) =>
    rows.push({
      stage,
      sample,
      budget: limit === undefined ? '' : `<= ${limit} MB`,
      pass: limit === undefined ? null : value <= limit,
    });

  const idle = await sampleSettled(shop);
  row('idle after a restart', idle, budget.idle);

  const { pages, api } = await addresses(shop.url);
  const warmUp = await load((i) => get(shop.url, pages[i % pages.length]!), WARM_UP_PAGES, 4);
  if (warmUp.failures > 0) throw new Error(`memory bench: ${warmUp.failures} failed page views`);
  row(`after ${WARM_UP_PAGES} page views`, await sampleSettled(shop));

  const soak = await runSoak(shop.url, pages, api);
  const afterSoak = await sampleSettled(shop);
  row(
    `after ${soak.seconds.toFixed(0)} s mixed soak (${soak.requests} requests, ${soak.orders} orders)`,
    afterSoak,
    budget.soak,
  );

  const queries = await load(
    (i) => get(shop.url, i % 2 === 0 ? `/shop?x=${i}` : `/api/products/public?x=${i}`),
    QUERY_STRINGS,
    4,
  );
  if (queries.failures > 0) throw new Error(`memory bench: ${queries.failures} failed queries`);
  const afterQueries = await sampleSettled(shop);
  const rise = afterQueries.rss - afterSoak.rss;
  row(
    `after ${QUERY_STRINGS} distinct query strings (rise ${rise.toFixed(0)} MB)`,
    afterQueries,
    budget.queries,
    rise,
  );
  rows.at(-1)!.budget = `rise <= ${budget.queries} MB`;
  return rows;
}

/** The storefront's pages and the public API calls a shopper's browser makes. */
async function addresses(url: string): Promise<{ pages: string[]; api: string[] }> {
  const categories = (await (await fetch(`${url}/api/category/active`)).json()) as {
    _id: string;
  }[];
  const products = (await (await fetch(`${url}/api/products/public`)).json()) as {
    _id: string;
  }[];
  const pages = [
    '/',
    '/shop',
    '/shop?sort=price-asc',
    ...products.map((p) => `/product/${p._id}`),
    ...categories.map((c) => `/category/${c._id}`),
  ];
  const api = [
    '/api/category/active',
    '/api/products/public',
    '/api/reviews',
    '/api/shop',
    ...products.map((p) => `/api/products/public/${p._id}`),
    ...categories.map((c) => `/api/category/${c._id}`),
    ...categories.map((c) => `/api/products/public/category/${c._id}`),
  ];
  return { pages, api: [...api, '/sitemap.xml'] };
}

function get(url: string, address: string): Promise<Response> {
  return fetch(`${url}${address}`, { headers: HEADERS });
}

/**
 * Pages and API calls, SOAK_CONCURRENCY in flight, for SOAK_SECONDS (or SOAK_MAX_REQUESTS),
 * with SOAK_ORDERS orders spread over it, each from an address and a phone of its own.
 */
async function runSoak(
  url: string,
  pages: string[],
  api: string[],
): Promise<{ seconds: number; requests: number; orders: number }> {
  const products = (await (await fetch(`${url}/api/products/public`)).json()) as {
    _id: string;
    variants?: { size: string; stock?: number }[];
  }[];
  const started = performance.now();
  const deadline = started + SOAK_SECONDS * 1000;
  const orderEvery = (SOAK_SECONDS * 1000) / (SOAK_ORDERS + 1);
  let orders = 0;
  let requests = 0;
  let failures = 0;
  const placeOrder = async (n: number) => {
    const product = products[n % products.length]!;
    const size = product.variants?.[0]?.size;
    if (!size) return;
    const response = await fetch(`${url}/api/orders/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.28.0.${n + 1}`,
        'idempotency-key': `memory-bench-${Date.now()}-${n}`,
      },
      body: JSON.stringify({
        customerName: 'Memory Bench',
        customerEmail: `memory${n}@example.pk`,
        customerPhone: `0300-12345${String(n % 100).padStart(2, '0')}`,
        customerProvince: 'Sindh',
        customerCity: 'Karachi',
        customerAddress: 'Street 1',
        postalcode: '75500',
        paymentMethod: 'COD',
        products: [{ productId: product._id, variantSize: size, quantity: 1 }],
      }),
    });
    await response.arrayBuffer();
    if (response.status === 201) orders += 1;
    else failures += 1;
  };
  const worker = async (w: number) => {
    let i = w;
    while (performance.now() < deadline && requests < SOAK_MAX_REQUESTS) {
      if (w === 0 && orders + failures < SOAK_ORDERS) {
        const due = Math.floor((performance.now() - started) / orderEvery);
        if (due > orders + failures) await placeOrder(orders + failures);
      }
      // Two pages for every API call: pages are what costs the server most.
      const address = i % 3 === 2 ? api[i % api.length]! : pages[i % pages.length]!;
      const response = await get(url, address);
      await response.arrayBuffer();
      requests += 1;
      if (!response.ok) failures += 1;
      i += SOAK_CONCURRENCY;
    }
  };
  await Promise.all(Array.from({ length: SOAK_CONCURRENCY }, (_, w) => worker(w)));
  if (failures > 0) throw new Error(`memory bench soak: ${failures} failed requests`);
  return { seconds: (performance.now() - started) / 1000, requests, orders };
}

function formatRows(rows: MemoryRow[]): string[] {
  const cells = rows.map((r) => [
    r.stage,
    `${r.sample.rss.toFixed(0)} MB`,
    `${r.sample.peak.toFixed(0)} MB`,
    `${r.sample.heapUsed.toFixed(0)}/${r.sample.heapTotal.toFixed(0)} MB`,
    `${r.sample.external.toFixed(0)} MB`,
    r.budget,
    r.pass === null ? '' : r.pass ? 'pass' : 'FAIL',
  ]);
  const head = ['stage', 'RSS', 'peak RSS', 'heap used/total', 'external', 'budget', 'pass'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(head), ...cells.map(line)];
}

/** Writes this engine's figures into bench-results/memory.json, keeping the other engine's. */
function record(engine: Engine, rows: MemoryRow[]): void {
  let results: Record<string, unknown> = {};
  try {
    results = JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as Record<string, unknown>;
  } catch {
    // none yet
  }
  results[engine] = { measuredAt: new Date().toISOString(), soakSeconds: SOAK_SECONDS, rows };
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
}
