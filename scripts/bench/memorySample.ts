// One memory sample of a running shop, for the memory bench (./memory.ts).
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningShop } from '../../tests/e2e/shop';

const MB = 1024 * 1024;
/** Settling time before each sample: what a request left running finishes first. */
const SETTLE_MS = 3000;
/** The token the bench starts its shops with, to read their /metrics. */
export const METRICS_TOKEN = 'memory-bench-metrics-token-0123456789';

export interface Sample {
  /** Resident memory (VmRSS) and its high-water mark so far (VmHWM), MB. */
  rss: number;
  peak: number;
  /** V8's heap (committed, used) and memory outside it (external: buffers, PGlite's WASM), MB. */
  heapTotal: number;
  heapUsed: number;
  external: number;
}

export async function sampleSettled(shop: RunningShop): Promise<Sample> {
  await sleep(SETTLE_MS);
  return sample(shop);
}

/** The process's resident memory (/proc) and V8's own figures (the shop's /metrics). */
export async function sample(shop: RunningShop): Promise<Sample> {
  const status = fs.readFileSync(`/proc/${shop.process.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
  const metrics = await (
    await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const metric = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(metrics)?.[1] ?? NaN) / MB;
  return {
    rss: kb('VmRSS') / 1024,
    peak: kb('VmHWM') / 1024,
    heapTotal: metric('nodejs_heap_size_total_bytes'),
    heapUsed: metric('nodejs_heap_size_used_bytes'),
    external: metric('nodejs_external_memory_bytes'),
  };
}
