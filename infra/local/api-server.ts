/**
 * The local API Gateway: turns HTTP requests into HTTP API (payload v2.0) events and calls the very
 * handler exports that CDK deploys, from the same route table. Route auth is enforced as in AWS:
 * `cognito` and `medico` routes need a valid access token (the JWT authorizer's job in AWS) and
 * receive its claims in requestContext.authorizer.jwt, as strings like API Gateway's; the other
 * modes (`chat-token`, `resultados-token`, `webhook-token`, `none`) are checked by the handlers.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { mensagens } from '#shared/messages.js';
import type { RouteDefinition } from '#definitions/routes.js';
import type { AccessTokenVerifier } from '#lambdas/common/auth.js';
import { LocalResponseStream, type StreamingHandler } from '#lambdas/common/streaming.js';

/** API Gateway's own payload limit. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

type Handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<APIGatewayProxyResultV2>;
type RouteHandler = Handler | StreamingHandler<APIGatewayProxyEventV2WithJWTAuthorizer>;

export interface LocalApiServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export interface ApiServerOptions {
  readonly host?: string;
  readonly port: number;
  readonly routes: readonly RouteDefinition[];
  /** Repository root the route entries are relative to. */
  readonly root: string;
  readonly verifier?: AccessTokenVerifier;
  readonly log?: (line: string) => void;
  /**
   * Local only (the benchmark's unit economics): told of every request that reached a route, once
   * it is answered, with how long its handler ran as Lambda bills it (from the call to its result,
   * or to the end of a streamed answer; up to the timeout when it timed out). No `ms`: refused
   * before the handler (authorizer, body size, path).
   */
  readonly aoAtender?: (atendimento: AtendimentoLocal) => void;
}

/** One request to a route, as API Gateway (or a streaming route's Function URL) and Lambda see it. */
export interface AtendimentoLocal {
  /** The route's id: its Lambda. */
  readonly funcao: string;
  /** `function-url`: a streaming route, a Lambda Function URL behind CloudFront in AWS. */
  readonly integracao: 'http-api' | 'function-url';
  /** The handler's run in milliseconds; absent when no handler ran. */
  readonly ms?: number;
}

type Atendimento = { -readonly [K in keyof AtendimentoLocal]?: AtendimentoLocal[K] };

interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly pattern: RegExp;
  readonly params: readonly string[];
}

export function compileRoute(route: RouteDefinition): CompiledRoute {
  const params: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const greedy = /^\{(\w+)\+\}$/.exec(segment);
      if (greedy?.[1]) {
        params.push(greedy[1]);
        return '(.+)';
      }
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        params.push(param[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), params };
}

/**
 * The parts of Lambda's context the handlers read: the remaining time (the webhook's idempotency
 * bounds an interrupted attempt with it) and the names.
 */
function lambdaContext(route: RouteDefinition, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    functionName: `zapsaude-local-${route.id}`,
    awsRequestId: randomUUID(),
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  } as Partial<Context> as Context;
}

