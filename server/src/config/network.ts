import { ConfigError, url, type Env } from './readers';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * PUBLIC_URL: the origin shoppers use (https://shop.example.pk), never taken from a request's Host
 * header. http:// only on a loopback host. Required with DATABASE_URL (a deployment); defaults to
 * http://localhost:PORT in embedded mode.
 */
export function publicOrigin(env: Env, port: number): string {
  const raw = url(env, 'PUBLIC_URL');
  if (!raw) return `http://localhost:${port}`;
  const parsed = new URL(raw);
  if (parsed.protocol === 'http:' && !LOOPBACK.has(parsed.hostname)) {
    throw new ConfigError('PUBLIC_URL must start with https:// (http:// only for localhost)');
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username) {
    throw new ConfigError('PUBLIC_URL must be an origin only, like https://shop.example.pk');
  }
  return parsed.origin;
}

const ADDRESS_OR_RANGE = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/** TRUST_PROXY: unset or 'false', 'true', a hop count (1-10), or addresses/CIDRs, comma-separated. */
export function trustProxy(env: Env): boolean | number | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY as a hop count must be 1-10');
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !ADDRESS_OR_RANGE.test(entry))) {
    throw new ConfigError(
      'TRUST_PROXY must be true, a hop count, or proxy addresses/CIDR ranges separated by commas',
    );
  }
  return entries;
}
