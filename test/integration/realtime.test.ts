/**
 * The local AppSync Events stand-in, spoken to three ways: the raw protocol with `ws`, the Lambdas'
 * publisher, and the SPA's real Amplify `events` client. Standalone: it runs its own server.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startRealtimeServer, type RealtimeServer } from '#infra/local/realtime-server.js';
import {
  createEventPublisher,
  createEventPublisherFromEnv,
  RealtimeConfigurationError,
  RealtimePublishError,
} from '#lambdas/common/realtime-publisher.js';

const API_KEY = 'da2-test-realtime';
const WS_PROTOCOL = 'aws-appsync-event-ws';

let server: RealtimeServer;
const logLines: string[] = [];
const openSockets = new Set<WebSocket>();

beforeAll(async () => {
  server = await startRealtimeServer({ port: 0, apiKey: API_KEY, log: (line) => logLines.push(line) });
});

afterAll(async () => {
  for (const socket of openSockets) socket.terminate();
  await server?.close();
});

/** A raw client that records every message, so tests can wait for the one they expect. */
interface RawClient {
  readonly socket: WebSocket;
  readonly messages: Array<Record<string, unknown>>;
  next(predicate: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  send(message: Record<string, unknown>): void;
  closed: Promise<{ code: number }>;
}

const headerProtocol = (apiKey: string): string =>
  `header-${Buffer.from(
    JSON.stringify({ host: new URL(server.httpEndpoint).host, 'x-amz-date': amzDate(), 'x-api-key': apiKey }),
  ).toString('base64url')}`;

const amzDate = () => new Date().toISOString().replace(/[:-]|\.\d{3}/g, '');

async function openClient(options: { apiKey?: string; protocols?: string[] } = {}): Promise<RawClient> {
  const socket = new WebSocket(
    server.realtimeEndpoint,
    options.protocols ?? [WS_PROTOCOL, headerProtocol(options.apiKey ?? API_KEY)],
  );
  openSockets.add(socket);
  const messages: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    next: (predicate, timeoutMs = 2_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}

async function connectedClient(): Promise<RawClient> {
  const client = await openClient();
  client.send({ type: 'connection_init' });
  await client.next((message) => message.type === 'connection_ack');
  return client;
}

async function subscribe(client: RawClient, id: string, channel: string): Promise<Record<string, unknown>> {
  client.send({ type: 'subscribe', id, channel, authorization: { 'x-api-key': API_KEY, host: 'local' } });
  return client.next((message) => message.id === id && String(message.type).startsWith('subscribe_'));
}

const dataFor = (client: RawClient, id: string) =>
  client.messages.filter((message) => message.type === 'data' && message.id === id).map((message) => message.event);

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

const closeClient = async (client: RawClient) => {
  client.socket.close();
  await client.closed;
  openSockets.delete(client.socket);
};

describe('realtime server: raw AppSync Events protocol', () => {
  it('serves the endpoints Amplify derives from the HTTP endpoint', () => {
    expect(server.httpEndpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/event$/);
    expect(server.realtimeEndpoint).toBe(`${server.httpEndpoint.replace('http://', 'ws://')}/realtime`);
  });

  it('acknowledges connection_init with the timeout and sends a keep-alive', async () => {
    const client = await openClient();
    expect(client.socket.protocol).toBe(WS_PROTOCOL);

    client.send({ type: 'connection_init' });

    expect(await client.next((message) => message.type === 'connection_ack')).toEqual({
      type: 'connection_ack',
      connectionTimeoutMs: 300_000,
    });
    await client.next((message) => message.type === 'ka');
    await closeClient(client);
  });

  it('delivers an HTTP-published event to a wildcard subscriber as the same JSON string', async () => {
    const client = await connectedClient();
    expect(await subscribe(client, 'sub-1', '/presence/*')).toEqual({ type: 'subscribe_success', id: 'sub-1' });
    const publisher = createEventPublisher({ httpEndpoint: server.httpEndpoint, apiKey: API_KEY });

    await publisher.publish('/presence/online-visitors', [{ online: 3, at: '2026-01-01T00:00:00.000Z' }]);

    const data = await client.next((message) => message.type === 'data');
    expect(data).toEqual({
      type: 'data',
      id: 'sub-1',
      event: JSON.stringify({ online: 3, at: '2026-01-01T00:00:00.000Z' }),
    });
    await closeClient(client);
  });

  it('routes by channel: exact matches, wildcards cover sub-paths of their namespace only', async () => {
    const client = await connectedClient();
    await subscribe(client, 'exact', '/presence/online-visitors');
    await subscribe(client, 'other-exact', '/presence/elsewhere');
    await subscribe(client, 'wild', '/presence/*');
    await subscribe(client, 'other-namespace', '/pagamentos/*');
    const publisher = createEventPublisher({ httpEndpoint: server.httpEndpoint, apiKey: API_KEY });

    await publisher.publish('/presence/online-visitors', [1]);
    await publisher.publish('/presence/deep/er', [2]);
    await settle();

    expect(dataFor(client, 'exact')).toEqual(['1']);
    expect(dataFor(client, 'other-exact')).toEqual([]);
    expect(dataFor(client, 'wild')).toEqual(['1', '2']);
    expect(dataFor(client, 'other-namespace')).toEqual([]);
    await closeClient(client);
  });

  it('splits more than 5 events into batches and keeps their order', async () => {
    const client = await connectedClient();
    await subscribe(client, 'batch', '/presence/batch');
    const publisher = createEventPublisher({ httpEndpoint: server.httpEndpoint, apiKey: API_KEY });

    await publisher.publish('/presence/batch', [0, 1, 2, 3, 4, 5, 6].map((n) => ({ n })));
    await client.next(() => dataFor(client, 'batch').length === 7);

    expect(dataFor(client, 'batch').map((event) => JSON.parse(String(event)))).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((n) => ({ n })),
    );
    await closeClient(client);
  });

  it('stops delivering after unsubscribe', async () => {
    const client = await connectedClient();
    await subscribe(client, 'leaving', '/presence/u');
    await subscribe(client, 'staying', '/presence/u');
    const publisher = createEventPublisher({ httpEndpoint: server.httpEndpoint, apiKey: API_KEY });

    client.send({ type: 'unsubscribe', id: 'leaving' });
    expect(await client.next((message) => message.type === 'unsubscribe_success')).toEqual({
      type: 'unsubscribe_success',
      id: 'leaving',
    });
    await publisher.publish('/presence/u', [{ after: true }]);
    await client.next(() => dataFor(client, 'staying').length === 1);

    expect(dataFor(client, 'leaving')).toEqual([]);
    client.send({ type: 'unsubscribe', id: 'leaving' });
    expect((await client.next((message) => message.type === 'unsubscribe_error')).id).toBe('leaving');
    await closeClient(client);
  });

  it.each([
    ['no namespace', '/'],
    ['empty', ''],
    ['six segments', '/presence/a/b/c/d/e'],
    ['a space', '/presence/online visitors'],
    ['a wildcard in the middle', '/presence/*/x'],
    ['a wildcard namespace', '/*'],
    ['an empty segment', '/presence//x'],
  ])('refuses a subscription to a channel with %s', async (_case, channel) => {
    const client = await connectedClient();

    const answer = await subscribe(client, 'bad', channel);

    expect(answer).toMatchObject({ type: 'subscribe_error', id: 'bad', errors: [{ errorType: 'BadRequestException' }] });
    await closeClient(client);
  });

  it('refuses a subscription whose authorization carries a wrong key', async () => {
    const client = await connectedClient();

    client.send({ type: 'subscribe', id: 's', channel: '/presence/*', authorization: { 'x-api-key': 'nope' } });

    expect(await client.next((message) => message.id === 's')).toMatchObject({
      type: 'subscribe_error',
      errors: [{ errorType: 'UnauthorizedException' }],
    });
    await closeClient(client);
  });

  it('publishes over the WebSocket too, to every subscriber including the publisher', async () => {
    const publisherClient = await connectedClient();
    const listener = await connectedClient();
    await subscribe(listener, 'l', '/presence/*');
    await subscribe(publisherClient, 'self', '/presence/ws');

    publisherClient.send({
      type: 'publish',
      id: 'pub-1',
      channel: '/presence/ws',
      events: [JSON.stringify({ a: 1 }), JSON.stringify('two')],
      authorization: { 'x-api-key': API_KEY },
    });

    const ack = await publisherClient.next((message) => message.id === 'pub-1');
    expect(ack).toMatchObject({ type: 'publish_success', id: 'pub-1', failed: [] });
    expect((ack.successful as Array<{ index: number }>).map((entry) => entry.index)).toEqual([0, 1]);
    await listener.next(() => dataFor(listener, 'l').length === 2);
    await publisherClient.next(() => dataFor(publisherClient, 'self').length === 2);
    expect(dataFor(listener, 'l')).toEqual(['{"a":1}', '"two"']);
    await closeClient(publisherClient);
    await closeClient(listener);
  });

  it('answers a WebSocket publish with a bad key or to a wildcard with publish_error', async () => {
    const client = await connectedClient();

    client.send({ type: 'publish', id: 'p1', channel: '/presence/x', events: ['1'], authorization: { 'x-api-key': 'x' } });
    client.send({ type: 'publish', id: 'p2', channel: '/presence/*', events: ['1'], authorization: { 'x-api-key': API_KEY } });

    expect(await client.next((message) => message.id === 'p1')).toMatchObject({
      type: 'publish_error',
      errors: [{ errorType: 'UnauthorizedException' }],
    });
    expect(await client.next((message) => message.id === 'p2')).toMatchObject({
      type: 'publish_error',
      errors: [{ errorType: 'BadRequestException' }],
    });
    await closeClient(client);
  });

  it('answers a WebSocket connection with a wrong API key with connection_error and closes it', async () => {
    const client = await openClient({ apiKey: 'da2-wrong' });

    client.send({ type: 'connection_init' });

    expect(await client.next((message) => message.type === 'connection_error')).toMatchObject({
      errors: [{ errorType: 'UnauthorizedException' }],
    });
    expect((await client.closed).code).toBe(1008);
    expect(client.messages.some((message) => message.type === 'connection_ack')).toBe(false);
  });

  it('refuses the upgrade without the aws-appsync-event-ws subprotocol', async () => {
    const socket = new WebSocket(server.realtimeEndpoint, ['graphql-ws', headerProtocol(API_KEY)]);

    const status = await new Promise<number>((resolve, reject) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => reject(new Error('upgrade accepted')));
    });

    expect(status).toBe(400);
    socket.on('error', () => undefined); // terminate() reports the aborted handshake
    socket.terminate();
  });

