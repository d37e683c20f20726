/**
 * The Lambdas' AWS client against AWS's own SDK v3 as the reference: each operation the handlers
 * make is sent once by the SDK client and once by ours to the same recording server, and what goes
 * on the wire must be the same (method, path, query, target, content type, JSON body, signing
 * name and scope, signed or not), and the same answer must read back to the same value. The
 * presigned POST policy and the presigned GET are compared with the SDK's presigners.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  GetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PollyClient, SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBedrockRuntime } from '../../lambdas/common/aws/bedrock.js';
import { createAwsService, type AwsServiceConfig } from '../../lambdas/common/aws/client.js';
import { createCognitoClient } from '../../lambdas/common/aws/cognito.js';
import { createDynamoDbClient } from '../../lambdas/common/aws/dynamodb.js';
import { createPolly } from '../../lambdas/common/aws/polly.js';
import { createSecretsReader } from '../../lambdas/common/aws/secrets-manager.js';
import { createS3Bucket } from '../../lambdas/common/s3.js';

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

const REGION = 'sa-east-1';
const CREDENTIALS = { accessKeyId: 'AKIDCONFORMANCE', secretAccessKey: 'segredo', sessionToken: 'sessao' };

let server: http.Server;
let endpoint = '';
const recorded: Recorded[] = [];
let answer: { status: number; headers: Record<string, string>; body: string | Buffer } = { status: 200, headers: {}, body: '{}' };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://local');
      recorded.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(answer.status, { 'x-amzn-requestid': 'conformance', ...answer.headers });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  recorded.length = 0;
  vi.useRealTimers();
});

const answerWith = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) => {
  answer = { status: 200, headers, body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body) };
};

const sdkConfig = { region: REGION, credentials: CREDENTIALS, maxAttempts: 1, requestHandler: new NodeHttpHandler() };
const ours = (config: Pick<AwsServiceConfig, 'signingName' | 'traceName'> & Partial<AwsServiceConfig>) =>
  createAwsService({ region: REGION, credentials: CREDENTIALS, maxAttempts: 1, endpoint, ...config });

/** What identifies a request on the wire, without what only one client adds (user agent, invocation id). */
function wire(request: Recorded) {
  const authorization = request.headers.authorization;
  return {
    method: request.method,
    path: request.path,
    query: Object.fromEntries(Object.entries(request.query).filter(([name]) => name !== 'x-id')),
    target: request.headers['x-amz-target'],
    contentType: request.headers['content-type']?.split(';')[0],
    body: request.body === '' ? '' : request.headers['content-type']?.includes('json') ? JSON.parse(request.body) : request.body,
    scope: authorization ? /Credential=[^/]+\/\d{8}\/([^,]+),/.exec(authorization)?.[1] : 'unsigned',
    securityToken: request.headers['x-amz-security-token'],
    range: request.headers.range,
  };
}

/** Sends with the SDK, then with ours; returns both wires and both results. */
async function bothWays<A, B>(sdk: () => Promise<A>, mine: () => Promise<B>) {
  const sdkResult = await sdk();
  const ourResult = await mine();
  expect(recorded).toHaveLength(2);
  return { sdk: wire(recorded[0]!), ours: wire(recorded[1]!), sdkResult, ourResult };
}

