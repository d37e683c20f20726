/**
 * The visitors-online recount (definitions/schedules.ts `presence-aggregator`): each pass sums the
 * counter items of the last beat period (presence-slots.ts), records the `visitorsOnline` metric and,
 * when shouldPublish says so, writes the `published` item the heartbeats answer with and broadcasts
 * the count on the presence channel. The broadcasts cost the same whatever the crowd: at most one a
 * pass, one message per open tab.
 *
 * EventBridge runs the function once a minute, its shortest period; one run makes a pass every
 * PASS_SECONDS until the next run is due (runPasses). The `published` item's condition keeps two
 * overlapping runs (a late start, a retry) from broadcasting twice within a pass.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PRESENCE } from '#shared/constants.js';
import { PRESENCE_CHANNEL, type PresenceEvent } from '#shared/schemas/presence.js';
import { logger } from '../common/logger.js';
import type { EventPublisher } from '../common/realtime-publisher.js';
import { counterVisitors, publishedCount } from './presence-items.js';
import { PUBLISHED_KEY, shouldPublish, slotAt, windowKeys } from './presence-slots.js';

/** DynamoDB's limit of keys per BatchGetItem. */
const BATCH_GET_KEYS = 100;
/** Attempts at the keys DynamoDB left unprocessed (throttling) before the pass gives up. */
const BATCH_GET_ATTEMPTS = 5;

export interface AggregatorDependencies {
  readonly db: DynamoDBDocumentClient;
  readonly table: string;
  readonly publisher: EventPublisher;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
  /** Told each pass's count (the `visitorsOnline` metric). */
  readonly recordOnline?: (online: number) => void;
  readonly sleep?: (ms: number) => Promise<void>;
}

export interface PassResult {
  readonly online: number;
  readonly published: boolean;
}

export interface PresenceAggregator {
  /** One recount, and its broadcast when due. */
  pass(): Promise<PassResult>;
}

export class PresenceCountUnavailableError extends Error {
  constructor(readonly unprocessedKeys: number) {
    super(`presence: ${unprocessedKeys} counter items still unprocessed after ${BATCH_GET_ATTEMPTS} attempts`);
    this.name = new.target.name;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The recount alone, without storing or broadcasting anything: the sum of `visitors` over the counter
 * items of the window of `nowMs`, eventually consistent (a beat a moment old may wait for the next
 * pass). The goodbye's condition keeps every item at zero or more; the count is clamped all the same.
 */
export function createWindowCounter(deps: Pick<AggregatorDependencies, 'db' | 'table' | 'sleep'>): (nowMs: number) => Promise<number> {
  const sleep = deps.sleep ?? defaultSleep;

  async function sumOf(keys: readonly string[]): Promise<number> {
    const chunks: string[][] = [];
    for (let start = 0; start < keys.length; start += BATCH_GET_KEYS) chunks.push(keys.slice(start, start + BATCH_GET_KEYS));
    const sums = await Promise.all(
      chunks.map(async (chunk) => {
        let pending: Record<string, unknown>[] = chunk.map((pk) => ({ pk }));
        let sum = 0;
        for (let attempt = 0; pending.length > 0; attempt += 1) {
          if (attempt === BATCH_GET_ATTEMPTS) throw new PresenceCountUnavailableError(pending.length);
          if (attempt > 0) await sleep(50 * 2 ** attempt);
          const result = await deps.db.send(
            new BatchGetCommand({ RequestItems: { [deps.table]: { Keys: pending, ProjectionExpression: 'pk, visitors' } } }),
          );
          for (const item of result.Responses?.[deps.table] ?? []) sum += counterVisitors(item);
          pending = (result.UnprocessedKeys?.[deps.table]?.Keys ?? []) as Record<string, unknown>[];
        }
        return sum;
      }),
    );
    return sums.reduce((total, sum) => total + sum, 0);
  }

  return async (nowMs) => Math.max(0, await sumOf(windowKeys(slotAt(nowMs))));
}

export function createPresenceAggregator(deps: AggregatorDependencies): PresenceAggregator {
  const now = deps.now ?? Date.now;
  const count = createWindowCounter(deps);

  return {
    async pass() {
      const nowMs = now();
      const online = await count(nowMs);
      deps.recordOnline?.(online);

      const stored = await deps.db.send(new GetCommand({ TableName: deps.table, Key: { pk: PUBLISHED_KEY }, ConsistentRead: true }));
      if (!shouldPublish(publishedCount(stored.Item), online, nowMs)) return { online, published: false };

      const at = new Date(nowMs).toISOString();
      try {
        await deps.db.send(
          new UpdateCommand({
            TableName: deps.table,
            Key: { pk: PUBLISHED_KEY },
            UpdateExpression: 'SET #online = :online, #at = :at, published_ms = :ms',
            ConditionExpression: 'attribute_not_exists(published_ms) OR published_ms <= :latest',
            ExpressionAttributeNames: { '#online': 'online', '#at': 'at' },
            ExpressionAttributeValues: { ':online': online, ':at': at, ':ms': nowMs, ':latest': nowMs - PRESENCE.PASS_SECONDS * 1000 },
          }),
        );
      } catch (error) {
        // Another run broadcast within this pass period.
        if (error instanceof ConditionalCheckFailedException) return { online, published: false };
        throw error;
      }
      const event: PresenceEvent = { online, at };
      try {
        await deps.publisher.publish(PRESENCE_CHANNEL, [event]);
      } catch (error) {
        // The heartbeats' answers carry the stored count within a beat period: a lost broadcast
        // delays the badge, it does not stop the recount.
        logger.warn('presence broadcast failed', { errorName: error instanceof Error ? error.name : 'unknown' });
      }
      return { online, published: true };
    },
  };
}

export interface PassSchedule {
  readonly now: () => number;
  readonly sleep: (ms: number) => Promise<void>;
  /** No pass starts after this instant (the next run's). */
  readonly untilMs: number;
}

/**
 * Runs `pass` at once and then every PASS_SECONDS while that is not after `untilMs`. A failed pass
 * is logged and the next one tried; the run fails only when every pass did (so the schedule's
 * retries and alarm see it).
 */
export async function runPasses(pass: () => Promise<unknown>, schedule: PassSchedule): Promise<number> {
  const start = schedule.now();
  const everyMs = PRESENCE.PASS_SECONDS * 1000;
  let done = 0;
  let lastError: unknown;
  for (let index = 0; index === 0 || start + index * everyMs <= schedule.untilMs; index += 1) {
    if (index > 0) await schedule.sleep(start + index * everyMs - schedule.now());
    try {
      await pass();
      done += 1;
    } catch (error) {
      lastError = error;
      logger.error('presence pass failed', { errorName: error instanceof Error ? error.name : 'unknown' });
    }
  }
  if (done === 0) throw lastError;
  return done;
}
