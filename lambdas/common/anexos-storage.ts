/**
 * Chat attachments behind the same presigned-upload mechanism as the avatars (avatar-storage.ts):
 * the browser uploads straight to the private bucket with a presigned POST whose policy pins the
 * key (`anexos/<consultation id>/<uuid>-<safe name>`), the Content-Type (one of the five allowed
 * types) and the size (1 byte to 10 MB), valid for 5 minutes (DESIGN §3.8: the policy, not the
 * page, enforces the limits). In AWS this is S3; locally infra/local/object-store.ts.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, NotFound, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { bucketEnvName } from '../../infra/definitions/buckets.js';
import { anexos } from '../../shared/constants.js';
import { chatLimites, type AnexoContentType } from '../../shared/schemas/chat.js';

/** The presigned POST is valid this long. */
export const ANEXO_UPLOAD_EXPIRES_SECONDS = 5 * 60;
/** A download URL is valid this long. */
export const ANEXO_VIEW_EXPIRES_SECONDS = 15 * 60;

export interface AnexoUpload {
  readonly url: string;
  readonly fields: Record<string, string>;
  readonly key: string;
  /** The safe file name inside the key. */
  readonly nome: string;
  readonly expiresAt: string;
}

export interface StoredAnexo {
  readonly key: string;
  readonly size: number;
  readonly contentType?: string;
}

export interface AnexosStorage {
  /** A presigned POST for one new attachment of the consultation. */
  createUpload(consultaId: string, nome: string, contentType: AnexoContentType): Promise<AnexoUpload>;
  /** Size and type of a stored attachment, or undefined when there is none at `key`. */
  head(key: string): Promise<StoredAnexo | undefined>;
  /** The first `length` bytes (to check what the file really is). */
  readStart(key: string, length: number): Promise<Uint8Array>;
  /** A short-lived URL the browser can open. */
  viewUrl(key: string): Promise<string>;
}

/** The folder of one consultation's attachments. */
export const anexoPrefix = (consultaId: string): string => `anexos/${consultaId}/`;

const EXTENSOES: Readonly<Record<AnexoContentType, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/**
 * A file name safe in a key and a header: accents removed, anything but letters, digits, dots,
 * hyphens and underscores replaced, at most 120 characters, ending in an extension of its type.
 */
export function nomeSeguroArquivo(nome: string, contentType: AnexoContentType): string {
  const extensoes = EXTENSOES[contentType];
  const limpo = nome
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  const ponto = limpo.lastIndexOf('.');
  const extensao = ponto > 0 ? limpo.slice(ponto + 1).toLowerCase() : '';
  let base = ponto > 0 ? limpo.slice(0, ponto) : limpo;
  const final = extensoes.includes(extensao) ? extensao : (extensoes[0] ?? 'bin');
  base = base.replace(/[-.]+$/g, '') || 'arquivo';
  const maxBase = chatLimites.nomeArquivoMaxCaracteres - final.length - 1;
  return `${base.slice(0, maxBase).replace(/[-.]+$/g, '') || 'arquivo'}.${final}`;
}

export function createS3AnexosStorage(deps: { s3: S3Client; bucket: string; newId?: () => string; now?: () => number }): AnexosStorage {
  const { s3, bucket } = deps;
  const newId = deps.newId ?? randomUUID;
  const now = deps.now ?? Date.now;

  return {
    async createUpload(consultaId, nome, contentType) {
      const seguro = nomeSeguroArquivo(nome, contentType);
      const key = `${anexoPrefix(consultaId)}${newId()}-${seguro}`;
      const { url, fields } = await createPresignedPost(s3, {
        Bucket: bucket,
        Key: key,
        // The policy, not the page, enforces the limits: S3 refuses anything else.
        Conditions: [
          ['content-length-range', 1, anexos.maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: ANEXO_UPLOAD_EXPIRES_SECONDS,
      });
      return { url, fields, key, nome: seguro, expiresAt: new Date(now() + ANEXO_UPLOAD_EXPIRES_SECONDS * 1000).toISOString() };
    },

    async head(key) {
      try {
        const result = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { key, size: result.ContentLength ?? 0, ...(result.ContentType ? { contentType: result.ContentType } : {}) };
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },

    async readStart(key, length) {
      const result = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${length - 1}` }));
      return (await result.Body?.transformToByteArray()) ?? new Uint8Array();
    },

    viewUrl: (key) => getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: ANEXO_VIEW_EXPIRES_SECONDS }),
  };
}

/** The local stage's S3 credentials (infra/local/object-store.ts verifies signatures with them). */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * `BUCKET_ANEXOS` names the bucket. `S3_ENDPOINT` (the local object store, path-style) is honoured
 * only in the local stage; in AWS the SDK uses the regional endpoint and the Lambda's role.
 */
export function createAnexosStorageFromEnv(env: NodeJS.ProcessEnv = process.env): AnexosStorage {
  const bucket = env[bucketEnvName('anexos')];
  if (!bucket) throw new Error(`Missing environment variable ${bucketEnvName('anexos')}`);
  const local = env.STAGE === 'local' && env.S3_ENDPOINT;
  const s3 = new S3Client({
    ...(local
      ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true, region: env.AWS_REGION ?? 'us-east-1', credentials: localCredentials }
      : {}),
    maxAttempts: 3,
  });
  return createS3AnexosStorage({ s3, bucket });
}
