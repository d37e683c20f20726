/**
 * The local Bedrock Runtime: Converse and ConverseStream on loopback, over the protocol the AWS
 * SDK's BedrockRuntimeClient speaks, so the chat runs the same client code locally as in AWS
 * (AWS_ENDPOINT_URL_BEDROCK_RUNTIME points the SDK here).
 * - `POST /model/{modelId}/converse`: JSON in, JSON out (`output.message`, `stopReason`, `usage`).
 * - `POST /model/{modelId}/converse-stream`: an AWS event stream (`application/vnd.amazon.eventstream`,
 *   frames encoded by @smithy/eventstream-codec): messageStart, contentBlockDelta…,
 *   contentBlockStop, messageStop, metadata with the usage.
 * It speaks HTTP/2 (cleartext, prior knowledge): the SDK's Bedrock Runtime client sends every call
 * over HTTP/2, as Bedrock's bidirectional streams need.
 * - Errors as Bedrock sends them: the status, `x-amzn-errortype` and a JSON `{ message }`
 *   (400 ValidationException for a bad request, 404 ResourceNotFoundException for an unknown model,
 *   403 for a request not signed with the local credentials).
 * The one model, MODELO_BEDROCK_LOCAL, is the offline pt-BR engine: it reads our prompts back
 * (offline-engine/pedido.ts) and answers as the engine does; a drafts request gets the drafts JSON.
 * The signature itself is not recomputed: the request must carry a SigV4 Authorization header whose
 * credential is the local stage's access key and whose scope is Bedrock's.
 * - The test control, local only and unsigned: `POST /_local/faults {count}` makes the next `count`
 *   streamed answers fail after their first frame with `serviceUnavailableException`, as a Bedrock
 *   outage mid-answer does (the SDK does not retry a stream that has begun); count 0 clears it.
 * - The usage counter, local only (the benchmark's unit economics): `GET /_local/consumo` (and
 *   `consumo()` in the process) answers the calls per operation and the input and output tokens
 *   of every answer sent whole, the same `usage` each answer reports.
 */
import { randomUUID } from 'node:crypto';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { EventStreamCodec, type MessageHeaders } from '@smithy/eventstream-codec';
import * as z from 'zod/mini';
import { LOCAL_CREDENTIALS } from '#lambdas/common/sdk-config.js';
import { dividirEmPedacos, responderOffline } from './offline-engine/offline-engine.js';
import { ehPedidoRascunho, lerPedidoRascunho, lerPedidoResposta, PedidoNaoReconhecidoError, type TurnoConverse } from './offline-engine/pedido.js';
import { rascunhoOffline } from './offline-engine/rascunho.js';

/** The local model id (BEDROCK_MODEL_ID in the local stack), recorded with the AI's drafts. */
export const MODELO_BEDROCK_LOCAL = 'zapsaude.offline-ptbr-v1';

/** Largest request body read (Bedrock's own limit is larger; our prompts stay far below this). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const PALAVRAS_POR_PEDACO = 4;

export interface LocalBedrockRuntimeOptions {
  /** Loopback only; default 127.0.0.1. */
  readonly host?: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly log?: (line: string) => void;
}

/** What the runtime answered since it started: answers sent whole, and their usage. */
export interface ConsumoBedrock {
  readonly chamadas: { readonly converse: number; readonly converseStream: number };
  readonly tokensEntrada: number;
  readonly tokensSaida: number;
}

export interface LocalBedrockRuntime {
  /** `http://127.0.0.1:PORT`: AWS_ENDPOINT_URL_BEDROCK_RUNTIME. */
  readonly endpoint: string;
  readonly port: number;
  readonly modelId: string;
  consumo(): ConsumoBedrock;
  close(): Promise<void>;
}

/** A Bedrock error answer: status, error type and message. */
export class BedrockError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'BedrockError';
  }
}

const validation = (message: string) => new BedrockError(400, 'ValidationException', message);

const faultsSchema = z.object({ count: z.number().check(z.int(), z.gte(0), z.lte(100)) });

const converseRequestSchema = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z.array(z.object({ text: z.optional(z.string()) })).check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
  system: z.optional(z.array(z.object({ text: z.optional(z.string()) }))),
  inferenceConfig: z.optional(
    z.object({
      maxTokens: z.optional(z.int().check(z.positive())),
      temperature: z.optional(z.number().check(z.gte(0), z.lte(1))),
    }),
  ),
});
type ConverseRequest = z.infer<typeof converseRequestSchema>;

/**
 * Tokens of a text, estimated as one per 4 characters (rounded up): the usual figure for the
 * Claude tokenizers on Portuguese prose. Bedrock counts with the model's tokenizer; this keeps the
 * usage metrics in the right order of magnitude locally.
 */
export const estimarTokens = (texto: string): number => Math.ceil(texto.length / 4);

