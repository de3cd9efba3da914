import { variable, type EnvName } from './envSchema';

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A whole number within its schema's bounds; its schema's default (or `fallback`) when unset. */
export function integer(env: Env, name: EnvName, fallback?: number): number {
  const schema = variable(name);
  const min = schema.minimum!;
  const max = schema.maximum!;
  fallback ??= schema.default as number;
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

export function flag(env: Env, name: EnvName, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new ConfigError(`${name} must be 1 or 0 (got "${raw}")`);
}

/** A URL with one of its schema's protocols (`x-protocols`), or null when unset. */
export function url(env: Env, name: EnvName): string | null {
  const protocols = variable(name)['x-protocols']!;
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

/** A secret or token at least its schema's `minLength` long, or null when unset. */
export function secret(env: Env, name: EnvName): string | null {
  const value = env[name] || null;
  const min = variable(name).minLength!;
  if (value !== null && value.length < min)
    throw new ConfigError(`${name} must be at least ${min} characters long`);
  return value;
}
