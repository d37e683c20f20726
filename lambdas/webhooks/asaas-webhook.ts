/**
 * The Asaas payment webhook (DESIGN §3.5).
 *
 * - The `asaas-access-token` header is compared in constant time (sha256 of both sides, then
 *   timingSafeEqual, so neither the content nor the length leaks); a mismatch changes nothing.
 * - Each delivery is recorded by its event id with a conditional put: a duplicate is answered 200
 *   and dropped. If processing then fails, the record is removed again so Asaas' retry is processed.
 * - The consultation is found by `payment.externalReference` (our id) and must carry that very
 *   Asaas payment; its status only moves forward through conditional updates, so duplicates,
 *   replays and out-of-order deliveries cannot approve a refunded consultation.
 * - The follow-ups of a status (patient LIBERADO and the realtime events for an approval; revoking
 *   unused chat tokens for a refund) are idempotent and run again on a redelivery, so a crash
 *   between the status change and them heals on Asaas' retry.
 * Logs carry ids and event names only.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { ConditionalCheckFailedException, type DocumentClient } from '../common/aws/dynamodb.js';
import type { StatusPagamento } from '../../shared/schemas/consultas.js';
import { pacienteChannel, pagamentoChannel, type PacienteEvent, type PagamentoEvent } from '../../shared/schemas/pagamentos.js';
import {
  eventosAprovacao,
  eventosEstorno,
  type AsaasWebhook,
  type AsaasWebhookResponse,
} from '../../shared/schemas/webhook-asaas.js';
import type { ChatTokenService } from '../common/chat-token.js';
import type { ConsultaItem, ConsultasRepository } from '../common/consultas-repository.js';
import { logger } from '../common/logger.js';
import { recordMetric } from '../common/metrics.js';
import type { PacientesRepository } from '../common/pacientes-repository.js';
import type { EventPublisher } from '../common/realtime-publisher.js';

/** Event records are kept 90 days: far longer than Asaas keeps retrying a delivery. */
export const WEBHOOK_EVENT_TTL_SECONDS = 90 * 24 * 60 * 60;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison of the received token with the configured one. */
export function verifyWebhookToken(received: string | undefined, expected: string): boolean {
  if (received === undefined || received === '' || expected === '') return false;
  return timingSafeEqual(sha256(received), sha256(expected));
}

/** The status an event asks for, or undefined for events that change nothing here. */
export function targetStatus(event: string): 'aprovado' | 'estornado' | undefined {
  if ((eventosAprovacao as readonly string[]).includes(event)) return 'aprovado';
  if ((eventosEstorno as readonly string[]).includes(event)) return 'estornado';
  return undefined;
}

export interface AsaasWebhookDependencies {
  readonly db: DocumentClient;
  readonly webhookEventsTable: string;
  readonly consultas: ConsultasRepository;
  readonly pacientes: PacientesRepository;
  readonly chatTokens: ChatTokenService;
  readonly publisher: EventPublisher;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
}

export interface AsaasWebhookService {
  /** Processes one authenticated delivery; throws only on a storage failure (→ 500, Asaas retries). */
  receive(webhook: AsaasWebhook): Promise<AsaasWebhookResponse>;
}

