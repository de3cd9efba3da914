import type { PlaceOrderApiArg } from '../../store/api/generated/storefrontApi';

/**
 * One checkout attempt, one Idempotency-Key (docs/server-rules.md §5): the key is kept, with the
 * request it names, in the tab's session storage until the order is placed; the same request sent
 * again (a retry, a second press after an error, a reload) carries the same key, so the server
 * answers it with the order the first one placed. A different request (another cart, a corrected
 * address) is a new attempt with a new key.
 */
const STORAGE_KEY = 'checkout-attempt';

/**
 * How a Place Order that got no answer, or a 502/503/504, is sent again before the customer sees
 * an error: `maxRetries` more times, the first after `firstDelayMs`, each later one after twice the
 * delay before it; an attempt with no answer after `timeoutMs` is abandoned and sent again. Web
 * tests shorten the delays.
 */
export const placeOrderRetries = { maxRetries: 3, firstDelayMs: 1000, timeoutMs: 20_000 };

interface SavedAttempt {
  key: string;
  request: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A random key: a UUID where the browser makes one (secure pages), 128 random bits otherwise. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key for this request: the saved one when the request is the one it was made for. */
export function attemptKey(body: PlaceOrderApiArg['body']): string {
  const request = JSON.stringify(body);
  const store = storage();
  try {
    const saved = JSON.parse(store?.getItem(STORAGE_KEY) ?? 'null') as SavedAttempt | null;
    if (saved && saved.request === request && typeof saved.key === 'string') return saved.key;
  } catch {
    // Unreadable: a new attempt.
  }
  const key = newKey();
  store?.setItem(STORAGE_KEY, JSON.stringify({ key, request } satisfies SavedAttempt));
  return key;
}

/** The order is placed: the next checkout is a new attempt. */
export function attemptDone(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** No answer (network failure, abandoned after the time limit) or the proxy or server busy. */
export function isRetryable(error: unknown): boolean {
  const { status, name } = (error ?? {}) as { status?: unknown; name?: unknown };
  if (status === 502 || status === 503 || status === 504) return true;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || name === 'AbortError';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An RTK Query mutation call: a promise of the answer that can be abandoned. */
interface Sent<T> {
  unwrap(): Promise<T>;
  abort(): void;
}

/**
 * Sends the request, and again with the same key while it fails in a way a retry may cure, up
 * to `placeOrderRetries.maxRetries` times with growing pauses; the last failure is thrown.
 */
export async function placeWithRetries<T>(send: () => Sent<T>): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    const sent = send();
    const timer = setTimeout(() => sent.abort(), placeOrderRetries.timeoutMs);
    try {
      return await sent.unwrap();
    } catch (error) {
      if (retry >= placeOrderRetries.maxRetries || !isRetryable(error)) throw error;
    } finally {
      clearTimeout(timer);
    }
    await wait(placeOrderRetries.firstDelayMs * 2 ** retry);
  }
}
