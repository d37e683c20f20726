/**
 * Lambda response streaming, written once for AWS and for this machine. In AWS a streaming route is
 * a Lambda Function URL in RESPONSE_STREAM mode (API Gateway HTTP APIs cannot stream): the runtime
 * passes the handler a writable `responseStream`, and `awslambda.HttpResponseStream.from(stream,
 * {statusCode, headers})` sets the HTTP status and headers by writing a JSON prelude followed by
 * 8 NUL bytes, with the stream's content type set to the http-integration type. Locally
 * infra/local/api-server.ts gives the handler a `LocalResponseStream` that reads that very prelude
 * and writes the rest to the HTTP response chunk by chunk, so one handler runs in both places.
 */
import type http from 'node:http';
import { Writable } from 'node:stream';
import { mensagens } from '#shared/messages.js';
import { ApiError, serviceUnavailableFromAws } from './errors.js';
import type { HttpEvent } from './http.js';
import { logger } from './logger.js';
import { markTraceError, observeInvocation } from './observability.js';

/** The content type that tells the Function URL a prelude with status and headers comes first. */
export const HTTP_INTEGRATION_CONTENT_TYPE = 'application/vnd.awslambda.http-integration-response';

/** Status, headers and cookies of a streamed response (the prelude). */
export interface StreamMetadata {
  readonly statusCode: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly cookies?: readonly string[];
}

/** The writable the runtime gives a streaming handler. */
export type ResponseStream = Writable & { setContentType?(contentType: string): void };

/** A handler in the `awslambda.streamifyResponse` style. */
export type StreamingHandler<E extends HttpEvent = HttpEvent> = (event: E, responseStream: ResponseStream, context?: unknown) => Promise<void>;

/**
 * The `awslambda` global of the Lambda Node.js runtime (typed by @types/aws-lambda as always
 * present; at run time it exists only inside Lambda, not locally nor in tests).
 */
export interface AwsLambdaRuntimeGlobal {
  streamifyResponse<E extends HttpEvent>(handler: StreamingHandler<E>): StreamingHandler<E>;
  readonly HttpResponseStream: { from(stream: ResponseStream, metadata: StreamMetadata): ResponseStream };
}

/**
 * The runtime's `awslambda`, when this code runs inside Lambda. Some SDK packages
 * (@aws/lambda-invoke-store) create an empty `globalThis.awslambda` anywhere, so the streaming
 * functions themselves are what tell the runtime apart.
 */
export function lambdaRuntime(): AwsLambdaRuntimeGlobal | undefined {
  const candidate = (globalThis as unknown as { awslambda?: Partial<AwsLambdaRuntimeGlobal> }).awslambda;
  if (typeof candidate?.streamifyResponse !== 'function' || typeof candidate.HttpResponseStream?.from !== 'function') return undefined;
  return candidate as AwsLambdaRuntimeGlobal;
}

const PRELUDE_DELIMITER = new Uint8Array(8);

/**
 * The export of a streaming route: wrapped by the runtime in AWS, the plain function elsewhere.
 * Either way each invocation gets the correlation id, tracing and metrics of observability.ts,
 * named after the function's POWERTOOLS_SERVICE_NAME (its route id) unless `name` is given.
 */
export function streamifyResponse<E extends HttpEvent>(handler: StreamingHandler<E>, name?: string): StreamingHandler<E> {
  const observed: StreamingHandler<E> = (event, responseStream, context) =>
    observeInvocation(name ?? process.env.POWERTOOLS_SERVICE_NAME ?? 'streaming', event, () => handler(event, responseStream, context));
  const runtime = lambdaRuntime();
  return runtime ? runtime.streamifyResponse(observed) : observed;
}

/**
 * Sets status and headers of `stream` (AWS's `HttpResponseStream.from`): the runtime's own function
 * in AWS, otherwise the same bytes written here (content type, JSON prelude, 8 NUL bytes).
 */
export function httpResponseStreamFrom(stream: ResponseStream, metadata: StreamMetadata): ResponseStream {
  const runtime = lambdaRuntime();
  if (runtime) return runtime.HttpResponseStream.from(stream, metadata);
  stream.setContentType?.(HTTP_INTEGRATION_CONTENT_TYPE);
  stream.write(JSON.stringify(metadata));
  stream.write(PRELUDE_DELIMITER);
  return stream;
}

/** Writes one chunk and waits until it is handed on; a stream the client left is skipped silently. */
export function writeChunk(stream: ResponseStream, chunk: string | Uint8Array): Promise<void> {
  if (stream.destroyed || stream.writableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    stream.write(chunk, () => resolve());
  });
}

/** Ends the stream and waits until everything was handed on. */
export function endStream(stream: ResponseStream): Promise<void> {
  if (stream.destroyed || stream.writableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    stream.once('error', () => resolve());
    stream.end(() => resolve());
  });
}

const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** A whole JSON answer on a streaming route (errors before the stream starts). */
export async function writeJsonResponse(stream: ResponseStream, statusCode: number, body: unknown): Promise<void> {
  httpResponseStreamFrom(stream, { statusCode, headers: jsonHeaders });
  await writeChunk(stream, JSON.stringify(body));
  await endStream(stream);
}

