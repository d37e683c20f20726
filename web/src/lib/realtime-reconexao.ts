/**
 * Keeps one realtime subscription alive: the connection defaults of the product (shared/constants.ts
 * `realtimeConfig`): an attempt that is not acknowledged within 10 s counts as failed; after a drop
 * or a failure the next attempt waits 1, 2, 5, then 10 s (10 s again for every later one); every
 * 25 s the open link is checked, and one that no longer looks alive is dropped and reopened. The
 * status says when a page must poll instead ('conectando' only before the first answer).
 *
 * Transport-free on purpose (no Amplify here), so the schedule is tested with fake timers.
 */
import { realtimeConfig } from '#shared/constants.js';

export type RealtimeStatus = 'conectando' | 'conectado' | 'indisponivel';

/** The wait before reconnection attempt `tentativa` (0-based): the last delay repeats. */
export function atrasoDeReconexao(tentativa: number, atrasosMs: readonly number[] = realtimeConfig.reconnectDelaysMs): number {
  return atrasosMs[Math.min(Math.max(tentativa, 0), atrasosMs.length - 1)] ?? 0;
}

export interface LigacaoRealtime {
  /** Unsubscribes and lets the socket go. */
  close(): void;
  /** Whether the link still looks alive (asked at every heartbeat). */
  alive(): boolean;
}

export interface OpcoesReconexao {
  /**
   * Opens the subscription; resolves once the server acknowledged it, rejects if refused or
   * unreachable. `onDrop` is called when an established link is lost.
   */
  connect(onDrop: () => void): Promise<LigacaoRealtime>;
  onStatus(status: RealtimeStatus): void;
  readonly timeoutMs?: number;
  readonly heartbeatMs?: number;
  readonly atrasosMs?: readonly number[];
}

/** Connects now and keeps reconnecting until the returned function is called. */
export function manterConectado(opcoes: OpcoesReconexao): () => void {
  const timeoutMs = opcoes.timeoutMs ?? realtimeConfig.timeoutMs;
  const heartbeatMs = opcoes.heartbeatMs ?? realtimeConfig.heartbeatMs;
  const atrasosMs = opcoes.atrasosMs ?? realtimeConfig.reconnectDelaysMs;
  let parado = false;
  let tentativa = 0;
  /** Each attempt has a number; an answer of an abandoned attempt is closed on arrival. */
  let geracao = 0;
  let ligacao: LigacaoRealtime | undefined;
  let status: RealtimeStatus | undefined;
  let espera: ReturnType<typeof setTimeout> | undefined;
  let prazo: ReturnType<typeof setTimeout> | undefined;
  let batimento: ReturnType<typeof setInterval> | undefined;

  const informar = (proximo: RealtimeStatus) => {
    if (parado || status === proximo) return;
    status = proximo;
    opcoes.onStatus(proximo);
  };

  const soltar = () => {
    clearInterval(batimento);
    clearTimeout(prazo);
    batimento = undefined;
    const atual = ligacao;
    ligacao = undefined;
    atual?.close();
  };

  const agendar = () => {
    if (parado) return;
    soltar();
    geracao += 1;
    informar('indisponivel');
    clearTimeout(espera);
    espera = setTimeout(abrir, atrasoDeReconexao(tentativa, atrasosMs));
    tentativa += 1;
  };

  function abrir(): void {
    if (parado) return;
    const minha = ++geracao;
    const valida = () => !parado && minha === geracao;
    prazo = setTimeout(() => valida() && agendar(), timeoutMs);
    opcoes
      .connect(() => valida() && agendar())
      .then((aberta) => {
        if (!valida()) {
          aberta.close();
          return;
        }
        clearTimeout(prazo);
        ligacao = aberta;
        tentativa = 0;
        informar('conectado');
        batimento = setInterval(() => {
          if (valida() && !aberta.alive()) agendar();
        }, heartbeatMs);
      })
      .catch(() => {
        if (valida()) agendar();
      });
  }

  informar('conectando');
  abrir();
  return () => {
    parado = true;
    clearTimeout(espera);
    soltar();
  };
}
