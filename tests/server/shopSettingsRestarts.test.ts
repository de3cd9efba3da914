import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { owned } from './helpers/shopSettings';
import { until } from './helpers/smtp';
import {
  onPostgres,
  rootSession,
  scratchDatabase,
  type TestApp,
  testConfig,
} from './helpers/testApp';

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
