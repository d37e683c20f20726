/**
 * Camila's voice without a browser: the server voice (POST /api/fala) first, the browser's on any
 * failure, failures logged with the spec's text-to-speech texts and never with what was said.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { mensagens } from '#shared/messages.js';
import { falaResponseSchema, type FalaResponse } from '#shared/schemas/chat.js';
import { createServerSpeaker, type BrowserSpeaker, type OrigemVoz } from '#web/features/assistente/speaker.js';
import { ApiRequestError } from '#web/lib/api-client.js';

const MP3 = Buffer.from([0xff, 0xf3, 0x44, 0xc4, 0x00, 0x01, 0x02]);
const RESPOSTA: FalaResponse = { audioContent: MP3.toString('base64'), contentType: 'audio/mpeg' };
const TEXTO = 'Olá! Eu sou a Camila, secretária virtual do ZapSaúde.';

function navegador(falha = false): BrowserSpeaker & { falas: string[]; cancelamentos: number } {
  const registro = { falas: [] as string[], cancelamentos: 0 };
  return Object.assign(registro, {
    tryToSpeak: async (texto: string) => {
      registro.falas.push(texto);
      return !falha;
    },
    speak: async () => undefined,
    cancel: () => {
      registro.cancelamentos += 1;
    },
  });
}

let avisos: MockInstance<typeof console.warn>;
beforeEach(() => {
  avisos = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => avisos.mockRestore());

const avisosDados = () => avisos.mock.calls.map((chamada) => String(chamada[0]));

describe('Camila’s voice', () => {
  it('speaks with the server’s MP3 and leaves the browser voice alone', async () => {
    // Prepare
    const sintetizar = vi.fn(async () => RESPOSTA);
    const tocados: Blob[] = [];
    const origens: OrigemVoz[] = [];
    const reserva = navegador();
    const voz = createServerSpeaker({ sintetizar, reserva, tocar: async (audio) => void tocados.push(audio), aoFalar: (o) => origens.push(o) });

    // Act
    await voz.speak(`  ${TEXTO}\n `);

    // Assess
    expect(sintetizar).toHaveBeenCalledWith(TEXTO, expect.any(AbortSignal));
    expect(tocados).toHaveLength(1);
    expect(tocados[0]!.type).toBe('audio/mpeg');
    expect(Buffer.from(await tocados[0]!.arrayBuffer())).toEqual(MP3);
    expect(origens).toEqual(['servidor']);
    expect(reserva.falas).toEqual([]);
    expect(avisosDados()).toEqual([]);
  });

  it('falls back to the browser for a reply the server refused, logs the TTS text, and tries the server again next time', async () => {
    // Prepare
    const sintetizar = vi
      .fn<(texto: string, signal: AbortSignal) => Promise<FalaResponse>>()
      .mockRejectedValueOnce(new ApiRequestError(429, mensagens.erros.muitasRequisicoes))
      .mockResolvedValue(RESPOSTA);
    const origens: OrigemVoz[] = [];
    const reserva = navegador();
    const voz = createServerSpeaker({ sintetizar, reserva, tocar: async () => undefined, aoFalar: (o) => origens.push(o) });

    // Act
    await voz.speak(TEXTO);
    await voz.speak('Por nada!');

    // Assess
    expect(reserva.falas).toEqual([TEXTO]);
    expect(origens).toEqual(['navegador', 'servidor']);
    expect(sintetizar).toHaveBeenCalledTimes(2);
    expect(avisosDados()).toEqual([`Camila: ${mensagens.tts.erroFuncao(mensagens.erros.muitasRequisicoes)}`]);
  });

  it('uses the browser voice from then on when the server has no voice (503)', async () => {
    const sintetizar = vi.fn(async () => Promise.reject(new ApiRequestError(503, 'A voz do servidor não está disponível no momento. Usando a voz do navegador.')));
    const reserva = navegador();
    const voz = createServerSpeaker({ sintetizar, reserva, tocar: async () => undefined });

    await voz.speak('Primeira.');
    await voz.speak('Segunda.');

    expect(sintetizar).toHaveBeenCalledTimes(1);
    expect(reserva.falas).toEqual(['Primeira.', 'Segunda.']);
  });

  it.each([
    ['an answer that is not audio', async () => falaResponseSchema.parse({ audioContent: 1 }), mensagens.tts.audioNaoGerado],
    ['empty audio', async () => ({ audioContent: '', contentType: 'audio/mpeg' as const }), mensagens.tts.audioNaoGerado],
    ['a failure that is not an Error', async () => Promise.reject('???'), mensagens.tts.erroDesconhecido],
  ])('logs %s with the spec text and speaks with the browser', async (_caso, sintetizar, texto) => {
    const reserva = navegador();
    const voz = createServerSpeaker({ sintetizar, reserva, tocar: async () => undefined });

    await voz.speak(TEXTO);

    expect(avisosDados()).toEqual([`Camila: ${texto}`]);
    expect(reserva.falas).toEqual([TEXTO]);
  });

  it('logs "Erro ao reproduzir áudio" when the MP3 cannot play, then "Erro em todos os sistemas de fala" when the browser fails too', async () => {
    // Prepare
    const origens: OrigemVoz[] = [];
    const voz = createServerSpeaker({
      sintetizar: async () => RESPOSTA,
      reserva: navegador(true),
      tocar: async () => Promise.reject(new Error(mensagens.tts.erroReproduzir)),
      aoFalar: (o) => origens.push(o),
    });

    // Act
    await voz.speak(TEXTO);

    // Assess: never the text itself in the log.
    expect(avisosDados()).toEqual([`Camila: ${mensagens.tts.erroReproduzir}`, `Camila: ${mensagens.tts.erroTodos}`]);
    expect(avisosDados().join(' ')).not.toContain('secretária');
    expect(origens).toEqual(['servidor', 'nenhuma']);
  });

  it('stops the audio and the browser voice when cancelled (mute, close), without falling back', async () => {
    // Prepare: an MP3 that plays until stopped.
    let sinal: AbortSignal | undefined;
    const reserva = navegador();
    const voz = createServerSpeaker({
      sintetizar: async () => RESPOSTA,
      reserva,
      tocar: (_audio, signal) =>
        new Promise<void>((resolve) => {
          sinal = signal;
          signal.addEventListener('abort', () => resolve());
        }),
    });
    const falando = voz.speak(TEXTO);
    await vi.waitFor(() => expect(sinal).toBeDefined());

    // Act
    voz.cancel();
    await falando;

    // Assess
    expect(sinal?.aborted).toBe(true);
    expect(reserva.cancelamentos).toBe(1);
    expect(reserva.falas).toEqual([]);
  });

  it('cuts a reply longer than the endpoint’s 1500 characters instead of losing the voice', async () => {
    const sintetizar = vi.fn<(texto: string, signal: AbortSignal) => Promise<FalaResponse>>(async () => RESPOSTA);
    const voz = createServerSpeaker({ sintetizar, reserva: navegador(), tocar: async () => undefined });

    await voz.speak('a'.repeat(2000));

    expect(sintetizar.mock.calls[0]?.[0]).toHaveLength(1500);
  });
});
