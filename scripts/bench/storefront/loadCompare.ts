import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import http from 'node:http';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const AUTOCANNON = path.join(ROOT, 'node_modules/autocannon/autocannon.js');
const REQUEST_HEADERS = { 'accept-encoding': 'br, gzip' };

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** autocannon in a process of its own: `connections` for `seconds`, one path. */
function autocannon(url: string, connections: number, seconds: number): LoadFigures {
  const run = spawnSync(
    process.execPath,
    [
      AUTOCANNON,
      '-j',
      '-c',
      String(connections),
      '-d',
      String(seconds),
      ...Object.entries(REQUEST_HEADERS).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
      url,
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, timeout: (seconds + 30) * 1000 },
  );
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The shop's answer to a path, as the load generator gets it, to be replayed by the bare server. */
async function capture(origin: string, urlPath: string) {
  // Node's http, not fetch: the bytes as sent, still compressed.
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      http
        .get(`${origin}${urlPath}`, { headers: REQUEST_HEADERS }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const headers: Record<string, string> = {};
            for (const [k, v] of Object.entries(res.headers)) {
              if (typeof v === 'string' && k !== 'date' && k !== 'connection' && k !== 'keep-alive')
                headers[k] = v;
            }
            resolve({
              status: res.statusCode ?? 0,
              headers,
              body: Buffer.concat(chunks).toString('base64'),
            });
          });
        })
        .on('error', reject);
    },
  );
}

export interface LoadComparison {
  path: string;
  shop: LoadFigures;
  bare: LoadFigures;
  ratio: number;
}

/**
 * Each path loaded on the shop and on a bare node:http server sending the same bytes and headers,
 * twice each in the order shop, bare, bare, shop (means compared; p99 is the worse of two), the
 * load generator in its own process.
 */
export async function compareWithBare(
  origin: string,
  paths: string[],
  connections = 50,
  seconds = 8,
): Promise<LoadComparison[]> {
  const answers: Record<string, unknown> = {};
  for (const p of paths) answers[p] = await capture(origin, p);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-')), 'answers.json');
  fs.writeFileSync(file, JSON.stringify(answers));
  const bare = spawn(process.execPath, [path.join(import.meta.dirname, 'bareServer.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(bare.stdout!, 'data')) as [Buffer];
    const bareOrigin = `http://127.0.0.1:${line.toString().trim()}`;
    const results: LoadComparison[] = [];
    const mean = (runs: LoadFigures[]): LoadFigures => ({
      requestsPerSecond: runs.reduce((sum, r) => sum + r.requestsPerSecond, 0) / runs.length,
      p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
    });
    for (const p of paths) {
      autocannon(`${origin}${p}`, connections, 1); // warm-up
      // shop, bare, bare, shop: drift on this shared machine falls on both sides alike.
      const shop: LoadFigures[] = [];
      const bareRuns: LoadFigures[] = [];
      shop.push(autocannon(`${origin}${p}`, connections, seconds));
      bareRuns.push(autocannon(`${bareOrigin}${p}`, connections, seconds));
      bareRuns.push(autocannon(`${bareOrigin}${p}`, connections, seconds));
      shop.push(autocannon(`${origin}${p}`, connections, seconds));
      const shopMean = mean(shop);
      const bareMean = mean(bareRuns);
      results.push({
        path: p,
        shop: shopMean,
        bare: bareMean,
        ratio: shopMean.requestsPerSecond / bareMean.requestsPerSecond,
      });
    }
    return results;
  } finally {
    bare.kill('SIGTERM');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
