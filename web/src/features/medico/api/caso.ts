/** One case of the cockpit: claim, details, edits and the decision (docs/validacao-medica.md, API). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { casoDetalheSchema, type CasoDetalhe } from '#shared/schemas/validacao.js';
import type { CorpoRascunho } from '../rascunho-formulario.js';
import { statusDoErro } from '#web/lib/api-errors.js';
import { medicoKeys, medicoRequest } from './medico-api.js';

const caminho = (consultaId: string, resto = '') => `/casos/${encodeURIComponent(consultaId)}${resto}`;

/** Claims the case for this physician; 409 when another physician holds it. */
export const reservarCaso = (consultaId: string) => medicoRequest<unknown>(caminho(consultaId, '/reserva'), undefined, { method: 'POST' });

/** Gives the case back to the queue (leaving it without a decision). */
export const liberarCaso = (consultaId: string) => medicoRequest<unknown>(caminho(consultaId, '/reserva'), undefined, { method: 'DELETE' });

export const obterCaso = (consultaId: string): Promise<CasoDetalhe> => medicoRequest(caminho(consultaId), casoDetalheSchema);

export const salvarRascunho = (consultaId: string, corpo: CorpoRascunho) =>
  medicoRequest<unknown>(caminho(consultaId, '/rascunho'), undefined, { method: 'PUT', json: corpo });

export const validarCaso = (consultaId: string, corpo: CorpoRascunho) =>
  medicoRequest<unknown>(caminho(consultaId, '/validar'), undefined, { method: 'POST', json: corpo });

export const recusarCaso = (consultaId: string, corpo: { orientacao: string }) =>
  medicoRequest<unknown>(caminho(consultaId, '/recusar'), undefined, { method: 'POST', json: corpo });

export function useCaso(sub: string, consultaId: string, enabled: boolean) {
  return useQuery({
    queryKey: medicoKeys.caso(sub, consultaId),
    queryFn: () => obterCaso(consultaId),
    enabled,
    // The drafts are being edited: a background refetch must not overwrite the form.
    refetchOnWindowFocus: false,
    retry: (falhas, error) => ![401, 403, 404, 409].includes(statusDoErro(error) ?? -1) && falhas < 2,
  });
}

/**
 * Save, validate and refuse. A save fetches the case again (its record has a new version); a
 * decision drops the case (it has left the queue: reading it again answers 409) and renews the queue.
 */
export function useAcoesCaso(sub: string, consultaId: string) {
  const queryClient = useQueryClient();
  const renovarCaso = () => queryClient.invalidateQueries({ queryKey: medicoKeys.caso(sub, consultaId) });
  const decidido = () => {
    queryClient.removeQueries({ queryKey: medicoKeys.caso(sub, consultaId) });
    return queryClient.invalidateQueries({ queryKey: medicoKeys.fila(sub) });
  };
  return {
    salvar: useMutation({ mutationFn: (corpo: CorpoRascunho) => salvarRascunho(consultaId, corpo), onSuccess: renovarCaso }),
    validar: useMutation({ mutationFn: (corpo: CorpoRascunho) => validarCaso(consultaId, corpo), onSuccess: decidido }),
    recusar: useMutation({ mutationFn: (corpo: { orientacao: string }) => recusarCaso(consultaId, corpo), onSuccess: decidido }),
  };
}
