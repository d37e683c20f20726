/**
 * How Camila speaks. Behind a small interface so that the server voice (Polly, pt-BR neural
 * 'Camila') can be put in front of the browser voice once its endpoint exists, as docs/regras-do-produto.md#camila-the-support-assistant describes:
 * speech service first, browser speech synthesis as the fallback.
 */
import { vozConfig } from '#shared/constants.js';

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
function warn(reason: string): void {
  console.warn(`Camila: falha na síntese de voz (${reason})`);
}

/** The browser's speech synthesis: pt-BR, rate 0.9, pitch 1, a female pt-BR voice when there is one. */
export function createBrowserSpeaker(synth: SpeechSynthesis | undefined = globalThis.speechSynthesis): Speaker {
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return silentSpeaker;
  // Browsers load their voice list lazily; asking once now makes it ready for the first reply.
  synth.getVoices();
  return {
    speak(text) {
      const clean = text.trim();
      if (clean === '') return Promise.resolve();
      return new Promise((resolve) => {
        try {
          const utterance = new SpeechSynthesisUtterance(clean);
          utterance.lang = vozConfig.idioma;
          utterance.rate = vozConfig.taxaFalaNavegador;
          utterance.pitch = vozConfig.tomFalaNavegador;
          const voice = chooseFemalePtBrVoice(synth.getVoices());
          if (voice) utterance.voice = voice;
          utterance.onend = () => resolve();
          utterance.onerror = (event) => {
            // 'interrupted' and 'canceled' are ours (mute, close, next reply), not failures.
            if (event.error !== 'interrupted' && event.error !== 'canceled') warn(event.error);
            resolve();
          };
          synth.cancel();
          synth.speak(utterance);
        } catch (error) {
          warn(error instanceof Error ? error.name : 'desconhecido');
          resolve();
        }
      });
    },
    cancel() {
      try {
        synth.cancel();
      } catch (error) {
        warn(error instanceof Error ? error.name : 'desconhecido');
      }
    },
  };
}
