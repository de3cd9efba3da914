import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { BenchShop } from './shop';
import { seedOrders } from './seedOrders';

const COUNT = Number(process.env.BENCH_EXPORT_ORDERS ?? 100_000);
/** The budget of issue 17: the server's memory rises by under 100 MB while it exports. */
const BUDGET_MB = 100;

/**
 * The orders exports (CSV and .xlsx) of COUNT orders, downloaded over HTTP and thrown away as
 * they arrive, while the server's resident memory is sampled every 20 ms: size, time, and the
 * highest rise above the level before the download.
 */
export async function exportsBench(shop: BenchShop): Promise<string[]> {
  await seedOrders(shop.app.database.db, COUNT, (line) =>
    process.stdout.write(`${shop.engine}:${line}\n`),
  );
  const lines: string[] = [];
  for (const [label, path] of [
    ['CSV', '/api/orders/export'],
    ['xlsx', '/api/orders/export.xlsx'],
  ] as const) {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    // The client is curl, in a process of its own: only the server's memory is measured.
    const curl = spawn('curl', [
      '-sS',
      '-o',
      '/dev/null',
      '-w',
      '%{size_download}',
      '-H',
      `authorization: Bearer ${shop.token}`,
      `${shop.url}${path}`,
    ]);
    let written = '';
    curl.stdout.on('data', (chunk: Buffer) => (written += chunk.toString()));
    await once(curl, 'close');
    const bytes = Number(written);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const riseMb = (peak - before) / 1024 / 1024;
    if (riseMb >= BUDGET_MB) process.exitCode = 1;
    lines.push(
      `${shop.engine}: ${label.padEnd(4)} export of ${COUNT.toLocaleString('en-US')} orders: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s, memory rise ${riseMb.toFixed(0)} MB (budget < ${BUDGET_MB} MB)`,
    );
  }
  return lines;
}
