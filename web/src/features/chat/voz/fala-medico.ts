/**
 * The doctor's voice (docs/regras-do-produto.md#the-chat): the project's speech endpoint first (Polly pt-BR
 * neural voice mapped from the doctor's preset), the browser's speech synthesis (pt-BR, rate 0.9)
 * when the server has no voice (503 locally) or fails. Behind a small interface so the chat can be
 * tested with a fake, and so the fallback is tested without audio hardware.
 */
import { vozConfig } from '#shared/constants.js';
import { generoDoMedico, type Medico } from '#shared/medicos.js';
import { mensagens } from '#shared/messages.js';
import type { FalaResponse } from '#shared/schemas/chat.js';
import { base64ParaBlob, tocarNoNavegador } from '#web/lib/audio-fala.js';

export interface FalaMedico {
  /** Speaks the text; resolves when done. Failures go to `aoErro` (toast 'Erro de voz'), never reject. */
  falar(texto: string): Promise<void>;
  cancelar(): void;
}

export interface OpcoesFala {
  readonly medico: Pick<Medico, 'id' | 'nome'>;
  /** POST /api/fala. */
  readonly sintetizar: (texto: string, medicoId: number, signal: AbortSignal) => Promise<FalaResponse>;
  readonly aoErro: (mensagem: string) => void;
  readonly synth?: SpeechSynthesis | undefined;
  /** Plays an MP3 blob; resolves when it ends. */
  readonly tocar?: (audio: Blob, signal: AbortSignal) => Promise<void>;
}

/** Spoken text without markdown marks and list numbers, cut to the endpoint's limit. */
export function textoParaFala(texto: string, max = 1500): string {
  const limpo = texto
    .replace(/[*_#`>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return limpo.length > max ? `${limpo.slice(0, max - 1)}…` : limpo;
}


const MASCULINAS = /daniel|ant[oô]nio|thiago|felipe|ricardo|fabio|male(?!.*female)|masculin/i;

export function createFalaMedico(opcoes: OpcoesFala): FalaMedico {
  const synth = 'synth' in opcoes ? opcoes.synth : globalThis.speechSynthesis;
  const tocar = opcoes.tocar ?? tocarNoNavegador;
  // After one refusal of the server voice (503 where Polly is off) the browser voice is used at once.
  let servidorDisponivel = true;
  let controle: AbortController | undefined;

  const falarNoNavegador = (texto: string, signal: AbortSignal): Promise<void> =>
    new Promise((resolve) => {
      if (!synth || typeof SpeechSynthesisUtterance === 'undefined') {
        opcoes.aoErro(mensagens.voz.sinteseNaoSuportada);
        resolve();
        return;
      }
      let terminou = false;
      const fim = () => {
        if (terminou) return;
        terminou = true;
        globalThis.clearTimeout(seguranca);
        resolve();
      };
      // Some headless or voiceless browsers never fire `end`: the input must not stay locked.
      const seguranca = globalThis.setTimeout(fim, 5_000 + texto.length * 90);
      signal.addEventListener('abort', () => {
        synth.cancel();
        fim();
      });
      try {
        const fala = new SpeechSynthesisUtterance(texto);
        fala.lang = vozConfig.idioma;
        fala.rate = vozConfig.taxaFalaNavegador;
        fala.pitch = vozConfig.tomFalaNavegador;
        const masculino = generoDoMedico(opcoes.medico) === 'masculino';
        const vozes = synth.getVoices().filter((voz) => voz.lang.replace('_', '-').toLowerCase() === 'pt-br');
        const voz = vozes.find((v) => MASCULINAS.test(v.name) === masculino) ?? vozes[0];
        if (voz) fala.voice = voz;
        fala.onend = fim;
        fala.onerror = (event) => {
          if (event.error !== 'interrupted' && event.error !== 'canceled') opcoes.aoErro(mensagens.voz.erroSintese(event.error));
          fim();
        };
        synth.cancel();
        synth.speak(fala);
      } catch {
        opcoes.aoErro(mensagens.voz.erroSintese('desconhecido'));
        fim();
      }
    });

  return {
    async falar(textoOriginal) {
      const texto = textoParaFala(textoOriginal);
      if (texto === '') return;
      controle?.abort();
      const atual = new AbortController();
      controle = atual;
      if (servidorDisponivel) {
        try {
          const { audioContent, contentType } = await opcoes.sintetizar(texto, opcoes.medico.id, atual.signal);
          if (atual.signal.aborted) return;
          await tocar(base64ParaBlob(audioContent, contentType), atual.signal);
          return;
        } catch {
          if (atual.signal.aborted) return;
          servidorDisponivel = false;
        }
      }
      await falarNoNavegador(texto, atual.signal);
    },
    cancelar() {
      controle?.abort();
      controle = undefined;
      try {
        synth?.cancel();
      } catch {
        // Nothing was being spoken.
      }
    },
  };
}