const codec = new EventStreamCodec(
  (bytes) => Buffer.from(bytes).toString('utf8'),
  (text) => Buffer.from(text, 'utf8'),
);
const header = (value: string) => ({ type: 'string' as const, value });

/** One ConverseStream event frame (`:message-type` event). */
export function eventFrame(type: string, payload: unknown): Uint8Array {
  const headers: MessageHeaders = { ':event-type': header(type), ':content-type': header('application/json'), ':message-type': header('event') };
  return codec.encode({ headers, body: Buffer.from(JSON.stringify(payload), 'utf8') });
}

/** One exception frame, as Bedrock reports a failure after the stream has begun (`throttlingException`...). */
export function exceptionFrame(type: string, message: string): Uint8Array {
  const headers: MessageHeaders = { ':exception-type': header(type), ':content-type': header('application/json'), ':message-type': header('exception') };
  return codec.encode({ headers, body: Buffer.from(JSON.stringify({ message }), 'utf8') });
}

/** Writes a Bedrock error answer. */
export function sendBedrockError(response: http2.Http2ServerResponse, error: BedrockError): void {
  if (response.headersSent) {
    // Once the stream has begun, Bedrock reports a failure as an exception frame ('internalServerException').
    response.end(exceptionFrame(`${error.type.charAt(0).toLowerCase()}${error.type.slice(1)}`, error.message));
    return;
  }
  response.writeHead(error.status, {
    'content-type': 'application/json',
    'x-amzn-errortype': `${error.type}:http://internal.amazon.com/coral/com.amazon.bedrock/`,
    'x-amzn-requestid': randomUUID(),
  });
  response.end(JSON.stringify({ message: error.message }));
}

/** The SigV4 Authorization header, its credential the local access key and its scope Bedrock's. */
function checkAuthorization(request: http2.Http2ServerRequest): void {
  const authorization = request.headers.authorization;
  if (!authorization) throw new BedrockError(403, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
  const credential = /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/\d{8}\/[a-z0-9-]+\/([a-z-]+)\/aws4_request, ?SignedHeaders=[^,\s]+, ?Signature=[0-9a-f]{64}$/.exec(authorization);
  if (!credential) throw new BedrockError(403, 'IncompleteSignatureException', 'The authorization header is malformed.');
  if (credential[1] !== LOCAL_CREDENTIALS.accessKeyId) {
    throw new BedrockError(403, 'UnrecognizedClientException', 'The security token included in the request is invalid.');
  }
  if (credential[2] !== 'bedrock') throw new BedrockError(403, 'InvalidSignatureException', `Credential should be scoped to correct service: 'bedrock'.`);
}

async function readBody(request: http2.Http2ServerRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw validation('Input is too long for requested model.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseRequest(body: Buffer): ConverseRequest {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw validation('The request body is not valid JSON.');
  }
  const parsed = z.safeParse(converseRequestSchema, json);
  if (!parsed.success) throw validation(`Malformed input request: ${parsed.error.issues.map((issue) => issue.path.join('.') || 'body').join(', ')}.`);
  const roles = parsed.data.messages.map((message) => message.role);
  if (roles[0] !== 'user') throw validation('A conversation must start with a user message. Try again with a conversation that starts with a user message.');
  if (roles.some((role, index) => index > 0 && role === roles[index - 1])) {
    throw validation('A conversation must alternate between user and assistant roles. Make sure the conversation alternates between user and assistant roles and try again.');
  }
  return parsed.data;
}

const textOf = (blocks: ReadonlyArray<{ text?: string | undefined }> | undefined): string => (blocks ?? []).map((block) => block.text ?? '').join('');

/** The model's whole answer to one request, read from our prompts. */
function answerOf(request: ConverseRequest): string {
  const system = textOf(request.system);
  const turnos: TurnoConverse[] = request.messages.map((message) => ({ role: message.role, texto: textOf(message.content) }));
  try {
    if (ehPedidoRascunho(system)) return JSON.stringify(rascunhoOffline(lerPedidoRascunho(system, turnos)));
    return responderOffline(lerPedidoResposta(system, turnos));
  } catch (error) {
    if (error instanceof PedidoNaoReconhecidoError) throw validation(error.message);
    throw error;
  }
}

interface Generated {
  readonly chunks: readonly string[];
  readonly stopReason: 'end_turn' | 'max_tokens';
  readonly usage: { readonly inputTokens: number; readonly outputTokens: number; readonly totalTokens: number };
}

/** The answer in chunks of a few words, stopped at `maxTokens` as the model would be. */
function generate(request: ConverseRequest): Generated {
  const maxTokens = request.inferenceConfig?.maxTokens ?? Number.POSITIVE_INFINITY;
  const chunks: string[] = [];
  let outputTokens = 0;
  let stopReason: Generated['stopReason'] = 'end_turn';
  for (const chunk of dividirEmPedacos(answerOf(request), PALAVRAS_POR_PEDACO)) {
    const tokens = estimarTokens(chunk);
    if (outputTokens + tokens > maxTokens) {
      stopReason = 'max_tokens';
      break;
    }
    chunks.push(chunk);
    outputTokens += tokens;
  }
  const prompt = [textOf(request.system), ...request.messages.map((message) => textOf(message.content))].join('\n');
  const inputTokens = estimarTokens(prompt);
  return { chunks, stopReason, usage: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens } };
}

