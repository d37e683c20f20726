/** POST /api/testes/webhook-simulado: only the local and sandbox stages have it (docs/arquitetura.md#test-only-routes). */
import { useMutation } from '@tanstack/react-query';
import { simuladorResponseSchema, type SimuladorResponse } from '#shared/schemas/pagamentos.js';
import { apiRequest } from '#web/lib/api-client.js';

export function useSimularWebhook() {
  return useMutation({
    mutationFn: async (checkoutId: string): Promise<SimuladorResponse> =>
      simuladorResponseSchema.parse(await apiRequest<unknown>('/testes/webhook-simulado', { method: 'POST', json: { checkoutId } })),
  });
}
