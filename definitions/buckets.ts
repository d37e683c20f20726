/**
 * The private object buckets, declared once: the CDK creates them in AWS and
 * infra/local/object-store.ts serves the same buckets on this machine. The browser never lists or
 * reads a bucket directly: it uploads with a presigned POST whose policy pins the key, size and type,
 * and reads through short-lived presigned GET URLs that the API hands out.
 */
export interface BucketDefinition {
  /** Logical name: the local bucket name, the CDK construct id and the `BUCKET_<NAME>` variable. */
  readonly name: string;
  /** Holds personal data (LGPD): private, encrypted, deleted with the account. */
  readonly sensitive: boolean;
  /** Methods the SPA's origin may use cross-origin (the presigned POST and the presigned GET). */
  readonly corsMethods: readonly ('GET' | 'HEAD' | 'POST')[];
  /**
   * S3 versioning in AWS: a deleted or overwritten object stays recoverable. On for the clinical
   * record; off where an LGPD erasure must really erase.
   */
  readonly versioned: boolean;
  /**
   * The browser uploads here by presigned POST: uploads land under PENDING_UPLOADS_PREFIX and are
   * copied to their final key only once checked, and the bucket's lifecycle deletes pending uploads
   * never accepted after PENDING_UPLOADS_EXPIRE_DAYS.
   */
  readonly browserUploads: boolean;
}

/**
 * Where presigned POSTs put uploads (`pendentes/<owner>/...`): a key that stays writable by its
 * POST's holder until the policy expires, so nothing under it is ever shown or kept; an accepted
 * upload is copied to a final key no policy names (docs/arquitetura.md#uploads).
 */
export const PENDING_UPLOADS_PREFIX = 'pendentes/';
/** Uploads never accepted are deleted by the bucket's lifecycle after this many days. */
export const PENDING_UPLOADS_EXPIRE_DAYS = 1;

export const buckets = {
  /** Profile pictures, at `avatars/<Cognito sub>/<uuid>.<ext>` once checked (uploaded to `pendentes/<sub>/<uuid>.<ext>`); images only, at most 2 MB (docs/regras-do-produto.md#accounts-and-profile). */
  avatars: {
    name: 'avatars',
    sensitive: true,
    corsMethods: ['GET', 'HEAD', 'POST'],
    // Deleted with the account (LGPD art. 18, VI): a kept old version would defeat the erasure.
    versioned: false,
    browserUploads: true,
  },
  /**
   * Chat attachments (exams, photos, documents) at `anexos/<consultation id>/<uuid>-<safe name>` once
   * accepted with a message (uploaded to `pendentes/<consultation id>/<uuid>-<safe name>`);
   * JPEG, PNG, GIF, WebP or PDF, at most 10 MB, both pinned by the upload policy (docs/arquitetura.md#uploads).
   * Part of the consultation record (Lei 13.787/2018): not deleted with the account.
   */
  anexos: {
    name: 'anexos',
    sensitive: true,
    corsMethods: ['GET', 'HEAD', 'POST'],
    versioned: true,
    browserUploads: true,
  },
  /**
   * Validated documents (the signed prescription and consultation report), at
   * `documentos/<consultation id>/<document>-v<version>.pdf`, written once by the decision Lambda and
   * read through the API. Part of the clinical record (Lei 13.787/2018): versioned, kept.
   */
  documentos: {
    name: 'documentos',
    sensitive: true,
    corsMethods: [],
    versioned: true,
    browserUploads: false,
  },
} as const satisfies Record<string, BucketDefinition>;

export type BucketName = keyof typeof buckets;

/** The environment variable through which a handler learns a bucket's physical name. */
export const bucketEnvName = (name: BucketName): string => `BUCKET_${name.toUpperCase()}`;

/** The physical bucket name in the local stage (S3 names are global in AWS; the CDK picks its own). */
export const localBucketName = (name: BucketName): string => `zapsaude-local-${buckets[name].name}`;
