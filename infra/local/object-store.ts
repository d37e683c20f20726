/**
 * The local S3: a small S3-compatible server on loopback for exactly what the product uses, with
 * S3's own checks so that the upload rules hold locally as they do in AWS:
 * - browser POST uploads (multipart/form-data) signed with Signature V4 over the POST policy: the
 *   signature is verified with the local credentials and every policy condition is enforced
 *   (expiration, bucket, key eq/starts-with, content-length-range, Content-Type, no extra fields);
 * - GetObject with a presigned query (signature and expiry verified) or a signed header;
 * - PutObject from the AWS SDK (header-signed, the payload hash verified; an `aws-chunked` body with
 *   an unsigned trailer is decoded and its trailing checksum checked), with `If-None-Match: *`
 *   refusing to overwrite an existing key (412 PreconditionFailed), as the validated documents need;
 * - CopyObject within the store, with the same `If-None-Match: *` (accepted uploads are copied from
 *   their pending key to a final key no presigned POST names);
 * - HeadObject, DeleteObject and ListObjectsV2 for the AWS SDK (path-style, Authorization header).
 * Errors are S3's XML errors (403 AccessDenied / SignatureDoesNotMatch, 400 EntityTooLarge...), so
 * the SDK raises the same exceptions it raises against AWS. Objects persist under `dataDir`.
 *
 * The usage counter, local only (the benchmark's unit economics): `GET /_local/consumo` (and
 * `consumo()` in the process) answers the requests that reached a bucket since the start in S3's
 * price classes (PUT, COPY, POST and LIST; GET and HEAD; DELETE, which S3 does not charge) and the
 * bytes each bucket holds now.
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import path from 'node:path';
import { buckets, localBucketName, type BucketName } from '#definitions/buckets.js';

/**
 * The local stage's S3 credentials, as public as the rest of the local stack: handlers sign with
 * them (lambdas/common/sdk-config.ts) and this server verifies every signature against them.
 */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

/** Largest request body read at all; the policy's content-length-range decides what is accepted. */
const MAX_POST_BYTES = 20 * 1024 * 1024;
/** S3 refuses header-signed requests whose x-amz-date is further than this from its clock. */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
/** S3's longest presigned-URL lifetime (7 days). */
const MAX_PRESIGNED_EXPIRES_SECONDS = 604_800;
const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');
/** Form fields that the policy does not have to name (S3's rules). */
const FIELDS_OUTSIDE_POLICY = new Set(['policy', 'x-amz-signature', 'file']);

export interface ObjectStoreOptions {
  /** Loopback only; default 127.0.0.1. */
  readonly host?: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** Absolute path; objects and their metadata persist here. */
  readonly dataDir: string;
  /** Logical buckets to serve (default: every bucket of definitions/buckets.ts). */
  readonly buckets?: readonly BucketName[];
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** Origins allowed cross-origin (the SPA); default: any loopback origin. */
  readonly allowOrigin?: (origin: string) => boolean;
  readonly log?: (line: string) => void;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
}

/** Requests by S3 price class since the start, and what the buckets hold now. */
export interface ConsumoS3 {
  /** PUT, COPY, POST and LIST requests. */
  readonly putCopyPostList: number;
  /** GET and HEAD requests (presigned GETs included). */
  readonly getHead: number;
  /** DELETE requests (S3 does not charge them). */
  readonly delete: number;
  /** Bytes stored per physical bucket, now. */
  readonly bytesPorBucket: Readonly<Record<string, number>>;
}

export interface LocalObjectStore {
  /** `http://127.0.0.1:PORT`: the SDK's `endpoint` (with `forcePathStyle`). */
  readonly endpoint: string;
  readonly port: number;
  /** Physical bucket name by logical name. */
  readonly bucketNames: Readonly<Record<BucketName, string>>;
  consumo(): ConsumoS3;
  close(): Promise<void>;
}

interface ObjectMeta {
  readonly key: string;
  readonly size: number;
  readonly contentType: string;
  readonly etag: string;
  readonly lastModified: string;
}

/** An S3 error answer: status, S3 code and message. */
class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

const accessDenied = (message = 'Access Denied') => new S3Error(403, 'AccessDenied', message);
const policyFailure = (detail: string) => accessDenied(`Invalid according to Policy: ${detail}`);

