/**
 * The Secrets Manager stand-in: the one call the handlers make there, `GetSecretValue`, over the
 * real protocol (awsJson1_1, `X-Amz-Target: secretsmanager.GetSecretValue`), so the handlers' SDK
 * client and Powertools' SecretsProvider run locally as they do in AWS (the local stack points
 * `AWS_ENDPOINT_URL_SECRETS_MANAGER` here). It holds the local secrets in memory and listens on
 * loopback only.
 *
 * A request must carry a SigV4 `Authorization` header for the `secretsmanager` service signed with
 * the local access key (lambdas/common/sdk-config.ts); the signature itself is not recomputed. An
 * unknown secret answers `ResourceNotFoundException`, as Secrets Manager does.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod/mini';
import { LOCAL_CREDENTIALS } from '#lambdas/common/sdk-config.js';
import { LOCAL_REGION } from './dynamodb.js';

const LOCAL_ACCOUNT = '000000000000';
const MAX_BODY_BYTES = 64 * 1024;
const JSON_1_1 = 'application/x-amz-json-1.1';

const getSecretValueSchema = z.object({
  SecretId: z.string().check(z.minLength(1), z.maxLength(2048)),
  VersionId: z.optional(z.string()),
  VersionStage: z.optional(z.string()),
});

const sigV4Header = /^AWS4-HMAC-SHA256\s+Credential=([^/\s]+)\/(\d{8})\/([a-z0-9-]+)\/([a-z0-9-]+)\/aws4_request,\s*SignedHeaders=[^,\s]+,\s*Signature=[0-9a-f]{64}$/i;

export interface LocalSecretsManager {
  /** The SDK endpoint (`AWS_ENDPOINT_URL_SECRETS_MANAGER`). */
  readonly endpoint: string;
  /** Creates or replaces a secret's value; returns its ARN, which GetSecretValue accepts as well as the name. */
  putSecret(name: string, secretString: string): string;
  /** GetSecretValue calls answered so far, by secret name (tests count cache misses with it). */
  readonly reads: ReadonlyMap<string, number>;
  close(): Promise<void>;
}

interface StoredSecret {
  readonly name: string;
  readonly arn: string;
  readonly versionId: string;
  readonly createdDate: number;
  readonly secretString: string;
}

class SecretsManagerError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'SecretsManagerError';
  }
}

/** Secrets Manager's ARN shape: the name and a 6-character random suffix. */
const arnFor = (name: string) =>
  `arn:aws:secretsmanager:${LOCAL_REGION}:${LOCAL_ACCOUNT}:secret:${name}-${randomUUID().replaceAll('-', '').slice(0, 6)}`;

export async function startLocalSecretsManager(options: { port: number; host?: string }): Promise<LocalSecretsManager> {
  const byName = new Map<string, StoredSecret>();
  const reads = new Map<string, number>();

  const find = (secretId: string): StoredSecret => {
    const found = byName.get(secretId) ?? [...byName.values()].find((secret) => secret.arn === secretId);
    if (!found) throw new SecretsManagerError(400, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    return found;
  };

  const checkSignature = (header: string | undefined): void => {
    const match = sigV4Header.exec(header ?? '');
    if (!match) throw new SecretsManagerError(400, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
    if (match[1] !== LOCAL_CREDENTIALS.accessKeyId || match[4] !== 'secretsmanager') {
      throw new SecretsManagerError(400, 'UnrecognizedClientException', 'The security token included in the request is invalid.');
    }
  };

  const readBody = (request: http.IncomingMessage): Promise<string> =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      request.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          reject(new SecretsManagerError(413, 'ValidationException', 'Request body too large.'));
          request.destroy();
          return;
        }
        chunks.push(chunk);
      });
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      request.on('error', reject);
    });

  const answer = (response: http.ServerResponse, status: number, body: unknown, errorType?: string) => {
    response.writeHead(status, {
      'content-type': JSON_1_1,
      'x-amzn-requestid': randomUUID(),
      ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
    });
    response.end(JSON.stringify(body));
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      try {
        if (request.method !== 'POST' || (request.url ?? '/') !== '/') {
          throw new SecretsManagerError(404, 'UnknownOperationException', 'Only POST / is served.');
        }
        checkSignature(request.headers.authorization);
        const target = String(request.headers['x-amz-target'] ?? '');
        if (target !== 'secretsmanager.GetSecretValue') {
          throw new SecretsManagerError(400, 'UnknownOperationException', `Operation not supported locally: ${target || '(none)'}`);
        }
        let input: unknown;
        try {
          input = JSON.parse(await readBody(request));
        } catch (error) {
          if (error instanceof SecretsManagerError) throw error;
          throw new SecretsManagerError(400, 'SerializationException', 'The request body is not JSON.');
        }
        const parsed = getSecretValueSchema.safeParse(input);
        if (!parsed.success) throw new SecretsManagerError(400, 'ValidationException', 'SecretId is required.');
        const secret = find(parsed.data.SecretId);
        reads.set(secret.name, (reads.get(secret.name) ?? 0) + 1);
        answer(response, 200, {
          ARN: secret.arn,
          Name: secret.name,
          VersionId: secret.versionId,
          SecretString: secret.secretString,
          VersionStages: ['AWSCURRENT'],
          CreatedDate: secret.createdDate,
        });
      } catch (error) {
        const known = error instanceof SecretsManagerError ? error : new SecretsManagerError(500, 'InternalServiceError', 'Internal error.');
        answer(response, known.status, { __type: known.type, message: known.message }, known.type);
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    putSecret(name, secretString) {
      const previous = byName.get(name);
      const secret: StoredSecret = {
        name,
        arn: previous?.arn ?? arnFor(name),
        versionId: randomUUID(),
        createdDate: Math.floor(Date.now() / 1000),
        secretString,
      };
      byName.set(name, secret);
      return secret.arn;
    },
    reads,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
