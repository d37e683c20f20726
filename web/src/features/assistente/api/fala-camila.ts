/**
 * POST /api/fala with Camila's voice (Polly's pt-BR neural 'Camila'; locally the Polly stand-in):
 * the one voice the endpoint speaks without a chat token. Parsed with the shared schema.
 */
import { falaResponseSchema, type FalaResponse } from '#shared/schemas/chat.js';
import { apiRequest } from '#web/lib/api-client.js';

export async function sintetizarFalaCamila(texto: string, signal: AbortSignal): Promise<FalaResponse> {
  return falaResponseSchema.parse(await apiRequest<unknown>('/fala', { method: 'POST', json: { texto, voz: 'nova' }, signal }));
}
