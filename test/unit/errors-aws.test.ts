/**
 * How an AWS SDK client's failure becomes an answer (lambdas/common/errors.ts): a throttle, a
 * failure on AWS's side or a service out of reach is a 503 with the Portuguese text once the SDK's
 * retries are spent; a refusal of the request itself (a failed condition, a bad input) is not.
 * The real DynamoDB document client talks to a loopback server that answers as DynamoDB does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceUnavailableFromAws } from '#lambdas/common/errors.js';
import { LOCAL_CREDENTIALS } from '#lambdas/common/sdk-config.js';
import { mensagens } from '#shared/messages.js';

interface Answer {
  readonly status: number;
  readonly type: string;
}

let answers: Answer[] = [];
let calls = 0;
let server: http.Server;

const client = (endpoint: string, maxAttempts = 2) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint,
      region: 'us-east-1',
      credentials: LOCAL_CREDENTIALS,
      maxAttempts,
    }),
  );
const endpoint = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);
const getItem = (db: DynamoDBDocumentClient) => db.send(new GetCommand({ TableName: 't', Key: { id: 'a' } }));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls += 1;
      const answer = answers.shift() ?? { status: 200, type: '' };
      res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': `req-${calls}` });
      res.end(answer.type ? JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${answer.type}`, message: 'detalhe' }) : '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  answers = [];
  calls = 0;
});

describe('serviceUnavailableFromAws', () => {
  it('answers 503 in Portuguese to throttling that outlasts the retries', async () => {
    answers = [
      { status: 400, type: 'ProvisionedThroughputExceededException' },
      { status: 400, type: 'ProvisionedThroughputExceededException' },
    ];

    const error = await failureOf(getItem(client(endpoint())));

    expect(calls).toBe(2);
    expect(error).toMatchObject({ name: 'ProvisionedThroughputExceededException' });
    expect(serviceUnavailableFromAws(error)).toMatchObject({ status: 503, message: mensagens.erros.servicoIndisponivel });
  });

  it('answers 503 to a failure on AWS\'s side', async () => {
    answers = [
      { status: 500, type: 'InternalServerError' },
      { status: 500, type: 'InternalServerError' },
    ];

    const error = await failureOf(getItem(client(endpoint())));

    expect(calls).toBe(2);
    expect(serviceUnavailableFromAws(error)).toMatchObject({ status: 503 });
  });

  it('answers 503 when the service cannot be reached at all', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const error = await failureOf(getItem(client(`http://127.0.0.1:${port}`)));

    expect(error).toBeInstanceOf(Error);
    expect(serviceUnavailableFromAws(error)).toMatchObject({ status: 503 });
  });

  it('leaves a failed condition and a refused input to the caller, without retrying them', async () => {
    answers = [
      { status: 400, type: 'ConditionalCheckFailedException' },
      { status: 400, type: 'ValidationException' },
    ];
    const db = client(endpoint(), 3);

    const condition = await failureOf(db.send(new PutCommand({ TableName: 't', Item: { id: 'a' }, ConditionExpression: 'attribute_not_exists(id)' })));
    const validation = await failureOf(getItem(db));

    expect(calls).toBe(2);
    expect(condition).toBeInstanceOf(ConditionalCheckFailedException);
    expect(serviceUnavailableFromAws(condition)).toBeUndefined();
    expect(validation).toMatchObject({ name: 'ValidationException' });
    expect(serviceUnavailableFromAws(validation)).toBeUndefined();
  });

  it('leaves errors that did not come from an AWS client to the caller', () => {
    expect(serviceUnavailableFromAws(new Error('boom'))).toBeUndefined();
    expect(serviceUnavailableFromAws(Object.assign(new Error('socket'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(serviceUnavailableFromAws('texto')).toBeUndefined();
  });
});
