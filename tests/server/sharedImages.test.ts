import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { categoryWithImage } from './helpers/multipart';
import { onPostgres, twoServers } from './helpers/testApp';

/** Two instances with their own DATA_DIRs on one PostgreSQL, over real HTTP. */
describe.skipIf(!onPostgres)('images shared by every instance (PostgreSQL)', () => {
  const dirB = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-b-'));
  // Removed after the servers have closed (after-hooks run last registered first).
  afterAll(() => fs.rmSync(dirB, { recursive: true, force: true }));
  const servers = twoServers({ dataDirB: dirB, listen: true });

  it('serves through B an image uploaded through A, with its link preview', async () => {
    const image = await categoryWithImage(servers.a, servers.root, 'Shared Oud', '#7a3b2c');
    expect(image).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(fs.existsSync(path.join(dirB, 'uploads', path.basename(image)))).toBe(false);

    const onB = await fetch(`${servers.urlB}${image}`);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toBe('image/webp');
    expect(onB.headers.get('cache-control')).toMatch(/immutable/);
    const fromA = await servers.a.inject({ method: 'GET', url: image });
    expect(Buffer.from(await onB.arrayBuffer())).toEqual(fromA.rawPayload);
    const card = image.replace('.webp', '-480.webp');
    expect((await fetch(`${servers.urlB}${card}`)).status).toBe(200);
    const preview = await fetch(`${servers.urlB}/preview/${path.basename(image, '.webp')}.jpg`);
    expect(preview.status).toBe(200);
    expect((await fetch(`${servers.urlB}/uploads/${'0'.repeat(24)}.webp`)).status).toBe(404);
  });
});
