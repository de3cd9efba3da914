import { beforeAll, describe, expect, it } from 'vitest';
import { as, rootSession, seedAdmin, testServer } from './helpers/testApp';

const ID = '00000000-0000-4000-8000-000000000000';

describe('admin management: roles enforced by the server', () => {
  const t = testServer();
  let root: { id: string; token: string };
  let boss: Awaited<ReturnType<typeof seedAdmin>>;
  let clerk: Awaited<ReturnType<typeof seedAdmin>>;

  beforeAll(async () => {
    root = await rootSession(t);
    boss = await seedAdmin(t, { name: 'Boss', email: 'boss@shop.test', role: 'superadmin' });
    clerk = await seedAdmin(t, { name: 'Clerk', email: 'clerk@shop.test' });
  });

  /** The boss adds an admin. */
  const addAdmin = (name: string, email: string, password: string, more: object = {}) =>
    as(t, boss.token)('POST', '/api/auth/', { name, email, password, ...more });

  /** The boss edits the clerk: `fields` with the role and active (an admin who is). */
  const editClerk = (fields: object, role = 'admin') =>
    as(t, boss.token)('PUT', `/api/auth/${clerk.id}`, { ...fields, role, active: true });

  const managementCalls = (id: string) =>
    [
      ['GET', '/api/auth/'],
      [
        'POST',
        '/api/auth/',
        { name: 'N', email: 'n@shop.test', password: 'secret-1', role: 'admin' },
      ],
      ['PUT', `/api/auth/${id}`, { name: 'N', role: 'admin', active: true }],
      ['PATCH', `/api/auth/${id}/deactivate`],
      ['PATCH', `/api/auth/${id}/reactivate`],
      ['DELETE', `/api/auth/${id}`],
    ] as const;

  it('refuses every management call without a token (401)', async () => {
    for (const [method, url, body] of managementCalls(ID)) {
      const response = await as(t, null)(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses every management call to an admin-role token (403)', async () => {
    const target = await seedAdmin(t, { email: 'target@shop.test' });
    for (const [method, url, body] of managementCalls(target.id)) {
      const response = await as(t, clerk.token)(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe('Only a superadmin can do this.');
    }
    expect((await as(t, clerk.token)('GET', `/api/auth/${target.id}`)).statusCode).toBe(403);
  });

  it('lists admins with status, role and creator (none for the root)', async () => {
    const response = await as(t, boss.token)('GET', '/api/auth/');
    expect(response.statusCode).toBe(200);
    const list = response.json() as {
      email: string;
      createdBy: unknown;
      isRoot: boolean;
      active: boolean;
    }[];
    const rootRow = list.find((a) => a.isRoot)!;
    expect(rootRow.createdBy).toBeNull();
    expect(list.find((a) => a.email === 'clerk@shop.test')).toMatchObject({
      _id: clerk.id,
      name: 'Clerk',
      role: 'admin',
      active: true,
      isRoot: false,
      createdBy: { name: 'Super Admin' },
    });
    expect(JSON.stringify(list)).not.toMatch(/password/i);
  });

  it('creates an admin who can sign in, recording the creator', async () => {
    const created = await addAdmin(' New Hire ', 'New.Hire@Shop.Test', 'hire-pass-1');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: 'Admin created successfully' });
    const list = (await as(t, boss.token)('GET', '/api/auth/')).json() as {
      email: string;
      name: string;
      role: string;
      createdBy: { _id: string; name: string };
    }[];
    const hire = list.find((a) => a.email === 'new.hire@shop.test')!;
    expect(hire).toMatchObject({
      name: 'New Hire',
      role: 'admin',
      createdBy: { _id: boss.id, name: 'Boss' },
    });
    const login = await as(t, null)('POST', '/api/auth/login', {
      email: 'new.hire@shop.test',
      password: 'hire-pass-1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('validates a new admin in the documented order, with field names', async () => {
    const bad = await addAdmin('  ', 'nope', '123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Full name is required.',
      errors: [
        { param: 'name', msg: 'Full name is required.' },
        { param: 'email', msg: 'Enter a valid email address.' },
        { param: 'password', msg: 'Password must be at least 6 characters long.' },
      ],
    });
    const role = await addAdmin('A', 'a@shop.test', 'secret-1', { role: 'owner' });
    expect(role.statusCode).toBe(400);
    expect(role.json().errors[0].param).toBe('role');
  });

  it('refuses a second admin with the same e-mail (409)', async () => {
    const dup = await addAdmin('Dup', 'CLERK@shop.test', 'secret-1');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('An admin with this e-mail already exists.');
  });

  it('reads and updates an admin; the e-mail cannot change', async () => {
    const one = await as(t, boss.token)('GET', `/api/auth/${clerk.id}`);
    expect(one.json()).toMatchObject({
      name: 'Clerk',
      email: 'clerk@shop.test',
      role: 'admin',
      active: true,
    });
    const changed = await editClerk({ name: 'Clerk Two', email: 'clerk@shop.test' }, 'superadmin');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Admin updated successfully' });
    // The role takes effect on the very next request with the same token.
    expect((await as(t, clerk.token)('GET', '/api/auth/')).statusCode).toBe(200);
    await editClerk({ name: 'Clerk' });
    expect((await as(t, clerk.token)('GET', '/api/auth/')).statusCode).toBe(403);

    const email = await editClerk({ name: 'Clerk', email: 'other@shop.test' });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors).toEqual([
      { param: 'email', msg: 'The e-mail address cannot be changed.' },
    ]);
    const noName = await editClerk({ name: '' });
    expect(noName.json().message).toBe('Full name is required.');
  });

  it('never lets anyone edit, toggle or delete the root superadmin', async () => {
    for (const [method, url, body] of managementCalls(root.id).slice(2)) {
      const response = await as(t, boss.token)(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toMatch(/root superadmin/);
    }
    expect((await as(t, root.token)('PATCH', `/api/auth/${root.id}/deactivate`)).statusCode).toBe(
      403,
    );
  });

  it('never lets an admin deactivate, delete or demote themselves', async () => {
    const call = as(t, boss.token);
    expect((await call('PATCH', `/api/auth/${boss.id}/deactivate`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/auth/${boss.id}`)).statusCode).toBe(409);
    expect(
      (
        await call('PUT', `/api/auth/${boss.id}`, {
          name: 'Boss',
          role: 'superadmin',
          active: false,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `/api/auth/${boss.id}`, { name: 'Boss', role: 'admin', active: true }))
        .statusCode,
    ).toBe(409);
    expect((await call('GET', '/api/auth/')).statusCode).toBe(200);
  });

  it('deactivation refuses the admin at once and reactivation lets them back', async () => {
    const temp = await seedAdmin(t, { email: 'temp@shop.test', password: 'temp-pass-1' });
    const signIn = () =>
      as(t, null)('POST', '/api/auth/login', { email: 'temp@shop.test', password: 'temp-pass-1' });
    const oldSession = async () =>
      (await as(t, temp.token)('GET', `/api/auth/${temp.id}`)).statusCode;
    const off = await as(t, boss.token)('PATCH', `/api/auth/${temp.id}/deactivate`);
    expect(off.json()).toEqual({ message: 'Admin deactivated successfully' });
    expect(await oldSession()).toBe(401);
    expect((await signIn()).statusCode).toBe(403);
    const on = await as(t, boss.token)('PATCH', `/api/auth/${temp.id}/reactivate`);
    expect(on.json()).toEqual({ message: 'Admin reactivated successfully' });
    // The old session was revoked for good; a new sign-in works.
    expect(await oldSession()).toBe(401);
    expect((await signIn()).statusCode).toBe(200);
  });

  it('deleting an admin ends their session and keeps their creations attributed', async () => {
    const doomed = await seedAdmin(t, {
      name: 'Doomed',
      email: 'doomed@shop.test',
      role: 'superadmin',
    });
    await as(t, doomed.token)('POST', '/api/auth/', {
      name: 'Protege',
      email: 'protege@shop.test',
      password: 'secret-1',
    });
    const gone = await as(t, boss.token)('DELETE', `/api/auth/${doomed.id}`);
    expect(gone.json()).toEqual({ message: 'Admin deleted successfully' });
    expect((await as(t, doomed.token)('GET', '/api/auth/')).statusCode).toBe(401);
    const list = (await as(t, boss.token)('GET', '/api/auth/')).json() as {
      email: string;
      createdBy: unknown;
    }[];
    expect(list.find((a) => a.email === 'protege@shop.test')!.createdBy).toEqual({
      _id: null,
      name: 'Doomed',
    });
    expect((await as(t, boss.token)('DELETE', `/api/auth/${doomed.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown admin and 400 for a malformed id', async () => {
    expect((await as(t, boss.token)('GET', `/api/auth/${ID}`)).statusCode).toBe(404);
    expect((await as(t, boss.token)('PATCH', `/api/auth/not-an-id/deactivate`)).statusCode).toBe(
      400,
    );
  });
});
