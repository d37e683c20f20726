/**
 * POST /api/webhooks/asaas: Asaas' payment notifications. The token is checked before the body is
 * even parsed; a valid token always gets a 200 (Asaas retries anything else), except when storage
 * fails, where the 500 makes Asaas deliver again, and while the same event is still being processed
 * (409, asaas-webhook.ts).
 */
import { asaasWebhookSchema, ASAAS_TOKEN_HEADER } from '#shared/schemas/webhook-asaas.js';
import { asaasWebhookTokenFromEnv } from '../common/asaas-client.js';
import { createChatTokenService } from '../common/chat-token.js';
import { createConsultasRepository } from '../common/consultas-repository.js';
import { tableName } from '../common/dynamo.js';
import { UnauthorizedError } from '../common/errors.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { logger } from '../common/logger.js';
import { recordMetric } from '../common/metrics.js';
import { createPacientesRepository } from '../common/pacientes-repository.js';
import { createEventPublisherFromEnv } from '../common/realtime-publisher.js';
import { dynamoClient, dynamoDocumentClient } from '../common/sdk-clients.js';
import { createAsaasWebhookService, verifyWebhookToken, webhookIdempotencyStore, type AsaasWebhookService } from './asaas-webhook.js';

let service: AsaasWebhookService | undefined;
const webhooks = (): AsaasWebhookService => {
  if (service) return service;
  const db = dynamoDocumentClient();
  const consultas = createConsultasRepository({ db, table: tableName('consultas') });
  service = createAsaasWebhookService({
    idempotencyStore: webhookIdempotencyStore(tableName('idempotency'), dynamoClient()),
    consultas,
    pacientes: createPacientesRepository({ db, table: tableName('pacientes') }),
    chatTokens: createChatTokenService({ db, table: tableName('chat_tokens'), consultas }),
    publisher: createEventPublisherFromEnv(),
  });
  return service;
};

/** Asaas' payloads are small; anything this big is not from Asaas. */
const MAX_BODY_BYTES = 64 * 1024;

export const receberWebhookAsaas = httpHandler('webhook-asaas', async (event, context) => {
  const expected = await asaasWebhookTokenFromEnv();
  if (!verifyWebhookToken(event.headers?.[ASAAS_TOKEN_HEADER], expected)) {
    logger.warn('webhook with a wrong token refused', { requestId: event.requestContext?.requestId });
    recordMetric('webhookRejected', 1);
    throw new UnauthorizedError();
  }
  let webhook;
  try {
    webhook = parseBody(event, asaasWebhookSchema, MAX_BODY_BYTES);
  } catch (error) {
    recordMetric('webhookRejected', 1);
    throw error;
  }
  recordMetric('webhookDelivered', 1);
  return json(200, await webhooks().receive(webhook, context));
});
