/**
 * X-Ray tracing through Powertools' Tracer: one per container. It is active only inside Lambda with
 * active tracing on; locally and in the tests it records nothing.
 *
 * Every AWS SDK client a handler makes goes through `traceClient`, so each call gets its own
 * subsegment (service, operation, region, request id, status). LGPD art. 11: responses and error
 * messages are not recorded (`captureHTTPsRequests` stays off for outbound calls' bodies, and the
 * handler's result is never added as metadata).
 */
import { Tracer } from '@aws-lambda-powertools/tracer';

export const tracer = new Tracer({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'zapsaude',
  // A handler's response can hold health data: never attach it (or an error's text) to a trace.
  captureHTTPsRequests: false,
});

/** The same SDK client, each of its calls traced as a subsegment of the invocation. */
export function traceClient<T>(client: T): T {
  return tracer.captureAWSv3Client(client);
}
