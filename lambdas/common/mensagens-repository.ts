/**
 * The mensagens table: the consultation transcript, the clinical record kept for 20 years
 * (Lei 13.787/2018). Items are keyed by consultation and `seq`, allocated by an atomic counter on
 * the consultas item, so the stored order is the chat order whatever the clocks say; a message is
 * written once (conditional put) and never changed.
 */
import { type DynamoDBDocumentClient, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { MensagemChat } from '#shared/schemas/chat.js';
import { readItems, mensagemItemSchema, type MensagemItem } from './itens.js';

export type { MensagemItem };

export interface MensagensRepository {
  readonly table: string;
  /** The whole transcript, in order. */
  list(consultaId: string): Promise<MensagemItem[]>;
  /** Stores new messages (each at most once). */
  put(items: readonly MensagemItem[]): Promise<void>;
  /** The transaction item that stores one new message, for a caller's transaction. */
  putTransactItem(item: MensagemItem): { Put: { TableName: string; Item: MensagemItem; ConditionExpression: string } };
}

const NOVA = 'attribute_not_exists(seq)';

export function createMensagensRepository(deps: { db: DynamoDBDocumentClient; table: string }): MensagensRepository {
  const { db, table } = deps;
  const putTransactItem = (item: MensagemItem) => ({ Put: { TableName: table, Item: item, ConditionExpression: NOVA } });

  return {
    table,
    putTransactItem,

    async list(consultaId) {
      const items: MensagemItem[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'consulta_id = :consulta',
            ExpressionAttributeValues: { ':consulta': consultaId },
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        items.push(...readItems('mensagens', mensagemItemSchema, page.Items));
        start = page.LastEvaluatedKey;
      } while (start);
      return items;
    },

    async put(items) {
      if (items.length === 0) return;
      if (items.length === 1 && items[0]) {
        await db.send(new PutCommand({ TableName: table, Item: items[0], ConditionExpression: NOVA }));
        return;
      }
      // A message with its attachments is stored all together or not at all.
      await db.send(new TransactWriteCommand({ TransactItems: items.map(putTransactItem) }));
    },
  };
}

/** A stored message as the API shows it to the patient (never `retido`). */
export function toMensagemChat(item: MensagemItem): MensagemChat {
  return {
    id: item.id,
    seq: item.seq,
    autor: item.autor,
    texto: item.texto,
    tipo: item.tipo,
    ...(item.arquivo ? { arquivo: item.arquivo } : {}),
    criadoEm: item.criado_em,
  };
}
