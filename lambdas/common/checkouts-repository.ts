/**
 * The checkouts table: the anonymous payer's handle on one paid consultation. The checkout secret
 * (256 CSPRNG bits, hex) is shown to the SPA once, which keeps it in local storage; the table, the
 * consultation and the logs only ever hold its sha256, as the chat tokens do, so a read of the
 * tables or of a backup gives nothing to present. Whoever holds the secret may read the payment
 * status, get the consultation's chat token and, in the test stages, simulate its payment.
 *
 * The waiting page's realtime channel is neither: it is derived from the first checkout's hash
 * (`canalDoCheckout`), which the webhook reads on the consultation, and it only announces the
 * status of that payment.
 */
import { createHash, randomBytes as cryptoRandomBytes } from 'node:crypto';
import { type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Pix } from '#shared/schemas/pagamentos.js';
import { checkoutItemSchema, readItem, type CheckoutItem } from './itens.js';

/** A checkout is kept for 30 days (TTL); the recovery page covers later returns for account holders. */
export const CHECKOUT_TTL_SECONDS = 30 * 24 * 60 * 60;

export type { CheckoutItem };

/** A new checkout secret: 32 CSPRNG bytes as 64 hex digits. */
export function generateCheckoutSecret(randomBytes: (size: number) => Buffer = cryptoRandomBytes): string {
  return randomBytes(32).toString('hex');
}

/** What is stored and looked up: the secret's sha256, hex (the checkouts table's key). */
export function hashCheckoutSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * The realtime channel name (after `/pagamentos/`) of a consultation's payment: 32 hex digits of a
 * sha256 of its first checkout's hash, so neither the secret nor the table key travels in it.
 */
export function canalDoCheckout(checkoutHash: string): string {
  return createHash('sha256').update(`zapsaude:canal-pagamento:${checkoutHash}`, 'utf8').digest('hex').slice(0, 32);
}

export interface CheckoutsRepository {
  readonly table: string;
  /** The checkout of a secret as the client sent it, unless unknown or expired. */
  get(secret: string, nowMs: number): Promise<CheckoutItem | undefined>;
  /** The checkout stored under a hash (the consultation's `checkout_id`), unless unknown or expired. */
  getByHash(hash: string, nowMs: number): Promise<CheckoutItem | undefined>;
  /**
   * A new secret for the same checkout (the payer proved the payment's e-mail elsewhere): stored as
   * a copy under the new secret's hash, with the same expiry; the first secret keeps working.
   */
  reissue(checkout: CheckoutItem, randomBytes?: (size: number) => Buffer): Promise<string>;
  cachePix(hash: string, pix: Pix): Promise<void>;
}

export function createCheckoutsRepository(deps: { db: DynamoDBDocumentClient; table: string }): CheckoutsRepository {
  const { db, table } = deps;
  const getByHash = async (hash: string, nowMs: number): Promise<CheckoutItem | undefined> => {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: { id: hash }, ConsistentRead: true }));
    const item = readItem('checkouts', checkoutItemSchema, Item);
    if (!item || item.expires_at * 1000 <= nowMs) return undefined;
    return item;
  };
  return {
    table,
    get: (secret, nowMs) => getByHash(hashCheckoutSecret(secret), nowMs),
    getByHash,
    async reissue(checkout, randomBytes) {
      const secret = generateCheckoutSecret(randomBytes);
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...checkout, id: hashCheckoutSecret(secret) } satisfies CheckoutItem,
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
      return secret;
    },
    async cachePix(hash, pix) {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { id: hash },
          UpdateExpression: 'SET pix = if_not_exists(pix, :pix)',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: { ':pix': pix },
        }),
      );
    },
  };
}
