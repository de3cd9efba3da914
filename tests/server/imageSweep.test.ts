import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepUnreferencedImages } from '../../server/src/modules/images/sweepImages';
import { ImageStore } from '../../server/src/modules/images/imageStore';
import { pngOf, sendForm } from './helpers/multipart';
import { testServer } from './helpers/testApp';

const HOUR = 3_600_000;

describe('sweeping image files nothing refers to', () => {
  const t = testServer();
  let uploads: string;

  const send = async (method: 'POST' | 'PUT', url: string, image: Buffer) => {
    const response = await sendForm(t, t.root, method, url, [
      ['name', 'Gift Sets'],
      ['image', image],
    ]);
    expect(response.statusCode).toBeLessThan(300);
    return response.json().category as { _id: string; image: string };
  };
  const files = async () => (await fs.readdir(uploads)).sort();
  const hashOf = (url: string) => path.basename(url, '.webp');
  const age = async (name: string, hours: number) => {
    const then = new Date(Date.now() - hours * HOUR);
    await fs.utimes(path.join(uploads, name), then, then);
  };

  beforeAll(async () => {
    uploads = path.join(t.config.dataDir, 'uploads');
  });

  it('removes a replaced image and stale temporary files once they are a day old, nothing else', async () => {
    const first = await send('POST', '/api/category/', await pngOf('#112233'));
    const second = await send('PUT', `/api/category/${first._id}`, await pngOf('#445566'));
    expect(second.image).not.toBe(first.image);
    await fs.writeFile(path.join(uploads, 'crash.1234.tmp'), 'half an image');
    await fs.writeFile(path.join(uploads, 'notes.txt'), 'not ours to judge');
    const before = await files();
    expect(before.filter((f) => f.startsWith(hashOf(first.image)))).toHaveLength(2);

    // Fresh files stay, referenced or not.
    expect(await sweepUnreferencedImages(t.app.database.db, uploads)).toBe(0);
    expect(await files()).toEqual(before);

    for (const name of before) await age(name, 25);
    expect(await sweepUnreferencedImages(t.app.database.db, uploads)).toBe(3);
    const after = await files();
    expect(after.filter((f) => f.startsWith(hashOf(first.image)))).toEqual([]);
    expect(after.filter((f) => f.startsWith(hashOf(second.image)))).toHaveLength(2);
    expect(after).toContain('notes.txt');
    expect(after).not.toContain('crash.1234.tmp');
    expect((await t.app.inject(second.image)).statusCode).toBe(200);
  });

  it('keeps an old orphan that an upload in flight is about to use again', async () => {
    const store = new ImageStore(uploads);
    const png = await pngOf('#778899');
    const orphan = await store.store(await store.encode(png));
    for (const name of await files()) await age(name, 48);
    // Another request uploads the same picture: the file is reused and marked as just used.
    expect((await store.store(await store.encode(png))).created).toBe(false);
    await sweepUnreferencedImages(t.app.database.db, uploads);
    expect(await files()).toContain(`${hashOf(orphan.url)}.webp`);
  });

  it('keeps an old orphan that a form names again for a new size, and drops a missing one', async () => {
    const store = new ImageStore(uploads);
    const image = await store.store(await store.encode(await pngOf('#13579b')));
    for (const name of await files()) await age(name, 48);
    expect(await store.reuse(image.url)).toBe(image.url);
    await sweepUnreferencedImages(t.app.database.db, uploads);
    expect(await files()).toContain(`${hashOf(image.url)}.webp`);
    expect(await store.reuse(`/uploads/${'0'.repeat(24)}.webp`)).toBeNull();
  });

  it('does nothing when no image was ever uploaded', async () => {
    const empty = path.join(t.config.dataDir, 'no-uploads-here');
    expect(await sweepUnreferencedImages(t.app.database.db, empty)).toBe(0);
  });
});
