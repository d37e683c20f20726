/**
 * Profile pictures behind a presigned-upload interface. The browser uploads straight to the private
 * bucket with a presigned POST whose policy itself pins the key (`avatars/<sub>/<uuid>.<ext>`), the
 * Content-Type (one of the four image types) and the size (1 byte to 2 MB), valid for 5 minutes; the
 * API never carries the file. Pictures are shown through short-lived presigned GET URLs.
 * In AWS this is S3; locally infra/local/object-store.ts, the same SDK calls on loopback.
 */
import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { bucketEnvName } from '../../infra/definitions/buckets.js';
import { anexos } from '../../shared/constants.js';
import { avatarTipos, type AvatarContentType } from '../../shared/schemas/perfil.js';

/** The presigned POST is valid this long. */
export const AVATAR_UPLOAD_EXPIRES_SECONDS = 5 * 60;
/** A picture URL is valid this long; the profile query refreshes it before then. */
export const AVATAR_VIEW_EXPIRES_SECONDS = 15 * 60;

export interface AvatarUpload {
  readonly url: string;
  readonly fields: Record<string, string>;
  readonly key: string;
  readonly expiresAt: string;
}

export interface StoredAvatar {
  readonly key: string;
  readonly size: number;
  readonly contentType?: string;
  readonly lastModified?: string;
}

export interface AvatarStorage {
  /** A presigned POST for one new picture of `sub`. */
  createUpload(sub: string, contentType: AvatarContentType): Promise<AvatarUpload>;
  /** Size and type of a stored picture, or undefined when there is none at `key`. */
  head(key: string): Promise<StoredAvatar | undefined>;
  /** The first `length` bytes of a stored picture (to check what the file really is). */
  readStart(key: string, length: number): Promise<Uint8Array>;
  /** A short-lived URL the browser can show. */
  viewUrl(key: string): Promise<string>;
  delete(key: string): Promise<void>;
  /** Every picture of `sub` (uploaded, confirmed or abandoned). */
  list(sub: string): Promise<StoredAvatar[]>;
}

/** The folder of one account's pictures. */
export const avatarPrefix = (sub: string): string => `avatars/${sub}/`;

export function createS3AvatarStorage(deps: {
  s3: S3Client;
  bucket: string;
  newId?: () => string;
  now?: () => number;
}): AvatarStorage {
  const { s3, bucket } = deps;
  const newId = deps.newId ?? randomUUID;
  const now = deps.now ?? Date.now;

  return {
    async createUpload(sub, contentType) {
      const key = `${avatarPrefix(sub)}${newId()}.${avatarTipos[contentType]}`;
      const { url, fields } = await createPresignedPost(s3, {
        Bucket: bucket,
        Key: key,
        // The policy, not the page, enforces the limits: S3 refuses anything else.
        Conditions: [
          ['content-length-range', 1, anexos.avatarMaxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: AVATAR_UPLOAD_EXPIRES_SECONDS,
      });
      return { url, fields, key, expiresAt: new Date(now() + AVATAR_UPLOAD_EXPIRES_SECONDS * 1000).toISOString() };
    },

    async head(key) {
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
    },

    async readStart(key, length) {
      const result = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${length - 1}` }));
      return (await result.Body?.transformToByteArray()) ?? new Uint8Array();
    },

    viewUrl: (key) => getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: AVATAR_VIEW_EXPIRES_SECONDS }),

    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async list(sub) {
      const found: StoredAvatar[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: avatarPrefix(sub), ContinuationToken: token }),
        );
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

/** The local stage's S3 credentials (infra/local/object-store.ts verifies signatures with them). */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * `BUCKET_AVATARS` names the bucket. `S3_ENDPOINT` (the local object store, path-style) is honoured
 * only in the local stage; in AWS the SDK uses the regional endpoint and the Lambda's role.
 */
export function createAvatarStorageFromEnv(env: NodeJS.ProcessEnv = process.env): AvatarStorage {
  const bucket = env[bucketEnvName('avatars')];
  if (!bucket) throw new Error(`Missing environment variable ${bucketEnvName('avatars')}`);
  const local = env.STAGE === 'local' && env.S3_ENDPOINT;
  const s3 = new S3Client({
    ...(local
      ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true, region: env.AWS_REGION ?? 'us-east-1', credentials: localCredentials }
      : {}),
    maxAttempts: 3,
  });
  return createS3AvatarStorage({ s3, bucket });
}
