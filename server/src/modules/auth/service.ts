import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, refreshTokens } from '../../db/schema';
import { forbidden, unauthorized } from '../../errors';
import { checkPassword } from './passwords';
import { REFRESH_TOKEN_TTL_MS, hashToken, newRefreshToken, type TokenSigner } from './tokens';

const BAD_CREDENTIALS = 'Invalid email or password.';

/** Sign-in, token refresh and sign-out for staff. */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly signer: TokenSigner,
  ) {}

  async login(email: string, password: string) {
    const [admin] = await this.db
      .select()
      .from(admins)
      .where(eq(sql`lower(${admins.email})`, email.trim().toLowerCase()))
      .limit(1);
    const ok = await checkPassword(admin?.passwordHash ?? null, password);
    if (!admin || !ok) throw unauthorized(BAD_CREDENTIALS);
    if (!admin.active) throw forbidden('Your account is deactivated. Please contact a superadmin.');

    const refresh = newRefreshToken();
    const [session] = await this.db
      .insert(refreshTokens)
      .values({
        adminId: admin.id,
        tokenHash: refresh.hash,
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      })
      .returning({ id: refreshTokens.id });
    const role = admin.role;
    const accessToken = await this.signer.sign({ adminId: admin.id, role, sessionId: session!.id });
    return {
      accessToken,
      refreshToken: refresh.token,
      admin: {
        _id: admin.id,
        name: admin.name,
        email: admin.email,
        role,
        // Only when set: a one-time password must be replaced before anything else.
        ...(admin.mustChangePassword ? { mustChangePassword: true } : {}),
      },
    };
  }

  /** A fresh access token for a live session; refused once the session is revoked or expired. */
  async refresh(token: string) {
    const [row] = await this.db
      .select({ sessionId: refreshTokens.id, adminId: admins.id, role: admins.role })
      .from(refreshTokens)
      .innerJoin(admins, eq(admins.id, refreshTokens.adminId))
      .where(
        and(
          eq(refreshTokens.tokenHash, hashToken(token)),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
          eq(admins.active, true),
        ),
      )
      .limit(1);
    if (!row) throw unauthorized('Your session has expired. Please sign in again.');
    const accessToken = await this.signer.sign({
      adminId: row.adminId,
      role: row.role,
      sessionId: row.sessionId,
    });
    return { accessToken };
  }

  async logout(sessionId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.id, sessionId), isNull(refreshTokens.revokedAt)));
  }
}
