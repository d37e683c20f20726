/**
 * What every invocation gets, HTTP or streaming: the request id as the logs' correlation id, an
 * X-Ray subsegment `## <handler>` from Powertools' Tracer (annotated ColdStart and Service, as the
 * Tracer's own middleware does), and the business metrics written once at the end.
 *
 * LGPD art. 11: a handler's response is never attached to the trace, and a failure is recorded by
 * its error name only. The Tracer records an error's message and stack, and a message may quote
 * health data (a model's answer, a parse error over a patient's text), so it is given a copy that
 * keeps the name alone.
 */
import { logger } from './logger.js';
import { flushMetrics } from './metrics.js';
import { tracer } from './tracer.js';

/** The parts of an API Gateway / Function URL event this needs. */
export interface ObservedEvent {
  readonly requestContext?: { readonly requestId?: string };
}

/** The same failure for the trace: its name, nothing of its message or stack. */
export function errorNameOnly(error: unknown): Error {
  const named = new Error('');
  named.name = error instanceof Error ? error.name : typeof error;
  named.stack = '';
  return named;
}

/** Marks the current invocation's subsegment as failed (a handled 5xx, for one), by the error's name. */
export function markTraceError(error: unknown): void {
  tracer.addErrorAsMetadata(errorNameOnly(error));
}

export async function observeInvocation<T>(handlerName: string, event: ObservedEvent, fn: () => Promise<T>): Promise<T> {
  logger.resetKeys();
  const requestId = event.requestContext?.requestId;
  if (requestId) logger.setCorrelationId(requestId);
  // Outside Lambda (locally, in tests) the Tracer is off and every call below does nothing.
  const functionSegment = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
  const handlerSegment = functionSegment?.addNewSubsegment(`## ${handlerName}`);
  if (handlerSegment) {
    tracer.setSegment(handlerSegment);
    tracer.annotateColdStart();
    tracer.addServiceNameAnnotation();
  }
  try {
    return await fn();
  } catch (error) {
    markTraceError(error);
    throw error;
  } finally {
    if (handlerSegment && functionSegment) {
      handlerSegment.close();
      tracer.setSegment(functionSegment);
    }
    flushMetrics();
  }
}
