import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

/** With REDIS_URL, every instance counts the per-address limits together. */
describe('per-address limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  // A fresh address each run: the counts of earlier runs stay in Redis until their window ends.
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL });
    second = await createTestApp({ REDIS_URL });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  const send = (t: TestApp, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contacts/',
      remoteAddress: address,
      payload: { name: 'Usman', email: 'usman@example.pk', subject: `Hello ${i}`, message: 'Hi' },
    });

  it('refuses the sixth message from one address, whichever instance takes it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await send(i % 2 ? second : first, i)).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 201 || s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('rejects a REDIS_URL that is not redis://', async () => {
    await expect(createTestApp({ REDIS_URL: 'http://127.0.0.1:6379' })).rejects.toThrow(
      /REDIS_URL/,
    );
  });
});
