import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, gt } from 'drizzle-orm';
import { admins, refreshTokens } from '../db/schema';
import type { Db } from '../db/client';
import { CHANGE_TEMPORARY_PASSWORD } from '@shop/domain/accounts';
import { forbidden, unauthorized } from '../errors';
import { bearer as bearerSecurity } from '../schemas/common';
import type { TokenSigner } from './tokens';
import { can, type Action, type Role } from '@shop/domain/roles';

/** The signed-in admin, as loaded for this request. */
export interface RequestAdmin {
  id: string;
  name: string;
  email: string;
  role: Role;
  isRoot: boolean;
  /** Signed in with a one-time password from `npm run admin`: only a password change is open. */
  mustChangePassword: boolean;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin: RequestAdmin | null;
  }
  interface FastifyContextConfig {
    /** Open to an admin who must still replace a one-time password (their own password, sign-out). */
    allowWithTemporaryPassword?: boolean;
  }
  interface FastifyInstance {
    /** The route's guard: a signed-in admin whose role may do `action` (src/domain/roles.ts). */
    allow: (action: Action) => GuardHook;
    requireOwnAccount: GuardHook;
    /** Every guarded route and the action its guard enforces, as registered. */
    guardedRoutes: GuardedRoute[];
  }
}

/** A route guard, marked with the action of the policy it enforces (read by a test). */
export type GuardHook = onRequestAsyncHookHandler & { action: Action };

export interface GuardedRoute {
  method: string;
  url: string;
  action: Action;
  /** Only the account itself (its name, its password), whatever its role. */
  ownAccount: boolean;
}

/** The guard among a route's onRequest hooks (app.allow, app.requireOwnAccount), if any. */
export function guardOf(route: Pick<RouteOptions, 'onRequest'>): GuardHook | undefined {
  const hooks = [route.onRequest ?? []].flat() as Partial<GuardHook>[];
  return hooks.find((hook): hook is GuardHook => Boolean(hook.action));
}

export const ONLY_OWN_ACCOUNT = 'You can only change your own account.';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the bearer token to a live admin on every request: a deactivated or deleted admin, or
 * a revoked session, is refused at once even while the access token has not yet expired.
 */
async function loadAdmin(db: Db, signer: TokenSigner, token: string): Promise<RequestAdmin | null> {
  const claims = await signer.verify(token);
  if (!claims) return null;
  const [row] = await db
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      role: admins.role,
      isRoot: admins.isRoot,
      mustChangePassword: admins.mustChangePassword,
    })
    .from(admins)
    .innerJoin(refreshTokens, eq(refreshTokens.adminId, admins.id))
    .where(
      and(
        eq(admins.id, claims.adminId),
        eq(admins.active, true),
        eq(refreshTokens.id, claims.sessionId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { ...row, role: row.role, sessionId: claims.sessionId };
}

export default fp(
  async (app: FastifyInstance, opts: { db: Db; signer: TokenSigner }) => {
    app.decorateRequest('admin', null);

    const requireAdmin: onRequestAsyncHookHandler = async (request) => {
      if (!bearer(request)) throw unauthorized();
      if (!request.admin) throw unauthorized('Your session has ended. Please sign in again.');
      if (
        request.admin.mustChangePassword &&
        !request.routeOptions.config.allowWithTemporaryPassword
      )
        throw forbidden(CHANGE_TEMPORARY_PASSWORD);
    };

    const allow = (action: Action): GuardHook =>
      Object.assign(
        async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
          await requireAdmin.call(this, request, reply);
          if (!can(request.admin?.role, action)) throw forbidden('Only a superadmin can do this.');
        },
        { action },
      );

    // Routes on /:id that only the account itself may use (its name, its password).
    const requireOwnAccount: GuardHook = Object.assign(
      async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        await requireAdmin.call(this, request, reply);
        const { id } = request.params as { id?: string };
        if (request.admin?.id !== id) throw forbidden(ONLY_OWN_ACCOUNT);
      },
      { action: 'work' as const },
    );

    app.decorate('allow', allow);
    const guardedRoutes: GuardedRoute[] = [];
    app.decorate('guardedRoutes', guardedRoutes);
    app.addHook('onRoute', (route) => {
      const guard = guardOf(route);
      if (!guard) return;
      // A guarded route takes the bearer token: its OpenAPI entry says so, whatever the module.
      route.schema = { ...route.schema, security: bearerSecurity };
      for (const method of [route.method].flat())
        if (method !== 'HEAD')
          guardedRoutes.push({
            method,
            url: route.url,
            action: guard.action,
            ownAccount: guard === requireOwnAccount,
          });
    });
    app.decorate('requireOwnAccount', requireOwnAccount);

    // Every API request with a bearer token is resolved once, here. Public routes that show more
    // to staff (inactive categories, say) read request.admin and treat anything else as a customer.
    // Routes check it in their own onRequest hook, before the body is read or validated: a
    // stranger gets 401, never a 400 listing the fields the route expects.
    app.addHook('onRequest', async (request) => {
      const token = bearer(request);
      if (token && request.url.startsWith('/api/')) {
        request.admin = await loadAdmin(opts.db, opts.signer, token);
      }
    });
  },
  { name: 'auth' },
);
