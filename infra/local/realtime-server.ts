/**
 * Local stand-in for AWS AppSync Events: the HTTP publish endpoint and the WebSocket endpoint,
 * speaking the subset of the protocol the product uses, so the SPA's Amplify `events` client and
 * the Lambdas' publisher talk to it unchanged.
 *
 * - `POST /event` with `x-api-key` publishes 1 to 5 events (each a JSON string) to one channel.
 * - `/event/realtime` accepts WebSockets with the subprotocols `aws-appsync-event-ws` and
 *   `header-<base64url JSON {host, x-amz-date, x-api-key}>`, then `connection_init`, `subscribe`,
 *   `publish` and `unsubscribe` messages.
 *
 * Authorisation: the API key, as the local stage's default mode, for connecting, publishing and
 * subscribing; and, for the namespaces given in `userPool` (the physicians' `medicos`), Cognito
 * user-pool authorisation with a group check, as the CDK namespace has it: a subscription there
 * must carry the access token that Amplify's `events` client sends in `userPool` mode
 * (`authorization: { Authorization: <access token>, host }`), verified against the local pool,
 * whose `cognito:groups` holds the namespace's group; an API key alone is refused. A connection may
 * be opened with either the API key or a valid access token. Event contents are never logged: they
 * may carry health data.
 *
 * The usage counter, local only (the benchmark's unit economics): `GET /_local/consumo` (and
 * `consumo()` in the process) answers what AppSync Events bills, counted since the start:
 * connections opened and their minutes (closed ones and open ones so far), subscriptions accepted,
 * events published (HTTP and WebSocket) and messages delivered to subscribers.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';

export interface RealtimeServerOptions {
  /** Loopback only; other hosts are refused. */
  readonly host?: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly apiKey: string;
  /** Namespaces that exist, as in the CDK stack; absent accepts any namespace. */
  readonly namespaces?: readonly string[];
  /** AppSync sends `ka` about once a minute; Amplify flags the link after 65 s without one. */
  readonly keepAliveIntervalMs?: number;
  /** Cognito user-pool authorisation: the token verifier and, per namespace, the group its subscribers need. */
  readonly userPool?: RealtimeUserPoolAuth;
  readonly log?: (line: string) => void;
}

export interface RealtimeUserPoolAuth {
  /** Verifies a Cognito access token (lambdas/common/auth.ts); rejects when it is not valid. */
  verify(token: string): Promise<{ readonly groups: readonly string[] }>;
  /** Namespace → the Cognito group whose members alone may subscribe to it. */
  readonly namespaces: Readonly<Record<string, string>>;
}

export interface RealtimeServer {
  /** What `API.Events.endpoint` and `EVENTS_HTTP_ENDPOINT` are set to. */
  readonly httpEndpoint: string;
  readonly realtimeEndpoint: string;
  readonly port: number;
  /**
   * Test control: drops every connection and stops listening for `downMs`, then listens again on
   * the same port, as a realtime service that goes away and comes back. Also reachable as
   * `POST /_local/reiniciar?paradoMs=…` with the API key (the end-to-end specs' way in).
   */
  restart(downMs: number): Promise<void>;
  consumo(): ConsumoRealtime;
  close(): Promise<void>;
}

/** What AppSync Events bills, since the server started. */
export interface ConsumoRealtime {
  readonly conexoes: number;
  /** Minutes connected, summed over connections (open ones up to now). */
  readonly minutosConexao: number;
  readonly inscricoes: number;
  readonly eventosPublicados: number;
  /** `data` messages sent to subscribers. */
  readonly entregas: number;
}

const WS_PROTOCOL = 'aws-appsync-event-ws';
const HEADER_PROTOCOL_PREFIX = 'header-';
const CONNECTION_TIMEOUT_MS = 300_000;
const DEFAULT_KEEP_ALIVE_MS = 60_000;
/** A connection with bad credentials gets this long to read its `connection_error`. */
const UNAUTHORIZED_GRACE_MS = 5_000;
const MAX_EVENTS_PER_PUBLISH = 5;
const MAX_EVENT_BYTES = 240 * 1024;
const MAX_BODY_BYTES = MAX_EVENTS_PER_PUBLISH * MAX_EVENT_BYTES + 16 * 1024;
const MAX_SUBSCRIPTIONS_PER_CONNECTION = 100;
const SUBSCRIPTION_ID = /^[A-Za-z0-9_+-]{1,128}$/;
/** AWS's channel namespace name pattern. */
const NAMESPACE_SEGMENT = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,48}[A-Za-z0-9])?$/;
/** Channel segments below the namespace; underscore is accepted because the product's channel names use it. */
const CHANNEL_SEGMENT = /^[A-Za-z0-9_-]{1,50}$/;
const MAX_CHANNEL_SEGMENTS = 5;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