/** Yields to the event loop between frames, so the chat receives the answer progressively. */
const nextTick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function startBedrockRuntime(options: LocalBedrockRuntimeOptions = {}): Promise<LocalBedrockRuntime> {
  const host = options.host ?? '127.0.0.1';
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') throw new Error(`The local Bedrock runtime must bind to loopback, not ${host}`);
  const log = options.log ?? (() => undefined);

  /** Streamed answers still to fail (the test control). */
  let falhasPendentes = 0;
  const chamadas = { converse: 0, converseStream: 0 };
  const tokens = { entrada: 0, saida: 0 };
  const contar = (operacao: keyof typeof chamadas, usage: Generated['usage']) => {
    chamadas[operacao] += 1;
    tokens.entrada += usage.inputTokens;
    tokens.saida += usage.outputTokens;
  };
  const consumo = (): ConsumoBedrock => ({ chamadas: { ...chamadas }, tokensEntrada: tokens.entrada, tokensSaida: tokens.saida });

  async function handleControl(request: http2.Http2ServerRequest, response: http2.Http2ServerResponse): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse((await readBody(request)).toString('utf8'));
    } catch {
      throw validation('The request body is not valid JSON.');
    }
    const body = z.safeParse(faultsSchema, json);
    if (!body.success) throw validation('count deve ser um inteiro de 0 a 100.');
    falhasPendentes = body.data.count;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ count: falhasPendentes }));
  }

  async function handle(request: http2.Http2ServerRequest, response: http2.Http2ServerResponse): Promise<void> {
    const started = Date.now();
    if (request.method === 'POST' && new URL(request.url ?? '/', 'http://localhost').pathname === '/_local/faults') return handleControl(request, response);
    if (request.method === 'GET' && new URL(request.url ?? '/', 'http://localhost').pathname === '/_local/consumo') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(consumo()));
      return;
    }
    const route = /^\/model\/([^/]+)\/(converse|converse-stream)$/.exec(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (request.method !== 'POST' || !route) throw new BedrockError(404, 'UnknownOperationException', 'Unknown operation.');
    checkAuthorization(request);
    const modelId = decodeURIComponent(route[1]!);
    const body = await readBody(request);
    if (modelId !== MODELO_BEDROCK_LOCAL) throw new BedrockError(404, 'ResourceNotFoundException', `Model ${modelId} not found. The local runtime serves ${MODELO_BEDROCK_LOCAL}.`);
    const generated = generate(parseRequest(body));
    const requestId = randomUUID();

    if (route[2] === 'converse') {
      response.writeHead(200, { 'content-type': 'application/json', 'x-amzn-requestid': requestId });
      response.end(
        JSON.stringify({
          output: { message: { role: 'assistant', content: [{ text: generated.chunks.join('') }] } },
          stopReason: generated.stopReason,
          usage: generated.usage,
          metrics: { latencyMs: Date.now() - started },
        }),
      );
      contar('converse', generated.usage);
      return;
    }

    response.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream', 'x-amzn-requestid': requestId });
    response.write(eventFrame('messageStart', { role: 'assistant' }));
    if (falhasPendentes > 0) {
      falhasPendentes -= 1;
      throw new BedrockError(503, 'ServiceUnavailableException', 'Service unavailable (injected by the local test control).');
    }
    for (const text of generated.chunks) {
      await nextTick();
      if (response.stream.destroyed) return;
      response.write(eventFrame('contentBlockDelta', { contentBlockIndex: 0, delta: { text } }));
    }
    response.write(eventFrame('contentBlockStop', { contentBlockIndex: 0 }));
    response.write(eventFrame('messageStop', { stopReason: generated.stopReason }));
    response.end(eventFrame('metadata', { usage: generated.usage, metrics: { latencyMs: Date.now() - started } }));
    contar('converseStream', generated.usage);
  }

  const server = http2.createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!(error instanceof BedrockError)) log(`bedrock-runtime: ${request.method} failed: ${(error as Error).name}`);
      sendBedrockError(response, error instanceof BedrockError ? error : new BedrockError(500, 'InternalServerException', 'The server encountered an internal error.'));
    });
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    modelId: MODELO_BEDROCK_LOCAL,
    consumo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
