import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { can, type Action } from '@shop/domain/roles';
import { admins } from '../../server/src/db/schema';
import { seedPerfume } from './helpers/catalogue';
import { operationsOf, urlOf, type Operation } from './helpers/apiDocument';
import { seedAdmin, testServer } from './helpers/testApp';

/**
 * Who may call each operation: docs/server-rules.md §3's roles table, and nothing else. `public` needs no
 * token; `staff` is admin or superadmin; `superadmin` only superadmins; `own account` only the
 * admin the path names; `own account or superadmin` also any superadmin.
 */
type Access = 'public' | 'staff' | 'superadmin' | 'own account' | 'own account or superadmin';

const ACCESS: Record<string, Access> = {
  getHealth: 'public',
  getReady: 'public',
  login: 'public',
  refreshToken: 'public',
  requestOtp: 'public',
  verifyOtp: 'public',
  resetPassword: 'public',
  logout: 'staff',
  listAdmins: 'superadmin',
  createAdmin: 'superadmin',
  getAdmin: 'own account or superadmin',
  updateAdmin: 'superadmin',
  deactivateAdmin: 'superadmin',
  reactivateAdmin: 'superadmin',
  deleteAdmin: 'superadmin',
  updateUsername: 'own account',
  updatePassword: 'own account',
  getActiveCategories: 'public',
  getCategory: 'public',
  listCategories: 'staff',
  listInactiveCategories: 'staff',
  createCategory: 'staff',
  updateCategory: 'staff',
  deactivateCategory: 'staff',
  reactivateCategory: 'superadmin',
  listPublicPerfumes: 'public',
  getPublicPerfume: 'public',
  listPublicPerfumesByCategory: 'public',
  listPerfumes: 'staff',
  getPerfume: 'staff',
  createPerfume: 'staff',
  updatePerfume: 'staff',
  deactivatePerfume: 'staff',
  reactivatePerfume: 'superadmin',
  placeOrder: 'public',
  getOrder: 'public',
  trackOrder: 'public',
  listOrders: 'staff',
  exportOrders: 'staff',
  exportOrdersXlsx: 'staff',
  updateOrderStatus: 'staff',
  getOrderCustomerHistory: 'staff',
  getShop: 'public',
  searchPublicPerfumes: 'public',
  getShopSettings: 'superadmin',
  updateShopSettings: 'superadmin',
  uploadShopLogo: 'superadmin',
  removeShopLogo: 'superadmin',
  listDiscountCodes: 'staff',
  createDiscountCode: 'superadmin',
  updateDiscountCode: 'superadmin',
  checkDiscountCode: 'public',
  submitReview: 'public',
  listReviews: 'public',
  listPerfumeReviews: 'public',
  listAllReviews: 'staff',
  setReviewApproval: 'staff',
  deleteReview: 'superadmin',
  sendCustomerMessage: 'public',
  listCustomerMessages: 'staff',
  setCustomerMessageStatus: 'staff',
  replyToCustomerMessage: 'staff',
  countVisit: 'public',
  getDashboard: 'staff',
};

/** Tokens that must never open a staff route. */
const REFUSED = [
  'no token',
  'garbage',
  'wrong key',
  'alg none',
  'expired',
  'deactivated admin',
  'deleted admin',
  'logged-out admin',
] as const;
type Caller = (typeof REFUSED)[number] | 'admin' | 'superadmin';

/**
 * Whether a route guarded by the role policy's `action` lets in exactly the roles `access` names.
 * What each role then gets from every route is walked in rolePolicy.test.ts.
 */
function guardFits(access: Access, action: Action, ownAccount: boolean): boolean {
  if (access === 'own account') return ownAccount;
  if (ownAccount) return false;
  // Any staff member reaches an admin's record; the route itself lets in only that admin or a superadmin.
  if (access === 'staff' || access === 'own account or superadmin')
    return can('admin', action) && can('superadmin', action);
  return access === 'superadmin' && !can('admin', action) && can('superadmin', action);
}

/** The policy walk cannot tell whose account a route names: these are checked here for both roles. */
const ACCOUNT_ACCESS: readonly Access[] = ['own account', 'own account or superadmin'];