type ErrorType = 'UnauthorizedException' | 'BadRequestException' | 'UnsupportedOperation';

interface AppSyncError {
  readonly errorType: ErrorType;
  readonly message: string;
}

interface PublishResult {
  readonly successful: Array<{ identifier: string; index: number }>;
  readonly failed: Array<{ identifier: string; index: number; code: number; message: string }>;
}

interface Connection {
  readonly socket: WebSocket;
  readonly authorized: boolean;
  readonly openedAt: number;
  /** Subscription id → normalised channel pattern. */
  readonly subscriptions: Map<string, string>;
}

type ChannelCheck = { ok: true; channel: string } | { ok: false; message: string };

/** Starts the server; resolves once it listens. */
export async function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK_HOSTS.has(host)) throw new Error(`The local realtime server binds to loopback only, not ${host}`);
  const log = options.log ?? (() => undefined);
  const namespaces = options.namespaces ? new Set(options.namespaces) : undefined;
  const connections = new Set<Connection>();
  const contagem = { conexoes: 0, msConexaoEncerradas: 0, inscricoes: 0, eventosPublicados: 0, entregas: 0 };
  const consumo = (): ConsumoRealtime => {
    const agora = Date.now();
    let msAbertas = 0;
    for (const connection of connections) if (connection.authorized) msAbertas += agora - connection.openedAt;
    return {
      conexoes: contagem.conexoes,
      minutosConexao: (contagem.msConexaoEncerradas + msAbertas) / 60_000,
      inscricoes: contagem.inscricoes,
      eventosPublicados: contagem.eventosPublicados,
      entregas: contagem.entregas,
    };
  };

  const isApiKey = (candidate: unknown): boolean => {
    if (typeof candidate !== 'string') return false;
    const expected = Buffer.from(options.apiKey);
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  /** The groups of a valid Cognito access token, or undefined (no user-pool mode, no token, invalid token). */
  const userPoolGroups = async (candidate: unknown): Promise<readonly string[] | undefined> => {
    if (!options.userPool || typeof candidate !== 'string' || candidate === '') return undefined;
    const token = /^(?:Bearer\s+)?(\S+)$/i.exec(candidate)?.[1];
    if (!token) return undefined;
    try {
      return (await options.userPool.verify(token)).groups;
    } catch {
      return undefined;
    }
  };

  /** Whether a subscription's `authorization` may read the channel's namespace. */
  const maySubscribe = async (channel: string, authorization: Record<string, unknown>): Promise<boolean> => {
    const namespace = channel.split('/')[1] ?? '';
    const group = options.userPool?.namespaces[namespace];
    if (group === undefined) return isApiKey(authorization['x-api-key']);
    const groups = await userPoolGroups(authorization.Authorization ?? authorization.authorization);
    return groups?.includes(group) ?? false;
  };

  /** Accepts `/ns/a/b`, `ns/a/b` (Amplify's documented form) and, when subscribing, a trailing `/*`. */
  const checkChannel = (raw: unknown, purpose: 'subscribe' | 'publish'): ChannelCheck => {
    if (typeof raw !== 'string' || raw.length === 0) return { ok: false, message: 'Channel is required' };
    const segments = (raw.startsWith('/') ? raw.slice(1) : raw).split('/');
    const wildcard = segments.at(-1) === '*';
    if (wildcard) {
      if (purpose === 'publish') return { ok: false, message: 'Cannot publish to a wildcard channel' };
      segments.pop();
    }
    const [namespace, ...rest] = segments;
    if (namespace === undefined || !NAMESPACE_SEGMENT.test(namespace)) {
      return { ok: false, message: 'Invalid channel namespace' };
    }
    if (segments.length + (wildcard ? 1 : 0) > MAX_CHANNEL_SEGMENTS) {
      return { ok: false, message: `A channel has at most ${MAX_CHANNEL_SEGMENTS} segments` };
    }
    if (!rest.every((segment) => CHANNEL_SEGMENT.test(segment))) {
      return { ok: false, message: 'Invalid channel segment' };
    }
    if (namespaces && !namespaces.has(namespace)) {
      return { ok: false, message: `Namespace ${namespace} does not exist` };
    }
    return { ok: true, channel: `/${segments.join('/')}${wildcard ? '/*' : ''}` };
  };

  const channelMatches = (pattern: string, channel: string): boolean =>
    pattern === channel || (pattern.endsWith('/*') && channel.startsWith(pattern.slice(0, -1)));

  const send = (connection: Connection, message: Record<string, unknown>): void => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
  };

  /** Validates the events and fans the valid ones out to every matching subscription. */
  const publish = (channel: string, events: readonly unknown[]): PublishResult => {
    const result: PublishResult = { successful: [], failed: [] };
    const deliverable: string[] = [];
    events.forEach((event, index) => {
      const identifier = randomUUID();
      const problem = eventProblem(event);
      if (problem) {
        result.failed.push({ identifier, index, code: 400, message: problem });
      } else {
        result.successful.push({ identifier, index });
        deliverable.push(event as string);
      }
    });
    let deliveries = 0;
    for (const connection of connections) {
      for (const [id, pattern] of connection.subscriptions) {
        if (!channelMatches(pattern, channel)) continue;
        for (const event of deliverable) {
          send(connection, { type: 'data', id, event });
          deliveries += 1;
        }
      }
    }
    log(`publish ${channel}: ${deliverable.length} event(s), ${deliveries} delivery(ies)`);
    contagem.eventosPublicados += deliverable.length;
    contagem.entregas += deliveries;
    return result;
  };

  const httpServer = http.createServer((request, response) => {
    void handleHttp(request, response).catch((error: unknown) => {
      log(`http error: ${error instanceof Error ? error.name : 'unknown'}`);
      if (!response.headersSent) sendJson(response, 500, errorBody('BadRequestException', 'Internal error'));
      else response.destroy();
    });
  });

  const handleHttp = async (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
    setCorsHeaders(request, response);
    const url = new URL(request.url ?? '/', 'http://local');
    const path = url.pathname;
    if (path === '/_local/consumo' && request.method === 'GET') {
      sendJson(response, 200, consumo());
      return;
    }
    if (path === '/_local/reiniciar' && request.method === 'POST') {
      const downMs = Number(url.searchParams.get('paradoMs') ?? '3000');
      if (!isApiKey(request.headers['x-api-key']) || !Number.isInteger(downMs) || downMs < 0 || downMs > 60_000) {
        sendJson(response, 400, errorBody('BadRequestException', 'x-api-key and paradoMs (0–60000) are required'));
        return;
      }
      sendJson(response, 202, { paradoMs: downMs });
      response.once('finish', () => void restart(downMs));
      return;
    }
    if (path !== '/event') {
      sendJson(response, 404, errorBody('BadRequestException', 'Not found'));
      return;
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST, OPTIONS');
      sendJson(response, 405, errorBody('UnsupportedOperation', 'Only POST publishes events'));
      return;
    }
    if (!isApiKey(request.headers['x-api-key'])) {
      request.resume();
      sendJson(response, 401, errorBody('UnauthorizedException', 'You are not authorized to make this call.'));
      return;
    }
    const body = await readJsonBody(request);
    if (!body.ok) {
      sendJson(response, body.status, errorBody('BadRequestException', body.message));
      return;
    }
    const { channel, events } = (body.value ?? {}) as { channel?: unknown; events?: unknown };
    const checked = checkChannel(channel, 'publish');
    if (!checked.ok) {
      sendJson(response, 400, errorBody('BadRequestException', checked.message));
      return;
    }
    const eventsProblem = eventsListProblem(events);
    if (eventsProblem) {
      sendJson(response, 400, errorBody('BadRequestException', eventsProblem));
      return;
    }
    sendJson(response, 200, publish(checked.channel, events as unknown[]));
  };

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_BODY_BYTES,
    handleProtocols: (protocols) => (protocols.has(WS_PROTOCOL) ? WS_PROTOCOL : false),
  });

  httpServer.on('upgrade', (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://local').pathname;
    if (path !== '/event/realtime') {
      rejectUpgrade(socket, 404, 'Not Found');
      return;
    }
    const protocols = (request.headers['sec-websocket-protocol'] ?? '').split(',').map((value) => value.trim());
    if (!protocols.includes(WS_PROTOCOL)) {
      rejectUpgrade(socket, 400, 'Bad Request');
      return;
    }
    void isConnectionAuthorized(protocols, isApiKey, userPoolGroups).then((authorized) =>
      wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, authorized)),
    );
  });

  const onConnection = (socket: WebSocket, authorized: boolean): void => {
    const connection: Connection = { socket, authorized, openedAt: Date.now(), subscriptions: new Map() };
    connections.add(connection);
    if (authorized) contagem.conexoes += 1;
    log(`connection opened (${connections.size} open)${authorized ? '' : ', unauthorized'}`);
    let graceTimer: NodeJS.Timeout | undefined;
    if (!authorized) {
      // AppSync answers bad credentials with connection_error; Amplify treats it as non-retryable.
      graceTimer = setTimeout(() => socket.close(1008, 'Unauthorized'), UNAUTHORIZED_GRACE_MS).unref();
    }
    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (!connection.authorized) {
        send(connection, {
          type: 'connection_error',
          errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' }],
        });
        socket.close(1008, 'Unauthorized');
        return;
      }
      handleMessage(connection, data, isBinary);
    });
    socket.on('error', (error) => log(`socket error: ${error.name}`));
    socket.on('close', () => {
      clearTimeout(graceTimer);
      if (connections.delete(connection) && authorized) contagem.msConexaoEncerradas += Date.now() - connection.openedAt;
      log(`connection closed (${connections.size} open)`);
    });
  };

  const subscribe = async (connection: Connection, message: Record<string, unknown>, id: unknown): Promise<void> => {
    const fail = (error: AppSyncError) => send(connection, { type: 'subscribe_error', id, errors: [error] });
    if (typeof id !== 'string' || !SUBSCRIPTION_ID.test(id)) {
      fail({ errorType: 'BadRequestException', message: 'Invalid subscription id' });
      return;
    }
    const checked = checkChannel(message.channel, 'subscribe');
    if (!checked.ok) {
      fail({ errorType: 'BadRequestException', message: checked.message });
      return;
    }
    if (!(await maySubscribe(checked.channel, authorizationOf(message)))) {
      fail({ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' });
      return;
    }
    // Checked after the token's verification, which may have let another subscribe in.
    if (connection.subscriptions.has(id)) {
      fail({ errorType: 'BadRequestException', message: 'Subscription id already in use' });
      return;
    }
    if (connection.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION) {
      fail({ errorType: 'BadRequestException', message: 'Too many subscriptions on this connection' });
      return;
    }
    connection.subscriptions.set(id, checked.channel);
    contagem.inscricoes += 1;
    log(`subscribe ${checked.channel}`);
    send(connection, { type: 'subscribe_success', id });
  };

  const handleMessage = (connection: Connection, data: RawData, isBinary: boolean): void => {
    const message = isBinary ? undefined : parseJson(rawToString(data));
    if (!isRecord(message) || typeof message.type !== 'string') {
      send(connection, { type: 'error', errors: [{ errorType: 'BadRequestException', message: 'Invalid message' }] });
      return;
    }
    const id = message.id;
    switch (message.type) {
      case 'connection_init':
        send(connection, { type: 'connection_ack', connectionTimeoutMs: CONNECTION_TIMEOUT_MS });
        // Amplify measures keep-alives from its own start-up, so the first one comes at once.
        send(connection, { type: 'ka' });
        return;
      case 'subscribe': {
        void subscribe(connection, message, id);
        return;
      }
      case 'publish': {
        const fail = (error: AppSyncError) => send(connection, { type: 'publish_error', id, errors: [error] });
        if (typeof id !== 'string' || !SUBSCRIPTION_ID.test(id)) {
          fail({ errorType: 'BadRequestException', message: 'Invalid publish id' });
          return;
        }
        if (!isApiKey(authorizationOf(message)['x-api-key'])) {
          fail({ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' });
          return;
        }
        const checked = checkChannel(message.channel, 'publish');
        if (!checked.ok) {
          fail({ errorType: 'BadRequestException', message: checked.message });
          return;
        }
        const eventsProblem = eventsListProblem(message.events);
        if (eventsProblem) {
          fail({ errorType: 'BadRequestException', message: eventsProblem });
          return;
        }
        send(connection, { type: 'publish_success', id, ...publish(checked.channel, message.events as unknown[]) });
        return;
      }
      case 'unsubscribe': {
        if (typeof id === 'string' && connection.subscriptions.delete(id)) {
          send(connection, { type: 'unsubscribe_success', id });
        } else {
          send(connection, {
            type: 'unsubscribe_error',
            id,
            errors: [{ errorType: 'BadRequestException', message: 'Unknown subscription id' }],
          });
        }
        return;
      }
      default:
        send(connection, {
          type: 'error',
          id,
          errors: [{ errorType: 'UnsupportedOperation', message: `Unsupported message type ${message.type}` }],
        });
    }
  };

  const keepAlive = setInterval(() => {
    for (const connection of connections) {
      if (connection.authorized) send(connection, { type: 'ka' });
    }
  }, options.keepAliveIntervalMs ?? DEFAULT_KEEP_ALIVE_MS);
  keepAlive.unref();

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 0, host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const { port } = httpServer.address() as AddressInfo;
  const origin = `${host === '::1' ? '[::1]' : host}:${port}`;
  log(`listening on http://${origin}/event`);

  let closing: Promise<void> | undefined;
  let relisten: ReturnType<typeof setTimeout> | undefined;

  /** Closes every socket (1001, then cut off if the peer does not answer). */
  const dropConnections = (): Promise<void> =>
    Promise.all(
      [...connections].map(
        ({ socket }) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === socket.CLOSED) return resolve();
            socket.once('close', () => resolve());
            socket.close(1001, 'Server shutting down');
            setTimeout(() => socket.terminate(), 1_000).unref();
          }),
      ),
    ).then(() => undefined);

  const restart = async (downMs: number): Promise<void> => {
    if (closing || relisten) return;
    log(`restart: down for ${downMs} ms`);
    const stopped = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    httpServer.closeAllConnections();
    await dropConnections();
    await stopped;
    await new Promise<void>((resolve) => {
      relisten = setTimeout(() => {
        relisten = undefined;
        if (closing) return resolve();
        httpServer.listen(port, host, () => {
          log('restart: listening again');
          resolve();
        });
      }, downMs);
    });
  };

  const close = (): Promise<void> =>
    (closing ??= (async () => {
      clearTimeout(relisten);
      clearInterval(keepAlive);
      await dropConnections();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      httpServer.closeAllConnections();
      if (!httpServer.listening) return;
      await new Promise<void>((resolve, reject) =>
        httpServer.close((error) => (error ? reject(error) : resolve())),
      );
    })());

  return {
    httpEndpoint: `http://${origin}/event`,
    realtimeEndpoint: `ws://${origin}/event/realtime`,
    port,
    restart,
    consumo,
    close,
  };
}

