/** POST /api/chat-tokens/validar and /utilizar: the consultation's bearer token, sent in the body. */
import {
  utilizarTokenResponseSchema,
  validarTokenResponseSchema,
  type UtilizarTokenResponse,
  type ValidarTokenResponse,
} from '#shared/schemas/chat-tokens.js';
import { apiRequest } from '#web/lib/api-client.js';

export async function validateChatToken(token: string, medicoId?: number): Promise<ValidarTokenResponse> {
  const resposta = await apiRequest<unknown>('/chat-tokens/validar', {
    method: 'POST',
    json: medicoId === undefined ? { token } : { token, medicoId },
  });
  return validarTokenResponseSchema.parse(resposta);
}

/** Marks the consultation as started; its 30 minutes run from the first call. */
export async function redeemChatToken(token: string): Promise<UtilizarTokenResponse> {
  return utilizarTokenResponseSchema.parse(await apiRequest<unknown>('/chat-tokens/utilizar', { method: 'POST', json: { token } }));
}