describe('DynamoDB (document client)', () => {
  // Built in each test: the server's address is known only once it listens.
  const sdkDb = () => DynamoDBDocumentClient.from(new DynamoDBClient({ ...sdkConfig, endpoint }), { marshallOptions: { removeUndefinedValues: true } });
  const db = () => createDynamoDbClient(ours({ signingName: 'dynamodb', traceName: 'DynamoDB' }));
  const json10 = { 'content-type': 'application/x-amz-json-1.0' };

  it.each([
    ['GetItem', { TableName: 'consultas', Key: { id: 'c1' }, ConsistentRead: true }],
    ['PutItem', { TableName: 'consultas', Item: { id: 'c1', total: 19.9, vazio: undefined, dados: { peso: 62.5, tags: ['a', 'b'] }, ativo: true, nada: null }, ConditionExpression: 'attribute_not_exists(id)' }],
    ['UpdateItem', { TableName: 't', Key: { id: 'a' }, UpdateExpression: 'SET #n = :n ADD c :um', ConditionExpression: 'c < :max', ExpressionAttributeNames: { '#n': 'nome' }, ExpressionAttributeValues: { ':n': 'Ana', ':um': 1, ':max': 10 }, ReturnValues: 'UPDATED_NEW' }],
    ['DeleteItem', { TableName: 't', Key: { id: 'a' }, ConditionExpression: 'attribute_exists(id)' }],
    ['Query', { TableName: 'mensagens', IndexName: 'por-consulta', KeyConditionExpression: 'consulta_id = :c', ExpressionAttributeValues: { ':c': 'c1' }, ExclusiveStartKey: { id: 'm1', seq: 3 }, ScanIndexForward: true, Limit: 50 }],
  ] as const)('%s sends what the SDK sends and reads the answer alike', async (operation, input) => {
    answerWith({ Item: { id: { S: 'c1' }, n: { N: '3' } }, Attributes: { c: { N: '2' } }, Items: [{ id: { S: 'm2' } }], Count: 1, LastEvaluatedKey: { id: { S: 'm2' } } }, json10);
    const commands = { GetItem: GetCommand, PutItem: PutCommand, UpdateItem: UpdateCommand, DeleteItem: DeleteCommand, QueryCommand, Query: QueryCommand } as const;
    const methods = { GetItem: 'get', PutItem: 'put', UpdateItem: 'update', DeleteItem: 'delete', Query: 'query' } as const;
    const sdk = sdkDb();
    const Command = commands[operation] as unknown as new (input: unknown) => Parameters<typeof sdk.send>[0];

    const result = await bothWays(
      () => sdk.send(new Command(input)),
      () => (db()[methods[operation]] as (input: unknown) => Promise<unknown>)(input),
    );

    expect(result.ours).toEqual(result.sdk);
    expect(result.ours.target).toBe(`DynamoDB_20120810.${operation}`);
    const { $metadata: _metadata, ...sdkOutput } = result.sdkResult as Record<string, unknown>;
    expect(result.ourResult).toMatchObject(Object.fromEntries(Object.entries(sdkOutput).filter(([, value]) => value !== undefined)));
  });

  it('TransactWriteItems and BatchGetItem send what the SDK sends', async () => {
    answerWith({ Responses: { t: [{ id: { S: 'a' }, visitors: { N: '4' } }] }, UnprocessedKeys: {} }, json10);
    const transaction = {
      TransactItems: [
        { Put: { TableName: 't', Item: { id: 'a', n: 1 }, ConditionExpression: 'attribute_not_exists(id)' } },
        { Update: { TableName: 't', Key: { id: 'b' }, UpdateExpression: 'ADD n :um', ExpressionAttributeValues: { ':um': 1 } } },
        { Delete: { TableName: 't', Key: { id: 'c' } } },
        { ConditionCheck: { TableName: 't', Key: { id: 'd' }, ConditionExpression: 'attribute_exists(id)' } },
      ],
    };
    const sdk = sdkDb();
    const batch = { RequestItems: { t: { Keys: [{ id: 'a' }, { id: 'b' }], ProjectionExpression: 'visitors', ConsistentRead: true } } };

    const transactions = await bothWays(() => sdk.send(new TransactWriteCommand(transaction)), () => db().transactWrite(transaction));
    recorded.length = 0;
    const batches = await bothWays(() => sdk.send(new BatchGetCommand(batch)), () => db().batchGet(batch));

    // Both send an idempotency token of their own making (the SDK's idempotencyToken trait).
    const withoutToken = ({ body, ...rest }: ReturnType<typeof wire>) => {
      const { ClientRequestToken, ...items } = body as { ClientRequestToken: string };
      expect(ClientRequestToken).toMatch(/^[0-9a-f-]{36}$/);
      return { ...rest, body: items };
    };
    expect(withoutToken(transactions.ours)).toEqual(withoutToken(transactions.sdk));
    expect(batches.ours).toEqual(batches.sdk);
    expect(batches.ourResult.Responses).toEqual(batches.sdkResult.Responses);
  });
});

