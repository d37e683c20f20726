/**
 * The Lambdas' AWS client (lambdas/common/aws/): what goes on the wire and what comes back, against
 * a loopback server that answers as AWS services do. Signatures are checked by re-signing what the
 * server received with AWS's own signer; retries, timeouts and error answers follow the SDK's
 * standard mode; DynamoDB values are marshalled by AWS's marshaller; X-Ray subsegments reach a UDP
 * daemon in its documented format.
 */
import { createSocket, type Socket } from 'node:dgram';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AwsError, callJson, createAwsService, Sha256, type AwsServiceConfig } from '../../lambdas/common/aws/client.js';
import { ConditionalCheckFailedException, createDynamoDbClient, TransactionCanceledException } from '../../lambdas/common/aws/dynamodb.js';
import { serviceUnavailableFromAws } from '../../lambdas/common/errors.js';
import { createS3Bucket } from '../../lambdas/common/s3.js';
import { traceAwsCall, traceInvocation, type SubsegmentDocument } from '../../lambdas/common/tracing.js';

interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

interface Answer {
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** Never answer (a hung connection). */
  readonly hang?: boolean;
}

const CREDENTIALS = { accessKeyId: 'AKIDTESTE', secretAccessKey: 'segredo-de-teste', sessionToken: 'sessao-de-teste' };

let server: http.Server;
let endpoint = '';
const received: Received[] = [];
let answers: Answer[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.shift() ?? { status: 200, body: '{}' };
      if (answer.hang) return;
      res.writeHead(answer.status, { 'x-amzn-requestid': `req-${received.length}`, ...answer.headers });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  received.length = 0;
  answers = [];
});

const service = (config: Partial<AwsServiceConfig> = {}) =>
  createAwsService({ signingName: 'dynamodb', traceName: 'DynamoDB', region: 'sa-east-1', endpoint, credentials: CREDENTIALS, ...config });

const dynamoError = (status: number, type: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/x-amz-json-1.0' },
  body: JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: 'detalhe do serviço', ...extra }),
});

/** Re-signs what the server received with AWS's signer: equal only if what was signed is what arrived. */
async function expectValidSignature(request: Received, signingName: string, region: string): Promise<void> {
  const authorization = String(request.headers.authorization);
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)![1]!.split(';');
  const amzDate = String(request.headers['x-amz-date']);
  const signingDate = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
  const url = new URL(request.url, endpoint);
  const s3 = signingName === 's3';
  const signer = new SignatureV4({ service: signingName, region, credentials: CREDENTIALS, sha256: Sha256, uriEscapePath: !s3, applyChecksum: s3 });
  const resigned = await signer.sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      // S3 signs the path as sent; the other services sign it decoded, then encode it twice.
      path: s3 ? url.pathname : decodeURIComponent(url.pathname),
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(signedHeaders.map((name) => [name, String(request.headers[name])])),
      body: request.body,
    },
    { signingDate },
  );
  expect(authorization).toBe(resigned.headers.authorization);
}

