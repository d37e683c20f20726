/**
 * How the Lambdas call AWS: one SigV4-signed HTTPS request per operation over Node's keep-alive
 * agent, the AWS SDK's standard retry behaviour, AWS error answers turned into `AwsError`, and an
 * X-Ray subsegment per call (tracing.ts).
 *
 * Why not the AWS SDK v3 clients here (the local stack and the tests still use them to set up and
 * inspect the services): each Lambda must fit in 250 KB and import cold in 80 ms (issue 7), and the
 * SDK, even bundled and tree-shaken, cannot. Measured on this machine with the deploy's esbuild
 * options: the DynamoDB document client alone is 202 KB minified and ~40 ms of cold import, S3 with
 * its presigned POST 368 KB. What correctness rests on is still AWS's own code: the SigV4 signer
 * (@smithy/signature-v4), DynamoDB's marshaller (@aws-sdk/util-dynamodb) and the event-stream codec
 * (@smithy/core); what this folder writes is the wire format of the few operations we call, as
 * each service's API reference documents it.
 */
import { createHash, createHmac, type BinaryLike } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { SignatureV4 } from '@smithy/signature-v4';
import { traceAwsCall, type AwsCallTrace } from '../tracing.js';

export interface AwsCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
}

/** The local stack's credentials: its stand-ins verify signatures (or ignore them) with these. */
const LOCAL_CREDENTIALS: AwsCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** The deployment is missing something a client needs: a mistake to fix, not a failure to retry. */
export class AwsConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * Inside Lambda the execution role's credentials are always in the environment (Lambda developer
 * guide, "Defined runtime environment variables"): no profile, file or metadata endpoint exists
 * there, so this is the whole credential chain a handler needs.
 */
export function credentialsFromEnv(env: NodeJS.ProcessEnv = process.env): AwsCredentials {
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new AwsConfigurationError('AWS credentials are not in the environment');
  return { accessKeyId, secretAccessKey, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) };
}

/** The region a handler runs in (set by Lambda; by the local stack locally). */
function regionFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION;
  if (!region) throw new AwsConfigurationError('AWS_REGION is not set');
  return region;
}

/** An AWS service answered with an error, or could not be reached. `name` is AWS's error code. */
export class AwsError extends Error {
  /** HTTP status; undefined when no answer came (network error or timeout). */
  readonly status: number | undefined;
  readonly requestId: string | undefined;
  /** 'server' for 5xx answers and for no answer at all, as the SDK's `$fault`. */
  readonly fault: 'client' | 'server';
  /** The service throttled the call (after the retries). */
  readonly throttling: boolean;
  /** The error body's other fields (DynamoDB's CancellationReasons, for one). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    code: string,
    message: string,
    info: { status?: number; requestId?: string; details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, info.cause === undefined ? undefined : { cause: info.cause });
    this.name = code;
    this.status = info.status;
    this.requestId = info.requestId;
    this.fault = info.status !== undefined && info.status < 500 ? 'client' : 'server';
    this.throttling = info.status === 429 || THROTTLING_CODES.has(code);
    this.details = info.details ?? {};
  }
}

/** Error codes AWS services use for throttling (the SDK's THROTTLING_ERROR_CODES). */
const THROTTLING_CODES = new Set([
  'BandwidthLimitExceeded',
  'EC2ThrottledException',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
]);

/** Error codes of transient failures the SDK retries whatever the status. */
const TRANSIENT_CODES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'NetworkingError']);
const TRANSIENT_STATUSES = new Set([500, 502, 503, 504]);

const binary = (data: string | ArrayBuffer | ArrayBufferView): BinaryLike =>
  typeof data === 'string' ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/** Node's SHA-256 as the signer's hash constructor (`new Sha256(secret?)` → HMAC when keyed). */
export class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', binary(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(binary(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.hash.digest());
  }
}

