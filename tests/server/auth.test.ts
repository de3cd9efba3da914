import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, refreshTokens } from '../../server/src/db/schema';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { hashToken } from '../../server/src/plugins/tokens';
import { createTestApp, login, ROOT_EMAIL, testServer } from './helpers/testApp';
import { SIGN_IN_LIMITS } from '../../server/src/modules/auth/signInLimits';

describe('staff sign-in, refresh and sign-out', () => {
  const t = testServer();

  beforeAll(async () => {
    await t.app.database.db.insert(admins).values([
      {
        name: 'Off Duty',
        email: 'off@shop.test',
        passwordHash: await hashPassword('secret-1'),
        active: false,
      },
      { name: 'Clerk', email: 'clerk@shop.test', passwordHash: await hashPassword('secret-2') },
    ]);
  });

  const post = (url: string, payload?: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('returns the tokens and the admin record the client stores', async () => {
    const session = await login(t.app);
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect(session.refreshToken.length).toBeGreaterThanOrEqual(43);
    expect(session.admin).toEqual({
      _id: expect.any(String),
      name: 'Super Admin',
      email: ROOT_EMAIL,
      role: 'superadmin',
    });
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const response = await post('/api/auth/login', {
      email: '  CLERK@Shop.Test ',
      password: 'secret-2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().admin.role).toBe('admin');
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const unknown = await post('/api/auth/login', {
      email: 'nobody@shop.test',
      password: 'secret-2',
    });
    const wrong = await post('/api/auth/login', { email: 'clerk@shop.test', password: 'not-it' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it('refuses a deactivated admin with a clear message', async () => {
    const response = await post('/api/auth/login', {
      email: 'off@shop.test',
      password: 'secret-1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/deactivated/);
  });

  it('stores refresh tokens only as hashes', async () => {
    const session = await login(t.app);
    const rows = await t.app.database.db.select().from(refreshTokens);
    expect(rows.some((row) => row.tokenHash === session.refreshToken)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('exchanges a refresh token for a working access token', async () => {
    const session = await login(t.app);
    const refreshed = await post('/api/auth/refresh-token', { token: session.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const { accessToken } = refreshed.json();
    expect(typeof accessToken).toBe('string');
    expect((await post('/api/auth/logout', undefined, accessToken)).statusCode).toBe(200);
  });

  it('rotates the refresh token on every use; tabs refreshing at once all get the next one', async () => {
    const session = await login(t.app);
    const [first, second] = await Promise.all([
      post('/api/auth/refresh-token', { token: session.refreshToken }),
      post('/api/auth/refresh-token', { token: session.refreshToken }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const next = first.json().refreshToken as string;
    expect(next).not.toBe(session.refreshToken);
    expect(second.json().refreshToken).toBe(next);
    // Within the grace a third tab still gets in with the spent token, and gets the same next one.
    const third = await post('/api/auth/refresh-token', { token: session.refreshToken });
    expect(third.json().refreshToken).toBe(next);
    const after = await post('/api/auth/refresh-token', { token: next });
    expect(after.statusCode).toBe(200);
    expect(after.json().refreshToken).not.toBe(next);
    const rows = await t.app.database.db.select().from(refreshTokens);
    expect(rows.some((row) => [row.tokenHash, row.previousHash].includes(next))).toBe(false);
  });

  it('ends the sign-in when a spent refresh token comes back after the grace (a stolen copy)', async () => {
    const session = await login(t.app);
    const renewed = (await post('/api/auth/refresh-token', { token: session.refreshToken })).json();
    // The grace has passed.
    await t.app.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(renewed.refreshToken)));
    const replay = await post('/api/auth/refresh-token', { token: session.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/sign in again/);
    // Everyone holding that session is out: the current refresh token and the access token too.
    expect(
      (await post('/api/auth/refresh-token', { token: renewed.refreshToken })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/logout', undefined, renewed.accessToken)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const response = await post('/api/auth/refresh-token', { token: 'not-a-real-token' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/sign in again/);
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const session = await login(t.app);
    const out = await post('/api/auth/logout', undefined, session.accessToken);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out successfully' });
    expect((await post('/api/auth/logout', undefined, session.accessToken)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/refresh-token', { token: session.refreshToken })).statusCode,
    ).toBe(401);
  });

  it('logout without a token or with a forged one is refused', async () => {
    expect((await post('/api/auth/logout')).statusCode).toBe(401);
    const forged = await post(
      '/api/auth/logout',
      undefined,
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad',
    );
    expect(forged.statusCode).toBe(401);
  });

  it('a deactivated admin is refused at once, before the access token expires', async () => {
    const session = await post('/api/auth/login', {
      email: 'clerk@shop.test',
      password: 'secret-2',
    });
    const { accessToken, refreshToken } = session.json();
    await t.app.database.db
      .update(admins)
      .set({ active: false })
      .where(eq(admins.email, 'clerk@shop.test'));
    expect((await post('/api/auth/logout', undefined, accessToken)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh-token', { token: refreshToken })).statusCode).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  it('locks an e-mail after ten failed sign-ins, without locking other accounts', async () => {
    const t = await createTestApp();
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    await t.app.database.db.insert(admins).values({
      name: 'Target',
      email: 'target@shop.test',
      passwordHash: await hashPassword('target-pass'),
    });
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post('/api/auth/login', { email: 'target@shop.test', password: `guess-${i}` }))
          .statusCode,
      ).toBe(401);
    }
    const locked = await post('/api/auth/login', {
      email: 'TARGET@shop.test',
      password: 'target-pass',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many attempts\. Please try again in \d+ seconds\./);
    expect(
      (await post('/api/auth/login', { email: 'root@shop.test', password: 'root-password-1' }))
        .statusCode,
    ).toBe(200);
    await t.close();
  });

  it('answers 429 with a message after 30 failed sign-ins from one address in 15 minutes', async () => {
    const t = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= SIGN_IN_LIMITS.perAddress; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `user${i}@shop.test`, password: 'x' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429)
          expect(response.json().message).toMatch(/Too many attempts/);
      }
      expect(statuses.slice(0, SIGN_IN_LIMITS.perAddress).every((s) => s === 401)).toBe(true);
      expect(statuses[SIGN_IN_LIMITS.perAddress]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
