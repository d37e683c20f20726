/**
 * Profile pictures behind a presigned-upload interface. The browser uploads straight to the private
 * bucket with a presigned POST whose policy itself pins the key (`pendentes/<sub>/<uuid>.<ext>`), the
 * Content-Type (one of the four image types) and the size (1 byte to 2 MB), valid for 60 seconds; the
 * API never carries the file. Confirming the picture copies it to `avatars/<sub>/<uuid>.<ext>`, a key
 * no policy names, and checks that copy, so a new POST to the pending key cannot swap the picture
 * after the check. Pictures are shown through short-lived presigned GET URLs.
 * In AWS this is S3; locally infra/local/object-store.ts, the same S3 calls on loopback.
 */
import { randomUUID } from 'node:crypto';
import { PENDING_UPLOADS_PREFIX } from '#definitions/buckets.js';
import { anexos } from '#shared/constants.js';
import { avatarTipos, type AvatarContentType } from '#shared/schemas/perfil.js';
import { s3BucketFromEnv, type S3Bucket, type StoredObject } from './s3-client.js';

/** The presigned POST is valid this long: time to send one file, not to replace it later. */
export const AVATAR_UPLOAD_EXPIRES_SECONDS = 60;
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
  /** A presigned POST for one new picture of `sub`, at a pending key. */
  createUpload(sub: string, contentType: AvatarContentType): Promise<AvatarUpload>;
  /**
   * Copies `sub`'s pending upload to its final key (avatarFinalKey), unless something is there
   * already: `exists` (confirmed before), `missing` (never uploaded), else the final key.
   */
  accept(sub: string, pendingKey: string): Promise<{ readonly key: string } | 'exists' | 'missing'>;
  /** Size and type of a stored picture, or undefined when there is none at `key`. */
  head(key: string): Promise<StoredAvatar | undefined>;
  /** The first `length` bytes of a stored picture (to check what the file really is). */
  readStart(key: string, length: number): Promise<Uint8Array>;
  /** A short-lived URL the browser can show. */
  viewUrl(key: string): Promise<string>;
  delete(key: string): Promise<void>;
  /** Every picture of `sub` (pending, confirmed or abandoned). */
  list(sub: string): Promise<StoredAvatar[]>;
}

/** The folder of one account's checked pictures. */
export const avatarPrefix = (sub: string): string => `avatars/${sub}/`;
/** The folder of one account's uploads not yet confirmed. */
export const avatarPendentePrefix = (sub: string): string => `${PENDING_UPLOADS_PREFIX}${sub}/`;
/** Where `sub`'s pending upload `pendingKey` is kept once confirmed. */
export const avatarFinalKey = (sub: string, pendingKey: string): string => avatarPrefix(sub) + pendingKey.slice(avatarPendentePrefix(sub).length);

export function createS3AvatarStorage(deps: { bucket: S3Bucket; newId?: () => string }): AvatarStorage {
  const { bucket } = deps;
  const newId = deps.newId ?? randomUUID;

  return {
    async createUpload(sub, contentType) {
      const key = `${avatarPendentePrefix(sub)}${newId()}.${avatarTipos[contentType]}`;
      const upload = await bucket.presignUpload({
        key,
        contentType,
        maxBytes: anexos.avatarMaxBytes,
        expiresSeconds: AVATAR_UPLOAD_EXPIRES_SECONDS,
      });
      return { ...upload, key };
    },
    async accept(sub, pendingKey) {
      if (!pendingKey.startsWith(avatarPendentePrefix(sub))) return 'missing';
      const key = avatarFinalKey(sub, pendingKey);
      const copied = await bucket.copyIfAbsent(pendingKey, key);
      return copied === 'copied' ? { key } : copied;
    },
    head: (key) => bucket.head(key),
    readStart: (key, length) => bucket.readStart(key, length),
    viewUrl: (key) => bucket.presignDownload(key, AVATAR_VIEW_EXPIRES_SECONDS),
    delete: (key) => bucket.delete(key),
    list: async (sub) => [...(await bucket.list(avatarPrefix(sub))), ...(await bucket.list(avatarPendentePrefix(sub)))],
  };
}

/** `BUCKET_AVATARS` names the bucket (s3-client.ts). */
export function createAvatarStorageFromEnv(env: NodeJS.ProcessEnv = process.env): AvatarStorage {
  return createS3AvatarStorage({ bucket: s3BucketFromEnv('avatars', env) });
}
