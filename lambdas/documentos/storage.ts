/**
 * The validated documents in the `documentos` bucket (definitions/buckets.ts), at
 * `documentos/<consultaId>/<documento>-v<versao>.pdf`. A document is written once: the put is
 * conditional on the key being free (`If-None-Match: *`), so a second decision, a retry or a bug can
 * never replace what a physician signed (Lei 13.787/2018: the clinical record is kept as written).
 *
 * The S3 SDK is imported when a document is first read or written, not with this module, so the
 * handlers that reach the bucket on one path only keep it out of their cold start (s3-client.ts).
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { bucketName, s3Client, s3Sdk } from '../common/s3-client.js';
import { consultaIdSchema } from '#shared/schemas/consultas.js';
import type { DocumentoValidado } from '#shared/schemas/validacao.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface DocumentosStorage {
  /** Stores a new document; throws {@link DocumentoJaExisteError} when the key is taken. */
  gravar(key: string, pdf: Uint8Array): Promise<void>;
  /** The document, or `undefined` when there is none at `key`. */
  ler(key: string): Promise<Uint8Array | undefined>;
}

/** The key already holds a document: nothing was written. */
export class DocumentoJaExisteError extends Error {
  constructor(
    readonly key: string,
    options?: { cause?: unknown },
  ) {
    super('The document already exists', options);
    this.name = 'DocumentoJaExisteError';
  }
}

/** `documentos/<consultaId>/<documento>-v<versao>.pdf`; the id is checked so no key can escape its folder. */
export function chaveDocumento(consultaId: string, documento: DocumentoValidado, versao: number): string {
  const id = consultaIdSchema.parse(consultaId);
  if (!Number.isInteger(versao) || versao < 1) throw new RangeError('versao must be a positive integer');
  return `documentos/${id}/${documento}-v${versao}.pdf`;
}

const CONTENT_TYPE = 'application/pdf';

/** `s3` may still be on its way; the container's client when absent. */
export function createDocumentosStorage(deps: { s3?: S3Client | Promise<S3Client>; bucket: string }): DocumentosStorage {
  const { bucket } = deps;
  return {
    async gravar(key, pdf) {
      const [s3, { PutObjectCommand, S3ServiceException }] = await Promise.all([deps.s3 ?? s3Client(), s3Sdk()]);
      try {
        await s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: pdf,
            ContentType: CONTENT_TYPE,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        // 412: the key exists; 409: a concurrent conditional write to the same key won.
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        if (status === 412 || status === 409) throw new DocumentoJaExisteError(key, { cause: error });
        throw error;
      }
    },
    async ler(key) {
      const [s3, { GetObjectCommand, NoSuchKey, S3ServiceException }] = await Promise.all([deps.s3 ?? s3Client(), s3Sdk()]);
      try {
        const resposta = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return resposta.Body ? await resposta.Body.transformToByteArray() : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return undefined;
        throw error;
      }
    },
  };
}

let padrao: DocumentosStorage | undefined;

/** The container's storage over `BUCKET_DOCUMENTOS`. */
export function documentosStorage(env: Env = process.env): DocumentosStorage {
  if (padrao) return padrao;
  padrao = createDocumentosStorage({ bucket: bucketName('documentos', env) });
  return padrao;
}

/** A stored document by key, or `undefined` (the container's storage). */
export function lerDocumento(key: string, storage: DocumentosStorage = documentosStorage()): Promise<Uint8Array | undefined> {
  return storage.ler(key);
}