describe('Cognito, Secrets Manager, Polly, Bedrock', () => {
  it('Cognito admin calls are signed for cognito-idp; GetUser goes unsigned, as the SDK sends it', async () => {
    const sdk = new CognitoIdentityProviderClient({ ...sdkConfig, endpoint });
    const cognito = createCognitoClient(ours({ signingName: 'cognito-idp', traceName: 'CognitoIdentityProvider' }));
    answerWith(
      { Username: 'u1', UserAttributes: [{ Name: 'email', Value: 'a@b.com' }], UserCreateDate: 1763900000.5, Enabled: true, UserStatus: 'CONFIRMED' },
      { 'content-type': 'application/x-amz-json-1.1' },
    );

    const admin = await bothWays(
      () => sdk.send(new AdminGetUserCommand({ UserPoolId: 'sa-east-1_abc', Username: 'u1' })),
      () => cognito.adminGetUser({ UserPoolId: 'sa-east-1_abc', Username: 'u1' }),
    );
    recorded.length = 0;
    const update = await bothWays(
      () => sdk.send(new AdminUpdateUserAttributesCommand({ UserPoolId: 'p', Username: 'u1', UserAttributes: [{ Name: 'name', Value: 'Ana' }] })),
      () => cognito.adminUpdateUserAttributes({ UserPoolId: 'p', Username: 'u1', UserAttributes: [{ Name: 'name', Value: 'Ana' }] }),
    );
    recorded.length = 0;
    const getUser = await bothWays(() => sdk.send(new GetUserCommand({ AccessToken: 'token' })), () => cognito.getUser({ AccessToken: 'token' }));

    expect(admin.ours).toEqual(admin.sdk);
    expect(admin.ours.scope).toBe(`${REGION}/cognito-idp/aws4_request`);
    expect(admin.ourResult.UserCreateDate).toEqual(admin.sdkResult.UserCreateDate);
    expect(admin.ourResult.UserAttributes).toEqual(admin.sdkResult.UserAttributes);
    expect(update.ours).toEqual(update.sdk);
    expect(getUser.ours).toEqual(getUser.sdk);
    expect(getUser.ours.scope).toBe('unsigned');
  });

  it('Secrets Manager GetSecretValue', async () => {
    const sdk = new SecretsManagerClient({ ...sdkConfig, endpoint });
    answerWith({ SecretString: '{"apiKey":"k"}' }, { 'content-type': 'application/x-amz-json-1.1' });

    const result = await bothWays(
      () => sdk.send(new GetSecretValueCommand({ SecretId: 'arn:aws:secretsmanager:sa-east-1:1:secret:zapsaude/prod/asaas' })),
      () => createSecretsReader(ours({ signingName: 'secretsmanager', traceName: 'SecretsManager' })).getSecretString('arn:aws:secretsmanager:sa-east-1:1:secret:zapsaude/prod/asaas'),
    );

    expect(result.ours).toEqual(result.sdk);
    expect(result.ourResult).toBe(result.sdkResult.SecretString);
  });

  it('Polly SynthesizeSpeech', async () => {
    const sdk = new PollyClient({ ...sdkConfig, endpoint });
    const input = { Engine: 'neural', LanguageCode: 'pt-BR', VoiceId: 'Camila', OutputFormat: 'mp3', TextType: 'text', Text: 'Olá! Como posso ajudar?' } as const;
    answerWith(Buffer.from('494433040000', 'hex'), { 'content-type': 'audio/mpeg' });

    const result = await bothWays(() => sdk.send(new SynthesizeSpeechCommand(input)), () => createPolly(ours({ signingName: 'polly', traceName: 'Polly' })).synthesizeSpeech(input));

    expect(result.ours).toEqual(result.sdk);
    expect(Buffer.from(result.ourResult)).toEqual(Buffer.from(await result.sdkResult.AudioStream!.transformToByteArray()));
  });

  it('Bedrock Converse, with a model id that needs encoding in the path', async () => {
    const sdk = new BedrockRuntimeClient({ ...sdkConfig, endpoint });
    const modelId = 'arn:aws:bedrock:sa-east-1:123456789012:inference-profile/sa.amazon.nova-pro-v1:0';
    const input = {
      system: [{ text: 'Você é um assistente.' }],
      messages: [{ role: 'user' as const, content: [{ text: 'Olá' }] }],
      inferenceConfig: { maxTokens: 4000, temperature: 0.3 },
    };
    answerWith({ output: { message: { role: 'assistant', content: [{ text: 'Oi!' }] } }, stopReason: 'end_turn', usage: { inputTokens: 5, outputTokens: 2, totalTokens: 7 }, metrics: { latencyMs: 100 } });

    const result = await bothWays(
      () => sdk.send(new ConverseCommand({ modelId, ...input })),
      () => createBedrockRuntime(ours({ signingName: 'bedrock', traceName: 'BedrockRuntime' })).converse(modelId, input),
    );

    expect(result.ours).toEqual(result.sdk);
    expect(result.ourResult.output).toEqual(result.sdkResult.output);
    expect(result.ourResult.usage).toEqual(result.sdkResult.usage);
  });
});