export function createAsaasWebhookService(deps: AsaasWebhookDependencies): AsaasWebhookService {
  const now = deps.now ?? Date.now;

  async function record(webhook: AsaasWebhook, nowMs: number): Promise<boolean> {
    try {
      await deps.db.put({
        TableName: deps.webhookEventsTable,
        Item: {
          id: webhook.id,
          event: webhook.event,
          ...(webhook.payment?.id ? { payment_id: webhook.payment.id } : {}),
          status: 'recebido',
          received_at: new Date(nowMs).toISOString(),
          expires_at: Math.floor(nowMs / 1000) + WEBHOOK_EVENT_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(id)',
      });
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async function forget(eventId: string): Promise<void> {
    try {
      await deps.db.delete({
        TableName: deps.webhookEventsTable,
        Key: { id: eventId },
        ConditionExpression: '#status = :recebido',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':recebido': 'recebido' },
      });
    } catch (error) {
      logger.error('webhook event record not removed after a failure', {
        eventId,
        errorName: error instanceof Error ? error.name : 'unknown',
      });
    }
  }

  async function markProcessed(eventId: string): Promise<void> {
    try {
      await deps.db.update({
        TableName: deps.webhookEventsTable,
        Key: { id: eventId },
        UpdateExpression: 'SET #status = :processado',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':processado': 'processado' },
      });
    } catch (error) {
      // The work is done; the record still dedupes. Only the bookkeeping label is stale.
      logger.warn('webhook event not marked processed', { eventId, errorName: error instanceof Error ? error.name : 'unknown' });
    }
  }

  async function publish(channel: string, event: PagamentoEvent | PacienteEvent, ids: Record<string, string>): Promise<void> {
    try {
      await deps.publisher.publish(channel, [event]);
    } catch (error) {
      // The waiting screen falls back to polling the status; a lost event must not fail the webhook.
      logger.warn('realtime publish failed', { ...ids, errorName: error instanceof Error ? error.name : 'unknown' });
    }
  }

  async function afterApproval(consulta: ConsultaItem): Promise<void> {
    await deps.pacientes.setStatus(consulta.paciente_id, 'LIBERADO');
    const ids = { consultaId: consulta.id };
    if (consulta.checkout_id) {
      await publish(pagamentoChannel(consulta.checkout_id), { status_pagamento: 'aprovado', medicoId: consulta.medico_id }, ids);
    }
    const paciente = await deps.pacientes.get(consulta.paciente_id);
    if (paciente?.user_id) {
      await publish(
        await pacienteChannel(paciente.user_id),
        { tipo: 'consulta-liberada', consultaId: consulta.id, medicoId: consulta.medico_id },
        ids,
      );
    }
  }

  async function afterRefund(consulta: ConsultaItem): Promise<void> {
    const revoked = await deps.chatTokens.revokeUnused(consulta.id);
    logger.info('chat tokens revoked', { consultaId: consulta.id, revoked });
    if (consulta.checkout_id) {
      await publish(
        pagamentoChannel(consulta.checkout_id),
        { status_pagamento: 'estornado', medicoId: consulta.medico_id },
        { consultaId: consulta.id },
      );
    }
  }

  async function process(webhook: AsaasWebhook): Promise<AsaasWebhookResponse> {
    const to = targetStatus(webhook.event);
    const payment = webhook.payment;
    const ids = { eventId: webhook.id, event: webhook.event, asaasPaymentId: payment?.id ?? '' };
    if (!to || !payment) {
      logger.info('webhook event ignored', ids);
      return { recebido: true, ignorado: true };
    }
    const reference = payment.externalReference ?? '';
    const consulta = /^[0-9a-f-]{36}$/i.test(reference) ? await deps.consultas.get(reference) : undefined;
    if (!consulta || consulta.asaas_payment_id !== payment.id) {
      logger.warn('webhook for an unknown payment ignored', ids);
      return { recebido: true, ignorado: true };
    }

    const moved = await deps.consultas.transition(consulta.id, payment.id, to, new Date(now()).toISOString());
    const current: ConsultaItem | undefined = moved ? { ...consulta, status_pagamento: to } : await deps.consultas.get(consulta.id);
    const status: StatusPagamento = current?.status_pagamento ?? consulta.status_pagamento;
    if (!current || status !== to) {
      // E.g. a confirmation after a refund: never backwards.
      logger.info('webhook status change refused', { ...ids, consultaId: consulta.id, status });
      return { recebido: true, ignorado: true, status_pagamento: status };
    }
    if (to === 'aprovado' && moved) {
      recordMetric('paymentApproved', 1);
      // The consultation is created with its payment (lambdas/pagamentos), so this is payment → approval.
      recordMetric('paymentApprovalTime', (now() - Date.parse(consulta.data_criacao)) / 1000);
    }
    if (to === 'aprovado') await afterApproval(current);
    else await afterRefund(current);
    logger.info(moved ? 'payment status changed' : 'payment status confirmed again', { ...ids, consultaId: consulta.id, status });
    return { recebido: true, status_pagamento: status };
  }

  return {
    async receive(webhook) {
      if (!(await record(webhook, now()))) {
        logger.info('duplicate webhook delivery', { eventId: webhook.id, event: webhook.event });
        return { recebido: true, duplicado: true };
      }
      try {
        const answer = await process(webhook);
        await markProcessed(webhook.id);
        return answer;
      } catch (error) {
        await forget(webhook.id);
        throw error;
      }
    },
  };
}
