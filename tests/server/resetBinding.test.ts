import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAdmin, testServer } from './helpers/testApp';

/** Issue 10, findings 1 and 5: a reset belongs to the client that verified the code. */
describe('password reset bound to the verifying client', () => {
  const t = testServer();
  let mailCount = 0;
  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    ip = '10.0.0.1',
  ) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

  async function codeFor(email: string): Promise<string> {
    expect((await post('/api/auth/request-otp', { email })).statusCode).toBe(200);
    mailCount += 1;
    const outbox = path.join(t.config.dataDir, 'outbox');
    for (let i = 0; i < 200; i += 1) {
      const files = fs.existsSync(outbox)
        ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'))
        : [];
      if (files.length >= mailCount) {
        const mail = fs.readFileSync(path.join(outbox, files.sort()[mailCount - 1]!), 'utf8');
        return /password is: (\d{6})/.exec(mail)![1]!;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('no mail');
  }

  beforeAll(async () => {
    await seedAdmin(t, { email: 'owner@shop.test', password: 'old-pass-1' });
    await seedAdmin(t, { email: 'cookie@shop.test', password: 'old-pass-1' });
    await seedAdmin(t, { email: 'limit@shop.test', password: 'old-pass-1' });
  });

  const body = (email: string) => ({
    email,
    newPassword: 'taken-over',
    confirmPassword: 'taken-over',
  });

  it('refuses a reset from a client that did not verify the code', async () => {
    const code = await codeFor('owner@shop.test');
    const verified = await post('/api/auth/verify-otp', { email: 'owner@shop.test', otp: code });
    expect(verified.statusCode).toBe(200);
    // Another address, the specification's body, no token and no cookie: refused.
    const stranger = await post(
      '/api/auth/reset-password',
      body('owner@shop.test'),
      {},
      '10.9.9.9',
    );
    expect(stranger.statusCode).toBe(400);
    const forged = await post(
      '/api/auth/reset-password',
      {
        ...body('owner@shop.test'),
        resetToken: `${verified.json().resetToken.split('.')[0]}.forged`,
      },
      {},
      '10.9.9.9',
    );
    expect(forged.statusCode).toBe(400);
    const login = await post('/api/auth/login', {
      email: 'owner@shop.test',
      password: 'old-pass-1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the specification body working for the verifying client through its cookie', async () => {
    const code = await codeFor('cookie@shop.test');
    const verified = await post('/api/auth/verify-otp', { email: 'cookie@shop.test', otp: code });
    const cookie = verified.cookies.find((c) => c.name === 'resetToken')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/reset-password',
    });
    const reset = await post(
      '/api/auth/reset-password',
      {
        email: 'cookie@shop.test',
        newPassword: 'new-pass-1',
        confirmPassword: 'new-pass-1',
      },
      { cookie: `resetToken=${cookie.value}` },
    );
    expect(reset.json()).toEqual({ message: 'Password updated successfully!' });
    const again = await post('/api/auth/reset-password', body('cookie@shop.test'), {
      cookie: `resetToken=${cookie.value}`,
    });
    expect(again.statusCode).toBe(400);
  });

  it('limits resets per e-mail, from any number of addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await post('/api/auth/reset-password', body('limit@shop.test'), {}, `10.1.0.${i}`))
          .statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('answers verify-otp the same for staff and unknown e-mails', async () => {
    await codeFor('limit@shop.test');
    const known = await post(
      '/api/auth/verify-otp',
      { email: 'limit@shop.test', otp: '000000' },
      {},
      '10.2.0.1',
    );
    const unknown = await post(
      '/api/auth/verify-otp',
      { email: 'nobody@shop.test', otp: '000000' },
      {},
      '10.2.0.2',
    );
    expect(known.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(known.json());
  });

  it('spends the same time on reset-password for staff and unknown e-mails', async () => {
    const median = async (email: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        await post(
          '/api/auth/reset-password',
          { email, newPassword: 'abcdef', confirmPassword: 'abcdef' },
          {},
          `10.3.${i}.1`,
        );
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    // Five each, under the per-e-mail limit. Both hash the new password (argon2) before anything
    // else; main took 4.4 times longer for staff.
    const staff = await median('OWNER@shop.test');
    const stranger = await median('stranger@shop.test');
    expect(Math.max(staff, stranger) / Math.min(staff, stranger)).toBeLessThan(2.5);
  });
});