export interface AwsServiceConfig {
  /** SigV4 signing name: 'dynamodb', 's3', 'cognito-idp', 'secretsmanager', 'polly', 'bedrock', 'appsync'. */
  readonly signingName: string;
  /** The service's name in traces ('DynamoDB', 'S3', ...), as X-Ray names AWS services. */
  readonly traceName: string;
  readonly region: string;
  /** Origin (and base path) of the service, e.g. `https://dynamodb.us-east-1.amazonaws.com`. */
  readonly endpoint: string;
  /** Fixed credentials (local stage); the environment's otherwise. */
  readonly credentials?: AwsCredentials;
  /** Attempts per call, the first included (the SDK's default is 3). */
  readonly maxAttempts?: number;
  /** Milliseconds an attempt may wait for the answer's headers and between its bytes. */
  readonly timeoutMs?: number;
  /** S3 signs the path as sent (no double encoding) and requires `x-amz-content-sha256`. */
  readonly s3?: boolean;
}

export interface AwsCall {
  /** The API operation ('PutItem'), for traces and errors. */
  readonly operation: string;
  readonly method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  /** Path after the endpoint's, each segment already URI-encoded. */
  readonly path?: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /** Operations authorised by something else than SigV4 (Cognito GetUser: the access token). */
  readonly unsigned?: boolean;
  /** Extra fields of the subsegment's `aws` object (table_name, bucket_name...). */
  readonly trace?: AwsCallTrace['resource'];
}

export interface AwsResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface AwsService {
  readonly config: AwsServiceConfig;
  /** Sends the call (retrying as the SDK does) and returns the whole 2xx answer, or throws AwsError. */
  send(call: AwsCall): Promise<AwsResponse>;
  /**
   * Sends the call and resolves with the answer's body stream once a 2xx status has arrived
   * (retries happen only before that). For streamed answers (Bedrock ConverseStream).
   */
  open(call: AwsCall): Promise<http.IncomingMessage>;
  /** A presigned URL for `call` (query-string SigV4), valid `expiresSeconds`. */
  presign(call: AwsCall, expiresSeconds: number): Promise<string>;
  /** The signing key's parts, for S3's POST policies (s3.ts). */
  signingCredentials(): AwsCredentials;
}

/** A service as a handler's environment configures it (createAwsServiceFromEnv). */
export interface AwsServiceFromEnv extends Omit<AwsServiceConfig, 'region' | 'endpoint' | 'credentials'> {
  /**
   * `AWS_ENDPOINT_URL_<endpointId>` (or `AWS_ENDPOINT_URL`) replaces the regional endpoint when set:
   * the variables the AWS SDKs and CLI read for service-specific endpoints; tests point them at
   * stand-ins. Absent: the regional endpoint (or the local one) always.
   */
  readonly endpointId?: string;
  /** The service's regional endpoint. */
  readonly regionalEndpoint: (region: string) => string;
  /** A region of the service's own (POLLY_REGION, BEDROCK_REGION); the Lambda's otherwise. */
  readonly region?: string;
  /** The local stage's stand-in for the service, reached with LOCAL_CREDENTIALS. */
  readonly localEndpoint?: string;
}

/** The service for this Lambda container: in AWS its endpoint in the region, with the role's credentials. */
export function createAwsServiceFromEnv(env: NodeJS.ProcessEnv, spec: AwsServiceFromEnv): AwsService {
  const { endpointId, regionalEndpoint, localEndpoint, region: serviceRegion, ...config } = spec;
  const region = serviceRegion || (localEndpoint ? env.AWS_REGION || 'us-east-1' : regionFromEnv(env));
  return createAwsService({
    ...config,
    region,
    endpoint:
      localEndpoint || (endpointId ? env[`AWS_ENDPOINT_URL_${endpointId}`] || env.AWS_ENDPOINT_URL : undefined) || regionalEndpoint(region),
    ...(localEndpoint ? { credentials: LOCAL_CREDENTIALS } : {}),
  });
}

const DEFAULT_MAX_ATTEMPTS = 3;
// An attempt that gets no answer within 5 s is abandoned and retried, well inside every function's
// timeout (AWS's advice for SDK clients in Lambda). A write whose answer was lost may then be
// retried after it happened: DynamoDB transactions carry an idempotency token for that (dynamodb.ts).
const DEFAULT_TIMEOUT_MS = 5_000;
// The SDK's standard retry mode: full-jitter exponential backoff, a larger base when throttled,
// and a token bucket so a failing service is not hammered by every container's retries.
const RETRY_BASE_MS = 100;
const THROTTLING_RETRY_BASE_MS = 500;
const MAX_RETRY_DELAY_MS = 20_000;
const RETRY_QUOTA = 500;
const RETRY_COST = 5;
const TIMEOUT_RETRY_COST = 10;