  it('rejects an HTTP publish with a wrong or missing key with 401 and the AppSync error body', async () => {
    for (const headers of [{ 'x-api-key': 'da2-wrong' }, {}] as Array<Record<string, string>>) {
      const response = await fetch(server.httpEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ channel: '/presence/x', events: ['1'] }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' }],
      });
    }
    const wrong = createEventPublisher({ httpEndpoint: server.httpEndpoint, apiKey: 'da2-wrong' });
    const error = await wrong.publish('/presence/x', [1]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RealtimePublishError);
    expect(error).toMatchObject({ status: 401 });
  });

  it('validates the HTTP publish body', async () => {
    const post = (body: unknown) =>
      fetch(server.httpEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
        body: JSON.stringify(body),
      });

    expect((await post({ channel: '/presence/x', events: [] })).status).toBe(400);
    expect((await post({ channel: '/presence/x', events: ['1', '2', '3', '4', '5', '6'] })).status).toBe(400);
    expect((await post({ channel: '/presence/*', events: ['1'] })).status).toBe(400);
    const partial = await post({ channel: '/presence/x', events: ['{"ok":true}', '{not json'] });
    expect(partial.status).toBe(200);
    expect(await partial.json()).toMatchObject({
      successful: [{ index: 0 }],
      failed: [{ index: 1, code: 400 }],
    });
  });

  it('answers the CORS preflight the browser sends before events.post', async () => {
    const response = await fetch(server.httpEndpoint, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-api-key,x-amz-user-agent',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-api-key');
  });

  it('never logs event contents', () => {
    expect(logLines.join('\n')).not.toContain('online":3');
  });
});

