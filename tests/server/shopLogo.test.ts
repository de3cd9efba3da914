import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../server/src/db/schema';
import { sweepUnreferencedImages } from '../../server/src/modules/images/sweepImages';
import { pngOf, sendForm } from './helpers/multipart';
import { as, seedAdmin, testServer } from './helpers/testApp';

const HOUR = 3_600_000;

/** The shop's logo: uploaded like a perfume's image, kept in the settings, served in GET /api/shop. */
describe('the shop logo (superadmin)', () => {
  const t = testServer({}, {}, { rateLimit: false });
  let clerk: string;
  let uploads: string;

  const upload = (token: string | null, fields: [string, Buffer | string][]) =>
    sendForm(t, token, 'POST', '/api/admin/settings/logo', fields);
  const shopLogo = async () => (await as(t, null)('GET', '/api/shop')).json().logo as string;

  beforeAll(async () => {
    clerk = (await seedAdmin(t, { email: 'clerk@logo.test' })).token;
    uploads = path.join(t.config.dataDir, 'uploads');
  });

  it('has no logo at first', async () => {
    expect(await shopLogo()).toBe('');
    expect((await as(t, t.root)('GET', '/api/admin/settings')).json().logoUrl).toBe('');
  });

  it('is for superadmins only', async () => {
    const png = await pngOf('#aa3366');
    expect((await upload(clerk, [['image', png]])).statusCode).toBe(403);
    expect((await upload(null, [['image', png]])).statusCode).toBe(401);
    expect((await as(t, clerk)('DELETE', '/api/admin/settings/logo')).statusCode).toBe(403);
    expect(await shopLogo()).toBe('');
  });

  it('refuses a form without an image, or a file that is not one', async () => {
    const none = await upload(t.root, [['name', 'x']]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose an image for the logo.');
    const text = await upload(t.root, [['image', Buffer.from('not an image at all')]]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/not a supported image/);
    expect(await shopLogo()).toBe('');
  });

  it('stores an upload as WebP, serves it, shows it in GET /api/shop and records the change', async () => {
    const saved = await upload(t.root, [['image', await pngOf('#aa3366', 300)]]);
    expect(saved.statusCode, saved.body).toBe(200);
    const logo = saved.json().logoUrl as string;
    expect(logo).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(await shopLogo()).toBe(logo);
    const file = await t.app.inject(logo);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/image\/webp/);
    const [event] = await t.app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings.update'))
      .orderBy(desc(auditEvents.createdAt));
    expect(event!.target).toBe('logoUrl');
  });

  it('keeps the logo through a PUT of the settings, whatever logoUrl the body names', async () => {
    const logo = await shopLogo();
    const settings = (await as(t, t.root)('GET', '/api/admin/settings')).json();
    const put = await as(t, t.root)('PUT', '/api/admin/settings', {
      ...settings,
      name: 'Logo Shop',
      logoUrl: 'https://evil.example/logo.png',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().logoUrl).toBe(logo);
    expect(await shopLogo()).toBe(logo);
  });

  it('keeps the logo file through the sweep of old unreferenced images', async () => {
    const logo = await shopLogo();
    const hash = path.basename(logo, '.webp');
    const then = new Date(Date.now() - 48 * HOUR);
    for (const name of await fs.readdir(uploads)) {
      await fs.utimes(path.join(uploads, name), then, then);
    }
    await sweepUnreferencedImages(t.app.database.db, uploads);
    expect((await fs.readdir(uploads)).filter((f) => f.startsWith(hash))).toHaveLength(2);
  });

  it('replaces the logo with a new upload, and removes it', async () => {
    const before = await shopLogo();
    const replaced = await upload(t.root, [['image', await pngOf('#3366aa')]]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().logoUrl).not.toBe(before);
    expect(await shopLogo()).toBe(replaced.json().logoUrl);
    const removed = await as(t, t.root)('DELETE', '/api/admin/settings/logo');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logoUrl).toBe('');
    expect(await shopLogo()).toBe('');
  });
});