const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

export function createAwsService(config: AwsServiceConfig): AwsService {
  const base = new URL(config.endpoint);
  const basePath = base.pathname.replace(/\/$/, '');
  const maxAttempts = config.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const credentials = (): AwsCredentials => config.credentials ?? credentialsFromEnv();
  let retryQuota = RETRY_QUOTA;

  const signer = new SignatureV4({
    service: config.signingName,
    region: config.region,
    credentials: () => Promise.resolve(credentials()),
    sha256: Sha256,
    uriEscapePath: !config.s3,
    applyChecksum: config.s3 === true,
  });

  const requestOf = (call: AwsCall) => {
    const body = call.body ?? '';
    const headers: Record<string, string> = { host: base.host, ...call.headers };
    if (body.length > 0) headers['content-length'] = String(Buffer.byteLength(body));
    return {
      method: call.method ?? 'POST',
      protocol: base.protocol,
      hostname: base.hostname,
      ...(base.port ? { port: Number(base.port) } : {}),
      path: `${basePath}${call.path ?? '/'}`,
      query: { ...call.query },
      headers,
      body,
    };
  };

  /** One attempt: resolves with the answer once its headers have arrived. */
  const attempt = async (call: AwsCall): Promise<http.IncomingMessage> => {
    const request = requestOf(call);
    const signed = call.unsigned ? request : await signer.sign(request);
    const query = encodeQuery(signed.query);
    const transport = base.protocol === 'http:' ? http : https;
    return new Promise((resolve, reject) => {
      const outgoing = transport.request(
        {
          method: signed.method,
          hostname: base.hostname,
          port: base.port || undefined,
          path: query ? `${signed.path}?${query}` : signed.path,
          headers: signed.headers,
          agent: base.protocol === 'http:' ? agents.http : agents.https,
          timeout: timeoutMs,
        },
        resolve,
      );
      outgoing.on('timeout', () => outgoing.destroy(new AwsError('TimeoutError', `${config.traceName} ${call.operation}: no answer in ${timeoutMs} ms`)));
      outgoing.on('error', (error) =>
        reject(error instanceof AwsError ? error : new AwsError('NetworkingError', `${config.traceName} ${call.operation}: ${error.message}`, { cause: error })),
      );
      outgoing.end(signed.body);
    });
  };

  /** Attempts the call until a 2xx answer, a non-retryable error or the last attempt. */
  const withRetries = async (call: AwsCall, onAnswer: (response: http.IncomingMessage) => void): Promise<http.IncomingMessage> => {
    for (let attemptNumber = 1; ; attemptNumber += 1) {
      let error: AwsError;
      try {
        const response = await attempt(call);
        onAnswer(response);
        if (response.statusCode !== undefined && response.statusCode < 300) {
          retryQuota = Math.min(RETRY_QUOTA, retryQuota + (attemptNumber === 1 ? 1 : RETRY_COST));
          return response;
        }
        error = errorFromAnswer(config.traceName, call.operation, response.statusCode ?? 0, response.headers, await readAll(response));
      } catch (caught) {
        if (!(caught instanceof AwsError)) throw caught;
        error = caught;
      }
      const retryable = error.throttling || TRANSIENT_CODES.has(error.name) || (error.status !== undefined && TRANSIENT_STATUSES.has(error.status));
      const cost = error.name === 'TimeoutError' ? TIMEOUT_RETRY_COST : RETRY_COST;
      if (!retryable || attemptNumber >= maxAttempts || retryQuota < cost) throw error;
      retryQuota -= cost;
      const delayBase = error.throttling ? THROTTLING_RETRY_BASE_MS : RETRY_BASE_MS;
      await sleep(Math.floor(Math.min(MAX_RETRY_DELAY_MS, Math.random() * 2 ** attemptNumber * delayBase)));
    }
  };

  const traced = <T>(call: AwsCall, run: (trace: { answer(response: http.IncomingMessage): void }) => Promise<T>): Promise<T> =>
    traceAwsCall({ service: config.traceName, operation: call.operation, region: config.region, resource: call.trace }, (record) =>
      run({
        answer: (response) => record.answer(response.statusCode ?? 0, requestIdOf(response.headers)),
      }),
    );

  return {
    config,
    send: (call) =>
      traced(call, async (trace) => {
        const response = await withRetries(call, trace.answer);
        return { status: response.statusCode ?? 0, headers: response.headers, body: await readAll(response) };
      }),
    open: (call) => traced(call, (trace) => withRetries(call, trace.answer)),
    async presign(call, expiresSeconds) {
      // As the SDK's S3 presigner: the payload is not part of a presigned URL's signature.
      const headers: Record<string, string> = { host: base.host, ...(config.s3 ? { 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' } : {}) };
      const signed = await signer.presign({ ...requestOf(call), headers }, { expiresIn: expiresSeconds });
      return `${base.protocol}//${base.host}${signed.path}?${encodeQuery(signed.query)}`;
    },
    signingCredentials: credentials,
  };
}

/** A path segment or query value URI-encoded as SigV4 and S3 expect (RFC 3986: only A-Z a-z 0-9 - . _ ~ stay). */
export const uriEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** RFC 3986 query string (what AWS decodes; the signer canonicalises the decoded values itself). */
function encodeQuery(query: Readonly<Record<string, string | string[] | null>> = {}): string {
  return Object.entries(query)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value ?? '']).map((item) => `${uriEncode(name)}=${uriEncode(item)}`))
    .join('&');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function readAll(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', (error) => reject(new AwsError('NetworkingError', `reading the answer failed: ${error.message}`, { cause: error })));
  });
}

