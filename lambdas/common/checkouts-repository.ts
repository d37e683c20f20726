/**
 * The checkouts table: the anonymous payer's handle on one paid consultation. Its id is the
 * checkout secret (128 CSPRNG bits, hex) that the SPA keeps in session storage; whoever holds it may
 * read the payment status and get the consultation's chat token, nothing else.
 */
import { randomBytes as cryptoRandomBytes } from 'node:crypto';
import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Pix } from '#shared/schemas/pagamentos.js';
import { checkoutItemSchema, readItem, type CheckoutItem } from './itens.js';

/** A checkout is kept for 30 days (TTL); the recovery page covers later returns for account holders. */
export const CHECKOUT_TTL_SECONDS = 30 * 24 * 60 * 60;

export type { CheckoutItem };

/** A new checkout id: 16 CSPRNG bytes as 32 hex digits (valid in an AppSync channel name). */
export function generateCheckoutId(randomBytes: (size: number) => Buffer = cryptoRandomBytes): string {
  return randomBytes(16).toString('hex');
}

export interface CheckoutsRepository {
  readonly table: string;
  /** The checkout, unless unknown or expired. */
  get(id: string, nowMs: number): Promise<CheckoutItem | undefined>;
  cachePix(id: string, pix: Pix): Promise<void>;
}

export function createCheckoutsRepository(deps: { db: DynamoDBDocumentClient; table: string }): CheckoutsRepository {
  const { db, table } = deps;
  return {
    table,
    async get(id, nowMs) {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }));
      const item = readItem('checkouts', checkoutItemSchema, Item);
      if (!item || item.expires_at * 1000 <= nowMs) return undefined;
      return item;
    },
    async cachePix(id, pix) {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { id },
          UpdateExpression: 'SET pix = if_not_exists(pix, :pix)',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: { ':pix': pix },
        }),
      );
    },
  };
}
