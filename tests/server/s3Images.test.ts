import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import type { Config } from '../../server/src/config';
import { S3Images } from '../../server/src/modules/images/s3Images';
import { SharedImages } from '../../server/src/modules/images/sharedImages';
import { categoryWithImage } from './helpers/multipart';
import { onPostgres, rootSession, scratchDatabase, testConfig } from './helpers/testApp';

const BUCKET = 'shop-images';
// s3rver's own fixed credentials: it checks every request's signature against them.
const KEY = 'S3RVER';

/**
 * Uploaded images in an S3-compatible bucket: s3rver, a real S3 server (HTTP, SigV4 signatures,
 * XML answers) on a loopback port, spoken to by the AWS SDK exactly as AWS S3, R2 or MinIO would
 * be. Two instances with their own DATA_DIRs: one uploads, the other serves from the bucket.
 */
describe('images in an S3-compatible bucket', () => {
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const dirB = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-b-'));
  let server: S3rver;
  let endpoint: string;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let config: Config;
  let a: FastifyInstance;
  let b: FastifyInstance | null = null;
  let token: string;
  let client: S3Client;

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    });
    scratch = await scratchDatabase();
    config = testConfig(scratch.dir, scratch.database, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_PREFIX: 'images/',
    });
    a = await buildApp(config, { logger: false });
    // A second instance needs a database both can reach: PostgreSQL.
    if (onPostgres) b = await buildApp({ ...config, dataDir: dirB }, { logger: false });
    token = (await rootSession({ app: a, config })).token;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
    client?.destroy();
    await server?.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
    fs.rmSync(dirB, { recursive: true, force: true });
  });

  const upload = (colour: string) => categoryWithImage(a, token, `Bucket ${colour}`, colour);

  it('stores both sizes of an upload in the bucket, under the prefix', async () => {
    const image = await upload('#2c5e7a');
    const name = path.basename(image);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    const keys = (listed.Contents ?? []).map((o) => o.Key);
    expect(keys).toContain(`images/${name}`);
    expect(keys).toContain(`images/${name.replace('.webp', '-480.webp')}`);
    const object = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `images/${name}` }),
    );
    expect(object.ContentType).toBe('image/webp');
    const served = await a.inject({ method: 'GET', url: image });
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(served.rawPayload);
  });

  it('serves an image from the bucket when this instance has no copy, same URL and caching', async () => {
    const image = await upload('#7a2c5e');
    const local = path.join(config.dataDir, 'uploads', path.basename(image));
    fs.rmSync(local);
    fs.rmSync(local.replace('.webp', '-480.webp'));
    const other = b ?? a;
    const url = await other.listen({ port: 0, host: '127.0.0.1' });
    const answer = await fetch(`${url}${image}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect((await fetch(`${url}${image.replace('.webp', '-480.webp')}`)).status).toBe(200);
    const preview = await fetch(`${url}/preview/${path.basename(image, '.webp')}.jpg`);
    expect(preview.status).toBe(200);
    expect((await fetch(`${url}/uploads/${'0'.repeat(24)}.webp`)).status).toBe(404);
  });

  it('sweeps objects nothing refers to once their grace has passed, and keeps the rest', async () => {
    const kept = await upload('#5e7a2c');
    const store = new S3Images(config.s3!);
    await store.put(`${'a'.repeat(24)}.webp`, Buffer.from('orphan'));
    const shared = new SharedImages(store, path.join(config.dataDir, 'uploads'));
    // Grace 0: everything not referenced is stale.
    const referenced = new Set([path.basename(kept, '.webp')]);
    await new Promise((r) => setTimeout(r, 1100)); // S3 times have one-second steps
    await shared.sweep(async () => referenced, 0);
    const names = await store.list();
    expect(names).toContain(path.basename(kept));
    expect(names).not.toContain(`${'a'.repeat(24)}.webp`);
    store.close();
  });

  it('answers 503, not a broken image, while the bucket cannot be reached', async () => {
    const unreachable = testConfig(scratch.dir, scratch.database, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: 'http://127.0.0.1:9', // discard port: nothing listens
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-c-'));
    const c = await buildApp({ ...unreachable, dataDir: dir }, { logger: false });
    try {
      const answer = await c.inject({ method: 'GET', url: `/uploads/${'b'.repeat(24)}.webp` });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        message: 'Images are unavailable for a moment. Please try again.',
      });
    } finally {
      await c.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
