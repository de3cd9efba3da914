import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Sends `total` requests with `concurrency` in flight (loopback only) and measures throughput and
 * latency. Bounded in count, so it always stops by itself.
 */
export async function load(
  send: (i: number) => Promise<Response>,
  total: number,
  concurrency: number,
  ok: (response: Response) => boolean = (response) => response.ok,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const response = await send(i);
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!ok(response)) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: total,
    failures,
    seconds,
    perSecond: total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export function formatResult(name: string, result: LoadResult): string {
  return `${name.padEnd(44)} ${result.perSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  failures ${result.failures}/${result.requests}`;
}

/**
 * load() over GETs of `urls` in turn, run by a process of its own, so the load generator never
 * shares an event loop (or, with PGlite, a database) with the server it measures. Bounded in time
 * as well as in count.
 */
export async function loadElsewhere(
  urls: string[],
  total: number,
  concurrency: number,
  timeoutMs = 10 * 60_000,
): Promise<LoadResult> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      new URL('./loadChild.ts', import.meta.url).pathname,
      JSON.stringify({ urls, total, concurrency }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], timeout: timeoutMs },
  );
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the load generator stopped with ${code}`);
  return JSON.parse(out) as LoadResult;
}
