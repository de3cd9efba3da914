import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN_EMAIL = 'owner@shop.test';
export const ADMIN_PASSWORD = 'owner-password-1';

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningShop {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Spawns the shop exactly as `npm start` runs it, without waiting for it to be ready. */
export function spawnShop(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): RunningShop {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      // As `npm start` runs it: the test runner's NODE_ENV=test would give the server React's and
      // Emotion's development builds (labelled class names the browser's build does not make).
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    process: child,
    output: () => output,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until /api/health answers 200, failing early if the process ends. */
export async function waitUntilReady(shop: RunningShop, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void shop.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`shop exited before it was ready:\n${shop.output()}`);
    try {
      const response = await fetch(`${shop.url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`shop not ready after ${timeoutMs} ms:\n${shop.output()}`);
}

/** The root admin signs in through the API, with `password` (theirs unless told). */
export function logIn(shopUrl: string, password = ADMIN_PASSWORD): Promise<Response> {
  return fetch(`${shopUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password }),
  });
}

/** A running shop on a new temporary DATA_DIR and a free port. */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-e2e-'));
  const shop = spawnShop(dataDir, await freePort(), env);
  await waitUntilReady(shop);
  return shop;
}

export async function removeDataDir(dataDir: string): Promise<void> {
  await fs.rm(dataDir, { recursive: true, force: true });
}
