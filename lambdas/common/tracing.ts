/**
 * X-Ray tracing: each invocation gets a `## <handler>` subsegment (annotated ColdStart and Service,
 * as Powertools' Tracer does) under the function segment Lambda records itself, and each AWS call
 * made through aws/client.ts a subsegment of its own (namespace `aws`: service, operation, table or
 * bucket, region, request id, retries, HTTP status, throttle/error/fault flags).
 *
 * The subsegments are sent to the X-Ray daemon that Lambda runs beside the function, over UDP at
 * AWS_XRAY_DAEMON_ADDRESS, in the daemon's documented format (a `{"format":"json","version":1}`
 * line, then the segment document), which is what aws-xray-sdk-core does. That SDK, and the
 * Powertools Tracer built on it, are not used: bundled they are 124 KB and ~30 ms of cold import,
 * half of a Lambda's budget (issue 7), to instrument AWS SDK clients the Lambdas no longer have.
 * The trace context is read with Powertools' own helper.
 *
 * Active only inside Lambda when the invocation is sampled (active tracing on, `Sampled=1` in the
 * trace header); locally and in the tests every call here just runs its function.
 *
 * LGPD art. 11: nothing a handler returns and no error message is recorded; AWS subsegments carry
 * the operation, the table or bucket and ids only.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { getXrayTraceDataFromEnv } from '@aws-lambda-powertools/commons/utils/env';

/** One subsegment document as the X-Ray daemon receives it. */
export interface SubsegmentDocument {
  type: 'subsegment';
  id: string;
  trace_id: string;
  parent_id: string;
  name: string;
  start_time: number;
  end_time?: number;
  namespace?: 'aws';
  aws?: Record<string, string | number>;
  http?: { response: { status: number } };
  annotations?: Record<string, string | number | boolean>;
  error?: true;
  fault?: true;
  throttle?: true;
  cause?: { exceptions: Array<{ id: string; type: string; remote?: true }> };
}

export interface AwsCallTrace {
  /** X-Ray's name of the service ('DynamoDB', 'S3'...). */
  readonly service: string;
  readonly operation: string;
  readonly region: string;
  /** table_name, bucket_name...: names of resources, never data. */
  readonly resource?: Readonly<Record<string, string | number>>;
}

export interface AwsCallRecorder {
  /** Records one answer of the call (each retry answers again). */
  answer(status: number, requestId?: string): void;
}

const PROTOCOL_HEADER = '{"format":"json","version":1}\n';
const DEFAULT_DAEMON_ADDRESS = '127.0.0.1:2000';

const invocation = new AsyncLocalStorage<SubsegmentDocument>();
let coldStart = true;
let socket: Socket | undefined;

const newId = (): string => randomBytes(8).toString('hex');
const nowSeconds = (): number => Date.now() / 1000;

/** The sampled trace this invocation belongs to, or undefined when nothing is to be recorded. */
function sampledTrace(env: NodeJS.ProcessEnv = process.env): { root: string; parent: string } | undefined {
  if (!env.AWS_LAMBDA_FUNCTION_NAME) return undefined;
  const data = getXrayTraceDataFromEnv();
  if (data?.Sampled !== '1' || !data.Root || !data.Parent) return undefined;
  return { root: data.Root, parent: data.Parent };
}

/** `host:port`, or the UDP part of `tcp:host:port udp:host:port`. */
function daemonAddress(env: NodeJS.ProcessEnv = process.env): { host: string; port: number } {
  const configured = env.AWS_XRAY_DAEMON_ADDRESS?.trim() || DEFAULT_DAEMON_ADDRESS;
  const udp = configured.split(/\s+/).find((part) => part.startsWith('udp:'))?.slice(4) ?? configured.replace(/^tcp:/, '');
  const separator = udp.lastIndexOf(':');
  return { host: udp.slice(0, separator), port: Number(udp.slice(separator + 1)) };
}

/** Sends a closed subsegment to the daemon; a lost datagram loses a trace, never a request. */
function emit(document: SubsegmentDocument): void {
  const { host, port } = daemonAddress();
  if (!socket) {
    socket = createSocket('udp4');
    socket.on('error', () => undefined);
    socket.unref();
  }
  socket.send(PROTOCOL_HEADER + JSON.stringify(document), port, host);
}

/** Flags `document` as failed by `error`: its type only, never its message. */
function flagError(document: SubsegmentDocument, error: unknown, remote: boolean): void {
  document.fault = true;
  const type = error instanceof Error ? error.name : typeof error;
  document.cause = { exceptions: [{ id: newId(), type, ...(remote ? { remote: true as const } : {}) }] };
}

/** Runs one invocation inside its `## <handler>` subsegment. */
export async function traceInvocation<T>(handlerName: string, fn: () => Promise<T>): Promise<T> {
  const trace = sampledTrace();
  const wasColdStart = coldStart;
  coldStart = false;
  if (!trace) return fn();
  const document: SubsegmentDocument = {
    type: 'subsegment',
    id: newId(),
    trace_id: trace.root,
    parent_id: trace.parent,
    name: `## ${handlerName}`,
    start_time: nowSeconds(),
    annotations: { ColdStart: wasColdStart, Service: process.env.POWERTOOLS_SERVICE_NAME || handlerName },
  };
  try {
    return await invocation.run(document, fn);
  } catch (error) {
    flagError(document, error, false);
    throw error;
  } finally {
    document.end_time = nowSeconds();
    emit(document);
  }
}

/** Marks the current invocation's subsegment as failed (a handled 5xx, for one). */
export function markTraceError(error: unknown): void {
  const document = invocation.getStore();
  if (document) flagError(document, error, false);
}

/** Runs one AWS call inside its subsegment, when the invocation is traced. */
export async function traceAwsCall<T>(call: AwsCallTrace, run: (recorder: AwsCallRecorder) => Promise<T>): Promise<T> {
  const parent = invocation.getStore();
  if (!parent) return run({ answer: () => undefined });
  const document: SubsegmentDocument = {
    type: 'subsegment',
    id: newId(),
    trace_id: parent.trace_id,
    parent_id: parent.id,
    name: call.service,
    namespace: 'aws',
    start_time: nowSeconds(),
    aws: { operation: call.operation, region: call.region, retries: 0, ...call.resource },
  };
  let answers = 0;
  const recorder: AwsCallRecorder = {
    answer(status, requestId) {
      answers += 1;
      document.aws!.retries = answers - 1;
      if (requestId) document.aws!.request_id = requestId;
      document.http = { response: { status } };
    },
  };
  try {
    return await run(recorder);
  } catch (error) {
    const status = document.http?.response.status;
    if (status === 429 || (error instanceof Error && 'throttling' in error && error.throttling === true)) {
      document.throttle = true;
      document.error = true;
    } else if (status !== undefined && status >= 400 && status < 500) {
      document.error = true;
    } else {
      flagError(document, error, true);
    }
    throw error;
  } finally {
    document.end_time = nowSeconds();
    emit(document);
  }
}
