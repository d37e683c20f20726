/**
 * The consultas table as the payment, webhook, chat-token and consultation handlers use it. Every
 * state change is a conditional update, so the payment status only moves forward
 * (pendente → aprovado → estornado, or pendente → estornado) whatever order events arrive in.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { consultaRegras } from '#shared/constants.js';
import type { StatusPagamento } from '#shared/schemas/consultas.js';
import { consultaItemSchema, readItem, readItems, type ConsultaItem } from './itens.js';

export type { ConsultaItem };

/** Whether the transition from `from` to `to` moves forward (the webhook's state machine). */
export function isForwardTransition(from: StatusPagamento, to: StatusPagamento): boolean {
  if (to === 'aprovado') return from === 'pendente';
  if (to === 'estornado') return from === 'pendente' || from === 'aprovado';
  return false;
}

/** The payment states from which a move to `to` is allowed. */
export function allowedSources(to: StatusPagamento): StatusPagamento[] {
  return (['pendente', 'aprovado', 'estornado'] as const).filter((from) => isForwardTransition(from, to));
}

const DURACAO_MS = consultaRegras.duracaoMinutos * 60_000;

/**
 * Whether the consultation's 30 minutes are over (consultaRegras.duracaoMinutos, counted on the
 * server clock from the first opening; never before it).
 */
export function tempoEsgotado(consulta: Pick<ConsultaItem, 'utilizada_em'>, nowMs: number): boolean {
  return consulta.utilizada_em !== undefined && nowMs >= Date.parse(consulta.utilizada_em) + DURACAO_MS;
}

/**
 * Whether a consultation still gives access: approved, not ended, and either not opened yet or
 * opened less than 30 minutes ago (enforced here, not in the page).
 */
export function isConsultaAberta(consulta: Pick<ConsultaItem, 'status_pagamento' | 'status_consulta' | 'utilizada_em'>, nowMs: number): boolean {
  return consulta.status_pagamento === 'aprovado' && consulta.status_consulta !== 'encerrada' && !tempoEsgotado(consulta, nowMs);
}

export interface ConsultasRepository {
  readonly table: string;
  get(id: string): Promise<ConsultaItem | undefined>;
  /** Newest first, at most `limit`. */
  listByPaciente(pacienteId: string, limit?: number): Promise<ConsultaItem[]>;
  put(item: ConsultaItem): Promise<void>;
  /**
   * Moves the payment status to `to` if the move is forward and the payment is this consultation's.
   * Returns false when the condition did not hold (duplicate, out of order, or another payment).
   */
  transition(id: string, paymentId: string, to: 'aprovado' | 'estornado', at: string): Promise<boolean>;
  /** Sets utilizada_em and em_andamento the first time; returns the instant the 30 minutes started. */
  markUsed(id: string, at: string): Promise<string | undefined>;
}

export function createConsultasRepository(deps: { db: DynamoDBDocumentClient; table: string }): ConsultasRepository {
  const { db, table } = deps;
  const get = async (id: string): Promise<ConsultaItem | undefined> => {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }));
    return readItem('consultas', consultaItemSchema, Item);
  };

  return {
    table,
    get,

    async listByPaciente(pacienteId, limit = 50) {
      const result = await db.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'by-paciente',
          KeyConditionExpression: 'paciente_id = :paciente',
          ExpressionAttributeValues: { ':paciente': pacienteId },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return readItems('consultas', consultaItemSchema, result.Items);
    },

    async put(item) {
      await db.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
    },

    async transition(id, paymentId, to, at) {
      const sources = allowedSources(to);
      const sourceNames = sources.map((_, index) => `:from${index}`);
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: { id },
            UpdateExpression: `SET status_pagamento = :to, ${to === 'aprovado' ? 'aprovado_em' : 'estornado_em'} = :at`,
            ConditionExpression: `asaas_payment_id = :payment AND status_pagamento IN (${sourceNames.join(', ')})`,
            ExpressionAttributeValues: {
              ':to': to,
              ':at': at,
              ':payment': paymentId,
              ...Object.fromEntries(sources.map((source, index) => [`:from${index}`, source])),
            },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },

    async markUsed(id, at) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: { id },
            UpdateExpression: 'SET utilizada_em = :at, status_consulta = :emAndamento',
            ConditionExpression:
              'attribute_not_exists(utilizada_em) AND status_pagamento = :aprovado AND status_consulta = :agendada',
            ExpressionAttributeValues: { ':at': at, ':emAndamento': 'em_andamento', ':aprovado': 'aprovado', ':agendada': 'agendada' },
          }),
        );
        return at;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        // Already opened (a re-entry or a concurrent first opening): the first instant stands.
        return (await get(id))?.utilizada_em;
      }
    },
  };
}
