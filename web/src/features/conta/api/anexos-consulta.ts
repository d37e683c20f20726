/**
 * GET /api/perfil/consultas/{consultaId}/anexos: the files the signed-in patient sent in one of
 * their consultations, each with a short-lived download link (the server checks the consultation
 * is theirs).
 */
import { useQuery } from '@tanstack/react-query';
import type { AnexosConsultaResponse } from '#shared/schemas/perfil.js';
import { requireAccessToken } from '#web/lib/access-token.js';
import { apiRequest } from '#web/lib/api-client.js';
import { retryUnlessClientError } from '#web/lib/api-errors.js';

/** Loaded only while `enabled` (the list is open); fetched again well before the links expire. */
export function useAnexosConsulta(consultaId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['perfil', 'consultas', consultaId, 'anexos'],
    queryFn: async () =>
      apiRequest<AnexosConsultaResponse>(`/perfil/consultas/${encodeURIComponent(consultaId)}/anexos`, { accessToken: await requireAccessToken() }),
    enabled,
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
  });
}
