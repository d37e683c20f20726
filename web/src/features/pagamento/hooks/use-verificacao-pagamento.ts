/**
 * The payment state for the waiting screen and the return pages.
 *
 * The approval arrives on a realtime channel the moment the webhook lands. The spec's polling
 * remains as the fallback, on TanStack Query: while the channel is down the status query refetches
 * every `intervaloMs`; while it is up the query rests. One read at the start and one when the
 * channel connects close the gap before the subscription. A page that keeps waiting gives up after
 * `maxVerificacoes` intervals ('esgotado'); the manual "Verificar Status" starts a new round.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { statusDoErro } from '#web/lib/api-errors.js';
import { useRealtimeChannel, type RealtimeStatus } from '#web/lib/use-realtime-channel.js';
import type { FontePagamento, LeituraPagamento } from './use-fonte-pagamento.js';

export type EstadoVerificacao = 'verificando' | 'pendente' | 'aprovado' | 'estornado' | 'esgotado' | 'erro';

export interface OpcoesVerificacao {
  /** Pause between checks. */
  readonly intervaloMs: number;
  /** Checks while pending before giving up ('esgotado'); unlimited when absent. */
  readonly maxVerificacoes?: number;
  /** Failed reads tolerated before 'erro'; 0 means the first failure is final. */
  readonly maxErros?: number;
  /** Starts later, e.g. the return handler's 2 s wait after the provider says success. */
  readonly atrasoInicialMs?: number;
}

export interface VerificacaoPagamento {
  readonly estado: EstadoVerificacao;
  readonly dados?: LeituraPagamento;
  readonly erro?: unknown;
  readonly realtime: RealtimeStatus;
  /** Checks now (the manual "Verificar Status"); resolves with the state it found. */
  verificarAgora(): Promise<EstadoVerificacao>;
}

const finais: readonly EstadoVerificacao[] = ['aprovado', 'estornado', 'erro'];

/** No session, someone else's checkout or an unknown one: asking again changes nothing. */
const falhaDefinitiva = (error: unknown): boolean => [401, 403, 404].includes(statusDoErro(error) ?? -1);

const chaveDaFonte = (fonte: FontePagamento | undefined) => ['pagamento', 'status', fonte?.tipo, fonte?.checkout?.checkoutId ?? fonte?.consultaId] as const;

export function useVerificacaoPagamento(fonte: FontePagamento | undefined, opcoes: OpcoesVerificacao): VerificacaoPagamento {
  const { intervaloMs, maxVerificacoes = Number.POSITIVE_INFINITY, maxErros = 0, atrasoInicialMs = 0 } = opcoes;
  const [estado, setEstado] = useState<EstadoVerificacao>('verificando');
  const [dados, setDados] = useState<LeituraPagamento>();
  const [erro, setErro] = useState<unknown>();
  const [iniciada, setIniciada] = useState(atrasoInicialMs <= 0);
  const estadoAtual = useRef(estado);
  const queryClient = useQueryClient();

  const mudar = useCallback((proximo: EstadoVerificacao) => {
    // Approved, refunded and failed are final: a late answer of an older read must not undo them.
    if (finais.includes(estadoAtual.current)) return;
    estadoAtual.current = proximo;
    setEstado(proximo);
  }, []);

  const realtime = useRealtimeChannel(fonte?.canal, (evento) => {
    const status = fonte?.interpretar(evento);
    if (!status || status.status === 'pendente') return;
    setDados((anterior) => ({ ...anterior, status_pagamento: status.status, medicoId: status.medicoId }));
    mudar(status.status);
  });

  const leitura = useQuery({
    queryKey: chaveDaFonte(fonte),
    queryFn: async () => {
      if (!fonte) throw new Error('Sem fonte de pagamento');
      return fonte.ler();
    },
    enabled: Boolean(fonte) && iniciada && !finais.includes(estado),
    refetchInterval: estado === 'pendente' && realtime !== 'conectado' ? intervaloMs : false,
    refetchOnWindowFocus: false,
    // A failed read is tried again at the page's pace, up to `maxErros` times in a row.
    retry: (falhas, error) => !falhaDefinitiva(error) && falhas < maxErros,
    retryDelay: intervaloMs,
    gcTime: 0,
  });

  const aplicar = useCallback(
    (resultado: { data?: LeituraPagamento | undefined; error: unknown; status: 'pending' | 'error' | 'success' }) => {
      if (resultado.status === 'error') {
        setErro(resultado.error);
        mudar('erro');
      } else if (resultado.data) {
        const lida = resultado.data;
        setDados((anterior) => ({ ...anterior, ...lida, pix: lida.pix ?? anterior?.pix }));
        mudar(lida.status_pagamento);
      }
      return estadoAtual.current;
    },
    [mudar],
  );

  useEffect(() => {
    aplicar({ data: leitura.data, error: leitura.error, status: leitura.status });
  }, [aplicar, leitura.data, leitura.dataUpdatedAt, leitura.error, leitura.errorUpdatedAt, leitura.status]);

  useEffect(() => {
    if (!fonte || iniciada) return undefined;
    const timer = window.setTimeout(() => setIniciada(true), atrasoInicialMs);
    return () => window.clearTimeout(timer);
  }, [fonte, iniciada, atrasoInicialMs]);

  const { refetch } = leitura;
  useEffect(() => {
    if (realtime === 'conectado' && estadoAtual.current === 'pendente') void refetch();
  }, [realtime, refetch]);

  // The waiting page's limit: `maxVerificacoes` intervals of pending, whether the query or the
  // channel is watching meanwhile.
  useEffect(() => {
    if (estado !== 'pendente' || !Number.isFinite(maxVerificacoes)) return undefined;
    const timer = window.setTimeout(() => mudar('esgotado'), maxVerificacoes * intervaloMs);
    return () => window.clearTimeout(timer);
  }, [estado, intervaloMs, maxVerificacoes, mudar]);

  const verificarAgora = useCallback(async () => {
    if (estadoAtual.current === 'esgotado') {
      // A manual check after the automatic ones gave up starts a new round.
      estadoAtual.current = 'pendente';
      setEstado('pendente');
    }
    if (!fonte) return estadoAtual.current;
    // One read, answered at once: the patient is looking at the button.
    try {
      const lida = await queryClient.fetchQuery({ queryKey: chaveDaFonte(fonte), queryFn: () => fonte.ler(), retry: false, staleTime: 0 });
      return aplicar({ data: lida, error: null, status: 'success' });
    } catch (error) {
      if (falhaDefinitiva(error) || maxErros === 0) return aplicar({ error, status: 'error' });
      return estadoAtual.current;
    }
  }, [aplicar, fonte, maxErros, queryClient]);

  return { estado, dados, erro, realtime, verificarAgora };
}
