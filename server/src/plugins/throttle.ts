import { tooManyRequests } from './httpErrors';

/**
 * A fixed-window counter per key (an e-mail address), complementing the per-IP limits of
 * @fastify/rate-limit so one account cannot be hammered from many addresses. Kept in memory:
 * each instance counts on its own.
 */
export class Throttle {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private entry(key: string, now: number) {
    const entry = this.hits.get(key.trim().toLowerCase());
    return entry && entry.resetAt > now ? entry : null;
  }

  /** Throws 429 when the key has used up its window. */
  assertOpen(key: string, now = Date.now()): void {
    const entry = this.entry(key, now);
    if (entry && entry.count >= this.max) {
      const seconds = Math.ceil((entry.resetAt - now) / 1000);
      throw tooManyRequests(`Too many attempts. Please try again in ${seconds} seconds.`);
    }
  }

  /** Counts one attempt for the key. */
  hit(key: string, now = Date.now()): void {
    const entry = this.entry(key, now);
    if (entry) {
      entry.count += 1;
      return;
    }
    if (this.hits.size > 10_000) this.sweep(now);
    this.hits.set(key.trim().toLowerCase(), { count: 1, resetAt: now + this.windowMs });
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