export async function startApiServer(options: ApiServerOptions): Promise<LocalApiServer> {
  const compiled = options.routes.map(compileRoute);
  const handlers = new Map<string, Promise<RouteHandler>>();
  const loadHandler = (route: RouteDefinition): Promise<RouteHandler> => {
    const key = `${route.entry}#${route.handler}`;
    let loaded = handlers.get(key);
    if (!loaded) {
      loaded = import(pathToFileURL(path.join(options.root, route.entry)).href).then((module) => {
        const handler = module[route.handler] as RouteHandler | undefined;
        if (typeof handler !== 'function') throw new Error(`${route.entry} does not export ${route.handler}`);
        return handler;
      });
      handlers.set(key, loaded);
    }
    return loaded;
  };

  const server = http.createServer((request, response) => {
    const atendimento: Atendimento = {};
    void serve(request, response, atendimento)
      .catch((error: unknown) => {
        options.log?.(`api: ${request.method} ${request.url?.split('?')[0]} failed: ${(error as Error).name}`);
        if (!response.headersSent) send(response, 500, { message: 'Internal Server Error' });
        else response.destroy();
      })
      .finally(() => {
        const { funcao, integracao, ms } = atendimento;
        if (funcao && integracao) options.aoAtender?.({ funcao, integracao, ...(ms === undefined ? {} : { ms }) });
      });
  });

  async function serve(request: http.IncomingMessage, response: http.ServerResponse, atendimento: Atendimento): Promise<void> {
    const started = Date.now();
    const url = new URL(request.url ?? '/', 'http://local');
    const method = (request.method ?? 'GET').toUpperCase();
    const matches = compiled
      .map((candidate) => ({ candidate, match: candidate.pattern.exec(url.pathname) }))
      .filter((entry) => entry.match !== null);
    if (matches.length === 0) return send(response, 404, { error: mensagens.erros.rotaNaoEncontrada });
    const found = matches.find((entry) => entry.candidate.route.method === method);
    if (!found?.match) return send(response, 405, { error: mensagens.erros.metodoNaoPermitido });
    const { route, params } = found.candidate;
    atendimento.funcao = route.id;
    atendimento.integracao = route.streaming ? 'function-url' : 'http-api';

    const body = await readBody(request);
    if (body === 'too-large') return send(response, 413, { message: 'Request Entity Too Large' });

    let authorizer: APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']['authorizer'] | undefined;
    // `medico` routes pass the same JWT authorizer; their handlers then check the `medicos` group.
    if (route.auth === 'cognito' || route.auth === 'medico') {
      const token = /^(?:Bearer\s+)?(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !options.verifier) return send(response, 401, { error: mensagens.erros.naoAutenticado });
      try {
        const verified = await options.verifier.verify(token);
        authorizer = {
          principalId: '',
          integrationLatency: 0,
          jwt: { claims: authorizerClaims(verified.claims), scopes: [] },
        };
      } catch {
        return send(response, 401, { error: mensagens.erros.naoAutenticado });
      }
    }

    let pathParameters: Record<string, string>;
    try {
      pathParameters = Object.fromEntries(params.map((name, index) => [name, decodeURIComponent(found.match?.[index + 1] ?? '')]));
    } catch {
      // A malformed percent-encoding (`%zz`) in a path parameter is the client's error, not a 500.
      return send(response, 400, { error: mensagens.erros.requisicaoInvalida });
    }
    const event = toEvent(request, url, route, pathParameters, body, authorizer);
    const handler = await loadHandler(route);
    const timeoutMs = (route.timeoutSeconds ?? 10) * 1000;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
    if (route.streaming) {
      await serveStreaming(route, handler as StreamingHandler<APIGatewayProxyEventV2WithJWTAuthorizer>, event, response, timedOut, atendimento).finally(() =>
        clearTimeout(timer),
      );
      options.log?.(`api: ${method} ${route.path} ${response.statusCode} ${Date.now() - started}ms (streamed)`);
      return;
    }
    const chamado = performance.now();
    const result = await Promise.race([(handler as Handler)(event, lambdaContext(route, timeoutMs)), timedOut]).finally(() => {
      clearTimeout(timer);
      atendimento.ms = performance.now() - chamado;
    });
    if (result === 'timeout') {
      options.log?.(`api: ${route.id} timed out after ${timeoutMs} ms`);
      return send(response, 503, { message: 'Service Unavailable' });
    }
    writeResult(response, result);
    options.log?.(`api: ${method} ${route.path} ${response.statusCode} ${Date.now() - started}ms`);
  }

  /**
   * A `streaming` route as its Lambda Function URL (RESPONSE_STREAM) serves it: the handler writes
   * to a stream bound to the HTTP response (status and headers from its prelude, then the body
   * chunk by chunk); at the route's timeout the answer is cut, as Lambda cuts it.
   */
  async function serveStreaming(
    route: RouteDefinition,
    handler: StreamingHandler<APIGatewayProxyEventV2WithJWTAuthorizer>,
    event: APIGatewayProxyEventV2WithJWTAuthorizer,
    response: http.ServerResponse,
    timedOut: Promise<'timeout'>,
    atendimento: Atendimento,
  ): Promise<void> {
    const stream = new LocalResponseStream(response);
    // A malformed prelude or a write after the client left must not take the local server down.
    stream.on('error', (error: Error) => options.log?.(`api: ${route.id} stream error: ${error.name}`));
    const chamado = performance.now();
    const run = handler(event, stream).then(
      () => 'done' as const,
      (error: unknown) => error,
    );
    const outcome = await Promise.race([run, timedOut]);
    atendimento.ms = performance.now() - chamado;
    if (outcome === 'timeout') {
      options.log?.(`api: ${route.id} timed out while streaming`);
      if (!response.headersSent) send(response, 503, { message: 'Service Unavailable' });
      else response.destroy();
      stream.destroy();
      return;
    }
    if (outcome !== 'done') {
      // The runtime answers an unhandled error with a 502 when nothing was sent yet.
      options.log?.(`api: ${route.id} failed: ${(outcome as Error)?.name ?? 'error'}`);
      if (!response.headersSent) send(response, 502, { message: 'Internal Server Error' });
      else response.destroy();
      return;
    }
    if (!stream.writableEnded) stream.end();
    await new Promise<void>((resolve) => {
      if (response.writableFinished || response.destroyed) return resolve();
      response.once('finish', () => resolve());
      response.once('close', () => resolve());
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The claims as API Gateway's JWT authorizer hands them to the Lambda: every value a string, an
 * array claim such as `cognito:groups` written `[medicos outro]`.
 */
function authorizerClaims(claims: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}

async function readBody(request: http.IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_PAYLOAD_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))|\+json|\+xml/i;

function toEvent(
  request: http.IncomingMessage,
  url: URL,
  route: RouteDefinition,
  pathParameters: Record<string, string>,
  body: Buffer,
  authorizer: APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']['authorizer'] | undefined,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') {
      cookies = (Array.isArray(value) ? value.join('; ') : value).split(/;\s*/).filter(Boolean);
      continue;
    }
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || contentType === '' || TEXT_TYPES.test(contentType);
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookies ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: (headers.host ?? '127.0.0.1').split('.')[0] ?? 'local',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(authorizer ? { authorizer } : {}),
    } as APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'],
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}

function writeResult(response: http.ServerResponse, result: APIGatewayProxyResultV2): void {
  // HTTP API v2 semantics: a bare string or object without statusCode is a 200 JSON body.
  if (typeof result === 'string' || typeof result !== 'object' || result === null || !('statusCode' in result)) {
    return send(response, 200, result);
  }
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'));
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}
