/**
 * The payment state for the waiting screen and the return pages.
 *
 * The approval arrives on a realtime channel the moment the webhook lands (DESIGN §5). The spec's
 * polling remains as the fallback: while the channel is down, each tick reads the status from the
 * API; while it is up, a tick only counts towards the page's limit of checks. One read at the start
 * and one when the channel connects close the gap before the subscription.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.js';
import { useRealtimeChannel, type RealtimeStatus } from '../../../lib/use-realtime-channel.js';
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

export function useVerificacaoPagamento(fonte: FontePagamento | undefined, opcoes: OpcoesVerificacao): VerificacaoPagamento {
  const { intervaloMs, maxVerificacoes = Number.POSITIVE_INFINITY, maxErros = 0, atrasoInicialMs = 0 } = opcoes;
  const [estado, setEstado] = useState<EstadoVerificacao>('verificando');
  const [dados, setDados] = useState<LeituraPagamento>();
  const [erro, setErro] = useState<unknown>();
  const estadoAtual = useRef(estado);
  const erros = useRef(0);
  const verificacoes = useRef(0);

  const mudar = useCallback((proximo: EstadoVerificacao) => {
    // Approved, refunded and failed are final: a late answer of an older read must not undo them.
    if (finais.includes(estadoAtual.current)) return;
    estadoAtual.current = proximo;
    setEstado(proximo);
  }, []);

  const ler = useCallback(async (): Promise<EstadoVerificacao> => {
    if (!fonte) return estadoAtual.current;
    try {
      const leitura = await fonte.ler();
      erros.current = 0;
      setDados((anterior) => ({ ...anterior, ...leitura, pix: leitura.pix ?? anterior?.pix }));
      mudar(leitura.status_pagamento);
    } catch (error) {
      erros.current += 1;
      const definitivo = error instanceof ApiRequestError && (error.status === 404 || error.status === 401 || error.status === 403);
      if (definitivo || erros.current > maxErros) {
        setErro(error);
        mudar('erro');
      }
    }
    return estadoAtual.current;
  }, [fonte, maxErros, mudar]);

  const realtime = useRealtimeChannel(fonte?.canal, (evento) => {
    const status = fonte?.interpretar(evento);
    if (!status || status.status === 'pendente') return;
    setDados((anterior) => ({ ...anterior, status_pagamento: status.status, medicoId: status.medicoId }));
    mudar(status.status);
  });

  useEffect(() => {
    if (!fonte) return undefined;
    const timer = window.setTimeout(() => void ler(), atrasoInicialMs);
    return () => window.clearTimeout(timer);
  }, [fonte, atrasoInicialMs, ler]);

  useEffect(() => {
    if (realtime === 'conectado' && estadoAtual.current === 'pendente') void ler();
  }, [realtime, ler]);

  useEffect(() => {
    if (!fonte || estado !== 'pendente') return undefined;
    const timer = window.setInterval(() => {
      verificacoes.current += 1;
      const esgotou = verificacoes.current >= maxVerificacoes;
      const depois = (atual: EstadoVerificacao) => {
        if (esgotou && atual === 'pendente') mudar('esgotado');
      };
      if (realtime === 'conectado') depois(estadoAtual.current);
      else void ler().then(depois);
    }, intervaloMs);
    return () => window.clearInterval(timer);
  }, [fonte, estado, realtime, intervaloMs, maxVerificacoes, ler, mudar]);

  const verificarAgora = useCallback(async () => {
    if (estadoAtual.current === 'esgotado') {
      // A manual check after the automatic ones gave up starts a new round.
      verificacoes.current = 0;
      estadoAtual.current = 'pendente';
      setEstado('pendente');
    }
    return ler();
  }, [ler]);

  return { estado, dados, erro, realtime, verificarAgora };
}