describe('signed requests', () => {
  it('sends an awsJson call with its target, content type, session token and a signature over what arrives', async () => {
    answers = [{ status: 200, headers: { 'content-type': 'application/x-amz-json-1.1' }, body: '{"SecretString":"s"}' }];

    const answer = await callJson(service({ signingName: 'secretsmanager' }), {
      target: 'secretsmanager',
      version: '1.1',
      operation: 'GetSecretValue',
      input: { SecretId: 'arn:aws:secretsmanager:sa-east-1:1:secret:zapsaude/prod/asaas' },
    });

    expect(answer).toEqual({ SecretString: 's' });
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/' });
    expect(request!.headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(request!.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(request!.headers['x-amz-security-token']).toBe('sessao-de-teste');
    expect(request!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTESTE\/\d{8}\/sa-east-1\/secretsmanager\/aws4_request, /);
    expect(JSON.parse(request!.body)).toEqual({ SecretId: 'arn:aws:secretsmanager:sa-east-1:1:secret:zapsaude/prod/asaas' });
    await expectValidSignature(request!, 'secretsmanager', 'sa-east-1');
  });

  it('signs a REST path with reserved characters as AWS expects (Bedrock model ids carry a colon)', async () => {
    answers = [{ status: 200, body: '{}' }];

    await service({ signingName: 'bedrock' }).send({ operation: 'Converse', path: `/model/${encodeURIComponent('amazon.nova-lite-v1:0')}/converse`, body: '{}' });

    expect(received[0]!.url).toBe('/model/amazon.nova-lite-v1%3A0/converse');
    expect(received[0]!.headers.authorization).toContain('/bedrock/aws4_request');
  });

  it('leaves unsigned the operations authorised otherwise (Cognito GetUser)', async () => {
    answers = [{ status: 200, body: '{"Username":"u"}' }];

    await callJson(service({ signingName: 'cognito-idp' }), {
      target: 'AWSCognitoIdentityProviderService',
      version: '1.1',
      operation: 'GetUser',
      input: { AccessToken: 'token' },
      unsigned: true,
    });

    expect(received[0]!.headers.authorization).toBeUndefined();
  });

  it('presigns an S3 GET with the query parameters S3 checks, the payload unsigned', async () => {
    const url = new URL(await service({ signingName: 's3', s3: true }).presign({ operation: 'GetObject', method: 'GET', path: '/avatars/a%20b.png' }, 900));

    expect(url.pathname).toBe('/avatars/a%20b.png');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': expect.stringMatching(/^AKIDTESTE\/\d{8}\/sa-east-1\/s3\/aws4_request$/),
      'X-Amz-Expires': '900',
      'X-Amz-Security-Token': 'sessao-de-teste',
      'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});

describe('retries and errors (the SDK standard mode)', () => {
  it('retries a server error and returns the later success', async () => {
    answers = [dynamoError(500, 'InternalServerError'), dynamoError(503, 'ServiceUnavailable'), { status: 200, body: '{"ok":true}' }];

    const answer = await callJson(service(), { target: 'DynamoDB_20120810', version: '1.0', operation: 'GetItem', input: {} });

    expect(answer).toEqual({ ok: true });
    expect(received).toHaveLength(3);
  });

  it('retries throttling, then reports it as a throttling AwsError the handlers answer with 503', async () => {
    answers = [dynamoError(400, 'ProvisionedThroughputExceededException'), dynamoError(400, 'ProvisionedThroughputExceededException')];

    const error = await callJson(service({ maxAttempts: 2 }), { target: 'DynamoDB_20120810', version: '1.0', operation: 'PutItem', input: {} }).catch(
      (caught: unknown) => caught,
    );

    expect(received).toHaveLength(2);
    expect(error).toBeInstanceOf(AwsError);
    expect(error).toMatchObject({ name: 'ProvisionedThroughputExceededException', status: 400, throttling: true, fault: 'client', requestId: 'req-2' });
    expect(serviceUnavailableFromAws(error)).toMatchObject({ status: 503 });
  });

  it('does not retry a client error, and names it from the error type', async () => {
    answers = [dynamoError(400, 'ValidationException')];

    const error = await callJson(service(), { target: 'DynamoDB_20120810', version: '1.0', operation: 'Query', input: {} }).catch((caught: unknown) => caught);

    expect(received).toHaveLength(1);
    expect(error).toMatchObject({ name: 'ValidationException', status: 400, throttling: false, fault: 'client' });
    expect(serviceUnavailableFromAws(error)).toBeUndefined();
  });

  it('reads the error name from x-amzn-errortype and from S3 XML, and a bare 404 as NotFound', async () => {
    answers = [
      { status: 400, headers: { 'x-amzn-errortype': 'TextLengthExceededException:http://internal.amazon.com/coral/com.amazonaws.parrot.service/' }, body: '{"message":"m"}' },
      { status: 403, headers: { 'content-type': 'application/xml' }, body: '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>' },
      { status: 404 },
    ];
    const polly = service({ signingName: 'polly', maxAttempts: 1 });
    const s3 = service({ signingName: 's3', s3: true, maxAttempts: 1 });

    const errors = [
      await polly.send({ operation: 'SynthesizeSpeech', path: '/v1/speech', body: '{}' }).catch((caught: unknown) => caught),
      await s3.send({ operation: 'GetObject', method: 'GET', path: '/k' }).catch((caught: unknown) => caught),
      await s3.send({ operation: 'HeadObject', method: 'HEAD', path: '/k' }).catch((caught: unknown) => caught),
    ];

    expect(errors.map((error) => (error as AwsError).name)).toEqual(['TextLengthExceededException', 'AccessDenied', 'NotFound']);
  });

  it('gives up on an attempt that gets no answer within its timeout, and retries it', async () => {
    answers = [{ status: 0, hang: true }, { status: 0, hang: true }];

    const started = Date.now();
    const error = await service({ timeoutMs: 100, maxAttempts: 2 })
      .send({ operation: 'GetItem', body: '{}' })
      .catch((caught: unknown) => caught);

    expect(received).toHaveLength(2);
    expect(error).toMatchObject({ name: 'TimeoutError', status: undefined, fault: 'server' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(serviceUnavailableFromAws(error)).toMatchObject({ status: 503 });
  });

  it('reports an unreachable service as a retried NetworkingError the handlers answer with 503', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const error = await service({ endpoint: `http://127.0.0.1:${port}`, maxAttempts: 2 })
      .send({ operation: 'GetItem', body: '{}' })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ name: 'NetworkingError', fault: 'server' });
    expect(serviceUnavailableFromAws(error)).toMatchObject({ status: 503 });
  });
});

describe('DynamoDB document operations', () => {
  const db = () => createDynamoDbClient(service());

  it('marshals keys, items and values with AWS\'s marshaller (undefined left out) and unmarshals the answer', async () => {
    answers = [
      { status: 200, body: '{}' },
      { status: 200, body: JSON.stringify({ Item: { id: { S: 'c1' }, total: { N: '19.9' }, pago: { BOOL: true }, tags: { L: [{ S: 'a' }] } } }) },
      { status: 200, body: JSON.stringify({ Items: [{ id: { S: 'm1' } }], Count: 1, LastEvaluatedKey: { id: { S: 'm1' } } }) },
    ];

    await db().put({ TableName: 'consultas', Item: { id: 'c1', total: 19.9, nada: undefined, dados: { peso: 62.5 } }, ConditionExpression: 'attribute_not_exists(id)' });
    const item = await db().get({ TableName: 'consultas', Key: { id: 'c1' }, ConsistentRead: true });
    const page = await db().query({ TableName: 'mensagens', KeyConditionExpression: 'consulta_id = :c', ExpressionAttributeValues: { ':c': 'c1' }, ExclusiveStartKey: { id: 'm0' } });

    expect(JSON.parse(received[0]!.body)).toEqual({
      TableName: 'consultas',
      Item: { id: { S: 'c1' }, total: { N: '19.9' }, dados: { M: { peso: { N: '62.5' } } } },
      ConditionExpression: 'attribute_not_exists(id)',
    });
    expect(received[0]!.headers['x-amz-target']).toBe('DynamoDB_20120810.PutItem');
    expect(JSON.parse(received[1]!.body)).toEqual({ TableName: 'consultas', Key: { id: { S: 'c1' } }, ConsistentRead: true });
    expect(item).toEqual({ Item: { id: 'c1', total: 19.9, pago: true, tags: ['a'] } });
    expect(JSON.parse(received[2]!.body)).toMatchObject({ ExpressionAttributeValues: { ':c': { S: 'c1' } }, ExclusiveStartKey: { id: { S: 'm0' } } });
    expect(page).toEqual({ Items: [{ id: 'm1' }], Count: 1, ScannedCount: undefined, LastEvaluatedKey: { id: 'm1' } });
  });

  it('marshals every item of a transaction and throws the cancellation with its reasons', async () => {
    answers = [
      dynamoError(400, 'TransactionCanceledException', {
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }],
      }),
    ];

    const error = await db()
      .transactWrite({
        TransactItems: [
          { Put: { TableName: 't', Item: { id: 'a', n: 1 } } },
          { Update: { TableName: 't', Key: { id: 'b' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } } },
        ],
      })
      .catch((caught: unknown) => caught);

    expect(JSON.parse(received[0]!.body)).toEqual({
      ClientRequestToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
      TransactItems: [
        { Put: { TableName: 't', Item: { id: { S: 'a' }, n: { N: '1' } } } },
        { Update: { TableName: 't', Key: { id: { S: 'b' } }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': { N: '1' } } } },
      ],
    });
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect((error as TransactionCanceledException).CancellationReasons.map((reason) => reason.Code)).toEqual(['None', 'ConditionalCheckFailed']);
  });

  it('throws a failed condition as ConditionalCheckFailedException, not retried', async () => {
    answers = [dynamoError(400, 'ConditionalCheckFailedException')];

    const error = await db()
      .update({ TableName: 't', Key: { id: 'a' }, UpdateExpression: 'SET n = :n', ConditionExpression: 'n < :n', ExpressionAttributeValues: { ':n': 2 } })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ConditionalCheckFailedException);
    expect(received).toHaveLength(1);
  });
});

describe('S3 bucket operations', () => {
  const bucket = () => createS3Bucket(service({ signingName: 's3', traceName: 'S3', s3: true, endpoint: `${endpoint}/avatars` }), 'avatars');

  it('lists keys with their XML entities decoded, following continuation tokens', async () => {
    const page = (keys: string[], next?: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${keys
        .map((key) => `<Contents><Key>${key}</Key><LastModified>2026-11-23T10:00:00.000Z</LastModified><Size>12</Size></Contents>`)
        .join('')}${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''}</ListBucketResult>`;
    answers = [
      { status: 200, headers: { 'content-type': 'application/xml' }, body: page(['avatars/s/1.png', 'avatars/s/a&amp;b.png'], 'tok+1') },
      { status: 200, headers: { 'content-type': 'application/xml' }, body: page(['avatars/s/3.png']) },
    ];

    const objects = await bucket().list('avatars/s/');

    expect(objects.map((object) => object.key)).toEqual(['avatars/s/1.png', 'avatars/s/a&b.png', 'avatars/s/3.png']);
    expect(objects[0]).toEqual({ key: 'avatars/s/1.png', size: 12, lastModified: '2026-11-23T10:00:00.000Z' });
    expect(new URL(received[1]!.url, endpoint).searchParams.get('continuation-token')).toBe('tok+1');
    expect(received[0]!.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    await expectValidSignature(received[1]!, 's3', 'sa-east-1');
  });

  it('signs a POST policy for exactly one key, type and size range', async () => {
    const upload = await bucket().presignUpload({ key: 'avatars/s/x.png', contentType: 'image/png', maxBytes: 2_000_000, expiresSeconds: 300, nowMs: Date.UTC(2026, 10, 23, 12) });

    const policy = JSON.parse(Buffer.from(upload.fields.Policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.expiration).toBe('2026-11-23T12:05:00Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 2_000_000],
        ['eq', '$Content-Type', 'image/png'],
        { key: 'avatars/s/x.png' },
        { bucket: 'avatars' },
        { 'X-Amz-Credential': 'AKIDTESTE/20261123/sa-east-1/s3/aws4_request' },
        { 'X-Amz-Security-Token': 'sessao-de-teste' },
      ]),
    );
    expect(upload.fields).toMatchObject({ key: 'avatars/s/x.png', 'Content-Type': 'image/png', 'X-Amz-Date': '20261123T120000Z' });
    expect(upload.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(upload.url).toBe(`${endpoint}/avatars/`);
  });
});

describe('X-Ray subsegments', () => {
  let daemon: Socket;
  const documents: string[] = [];
  const saved = { ...process.env };

  beforeAll(async () => {
    daemon = createSocket('udp4');
    daemon.on('message', (message) => documents.push(message.toString('utf8')));
    await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  });
  afterAll(() => daemon.close());
  afterEach(() => {
    process.env = { ...saved };
    documents.length = 0;
  });

  const traced = (sampled: '0' | '1') => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'zapsaude-test-presence-heartbeat';
    process.env.POWERTOOLS_SERVICE_NAME = 'presence-heartbeat';
    process.env.AWS_XRAY_DAEMON_ADDRESS = `127.0.0.1:${daemon.address().port}`;
    process.env._X_AMZN_TRACE_ID = `Root=1-67891233-abcdef012345678912345678;Parent=53995c3f42cd8ad8;Sampled=${sampled}`;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('sends the invocation subsegment and one per AWS call, without messages or data', async () => {
    traced('1');
    answers = [{ status: 200, body: '{}' }, dynamoError(400, 'ConditionalCheckFailedException')];
    const db = createDynamoDbClient(service());

    await traceInvocation('presence-heartbeat', async () => {
      await db.put({ TableName: 'zapsaude-presence', Item: { pk: 'x' } });
      await db.put({ TableName: 'zapsaude-presence', Item: { pk: 'x' }, ConditionExpression: 'attribute_not_exists(pk)' }).catch(() => undefined);
    });
    await settle();

    expect(documents.every((document) => document.startsWith('{"format":"json","version":1}\n'))).toBe(true);
    const parsed = documents.map((document) => JSON.parse(document.split('\n')[1]!) as SubsegmentDocument);
    const invocation = parsed.find((document) => document.name === '## presence-heartbeat')!;
    expect(invocation).toMatchObject({
      type: 'subsegment',
      trace_id: '1-67891233-abcdef012345678912345678',
      parent_id: '53995c3f42cd8ad8',
      annotations: { Service: 'presence-heartbeat' },
    });
    expect(invocation.end_time).toBeGreaterThanOrEqual(invocation.start_time);
    const calls = parsed.filter((document) => document.namespace === 'aws');
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call).toMatchObject({ name: 'DynamoDB', parent_id: invocation.id, trace_id: invocation.trace_id });
      expect(call.aws).toMatchObject({ operation: 'PutItem', table_name: 'zapsaude-presence', region: 'sa-east-1', retries: 0 });
    }
    expect(calls[0]).toMatchObject({ http: { response: { status: 200 } } });
    expect(calls[0]!.error).toBeUndefined();
    expect(calls[1]).toMatchObject({ http: { response: { status: 400 } }, error: true });
    expect(documents.join('')).not.toContain('detalhe do serviço');
  });

  it('flags a failed invocation with the error type only', async () => {
    traced('1');

    await traceInvocation('chat-estado', async () => {
      throw new TypeError('dados do paciente');
    }).catch(() => undefined);
    await settle();

    const [document] = documents.map((text) => JSON.parse(text.split('\n')[1]!) as SubsegmentDocument);
    expect(document).toMatchObject({ name: '## chat-estado', fault: true, cause: { exceptions: [{ type: 'TypeError' }] } });
    expect(documents.join('')).not.toContain('dados do paciente');
  });

  it('sends nothing when the invocation is not sampled, nor outside an invocation', async () => {
    traced('0');
    answers = [{ status: 200, body: '{}' }, { status: 200, body: '{}' }];

    await traceInvocation('presence-heartbeat', () => callJson(service(), { target: 'DynamoDB_20120810', version: '1.0', operation: 'GetItem', input: {} }));
    traced('1');
    await traceAwsCall({ service: 'DynamoDB', operation: 'GetItem', region: 'sa-east-1' }, async () => undefined);
    await settle();

    expect(documents).toEqual([]);
  });
});
