/**
 * POST /api/chat-tokens (checkout secret), /api/chat-tokens/conta (Cognito session),
 * /api/chat-tokens/validar and /api/chat-tokens/utilizar. Tokens appear only in bodies, never in
 * logs or addresses.
 */
import {
  emitirTokenCheckoutRequestSchema,
  emitirTokenContaRequestSchema,
  utilizarTokenRequestSchema,
  validarTokenRequestSchema,
} from '#shared/schemas/chat-tokens.js';
import { createChatTokenService } from '../common/chat-token.js';
import { createCheckoutsRepository } from '../common/checkouts-repository.js';
import { callerIdentity, createVerifiedEmailLookupFromEnv } from '../common/cognito-user.js';
import { createConsultasRepository } from '../common/consultas-repository.js';
import { tableName } from '../common/dynamo.js';
import { UnauthorizedError } from '../common/errors.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { lazyObject } from '../common/lazy.js';
import { createPacientesRepository } from '../common/pacientes-repository.js';
import { createRateLimiter } from '../common/rate-limit.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { createChatTokensService, type ChatTokensDependencies, type ChatTokensService } from './chat-tokens.js';
import { clientIp } from '../common/client-ip.js';

let service: ChatTokensService | undefined;
const chatTokens = (): ChatTokensService => {
  if (service) return service;
  const db = dynamoDocumentClient();
  const deps: ChatTokensDependencies = lazyObject<ChatTokensDependencies>({
    checkouts: () => createCheckoutsRepository({ db, table: tableName('checkouts') }),
    consultas: () => createConsultasRepository({ db, table: tableName('consultas') }),
    pacientes: () => createPacientesRepository({ db, table: tableName('pacientes') }),
    chatTokens: () => createChatTokenService({ db, table: tableName('chat_tokens'), consultas: deps.consultas }),
    rateLimiter: () => createRateLimiter({ db, table: tableName('rate_limits') }),
    emailLookup: () => createVerifiedEmailLookupFromEnv(),
  });
  service = createChatTokensService(deps);
  return service;
};

const MAX_BODY_BYTES = 1024;
const sourceIp = clientIp;

export const emitirPorCheckout = httpHandler('chat-token-checkout', async (event) => {
  const { checkoutId } = parseBody(event, emitirTokenCheckoutRequestSchema, MAX_BODY_BYTES);
  return json(201, await chatTokens().emitirPorCheckout(checkoutId, sourceIp(event)));
});

export const emitirPorConta = httpHandler('chat-token-conta', async (event) => {
  const caller = callerIdentity(event);
  if (!caller) throw new UnauthorizedError();
  const { consultaId } = parseBody(event, emitirTokenContaRequestSchema, MAX_BODY_BYTES);
  return json(201, await chatTokens().emitirPorConta(consultaId, caller));
});

export const validarToken = httpHandler('chat-token-validar', async (event) => {
  const { token, medicoId } = parseBody(event, validarTokenRequestSchema, MAX_BODY_BYTES);
  return json(200, await chatTokens().validar(token, medicoId, sourceIp(event)));
});

export const utilizarToken = httpHandler('chat-token-utilizar', async (event) => {
  const { token } = parseBody(event, utilizarTokenRequestSchema, MAX_BODY_BYTES);
  return json(200, await chatTokens().utilizar(token, sourceIp(event)));
});
