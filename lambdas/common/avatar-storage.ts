/**
 * Profile pictures behind a presigned-upload interface. The browser uploads straight to the private
 * bucket with a presigned POST whose policy itself pins the key (`avatars/<sub>/<uuid>.<ext>`), the
 * Content-Type (one of the four image types) and the size (1 byte to 2 MB), valid for 5 minutes; the
 * API never carries the file. Pictures are shown through short-lived presigned GET URLs.
 * In AWS this is S3; locally infra/local/object-store.ts, the same S3 calls on loopback.
 */
import { randomUUID } from 'node:crypto';
import { anexos } from '#shared/constants.js';
import { avatarTipos, type AvatarContentType } from '#shared/schemas/perfil.js';
import { s3BucketFromEnv, type S3Bucket, type StoredObject } from './s3-client.js';

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

export type StoredAvatar = StoredObject;

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

export function createS3AvatarStorage(deps: { bucket: S3Bucket; newId?: () => string }): AvatarStorage {
  const { bucket } = deps;
  const newId = deps.newId ?? randomUUID;

  return {
    async createUpload(sub, contentType) {
      const key = `${avatarPrefix(sub)}${newId()}.${avatarTipos[contentType]}`;
      const upload = await bucket.presignUpload({
        key,
        contentType,
        maxBytes: anexos.avatarMaxBytes,
        expiresSeconds: AVATAR_UPLOAD_EXPIRES_SECONDS,
      });
      return { ...upload, key };
    },
    head: (key) => bucket.head(key),
    readStart: (key, length) => bucket.readStart(key, length),
    viewUrl: (key) => bucket.presignDownload(key, AVATAR_VIEW_EXPIRES_SECONDS),
    delete: (key) => bucket.delete(key),
    list: (sub) => bucket.list(avatarPrefix(sub)),
  };
}

/** `BUCKET_AVATARS` names the bucket (s3-client.ts). */
export function createAvatarStorageFromEnv(env: NodeJS.ProcessEnv = process.env): AvatarStorage {
  return createS3AvatarStorage({ bucket: s3BucketFromEnv('avatars', env) });
}
