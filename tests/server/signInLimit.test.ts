import { beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../../server/src/modules/auth/signInLimits';
import { seedAdmin, testServer } from './helpers/testApp';

/**
 * Failed sign-ins are limited per account and address, per address and (slowly) per account;
 * guesses are counted before a password is evaluated, and nobody can lock the owner out.
 */
describe('sign-in limits', () => {
  const t = testServer();

  beforeAll(async () => {
    await seedAdmin(t, { email: 'target@shop.test', password: 'right-pass-1' });
    await seedAdmin(t, { email: 'office@shop.test', password: 'office-pass-1' });
    await seedAdmin(t, { email: 'owner@shop.test', password: 'owner-pass-1' });
    await seedAdmin(t, { email: 'guessed@shop.test', password: 'guessed-pass-1' });
  });

  const attempt = (email: string, password: string, address: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
    });
  const deviceCookie = (answer: Awaited<ReturnType<typeof attempt>>) => {
    const device = answer.cookies.find((c) => c.name === 'shopDevice');
    expect(device).toBeDefined();
    return `shopDevice=${device!.value}`;
  };

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

  it('keeps letting a known browser in while strangers at its address fail (carrier NAT)', async () => {
    // The owner signed in from this browser before: it holds the device cookie.
    const first = await attempt('owner@shop.test', 'owner-pass-1', '10.20.0.1');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);
    expect(first.cookies.find((c) => c.name === 'shopDevice')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/login',
    });
    // Others behind the same address fail on made-up accounts until the address is closed.
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress + 1; i += 1)
      await attempt(`made-up-${i}@shop.test`, 'guess', '10.20.0.1');
    expect((await attempt('owner@shop.test', 'owner-pass-1', '10.20.0.1')).statusCode).toBe(429);
    // The owner's browser still gets in, and a mistyped password there is limited per device.
    expect((await attempt('owner@shop.test', 'owner-pass-1', '10.20.0.1', cookie)).statusCode).toBe(
      200,
    );
    const typos: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perDevice + 1; i += 1)
      typos.push((await attempt('owner@shop.test', 'typo', '10.20.0.1', cookie)).statusCode);
    expect(typos.slice(0, SIGN_IN_LIMITS.perDevice).every((s) => s === 401)).toBe(true);
    expect(typos[SIGN_IN_LIMITS.perDevice]).toBe(429);
    // A cookie made for another account, or forged, is a stranger's browser.
    const forged = cookie.replace(/=.{4}/, '=AAAA');
    expect((await attempt('owner@shop.test', 'owner-pass-1', '10.20.0.1', forged)).statusCode).toBe(
      429,
    );
  });

  it('closes an account guessed at from many addresses to unknown browsers, not to known ones', async () => {
    const known = deviceCookie(await attempt('guessed@shop.test', 'guessed-pass-1', '10.21.0.1'));
    const answers: number[] = [];
    for (let i = 0; i < 40; i += 1)
      answers.push((await attempt('guessed@shop.test', `wrong-${i}`, `10.22.${i}.1`)).statusCode);
    expect(answers.slice(0, SIGN_IN_LIMITS.perAccount).every((s) => s === 401)).toBe(true);
    expect(answers.slice(SIGN_IN_LIMITS.perAccount).every((s) => s === 429)).toBe(true);
    // Unknown browsers, even with the right password from a fresh address: refused for now.
    expect((await attempt('guessed@shop.test', 'guessed-pass-1', '10.23.0.1')).statusCode).toBe(
      429,
    );
    // The browser the owner used before: in.
    expect(
      (await attempt('guessed@shop.test', 'guessed-pass-1', '10.23.0.1', known)).statusCode,
    ).toBe(200);
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
