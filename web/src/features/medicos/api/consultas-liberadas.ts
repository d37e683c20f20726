/**
 * The signed-in patient's released consultations (GET /api/consultas/liberadas), which turn a
 * doctor's button into "Consulta Liberada", and the secure link into one of them
 * (POST /api/chat-tokens/conta).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { chatTokenResponseSchema, type ChatTokenResponse } from '#shared/schemas/chat-tokens.js';
import { consultasLiberadasResponseSchema, type ConsultasLiberadasResponse } from '#shared/schemas/consultas.js';
import { apiRequest } from '#web/lib/api-client.js';
import { requireAccessToken } from '#web/lib/access-token.js';
import { retryUnlessClientError } from '#web/lib/api-errors.js';

export const consultasLiberadasKey = ['consultas', 'liberadas'] as const;

export async function fetchConsultasLiberadas(): Promise<ConsultasLiberadasResponse> {
  return consultasLiberadasResponseSchema.parse(await apiRequest<unknown>('/consultas/liberadas', { accessToken: await requireAccessToken() }));
}

/** A fresh secure-link token for one of the signed-in patient's released consultations. */
export async function fetchChatTokenDaConta(consultaId: string): Promise<ChatTokenResponse> {
  return chatTokenResponseSchema.parse(
    await apiRequest<unknown>('/chat-tokens/conta', { method: 'POST', json: { consultaId }, accessToken: await requireAccessToken() }),
  );
}

export function useConsultasLiberadas(enabled: boolean) {
  return useQuery({ queryKey: consultasLiberadasKey, queryFn: fetchConsultasLiberadas, enabled, retry: retryUnlessClientError });
}

export function useEntrarNaConsulta() {
  return useMutation({ mutationFn: fetchChatTokenDaConta });
}