/** The connection header carries the API key, or (user-pool mode) a valid Cognito access token. */
async function isConnectionAuthorized(
  protocols: readonly string[],
  isApiKey: (candidate: unknown) => boolean,
  userPoolGroups: (candidate: unknown) => Promise<readonly string[] | undefined>,
): Promise<boolean> {
  const encoded = protocols.find((value) => value.startsWith(HEADER_PROTOCOL_PREFIX));
  if (!encoded) return false;
  const header = parseJson(Buffer.from(encoded.slice(HEADER_PROTOCOL_PREFIX.length), 'base64url').toString('utf8'));
  if (!isRecord(header) || typeof header.host !== 'string' || header.host.length === 0) return false;
  if (isApiKey(header['x-api-key'])) return true;
  return (await userPoolGroups(header.Authorization ?? header.authorization)) !== undefined;
}

function authorizationOf(message: Record<string, unknown>): Record<string, unknown> {
  return isRecord(message.authorization) ? message.authorization : {};
}

function eventsListProblem(events: unknown): string | undefined {
  if (!Array.isArray(events)) return 'events must be a list of JSON strings';
  if (events.length === 0 || events.length > MAX_EVENTS_PER_PUBLISH) {
    return `Publish between 1 and ${MAX_EVENTS_PER_PUBLISH} events at a time`;
  }
  return undefined;
}

