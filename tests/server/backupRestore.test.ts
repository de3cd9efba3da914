import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import type { Config } from '../../server/src/config';
import { BackupError, backup, restore, tableNames, tableRows } from '../../server/src/setup/backup';
import { PGLITE_EXTENSIONS } from '../../server/src/db/client';
import { customer, seedPerfume } from './helpers/catalogue';
import { categoryWithImage } from './helpers/multipart';
import { onPostgres, rootSession, scratchDatabase, testConfig } from './helpers/testApp';

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Opens the database of a (stopped) shop and hands a query function to `work`. */
async function withDatabase<T>(config: Config, work: (query: Query) => Promise<T>): Promise<T> {
  if (config.database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: config.database.url });
    await client.connect();
    try {
      return await work(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  // The shop's extensions, as the shop opens it: a GiST trigram index needs pg_trgm loaded.
  const client = new PGlite(config.database.dataDir!, { extensions: PGLITE_EXTENSIONS });
  try {
    return await work(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.close();
  }
}

/** Every row of every table, as JSON text. */
async function everyTable(config: Config): Promise<Record<string, string[]>> {
  return withDatabase(config, async (query) => {
    const all: Record<string, string[]> = {};
    for (const table of await tableNames(query)) all[table] = await tableRows(query, table);
    return all;
  });
}

function imageFiles(config: Config): Record<string, string> {
  const dir = path.join(config.dataDir, 'uploads');
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.webp'))
      .map((name) => [name, fs.readFileSync(path.join(dir, name)).toString('base64')]),
  );
}

/**
 * npm run backup / npm run restore, round trip, on the database this run targets: a shop with a
 * category image, perfumes and an order is backed up, restored into an empty database and
 * DATA_DIR, and every table's rows and every image are compared with the original.
 */
describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let source: Awaited<ReturnType<typeof scratchDatabase>>;
  let target: Awaited<ReturnType<typeof scratchDatabase>>;
  let sourceConfig: Config;
  let targetConfig: Config;
  const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-')), 'backup');
  let image: string;

  beforeAll(async () => {
    source = await scratchDatabase({ persistent: true });
    target = await scratchDatabase({ persistent: true });
    sourceConfig = testConfig(source.dir, source.database);
    targetConfig = testConfig(target.dir, target.database);
    const app = await buildApp(sourceConfig, { logger: false });
    try {
      const t = { app, config: sourceConfig };
      const { token } = await rootSession(t);
      image = await categoryWithImage(app, token, 'Backed Up', '#3b7a2c');
      const { perfumeId } = await seedPerfume(t, 'Oud Backup', [
        { size: '50ml', price: 4500, stock: 9 },
      ]);
      const order = await app.inject({
        method: 'POST',
        url: '/api/orders/',
        payload: {
          ...customer,
          products: [{ productId: perfumeId, variantSize: '50ml', quantity: 2 }],
        },
      });
      expect(order.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
  });

  it('restores every table and every image exactly', async () => {
    const manifest = await backup(sourceConfig, backupDir);
    expect(manifest.database).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.tables['public.orders']).toBe(1);
    await restore(targetConfig, backupDir);

    const before = await everyTable(sourceConfig);
    const after = await everyTable(targetConfig);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before))
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    expect(before['public.orders']).toHaveLength(1);
    expect(before['public.variants']![0]).toContain('"reserved_qty": 2');
    if (onPostgres) expect(before['public.stored_images']!.length).toBeGreaterThanOrEqual(2);
    else {
      expect(Object.keys(manifest.images)).toContain(path.basename(image));
      expect(imageFiles(targetConfig)).toEqual(imageFiles(sourceConfig));
    }

    // The restored shop runs: the image is served and the owner signs in.
    const app = await buildApp(targetConfig, { logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
      const t = { app, config: targetConfig };
      expect((await rootSession(t)).token).toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('refuses to restore over data, or from a damaged backup', async () => {
    await expect(restore(targetConfig, backupDir)).rejects.toThrow(BackupError);
    await expect(restore(targetConfig, backupDir)).rejects.toThrow(
      /not empty|already holds a database/,
    );
    const damaged = path.join(path.dirname(backupDir), 'damaged');
    fs.cpSync(backupDir, damaged, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(damaged, 'manifest.json'), 'utf8'));
    const name = Object.keys(manifest.images)[0];
    if (name) {
      fs.writeFileSync(path.join(damaged, 'images', name), 'not the image');
      await expect(restore(targetConfig, damaged)).rejects.toThrow(
        `image ${name} is missing or damaged`,
      );
    }
    await expect(backup(sourceConfig, backupDir)).rejects.toThrow(/is not empty/);
  });
});

describe(`backup and restore: checked before anything is kept (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const dirs: Awaited<ReturnType<typeof scratchDatabase>>[] = [];
  const scratch = async () => {
    const made = await scratchDatabase({ persistent: true });
    dirs.push(made);
    return made;
  };
  afterAll(async () => {
    for (const made of dirs) await made.drop();
  });

  it('leaves the target untouched when a check fails, so the next restore can go ahead', async () => {
    const source = await scratch();
    const config = testConfig(source.dir, source.database);
    const app = await buildApp(config, { logger: false });
    try {
      const t = { app, config };
      await seedPerfume(t, 'Checked', [{ size: '50ml', price: 100, stock: 3 }]);
    } finally {
      await app.close();
    }
    const backupDir = path.join(source.dir, 'backup');
    const manifest = await backup(config, backupDir);
    expect(manifest.tables['public.perfumes']).toBe(1);
    if (onPostgres) expect(manifest.digests?.['public.perfumes']).toMatch(/^\d+$/);

    const tampered = path.join(source.dir, 'tampered');
    fs.cpSync(backupDir, tampered, { recursive: true });
    const wrong = { ...manifest, tables: { ...manifest.tables, 'public.perfumes': 2 } };
    fs.writeFileSync(path.join(tampered, 'manifest.json'), JSON.stringify(wrong));
    const target = await scratch();
    const targetConfig = testConfig(target.dir, target.database);
    await expect(restore(targetConfig, tampered)).rejects.toThrow(
      /after restoring, public\.perfumes holds 1 rows where the backup had 2/,
    );
    // Nothing of it was kept: the same target takes the good backup.
    await restore(targetConfig, backupDir);
    const restored = await withDatabase(targetConfig, async (query) =>
      tableRows(query, 'public.perfumes'),
    );
    expect(restored).toHaveLength(1);
  }, 120_000);

  it.runIf(onPostgres)(
    'backs up one snapshot while 12 clients place orders: the restore matches its manifest',
    async () => {
      const source = await scratch();
      const config = testConfig(source.dir, source.database);
      const app = await buildApp(config, { logger: false, rateLimit: false });
      const backupDir = path.join(source.dir, 'backup');
      let manifest: Awaited<ReturnType<typeof backup>>;
      let placed = 0;
      try {
        const t = { app, config };
        const { perfumeId } = await seedPerfume(t, 'Busy', [
          { size: '50ml', price: 100, stock: 10_000 },
        ]);
        const deadline = Date.now() + 20_000;
        let backingUp = true;
        const client = async (n: number) => {
          // Bounded: 40 orders each, or 20 s, whichever comes first; keeps going until the
          // backup is done so that it is taken under load.
          for (let i = 0; i < 40 && Date.now() < deadline && (backingUp || i < 5); i += 1) {
            const answer = await app.inject({
              method: 'POST',
              url: '/api/orders/',
              payload: {
                ...customer,
                customerEmail: `client${n}.${i}@example.pk`,
                customerPhone: `0300-${String(1_000_000 + n * 1000 + i)}`,
                products: [{ productId: perfumeId, variantSize: '50ml', quantity: 1 }],
              },
            });
            expect(answer.statusCode).toBe(201);
            placed += 1;
          }
        };
        const clients = Promise.all(Array.from({ length: 12 }, (_, n) => client(n)));
        // Start once orders are flowing.
        while (placed < 24) await new Promise((resolve) => setTimeout(resolve, 10));
        manifest = await backup(config, backupDir);
        backingUp = false;
        await clients;
      } finally {
        await app.close();
      }
      const inBackup = manifest.tables['public.orders']!;
      expect(inBackup).toBeGreaterThanOrEqual(24);
      expect(placed).toBeGreaterThan(inBackup);
      // The restore checks every count and digest before it commits; it would throw otherwise.
      const target = await scratch();
      const targetConfig = testConfig(target.dir, target.database);
      await restore(targetConfig, backupDir);
      const restored = await withDatabase(targetConfig, async (query) => {
        const [orders] = await query('select count(*)::int as n from orders');
        const [items] = await query('select count(*)::int as n from order_lines');
        const [reserved] = await query('select reserved_qty from variants');
        return { orders: orders!.n, items: items!.n, reserved: reserved!.reserved_qty };
      });
      expect(restored).toEqual({
        orders: inBackup,
        items: manifest.tables['public.order_lines'],
        // Stock reserved in the snapshot matches the orders in it.
        reserved: inBackup,
      });
    },
    120_000,
  );
});
