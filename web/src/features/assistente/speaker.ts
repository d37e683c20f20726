/**
 * How Camila speaks (docs/regras-do-produto.md#camila-the-support-assistant): the speech service
 * first (POST /api/fala, Polly's pt-BR neural voice 'Camila'; locally the Polly stand-in), the
 * browser's speech synthesis when that fails. Failures are only logged, with the spec's
 * text-to-speech texts (`mensagens.tts`), never with the text spoken.
 */
import { vozConfig } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import type { FalaResponse } from '#shared/schemas/chat.js';
import { base64ParaBlob, tocarNoNavegador } from '#web/lib/audio-fala.js';

export interface Speaker {
  /** Speaks the text; resolves when done. Never rejects: failures are only logged (docs/regras-do-produto.md#camila-the-support-assistant). */
  speak(text: string): Promise<void>;
  /** Stops whatever is being spoken. */
  cancel(): void;
}

/** A speaker that says nothing (muted, or no speech support). */
export const silentSpeaker: Speaker = { speak: async () => undefined, cancel: () => undefined };

// Female pt-BR voices of the common platforms (Windows, macOS, Android/Chrome); male ones to avoid.
const FEMALE_NAMES = /francisca|luciana|maria|camila|vit[oó]ria|thalita|heloisa|fernanda|let[ií]cia|joana|raquel|google portugu[eê]s do brasil|female|feminin/i;
const MALE_NAMES = /daniel|ant[oô]nio|thiago|felipe|ricardo|fabio|male(?!.*female)|masculin/i;

/** The best voice for Camila: a female pt-BR voice, else any pt-BR voice, else none (the lang decides). */
export function chooseFemalePtBrVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const ptBr = voices.filter((voice) => voice.lang.replace('_', '-').toLowerCase() === 'pt-br');
  return (
    ptBr.find((voice) => FEMALE_NAMES.test(voice.name) && !MALE_NAMES.test(voice.name)) ??
    ptBr.find((voice) => !MALE_NAMES.test(voice.name)) ??
    ptBr[0]
  );
}

/** Logs a speech failure without the text spoken (it may hold what the user wrote about their health). */
function warn(texto: string): void {
  console.warn(`Camila: ${texto}`);
}

const nomeDoErro = (error: unknown) => (error instanceof Error ? error.name : 'desconhecido');

/** A speaker that also tells whether it could speak: the browser's voice as the server voice's fallback. */
export interface BrowserSpeaker extends Speaker {
  /** Speaks the text; resolves false when the browser's speech failed (already logged). */
  tryToSpeak(text: string): Promise<boolean>;
}

/** The browser's speech synthesis: pt-BR, rate 0.9, pitch 1, a female pt-BR voice when there is one. */
export function createBrowserSpeaker(synth: SpeechSynthesis | undefined = globalThis.speechSynthesis): BrowserSpeaker {
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') {
    return {
      ...silentSpeaker,
      tryToSpeak: async () => {
        warn(`${mensagens.tts.erroNavegador} (sem suporte)`);
        return false;
      },
    };
  }
  // Browsers load their voice list lazily; asking once now makes it ready for the first reply.
  synth.getVoices();
  const tryToSpeak = (text: string): Promise<boolean> => {
    const clean = text.trim();
    if (clean === '') return Promise.resolve(true);
    return new Promise((resolve) => {
      try {
        const utterance = new SpeechSynthesisUtterance(clean);
        utterance.lang = vozConfig.idioma;
        utterance.rate = vozConfig.taxaFalaNavegador;
        utterance.pitch = vozConfig.tomFalaNavegador;
        const voice = chooseFemalePtBrVoice(synth.getVoices());
        if (voice) utterance.voice = voice;
        utterance.onend = () => resolve(true);
        utterance.onerror = (event) => {
          // 'interrupted' and 'canceled' are ours (mute, close, next reply), not failures.
          if (event.error === 'interrupted' || event.error === 'canceled') {
            resolve(true);
            return;
          }
          warn(`${mensagens.tts.erroNavegador} (${event.error})`);
          resolve(false);
        };
        synth.cancel();
        synth.speak(utterance);
      } catch (error) {
        warn(`${mensagens.tts.erroNavegador} (${nomeDoErro(error)})`);
        resolve(false);
      }
    });
  };
  return {
    tryToSpeak,
    async speak(text) {
      await tryToSpeak(text);
    },
    cancel() {
      try {
        synth.cancel();
      } catch (error) {
        warn(`${mensagens.tts.erroNavegador} (${nomeDoErro(error)})`);
      }
    },
  };
}

