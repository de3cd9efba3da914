import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { auditEvents } from '../../server/src/db/schema';
import { firstStartSettings } from '../../server/src/modules/settings/firstStart';
import { DEMO_SHOP_SETTINGS } from '@shop/domain/shopSettings';
import { customer, seedPerfume } from './helpers/catalogue';
import { freePort } from './helpers/nginx';
import { smtpServer, until } from './helpers/smtp';
import {
  as,
  createTestApp,
  onPostgres,
  ROOT_EMAIL,
  rootSession,
  scratchDatabase,
  seedAdmin,
  type TestApp,
  testConfig,
  testServer,
} from './helpers/testApp';

const owned = {
  name: 'Khushbu Ghar',
  tagline: 'Attars from Lahore, to your door.',
  phone: '042-35761234',
  whatsapp: '0333 7654321',
  email: 'hello@khushbughar.pk',
  address: '14 Liberty Market, Gulberg III, Lahore 54660, Pakistan',
  city: 'Lahore, Pakistan',
  facebookUrl: 'https://www.facebook.com/khushbughar',
  instagramUrl: '',
  mailFromName: 'Khushbu Ghar Orders',
  mailFromAddress: 'orders@khushbughar.pk',
  lowStockThreshold: 3,
};

describe('shop settings in the database (superadmin)', () => {
  let t: TestApp;
  let smtp: ReturnType<typeof smtpServer>;
  let root: string;
  let clerk: string;

  beforeAll(async () => {
    const port = await freePort();
    smtp = smtpServer(port);
    await smtp.start();
    t = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        SHOP_NAME: 'Env Perfumes',
        SHOP_WHATSAPP: '0321 7654321',
        MAIL_FROM: 'Env Shop <no-reply@env.pk>',
        LOW_STOCK_THRESHOLD: '7',
      },
      {},
      { rateLimit: false },
    );
    root = (await rootSession(t)).token;
    clerk = (await seedAdmin(t, { email: 'clerk@shop.test' })).token;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('starts from the SHOP_* variables and the demo brand for the rest', async () => {
    const settings = await as(t, root)('GET', '/api/admin/settings');
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({
      name: 'Env Perfumes',
      whatsapp: '0321 7654321',
      email: 'support@mehakperfumes.pk',
      mailFromName: 'Env Shop',
      mailFromAddress: 'no-reply@env.pk',
      lowStockThreshold: 7,
    });
    const shop = (await as(t, null)('GET', '/api/shop')).json();
    expect(shop.name).toBe('Env Perfumes');
    expect(shop.social.whatsapp).toBe('https://wa.me/923217654321');
  });

  it('sends mail in the shop’s name when MAIL_FROM names no sender', () => {
    const env = { SHOP_NAME: 'Khushbu Ghar', JWT_SECRET: 'x'.repeat(32) };
    expect(firstStartSettings(loadConfig(env))).toMatchObject({
      mailFromName: 'Khushbu Ghar',
      mailFromAddress: 'no-reply@perfume.pk',
    });
    expect(
      firstStartSettings(loadConfig({ ...env, MAIL_FROM: 'orders@khushbu.pk' })),
    ).toMatchObject({ mailFromName: 'Khushbu Ghar', mailFromAddress: 'orders@khushbu.pk' });
  });

  it('is for superadmins only', async () => {
    expect((await as(t, clerk)('GET', '/api/admin/settings')).statusCode).toBe(403);
    expect((await as(t, clerk)('PUT', '/api/admin/settings', owned)).statusCode).toBe(403);
    expect((await as(t, null)('GET', '/api/admin/settings')).statusCode).toBe(401);
    expect((await as(t, null)('PUT', '/api/admin/settings', owned)).statusCode).toBe(401);
    expect((await as(t, root)('GET', '/api/admin/settings')).json().name).toBe('Env Perfumes');
  });

  it.each([
    ['facebookUrl', 'http://www.facebook.com/khushbughar', /https:\/\//],
    ['instagramUrl', 'javascript:alert(1)', /https:\/\//],
    ['whatsapp', '042-35761234', /mobile/],
    ['phone', '12345', /Pakistani phone/],
    ['phone', '+44 20 7946 0958', /Pakistani phone/],
    ['email', 'not-an-address', /e-mail/],
    ['mailFromAddress', 'orders@shop.pk>, x@evil.pk', /e-mail|plain text/],
    ['name', 'x'.repeat(61), /at most 60/],
    ['name', '   ', /required/],
    ['name', '<b>Shop</b>', /plain text/],
    ['mailFromName', 'Shop\r\nBcc: all@evil.pk', /plain text/],
    ['address', 'a'.repeat(301), /at most 300/],
    ['lowStockThreshold', -1, /whole number/],
    ['lowStockThreshold', 2.5, /whole number|integer/],
  ])('refuses %s = %j with a 400 naming it', async (field, value, message) => {
    const response = await as(t, root)('PUT', '/api/admin/settings', { ...owned, [field]: value });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; errors?: { param: string; msg: string }[] };
    const named = body.errors?.find((e) => e.param === field);
    expect(named?.msg ?? body.message).toMatch(message);
    expect(JSON.stringify(body)).toContain(field);
    expect((await as(t, root)('GET', '/api/admin/settings')).json().name).toBe('Env Perfumes');
  });

  it('refuses a missing field or one of the wrong type', async () => {
    const withoutName: Partial<typeof owned> = { ...owned };
    delete withoutName.name;
    const missing = await as(t, root)('PUT', '/api/admin/settings', withoutName);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('name');
    const wrongType = await as(t, root)('PUT', '/api/admin/settings', {
      ...owned,
      lowStockThreshold: '3',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body).toContain('lowStockThreshold');
  });

  it('keeps a change, shows it publicly at once and writes who changed what to the audit trail', async () => {
    const saved = await as(t, root)('PUT', '/api/admin/settings', {
      ...owned,
      name: `  ${owned.name}  `,
    });
    expect(saved.statusCode).toBe(200);
    // The delivery fields, left out of the PUT, keep a fresh shop's values (free delivery).
    const kept = { ...DEMO_SHOP_SETTINGS, ...owned };
    expect(saved.json()).toEqual(kept);
    expect((await as(t, root)('GET', '/api/admin/settings')).json()).toEqual(kept);

    const shop = await as(t, null)('GET', '/api/shop');
    expect(shop.headers['cache-control']).toBe('no-cache');
    expect(shop.json()).toMatchObject({
      name: owned.name,
      tagline: owned.tagline,
      city: owned.city,
      address: owned.address,
      phone: owned.phone,
      whatsapp: owned.whatsapp,
      email: owned.email,
      social: {
        facebook: owned.facebookUrl,
        instagram: '',
        whatsapp: 'https://wa.me/923337654321',
      },
    });

    const [event] = await t.app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings.update'))
      .orderBy(desc(auditEvents.createdAt));
    expect(event).toMatchObject({ actor: ROOT_EMAIL, action: 'settings.update' });
    expect(event!.target).toContain('name');
    expect(event!.target).toContain('mailFromAddress');
    expect(event!.target).not.toContain('city, city');
    expect(Date.now() - event!.createdAt.getTime()).toBeLessThan(60_000);

    // Saving the same settings again changes nothing and records nothing.
    await as(t, root)('PUT', '/api/admin/settings', owned);
    const events = await t.app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings.update'));
    expect(events).toHaveLength(1);
  });

  it('sends order e-mails from the new sender, naming the new shop', async () => {
    const perfume = await seedPerfume(t, 'Oud Royale', [{ size: '50ml', price: 4500, stock: 50 }]);
    const placed = await as(t, null)('POST', '/api/orders/', {
      ...customer,
      customerEmail: 'sana@example.pk',
      products: [{ productId: perfume.perfumeId, variantSize: '50ml', quantity: 1 }],
    });
    expect(placed.statusCode).toBe(201);
    const mail = await until(async () => {
      const parsed = await Promise.all(smtp.received.map((raw) => PostalMime.parse(raw)));
      return parsed.find((m) => m.to?.[0]?.address === 'sana@example.pk');
    }, 15_000);
    expect(mail.from).toMatchObject({
      name: owned.mailFromName,
      address: owned.mailFromAddress,
    });
    expect(mail.text).toContain(owned.name);
    expect(mail.text).toContain(owned.address);
    expect(mail.text).not.toContain('Env Perfumes');
  });

  it('uses the low-stock level as set on the dashboard', async () => {
    const lowStock = async () =>
      (await as(t, root)('GET', '/api/dashboard')).json().tables.lowStock as { name: string }[];
    // Oud Royale has 49 left: above the level of 3, at or below one of 60.
    expect(await lowStock()).toEqual([]);
    await as(t, root)('PUT', '/api/admin/settings', { ...owned, lowStockThreshold: 60 });
    expect((await lowStock()).map((row) => JSON.stringify(row)).join()).toContain('Oud Royale');
    await as(t, root)('PUT', '/api/admin/settings', owned);
    expect(await lowStock()).toEqual([]);
  });
});

describe('order limits in the settings', () => {
  const t = testServer(
    { MAX_UNITS_PER_LINE: '4', MAX_UNITS_PER_ORDER: '6', SHOP_NAME: 'Limits Shop' },
    {},
    { rateLimit: false },
  );
  let perfumeId: string;

  beforeAll(async () => {
    perfumeId = (await seedPerfume(t, 'Musk', [{ size: '50ml', price: 1000, stock: 500 }]))
      .perfumeId;
  });

  const place = (quantity: number, email: string) =>
    as(t, null)('POST', '/api/orders/', {
      ...customer,
      customerEmail: email,
      products: [{ productId: perfumeId, variantSize: '50ml', quantity }],
    });
  const limitsServed = async () => (await as(t, null)('GET', '/api/shop')).json().orderLimits;

  it('starts from MAX_UNITS_PER_LINE and MAX_UNITS_PER_ORDER', async () => {
    expect((await as(t, t.root)('GET', '/api/admin/settings')).json()).toMatchObject({
      maxUnitsPerLine: 4,
      maxUnitsPerOrder: 6,
    });
    expect(await limitsServed()).toEqual({ maxUnitsPerLine: 4, maxUnitsPerOrder: 6 });
    expect((await place(5, 'l1@example.pk')).json().message).toBe(
      'At most 4 of one size per order.',
    );
  });

  it.each([
    [{ maxUnitsPerLine: 0 }, 'maxUnitsPerLine', /from 1 to 100/],
    [{ maxUnitsPerLine: 101 }, 'maxUnitsPerLine', /from 1 to 100/],
    [{ maxUnitsPerLine: 2.5 }, 'maxUnitsPerLine', /whole number|integer/],
    [{ maxUnitsPerOrder: 0 }, 'maxUnitsPerOrder', /from 1 to 10000/],
    [{ maxUnitsPerOrder: 10_001 }, 'maxUnitsPerOrder', /from 1 to 10000/],
    [{ maxUnitsPerLine: 20, maxUnitsPerOrder: 19 }, 'maxUnitsPerOrder', /at least .*\(20\)/],
  ])('refuses %j with a 400 naming %s', async (change, field, message) => {
    const response = await as(t, t.root)('PUT', '/api/admin/settings', { ...owned, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; errors?: { param: string; msg: string }[] };
    expect(body.errors?.find((e) => e.param === field)?.msg ?? body.message).toMatch(message);
    expect(await limitsServed()).toEqual({ maxUnitsPerLine: 4, maxUnitsPerOrder: 6 });
  });

  it("titles the API document with the shop's name, and with a new one after a rename", async () => {
    const title = async (url: string) => {
      const response = await as(t, null)('GET', url);
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    expect(JSON.parse(await title('/api/docs/json')).info.title).toBe('Limits Shop API');
    expect(await title('/api/docs/yaml')).toMatch(/title: Limits Shop API/);
    // The document npm run generate writes keeps the default title.
    expect((t.app.swagger() as { info: { title: string } }).info.title).toBe('Perfume shop API');
    const renamed = await as(t, t.root)('PUT', '/api/admin/settings', {
      ...owned,
      name: 'Docs Renamed',
    });
    expect(renamed.statusCode).toBe(200);
    expect(JSON.parse(await title('/api/docs/json')).info.title).toBe('Docs Renamed API');
    expect(await title('/api/docs/yaml')).toMatch(/title: Docs Renamed API/);
    await as(t, t.root)('PUT', '/api/admin/settings', { ...owned, name: 'Limits Shop' });
    expect(JSON.parse(await title('/api/docs/json')).info.title).toBe('Limits Shop API');
  });

  it('applies a change to GET /api/shop and to the next order at once', async () => {
    const saved = await as(t, t.root)('PUT', '/api/admin/settings', {
      ...owned,
      maxUnitsPerLine: 7,
      maxUnitsPerOrder: 7,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ maxUnitsPerLine: 7, maxUnitsPerOrder: 7 });
    expect(await limitsServed()).toEqual({ maxUnitsPerLine: 7, maxUnitsPerOrder: 7 });
    // 7 units of one size, at both limits at once: placed; 8: refused by the new limit.
    expect((await place(7, 'l2@example.pk')).statusCode).toBe(201);
    expect((await place(8, 'l3@example.pk')).json().message).toBe(
      'At most 7 of one size per order.',
    );
    // Leaving the limits out of the PUT keeps them.
    await as(t, t.root)('PUT', '/api/admin/settings', owned);
    expect(await limitsServed()).toEqual({ maxUnitsPerLine: 7, maxUnitsPerOrder: 7 });
  });
});

describe('shop settings across starts and instances', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    scratch = await scratchDatabase({ persistent: true });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await scratch?.drop();
  });

  const start = async (env: Record<string, string>) => {
    const app = await buildApp(testConfig(scratch.dir, scratch.database, env), { logger: false });
    apps.push(app);
    return app;
  };
  const shopName = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/api/shop' })).json().name as string;

  it('keeps the stored settings over SHOP_* on the next start', async () => {
    const first = await start({ SHOP_NAME: 'First Start' });
    expect(await shopName(first)).toBe('First Start');
    const t = { app: first } as TestApp;
    const token = (await rootSession({ ...t, config: testConfig(scratch.dir, scratch.database) }))
      .token;
    const saved = await first.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: owned,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(saved.statusCode).toBe(200);
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    const again = await start({ SHOP_NAME: 'Changed In Env' });
    expect(await shopName(again)).toBe(owned.name);
  });

  it.skipIf(!onPostgres)(
    'shows a change made on one instance on another within seconds',
    async () => {
      const a = apps[0] ?? (await start({}));
      const b = await start({});
      const urlB = await b.listen({ port: 0, host: '127.0.0.1' });
      const token = (
        await rootSession({ app: a, config: testConfig(scratch.dir, scratch.database) } as TestApp)
      ).token;
      // B has its settings in memory before the change.
      expect((await (await fetch(`${urlB}/api/shop`)).json()).name).toBe(owned.name);
      const changed = await a.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: {
          ...owned,
          name: 'Renamed On A',
          lowStockThreshold: 60,
          maxUnitsPerLine: 3,
          maxUnitsPerOrder: 9,
        },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(changed.statusCode).toBe(200);
      const started = Date.now();
      await until(
        async () => (await (await fetch(`${urlB}/api/shop`)).json()).name === 'Renamed On A',
      );
      expect(Date.now() - started).toBeLessThan(3000);
      const onB = await b.inject({
        method: 'GET',
        url: '/api/admin/settings',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(onB.json().lowStockThreshold).toBe(60);
      expect((await (await fetch(`${urlB}/api/shop`)).json()).orderLimits).toEqual({
        maxUnitsPerLine: 3,
        maxUnitsPerOrder: 9,
      });
    },
  );
});