describe('realtime server: keep-alive and shutdown', () => {
  it('sends ka periodically and close() ends open connections', async () => {
    const own = await startRealtimeServer({ apiKey: API_KEY, keepAliveIntervalMs: 40 });
    const socket = new WebSocket(own.realtimeEndpoint, [WS_PROTOCOL, headerProtocol(API_KEY)]);
    const kinds: string[] = [];
    socket.on('message', (data) => kinds.push(String((JSON.parse(String(data)) as { type: string }).type)));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await new Promise((resolve) => setTimeout(resolve, 200));

    await own.close();

    expect(kinds.filter((kind) => kind === 'ka').length).toBeGreaterThanOrEqual(3);
    expect(await closed).toBe(1001);
    await expect(fetch(own.httpEndpoint, { method: 'POST' })).rejects.toThrow();
  });
});

describe('realtime publisher configuration', () => {
  it('needs EVENTS_HTTP_ENDPOINT', () => {
    expect(() => createEventPublisherFromEnv({})).toThrow(RealtimeConfigurationError);
  });

  it('needs a region to sign when there is no API key', () => {
    expect(() => createEventPublisherFromEnv({ EVENTS_HTTP_ENDPOINT: 'https://x.example/event' })).toThrow(
      RealtimeConfigurationError,
    );
  });

  it('signs with SigV4 for service appsync when there is no API key', async () => {
    const seen: Array<Record<string, string>> = [];
    const publisher = createEventPublisher({
      httpEndpoint: 'https://abcdefghijklmnopqrstuvwxyz.appsync-api.us-east-1.amazonaws.com/event',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' },
      fetch: async (_url, init) => {
        seen.push(init?.headers as Record<string, string>);
        return new Response(JSON.stringify({ successful: [{ identifier: 'x', index: 0 }], failed: [] }));
      },
    });

    await publisher.publish('/presence/online-visitors', [{ online: 1 }]);

    const headers = seen[0]!;
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/appsync\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(headers['x-amz-security-token']).toBe('token');
    expect(headers['x-api-key']).toBeUndefined();
    expect(headers.host).toBeUndefined();
  });

  it("signs with the role's credentials from the environment, a signature AWS can recompute", async () => {
    // Prepare: Lambda puts the role's credentials in these three variables.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDAMBIENTE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'segredo-do-papel');
    vi.stubEnv('AWS_SESSION_TOKEN', 'sessao-do-papel');
    const seen: Array<{ headers: Record<string, string>; body: string }> = [];
    const original = globalThis.fetch;
    globalThis.fetch = async (_url, init) => {
      seen.push({ headers: init?.headers as Record<string, string>, body: String(init?.body) });
      return new Response(JSON.stringify({ successful: [{ identifier: 'x', index: 0 }], failed: [] }));
    };
    const publisher = createEventPublisherFromEnv({
      EVENTS_HTTP_ENDPOINT: 'https://abcdefghijklmnopqrstuvwxyz.appsync-api.sa-east-1.amazonaws.com/event',
      AWS_REGION: 'sa-east-1',
    });

    // Act
    await publisher.publish('/presence/online-visitors', [{ online: 2 }]).finally(() => {
      globalThis.fetch = original;
      vi.unstubAllEnvs();
    });

    // Assess: the SigV4 signature recomputed here, step by step as the AWS documentation gives it.
    const { headers, body } = seen[0]!;
    const [, date, signedHeaders, signature] = /Credential=AKIDAMBIENTE\/(\d{8})\/sa-east-1\/appsync\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      headers.authorization!,
    )!;
    const all: Record<string, string> = { ...headers, host: 'abcdefghijklmnopqrstuvwxyz.appsync-api.sa-east-1.amazonaws.com' };
    const names = signedHeaders!.split(';');
    const sha = (data: string) => createHash('sha256').update(data).digest('hex');
    const canonical = ['POST', '/event', '', ...names.map((name) => `${name}:${all[name]!.trim()}`), '', signedHeaders, sha(body)].join('\n');
    const scope = `${date}/sa-east-1/appsync/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', headers['x-amz-date'], scope, sha(canonical)].join('\n');
    const key = ['sa-east-1', 'appsync', 'aws4_request'].reduce(
      (previous, part) => createHmac('sha256', previous).update(part).digest(),
      createHmac('sha256', 'AWS4segredo-do-papel').update(date!).digest(),
    );
    expect(names).toEqual(expect.arrayContaining(['host', 'x-amz-date', 'x-amz-security-token']));
    expect(headers['x-amz-security-token']).toBe('sessao-do-papel');
    expect(createHmac('sha256', key).update(toSign).digest('hex')).toBe(signature);
  });

  it('reports events the API accepted the request for but rejected', async () => {
    const publisher = createEventPublisher({
      httpEndpoint: server.httpEndpoint,
      apiKey: API_KEY,
      fetch: async () => new Response(JSON.stringify({ successful: [], failed: [{ identifier: 'x', index: 0 }] })),
    });

    await expect(publisher.publish('/presence/x', [1])).rejects.toMatchObject({
      name: 'RealtimePublishError',
      failed: [{ index: 0 }],
    });
  });

  it('gives up after its timeout', async () => {
    const publisher = createEventPublisher({
      httpEndpoint: server.httpEndpoint,
      apiKey: API_KEY,
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });

    const error = await publisher.publish('/presence/x', [1]).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RealtimePublishError);
    expect((error as RealtimePublishError).status).toBeUndefined();
    expect((error as Error).cause).toMatchObject({ name: 'TimeoutError' });
  });
});

describe('the SPA realtime client (real Amplify events) against the local server', () => {
  const originalWebSocket = globalThis.WebSocket;
  let realtime: typeof import('#web/lib/realtime.js');
  let amplifyEvents: typeof import('aws-amplify/data').events;

  beforeAll(async () => {
    // Node 20 has no global WebSocket; the browser's is what Amplify expects.
    globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
    realtime = await import('#web/lib/realtime.js');
    amplifyEvents = (await import('aws-amplify/data')).events;
  });

  afterAll(async () => {
    await amplifyEvents?.closeAll();
    globalThis.WebSocket = originalWebSocket;
  });

  it('configures API.Events keeping the Auth part the session set, rewriting wss:// to loopback only locally', async () => {
    const { Amplify } = await import('aws-amplify');
    const { configureAmplifyPart } = await import('#web/lib/amplify-config.js');
    const auth = { Cognito: { userPoolId: 'us-east-1_abcdefghi', userPoolClientId: 'client123', loginWith: { email: true } } };
    configureAmplifyPart({ Auth: auth });
    const config = { region: 'us-east-1', realtime: { httpEndpoint: server.httpEndpoint, realtimeEndpoint: server.httpEndpoint, apiKey: API_KEY } };

    realtime.configureRealtime({ ...config, stage: 'sandbox' });
    const socketAfterSandbox = globalThis.WebSocket;
    realtime.configureRealtime({ ...config, stage: 'local' });

    expect(socketAfterSandbox).toBe(WebSocket);
    expect(Object.getPrototypeOf(globalThis.WebSocket)).toBe(WebSocket);
    expect(Amplify.getConfig().API).toEqual({
      Events: { endpoint: server.httpEndpoint, region: 'us-east-1', defaultAuthMode: 'apiKey', apiKey: API_KEY },
    });
    expect(Amplify.getConfig().Auth).toEqual(auth);
  });

  it('subscribes with events.connect and receives what a Lambda publishes, events.post and channel.publish', async () => {
    const received: unknown[] = [];
    const errors: unknown[] = [];
    const channel = await amplifyEvents.connect('/presence/online-visitors');
    const subscription = channel.subscribe({
      next: (message: { event: unknown }) => received.push(message.event),
      error: (error: unknown) => errors.push(error),
    });
    await subscription.ready;
    const until = async (count: number) => {
      for (let waited = 0; received.length < count && waited < 3_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    await createEventPublisher({ httpEndpoint: server.httpEndpoint, apiKey: API_KEY }).publish(
      '/presence/online-visitors',
      [{ online: 5 }],
    );
    await until(1);
    const failed = await amplifyEvents.post('/presence/online-visitors', { online: 6 });
    await until(2);
    await channel.publish({ online: 7 });
    await until(3);

    expect(failed).toBeUndefined();
    expect(received).toEqual([{ online: 5 }, { online: 6 }, { online: 7 }]);
    expect(errors).toEqual([]);
    channel.close();
  });

  it('subscribeChannel resolves once acknowledged, delivers the parsed event and unsubscribes', async () => {
    const received: unknown[] = [];
    const publisher = createEventPublisher({ httpEndpoint: server.httpEndpoint, apiKey: API_KEY });

    const close = await realtime.subscribeChannel<{ online: number }>('/presence/*', (data) => received.push(data));
    await publisher.publish('/presence/online-visitors', [{ online: 8 }]);
    for (let waited = 0; received.length < 1 && waited < 3_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    close();
    await settle();
    await publisher.publish('/presence/online-visitors', [{ online: 9 }]);
    await settle();

    expect(received).toEqual([{ online: 8 }]);
  });

  it('subscribeChannel rejects a channel the server refuses', async () => {
    await expect(realtime.subscribeChannel('/presence/bad channel', () => undefined)).rejects.toThrow(
      /BadRequestException/,
    );
  });
});