/** Which voice said the last reply: the server's, the browser's, or none (both failed). */
export type OrigemVoz = 'servidor' | 'navegador' | 'nenhuma';

export interface ServerSpeakerOptions {
  /** POST /api/fala with Camila's voice. */
  readonly sintetizar: (texto: string, signal: AbortSignal) => Promise<FalaResponse>;
  /** The browser's voice, used when the server's fails. */
  readonly reserva: BrowserSpeaker;
  /** Plays an MP3; resolves when it ends (or is stopped), rejects when it cannot play. */
  readonly tocar?: (audio: Blob, signal: AbortSignal) => Promise<void>;
  /** Told which voice spoke each reply: the window shows it, and tests observe it. */
  readonly aoFalar?: (origem: OrigemVoz) => void;
}

/** The speech endpoint's limit (chatLimites.falaMaxCaracteres): a longer reply is cut, not refused. */
const FALA_MAX_CARACTERES = 1500;


/** The endpoint answered, but not with audio: its answer did not fit the schema, or held no bytes. */
class AudioNaoGeradoError extends Error {
  override readonly name = 'AudioNaoGeradoError';
  constructor() {
    super(mensagens.tts.audioNaoGerado);
  }
}

/** Why the server voice did not speak, in the spec's text-to-speech words. */
function falhaDoServidor(error: unknown): string {
  if (error instanceof AudioNaoGeradoError) return mensagens.tts.audioNaoGerado;
  if (error instanceof Error && error.message === mensagens.tts.erroReproduzir) return mensagens.tts.erroReproduzir;
  if (error instanceof Error) return mensagens.tts.erroFuncao(error.message);
  return mensagens.tts.erroDesconhecido;
}

/**
 * Camila's voice: the server's (Polly 'Camila') first; when it fails, the browser's for that reply.
 * After a 503 (this deployment has no server voice) the browser's is used at once from then on.
 */
export function createServerSpeaker(opcoes: ServerSpeakerOptions): Speaker {
  const tocar = opcoes.tocar ?? tocarNoNavegador;
  let servidorDisponivel = true;
  let controle: AbortController | undefined;

  const naReserva = async (texto: string, signal: AbortSignal) => {
    if (signal.aborted) return;
    const falou = await opcoes.reserva.tryToSpeak(texto);
    if (signal.aborted) return;
    if (!falou) warn(mensagens.tts.erroTodos);
    opcoes.aoFalar?.(falou ? 'navegador' : 'nenhuma');
  };

  return {
    async speak(textoOriginal) {
      const limpo = textoOriginal.replace(/\s+/g, ' ').trim();
      if (limpo === '') return;
      const texto = limpo.length > FALA_MAX_CARACTERES ? `${limpo.slice(0, FALA_MAX_CARACTERES - 1)}…` : limpo;
      controle?.abort();
      const atual = new AbortController();
      controle = atual;
      if (servidorDisponivel) {
        try {
          const { audioContent, contentType } = await opcoes.sintetizar(texto, atual.signal).catch((error: unknown) => {
            // A 200 whose body is not audio fails the shared schema.
            throw error instanceof Error && error.name === '$ZodError' ? new AudioNaoGeradoError() : error;
          });
          if (atual.signal.aborted) return;
          if (audioContent === '') throw new AudioNaoGeradoError();
          opcoes.aoFalar?.('servidor');
          await tocar(base64ParaBlob(audioContent, contentType), atual.signal);
          return;
        } catch (error) {
          if (atual.signal.aborted) return;
          warn(falhaDoServidor(error));
          if ((error as { status?: unknown }).status === 503) servidorDisponivel = false;
        }
      }
      await naReserva(texto, atual.signal);
    },
    cancel() {
      controle?.abort();
      controle = undefined;
      opcoes.reserva.cancel();
    },
  };
}
