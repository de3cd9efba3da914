import { ConfigError, flag, url, type Env } from './readers';
import type { S3Config } from './types';

/** S3_*: the image bucket, or null without S3_BUCKET (then no other S3_* may be set). */
export function s3(env: Env): S3Config | null {
  const bucket = env.S3_BUCKET || null;
  const others = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PREFIX',
    'S3_FORCE_PATH_STYLE',
  ].filter((name) => env[name]);
  if (!bucket) {
    if (others.length > 0) throw new ConfigError(`${others[0]} is set but S3_BUCKET is not`);
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError('S3_BUCKET is not a valid bucket name');
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if ((accessKeyId === null) !== (secretAccessKey === null))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const endpoint = url(env, 'S3_ENDPOINT');
  const prefix = env.S3_PREFIX ?? '';
  if (!/^[\w./-]*$/.test(prefix))
    throw new ConfigError('S3_PREFIX may hold letters, digits, ".", "_", "-" and "/" only');
  return {
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
    accessKeyId,
    secretAccessKey,
    prefix,
  };
}
