import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie a browser gets when it signs in (OWASP's "device cookie"). */
export const DEVICE_COOKIE = 'shopDevice';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Device cookies: `<nonce>.<proof>`, the proof an HMAC of the account's e-mail and the nonce
 * with the server's secret. A browser that has signed in to an account before presents one, and
 * its sign-ins to that account are limited per device instead of per address, so strangers
 * failing from the same address (a carrier's NAT, an office) cannot lock it out.
 */
export class DeviceCookies {
  constructor(private readonly secret: string) {}

  issue(email: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.proof(email, nonce)}`;
  }

  /** The device's id (its nonce) when `cookie` was issued for `email`; null otherwise. */
  deviceOf(email: string, cookie: string | undefined): string | null {
    if (!cookie || cookie.length > 200) return null;
    const [nonce, proof, ...rest] = cookie.split('.');
    if (!nonce || !proof || rest.length > 0) return null;
    const expected = Buffer.from(this.proof(email, nonce));
    const given = Buffer.from(proof);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  }

  private proof(email: string, nonce: string): string {
    return createHmac('sha256', this.secret)
      .update(`device:${email.trim().toLowerCase()}:${nonce}`)
      .digest('base64url');
  }
}
