import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, auditEvents, throttleHits } from '../../server/src/db/schema';
import { OperatorCommands } from '../../server/src/modules/admins/operatorCommands';
import { as, login, ROOT_EMAIL, ROOT_PASSWORD, testServer } from './helpers/testApp';

const TEMPORARY =
  'Your password was reset. Choose a new password on your profile before anything else.';

/** `npm run admin`'s commands on the database this run targets, and what they do to sign-in. */
describe('the admin command', () => {
  const t = testServer();
  let ops: OperatorCommands;
  beforeAll(async () => {
    ops = new OperatorCommands(t.app.database.db, 'owner@shop-server (npm run admin)');
  });

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('resets a forgotten owner password to a one-time one that must be changed first', async () => {
    const before = await login(t.app);
    const { password: oneTime, active } = await ops.resetPassword(ROOT_EMAIL.toUpperCase(), null);
    expect(oneTime).toMatch(/^[\w-]{16}$/);
    expect(active).toBe(true);
    // Every session of the account ended; the old password no longer works.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh-token',
          payload: { token: before.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    expect((await signIn(ROOT_EMAIL, ROOT_PASSWORD)).statusCode).toBe(401);

    const answer = await signIn(ROOT_EMAIL, oneTime!);
    expect(answer.statusCode).toBe(200);
    const session = answer.json<{
      accessToken: string;
      admin: { _id: string; mustChangePassword?: boolean };
    }>();
    expect(session.admin.mustChangePassword).toBe(true);
    const call = as(t, session.accessToken);
    // Only the profile and its password change are open until the password is changed.
    const dashboard = await call('GET', '/api/dashboard');
    expect(dashboard.statusCode).toBe(403);
    expect(dashboard.json()).toEqual({ message: TEMPORARY });
    expect((await call('GET', `/api/auth/${session.admin._id}`)).statusCode).toBe(200);
    const changed = await call('PUT', `/api/auth/${session.admin._id}/password`, {
      currentPassword: oneTime,
      newPassword: 'brand-new-owner-pass',
      confirmPassword: 'brand-new-owner-pass',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/dashboard')).statusCode).toBe(200);
    const again = await signIn(ROOT_EMAIL, 'brand-new-owner-pass');
    expect(again.json().admin.mustChangePassword).toBeUndefined();
  });

  it('sets a password read from standard input without forcing a change', async () => {
    expect(await ops.resetPassword(ROOT_EMAIL, 'from-stdin-pass')).toEqual({
      password: null,
      active: true,
    });
    const answer = await signIn(ROOT_EMAIL, 'from-stdin-pass');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().admin.mustChangePassword).toBeUndefined();
    await expect(ops.resetPassword(ROOT_EMAIL, 'short')).rejects.toThrow(/6 to 200 characters/);
    await expect(ops.resetPassword('nobody@shop.test', null)).rejects.toThrow(
      'No staff account has the e-mail nobody@shop.test.',
    );
  });

  it('creates a superadmin once, and lists the staff', async () => {
    const password = await ops.createSuperadmin('Second@Shop.test', 'Second Owner', null);
    const answer = await signIn('second@shop.test', password!);
    expect(answer.json().admin).toMatchObject({ role: 'superadmin', mustChangePassword: true });
    await expect(ops.createSuperadmin('second@shop.test', 'X', null)).rejects.toThrow(
      /exists already: use reset-password/,
    );
    await expect(ops.createSuperadmin('not-an-email', 'X', null)).rejects.toThrow(/not a valid/);
    const staff = await ops.listStaff();
    expect(staff[0]).toMatchObject({ email: ROOT_EMAIL, isRoot: true });
    expect(staff.map((s) => s.email)).toContain('second@shop.test');
  });

  it("unlocks an account: its sign-in limits go, other accounts' stay", async () => {
    const { db } = t.app.database;
    const future = sql`now() + interval '10 minutes'`;
    await db.delete(throttleHits); // the failures of the tests above
    await db.insert(throttleHits).values([
      { scope: 'login', key: `${ROOT_EMAIL} 10.0.0.1`, count: 10, resetAt: future },
      { scope: 'login-account', key: ROOT_EMAIL, count: 60, resetAt: future },
      { scope: 'login', key: 'other@shop.test 10.0.0.1', count: 10, resetAt: future },
    ]);
    await ops.unlock(ROOT_EMAIL);
    const left = await db.select({ key: throttleHits.key }).from(throttleHits);
    expect(left.map((row) => row.key)).toEqual(['other@shop.test 10.0.0.1']);
  });

  it('says when the account it let in is deactivated, which still cannot sign in', async () => {
    // A deactivated account given a new password or unlocked is still refused at sign-in: the
    // operator must be told, not shown a success.
    await ops.createSuperadmin('gone@shop.test', 'Gone', 'gone-password-1');
    await t.app.database.db
      .update(admins)
      .set({ active: false })
      .where(sql`${admins.email} = 'gone@shop.test'`);
    expect(await ops.resetPassword('gone@shop.test', 'gone-password-2')).toEqual({
      password: null,
      active: false,
    });
    expect(await ops.unlock('gone@shop.test')).toEqual({ active: false });
    expect((await signIn('gone@shop.test', 'gone-password-2')).json()).toEqual({
      message: 'Your account is deactivated. Please contact a superadmin.',
    });
  });

  it('writes every command in the audit trail with who ran it, never a password', async () => {
    const trail = await t.app.database.db.select().from(auditEvents);
    expect(trail.map((e) => e.action)).toEqual(
      expect.arrayContaining(['reset-password', 'create-superadmin', 'list-staff', 'unlock']),
    );
    expect(new Set(trail.map((e) => e.actor))).toEqual(
      new Set(['owner@shop-server (npm run admin)']),
    );
    expect(JSON.stringify(trail)).not.toMatch(/from-stdin-pass|brand-new|gone-password/);
  });
});
