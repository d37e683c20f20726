/**
 * Chat attachments behind the same presigned-upload mechanism as the avatars (avatar-storage.ts):
 * the browser uploads straight to the private bucket with a presigned POST whose policy pins the
 * key (`pendentes/<consultation id>/<uuid>-<safe name>`), the Content-Type (one of the five allowed
 * types) and the size (1 byte to 10 MB), valid for 60 seconds: the policy, not the page, enforces the
 * limits. The message that names the upload accepts it (chat/mensagem.ts): the object is copied to
 * its final key (`anexos/<consultation id>/<uuid>-<safe name>`), which no policy names, and that
 * copy is what is checked and kept; a new POST to the pending key afterwards changes nothing shown.
 * Pending uploads never accepted are deleted by the bucket's lifecycle (definitions/buckets.ts).
 * In AWS this is S3; locally infra/local/object-store.ts.
 */
import { randomUUID } from 'node:crypto';
import { PENDING_UPLOADS_PREFIX } from '#definitions/buckets.js';
import { anexos } from '#shared/constants.js';
import { chatLimites, type AnexoContentType } from '#shared/schemas/chat.js';
import { s3BucketFromEnv, type S3Bucket, type StoredObject } from './s3-client.js';

/** The presigned POST is valid this long: time to send one file, not to replace it later. */
export const ANEXO_UPLOAD_EXPIRES_SECONDS = 60;
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

export type StoredAnexo = StoredObject;

export interface AnexosStorage {
  /** A presigned POST for one new attachment of the consultation, at a pending key. */
  createUpload(consultaId: string, nome: string, contentType: AnexoContentType): Promise<AnexoUpload>;
  /**
   * Copies a pending upload to its final key (anexoFinalKey), unless something is there already:
   * `exists` (accepted before), `missing` (never uploaded), else the final key.
   */
  accept(pendingKey: string): Promise<{ readonly key: string } | 'exists' | 'missing'>;
  /** Removes an object (a pending upload once accepted; a final copy that failed its checks). */
  delete(key: string): Promise<void>;
  /** Every accepted attachment of the consultation. */
  list(consultaId: string): Promise<StoredAnexo[]>;
  /** Size and type of a stored attachment, or undefined when there is none at `key`. */
  head(key: string): Promise<StoredAnexo | undefined>;
  /** The first `length` bytes (to check what the file really is). */
  readStart(key: string, length: number): Promise<Uint8Array>;
  /** A short-lived URL the browser can open. */
  viewUrl(key: string): Promise<string>;
}

/** The folder of one consultation's accepted attachments. */
export const anexoPrefix = (consultaId: string): string => `anexos/${consultaId}/`;
/** The folder of one consultation's uploads not yet accepted by a message. */
export const anexoPendentePrefix = (consultaId: string): string => `${PENDING_UPLOADS_PREFIX}${consultaId}/`;
/** Where the consultation's pending upload `pendingKey` is kept once accepted. */
export const anexoFinalKey = (consultaId: string, pendingKey: string): string =>
  anexoPrefix(consultaId) + pendingKey.slice(anexoPendentePrefix(consultaId).length);
/** The length of `<uuid>-` at the start of a key's file part. */
const ID_PREFIX_LENGTH = 37;
/** The safe file name inside an attachment's key (final or pending). */
export const nomeDoAnexo = (key: string): string => key.slice(key.lastIndexOf('/') + 1 + ID_PREFIX_LENGTH);

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

export function createS3AnexosStorage(deps: { bucket: S3Bucket; newId?: () => string }): AnexosStorage {
  const { bucket } = deps;
  const newId = deps.newId ?? randomUUID;

  return {
    async createUpload(consultaId, nome, contentType) {
      const seguro = nomeSeguroArquivo(nome, contentType);
      const key = `${anexoPendentePrefix(consultaId)}${newId()}-${seguro}`;
      const upload = await bucket.presignUpload({
        key,
        contentType,
        maxBytes: anexos.maxBytes,
        expiresSeconds: ANEXO_UPLOAD_EXPIRES_SECONDS,
      });
      return { ...upload, key, nome: seguro };
    },
    async accept(pendingKey) {
      const consultaId = pendingKey.slice(PENDING_UPLOADS_PREFIX.length).split('/')[0] ?? '';
      if (!consultaId || !pendingKey.startsWith(anexoPendentePrefix(consultaId))) return 'missing';
      const key = anexoFinalKey(consultaId, pendingKey);
      const copied = await bucket.copyIfAbsent(pendingKey, key);
      return copied === 'copied' ? { key } : copied;
    },
    delete: (key) => bucket.delete(key),
    list: (consultaId) => bucket.list(anexoPrefix(consultaId)),
    head: (key) => bucket.head(key),
    readStart: (key, length) => bucket.readStart(key, length),
    viewUrl: (key) => bucket.presignDownload(key, ANEXO_VIEW_EXPIRES_SECONDS),
  };
}

/** `BUCKET_ANEXOS` names the bucket (s3-client.ts). */
export function createAnexosStorageFromEnv(env: NodeJS.ProcessEnv = process.env): AnexosStorage {
  return createS3AnexosStorage({ bucket: s3BucketFromEnv('anexos', env) });
}
