import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig, type DatabaseConfig } from '../../server/src/config';

export type Engine = 'PGlite' | 'PostgreSQL';

export interface BenchShop {
  app: FastifyInstance;
  url: string;
  engine: Engine;
  token: string;
}

/**
 * A shop with the demo catalogue on a scratch database, listening on a loopback port, with rate
 * limits off (a benchmark is one client sending everything). Removed afterwards.
 */
export async function withShop<T>(
  engine: Engine,
  run: (shop: BenchShop) => Promise<T>,
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
  const config = {
    ...loadConfig({
      DATA_DIR: dir,
      ADMIN_EMAIL: 'bench@shop.pk',
      ADMIN_PASSWORD: 'bench-password',
      SEED_DEMO: '1',
      LOG_LEVEL: 'silent',
    }),
    database,
    jwtSecret: 'bench-secret-that-is-long-enough-0123456789',
    clientDir: null,
    ssrEntry: null,
  };
  const app = await buildApp(config, { logger: false, rateLimit: false });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@shop.pk', password: 'bench-password' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    return await run({ app, url, engine, token: accessToken });
  } finally {
    await app.close();
    await drop();
    await fs.rm(dir, { recursive: true, force: true });
  }
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