function eventProblem(event: unknown): string | undefined {
  if (typeof event !== 'string') return 'An event must be a JSON string';
  if (Buffer.byteLength(event) > MAX_EVENT_BYTES) return 'Event exceeds 240 KB';
  return parseJson(event) === undefined ? 'An event must be valid JSON' : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function rawToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorBody(errorType: ErrorType, message: string): { errors: AppSyncError[] } {
  return { errors: [{ errorType, message }] };
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** The SPA (another loopback origin) may call `events.post` from the browser, as AppSync allows. */
function setCorsHeaders(request: http.IncomingMessage, response: http.ServerResponse): void {
  response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
  response.setHeader('vary', 'origin');
  response.setHeader('access-control-allow-methods', 'POST, OPTIONS');
  response.setHeader(
    'access-control-allow-headers',
    request.headers['access-control-request-headers'] ?? 'content-type, x-api-key, x-amz-user-agent, x-amz-date',
  );
  response.setHeader('access-control-max-age', '600');
}

type BodyResult = { ok: true; value: unknown } | { ok: false; status: number; message: string };

async function readJsonBody(request: http.IncomingMessage): Promise<BodyResult> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return { ok: false, status: 413, message: 'Request body too large' };
    chunks.push(buffer);
  }
  const value = parseJson(Buffer.concat(chunks).toString('utf8'));
  return value === undefined ? { ok: false, status: 400, message: 'Body must be JSON' } : { ok: true, value };
}

function rejectUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
