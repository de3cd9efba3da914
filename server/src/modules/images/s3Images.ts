import type * as S3 from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import type { ImageBackend } from './imageBackends';

/** Content-hashed names never change, so stored objects may be cached for a year. */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Image files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2...), under
 * `S3_PREFIX`. The shop still serves them itself, from each instance's DATA_DIR copy, with the
 * same URLs and caching; the bucket is where every instance finds them.
 */
export class S3Images implements ImageBackend {
  readonly kind = 's3';
  /**
   * The SDK and its client, loaded when a bucket is first configured rather than at every start
   * (the SDK is several MB of heap a shop without S3_BUCKET never uses).
   */
  private readonly ready: Promise<{ sdk: typeof S3; client: S3.S3Client }>;

  constructor(private readonly config: S3Config) {
    this.ready = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: S3Images.client(sdk, config),
    }));
    // Failing to load is reported by the first call that needs it.
    this.ready.catch(() => {});
  }

  private static client(sdk: typeof S3, config: S3Config): S3.S3Client {
    return new sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
      // newer default trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 4,
    });
  }

  private key(fileName: string): string {
    return `${this.config.prefix}${fileName}`;
  }

  async put(fileName: string, bytes: Buffer): Promise<void> {
    const { sdk, client } = await this.ready;
    // Written again when already there: that renews its time, which the sweep reads.
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(fileName),
        Body: bytes,
        ContentType: 'image/webp',
        CacheControl: OBJECT_CACHE_CONTROL,
      }),
    );
  }

  async get(fileName: string): Promise<Buffer | null> {
    const { sdk, client } = await this.ready;
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(fileName) }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) return null;
      throw error;
    }
  }

  private async objects(): Promise<{ name: string; modified: number }[]> {
    const { sdk, client } = await this.ready;
    const found: { name: string; modified: number }[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: this.config.prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        found.push({
          name: object.Key.slice(this.config.prefix.length),
          modified: object.LastModified?.getTime() ?? 0,
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async list(): Promise<string[]> {
    return (await this.objects()).map((object) => object.name);
  }

  async staleNames(graceMs: number): Promise<string[]> {
    const before = Date.now() - graceMs;
    return (await this.objects()).filter((o) => o.modified < before).map((o) => o.name);
  }

  async remove(fileNames: string[]): Promise<void> {
    const { sdk, client } = await this.ready;
    for (let i = 0; i < fileNames.length; i += 1000) {
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket: this.config.bucket,
          Delete: {
            Objects: fileNames.slice(i, i + 1000).map((name) => ({ Key: this.key(name) })),
            Quiet: true,
          },
        }),
      );
    }
  }

  close(): void {
    void this.ready.then(
      ({ client }) => client.destroy(),
      () => {},
    );
  }
}