/** What a caller gets: refused (401), forbidden (403) or let through to the route itself. */
function expected(access: Access, caller: Caller): 401 | 403 | 'through' {
  if (access === 'public') return 'through';
  if ((REFUSED as readonly string[]).includes(caller)) return 401;
  // The path always names another admin, so "own account" is never the caller's.
  if (access === 'own account') return 403;
  if (caller === 'superadmin') return 'through';
  return access === 'staff' ? 'through' : 403;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('authorization matrix from the OpenAPI document', () => {
  const t = testServer();
  const tokens = {} as Record<Caller, string | null>;
  let otherAdminId: string;
  let pathIds: Record<string, string>;

  beforeAll(async () => {
    const secret = new TextEncoder().encode(t.config.jwtSecret!);
    const admin = await seedAdmin(t, { email: 'matrix-admin@shop.test' });
    const superadmin = await seedAdmin(t, { email: 'matrix-super@shop.test', role: 'superadmin' });
    otherAdminId = (await seedAdmin(t, { email: 'matrix-other@shop.test' })).id;
    const claims = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString());
    const deactivated = await seedAdmin(t, { email: 'matrix-off@shop.test' });
    await t.app.database.db
      .update(admins)
      .set({ active: false })
      .where(eq(admins.id, deactivated.id));
    const deleted = await seedAdmin(t, { email: 'matrix-gone@shop.test' });
    await t.app.database.db.delete(admins).where(eq(admins.id, deleted.id));
    const loggedOut = await seedAdmin(t, { email: 'matrix-out@shop.test' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${loggedOut.token}` },
    });
    const signed = (key: Uint8Array, exp: number) =>
      new SignJWT({ role: 'superadmin', sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(exp - 900)
        .setExpirationTime(exp)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    Object.assign(tokens, {
      'no token': null,
      garbage: 'not.a.token',
      'wrong key': await signed(
        new TextEncoder().encode('another-secret-that-is-long-enough-42'),
        now + 900,
      ),
      'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, role: 'superadmin' })}.`,
      expired: await signed(secret, now - 60),
      'deactivated admin': deactivated.token,
      'deleted admin': deleted.token,
      'logged-out admin': loggedOut.token,
      admin: admin.token,
      superadmin: superadmin.token,
    });
    const perfume = await seedPerfume(t, 'Matrix', [{ size: '30ml', price: 100, stock: 5 }]);
    pathIds = { perfume: perfume.perfumeId, category: perfume.categoryId };
  });

  /** A path parameter for the operation: another admin for account routes, else a real row. */
  const idFor = (op: Operation) =>
    op.path.startsWith('/api/auth/')
      ? otherAdminId
      : op.path.includes('category')
        ? pathIds.category!
        : op.path.includes('products')
          ? pathIds.perfume!
          : '00000000-0000-4000-8000-000000000000';

  it('has one entry per operation: a new route without one fails here', () => {
    const ops = operationsOf(t.app);
    const missing = ops.filter((op) => !(op.operationId in ACCESS)).map((op) => op.operationId);
    expect(missing).toEqual([]);
    const stale = Object.keys(ACCESS).filter((id) => !ops.some((op) => op.operationId === id));
    expect(stale).toEqual([]);
    for (const op of ops) {
      expect(op.secured, `${op.operationId} documents bearer auth`).toBe(
        ACCESS[op.operationId] !== 'public',
      );
    }
  });

  it('guards every staff operation with a policy action that lets in the roles its row names', () => {
    const guarded = t.app.guardedRoutes;
    const routeOf = (op: Operation) =>
      guarded.find(
        (route) =>
          route.method === op.method &&
          route.url.replace(/\/$/, '') === op.path.replace(/\{(\w+)\}/g, ':$1').replace(/\/$/, ''),
      );
    const secured = operationsOf(t.app).filter((op) => op.secured);
    const unfit = secured
      .filter((op) => {
        const route = routeOf(op);
        return !route || !guardFits(ACCESS[op.operationId]!, route.action, route.ownAccount);
      })
      .map((op) => `${op.operationId}: ${JSON.stringify(routeOf(op) ?? 'no guard')}`);
    expect(unfit).toEqual([]);
    // And no guarded route is left out of the document (so of this table).
    expect(guarded).toHaveLength(secured.length);
  });

  it('refuses every bad token on every staff operation, and answers each role on account routes as the table says', async () => {
    // Signing out last, since it ends the session the caller's other requests use.
    const ops = operationsOf(t.app)
      .filter((op) => ACCESS[op.operationId] !== 'public')
      .sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));
    const wrong: string[] = [];
    // Refusals first: the allowed calls may change the accounts the later ones rely on.
    const callers: Caller[] = [...REFUSED, 'admin', 'superadmin'];
    for (const caller of callers) {
      // Which role may use which staff operation is the role policy's, walked in rolePolicy.test.ts.
      const checked = REFUSED.includes(caller as (typeof REFUSED)[number])
        ? ops
        : ops.filter((op) => ACCOUNT_ACCESS.includes(ACCESS[op.operationId]!));
      for (const op of checked) {
        const token = tokens[caller];
        const id = idFor(op);
        const response = await t.app.inject({
          method: op.method,
          url: urlOf(op, { id }),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(op.method === 'GET' ? {} : { payload: {} }),
        });
        const want = expected(ACCESS[op.operationId]!, caller);
        const got = response.statusCode;
        const ok = want === 'through' ? got !== 401 && got !== 403 && got < 500 : got === want;
        if (!ok)
          wrong.push(
            `${caller} ${op.operationId}: ${got} (want ${want}) ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});
