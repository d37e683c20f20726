/**
 * The consultation's 30 minutes as the patient sees them (docs/regras-do-produto.md#the-30-minute-limit):
 * the time left counted down from the server's own figure (GET /api/chat/estado's `segundosRestantes`,
 * on the server clock; the browser only measures the seconds since that answer), the warnings at 5
 * and 1 minute, and, at 0, the end of the consultation.
 */
import { useEffect, useRef, useState } from 'react';
import { notify } from '#web/components/toast.js';

export interface AvisoTempo {
  /** Shown once the time left is at or below this many seconds. */
  readonly segundos: number;
  readonly titulo: string;
  readonly descricao: string;
}

/** The warnings, the most pressing last. */
export const avisosTempo: readonly AvisoTempo[] = [
  { segundos: 5 * 60, titulo: 'Faltam 5 minutos', descricao: 'A consulta termina em 5 minutos. Aproveite para tirar as últimas dúvidas.' },
  {
    segundos: 60,
    titulo: 'Falta 1 minuto',
    descricao: 'A consulta termina em 1 minuto. Depois, a conversa e os documentos continuam disponíveis nesta página.',
  },
];

/** The warning that applies with `segundos` left, if any. */
export function avisoPara(segundos: number): AvisoTempo | undefined {
  return avisosTempo.findLast((aviso) => segundos <= aviso.segundos);
}

/** "mm:ss" of the time left. */
export function formatarRestante(segundos: number): string {
  const total = Math.max(0, Math.ceil(segundos));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Seconds left `agoraMs` after the server said `segundosRestantes` at `recebidoEmMs`. */
export function segundosAgora(segundosRestantes: number, recebidoEmMs: number, agoraMs: number): number {
  return Math.max(0, Math.ceil(segundosRestantes - (agoraMs - recebidoEmMs) / 1000));
}

export interface TempoConsulta {
  /** Seconds left; undefined until the consultation is loaded or once it has ended. */
  readonly restante?: number;
  readonly aviso?: AvisoTempo;
  /** The 30 minutes are over (the end call may still be under way). */
  readonly esgotado: boolean;
}

export function useTempoConsulta(input: {
  /** From the server, with the instant its answer arrived; undefined while loading. */
  readonly servidor?: { readonly segundosRestantes: number; readonly recebidoEmMs: number };
  readonly encerrada: boolean;
  readonly aoEsgotar: () => void;
}): TempoConsulta {
  const { servidor, encerrada } = input;
  const [agoraMs, setAgoraMs] = useState(() => Date.now());
  const aoEsgotar = useRef(input.aoEsgotar);
  aoEsgotar.current = input.aoEsgotar;
  const avisado = useRef<number>(undefined);
  const esgotouChamado = useRef(false);

  const contando = servidor !== undefined && !encerrada;
  useEffect(() => {
    if (!contando) return;
    const id = window.setInterval(() => setAgoraMs(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [contando]);

  const restante = contando ? segundosAgora(servidor.segundosRestantes, servidor.recebidoEmMs, Math.max(agoraMs, servidor.recebidoEmMs)) : undefined;
  const aviso = restante === undefined || restante === 0 ? undefined : avisoPara(restante);
  const esgotado = restante === 0;

  useEffect(() => {
    if (!aviso || avisado.current === aviso.segundos) return;
    avisado.current = aviso.segundos;
    notify.info(aviso.titulo, aviso.descricao);
  }, [aviso]);

  useEffect(() => {
    if (!esgotado || esgotouChamado.current) return;
    esgotouChamado.current = true;
    aoEsgotar.current();
  }, [esgotado]);

  return { ...(restante === undefined ? {} : { restante }), ...(aviso ? { aviso } : {}), esgotado };
}
