import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { POLICY, can, type Action } from '@shop/domain/roles';
import { ONLY_OWN_ACCOUNT } from '../../server/src/plugins/auth';
import { seedPerfume } from './helpers/catalogue';
import { rootSession, seedAdmin, testServer, tokenFor } from './helpers/testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route's address with its parameter filled in: another admin, a real row, or an id of nothing. */
const addressOf = (url: string, ids: { admin: string; category: string; perfume: string }) =>
  url.replace(/:(\w+)/g, () =>
    url.startsWith('/api/auth/')
      ? ids.admin
      : url.includes('category')
        ? ids.category
        : url.includes('products')
          ? ids.perfume
          : randomUUID(),
  );

describe('the role policy (src/domain/roles.ts) against every guarded route', () => {
  const t = testServer();
  let adminId: string;
  let rootId: string;
  let ids: Parameters<typeof addressOf>[1];
  beforeAll(async () => {
    adminId = (await seedAdmin(t, { email: 'clerk@shop.test', role: 'admin' })).id;
    rootId = (await rootSession(t)).id;
    const other = await seedAdmin(t, { email: 'other@shop.test' });
    const perfume = await seedPerfume(t, 'Policy', [{ size: '30ml', price: 100, stock: 5 }]);
    ids = { admin: other.id, category: perfume.categoryId, perfume: perfume.perfumeId };
  });

  /**
   * One request with a fresh session of `id` (a route may end the session it is called with), and
   * an empty body where the route takes one.
   */
  const ask = async (id: string, method: Method, url: string) =>
    t.app.inject({
      method,
      url: addressOf(url, ids),
      headers: { authorization: `Bearer ${await tokenFor(t, id)}` },
      ...(method === 'GET' ? {} : { payload: {} }),
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

  // A caller without a session (401) on every staff route: authorizationMatrix.test.ts.
  it('answers each role as the policy says: 403 for a role without the action', async () => {
    for (const route of t.app.guardedRoutes) {
      const method = route.method as Method;
      const label = `${route.method} ${route.url} (${route.action})`;
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
