import { sql } from 'drizzle-orm';
import type { BenchShop } from './shop';
import { seedOrders } from './seedOrders';
import { timeCalls } from './shop';

const COUNT = Number(process.env.BENCH_ORDER_COUNT ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

/** The admin orders list and the dashboard over COUNT orders spread across two years. */
export async function ordersAtScaleBench(shop: BenchShop): Promise<string[]> {
  const { db } = shop.app.database;
  const started = Date.now();
  await seedOrders(db, COUNT, (line) => process.stdout.write(`${shop.engine}:${line}\n`));
  const seeded = (Date.now() - started) / 1000;
  const [{ n } = { n: 0 }] = (
    (await db.execute(sql`select count(*) as n from orders`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const [sample] = (
    (await db.execute(
      sql`select order_number, customer_phone from orders order by created_at desc limit 1 offset ${Math.min(5000, Math.floor(COUNT / 2))}`,
    )) as unknown as {
      rows: { order_number: string; customer_phone: string }[];
    }
  ).rows;
  const headers = { authorization: `Bearer ${shop.token}` };
  const get = (path: string) => () => fetch(`${shop.url}${path}`, { headers });
  const cases: [string, string, number][] = [
    ['orders list, first page', '/api/orders?page=0&pageSize=25', RUNS],
    [
      'orders list, page 400 sorted by total',
      '/api/orders?page=400&pageSize=25&sort=totalAmount&order=desc',
      RUNS,
    ],
    ['orders list, status Pending', '/api/orders?status=Pending&pageSize=25', RUNS],
    [
      'orders search, order number',
      `/api/orders?search=${encodeURIComponent(sample!.order_number)}`,
      RUNS,
    ],
    ['orders search, phone digits', `/api/orders?search=${sample!.customer_phone.slice(-7)}`, RUNS],
    ['orders search, customer name', '/api/orders?search=zainab%20qureshi', RUNS],
    ['dashboard (superadmin)', '/api/dashboard', Math.max(3, Math.floor(RUNS / 4))],
  ];
  const lines = [
    `${shop.engine}: ${Number(n).toLocaleString('en-US')} orders seeded in ${seeded.toFixed(0)} s`,
  ];
  for (const [label, path, runs] of cases) {
    const { median, p95 } = await timeCalls(runs, get(path));
    lines.push(
      `${shop.engine}: ${label.padEnd(40)} median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (${runs} runs)`,
    );
  }
  return lines;
}
