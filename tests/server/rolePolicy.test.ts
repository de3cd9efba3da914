import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY, can, type Action } from '@shop/domain/roles';
import { ONLY_OWN_ACCOUNT } from '../../server/src/plugins/auth';
import { createTestApp, rootSession, seedAdmin, tokenFor, type TestApp } from './helpers/testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route's address with its parameters filled in (ids that exist nowhere). */
const addressOf = (url: string) => url.replace(/:(\w+)/g, () => randomUUID());

describe('the role policy (src/domain/roles.ts) against every guarded route', () => {
  let t: TestApp;
  let adminId: string;
  let rootId: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await seedAdmin(t, { email: 'clerk@shop.test', role: 'admin' })).id;
    rootId = (await rootSession(t)).id;
  });
  afterAll(() => t.close());

  /** One request with a fresh session of `id` (a route may end the session it is called with). */
  const ask = async (id: string | null, method: Method, url: string) =>
    t.app.inject({
      method,
      url: addressOf(url),
      headers: id ? { authorization: `Bearer ${await tokenFor(t, id)}` } : {},
    });

  it('guards the back office: every staff route has a guard, and every action guards a route', () => {
    const routes = t.app.guardedRoutes;
    expect(routes.length).toBeGreaterThan(40);
    for (const prefix of ['/api/admin/', '/api/dashboard', '/api/auth/:id'])
      expect(
        routes.some((route) => route.url.startsWith(prefix)),
        prefix,
      ).toBe(true);
    // Actions that only change what a page shows (owner figures) guard no route of their own.
    const guarding = new Set(routes.map((route) => route.action));
    for (const action of Object.keys(POLICY) as Action[])
      if (action !== 'seeOwnerFigures') expect(guarding.has(action), action).toBe(true);
  });

  it('answers each role as the policy says: 401 without a session, 403 for a role without the action', async () => {
    for (const route of t.app.guardedRoutes) {
      const method = route.method as Method;
      const label = `${route.method} ${route.url} (${route.action})`;
      expect((await ask(null, method, route.url)).statusCode, label).toBe(401);
      if (route.ownAccount) continue;
      for (const [role, id] of [
        ['admin', adminId],
        ['superadmin', rootId],
      ] as const) {
        const answer = await ask(id, method, route.url);
        const status = answer.statusCode;
        // Allowed in, the route may still refuse another account's record (a random id here).
        const ownAccountRule = status === 403 && answer.json().message === ONLY_OWN_ACCOUNT;
        if (can(role, route.action))
          expect(ownAccountRule || status !== 403, `${label} as ${role}`).toBe(true);
        else expect(status, `${label} as ${role}`).toBe(403);
        expect(status, `${label} as ${role}`).not.toBe(401);
        expect(status, `${label} as ${role}`).toBeLessThan(500);
      }
    }
  });
});
