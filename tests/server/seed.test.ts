import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { admins, categories, perfumes, reviews, variants } from '../../server/src/db/schema';
import { ROOT_EMAIL, ROOT_PASSWORD, login, scratchDatabase, testConfig } from './helpers/testApp';

async function counts(app: FastifyInstance) {
  const { db } = app.database;
  const [[a], [c], [p], [v], [r]] = await Promise.all([
    db.select({ n: count() }).from(admins),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(perfumes),
    db.select({ n: count() }).from(variants),
    db.select({ n: count() }).from(reviews),
  ]);
  return { admins: a!.n, categories: c!.n, perfumes: p!.n, variants: v!.n, reviews: r!.n };
}

describe('first start with the demo catalogue', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    scratch = await scratchDatabase({ persistent: true });
    app = await buildApp(testConfig(scratch.dir, scratch.database, { SEED_DEMO: '1' }), {
      logger: false,
    });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await scratch.drop();
  });

  it('creates the root superadmin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const session = await login(app, ROOT_EMAIL, ROOT_PASSWORD);
    expect(session.admin.role).toBe('superadmin');
  });

  it('seeds categories with images and a dozen perfumes of two or three sizes', async () => {
    const list = (await app.inject('/api/category/active')).json<
      { name: string; image: string }[]
    >();
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const category of list) {
      expect(category.image).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
      const image = await app.inject(category.image);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toContain('immutable');
    }
    const perfumeRows = await app.database.db.select().from(perfumes);
    expect(perfumeRows.length).toBeGreaterThanOrEqual(10);
    const variantRows = await app.database.db.select().from(variants);
    for (const perfume of perfumeRows) {
      const own = variantRows.filter((v) => v.perfumeId === perfume.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const v of own)
        expect(fs.existsSync(path.join(scratch.dir, v.image!.replace(/^\//, '')))).toBe(true);
    }
  });

  it('gives every demo category and perfume an Urdu name, shown on Urdu reads', async () => {
    const urdu = /^[\u0600-\u06ff\s]+$/;
    const categoryRows = (await app.inject('/api/category/active?lang=ur')).json();
    expect(categoryRows).toHaveLength(4);
    for (const category of categoryRows) expect(category.name).toMatch(urdu);
    const perfumeRows = (await app.inject('/api/products/public?lang=ur')).json();
    expect(perfumeRows).toHaveLength(12);
    for (const perfume of perfumeRows) {
      expect(perfume.name).toMatch(urdu);
      expect(perfume.category.name).toMatch(urdu);
    }
    const english = (await app.inject('/api/products/public')).json();
    expect(english.map((p: { name: string }) => p.name)).toContain('Rose of Lahore');
  });

  it('seeds a few approved reviews', async () => {
    const rows = await app.database.db.select().from(reviews);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.isApproved)).toBe(true);
  });

  it('adds nothing on a restart, even after the demo was deleted', async () => {
    const before = await counts(app);
    await app.close();
    app = await buildApp(testConfig(scratch.dir, scratch.database, { SEED_DEMO: '1' }), {
      logger: false,
    });
    expect(await counts(app)).toEqual(before);

    const { db } = app.database;
    await db.delete(reviews);
    await db.delete(variants);
    await db.delete(perfumes);
    await db.delete(categories);
    await app.close();
    app = await buildApp(testConfig(scratch.dir, scratch.database, { SEED_DEMO: '1' }), {
      logger: false,
    });
    expect(await counts(app)).toEqual({
      admins: 1,
      categories: 0,
      perfumes: 0,
      variants: 0,
      reviews: 0,
    });
  }, 120_000);
});

describe('first start without demo data or a configured password', () => {
  it('prints a generated root password once and seeds no catalogue with SEED_DEMO=0', async () => {
    const scratch = await scratchDatabase();
    const shown: string[] = [];
    const config = { ...testConfig(scratch.dir, scratch.database), adminPassword: null };
    const app = await buildApp(config, {
      logger: false,
      onRootPassword: (_email, password) => shown.push(password),
    });
    try {
      expect(shown).toHaveLength(1);
      expect(shown[0]!.length).toBeGreaterThanOrEqual(12);
      await login(app, ROOT_EMAIL, shown[0]);
      expect((await app.inject('/api/category/active')).json()).toEqual([]);
      const [stored] = await app.database.db.select().from(admins);
      expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(stored!.passwordHash).not.toContain(shown[0]);
    } finally {
      await app.close();
      await scratch.drop();
    }
  });
});
