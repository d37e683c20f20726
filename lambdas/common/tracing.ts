/**
 * X-Ray tracing through Powertools' Tracer. It is active only inside Lambda with active tracing
 * (Powertools switches itself off outside the Lambda execution environment, and
 * POWERTOOLS_TRACE_ENABLED=false turns it off there too), so locally and in the tests every call
 * here is a no-op.
 *
 * LGPD art. 11: nothing a handler returns is recorded (no response metadata), outgoing HTTPS calls are
 * not captured (the Asaas customer lookup carries a CPF in its query string), and errors are
 * flagged without their message (POWERTOOLS_TRACER_CAPTURE_ERROR=false in the CDK). AWS SDK
 * subsegments carry the operation, table or bucket and request id only.
 */
import { Tracer } from '@aws-lambda-powertools/tracer';

export const tracer = new Tracer({ captureHTTPsRequests: false });

/** The same AWS SDK v3 client, with an X-Ray subsegment per call when tracing is on. */
export function traceAwsClient<T>(client: T): T {
  return tracer.captureAWSv3Client(client);
}

/** Marks the current (sub)segment as failed; the error's message is recorded only if allowed by the environment. */
export function markTraceError(error: unknown): void {
  if (!tracer.isTracingEnabled()) return;
  tracer.addErrorAsMetadata(error instanceof Error ? error : new Error(typeof error));
}

/**
 * Runs one invocation inside a `## <handler>` subsegment annotated with ColdStart and Service, as
 * Powertools' own handler decorator does.
 */
export async function traceInvocation<T>(handlerName: string, fn: () => Promise<T>): Promise<T> {
  if (!tracer.isTracingEnabled()) return fn();
  const parent = tracer.getSegment();
  const subsegment = parent?.addNewSubsegment(`## ${handlerName}`);
  if (subsegment) tracer.setSegment(subsegment);
  tracer.annotateColdStart();
  tracer.addServiceNameAnnotation();
  try {
    return await fn();
  } catch (error) {
    markTraceError(error);
    throw error;
  } finally {
    subsegment?.close();
    if (parent) tracer.setSegment(parent);
  }
}
