/**
 * The payment state of the checkout kept in this tab, for the waiting screen and the return pages.
 *
 * The approval arrives on the checkout's realtime channel the moment the webhook lands (DESIGN §5).
 * The spec's polling remains as the fallback: while the channel is down, each tick reads the status
 * from the API; while it is up, a tick only counts towards the page's limit of checks. One read at
 * the start and one when the channel connects close the gap before the subscription.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  pagamentoChannel,
  pagamentoEventSchema,
  type StatusPagamentoResponse,
} from '../../../../../shared/schemas/pagamentos.js';
import { ApiRequestError } from '../../../lib/api-client.js';
import { useRealtimeChannel, type RealtimeStatus } from '../../../lib/use-realtime-channel.js';
import { buscarStatusPagamento } from '../api/checkout.js';

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

export interface VerificacaoCheckout {
  readonly estado: EstadoVerificacao;
  readonly dados?: StatusPagamentoResponse;
  readonly erro?: unknown;
  readonly realtime: RealtimeStatus;
  /** Checks now (the manual "Verificar Status"); resolves with the state it found. */
  verificarAgora(): Promise<EstadoVerificacao>;
}

const finais: readonly EstadoVerificacao[] = ['aprovado', 'estornado', 'erro'];

export function useVerificacaoCheckout(checkoutId: string | undefined, opcoes: OpcoesVerificacao): VerificacaoCheckout {
  const { intervaloMs, maxVerificacoes = Number.POSITIVE_INFINITY, maxErros = 0, atrasoInicialMs = 0 } = opcoes;
  const [estado, setEstado] = useState<EstadoVerificacao>(checkoutId ? 'verificando' : 'erro');
  const [dados, setDados] = useState<StatusPagamentoResponse>();
  const [erro, setErro] = useState<unknown>(checkoutId ? undefined : new ApiRequestError(404, ''));
  const estadoAtual = useRef(estado);
  estadoAtual.current = estado;
  const erros = useRef(0);
  const verificacoes = useRef(0);

  const mudar = useCallback((proximo: EstadoVerificacao) => {
    // Approved and refunded are final: a late answer of an older read must not undo them.
    if (finais.includes(estadoAtual.current)) return;
    estadoAtual.current = proximo;
    setEstado(proximo);
  }, []);

  const ler = useCallback(async (): Promise<EstadoVerificacao> => {
    if (!checkoutId) return 'erro';
    try {
      const resposta = await buscarStatusPagamento(checkoutId);
      erros.current = 0;
      setDados((anterior) => ({ ...resposta, pix: resposta.pix ?? anterior?.pix }));
      mudar(resposta.status_pagamento);
    } catch (error) {
      erros.current += 1;
      const definitivo = error instanceof ApiRequestError && error.status === 404;
      if (definitivo || erros.current > maxErros) {
        setErro(error);
        mudar('erro');
      }
    }
    return estadoAtual.current;
  }, [checkoutId, maxErros, mudar]);

  const realtime = useRealtimeChannel(checkoutId ? pagamentoChannel(checkoutId) : undefined, (data) => {
    const evento = pagamentoEventSchema.safeParse(data);
    if (!evento.success) return;
    setDados((anterior) => (anterior ? { ...anterior, status_pagamento: evento.data.status_pagamento } : anterior));
    if (evento.data.status_pagamento !== 'pendente') mudar(evento.data.status_pagamento);
  });

  // The first read, after the optional initial wait.
  useEffect(() => {
    if (!checkoutId) return undefined;
    const timer = window.setTimeout(() => void ler(), atrasoInicialMs);
    return () => window.clearTimeout(timer);
  }, [checkoutId, atrasoInicialMs, ler]);

  // Once subscribed, one more read: an approval just before the subscription is not missed.
  useEffect(() => {
    if (realtime === 'conectado' && estadoAtual.current === 'pendente') void ler();
  }, [realtime, ler]);

  // The ticks: API reads only while the channel is down; each counts towards the limit.
  useEffect(() => {
    if (!checkoutId || estado !== 'pendente') return undefined;
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
  }, [checkoutId, estado, realtime, intervaloMs, maxVerificacoes, ler, mudar]);

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