export async function startObjectStore(options: ObjectStoreOptions): Promise<LocalObjectStore> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host)) throw new Error(`The local object store must bind to loopback, not ${host}`);
  if (!path.isAbsolute(options.dataDir)) throw new Error('dataDir must be an absolute path');
  const credentials = options.credentials ?? LOCAL_S3_CREDENTIALS;
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const allowOrigin = options.allowOrigin ?? isLoopbackOrigin;
  const logical = options.buckets ?? (Object.keys(buckets) as BucketName[]);
  const bucketNames = Object.fromEntries(logical.map((name) => [name, localBucketName(name)])) as Record<BucketName, string>;

  const stores = new Map<string, BucketStore>();
  for (const bucket of Object.values(bucketNames)) {
    stores.set(bucket, await BucketStore.open(path.join(options.dataDir, bucket)));
  }

  const pedidos = { putCopyPostList: 0, getHead: 0, delete: 0 };
  const consumo = (): ConsumoS3 => ({
    ...pedidos,
    bytesPorBucket: Object.fromEntries([...stores].map(([bucket, store]) => [bucket, store.bytes()])),
  });

  const server = http.createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      const s3Error =
        error instanceof S3Error ? error : new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.');
      if (!(error instanceof S3Error)) log(`object-store: ${request.method} failed: ${(error as Error).name}`);
      sendError(response, request, s3Error);
    });
  });

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const origin = request.headers.origin;
    if (origin && allowOrigin(origin)) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('vary', 'Origin');
      response.setHeader('access-control-expose-headers', 'ETag, Location, Content-Length, Content-Range');
    }
    const method = (request.method ?? 'GET').toUpperCase();
    const url = new URL(request.url ?? '/', 'http://local');
    const [bucketSegment, ...keySegments] = url.pathname.replace(/^\//, '').split('/');
    const bucket = decodeURIComponent(bucketSegment ?? '');
    const key = keySegments.map((segment) => decodeURIComponent(segment)).join('/');

    if (method === 'OPTIONS') return preflight(request, response, origin !== undefined && allowOrigin(origin));
    if (method === 'GET' && url.pathname === '/_local/consumo') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(consumo()));
      return;
    }

    const store = stores.get(bucket);
    if (!store) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    // S3 charges a request that reaches a bucket whatever its answer; DELETE is free.
    if (method === 'GET' || method === 'HEAD') pedidos[key === '' ? 'putCopyPostList' : 'getHead'] += 1;
    else if (method === 'DELETE') pedidos.delete += 1;
    else pedidos.putCopyPostList += 1;

    if (method === 'POST' && key === '' && /^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) {
      return postUpload(request, response, bucket, store);
    }

    const body = await readBody(request, method === 'PUT' ? MAX_POST_BYTES : 1024 * 1024);
    verifyRequestSignature(request, url, body, credentials, now());

    if (key === '') {
      if (method === 'GET' && url.searchParams.get('list-type') === '2') return listObjects(response, url, bucket, store);
      throw new S3Error(501, 'NotImplemented', 'A header you provided implies functionality that is not implemented');
    }
    if (method === 'GET' || method === 'HEAD') return getObject(request, response, method, store, key);
    if (method === 'PUT') return putObject(request, response, bucket, store, key, body);
    if (method === 'DELETE') {
      await store.delete(key);
      response.writeHead(204).end();
      return;
    }
    throw new S3Error(501, 'NotImplemented', 'A header you provided implies functionality that is not implemented');
  }

  async function postUpload(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    bucket: string,
    store: BucketStore,
  ): Promise<void> {
    const raw = await readBody(request, MAX_POST_BYTES);
    let form: FormData;
    try {
      form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: new Uint8Array(raw),
      }).formData();
    } catch {
      throw new S3Error(400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
    }

    // Form field names are case-insensitive in S3; values are the first occurrence.
    const fields = new Map<string, string>();
    let file: File | undefined;
    for (const [name, value] of form.entries()) {
      const lower = name.toLowerCase();
      if (lower === 'file') {
        if (typeof value === 'string' || file) {
          throw new S3Error(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
        }
        file = value;
      } else if (typeof value === 'string' && !fields.has(lower)) {
        fields.set(lower, value);
      }
    }
    if (!file) throw new S3Error(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');

    const policyBase64 = fields.get('policy');
    const signature = fields.get('x-amz-signature');
    if (!policyBase64 || !signature) {
      throw accessDenied("Bucket POST must contain a field named 'policy' and a field named 'x-amz-signature'.");
    }
    if (fields.get('x-amz-algorithm') !== ALGORITHM) {
      throw new S3Error(400, 'InvalidArgument', 'Only AWS4-HMAC-SHA256 is supported for x-amz-algorithm.');
    }
    const scope = parseCredential(fields.get('x-amz-credential'), credentials.accessKeyId);
    const amzDate = fields.get('x-amz-date') ?? '';
    if (!amzDate.startsWith(scope.date)) throw accessDenied('x-amz-date does not match the credential scope date.');
    const expected = hmacHex(signingKey(credentials.secretAccessKey, scope), policyBase64);
    if (!safeEqualHex(expected, signature)) {
      throw new S3Error(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      );
    }

    const policy = parsePolicy(policyBase64);
    if (!(Date.parse(policy.expiration) > now())) throw policyFailure('Policy expired.');

    const key = fields.get('key');
    if (!key) throw new S3Error(400, 'InvalidArgument', "Bucket POST must contain a field named 'key'.");
    // `bucket` is not a form field S3 needs; the policy's bucket condition is checked against the URL.
    const values = new Map(fields);
    values.set('bucket', bucket);
    const covered = new Set<string>(['bucket']);
    for (const condition of policy.conditions) {
      checkCondition(condition, values, file.size, covered);
    }
    const extra = [...fields.keys()].filter(
      (name) => !covered.has(name) && !FIELDS_OUTSIDE_POLICY.has(name) && !name.startsWith('x-ignore-'),
    );
    if (extra.length > 0) throw policyFailure(`Extra input fields: ${extra.join(', ')}`);

    const data = Buffer.from(await file.arrayBuffer());
    const contentType = fields.get('content-type') || file.type || 'binary/octet-stream';
    const meta = await store.put(key, data, contentType, new Date(now()).toISOString());
    log(`object-store: stored ${data.length} bytes in ${bucket}`);

    const location = `http://${request.headers.host ?? 'localhost'}/${bucket}/${encodeKey(key)}`;
    const status = Number(fields.get('success_action_status') ?? 204);
    response.setHeader('etag', `"${meta.etag}"`);
    response.setHeader('location', location);
    if (status === 201) {
      response.writeHead(201, { 'content-type': 'application/xml' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${xml(location)}</Location><Bucket>${xml(bucket)}</Bucket>` +
          `<Key>${xml(key)}</Key><ETag>"${meta.etag}"</ETag></PostResponse>`,
      );
      return;
    }
    response.writeHead(status === 200 ? 200 : 204).end();
  }

  /** Keys whose conditional put is being written: a concurrent one gets S3's 409. */
  const writing = new Set<string>();

  async function putObject(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    bucket: string,
    store: BucketStore,
    key: string,
    raw: Buffer,
  ): Promise<void> {
    if (hasSubresource(request)) throw new S3Error(501, 'NotImplemented', 'A header you provided implies functionality that is not implemented');
    const copySource = request.headers['x-amz-copy-source'];
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined && ifNoneMatch !== '*') {
      throw new S3Error(501, 'NotImplemented', 'A header you provided implies functionality that is not implemented');
    }
    const writingId = `${bucket}/${key}`;
    if (ifNoneMatch === '*') {
      if (writing.has(writingId)) {
        throw new S3Error(409, 'ConditionalRequestConflict', 'A conflicting conditional operation is currently in progress against this resource.');
      }
      if (store.meta(key)) throw new S3Error(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
      writing.add(writingId);
    }
    try {
      if (typeof copySource === 'string') return await copyObject(response, copySource, bucket, store, key);
      const data = decodePutBody(request, raw);
      const contentType = String(request.headers['content-type'] ?? '') || 'binary/octet-stream';
      const meta = await store.put(key, data, contentType, new Date(now()).toISOString());
      log(`object-store: stored ${data.length} bytes in ${bucket}`);
      response.writeHead(200, { etag: `"${meta.etag}"` }).end();
    } finally {
      writing.delete(writingId);
    }
  }

  /**
   * CopyObject (PUT with `x-amz-copy-source: <bucket>/<key>`, URL-encoded, optionally with a leading
   * slash): a server-side copy within this store, keeping the source's Content-Type (the default
   * `COPY` metadata directive), answered with S3's CopyObjectResult. Other directives and the
   * `x-amz-copy-source-if-*` conditions are not implemented.
   */
  async function copyObject(response: http.ServerResponse, copySource: string, bucket: string, store: BucketStore, key: string): Promise<void> {
    const source = decodeURIComponent(copySource.split('?')[0]!).replace(/^\//, '');
    const slash = source.indexOf('/');
    const sourceStore = slash > 0 ? stores.get(source.slice(0, slash)) : undefined;
    if (!sourceStore) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const sourceKey = source.slice(slash + 1);
    const sourceMeta = sourceStore.meta(sourceKey);
    if (!sourceMeta) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
    const data = await sourceStore.read(sourceKey);
    const meta = await store.put(key, data, sourceMeta.contentType, new Date(now()).toISOString());
    log(`object-store: copied ${data.length} bytes in ${bucket}`);
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<CopyObjectResult><LastModified>${meta.lastModified}</LastModified>` +
        `<ETag>&quot;${meta.etag}&quot;</ETag></CopyObjectResult>`,
    );
  }

  async function getObject(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    method: 'GET' | 'HEAD',
    store: BucketStore,
    key: string,
  ): Promise<void> {
    const meta = store.meta(key);
    if (!meta) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
    const headers: Record<string, string> = {
      'content-type': meta.contentType,
      etag: `"${meta.etag}"`,
      'last-modified': new Date(meta.lastModified).toUTCString(),
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
    };
    const range = parseRange(request.headers.range, meta.size);
    if (method === 'HEAD') {
      response.writeHead(200, { ...headers, 'content-length': String(meta.size) }).end();
      return;
    }
    const data = await store.read(key);
    if (range) {
      response.writeHead(206, {
        ...headers,
        'content-range': `bytes ${range.start}-${range.end}/${meta.size}`,
        'content-length': String(range.end - range.start + 1),
      });
      response.end(data.subarray(range.start, range.end + 1));
      return;
    }
    response.writeHead(200, { ...headers, 'content-length': String(data.length) });
    response.end(data);
  }

  function listObjects(response: http.ServerResponse, url: URL, bucket: string, store: BucketStore): void {
    const prefix = url.searchParams.get('prefix') ?? '';
    const maxKeys = Math.min(Math.max(Number(url.searchParams.get('max-keys') ?? 1000) || 1000, 1), 1000);
    const token = url.searchParams.get('continuation-token');
    const startAfter = token ? Buffer.from(token, 'base64url').toString('utf8') : (url.searchParams.get('start-after') ?? '');
    const matching = store.keys().filter((key) => key.startsWith(prefix) && key > startAfter);
    const page = matching.slice(0, maxKeys);
    const truncated = matching.length > page.length;
    const contents = page
      .map((key) => store.meta(key))
      .filter((meta): meta is ObjectMeta => meta !== undefined)
      .map(
        (meta) =>
          `<Contents><Key>${xml(meta.key)}</Key><LastModified>${meta.lastModified}</LastModified><ETag>&quot;${meta.etag}&quot;</ETag>` +
          `<Size>${meta.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('');
    const next = truncated && page.length > 0 ? Buffer.from(page[page.length - 1]!, 'utf8').toString('base64url') : undefined;
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
        `<Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>` +
        `<IsTruncated>${truncated}</IsTruncated>${contents}` +
        (token ? `<ContinuationToken>${xml(token)}</ContinuationToken>` : '') +
        (next ? `<NextContinuationToken>${next}</NextContinuationToken>` : '') +
        `</ListBucketResult>`,
    );
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    bucketNames,
    consumo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** PutObject takes no subresource (`?acl`, `?tagging`, `?uploadId`...): those are other operations. */
function hasSubresource(request: http.IncomingMessage): boolean {
  const query = (request.url ?? '').split('?')[1] ?? '';
  return query.split('&').some((pair) => pair !== '' && !pair.startsWith('x-id=') && !pair.startsWith('X-Amz-'));
}

/**
 * The object's bytes: the body as sent, or decoded from `aws-chunked` (`<hex size>\r\n<data>\r\n`
 * ... `0\r\n<trailers>\r\n`) when the SDK streams with an unsigned trailer; a trailing CRC32 or
 * SHA-256 checksum is verified, as S3 does. Signed chunks (`STREAMING-AWS4-HMAC-SHA256-PAYLOAD`) are
 * not implemented.
 */
function decodePutBody(request: http.IncomingMessage, raw: Buffer): Buffer {
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash.startsWith('STREAMING-')) {
    verifyChecksum(request.headers['x-amz-checksum-crc32'] === undefined ? undefined : 'x-amz-checksum-crc32', String(request.headers['x-amz-checksum-crc32'] ?? ''), raw);
    verifyChecksum(request.headers['x-amz-checksum-sha256'] === undefined ? undefined : 'x-amz-checksum-sha256', String(request.headers['x-amz-checksum-sha256'] ?? ''), raw);
    return raw;
  }
  if (payloadHash !== 'STREAMING-UNSIGNED-PAYLOAD-TRAILER') {
    throw new S3Error(501, 'NotImplemented', 'A header you provided implies functionality that is not implemented');
  }
  const chunks: Buffer[] = [];
  let offset = 0;
  const malformed = () => new S3Error(400, 'IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header.');
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset);
    if (lineEnd === -1) throw malformed();
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!Number.isInteger(size) || size < 0) throw malformed();
    offset = lineEnd + 2;
    if (size === 0) break;
    if (offset + size + 2 > raw.length) throw malformed();
    chunks.push(raw.subarray(offset, offset + size));
    offset += size + 2;
  }
  const data = Buffer.concat(chunks);
  const declared = Number(request.headers['x-amz-decoded-content-length'] ?? data.length);
  if (declared !== data.length) throw malformed();
  for (const line of raw.subarray(offset).toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon !== -1) verifyChecksum(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim(), data);
  }
  return data;
}

/** A CRC32 or SHA-256 checksum header (or trailer) must match the object, as S3 checks it. */
function verifyChecksum(name: string | undefined, value: string, data: Buffer): void {
  const actual =
    name === 'x-amz-checksum-crc32' ? crc32Base64(data) : name === 'x-amz-checksum-sha256' ? createHash('sha256').update(data).digest('base64') : undefined;
  if (actual !== undefined && actual !== value) {
    throw new S3Error(400, 'BadDigest', `The ${name!.slice('x-amz-checksum-'.length).toUpperCase()} you specified did not match the calculated checksum.`);
  }
}

function crc32Base64(data: Buffer): string {
  const value = Buffer.alloc(4);
  value.writeUInt32BE(crc32(data) >>> 0);
  return value.toString('base64');
}

// ---------------------------------------------------------------------------------------------
// Signature V4.

interface CredentialScope {
  readonly accessKeyId: string;
  readonly date: string;
  readonly region: string;
  readonly service: string;
}

function parseCredential(credential: string | undefined, expectedAccessKeyId: string): CredentialScope {
  const parts = (credential ?? '').split('/');
  if (parts.length !== 5 || parts[3] !== 's3' || parts[4] !== 'aws4_request' || !/^\d{8}$/.test(parts[1] ?? '')) {
    throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed; the Credential is mal-formed.');
  }
  if (parts[0] !== expectedAccessKeyId) {
    throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  return { accessKeyId: parts[0], date: parts[1]!, region: parts[2]!, service: parts[3] };
}

function signingKey(secret: string, scope: CredentialScope): Buffer {
  const dateKey = createHmac('sha256', `AWS4${secret}`).update(scope.date).digest();
  const regionKey = createHmac('sha256', dateKey).update(scope.region).digest();
  const serviceKey = createHmac('sha256', regionKey).update(scope.service).digest();
  return createHmac('sha256', serviceKey).update('aws4_request').digest();
}

const hmacHex = (key: Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest('hex');
const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function safeEqualHex(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(actual.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `yyyymmddThhmmssZ` → epoch ms. */
function parseAmzDate(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw accessDenied('X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd\'T\'HHmmss\'Z\'"');
  const [, y, mo, d, h, mi, s] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const encodeKey = (key: string) => key.split('/').map(uriEncode).join('/');

/** Verifies a presigned query (X-Amz-Signature) or an Authorization header; throws S3's 403 otherwise. */
function verifyRequestSignature(
  request: http.IncomingMessage,
  url: URL,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string },
  nowMs: number,
): void {
  const rawQuery = (request.url ?? '').split('?')[1] ?? '';
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const index = pair.indexOf('=');
      const name = decodeURIComponent(index === -1 ? pair : pair.slice(0, index));
      const value = index === -1 ? '' : decodeURIComponent(pair.slice(index + 1).replace(/\+/g, '%20'));
      return [name, value] as const;
    });
  const queryValue = (name: string) => query.find(([key]) => key === name)?.[1];
  const presigned = queryValue('X-Amz-Signature') !== undefined;

  let scope: CredentialScope;
  let amzDate: string;
  let signedHeaders: string[];
  let signature: string;
  let payloadHash: string;
  if (presigned) {
    if (queryValue('X-Amz-Algorithm') !== ALGORITHM) throw accessDenied('Unsupported X-Amz-Algorithm');
    scope = parseCredential(queryValue('X-Amz-Credential'), credentials.accessKeyId);
    amzDate = queryValue('X-Amz-Date') ?? '';
    const signedAt = parseAmzDate(amzDate);
    const expires = Number(queryValue('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGNED_EXPIRES_SECONDS) {
      throw new S3Error(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be between 1 and 604800 seconds.');
    }
    if (nowMs > signedAt + expires * 1000) throw accessDenied('Request has expired');
    if (signedAt > nowMs + MAX_CLOCK_SKEW_MS) throw accessDenied('Request is not valid yet');
    signedHeaders = (queryValue('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
    signature = queryValue('X-Amz-Signature') ?? '';
    payloadHash = UNSIGNED_PAYLOAD;
  } else {
    const header = request.headers.authorization;
    if (!header) throw accessDenied();
    const match = /^AWS4-HMAC-SHA256\s+Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/i.exec(header);
    if (!match) throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    scope = parseCredential(match[1], credentials.accessKeyId);
    signedHeaders = match[2]!.split(';');
    signature = match[3]!;
    amzDate = String(request.headers['x-amz-date'] ?? '');
    const signedAt = parseAmzDate(amzDate);
    if (Math.abs(nowMs - signedAt) > MAX_CLOCK_SKEW_MS) {
      throw new S3Error(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
    }
    payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (!payloadHash) throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    const actual = body.length === 0 ? EMPTY_SHA256 : sha256Hex(body);
    if (payloadHash !== UNSIGNED_PAYLOAD && !payloadHash.startsWith('STREAMING-') && payloadHash !== actual) {
      throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
    }
  }
  if (!amzDate.startsWith(scope.date)) throw accessDenied('X-Amz-Date does not match the credential scope date.');
  if (!signedHeaders.includes('host')) throw accessDenied('The host header must be signed.');

  const canonicalQuery = query
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalUri = url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalRequest = [
    (request.method ?? 'GET').toUpperCase(),
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const stringToSign = [
    ALGORITHM,
    amzDate,
    `${scope.date}/${scope.region}/${scope.service}/aws4_request`,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const expected = hmacHex(signingKey(credentials.secretAccessKey, scope), stringToSign);
  if (!safeEqualHex(expected, signature)) {
    throw new S3Error(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// POST policy.

type PolicyCondition = Record<string, unknown> | unknown[];

interface PostPolicy {
  readonly expiration: string;
  readonly conditions: readonly PolicyCondition[];
}

function parsePolicy(base64: string): PostPolicy {
  let policy: unknown;
  try {
    policy = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    throw new S3Error(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const candidate = policy as Partial<PostPolicy> | null;
  if (typeof candidate?.expiration !== 'string' || !Array.isArray(candidate.conditions)) {
    throw new S3Error(400, 'InvalidPolicyDocument', 'Invalid Policy: Policy missing expiration or conditions.');
  }
  return candidate as PostPolicy;
}

function checkCondition(condition: PolicyCondition, values: Map<string, string>, fileSize: number, covered: Set<string>): void {
  const describe = JSON.stringify(condition);
  if (!Array.isArray(condition)) {
    const entries = Object.entries(condition);
    if (entries.length !== 1) throw new S3Error(400, 'InvalidPolicyDocument', `Invalid Policy: Invalid Simple-Condition: ${describe}`);
    const [name, expected] = entries[0]!;
    const field = name.toLowerCase();
    covered.add(field);
    if ((values.get(field) ?? '') !== String(expected)) throw policyFailure(`Policy Condition failed: ["eq", "$${field}", "${String(expected)}"]`);
    return;
  }
  const [operator, ...args] = condition;
  if (operator === 'content-length-range') {
    const [min, max] = args.map(Number);
    if (!Number.isFinite(min) || !Number.isFinite(max)) {
      throw new S3Error(400, 'InvalidPolicyDocument', `Invalid Policy: Invalid content-length-range: ${describe}`);
    }
    if (fileSize > max!) throw new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    if (fileSize < min!) throw new S3Error(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
    return;
  }
  const [target, expected] = args;
  if ((operator !== 'eq' && operator !== 'starts-with') || typeof target !== 'string' || !target.startsWith('$') || typeof expected !== 'string') {
    throw new S3Error(400, 'InvalidPolicyDocument', `Invalid Policy: Invalid condition: ${describe}`);
  }
  const field = target.slice(1).toLowerCase();
  covered.add(field);
  const actual = values.get(field) ?? '';
  const ok = operator === 'eq' ? actual === expected : actual.startsWith(expected);
  if (!ok) throw policyFailure(`Policy Condition failed: ${describe}`);
}

// ---------------------------------------------------------------------------------------------
// Storage: one file per object (named by the key's hash, so no key can escape the folder) and a
// metadata file beside it; the index is rebuilt from the metadata on start.

class BucketStore {
  readonly #dir: string;
  readonly #index: Map<string, ObjectMeta>;

  private constructor(dir: string, index: Map<string, ObjectMeta>) {
    this.#dir = dir;
    this.#index = index;
  }

  static async open(dir: string): Promise<BucketStore> {
    await mkdir(dir, { recursive: true });
    const index = new Map<string, ObjectMeta>();
    for (const name of await readdir(dir)) {
      if (!name.endsWith('.json')) continue;
      try {
        const meta = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as ObjectMeta;
        if (typeof meta.key === 'string') index.set(meta.key, meta);
      } catch {
        // A half-written metadata file from a crash: its object was never acknowledged.
      }
    }
    return new BucketStore(dir, index);
  }

  #file(key: string, extension: 'bin' | 'json'): string {
    return path.join(this.#dir, `${sha256Hex(key)}.${extension}`);
  }

  meta(key: string): ObjectMeta | undefined {
    return this.#index.get(key);
  }

  /** Bytes of every object held. */
  bytes(): number {
    let total = 0;
    for (const meta of this.#index.values()) total += meta.size;
    return total;
  }

  /** Every key, in S3's listing order (lexicographic by UTF-8 bytes). */
  keys(): string[] {
    return [...this.#index.keys()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  }

  async put(key: string, data: Buffer, contentType: string, at: string): Promise<ObjectMeta> {
    const meta: ObjectMeta = {
      key,
      size: data.length,
      contentType,
      etag: createHash('md5').update(data).digest('hex'),
      lastModified: at,
    };
    const temporary = `${this.#file(key, 'bin')}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, this.#file(key, 'bin'));
    await writeFile(this.#file(key, 'json'), JSON.stringify(meta));
    this.#index.set(key, meta);
    return meta;
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.#file(key, 'bin'));
  }

  async delete(key: string): Promise<void> {
    this.#index.delete(key);
    await rm(this.#file(key, 'json'), { force: true });
    await rm(this.#file(key, 'bin'), { force: true });
  }
}

// ---------------------------------------------------------------------------------------------

async function readBody(request: http.IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) {
    request.resume();
    throw new S3Error(400, 'MaxMessageLengthExceeded', 'Your request was too big.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new S3Error(400, 'MaxMessageLengthExceeded', 'Your request was too big.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function parseRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || size === 0) return undefined;
  const [, from, to] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const length = Math.min(Number(to), size);
    return { start: size - length, end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable');
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}

function preflight(request: http.IncomingMessage, response: http.ServerResponse, allowed: boolean): void {
  if (!allowed) {
    sendError(response, request, new S3Error(403, 'AccessForbidden', 'CORSResponse: This CORS request is not allowed.'));
    return;
  }
  response.writeHead(200, {
    'access-control-allow-methods': 'GET, HEAD, POST',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
    'access-control-max-age': '3000',
  });
  response.end();
}

function sendError(response: http.ServerResponse, request: http.IncomingMessage, error: S3Error): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  // A request body that was not read (a refused upload) must not stall the connection.
  if (!request.readableEnded) request.resume();
  const requestId = randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase();
  if (request.method === 'HEAD') {
    response.writeHead(error.status, { 'x-amz-request-id': requestId }).end();
    return;
  }
  response.writeHead(error.status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${xml(error.message)}</Message>` +
      `<RequestId>${requestId}</RequestId></Error>`,
  );
}

function xml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (isLoopbackHost(url.hostname) || url.hostname === '[::1]');
  } catch {
    return false;
  }
}
