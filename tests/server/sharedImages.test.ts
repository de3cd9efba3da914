import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { categoryWithImage } from './helpers/multipart';
import {
  onPostgres,
  rootSession,
  scratchDatabase,
  testConfig,
  type TestApp,
} from './helpers/testApp';

/** Two instances with their own DATA_DIRs on one PostgreSQL, over real HTTP. */
describe.skipIf(!onPostgres)('images shared by every instance (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlB: string;
  let token: string;
  const dirB = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-b-'));

  beforeAll(async () => {
    scratch = await scratchDatabase();
    const config = testConfig(scratch.dir, scratch.database);
    a = await buildApp(config, { logger: false });
    b = await buildApp({ ...config, dataDir: dirB }, { logger: false });
    await a.listen({ port: 0, host: '127.0.0.1' });
    urlB = await b.listen({ port: 0, host: '127.0.0.1' });
    token = (await rootSession({ app: a, config, close: async () => {} } as TestApp)).token;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
    fs.rmSync(dirB, { recursive: true, force: true });
  });

  it('serves through B an image uploaded through A, with its link preview', async () => {
    const image = await categoryWithImage(a, token, 'Shared Oud', '#7a3b2c');
    expect(image).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(fs.existsSync(path.join(dirB, 'uploads', path.basename(image)))).toBe(false);

    const onB = await fetch(`${urlB}${image}`);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toBe('image/webp');
    expect(onB.headers.get('cache-control')).toMatch(/immutable/);
    const fromA = await a.inject({ method: 'GET', url: image });
    expect(Buffer.from(await onB.arrayBuffer())).toEqual(fromA.rawPayload);
    const card = image.replace('.webp', '-480.webp');
    expect((await fetch(`${urlB}${card}`)).status).toBe(200);
    const preview = await fetch(`${urlB}/preview/${path.basename(image, '.webp')}.jpg`);
    expect(preview.status).toBe(200);
    expect((await fetch(`${urlB}/uploads/${'0'.repeat(24)}.webp`)).status).toBe(404);
  });
});
