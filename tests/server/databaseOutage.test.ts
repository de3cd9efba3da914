import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import type { FastifyInstance } from 'fastify';
import { onPostgres, rootSession, scratchDatabase, testConfig } from './helpers/testApp';
import { relayTo } from './helpers/pgRelay';

describe.skipIf(!onPostgres)('while PostgreSQL is unreachable', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    scratch = await scratchDatabase();
    const direct = new URL((scratch.database as { url: string }).url);
    relay = await relayTo(direct);
    const relayed = new URL(direct);
    relayed.host = `127.0.0.1:${relay.port}`;
    const config = testConfig(
      scratch.dir,
      { kind: 'postgres', url: relayed.toString() },
      {
        DB_CONNECT_TIMEOUT_MS: '1000',
      },
    );
    app = await buildApp(config, { logger: false });
    token = (await rootSession({ app, config })).token;
  });
  afterAll(async () => {
    await app?.close();
    await relay?.close();
    await scratch?.drop();
  });

  const orders = () =>
    app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers 503 with a message, stays alive, and recovers by itself when it returns', async () => {
    expect((await orders()).statusCode).toBe(200);
    relay.cut();
    const during = await orders();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({
      message: 'The shop is busy right now. Please try again in a few seconds.',
    });
    expect(during.headers['retry-after']).toBe('5');
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable' });
    expect((await app.inject('/api/health')).statusCode).toBe(200);

    relay.restore();
    // No restart: the pool opens new connections on the next requests.
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i += 1) {
      recovered = (await app.inject('/api/ready')).statusCode === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 100));
    }
    expect(recovered).toBe(true);
    expect((await orders()).statusCode).toBe(200);
  });
});
