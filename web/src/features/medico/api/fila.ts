import { useQuery } from '@tanstack/react-query';
import { filaResponseSchema, type FilaResponse } from '#shared/schemas/validacao.js';
import { medicoKeys, medicoRequest } from './medico-api.js';

/** While the realtime socket is down the queue is polled this often. */
export const FILA_POLLING_MS = 15_000;

export const obterFila = (): Promise<FilaResponse> => medicoRequest('/fila', filaResponseSchema);

/**
 * The cases waiting for a physician (`GET /api/medico/fila`), in the server's order (most urgent,
 * then longest waiting). `polling`: refetch every 15 s (the socket is down).
 */
export function useFila(sub: string, polling: boolean) {
  return useQuery({
    queryKey: medicoKeys.fila(sub),
    queryFn: obterFila,
    refetchInterval: polling ? FILA_POLLING_MS : false,
    refetchOnWindowFocus: true,
  });
}
