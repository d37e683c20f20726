/**
 * The physician's answer after the consultation ends (CFM 2.454/2026, docs/validacao-medica.md):
 * the case's status from GET /api/chat/estado, refreshed the moment the decision is published on the
 * consultation's channel `/validacoes/<canal>` (the event carries the status only; the rest comes
 * from the API). While the socket is down, the state is read every 30 s; once decided, never again.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ResultadoValidacao } from '#shared/schemas/validacao.js';
import { eventoValidacaoSchema } from '#shared/schemas/validacao.js';
import { retryUnlessClientError } from '#web/lib/api-errors.js';
import { useRealtimeChannel, type RealtimeStatus } from '#web/lib/use-realtime-channel.js';
import { validacaoDecidida } from '#web/lib/validacao-paciente.js';
import { obterEstadoChat, type ChatCredencial } from '../api/consulta-chat.js';

/** Reading the state while the realtime channel is down. */
export const INTERVALO_SEM_TEMPO_REAL_MS = 30_000;

/** What the first load of the chat already knew. */
export interface ValidacaoInicial {
  readonly validacao?: ResultadoValidacao;
  readonly canalValidacao?: string;
}

export interface ValidacaoConsulta {
  readonly validacao?: ResultadoValidacao;
  readonly realtime: RealtimeStatus;
  /** The first read after the end has not answered yet. */
  readonly carregando: boolean;
}

/** Polling interval: none once decided or while the socket delivers the decision, else 30 s. */
export function intervaloDeLeitura(status: ResultadoValidacao['status'] | undefined, realtime: RealtimeStatus): number | false {
  if (validacaoDecidida(status)) return false;
  return realtime === 'conectado' ? false : INTERVALO_SEM_TEMPO_REAL_MS;
}

export function useValidacaoConsulta(cred: ChatCredencial, encerrada: boolean, inicial: ValidacaoInicial): ValidacaoConsulta {
  // The socket's status as of this render, read by the query's interval (the query sets its options after rendering).
  const realtimeAtual = useRef<RealtimeStatus>('conectando');
  const estado = useQuery({
    queryKey: ['chat-estado', cred.medicoId, cred.token],
    queryFn: async () => obterEstadoChat(cred),
    enabled: encerrada,
    // An expired or foreign token stays refused: retrying changes nothing.
    retry: retryUnlessClientError,
    refetchInterval: (query) => intervaloDeLeitura(query.state.data?.validacao?.status ?? inicial.validacao?.status, realtimeAtual.current),
    refetchIntervalInBackground: false,
  });
  const validacao = estado.data?.validacao ?? inicial.validacao;
  const canal = estado.data?.canalValidacao ?? inicial.canalValidacao;
  const ouvir = encerrada && canal !== undefined && !validacaoDecidida(validacao?.status);

  const realtime = useRealtimeChannel(ouvir ? `/validacoes/${canal}` : undefined, (evento) => {
    if (eventoValidacaoSchema.safeParse(evento).success) void estado.refetch();
  });
  realtimeAtual.current = realtime;

  // The decision may have landed between the read and the subscription: read once more when it is up.
  const { refetch } = estado;
  useEffect(() => {
    if (realtime === 'conectado') void refetch();
  }, [realtime, refetch]);

  return { validacao, realtime, carregando: encerrada && estado.isPending && !inicial.validacao };
}

