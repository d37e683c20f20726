/**
 * The scheduled visitors-online recount (definitions/schedules.ts `presence-aggregator`; no HTTP).
 * In Lambda one invocation makes a pass every PASS_SECONDS until the next minute's invocation is
 * due; the local stack calls it on its own timer, one pass a call (it passes no Lambda context).
 */
import type { Context } from 'aws-lambda';
import { PRESENCE } from '#shared/constants.js';
import { tableName } from '../common/dynamo.js';
import { recordMetric } from '../common/metrics.js';
import { observeInvocation } from '../common/observability.js';
import { createEventPublisherFromEnv } from '../common/realtime-publisher.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { createPresenceAggregator, runPasses, type PresenceAggregator } from './aggregator.js';

/** EventBridge's period for this schedule: a run's passes stop before the next run starts. */
const RUN_EVERY_MS = 60_000;
/** Time left for the last pass before the function's timeout. */
const LAST_PASS_MS = 5_000;

let aggregator: PresenceAggregator | undefined;
const build = (): PresenceAggregator =>
  (aggregator ??= createPresenceAggregator({
    db: dynamoDocumentClient(),
    table: tableName('presence'),
    publisher: createEventPublisherFromEnv(),
    recordOnline: (online) => recordMetric('visitorsOnline', online),
  }));

export const aggregate = async (
  event?: { readonly id?: string },
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<{ passes: number }> =>
  observeInvocation('presence-aggregator', { requestContext: { requestId: event?.id } }, async () => {
    const presence = build();
    if (!context) {
      await presence.pass();
      return { passes: 1 };
    }
    const start = Date.now();
    const lastPassBy = Math.min(RUN_EVERY_MS - PRESENCE.PASS_SECONDS * 1000, context.getRemainingTimeInMillis() - LAST_PASS_MS);
    const passes = await runPasses(() => presence.pass(), {
      now: Date.now,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
      untilMs: start + lastPassBy,
    });
    return { passes };
  });
