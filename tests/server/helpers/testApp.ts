import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { loadConfig, type Config, type DatabaseConfig } from '../../../server/src/config';
import { admins, refreshTokens } from '../../../server/src/db/schema';
import { hashPassword } from '../../../server/src/modules/auth/passwords';
import { TokenSigner } from '../../../server/src/plugins/tokens';

export const ROOT_EMAIL = 'root@shop.test';
export const ROOT_PASSWORD = 'root-password-1';

/** True when this run targets PostgreSQL (TEST_DATABASE_URL) rather than PGlite. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A scratch database for one test file: a new PostgreSQL database when TEST_DATABASE_URL is set,
 * otherwise PGlite (in memory, or in a directory when the test needs to reopen it).
 */
export async function scratchDatabase(opts: { persistent?: boolean } = {}) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database: DatabaseConfig = {
      kind: 'pglite',
      dataDir: opts.persistent ? path.join(dir, 'db') : null,
    };
    return { dir, database, drop: () => fs.rm(dir, { recursive: true, force: true }) };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database: DatabaseConfig = { kind: 'postgres', url: url.toString() };
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    await fs.rm(dir, { recursive: true, force: true });
  };
  return { dir, database, drop };
}

/** Configuration for a test server on the given database and directory. */
export function testConfig(
  dir: string,
  database: DatabaseConfig,
  env: Record<string, string> = {},
): Config {
  return {
    ...loadConfig({
      DATA_DIR: dir,
      ADMIN_EMAIL: ROOT_EMAIL,
      ADMIN_PASSWORD: ROOT_PASSWORD,
      SEED_DEMO: '0',
      ...env,
    }),
    database,
    jwtSecret: 'test-secret-that-is-long-enough-0123456789',
    clientDir: null,
    ssrEntry: null,
  };
}

/** A server and the configuration it was built with. */
export interface RunningApp {
  app: FastifyInstance;
  config: Config;
}

export interface TestApp extends RunningApp {
  close(): Promise<void>;
}

/** A whole server (buildApp) on a scratch database, for inject-based tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  options: { rateLimit?: boolean } = {},
): Promise<TestApp> {
  const scratch = await scratchDatabase();
  const config = { ...testConfig(scratch.dir, scratch.database, env), ...overrides };
  const app = await buildApp(config, { logger: false, ...options });
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await scratch.drop();
    },
  };
}

/**
 * A whole server for the enclosing describe block: built (createTestApp) before its tests and
 * closed after them, with `root`, a token of the root superadmin. The object is filled in by the
 * time the block's own beforeAll hooks run.
 */
export function testServer(...args: Parameters<typeof createTestApp>): TestApp & { root: string } {
  const server = {} as TestApp & { root: string };
  beforeAll(async () => {
    Object.assign(server, await createTestApp(...args));
    server.root = (await rootSession(server)).token;
  });
  afterAll(() => server.close?.());
  return server;
}

/**
 * testServer with `clerk` too: a token of an admin who is not a superadmin (clerk@shop.test),
 * seeded before the block's own beforeAll hooks run.
 */
export function staffServer(
  ...args: Parameters<typeof createTestApp>
): ReturnType<typeof testServer> & { clerk: string } {
  const server = testServer(...args) as ReturnType<typeof testServer> & { clerk: string };
  beforeAll(async () => {
    server.clerk = (await seedAdmin(server, { email: 'clerk@shop.test' })).token;
  });
  return server;
}

/** Two instances of the shop on one scratch database, with the root superadmin's token. */
export interface TwoServers {
  a: FastifyInstance;
  b: FastifyInstance;
  /** A's configuration (B's differs only in its DATA_DIR when `dataDirB` is given). */
  config: Config;
  /** Where each listens on loopback, with `listen`. */
  urlA: string;
  urlB: string;
  root: string;
}

/**
 * Two servers for the enclosing describe block, sharing one database (PostgreSQL: only it lets
 * two instances in), built before its tests and closed after them.
 */
export function twoServers(
  options: { rateLimit?: boolean; dataDirB?: string; listen?: boolean } = {},
): TwoServers {
  const servers = {} as TwoServers;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  beforeAll(async () => {
    scratch = await scratchDatabase();
    const config = testConfig(scratch.dir, scratch.database);
    const build = { logger: false, rateLimit: options.rateLimit };
    servers.config = config;
    servers.a = await buildApp(config, build);
    servers.b = await buildApp(
      options.dataDirB ? { ...config, dataDir: options.dataDirB } : config,
      build,
    );
    if (options.listen) {
      servers.urlA = await servers.a.listen({ port: 0, host: '127.0.0.1' });
      servers.urlB = await servers.b.listen({ port: 0, host: '127.0.0.1' });
    }
    servers.root = (await rootSession({ app: servers.a, config })).token;
  });
  afterAll(async () => {
    await servers.a?.close();
    await servers.b?.close();
    await scratch?.drop();
  });
  return servers;
}

/** Signs in through the API and returns the login response body. */
export async function login(app: FastifyInstance, email = ROOT_EMAIL, password = ROOT_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{
    accessToken: string;
    refreshToken: string;
    admin: { _id: string; role: string };
  }>();
}

/** Creates an admin directly in the database and returns it with a live access token. */
export async function seedAdmin(
  t: TestApp,
  fields: {
    name?: string;
    email: string;
    role?: 'admin' | 'superadmin';
    password?: string;
    active?: boolean;
  },
) {
  const { db } = t.app.database;
  const [row] = await db
    .insert(admins)
    .values({
      name: fields.name ?? fields.email.split('@')[0]!,
      email: fields.email,
      role: fields.role ?? 'admin',
      active: fields.active ?? true,
      passwordHash: await hashPassword(fields.password ?? 'password-1'),
      createdByName: 'Super Admin',
    })
    .returning();
  return { ...row!, token: await tokenFor(t, row!.id) };
}

/** A fresh session (refresh-token row) and access token for an existing admin, without /login. */
export async function tokenFor(t: RunningApp, adminId: string): Promise<string> {
  const { db } = t.app.database;
  const [admin] = await db.select().from(admins).where(eq(admins.id, adminId));
  const [session] = await db
    .insert(refreshTokens)
    .values({
      adminId,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const signer = new TokenSigner(t.config.jwtSecret!);
  return signer.sign({
    adminId,
    role: admin!.role as 'admin' | 'superadmin',
    sessionId: session!.id,
  });
}

/** The root superadmin's id and a live token. */
export async function rootSession(t: RunningApp) {
  const [root] = await t.app.database.db.select().from(admins).where(eq(admins.isRoot, true));
  return { id: root!.id, token: await tokenFor(t, root!.id) };
}

/** inject() with a bearer token. */
export function as(t: RunningApp, token: string | null) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}

/** A POST whose body is sent as written, labelled JSON whether or not it is. */
export function postJsonText(t: RunningApp, url: string, payload: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload,
  });
}
