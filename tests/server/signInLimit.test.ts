import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../../server/src/modules/auth/signInLimits';
import { createTestApp, seedAdmin, type TestApp } from './helpers/testApp';

/**
 * Failed sign-ins are limited per account and address, per address and (slowly) per account;
 * guesses are counted before a password is evaluated, and nobody can lock the owner out.
 */
describe('sign-in limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedAdmin(t, { email: 'target@shop.test', password: 'right-pass-1' });
    await seedAdmin(t, { email: 'office@shop.test', password: 'office-pass-1' });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: address,
    });

  it('evaluates at most ten of 40 parallel wrong passwords from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt('Target@shop.test', `wrong-${i}`, '10.8.0.1')),
    );
    const evaluated = answers.filter((r) => r.statusCode === 401).length;
    expect(evaluated).toBeLessThanOrEqual(SIGN_IN_LIMITS.perPair);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(40 - evaluated);
    // That address is refused even the right password now.
    expect((await attempt('target@shop.test', 'right-pass-1', '10.8.0.1')).statusCode).toBe(429);
  });

  it('lets the owner in from a fresh address after a flood of wrong passwords from elsewhere', async () => {
    for (let i = 0; i < 60; i += 1) {
      const answer = await attempt('target@shop.test', `wrong-${i}`, `10.9.${i}.${i % 2 ? 2 : 3}`);
      expect([401, 429]).toContain(answer.statusCode);
      // A second guess from an address that already failed, past the account's ceiling: refused.
      if (i >= SIGN_IN_LIMITS.perAccount) {
        const again = await attempt(
          'target@shop.test',
          'wrong-again',
          `10.9.${i}.${i % 2 ? 2 : 3}`,
        );
        expect(again.statusCode).toBe(429);
      }
    }
    const owner = await attempt('target@shop.test', 'right-pass-1', '10.10.0.1');
    expect(owner.statusCode).toBe(200);
  });

  it('never counts successful sign-ins: an office behind one address signs in all day', async () => {
    for (let i = 0; i < 40; i += 1) {
      const answer = await attempt('office@shop.test', 'office-pass-1', '10.11.0.1');
      expect(answer.statusCode).toBe(200);
    }
  });

  it('limits one address trying many accounts', async () => {
    const answers: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress + 5; i += 1)
      answers.push((await attempt(`nobody-${i}@shop.test`, 'guess-1', '10.12.0.1')).statusCode);
    expect(answers.slice(0, SIGN_IN_LIMITS.perAddress).every((s) => s === 401)).toBe(true);
    expect(answers.slice(SIGN_IN_LIMITS.perAddress).every((s) => s === 429)).toBe(true);
  });

  it('clears an address and account pair once its owner signs in', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perPair - 1; i += 1)
      expect((await attempt('office@shop.test', 'typo', '10.13.0.1')).statusCode).toBe(401);
    expect((await attempt('office@shop.test', 'office-pass-1', '10.13.0.1')).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.perPair - 1; i += 1)
      expect((await attempt('office@shop.test', 'typo', '10.13.0.1')).statusCode).toBe(401);
  });
});
