import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, gt } from 'drizzle-orm';
import { admins, refreshTokens } from '../db/schema';
import type { Db } from '../db/client';
import { CHANGE_TEMPORARY_PASSWORD } from '../../../src/domain/accounts';
import { forbidden, unauthorized } from '../errors';
import type { Role, TokenSigner } from '../modules/auth/tokens';

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
    requireAdmin: onRequestAsyncHookHandler;
    requireSuperadmin: onRequestAsyncHookHandler;
    requireOwnAccount: onRequestAsyncHookHandler;
  }
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

    const requireSuperadmin: onRequestAsyncHookHandler = async function (request, reply) {
      await requireAdmin.call(this, request, reply);
      if (request.admin?.role !== 'superadmin') throw forbidden('Only a superadmin can do this.');
    };

    // Routes on /:id that only the account itself may use (its name, its password).
    const requireOwnAccount: onRequestAsyncHookHandler = async function (request, reply) {
      await requireAdmin.call(this, request, reply);
      const { id } = request.params as { id?: string };
      if (request.admin?.id !== id) throw forbidden(ONLY_OWN_ACCOUNT);
    };

    app.decorate('requireAdmin', requireAdmin);
    app.decorate('requireSuperadmin', requireSuperadmin);
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
