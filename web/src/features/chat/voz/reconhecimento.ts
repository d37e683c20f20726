/**
 * Speech recognition of the chat (docs/regras-do-produto.md#the-chat): pt-BR, continuous, restarted after 3 s of silence,
 * 1 s after it ends or hears nothing, 2 s after other errors; a final result stops it and is sent
 * 500 ms later. Behind a small interface, with the browser's class and the timers injected, so the
 * rules are tested without a microphone.
 */
import { vozConfig } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';

/** The part of the Web Speech API's SpeechRecognition we use. */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

export interface Temporizador {
  agendar(fn: () => void, ms: number): unknown;
  cancelar(id: unknown): void;
}

const temporizadorPadrao: Temporizador = {
  agendar: (fn, ms) => globalThis.setTimeout(fn, ms),
  cancelar: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export interface ReconhecedorVoz {
  readonly suportado: boolean;
  /** Starts listening; reports 'not supported' through aoErro when the browser has no recognition. */
  iniciar(): void;
  /** Stops listening for good (no restart). */
  parar(): void;
}

export interface OpcoesReconhecedor {
  /** The final text, 500 ms after recognition stopped on it. */
  aoFinal(texto: string): void;
  /** The text heard so far, for the input. */
  aoParcial?(texto: string): void;
  /** A docs/regras-do-produto.md#the-chat voice error (toast 'Erro de voz'); listening has stopped. */
  aoErro(mensagem: string): void;
  aoMudarEstado(ouvindo: boolean): void;
  Reconhecimento?: SpeechRecognitionCtor | undefined;
  temporizador?: Temporizador;
}

/** The browser's recognition class, prefixed or not. */
export function reconhecimentoDoNavegador(): SpeechRecognitionCtor | undefined {
  const w = globalThis as unknown as { SpeechRecognition?: SpeechRecognitionCtor; webkitSpeechRecognition?: SpeechRecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export function createReconhecedorVoz(opcoes: OpcoesReconhecedor): ReconhecedorVoz {
  const Ctor = 'Reconhecimento' in opcoes ? opcoes.Reconhecimento : reconhecimentoDoNavegador();
  const timer = opcoes.temporizador ?? temporizadorPadrao;
  let reconhecimento: SpeechRecognitionLike | undefined;
  let ativo = false;
  let reinicio: unknown;
  let silencio: unknown;
  let envio: unknown;

  const limpar = () => {
    for (const id of [reinicio, silencio]) if (id !== undefined) timer.cancelar(id);
    reinicio = undefined;
    silencio = undefined;
  };

  const encerrar = () => {
    ativo = false;
    limpar();
    try {
      reconhecimento?.abort();
    } catch {
      // Already stopped.
    }
    opcoes.aoMudarEstado(false);
  };

  const falhar = (mensagem: string) => {
    encerrar();
    opcoes.aoErro(mensagem);
  };

  const comecar = () => {
    if (!ativo || !reconhecimento) return;
    try {
      reconhecimento.start();
    } catch {
      falhar(mensagens.voz.erroIniciar);
    }
  };

  const reiniciarEm = (ms: number) => {
    if (!ativo) return;
    limpar();
    reinicio = timer.agendar(() => {
      reinicio = undefined;
      comecar();
    }, ms);
  };

  const vigiarSilencio = () => {
    if (silencio !== undefined) timer.cancelar(silencio);
    silencio = timer.agendar(() => {
      silencio = undefined;
      // Stopping makes `onend` fire, which restarts after its own delay.
      try {
        reconhecimento?.stop();
      } catch {
        reiniciarEm(vozConfig.reinicioSilencioMs);
      }
    }, vozConfig.reinicioSilencioMs);
  };

  const criar = (): SpeechRecognitionLike | undefined => {
    if (!Ctor) return undefined;
    const r = new Ctor();
    r.lang = vozConfig.idioma;
    r.continuous = true;
    r.interimResults = true;
    r.onresult = (event) => {
      let texto = '';
      let final = false;
      for (let i = 0; i < event.results.length; i += 1) {
        const resultado = event.results[i];
        if (!resultado) continue;
        texto += resultado[0]?.transcript ?? '';
        if (resultado.isFinal) final = true;
      }
      texto = texto.trim();
      opcoes.aoParcial?.(texto);
      if (!final) {
        vigiarSilencio();
        return;
      }
      encerrar();
      if (texto === '') return;
      if (envio !== undefined) timer.cancelar(envio);
      envio = timer.agendar(() => {
        envio = undefined;
        opcoes.aoFinal(texto);
      }, vozConfig.autoEnvioMs);
    };
    r.onerror = (event) => {
      if (!ativo) return;
      switch (event.error) {
        case 'not-allowed':
        case 'service-not-allowed':
          falhar(mensagens.voz.permissaoMicrofoneNegada);
          return;
        case 'audio-capture':
          falhar(mensagens.voz.erroMicrofone);
          return;
        case 'no-speech':
          reiniciarEm(vozConfig.reinicioSemFalaMs);
          return;
        case 'aborted':
          return;
        default:
          reiniciarEm(vozConfig.reinicioErroMs);
      }
    };
    r.onend = () => {
      // A pending error restart wins; otherwise restart after the end delay while still listening.
      if (ativo && reinicio === undefined) reiniciarEm(vozConfig.reinicioFimMs);
    };
    return r;
  };

  return {
    suportado: Ctor !== undefined,
    iniciar() {
      if (ativo) return;
      reconhecimento ??= criar();
      if (!reconhecimento) {
        opcoes.aoErro(mensagens.voz.reconhecimentoNaoSuportado);
        return;
      }
      ativo = true;
      opcoes.aoMudarEstado(true);
      comecar();
    },
    parar() {
      if (envio !== undefined) timer.cancelar(envio);
      envio = undefined;
      if (ativo) encerrar();
    },
  };
}
