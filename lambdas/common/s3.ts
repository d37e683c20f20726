/**
 * The S3 client and the object operations the avatar and attachment stores share, as dynamo.ts is
 * for the tables. In AWS the SDK uses the regional endpoint and the Lambda's role; in the local
 * stage `S3_ENDPOINT` points at infra/local/object-store.ts (path-style, local credentials).
 */
import { GetObjectCommand, HeadObjectCommand, NotFound, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { bucketEnvName, type BucketName } from '../../infra/definitions/buckets.js';
import { traceAwsClient } from './tracing.js';

/** The local stage's S3 credentials (infra/local/object-store.ts verifies signatures with them). */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** One S3 client per Lambda container; `S3_ENDPOINT` is honoured only in the local stage. */
export function createS3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  const local = env.STAGE === 'local' && env.S3_ENDPOINT;
  return traceAwsClient(
    new S3Client({
      ...(local
        ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true, region: env.AWS_REGION ?? 'us-east-1', credentials: localCredentials }
        : {}),
      maxAttempts: 3,
    }),
  );
}

/** The physical bucket name a handler was given through its environment (`BUCKET_<NAME>`). */
export function bucketName(name: BucketName, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[bucketEnvName(name)];
  if (!value) throw new Error(`Missing environment variable ${bucketEnvName(name)}`);
  return value;
}

export interface PresignedUpload {
  readonly url: string;
  readonly fields: Record<string, string>;
  readonly expiresAt: string;
}

/**
 * A presigned POST for exactly one key. The policy, not the page, enforces the limits: S3 refuses
 * any other size (1 byte to `maxBytes`) or Content-Type.
 */
export async function presignUpload(
  s3: S3Client,
  options: { bucket: string; key: string; contentType: string; maxBytes: number; expiresSeconds: number; nowMs: number },
): Promise<PresignedUpload> {
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: options.bucket,
    Key: options.key,
    Conditions: [
      ['content-length-range', 1, options.maxBytes],
      ['eq', '$Content-Type', options.contentType],
    ],
    Fields: { 'Content-Type': options.contentType },
    Expires: options.expiresSeconds,
  });
  return { url, fields, expiresAt: new Date(options.nowMs + options.expiresSeconds * 1000).toISOString() };
}

export interface StoredObject {
  readonly key: string;
  readonly size: number;
  readonly contentType?: string;
  readonly lastModified?: string;
}

/** Size, type and date of an object, or undefined when there is none at `key`. */
export async function headObject(s3: S3Client, bucket: string, key: string): Promise<StoredObject | undefined> {
  try {
    const result = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return {
      key,
      size: result.ContentLength ?? 0,
      ...(result.ContentType ? { contentType: result.ContentType } : {}),
      ...(result.LastModified ? { lastModified: result.LastModified.toISOString() } : {}),
    };
  } catch (error) {
    if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
    throw error;
  }
}

/** The first `length` bytes of an object (to check what the file really is). */
export async function readObjectStart(s3: S3Client, bucket: string, key: string, length: number): Promise<Uint8Array> {
  const result = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${length - 1}` }));
  return (await result.Body?.transformToByteArray()) ?? new Uint8Array();
}

/** A short-lived GET URL the browser can open. */
export function presignDownload(s3: S3Client, bucket: string, key: string, expiresSeconds: number): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expiresSeconds });
}
