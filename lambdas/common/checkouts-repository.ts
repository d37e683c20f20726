/**
 * The checkouts table: the anonymous payer's handle on one paid consultation. Its id is the
 * checkout secret (128 CSPRNG bits, hex) that the SPA keeps in session storage; whoever holds it may
 * read the payment status and get the consultation's chat token, nothing else.
 */
import { randomBytes as cryptoRandomBytes } from 'node:crypto';
import type { DocumentClient } from './aws/dynamodb.js';
import type { Pix } from '../../shared/schemas/pagamentos.js';

/** A checkout is kept for 30 days (TTL); the recovery page covers later returns for account holders. */
export const CHECKOUT_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface CheckoutItem {
  readonly id: string;
  readonly consulta_id: string;
  readonly paciente_id: string;
  readonly medico_id: number;
  readonly asaas_customer_id: string;
  readonly asaas_payment_id: string;
  readonly invoice_url: string;
  /** The PIX QR code, fetched from Asaas once and cached. */
  readonly pix?: Pix;
  readonly created_at: string;
  /** Epoch seconds; the TTL attribute. DynamoDB Local never deletes, so readers check it. */
  readonly expires_at: number;
}

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

export function createCheckoutsRepository(deps: { db: DocumentClient; table: string }): CheckoutsRepository {
  const { db, table } = deps;
  return {
    table,
    async get(id, nowMs) {
      const item = (await db.get({ TableName: table, Key: { id }, ConsistentRead: true })).Item as
        | CheckoutItem
        | undefined;
      if (!item || item.expires_at * 1000 <= nowMs) return undefined;
      return item;
    },
    async cachePix(id, pix) {
      await db.update({
        TableName: table,
        Key: { id },
        UpdateExpression: 'SET pix = if_not_exists(pix, :pix)',
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeValues: { ':pix': pix },
      });
    },
  };
}