function requestIdOf(headers: http.IncomingHttpHeaders): string | undefined {
  const value = headers['x-amzn-requestid'] ?? headers['x-amz-request-id'];
  return typeof value === 'string' ? value : undefined;
}

/**
 * An AWS error answer as AwsError. JSON protocols name the error in `__type` (or `code`) and the
 * `x-amzn-errortype` header, possibly as `namespace#Code` or `Code:uri`; S3 answers XML with
 * `<Code>`, or nothing at all for HEAD (then the status says it, as the SDK's `NotFound`).
 */
function errorFromAnswer(
  service: string,
  operation: string,
  status: number,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
): AwsError {
  const text = body.toString('utf8');
  let code: string | undefined;
  let message: string | undefined;
  let details: Record<string, unknown> = {};
  if (text.trimStart().startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      details = parsed;
      const named = parsed.__type ?? parsed.code ?? parsed.Code;
      if (typeof named === 'string') code = named;
      const said = parsed.message ?? parsed.Message;
      if (typeof said === 'string') message = said;
    } catch {
      // Not JSON after all: the status and the header still tell.
    }
  } else if (text.includes('<Code>')) {
    code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  }
  const headerCode = headers['x-amzn-errortype'];
  code ??= typeof headerCode === 'string' ? headerCode : undefined;
  code = code?.split('#').pop()?.split(':')[0]?.trim() || codeForStatus(status);
  const { __type: _type, message: _message, Message: _Message, ...rest } = details;
  return new AwsError(code, `${service} ${operation}: ${message ?? code} (HTTP ${status})`, {
    status,
    requestId: requestIdOf(headers),
    details: rest,
  });
}

function codeForStatus(status: number): string {
  if (status === 404) return 'NotFound';
  if (status === 403) return 'Forbidden';
  if (status === 429) return 'TooManyRequestsException';
  if (status >= 500) return 'InternalServerError';
  return `Http${status}`;
}

/**
 * One operation of an AWS JSON protocol (awsJson1_0 / awsJson1_1: POST /, `X-Amz-Target:
 * <target>.<Operation>`): the input as JSON in, the parsed JSON answer out.
 */
export async function callJson<T = Record<string, unknown>>(
  service: AwsService,
  call: { target: string; version: '1.0' | '1.1'; operation: string; input: object; unsigned?: boolean; trace?: AwsCall['trace'] },
): Promise<T> {
  const response = await service.send({
    operation: call.operation,
    path: '/',
    headers: { 'content-type': `application/x-amz-json-${call.version}`, 'x-amz-target': `${call.target}.${call.operation}` },
    body: JSON.stringify(call.input),
    ...(call.unsigned ? { unsigned: true } : {}),
    ...(call.trace ? { trace: call.trace } : {}),
  });
  return JSON.parse(response.body.toString('utf8') || '{}') as T;
}
