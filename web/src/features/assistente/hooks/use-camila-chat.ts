import { useCallback, useEffect, useRef, useState } from 'react';
import { consultaRegras } from '#shared/constants.js';
import { responderComSeguranca, SAUDACAO_CAMILA, type AcaoCamila } from '../camila.js';
import type { Speaker } from '../speaker.js';

/** One chat message (docs/regras-do-produto.md#camila-the-support-assistant): id is a timestamp string. */
export interface MensagemCamila {
  readonly id: string;
  readonly texto: string;
  readonly remetente: 'user' | 'assistant';
  readonly timestamp: Date;
  readonly acao?: AcaoCamila;
}

/** The reply being typed out: its id and how many characters show so far. */
interface Digitacao {
  readonly id: string;
  readonly mostrados: number;
}

/** A short pause before Camila starts typing, so the reply does not look canned. */
const PENSANDO_MS = 600;

const prefereMenosMovimento = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

let sequencia = 0;
const novoId = () => `${Date.now()}-${(sequencia += 1)}`;

export interface CamilaChat {
  readonly mensagens: readonly MensagemCamila[];
  /** A reply is being prepared or typed: the input is disabled and the indicator shows. */
  readonly carregando: boolean;
  readonly nomeUsuario?: string;
  /** Characters of a message to show now (the whole text once typed out). */
  readonly visivel: (mensagem: MensagemCamila) => string;
  readonly digitando: (mensagem: MensagemCamila) => boolean;
  /** Adds Camila's greeting if the conversation is empty (docs/regras-do-produto.md#camila-the-support-assistant: first open). */
  readonly saudar: () => void;
  readonly enviar: (texto: string) => void;
}

/**
 * Camila's conversation: replies computed locally, typed out at 30 ms a character (docs/regras-do-produto.md#camila-the-support-assistant) and
 * spoken by `speaker` as they start to appear. While a reply is processed `carregando` is true.
 */
export function useCamilaChat(speaker: Speaker): CamilaChat {
  const [mensagens, setMensagens] = useState<MensagemCamila[]>([]);
  const [carregando, setCarregando] = useState(false);
  const [nomeUsuario, setNomeUsuario] = useState<string>();
  const [digitacao, setDigitacao] = useState<Digitacao>();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const intervalo = useRef<ReturnType<typeof setInterval>>(undefined);
  const speakerRef = useRef(speaker);
  speakerRef.current = speaker;
  const nomeRef = useRef(nomeUsuario);
  nomeRef.current = nomeUsuario;

  useEffect(() => {
    const pendentes = timers.current;
    return () => {
      for (const timer of pendentes) clearTimeout(timer);
      clearInterval(intervalo.current);
    };
  }, []);

  const depois = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
  };

  /** Adds an assistant message, speaks it and types it out; `aoTerminar` runs when fully shown. */
  const digitar = useCallback((mensagem: MensagemCamila, aoTerminar: () => void) => {
    clearInterval(intervalo.current);
    setMensagens((anteriores) => [...anteriores, mensagem]);
    void speakerRef.current.speak(mensagem.texto);
    if (prefereMenosMovimento()) {
      setDigitacao(undefined);
      aoTerminar();
      return;
    }
    // The count follows the clock, not the number of ticks: a busy page that fires late ticks
    // still types at 30 ms a character.
    const inicio = performance.now();
    setDigitacao({ id: mensagem.id, mostrados: 0 });
    intervalo.current = setInterval(() => {
      const mostrados = Math.floor((performance.now() - inicio) / consultaRegras.digitacaoMsPorCaractere);
      if (mostrados >= mensagem.texto.length) {
        clearInterval(intervalo.current);
        setDigitacao(undefined);
        aoTerminar();
        return;
      }
      setDigitacao({ id: mensagem.id, mostrados });
    }, consultaRegras.digitacaoMsPorCaractere);
  }, []);

  const saudou = useRef(false);
  const saudar = useCallback(() => {
    // A ref, not state: opening twice in a row (or StrictMode's double effects) greets once.
    if (saudou.current) return;
    saudou.current = true;
    // The greeting is typed out like any reply, but the user may write at once.
    digitar({ id: novoId(), texto: SAUDACAO_CAMILA, remetente: 'assistant', timestamp: new Date() }, () => undefined);
  }, [digitar]);

  const enviar = useCallback(
    (texto: string) => {
      const limpo = texto.trim();
      if (limpo === '' || carregando) return;
      // A greeting still being typed is shown whole, so the conversation reads in order.
      clearInterval(intervalo.current);
      setDigitacao(undefined);
      setMensagens((anteriores) => [
        ...anteriores,
        { id: novoId(), texto: limpo, remetente: 'user', timestamp: new Date() },
      ]);
      setCarregando(true);
      depois(PENSANDO_MS, () => {
        const resposta = responderComSeguranca(limpo, { nomeUsuario: nomeRef.current });
        if (resposta.nomeUsuario) setNomeUsuario(resposta.nomeUsuario);
        digitar(
          {
            id: novoId(),
            texto: resposta.texto,
            remetente: 'assistant',
            timestamp: new Date(),
            ...(resposta.acao ? { acao: resposta.acao } : {}),
          },
          () => setCarregando(false),
        );
      });
    },
    [carregando, digitar],
  );

  const visivel = useCallback(
    (mensagem: MensagemCamila) =>
      digitacao?.id === mensagem.id ? mensagem.texto.slice(0, digitacao.mostrados) : mensagem.texto,
    [digitacao],
  );
  const digitando = useCallback((mensagem: MensagemCamila) => digitacao?.id === mensagem.id, [digitacao]);

  return { mensagens, carregando, nomeUsuario, visivel, digitando, saudar, enviar };
}
