import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, refreshTokens } from '../../db/schema';
import { forbidden, unauthorized } from '../../errors';
import { checkPassword } from './passwords';
import {
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_TTL_MS,
  hashToken,
  newRefreshToken,
  type TokenSigner,
} from '../../plugins/tokens';

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

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

  /**
   * A fresh access token and the next refresh token for a live session (rotation): the token
   * presented is replaced. Presented again within REFRESH_REUSE_GRACE_MS (tabs refreshing at
   * once) it gets the same next token; presented after that, someone else holds a copy, and the
   * session ends for everyone. Refused once the session is revoked or expired.
   */
  async refresh(token: string) {
    const presented = hashToken(token);
    const next = this.signer.nextRefreshToken(token);
    const now = new Date();
    const live = and(isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now));
    const [rotated] = await this.db
      .update(refreshTokens)
      .set({ tokenHash: next.hash, previousHash: presented, rotatedAt: now })
      .where(and(eq(refreshTokens.tokenHash, presented), live))
      .returning({ sessionId: refreshTokens.id });
    let sessionId = rotated?.sessionId;
    if (!sessionId) {
      const [replaced] = await this.db
        .select({
          sessionId: refreshTokens.id,
          tokenHash: refreshTokens.tokenHash,
          rotatedAt: refreshTokens.rotatedAt,
        })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.previousHash, presented), live))
        .limit(1);
      if (!replaced) throw unauthorized(SESSION_EXPIRED);
      const inGrace =
        replaced.tokenHash === next.hash &&
        replaced.rotatedAt !== null &&
        now.getTime() - replaced.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
      if (!inGrace) {
        await this.revoke(replaced.sessionId);
        throw unauthorized(SESSION_EXPIRED);
      }
      sessionId = replaced.sessionId;
    }
    const [admin] = await this.db
      .select({ adminId: admins.id, role: admins.role })
      .from(refreshTokens)
      .innerJoin(admins, eq(admins.id, refreshTokens.adminId))
      .where(and(eq(refreshTokens.id, sessionId), eq(admins.active, true)))
      .limit(1);
    if (!admin) throw unauthorized(SESSION_EXPIRED);
    const accessToken = await this.signer.sign({ ...admin, sessionId });
    return { accessToken, refreshToken: next.token };
  }

  private async revoke(sessionId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.id, sessionId), isNull(refreshTokens.revokedAt)));
  }

  async logout(sessionId: string): Promise<void> {
    await this.revoke(sessionId);
  }
}
