/**
 * POST /api/fala: text to speech for Camila (anyone) and for the AI doctors (with the
 * consultation's chat token in `x-chat-token`); see fala.ts for the rule. Limited per IP and by
 * text size. Polly is used where POLLY_ENABLED=true: in AWS (infra/lib/handler-function.ts) and in
 * the local stack, whose Polly stand-in (infra/local/polly.ts) the SDK reaches through
 * AWS_ENDPOINT_URL_POLLY.
 */
import { PollyClient } from '@aws-sdk/client-polly';
import { falaRequestSchema } from '#shared/schemas/chat.js';
import { CHAT_TOKEN_HEADER } from '#shared/schemas/chat-tokens.js';
import { clientIp } from '../common/client-ip.js';
import { tableName } from '../common/dynamo.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { createRateLimiter } from '../common/rate-limit.js';
import { dynamoDocumentClient, sdkClientConfig } from '../common/sdk-clients.js';
import { traceClient } from '../common/tracer.js';
import { createFalaService, type AutorizarVoz, type FalaService } from './fala.js';

/** 1500 characters of up to 4 bytes each, JSON escaping and the voice fields. */
const MAX_BODY_BYTES = 8 * 1024;

/** Whether this environment may call Polly. */
export function pollyConfigurado(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env.POLLY_ENABLED === 'true';
}

/** The doctor's-voice check, loaded on the first request that names a doctor (cold-import budget). */
let autorizar: Promise<AutorizarVoz> | undefined;
const autorizarVoz: AutorizarVoz = async (token, medicoId) => {
  autorizar ??= import('./acesso-voz.js').then(
    ({ createAutorizarVoz }) =>
      createAutorizarVoz({ db: dynamoDocumentClient(), tokensTable: tableName('chat_tokens'), consultasTable: tableName('consultas') }),
    (error: unknown) => {
      autorizar = undefined;
      throw error;
    },
  );
  await (await autorizar)(token, medicoId);
};

let service: FalaService | undefined;
const fala = (): FalaService => {
  // One Polly client per container. Two attempts, not three: the browser voice is a fine fallback,
  // and the visitor is waiting to hear the answer.
  service ??= createFalaService({
    ...(pollyConfigurado() ? { polly: traceClient(new PollyClient({ ...sdkClientConfig(), maxAttempts: 2 })) } : {}),
    rateLimiter: createRateLimiter({ db: dynamoDocumentClient(), table: tableName('rate_limits') }),
    autorizarVoz,
  });
  return service;
};

export const sintetizarFala = httpHandler('fala', async (event) => {
  const input = parseBody(event, falaRequestSchema, MAX_BODY_BYTES);
  const chatToken = event.headers?.[CHAT_TOKEN_HEADER];
  return json(200, await fala().sintetizar(input, { ip: clientIp(event), ...(chatToken === undefined ? {} : { chatToken }) }));
});
