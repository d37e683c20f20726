/**
 * The signed-in patient's side of the return pages: whether a consultation of the account is
 * released (GET /api/consultas/liberadas) and its secure link (POST /api/chat-tokens/conta).
 */
import { chatTokenResponseSchema, type ChatTokenResponse } from '#shared/schemas/chat-tokens.js';
import { consultasLiberadasResponseSchema, type ConsultaLiberada } from '#shared/schemas/consultas.js';
import { apiRequest } from '#web/lib/api-client.js';
import { requireAccessToken } from '#web/lib/access-token.js';

export async function buscarConsultaLiberada(consultaId: string): Promise<ConsultaLiberada | undefined> {
  const resposta = await apiRequest<unknown>('/consultas/liberadas', { accessToken: await requireAccessToken() });
  return consultasLiberadasResponseSchema.parse(resposta).consultas.find((consulta) => consulta.consultaId === consultaId);
}

export async function emitirTokenPorConta(consultaId: string): Promise<ChatTokenResponse> {
  const resposta = await apiRequest<unknown>('/chat-tokens/conta', {
    method: 'POST',
    json: { consultaId },
    accessToken: await requireAccessToken(),
  });
  return chatTokenResponseSchema.parse(resposta);
}
