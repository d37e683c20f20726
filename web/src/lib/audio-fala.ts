/**
 * Synthesised speech played in the browser: the audio `/api/fala` answers (base64 in JSON) becomes
 * a blob played by an <audio> element of its own, its blob: URL freed at the end. Camila's speaker
 * and the doctors' voice in the chat play it the same way.
 */
import { mensagens } from '#shared/messages.js';

export function base64ParaBlob(base64: string, tipo: string): Blob {
  const binario = atob(base64);
  const bytes = new Uint8Array(binario.length);
  for (let i = 0; i < binario.length; i += 1) bytes[i] = binario.charCodeAt(i);
  return new Blob([bytes], { type: tipo });
}

/** Plays the MP3 in an <audio> element of its own, from a blob: URL freed at the end. */
export function tocarNoNavegador(audio: Blob, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(audio);
    const elemento = new Audio(url);
    const fim = () => {
      URL.revokeObjectURL(url);
      resolve();
    };
    elemento.onended = fim;
    elemento.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(mensagens.tts.erroReproduzir));
    };
    signal.addEventListener('abort', () => {
      elemento.pause();
      fim();
    });
    elemento.play().catch(() => {
      URL.revokeObjectURL(url);
      reject(new Error(mensagens.tts.erroReproduzir));
    });
  });
}
