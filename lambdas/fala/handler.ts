/**
 * POST /api/fala: text to speech for the AI doctors and for Camila. Public (Camila speaks to
 * visitors without a consultation), so it is limited per IP and by text size; Polly is used only
 * when POLLY_ENABLED=true (never in the local stage).
 */
import { falaRequestSchema } from '../../shared/schemas/chat.js';
import { createPollyFromEnv } from '../common/aws/polly.js';
import { clientIp } from '../common/client-ip.js';
import { createDocumentClient, tableName } from '../common/dynamo.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { createRateLimiter } from '../common/rate-limit.js';
import { createFalaService, type FalaService } from './fala.js';

/** 1500 characters of up to 4 bytes each, JSON escaping and the voice fields. */
const MAX_BODY_BYTES = 8 * 1024;

/** Whether this environment may call Polly. */
export function pollyConfigurado(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.POLLY_ENABLED === 'true' && env.STAGE !== 'local';
}

let service: FalaService | undefined;
const fala = (): FalaService => {
  if (service) return service;
  service = createFalaService({
    ...(pollyConfigurado() ? { polly: createPollyFromEnv(process.env, { maxAttempts: 2 }) } : {}),
    rateLimiter: createRateLimiter({ db: createDocumentClient(), table: tableName('rate_limits') }),
  });
  return service;
};

export const sintetizarFala = httpHandler('fala', async (event) => {
  const input = parseBody(event, falaRequestSchema, MAX_BODY_BYTES);
  return json(200, await fala().sintetizar(input, clientIp(event)));
});
