/**
 * One S3 bucket as the avatar and attachment stores use it (S3 REST API): browser uploads by
 * presigned POST, presigned GET URLs, HeadObject, a ranged GetObject, DeleteObject and
 * ListObjectsV2. In AWS the bucket's virtual-hosted endpoint in the Lambda's region with its role;
 * in the local stage `S3_ENDPOINT` (infra/local/object-store.ts, path-style), which verifies every
 * signature made here. See aws/client.ts for why this is not the SDK's S3 client.
 */
import { createHmac } from 'node:crypto';
import { getSigningKey } from '@smithy/signature-v4';
import { bucketEnvName, type BucketName } from '../../infra/definitions/buckets.js';
import { AwsError, createAwsServiceFromEnv, Sha256, uriEncode, type AwsService } from './aws/client.js';

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
  presignUpload(options: { key: string; contentType: string; maxBytes: number; expiresSeconds: number; nowMs: number }): Promise<PresignedUpload>;
  /** Size, type and date of an object, or undefined when there is none at `key`. */
  head(key: string): Promise<StoredObject | undefined>;
  /** The first `length` bytes of an object (to check what the file really is). */
  readStart(key: string, length: number): Promise<Uint8Array>;
  /** A short-lived GET URL the browser can open. */
  presignDownload(key: string, expiresSeconds: number): Promise<string>;
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`. */
  list(prefix: string): Promise<StoredObject[]>;
}

/** A key as an S3 path: each segment URI-encoded, the slashes kept. */
const objectPath = (key: string): string => `/${key.split('/').map(uriEncode).join('/')}`;

const amzDate = (at: Date): string => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function xmlText(xml: string, tag: string): string | undefined {
  const value = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];
  return value === undefined
    ? undefined
    : value.replace(/&(lt|gt|quot|apos|amp);/g, (_, entity: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[entity]!);
}

export function createS3Bucket(service: AwsService, name: string): S3Bucket {
  const { region } = service.config;
  const trace = { bucket_name: name };

  return {
    name,

    // The POST policy of the S3 developer guide ("Browser-based uploads using POST"), as the SDK's
    // createPresignedPost builds it: the given conditions, then one per field sent with the file.
    async presignUpload({ key, contentType, maxBytes, expiresSeconds, nowMs }) {
      const credentials = service.signingCredentials();
      const now = new Date(nowMs);
      const longDate = amzDate(now);
      const shortDate = longDate.slice(0, 8);
      const fields: Record<string, string> = {
        'Content-Type': contentType,
        bucket: name,
        'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
        'X-Amz-Credential': `${credentials.accessKeyId}/${shortDate}/${region}/s3/aws4_request`,
        'X-Amz-Date': longDate,
        ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
      };
      const policy = Buffer.from(
        JSON.stringify({
          expiration: new Date(nowMs + expiresSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
          conditions: [
            ['content-length-range', 1, maxBytes],
            ['eq', '$Content-Type', contentType],
            { key },
            ...Object.entries(fields).map(([field, value]) => ({ [field]: value })),
          ],
        }),
      ).toString('base64');
      // The signer's own key derivation, as the SDK's createPresignedPost uses it.
      const signingKey = await getSigningKey(Sha256, credentials, shortDate, region, 's3');
      const signature = createHmac('sha256', signingKey).update(policy).digest('hex');
      return {
        url: `${service.config.endpoint.replace(/\/$/, '')}/`,
        fields: { ...fields, key, Policy: policy, 'X-Amz-Signature': signature },
        expiresAt: new Date(nowMs + expiresSeconds * 1000).toISOString(),
      };
    },

    async head(key) {
      try {
        const { headers } = await service.send({ operation: 'HeadObject', method: 'HEAD', path: objectPath(key), trace });
        const lastModified = headers['last-modified'];
        return {
          key,
          size: Number(headers['content-length'] ?? 0),
          ...(headers['content-type'] ? { contentType: headers['content-type'] } : {}),
          ...(lastModified ? { lastModified: new Date(lastModified).toISOString() } : {}),
        };
      } catch (error) {
        if (error instanceof AwsError && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return undefined;
        throw error;
      }
    },

    async readStart(key, length) {
      const { body } = await service.send({
        operation: 'GetObject',
        method: 'GET',
        path: objectPath(key),
        headers: { range: `bytes=0-${length - 1}` },
        trace,
      });
      return new Uint8Array(body);
    },

    presignDownload: (key, expiresSeconds) => service.presign({ operation: 'GetObject', method: 'GET', path: objectPath(key) }, expiresSeconds),

    async delete(key) {
      await service.send({ operation: 'DeleteObject', method: 'DELETE', path: objectPath(key), trace });
    },

    async list(prefix) {
      const found: StoredObject[] = [];
      let token: string | undefined;
      do {
        const { body } = await service.send({
          operation: 'ListObjectsV2',
          method: 'GET',
          path: '/',
          query: { 'list-type': '2', prefix, ...(token ? { 'continuation-token': token } : {}) },
          trace,
        });
        const xml = body.toString('utf8');
        for (const [, contents] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = xmlText(contents!, 'Key');
          if (!key) continue;
          const lastModified = xmlText(contents!, 'LastModified');
          found.push({
            key,
            size: Number(xmlText(contents!, 'Size') ?? 0),
            ...(lastModified ? { lastModified: new Date(lastModified).toISOString() } : {}),
          });
        }
        token = xmlText(xml, 'IsTruncated') === 'true' ? xmlText(xml, 'NextContinuationToken') : undefined;
      } while (token);
      return found;
    },
  };
}

/**
 * The bucket `name` for this Lambda container: S3's virtual-hosted endpoint in the Lambda's
 * region, or the local object store (path-style) when `S3_ENDPOINT` is set in the local stage.
 */
export function createS3BucketFromEnv(name: BucketName, env: NodeJS.ProcessEnv = process.env): S3Bucket {
  const bucket = bucketName(name, env);
  const local = env.STAGE === 'local' && env.S3_ENDPOINT;
  return createS3Bucket(
    createAwsServiceFromEnv(env, {
      signingName: 's3',
      traceName: 'S3',
      // Each bucket has its own (virtual-hosted) endpoint: no endpoint override here.
      regionalEndpoint: (region) => `https://${bucket}.s3.${region}.amazonaws.com`,
      ...(local ? { localEndpoint: `${local.replace(/\/$/, '')}/${bucket}` } : {}),
      s3: true,
    }),
    bucket,
  );
}
