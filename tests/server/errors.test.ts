import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import {
  createTestApp,
  postJsonText,
  scratchDatabase,
  testConfig,
  type TestApp,
} from './helpers/testApp';

describe('error model and HTTP surface', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'shop-client-'));
    await fs.mkdir(path.join(clientDir, 'assets'));
    await fs.writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp({}, { clientDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('answers health (liveness), and ready once every migration ran', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      mail: { waiting: 0, late: 0, oldestWaitingSeconds: 0, failed: 0 },
      disk: { status: 'ok', freeBytes: expect.any(Number) },
      warnings: [],
    });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/does-not-exist' });
  });

  it('answers a missing upload with a JSON 404, not the app', async () => {
    const response = await t.app.inject('/uploads/nothing-here.webp');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });

  it('never lets a cache keep a 404 for a path that looks like a file', async () => {
    // A 404 is cacheable by default (RFC 9111): a proxy or CDN that kept one for an image, a
    // link preview or a script would go on answering 404 once the file exists.
    for (const address of [
      '/assets/index-deadbeef.js',
      '/favicon.ico',
      '/uploads/nothing-here.webp',
      '/uploads/0123456789abcdef01234567.webp',
      '/preview/0123456789abcdef01234567.jpg',
      '/preview/not-a-preview.jpg',
      '/api/does-not-exist.json',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url: address });
        expect(response.statusCode, `${method} ${address}`).toBe(404);
        expect(response.headers['cache-control'], `${method} ${address}`).toBe('no-store');
      }
    }
  });

  it('serves index.html for client routes and long-cached hashed assets', async () => {
    const page = await t.app.inject('/product/123');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('reports validation errors as {message, errors:[{param, msg}]}', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.pk' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual([{ param: 'password', msg: 'password is required' }]);
  });

  it('names the offending field for a wrong type or an over-long value', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x'.repeat(300), password: 12 },
    });
    expect(response.statusCode).toBe(400);
    const params = response
      .json()
      .errors.map((e: { param: string }) => e.param)
      .sort();
    expect(params).toEqual(['email', 'password']);
  });

  it('refuses malformed JSON with a 400 and a message', async () => {
    const response = await postJsonText(t, '/api/auth/login', '{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await postJsonText(
      t,
      '/api/auth/login',
      JSON.stringify({ email: 'a@b.pk', password: 'x'.repeat(300_000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
  });

  it('sends security headers with a same-origin content security policy', async () => {
    const response = await t.app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the API reference and the OpenAPI document', async () => {
    const docs = await t.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
    const page = await t.app.inject('/api/docs/static/index.html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/https:|swagger\.io/);
    const json = await t.app.inject('/api/docs/json');
    expect(json.json().paths).toHaveProperty('/api/category/active');
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a plain message, never a stack trace or SQL', async () => {
    const scratch = await scratchDatabase();
    const app = await buildApp(testConfig(scratch.dir, scratch.database), { logger: false });
    try {
      await app.database.close();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'root@shop.test', password: 'whatever' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(response.body).not.toMatch(/select|stack|at /i);
      const ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      app.database.close = async () => {};
      await app.close();
      await scratch.drop();
    }
  });
});
