import { useQuery } from '@tanstack/react-query';
import { perfilMedicoResponseSchema, type MedicoValidador } from '#shared/schemas/validacao.js';
import { statusDoErro } from '#web/lib/api-errors.js';
import { medicoKeys, medicoRequest } from './medico-api.js';

export const obterPerfilMedico = (): Promise<MedicoValidador> => medicoRequest('/perfil', perfilMedicoResponseSchema);

/** The signed-in physician (`GET /api/medico/perfil`); a 403 means the account is not a physician. */
export function usePerfilMedico(sub: string | undefined) {
  return useQuery({
    queryKey: medicoKeys.perfil(sub ?? ''),
    queryFn: obterPerfilMedico,
    enabled: Boolean(sub),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    // A refusal or an expired session is an answer, not a hiccup to retry.
    retry: (falhas, error) => ![401, 403].includes(statusDoErro(error) ?? -1) && falhas < 2,
  });
}
