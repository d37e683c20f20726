/**
 * The signed-in patient's released consultations (GET /api/consultas/liberadas), which turn a
 * doctor's button into "Consulta Liberada", and the secure link into one of them
 * (POST /api/chat-tokens/conta).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { mensagens } from '../../../../../shared/messages.js';
import { chatTokenResponseSchema } from '../../../../../shared/schemas/chat-tokens.js';
import { consultasLiberadasResponseSchema, type ConsultasLiberadasResponse } from '../../../../../shared/schemas/consultas.js';
import { apiRequest, ApiRequestError } from '../../../lib/api-client.js';
import { getAccessToken } from '../../../lib/auth-session.js';

export const consultasLiberadasKey = ['consultas', 'liberadas'] as const;

async function tokenDaSessao(): Promise<string> {
  const token = await getAccessToken();
  if (!token) throw new ApiRequestError(401, mensagens.erros.naoAutenticado);
  return token;
}

export function useConsultasLiberadas(enabled: boolean) {
  return useQuery({
    queryKey: consultasLiberadasKey,
    queryFn: async (): Promise<ConsultasLiberadasResponse> =>
      consultasLiberadasResponseSchema.parse(await apiRequest<unknown>('/consultas/liberadas', { accessToken: await tokenDaSessao() })),
    enabled,
    retry: (falhas, error) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && falhas < 2,
  });
}

export function useEntrarNaConsulta() {
  return useMutation({
    mutationFn: async (consultaId: string) =>
      chatTokenResponseSchema.parse(
        await apiRequest<unknown>('/chat-tokens/conta', { method: 'POST', json: { consultaId }, accessToken: await tokenDaSessao() }),
      ),
  });
}
