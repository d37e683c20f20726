/**
 * Visitors online, counted in O(1) per heartbeat without a Scan.
 *
 * Time is cut into slots of PRESENCE_SLOT_SECONDS. A tab that beats in a slot writes a marker
 * item for (visitor, slot) and, only when that marker is new, adds 1 to the slot's counter, in one
 * transaction. The count shown is max(counter of this slot, counter of the previous slot): the
 * previous slot is complete, the current one catches newcomers at once. A tab beats more often than
 * once a slot, so an open tab is always counted; a tab that vanishes without saying goodbye drops
 * out after at most two slots (60 s). A tab that closes normally sends `leave`, which removes its
 * markers from both slots and decrements their counters.
 *
 * Expired items are never read again (DynamoDB TTL removes them in AWS; locally they just stay).
 */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, type DynamoDBDocumentClient, TransactWriteCommand, type TransactWriteCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PRESENCE } from '#shared/constants.js';
import { PRESENCE_CHANNEL, type PresenceEvent } from '#shared/schemas/presence.js';
import type { EventPublisher } from '../common/realtime-publisher.js';
import { logger } from '../common/logger.js';

export interface PresenceDependencies {
  readonly db: DynamoDBDocumentClient;
  readonly table: string;
  readonly publisher: EventPublisher;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
}

export interface PresenceService {
  heartbeat(visitorId: string): Promise<number>;
  leave(visitorId: string): Promise<number>;
}

const PUBLISHED_KEY = 'published';

export function createPresenceService(deps: PresenceDependencies): PresenceService {
  const slotSeconds = PRESENCE.SLOT_SECONDS;
  const now = deps.now ?? Date.now;
  const slotAt = (ms: number) => Math.floor(ms / 1000 / slotSeconds);
  // Items outlive the two slots that are read, then TTL may remove them.
  const expiresAt = (slot: number) => (slot + 3) * slotSeconds;
  const markerKey = (visitorId: string, slot: number) => `visitor#${visitorId}#${slot}`;
  const counterKey = (slot: number) => `count#${slot}`;

  async function countOnline(slot: number): Promise<number> {
    const keys = [{ pk: counterKey(slot) }, { pk: counterKey(slot - 1) }];
    const result = await deps.db.send(
      new BatchGetCommand({
        RequestItems: { [deps.table]: { Keys: keys, ProjectionExpression: 'visitors', ConsistentRead: true } },
      }),
    );
    const counts = (result.Responses?.[deps.table] ?? []).map((item) => Number(item.visitors ?? 0));
    return Math.max(0, ...counts);
  }

  /** Publishes the count only when it differs from the last one published, so N tabs cost O(changes). */
  async function publishIfChanged(online: number): Promise<void> {
    const at = new Date(now()).toISOString();
    try {
      await deps.db.send(
        new UpdateCommand({
          TableName: deps.table,
          Key: { pk: PUBLISHED_KEY },
          UpdateExpression: 'SET #online = :online, published_at = :at',
          ConditionExpression: 'attribute_not_exists(#online) OR #online <> :online',
          ExpressionAttributeNames: { '#online': 'online' },
          ExpressionAttributeValues: { ':online': online, ':at': at },
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return;
      throw error;
    }
    const event: PresenceEvent = { online, at };
    try {
      await deps.publisher.publish(PRESENCE_CHANNEL, [event]);
    } catch (error) {
      // The badge still updates from heartbeat responses; a lost broadcast is not worth a failed beat.
      logger.warn('presence broadcast failed', { errorName: error instanceof Error ? error.name : 'unknown' });
    }
  }

  /** Runs a transaction whose only expected failure is its condition; reports whether it applied. */
  async function transactIfCondition(transaction: TransactWriteCommandInput): Promise<boolean> {
    try {
      await deps.db.send(new TransactWriteCommand(transaction));
      return true;
    } catch (error) {
      const conditionFailed =
        error instanceof TransactionCanceledException &&
        (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed');
      if (conditionFailed) return false;
      throw error;
    }
  }

  return {
    async heartbeat(visitorId) {
      const slot = slotAt(now());
      await transactIfCondition({
        TransactItems: [
          {
            Put: {
              TableName: deps.table,
              Item: { pk: markerKey(visitorId, slot), expires_at: expiresAt(slot) },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: deps.table,
              Key: { pk: counterKey(slot) },
              UpdateExpression: 'ADD visitors :one SET expires_at = :expires',
              ExpressionAttributeValues: { ':one': 1, ':expires': expiresAt(slot) },
            },
          },
        ],
      });
      const online = await countOnline(slot);
      await publishIfChanged(online);
      return online;
    },

    async leave(visitorId) {
      const slot = slotAt(now());
      for (const counted of [slot, slot - 1]) {
        await transactIfCondition({
          TransactItems: [
            {
              Delete: {
                TableName: deps.table,
                Key: { pk: markerKey(visitorId, counted) },
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
            {
              Update: {
                TableName: deps.table,
                Key: { pk: counterKey(counted) },
                UpdateExpression: 'ADD visitors :minusOne',
                ConditionExpression: 'visitors > :zero',
                ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
              },
            },
          ],
        });
      }
      const online = await countOnline(slot);
      await publishIfChanged(online);
      return online;
    },
  };
}
