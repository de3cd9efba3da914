import { randomUUID } from 'node:crypto';

/**
 * A request's id: the proxy's X-Request-Id when it looks like one, else a new UUID. Every answer
 * echoes it, those from the public cache included.
 */
export function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID();
}
