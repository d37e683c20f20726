/**
 * The visitors heartbeat and goodbye (POST /api/presence, /api/presence/leave), at a constant cost
 * per beat whatever the crowd: a beat is at most ONE UpdateItem ADD on a sharded counter item
 * (presence-slots.ts says which), no transaction and no read of a shared item per request. The
 * answer carries the last count the aggregator broadcast (aggregator.ts), read from the `published`
 * item at most once per PUBLISHED_CACHE_MS per container, so a million tabs do not read one item
 * 22,000 times a second.
 *
 * Expired items are never read again (DynamoDB TTL removes them in AWS; locally they just stay).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PresenceCount, PresenceResponse } from '#shared/schemas/presence.js';
import { logger } from '../common/logger.js';
import { publishedCount } from './presence-items.js';
import {
  counterExpiresAt,
  counterKey,
  creditBeat,
  creditStillCounted,
  nextBeatInMs,
  PUBLISHED_KEY,
  shardOf,
  slotAt,
} from './presence-slots.js';

/** How long a container reuses the count it read: well under a pass, so a broadcast reaches the answers soon. */
export const PUBLISHED_CACHE_MS = 5_000;

export interface PresenceDependencies {
  readonly db: DynamoDBDocumentClient;
  readonly table: string;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
  readonly publishedCacheMs?: number;
}

export interface PresenceService {
  /** Counts (or keeps counting) this tab; `previousSlot` is the slot its last beat was credited to. */
  heartbeat(visitorId: string, previousSlot?: number): Promise<PresenceResponse>;
  /** Takes back the tab's credit in `slot`, so a closing tab leaves the count at the next recount. */
  leave(visitorId: string, slot: number): Promise<PresenceCount>;
}

export function createPresenceService(deps: PresenceDependencies): PresenceService {
  const now = deps.now ?? Date.now;
  const cacheMs = deps.publishedCacheMs ?? PUBLISHED_CACHE_MS;
  let cached: { online: number; until: number } | undefined;
  let reading: Promise<number> | undefined;

  /**
   * The last count broadcast, from this container's cache when it is recent. A failed read answers
   * the last count known: the beat's own write has happened, and failing the answer would make the
   * tab lose the credit it was given.
   */
  async function lastPublished(): Promise<number> {
    if (cached && cached.until > now()) return cached.online;
    reading ??= deps.db
      .send(
        new GetCommand({
          TableName: deps.table,
          Key: { pk: PUBLISHED_KEY },
          ProjectionExpression: '#online, published_ms',
          ExpressionAttributeNames: { '#online': 'online' },
        }),
      )
      .then((result) => {
        const online = publishedCount(result.Item)?.online ?? 0;
        cached = { online, until: now() + cacheMs };
        return online;
      })
      .catch((error: unknown) => {
        logger.warn('presence: count unreadable, answering the last known', { errorName: error instanceof Error ? error.name : 'unknown' });
        return cached?.online ?? 0;
      })
      .finally(() => (reading = undefined));
    return reading;
  }

  return {
    async heartbeat(visitorId, previousSlot) {
      const nowMs = now();
      const credit = creditBeat(slotAt(nowMs), previousSlot);
      if (credit.write) {
        await deps.db.send(
          new UpdateCommand({
            TableName: deps.table,
            Key: { pk: counterKey(credit.slot, shardOf(visitorId)) },
            UpdateExpression: 'ADD visitors :one SET expires_at = :expires',
            ExpressionAttributeValues: { ':one': 1, ':expires': counterExpiresAt(credit.slot) },
          }),
        );
      }
      return { online: await lastPublished(), slot: credit.slot, nextBeatInMs: nextBeatInMs(visitorId, credit.slot, nowMs) };
    },

    async leave(visitorId, slot) {
      if (creditStillCounted(slot, slotAt(now()))) {
        try {
          await deps.db.send(
            new UpdateCommand({
              TableName: deps.table,
              Key: { pk: counterKey(slot, shardOf(visitorId)) },
              UpdateExpression: 'ADD visitors :minusOne',
              // A goodbye only takes back what a beat added to this item: a forged one cannot push
              // an item, and so the count, below zero.
              ConditionExpression: 'visitors > :zero',
              ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
            }),
          );
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }
      return { online: await lastPublished() };
    },
  };
}
