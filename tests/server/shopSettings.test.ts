import { desc, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { auditEvents } from '../../server/src/db/schema';
import { firstStartSettings } from '../../server/src/modules/settings/firstStart';
import { DEMO_SHOP_SETTINGS } from '@shop/domain/shopSettings';
import { orderOf, seedPerfume } from './helpers/catalogue';
import { freePort } from './helpers/nginx';
import { owned, refusalOf } from './helpers/shopSettings';
import { smtpServer, until } from './helpers/smtp';
import {
  as,
  createTestApp,
  ROOT_EMAIL,
  rootSession,
  seedAdmin,
  type TestApp,
} from './helpers/testApp';

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
    expect(refusalOf(response, field)).toMatch(message);
    expect(JSON.stringify(response.json())).toContain(field);
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
    const placed = await as(t, null)(
      'POST',
      '/api/orders/',
      orderOf(perfume.perfumeId, 'sana@example.pk'),
    );
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
