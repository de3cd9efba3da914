import { Type } from 'typebox';

/** S3_*: the bucket uploaded images are kept in, shared by every instance. */
export const s3Variables = {
  S3_BUCKET: Type.Optional(
    Type.String({
      'x-default': 'unset',
      description:
        "Keep uploaded images in this S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…), read by every instance. Unset: PostgreSQL's `stored_images` with `DATABASE_URL`, else `DATA_DIR` alone.",
    }),
  ),
  S3_ENDPOINT: Type.Optional(
    Type.String({
      format: 'uri',
      'x-protocols': ['https:', 'http:'],
      'x-default': 'AWS',
      description:
        "The store's URL for anything but AWS (`https://<account>.r2.cloudflarestorage.com`, `http://127.0.0.1:9000`).",
    }),
  ),
  S3_REGION: Type.Optional(
    Type.String({
      'x-default': '`us-east-1`',
      description: "The bucket's region (`auto` for R2).",
    }),
  ),
  S3_ACCESS_KEY_ID: Type.Optional(
    Type.String({
      'x-default': 'SDK default',
      description:
        "With `S3_SECRET_ACCESS_KEY`; unset, the AWS SDK's own chain (instance role, `AWS_*` variables).",
    }),
  ),
  S3_SECRET_ACCESS_KEY: Type.Optional(
    Type.String({
      'x-default': 'SDK default',
      description: 'See above; set both or neither.',
    }),
  ),
  S3_PREFIX: Type.Optional(
    Type.String({
      'x-default': 'empty',
      description: "Prefix of every object's key, e.g. `images/`.",
    }),
  ),
  S3_FORCE_PATH_STYLE: Type.Optional(
    Type.Boolean({
      'x-default': '`1` with `S3_ENDPOINT`, else `0`',
      description:
        'Path-style URLs (`endpoint/bucket/key`), which MinIO and most self-hosted stores need.',
    }),
  ),
};
