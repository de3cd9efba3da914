import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { throttleHits } from './schema';
import { tooManyRequests } from '../errors';

/**
 * A fixed-window counter per key (an e-mail address), complementing the per-IP limits of
 * @fastify/rate-limit so one account cannot be hammered from many addresses. The counts live in
 * the database, so every instance of the server shares them; ended windows are deleted hourly
 * by db/housekeeping.ts.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly scope: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private refusal(resetAt: Date, now: number) {
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000));
    return tooManyRequests(`Too many attempts. Please try again in ${seconds} seconds.`);
  }

  /** The key's current window, if one is open. */
  private inWindow(key: string) {
    return and(
      eq(throttleHits.scope, this.scope),
      eq(throttleHits.key, normalise(key)),
      gt(throttleHits.resetAt, sql`now()`),
    );
  }

  /** Throws 429 when the key has used up its window (with `message`, or how long to wait). */
  async assertOpen(key: string, message?: string): Promise<void> {
    const [entry] = await this.db
      .select({ count: throttleHits.count, resetAt: throttleHits.resetAt })
      .from(throttleHits)
      .where(this.inWindow(key));
    if (entry && entry.count >= this.max)
      throw message ? tooManyRequests(message) : this.refusal(entry.resetAt, Date.now());
  }

  /** Counts one attempt for the key (a new window when the last one has ended). */
  async hit(key: string): Promise<{ count: number; resetAt: Date }> {
    const window = sql`now() + ${`${this.windowMs} milliseconds`}::interval`;
    const [entry] = await this.db
      .insert(throttleHits)
      .values({ scope: this.scope, key: normalise(key), count: 1, resetAt: window })
      .onConflictDoUpdate({
        target: [throttleHits.scope, throttleHits.key],
        set: {
          count: sql`case when ${throttleHits.resetAt} <= now() then 1 else ${throttleHits.count} + 1 end`,
          resetAt: sql`case when ${throttleHits.resetAt} <= now() then excluded.reset_at else ${throttleHits.resetAt} end`,
        },
      })
      .returning({ count: throttleHits.count, resetAt: throttleHits.resetAt });
    return entry!;
  }

  /** Gives back one attempt of the current window (a sign-in that succeeded was no attack). */
  async refund(key: string): Promise<void> {
    await this.db
      .update(throttleHits)
      .set({ count: sql`greatest(${throttleHits.count} - 1, 0)` })
      .where(this.inWindow(key));
  }

  /** How many attempts the key has used in its current window. */
  async used(key: string): Promise<number> {
    const [entry] = await this.db
      .select({ count: throttleHits.count })
      .from(throttleHits)
      .where(this.inWindow(key));
    return entry?.count ?? 0;
  }

  /** Forgets the key's window (a sign-in that succeeded clears its failures). */
  async clear(key: string): Promise<void> {
    await this.db
      .delete(throttleHits)
      .where(and(eq(throttleHits.scope, this.scope), eq(throttleHits.key, normalise(key))));
  }

  /** Counts an attempt and throws 429 when it is one too many: one atomic step for all instances. */
  async take(key: string): Promise<void> {
    const entry = await this.hit(key);
    if (entry.count > this.max) throw this.refusal(entry.resetAt, Date.now());
  }
}

const normalise = (key: string) => key.trim().toLowerCase().slice(0, 254);
