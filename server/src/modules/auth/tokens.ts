import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type Role = 'admin' | 'superadmin';

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

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
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
      if (role !== 'admin' && role !== 'superadmin') return null;
      return { adminId: payload.sub, role, sessionId: payload.sid };
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
