/**
 * The Asaas payment webhook (docs/arquitetura.md#payment-webhook).
 *
 * - The `asaas-access-token` header is compared in constant time (sha256 of both sides, then
 *   timingSafeEqual, so neither the content nor the length leaks); a mismatch changes nothing.
 * - Each delivery is processed once per event id, by Powertools' idempotency (a record per event in
 *   the `idempotency` table): a duplicate is answered 200 without redoing the work; a delivery whose
 *   processing failed has its record removed, so Asaas' retry is processed; a duplicate that arrives
 *   while the first is still being processed gets a 409, so Asaas delivers it again later (a 200
 *   would tell Asaas the event was delivered, and it would be lost if the first attempt then failed).
 * - The consultation is found by `payment.externalReference` (our id) and must carry that very
 *   Asaas payment; an approval must confirm exactly its price (`payment.value` = `valor`), else it
 *   is refused, answered 200 and counted (WebhookValorDivergente, alarmed); its status only moves forward through conditional updates, so duplicates,
 *   replays and out-of-order deliveries cannot approve a refunded consultation.
 * - The follow-ups of a status (patient LIBERADO and the realtime events for an approval; revoking
 *   unused chat tokens for a refund) are idempotent and run again on a redelivery, so a crash
 *   between the status change and them heals on Asaas' retry.
 * Logs carry ids and event names only.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { IdempotencyAlreadyInProgressError, IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { BasePersistenceLayer } from '@aws-lambda-powertools/idempotency/persistence';
import type { Context } from 'aws-lambda';
import { mensagens } from '#shared/messages.js';
import type { StatusPagamento } from '#shared/schemas/consultas.js';
import { pacienteChannel, pagamentoChannel, type PacienteEvent, type PagamentoEvent } from '#shared/schemas/pagamentos.js';
import {
  eventosAprovacao,
  eventosEstorno,
  type AsaasWebhook,
  type AsaasWebhookResponse,
} from '#shared/schemas/webhook-asaas.js';
import type { ChatTokenService } from '../common/chat-token.js';
import { canalDoCheckout } from '../common/checkouts-repository.js';
import type { ConsultaItem, ConsultasRepository } from '../common/consultas-repository.js';
import { ConflictError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import { recordMetric } from '../common/metrics.js';
import type { PacientesRepository } from '../common/pacientes-repository.js';
import type { EventPublisher } from '../common/realtime-publisher.js';

/**
 * How long a processed event is remembered: Asaas keeps retrying an undelivered event, and deletes
 * the events of a paused queue after 14 days, so no delivery of an event comes later than that.
 */
export const WEBHOOK_IDEMPOTENCY_SECONDS = 15 * 24 * 60 * 60;

/** The records' key prefix: one name for every function version, so a deploy does not forget them. */
const IDEMPOTENCY_KEY_PREFIX = 'webhook-asaas';

/** Powertools' DynamoDB persistence of the deliveries (key `id`, TTL `expiration`: tables.ts). */
export function webhookIdempotencyStore(tableName: string, client: DynamoDBClient): BasePersistenceLayer {
  return new DynamoDBPersistenceLayer({ tableName, awsSdkV3Client: client });
}

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

/** Whether the amount Asaas confirms is the consultation's price, to the cent; no amount is no match. */
export function valorConfere(pago: number | undefined, preco: number): boolean {
  return pago !== undefined && Math.round(pago * 100) === Math.round(preco * 100);
}

export interface AsaasWebhookDependencies {
  /** Where each delivery's event id is recorded (webhookIdempotencyStore). */
  readonly idempotencyStore: BasePersistenceLayer;
  readonly consultas: ConsultasRepository;
  readonly pacientes: PacientesRepository;
  readonly chatTokens: ChatTokenService;
  readonly publisher: EventPublisher;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
}

export interface AsaasWebhookService {
  /**
   * Processes one authenticated delivery once per event id. Throws on a storage failure (→ 500,
   * Asaas retries) and ConflictError while the same event is being processed (→ 409, Asaas retries).
   * The Lambda context, when given, bounds how long an interrupted attempt blocks a retry.
   */
  receive(webhook: AsaasWebhook, context?: Context): Promise<AsaasWebhookResponse>;
}

export function createAsaasWebhookService(deps: AsaasWebhookDependencies): AsaasWebhookService {
  const now = deps.now ?? Date.now;

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
      await publish(pagamentoChannel(canalDoCheckout(consulta.checkout_id)), { status_pagamento: 'aprovado', medicoId: consulta.medico_id }, ids);
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
        pagamentoChannel(canalDoCheckout(consulta.checkout_id)),
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
    if (to === 'aprovado' && !valorConfere(payment.value, consulta.valor)) {
      // Money that is not the price releases nothing. Answered 200 and remembered under the event
      // id, so Asaas stops retrying a delivery no retry can change; the alarm calls a person.
      logger.warn('webhook approval refused: paid amount differs from the price', { ...ids, consultaId: consulta.id });
      recordMetric('webhookValorDivergente', 1);
      return { recebido: true, ignorado: true, recusado: 'valor-divergente', status_pagamento: consulta.status_pagamento };
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

  const config = new IdempotencyConfig({
    eventKeyJmesPath: 'id',
    throwOnNoIdempotencyKey: true,
    expiresAfterSeconds: WEBHOOK_IDEMPOTENCY_SECONDS,
    // A repeated delivery is answered as before this library: received, a duplicate, nothing redone.
    responseHook: () => ({ recebido: true, duplicado: true }),
  });
  const processOnce = makeIdempotent(process, { persistenceStore: deps.idempotencyStore, config, keyPrefix: IDEMPOTENCY_KEY_PREFIX });

  return {
    async receive(webhook, context) {
      if (context) config.registerLambdaContext(context);
      try {
        const answer = await processOnce(webhook);
        if (answer.duplicado) logger.info('duplicate webhook delivery', { eventId: webhook.id, event: webhook.event });
        return answer;
      } catch (error) {
        if (!(error instanceof IdempotencyAlreadyInProgressError)) throw error;
        logger.info('webhook delivery already in progress', { eventId: webhook.id, event: webhook.event });
        throw new ConflictError(mensagens.erros.conflito, { cause: error });
      }
    },
  };
}
