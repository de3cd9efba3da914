import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedAdmin, type TestApp } from './helpers/testApp';

/** Issue 10, finding 6: the per-account limit is counted before a password is evaluated. */
describe('per-account sign-in limit under parallel guesses', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedAdmin(t, { email: 'target@shop.test', password: 'right-pass-1' });
  });
  afterAll(() => t.close());

  const attempt = (password: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Target@shop.test', password },
      remoteAddress: `10.8.${i}.1`,
    });

  it('evaluates at most ten of 40 parallel wrong passwords', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(`wrong-${i}`, i)),
    );
    const evaluated = answers.filter((r) => r.statusCode === 401).length;
    expect(evaluated).toBeLessThanOrEqual(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(40 - evaluated);
    // Locked: even the right password is not evaluated now.
    expect((await attempt('right-pass-1', 99)).statusCode).toBe(429);
  });
});
