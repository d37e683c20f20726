/**
 * The container's one S3 client and the bucket operations the stores use (avatars, chat attachments,
 * validated documents): browser uploads by presigned POST, presigned GET URLs, HeadObject, a ranged
 * GetObject, a conditional CopyObject, DeleteObject and ListObjectsV2.
 *
 * The S3 SDK (about half a megabyte bundled) is imported on the first S3 call, through s3-sdk.ts,
 * not with this module: a handler whose cold start never reaches S3 does not pay for it (the bench,
 * test/bench/lambda-bundles.ts, holds every handler to 80 ms of cold import).
 *
 * In AWS the client reaches the bucket's regional endpoint with the function's role; in the local
 * stage the SDK reads `AWS_ENDPOINT_URL_S3` (infra/local/object-store.ts, which verifies every
 * signature and POST policy) and addresses buckets path-style on loopback.
 */
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { bucketEnvName, type BucketName } from '#definitions/buckets.js';
import { sdkClientConfig } from './sdk-config.js';
import { traceClient } from './tracer.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The S3 SDK's commands and presigners, loaded once on first use. */
export const s3Sdk = () => import('./s3-sdk.js');

/** The options of every S3 client of the product (the container's, and the tests' own). */
export function s3ClientConfig(env: Env = process.env): S3ClientConfig {
  return {
    ...sdkClientConfig(env),
    // The local store is one host on loopback: buckets are path segments there, hostnames in AWS.
    forcePathStyle: env.STAGE === 'local',
    // A plain signed body (no aws-chunked trailer): S3 verifies the payload hash the client signed.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

let client: Promise<S3Client> | undefined;

/** The container's S3 client, made on the first call. */
export function s3Client(env: Env = process.env): Promise<S3Client> {
  client ??= s3Sdk().then(({ S3Client }) => traceClient(new S3Client(s3ClientConfig(env))));
  return client;
}

/** The physical bucket name a handler was given through its environment (`BUCKET_<NAME>`). */
export function bucketName(name: BucketName, env: Env = process.env): string {
  const value = env[bucketEnvName(name)]?.trim();
  if (!value) throw new Error(`Missing environment variable ${bucketEnvName(name)}`);
  return value;
}

export interface PresignedUpload {
  readonly url: string;
  readonly fields: Record<string, string>;
  readonly expiresAt: string;
}

export interface StoredObject {
  readonly key: string;
  readonly size: number;
  readonly contentType?: string;
  readonly lastModified?: string;
}

export interface S3Bucket {
  readonly name: string;
  /**
   * A presigned POST for exactly one key. The policy, not the page, enforces the limits: S3 refuses
   * any other size (1 byte to `maxBytes`) or Content-Type.
   */
  presignUpload(options: { key: string; contentType: string; maxBytes: number; expiresSeconds: number }): Promise<PresignedUpload>;
  /** Size, type and date of an object, or undefined when there is none at `key`. */
  head(key: string): Promise<StoredObject | undefined>;
  /** The first `length` bytes of an object (to check what the file really is). */
  readStart(key: string, length: number): Promise<Uint8Array>;
  /** A short-lived GET URL the browser can open. */
  presignDownload(key: string, expiresSeconds: number): Promise<string>;
  /**
   * Copies `sourceKey` to `key` only if no object is at `key` (S3's conditional write,
   * `If-None-Match: *`): `exists`, and nothing written, when there is one or a concurrent copy won;
   * `missing` when there is nothing at `sourceKey`.
   */
  copyIfAbsent(sourceKey: string, key: string): Promise<'copied' | 'exists' | 'missing'>;
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`. */
  list(prefix: string): Promise<StoredObject[]>;
}

/** One bucket through an S3 client (the container's by default; `s3` may still be on its way). */
export function createS3Bucket(deps: { name: string; s3?: S3Client | Promise<S3Client>; now?: () => number }): S3Bucket {
  const { name } = deps;
  const now = deps.now ?? Date.now;
  const sdk = async () => {
    const [s3, commands] = await Promise.all([deps.s3 ?? s3Client(), s3Sdk()]);
    return { s3, ...commands };
  };

  return {
    name,

    // The POST policy of the S3 developer guide ("Browser-based uploads using POST"): the given
    // conditions, then the SDK adds the bucket, the key and one per field sent with the file.
    async presignUpload({ key, contentType, maxBytes, expiresSeconds }) {
      const { s3, createPresignedPost } = await sdk();
      const expiresAt = new Date(now() + expiresSeconds * 1000).toISOString();
      const { url, fields } = await createPresignedPost(s3, {
        Bucket: name,
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: expiresSeconds,
      });
      return { url, fields, expiresAt };
    },

    async head(key) {
      const { s3, HeadObjectCommand, NotFound, NoSuchKey } = await sdk();
      try {
        const answer = await s3.send(new HeadObjectCommand({ Bucket: name, Key: key }));
        return {
          key,
          size: answer.ContentLength ?? 0,
          ...(answer.ContentType ? { contentType: answer.ContentType } : {}),
          ...(answer.LastModified ? { lastModified: answer.LastModified.toISOString() } : {}),
        };
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },

    async readStart(key, length) {
      const { s3, GetObjectCommand } = await sdk();
      const answer = await s3.send(new GetObjectCommand({ Bucket: name, Key: key, Range: `bytes=0-${length - 1}` }));
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    },

    async presignDownload(key, expiresSeconds) {
      const { s3, GetObjectCommand, getSignedUrl } = await sdk();
      return getSignedUrl(s3, new GetObjectCommand({ Bucket: name, Key: key }), { expiresIn: expiresSeconds });
    },

    async copyIfAbsent(sourceKey, key) {
      const { s3, CopyObjectCommand, S3ServiceException } = await sdk();
      try {
        await s3.send(
          new CopyObjectCommand({ Bucket: name, Key: key, CopySource: `${name}/${encodeURIComponent(sourceKey)}`, IfNoneMatch: '*' }),
        );
        return 'copied';
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        // 412: an object is there already; 409: a concurrent conditional write to the key is under way.
        if (status === 412 || status === 409) return 'exists';
        if (status === 404 && error instanceof S3ServiceException && error.name === 'NoSuchKey') return 'missing';
        throw error;
      }
    },

    async delete(key) {
      const { s3, DeleteObjectCommand } = await sdk();
      await s3.send(new DeleteObjectCommand({ Bucket: name, Key: key }));
    },

    async list(prefix) {
      const { s3, ListObjectsV2Command } = await sdk();
      const found: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: name, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          found.push({
            key: object.Key,
            size: object.Size ?? 0,
            ...(object.LastModified ? { lastModified: object.LastModified.toISOString() } : {}),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
  };
}

/** The bucket `name` of this container (`BUCKET_<NAME>`), through the container's client once used. */
export function s3BucketFromEnv(name: BucketName, env: Env = process.env): S3Bucket {
  return createS3Bucket({ name: bucketName(name, env) });
}
