/**
 * Contact-form messages: stored once under a fresh id, after a per-IP rate limit.
 *
 * The rate limit is one atomic counter item per (IP, minute) in the same table: an UpdateCommand
 * adds 1 only while the counter is below the limit, so concurrent requests can never pass it. The
 * IP is kept as a hash (LGPD: the counter needs to tell visitors apart, not to know who they are),
 * and the item carries a TTL so DynamoDB removes it; DynamoDB Local keeps it, but a past minute's
 * key is never read again.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash, randomUUID } from 'node:crypto';
import type { ContatoRequest } from '#shared/schemas/contato.js';
import { TooManyRequestsError } from '../common/errors.js';

/** Messages one IP may send per minute; enough for a family behind one router, too few for a spammer. */
export const CONTATO_LIMITE_POR_MINUTO = 5;

export interface ContatoDependencies {
  readonly db: DynamoDBDocumentClient;
  readonly table: string;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
  readonly newId?: () => string;
  readonly limitePorMinuto?: number;
}

/** Where a message came from: only used for the rate limit, never stored with the message. */
export interface OrigemContato {
  readonly ip: string;
}

export interface ContatoService {
  create(contato: ContatoRequest, origem: OrigemContato): Promise<{ id: string }>;
}

/** The stored item: the validated, normalised form plus its id and creation instant. */
export interface ContatoItem extends ContatoRequest {
  readonly id: string;
  readonly created_at: string;
}

export function createContatoService(deps: ContatoDependencies): ContatoService {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomUUID;
  const limite = deps.limitePorMinuto ?? CONTATO_LIMITE_POR_MINUTO;

  async function countRequest(ip: string, at: number): Promise<void> {
    const minute = Math.floor(at / 60_000);
    const ipHash = createHash('sha256').update(ip).digest('hex').slice(0, 32);
    try {
      await deps.db.send(
        new UpdateCommand({
          TableName: deps.table,
          Key: { id: `ratelimit#${ipHash}#${minute}` },
          UpdateExpression: 'ADD requests :one SET expires_at = :expires',
          ConditionExpression: 'attribute_not_exists(requests) OR requests < :limite',
          ExpressionAttributeValues: { ':one': 1, ':limite': limite, ':expires': (minute + 2) * 60 },
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) throw new TooManyRequestsError(undefined, { cause: error });
      throw error;
    }
  }

  return {
    async create(contato, origem) {
      const at = now();
      await countRequest(origem.ip, at);
      const item: ContatoItem = { ...contato, id: newId(), created_at: new Date(at).toISOString() };
      await deps.db.send(new PutCommand({ TableName: deps.table, Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
      return { id: item.id };
    },
  };
}
