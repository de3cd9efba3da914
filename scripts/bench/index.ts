// npm run bench [-- public checkout orders search exports memory]: throughput and latency on PGlite and, with
// BENCH_DATABASE_URL set, on PostgreSQL. Each scenario uses a scratch database and a real listener
// on a loopback port; request loops are bounded. See README "Benchmarks".
import os from 'node:os';
import { checkoutBench } from './checkout';
import { exportsBench } from './exports';
import { formatResult, load } from './load';
import { memoryBench } from './memory';
import { ordersAtScaleBench } from './orders';
import { searchBench } from './search';
import { withShop, type BenchShop, type Engine } from './shop';
import { formatTable, storefrontBench } from './storefront/index';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

async function publicBench(shop: BenchShop): Promise<string[]> {
  const categories = (await (await fetch(`${shop.url}/api/category/active`)).json()) as {
    _id: string;
  }[];
  const products = (await (await fetch(`${shop.url}/api/products/public`)).json()) as {
    _id: string;
  }[];
  const run = async (label: string, send: (i: number) => Promise<Response>) =>
    formatResult(`${shop.engine}: ${label}`, await load(send, REQUESTS, CONCURRENCY));
  return [
    await run('GET /api/category/active', () => fetch(`${shop.url}/api/category/active`)),
    await run('GET /api/products/public', () => fetch(`${shop.url}/api/products/public`)),
    await run('GET /api/products/public/{id}', (i) =>
      fetch(`${shop.url}/api/products/public/${products[i % products.length]!._id}`),
    ),
    await run('GET /api/category/{id}', (i) =>
      fetch(`${shop.url}/api/category/${categories[i % categories.length]!._id}`),
    ),
  ];
}

const inShop =
  (bench: (shop: BenchShop) => Promise<string | string[]>) =>
  (engine: Engine): Promise<string | string[]> =>
    withShop(engine, bench);

// `exports` and `memory` manage their own shop: the server they measure runs in a process of its own.
const scenarios: Record<string, (engine: Engine) => Promise<string | string[]>> = {
  public: inShop(publicBench),
  checkout: inShop(checkoutBench),
  orders: inShop(ordersAtScaleBench),
  search: inShop(searchBench),
  exports: exportsBench,
  memory: memoryBench,
};

const args = process.argv.slice(2);
const chosen = args.filter((arg) => arg in scenarios);
// `storefront` (the built app as `npm start` runs it) runs alone, not once per engine.
const runStorefront = args.includes('storefront') || args.length === 0;
const names = chosen.length > 0 || args.length > 0 ? chosen : Object.keys(scenarios);
const available: Engine[] = process.env.BENCH_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
// BENCH_ENGINES=PostgreSQL (or PGlite) runs one engine only.
const engines = available.filter(
  (e) => !process.env.BENCH_ENGINES || process.env.BENCH_ENGINES.split(',').includes(e),
);

process.stdout.write(
  `scenarios: ${names.join(', ')}; engines: ${engines.join(', ')}; cores: ${os.cpus().length}\n`,
);
if (!process.env.BENCH_DATABASE_URL) {
  process.stdout.write(
    'PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test\n',
  );
}
for (const name of names) {
  for (const engine of engines) {
    const lines = await scenarios[name]!(engine);
    process.stdout.write(`${([] as string[]).concat(lines).join('\n')}\n`);
  }
}

if (runStorefront) {
  const { rows, ok } = await storefrontBench();
  process.stdout.write(`\nstorefront (built app, as npm start runs it)\n${formatTable(rows)}\n`);
  process.stdout.write(`storefront budgets: ${ok ? 'all met' : 'NOT all met'}\n`);
  if (!ok) process.exitCode = 1;
}
