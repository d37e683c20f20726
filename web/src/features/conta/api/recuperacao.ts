/**
 * /pagamento/recuperacao: the signed-in patient's approved consultations, and a fresh secure link
 * (chat token) for one of them, issued by the server for the account that owns it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RecuperacaoResponse } from '#shared/schemas/perfil.js';
import { requireAccessToken } from '#web/lib/access-token.js';
import { apiRequest } from '#web/lib/api-client.js';
import { retryUnlessClientError } from '#web/lib/api-errors.js';

export function useRecuperacao(enabled: boolean) {
  return useQuery({
    queryKey: ['pagamento', 'recuperacao'],
    queryFn: async () => apiRequest<RecuperacaoResponse>('/pagamento/recuperacao', { accessToken: await requireAccessToken() }),
    enabled,
    retry: retryUnlessClientError,
  });
}

export function useAcessarConsulta() {
  return useMutation({
    mutationFn: async (consultaId: string) =>
      apiRequest<{ chatToken: string; medicoId: number }>('/chat-tokens/conta', {
        method: 'POST',
        json: { consultaId },
        accessToken: await requireAccessToken(),
      }),
  });
}
