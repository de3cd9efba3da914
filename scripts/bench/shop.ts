import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig, type Config, type DatabaseConfig } from '../../server/src/config';

export type Engine = 'PGlite' | 'PostgreSQL';

export interface BenchShop {
  app: FastifyInstance;
  url: string;
  engine: Engine;
  token: string;
}

const BENCH_ADMIN = { email: 'bench@shop.pk', password: 'bench-password' };

/** A scratch database: a PGlite data directory, or a database in BENCH_DATABASE_URL's server. */
export interface Scratch {
  engine: Engine;
  /** The shop's DATA_DIR (and PGlite's data directory inside it). */
  dir: string;
  database: DatabaseConfig;
}

/** A scratch database for `run`, removed afterwards. */
export async function withScratchDatabase<T>(
  engine: Engine,
  run: (scratch: Scratch) => Promise<T>,
): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  let database: DatabaseConfig = { kind: 'pglite', dataDir: path.join(dir, 'db') };
  let drop = async () => {};
  if (engine === 'PostgreSQL') {
    const adminUrl = process.env.BENCH_DATABASE_URL!;
    const name = `shop_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = { kind: 'postgres', url: url.toString() };
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  try {
    return await run({ engine, dir, database });
  } finally {
    await drop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The shop's configuration on a scratch database: demo catalogue, the bench's admin. */
export function benchConfig(scratch: Scratch): Config {
  return {
    ...loadConfig({
      DATA_DIR: scratch.dir,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SEED_DEMO: '1',
      LOG_LEVEL: 'silent',
    }),
    database: scratch.database,
    jwtSecret: 'bench-secret-that-is-long-enough-0123456789',
    clientDir: null,
    ssrEntry: null,
  };
}

/** The bench admin's access token from a shop listening at `url`. */
export async function logIn(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return accessToken;
}

/**
 * The shop on `scratch`, in this process, listening on a loopback port with rate limits off (a
 * benchmark is one client sending everything). Closed afterwards.
 */
export async function withApp<T>(
  scratch: Scratch,
  run: (shop: BenchShop) => Promise<T>,
): Promise<T> {
  const app = await buildApp(benchConfig(scratch), { logger: false, rateLimit: false });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return await run({ app, url, engine: scratch.engine, token: await logIn(url) });
  } finally {
    await app.close();
  }
}

/** A shop with the demo catalogue on a scratch database (withApp on withScratchDatabase). */
export async function withShop<T>(
  engine: Engine,
  run: (shop: BenchShop) => Promise<T>,
): Promise<T> {
  return withScratchDatabase(engine, (scratch) => withApp(scratch, run));
}

/** Median and 95th percentile of `runs` sequential calls, in milliseconds. */
export async function timeCalls(
  runs: number,
  call: () => Promise<Response>,
): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`benchmark call failed with ${response.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)]!,
    p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!,
  };
}
