import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visitSessions } from '../../db/schema';

/** The first-party cookie naming a browser session: a random id and its signature, nothing else. */
export const VISIT_COOKIE = 'shopVisit';
const SIGNATURE_LENGTH = 22;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Storefront visits, one per browser session and shop day, and whether that session placed an
 * order (the conversion rate of src/domain/kpis.ts). Session ids are signed, so a flood of made-up
 * ids cannot pass for many sessions: every new session is issued here, under the per-address limit.
 */
export class VisitService {
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    secret: string,
  ) {
    this.key = createHmac('sha256', secret).update('visit-session-cookie').digest();
  }

  private sign(session: string): string {
    return createHmac('sha256', this.key)
      .update(session)
      .digest('base64url')
      .slice(0, SIGNATURE_LENGTH);
  }

  /** The session a cookie value names, or null when it is missing or not one this shop issued. */
  sessionOf(cookie: string | undefined): string | null {
    if (!cookie) return null;
    const [session = '', signature = ''] = cookie.split('.');
    if (!UUID.test(session) || signature.length !== SIGNATURE_LENGTH) return null;
    const expected = Buffer.from(this.sign(session));
    return timingSafeEqual(expected, Buffer.from(signature)) ? session : null;
  }

  /** A new session and the cookie value that names it. */
  newSession(): { session: string; cookie: string } {
    const session = randomUUID();
    return { session, cookie: `${session}.${this.sign(session)}` };
  }

  /** Counts the session's visit today; a repeated visit of the same session and day is not counted again. */
  async count(session: string): Promise<void> {
    await this.db
      .insert(visitSessions)
      .values({ day: sql`dashboard_day(now())`, session })
      .onConflictDoNothing();
  }

  /** Marks today's visit of the session as one that placed an order (counting the visit if it was not). */
  async orderPlaced(session: string): Promise<void> {
    await this.db
      .insert(visitSessions)
      .values({ day: sql`dashboard_day(now())`, session, ordered: true })
      .onConflictDoUpdate({
        target: [visitSessions.day, visitSessions.session],
        set: { ordered: true },
      });
  }
}