/** The same mapping as http.ts's httpHandler: typed errors become their answers, AWS throttling a 503, others a logged 500. */
export async function writeErrorResponse(stream: ResponseStream, error: unknown, handlerName: string): Promise<void> {
  if (error instanceof ApiError) {
    const body = error.descricao === undefined ? { error: error.message } : { error: error.message, descricao: error.descricao };
    return writeJsonResponse(stream, error.status, body);
  }
  markTraceError(error);
  logger.error('unhandled error', {
    handler: handlerName,
    errorName: error instanceof Error ? error.name : typeof error,
  });
  const unavailable = serviceUnavailableFromAws(error);
  if (unavailable) return writeJsonResponse(stream, unavailable.status, { error: unavailable.message });
  return writeJsonResponse(stream, 500, { error: mensagens.erros.erroInterno });
}

// ------------------------------------------------------------------------------------------
// The receiving side: what the Function URL does with the bytes, for this machine and tests.
// ------------------------------------------------------------------------------------------

function indexOfDelimiter(buffer: Buffer): number {
  for (let index = 0; index + PRELUDE_DELIMITER.length <= buffer.length; index += 1) {
    let match = true;
    for (let offset = 0; offset < PRELUDE_DELIMITER.length; offset += 1) {
      if (buffer[index + offset] !== 0) {
        match = false;
        break;
      }
    }
    if (match) return index;
  }
  return -1;
}

function parseMetadata(raw: Buffer): StreamMetadata {
  const parsed = JSON.parse(raw.toString('utf8')) as Partial<StreamMetadata>;
  return {
    statusCode: typeof parsed.statusCode === 'number' ? parsed.statusCode : 200,
    headers: parsed.headers ?? {},
    ...(parsed.cookies ? { cookies: parsed.cookies } : {}),
  };
}

/**
 * A writable that behaves like the Function URL on the receiving end: a prelude, when announced by
 * the content type, becomes the status and headers; everything after it is body, passed on as it
 * comes. Without a prelude the answer is a 200 of the stream's content type.
 */
abstract class PreludeReadingStream extends Writable {
  private contentType: string | undefined;
  private pending: Buffer = Buffer.alloc(0);
  private begun = false;

  setContentType(contentType: string): void {
    this.contentType = contentType;
  }

  protected abstract start(metadata: StreamMetadata): void;
  protected abstract body(chunk: Buffer, done: () => void): void;
  protected abstract finish(done: () => void): void;

  private expectsPrelude(): boolean {
    return this.contentType === HTTP_INTEGRATION_CONTENT_TYPE;
  }

  private begin(metadata: StreamMetadata): void {
    this.begun = true;
    this.start(metadata);
  }

  override _write(chunk: Buffer | string, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
    if (this.begun) return this.body(bytes, () => callback());
    if (!this.expectsPrelude()) {
      this.begin({ statusCode: 200, headers: { 'content-type': this.contentType ?? 'application/octet-stream' } });
      return this.body(bytes, () => callback());
    }
    this.pending = Buffer.concat([this.pending, bytes]);
    const at = indexOfDelimiter(this.pending);
    if (at < 0) return callback();
    let metadata: StreamMetadata;
    try {
      metadata = parseMetadata(this.pending.subarray(0, at));
    } catch (error) {
      return callback(error as Error);
    }
    const rest = this.pending.subarray(at + PRELUDE_DELIMITER.length);
    this.pending = Buffer.alloc(0);
    this.begin(metadata);
    if (rest.length === 0) return callback();
    this.body(rest, () => callback());
  }

  override _final(callback: (error?: Error | null) => void): void {
    if (!this.begun) {
      if (this.expectsPrelude() && this.pending.length > 0) {
        try {
          this.begin(parseMetadata(this.pending));
        } catch (error) {
          return callback(error as Error);
        }
      } else {
        this.begin({ statusCode: 200, headers: { 'content-type': this.contentType ?? 'application/octet-stream' } });
      }
    }
    this.finish(() => callback());
  }
}

/** The local Function URL: writes a streaming handler's output to an HTTP response as it comes (chunked). */
export class LocalResponseStream extends PreludeReadingStream {
  constructor(private readonly response: http.ServerResponse) {
    super();
    response.once('close', () => {
      // The client went away: later writes are dropped, as the Lambda runtime drops them.
      if (!response.writableFinished) this.destroy();
    });
  }

  protected start(metadata: StreamMetadata): void {
    const headers: Record<string, string | string[]> = { ...metadata.headers };
    if (metadata.cookies?.length) headers['set-cookie'] = [...metadata.cookies];
    this.response.writeHead(metadata.statusCode, headers);
    // Send the status line and headers now, before the first body chunk exists.
    this.response.flushHeaders();
  }

  protected body(chunk: Buffer, done: () => void): void {
    if (this.response.write(chunk)) done();
    else this.response.once('drain', done);
  }

  protected finish(done: () => void): void {
    this.response.end(done);
  }
}

/** A streamed response captured in memory, for tests: metadata, chunks in order with their arrival time. */
export class MemoryResponseStream extends PreludeReadingStream {
  metadata: StreamMetadata | undefined;
  readonly chunks: Array<{ readonly text: string; readonly at: number }> = [];
  readonly finished: Promise<void>;
  private resolveFinished!: () => void;

  constructor() {
    super();
    this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  protected start(metadata: StreamMetadata): void {
    this.metadata = metadata;
  }

  protected body(chunk: Buffer, done: () => void): void {
    this.chunks.push({ text: chunk.toString('utf8'), at: Date.now() });
    done();
  }

  protected finish(done: () => void): void {
    this.resolveFinished();
    done();
  }

  /** The whole body so far. */
  text(): string {
    return this.chunks.map((chunk) => chunk.text).join('');
  }
}
