import { describe, expect, it } from 'vitest';
import { Throttle } from '../../server/src/db/throttle';
import { onPostgres, testServer } from './helpers/testApp';

const refused = async (attempt: Promise<unknown>) =>
  attempt.then(
    () => false,
    (error: { failure?: string }) => error.failure === 'tooMany', // answered 429
  );

describe(`per-address limits shared by every server instance (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const t = testServer();

  it('counts attempts made through one instance against the others', async () => {
    const { db } = t.app.database;
    const first = new Throttle(db, 'login-test', 3, 60_000);
    const second = new Throttle(db, 'login-test', 3, 60_000);
    for (let i = 0; i < 3; i += 1) await first.hit('Someone@Shop.pk ');
    await expect(second.assertOpen('someone@shop.pk')).rejects.toMatchObject({
      failure: 'tooMany', // answered 429 (plugins/errors.ts)
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
    });
    // Another address and another scope are not affected.
    await expect(second.assertOpen('other@shop.pk')).resolves.toBeUndefined();
    await expect(
      new Throttle(db, 'otp-test', 3, 60_000).assertOpen('someone@shop.pk'),
    ).resolves.toBeUndefined();
  });

  it('lets exactly the allowed number through when attempts arrive together', async () => {
    const { db } = t.app.database;
    const instances = Array.from({ length: 4 }, () => new Throttle(db, 'burst-test', 5, 60_000));
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => refused(instances[i % 4]!.take('burst@shop.pk'))),
    );
    expect(outcomes.filter((wasRefused) => !wasRefused)).toHaveLength(5);
  });

  it('opens a new window once the last one has ended', async () => {
    const { db } = t.app.database;
    const throttle = new Throttle(db, 'window-test', 1, 300);
    await throttle.take('late@shop.pk');
    expect(await refused(throttle.take('late@shop.pk'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await refused(throttle.take('late@shop.pk'))).toBe(false);
  });
});
