/**
 * What every invocation gets, HTTP or streaming: the request id as the logs' correlation id, an
 * X-Ray subsegment, and the business metrics written once at the end.
 */
import { logger } from './logger.js';
import { flushMetrics } from './metrics.js';
import { traceInvocation } from './tracing.js';

/** The parts of an API Gateway / Function URL event this needs. */
export interface ObservedEvent {
  readonly requestContext?: { readonly requestId?: string };
}

export async function observeInvocation<T>(handlerName: string, event: ObservedEvent, fn: () => Promise<T>): Promise<T> {
  logger.resetKeys();
  const requestId = event.requestContext?.requestId;
  if (requestId) logger.setCorrelationId(requestId);
  try {
    return await traceInvocation(handlerName, fn);
  } finally {
    flushMetrics();
  }
}
