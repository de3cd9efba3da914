import { beforeAll, describe, expect, it } from 'vitest';
import { as, seedAdmin, testServer } from './helpers/testApp';

describe('own account: username and password', () => {
  const t = testServer();
  let me: Awaited<ReturnType<typeof seedAdmin>>;
  let other: Awaited<ReturnType<typeof seedAdmin>>;

  beforeAll(async () => {
    me = await seedAdmin(t, { name: 'Me', email: 'me@shop.test', password: 'old-pass-1' });
    other = await seedAdmin(t, { name: 'Other', email: 'other@shop.test', role: 'superadmin' });
  });

  it('lets any admin read their own record but nobody else’s', async () => {
    expect((await as(t, me.token)('GET', `/api/auth/${me.id}`)).json()).toMatchObject({
      name: 'Me',
      role: 'admin',
    });
    expect((await as(t, me.token)('GET', `/api/auth/${other.id}`)).statusCode).toBe(403);
  });

  it('changes one’s own name and returns the admin record to store', async () => {
    const response = await as(t, me.token)('PUT', `/api/auth/${me.id}/username`, {
      name: '  Meher  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Username updated successfully',
      admin: { _id: me.id, name: 'Meher', email: 'me@shop.test', role: 'admin' },
    });
    const empty = await as(t, me.token)('PUT', `/api/auth/${me.id}/username`, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ param: 'name', msg: 'Name is required.' }]);
  });

  it('refuses to change someone else’s name or password, even for a superadmin', async () => {
    expect(
      (await as(t, other.token)('PUT', `/api/auth/${me.id}/username`, { name: 'X' })).statusCode,
    ).toBe(403);
    const pw = await as(t, other.token)('PUT', `/api/auth/${me.id}/password`, {
      currentPassword: 'x',
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    });
    expect(pw.statusCode).toBe(403);
  });

  it('checks the current password and the new-password rules in order', async () => {
    const put = (body: object) => as(t, me.token)('PUT', `/api/auth/${me.id}/password`, body);
    expect(
      (await put({ currentPassword: '', newPassword: 'a', confirmPassword: 'b' })).json().message,
    ).toBe('Current password is required.');
    expect(
      (
        await put({
          currentPassword: 'old-pass-1',
          newPassword: 'abcdef',
          confirmPassword: 'abcdeg',
        })
      ).json().message,
    ).toBe('Passwords do not match.');
    expect(
      (
        await put({ currentPassword: 'old-pass-1', newPassword: 'abc', confirmPassword: 'abc' })
      ).json().message,
    ).toBe('Password must be at least 6 characters.');
    const wrong = await put({
      currentPassword: 'nope',
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { param: 'currentPassword', msg: 'The current password is incorrect.' },
    ]);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const otherSession = (
      await as(t, null)('POST', '/api/auth/login', {
        email: 'me@shop.test',
        password: 'old-pass-1',
      })
    ).json();
    const response = await as(t, me.token)('PUT', `/api/auth/${me.id}/password`, {
      currentPassword: 'old-pass-1',
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    });
    expect(response.json()).toEqual({ message: 'Password updated successfully!' });
    expect((await as(t, me.token)('GET', `/api/auth/${me.id}`)).statusCode).toBe(200);
    expect((await as(t, otherSession.accessToken)('GET', `/api/auth/${me.id}`)).statusCode).toBe(
      401,
    );
    expect(
      (await as(t, null)('POST', '/api/auth/refresh-token', { token: otherSession.refreshToken }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await as(t, null)('POST', '/api/auth/login', {
          email: 'me@shop.test',
          password: 'old-pass-1',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await as(t, null)('POST', '/api/auth/login', {
          email: 'me@shop.test',
          password: 'new-pass-1',
        })
      ).statusCode,
    ).toBe(200);
  });
});
