import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ROLES, type Role } from '@shop/domain/roles';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long the token a refresh replaced still works: tabs of one browser that refresh at the
 * same moment all send it, and all get the same next token. Used after that, it ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export type { Role } from '@shop/domain/roles';

/** What an access token says about its bearer. */
export interface AccessClaims {
  adminId: string;
  role: Role;
  /** The refresh-token row (session) this access token belongs to. */
  sessionId: string;
}

/** Signs and verifies access tokens with one shared secret (HS256). */
export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(private readonly secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * The refresh token that replaces `token`: derived from it with the server's secret, so every
   * request that presents the same token (two tabs at once, on any instance) gets the same one,
   * and nobody without the secret can compute it.
   */
  nextRefreshToken(token: string): { token: string; hash: string } {
    const next = createHmac('sha256', this.secret)
      .update(`refresh-rotation:${token}`)
      .digest('base64url');
    return { token: next, hash: hashToken(next) };
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.adminId)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const role = payload.role;
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (!ROLES.includes(role as Role)) return null;
      return { adminId: payload.sub, role: role as Role, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}

/** A new opaque refresh token (256 random bits) and the hash under which it is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