describe('S3', () => {
  // A new client per test: the SDK corrects its clock from each answer's Date, and these tests fake the clock.
  let sdk: S3Client;
  beforeEach(() => {
    sdk = new S3Client({ ...sdkConfig, endpoint, forcePathStyle: true });
  });
  const bucket = () => createS3Bucket(ours({ signingName: 's3', traceName: 'S3', s3: true, endpoint: `${endpoint}/anexos` }), 'anexos');
  const key = 'anexos/c1/1b2c-exame de sangue (1).pdf';

  it('HeadObject, ranged GetObject and ListObjectsV2 go to the same path and query', async () => {
    answerWith('%PDF-1.7', { 'content-type': 'application/pdf', 'content-length': '8', 'last-modified': 'Sun, 23 Nov 2026 10:00:00 GMT' });
    const head = await bothWays(() => sdk.send(new HeadObjectCommand({ Bucket: 'anexos', Key: key })), () => bucket().head(key));
    recorded.length = 0;
    const range = await bothWays(() => sdk.send(new GetObjectCommand({ Bucket: 'anexos', Key: key, Range: 'bytes=0-15' })), () => bucket().readStart(key, 16));
    recorded.length = 0;
    answerWith('<?xml version="1.0"?><ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>', { 'content-type': 'application/xml' });
    const list = await bothWays(() => sdk.send(new ListObjectsV2Command({ Bucket: 'anexos', Prefix: 'avatars/s/' })), () => bucket().list('avatars/s/'));

    expect(head.ours).toEqual(head.sdk);
    expect(head.ourResult).toMatchObject({ size: head.sdkResult.ContentLength, contentType: head.sdkResult.ContentType, lastModified: head.sdkResult.LastModified?.toISOString() });
    expect(range.ours).toEqual(range.sdk);
    expect(list.ours).toEqual(list.sdk);
  });

  it('presigns the same GET URL as the SDK\'s presigner, apart from its x-id marker', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12), toFake: ['Date'] });

    const theirs = new URL(await getSignedUrl(sdk, new GetObjectCommand({ Bucket: 'anexos', Key: key }), { expiresIn: 900 }));
    const mine = new URL(await bucket().presignDownload(key, 900));

    expect(mine.pathname).toBe(theirs.pathname);
    // x-amz-checksum-mode asks S3 for a checksum the SDK would verify; a browser download does not.
    const params = (url: URL) =>
      Object.fromEntries([...url.searchParams].filter(([name]) => !['x-id', 'x-amz-checksum-mode', 'X-Amz-Signature'].includes(name)));
    expect(params(mine)).toEqual(params(theirs));
  });

  it('signs the same POST policy conditions and fields as the SDK\'s createPresignedPost', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12), toFake: ['Date'] });
    const options = { key, contentType: 'application/pdf', maxBytes: 10 * 1024 * 1024, expiresSeconds: 300 };

    const theirs = await createPresignedPost(sdk, {
      Bucket: 'anexos',
      Key: options.key,
      Conditions: [
        ['content-length-range', 1, options.maxBytes],
        ['eq', '$Content-Type', options.contentType],
      ],
      Fields: { 'Content-Type': options.contentType },
      Expires: options.expiresSeconds,
    });
    const mine = await bucket().presignUpload({ ...options, nowMs: Date.now() });

    const policy = (fields: Record<string, string>) => JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy(mine.fields).expiration).toBe(policy(theirs.fields).expiration);
    expect(new Set(policy(mine.fields).conditions.map((condition) => JSON.stringify(condition)))).toEqual(
      new Set(policy(theirs.fields).conditions.map((condition) => JSON.stringify(condition))),
    );
    const { Policy: _p1, 'X-Amz-Signature': _s1, ...myFields } = mine.fields;
    const { Policy: _p2, 'X-Amz-Signature': _s2, ...theirFields } = theirs.fields;
    expect(myFields).toEqual(theirFields);
    expect(new URL(mine.url).pathname.replace(/\/$/, '')).toBe(new URL(theirs.url).pathname.replace(/\/$/, ''));
  });
});
