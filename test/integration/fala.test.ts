/**
 * POST /api/fala on the local stack: the handler's Polly client reaches the local Polly
 * (infra/local/polly.ts) through AWS_ENDPOINT_URL_POLLY, and the page gets real pt-BR speech in MP3.
 */
import { describe, expect, inject, it } from 'vitest';
import { rateLimits } from '#lambdas/common/rate-limit.js';
import { mensagens } from '#shared/messages.js';
import { chatLimites, mensagensChat, type FalaResponse } from '#shared/schemas/chat.js';
import { criarConsultaGratuita, newEmail, newIp, request } from './pagamentos-helpers.js';

const stack = inject('stack');

/** MPEG-1, -2 and -2.5 layer III: kbit/s per bitrate index and Hz per sample-rate index. */
const BITRATES = { mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320], mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160] };
const SAMPLE_RATES: Record<number, readonly number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/**
 * Walks an MP3's layer III frames from the first one (after an optional ID3v2 tag) to the end and
 * adds up their duration; throws where the bytes stop being consecutive frames.
 */
function mp3(audio: Buffer): { frames: number; sampleRate: number; seconds: number } {
  let offset = audio.subarray(0, 3).toString('latin1') === 'ID3' ? 10 + ((audio[6]! << 21) | (audio[7]! << 14) | (audio[8]! << 7) | audio[9]!) : 0;
  let frames = 0;
  let seconds = 0;
  let sampleRate = 0;
  while (offset + 4 <= audio.length) {
    const [b0, b1, b2] = [audio[offset]!, audio[offset + 1]!, audio[offset + 2]!];
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no MPEG frame at byte ${offset}`);
    const version = (b1 >> 3) & 0x03;
    const layer = (b1 >> 1) & 0x03;
    const rates = SAMPLE_RATES[version];
    if (layer !== 1 || !rates) throw new Error(`not MPEG layer III at byte ${offset}`);
    const kbps = (version === 3 ? BITRATES.mpeg1 : BITRATES.mpeg2)[(b2 >> 4) & 0x0f];
    const rate = rates[(b2 >> 2) & 0x03];
    if (!kbps || !rate) throw new Error(`bad frame header at byte ${offset}`);
    const samplesPerFrame = version === 3 ? 1152 : 576;
    offset += Math.floor(((samplesPerFrame / 8) * kbps * 1000) / rate) + ((b2 >> 1) & 0x01);
    frames += 1;
    seconds += samplesPerFrame / rate;
    sampleRate = rate;
  }
  return { frames, sampleRate, seconds };
}

const FRASE = 'Olá! Eu sou o Doutor Rafael. Me conte, com calma, o que você está sentindo desde ontem.';

const falar = (body: unknown, ip = newIp(), chatToken?: string) =>
  request<FalaResponse & { error?: string }>(stack.apiUrl, '/api/fala', { ip, body, ...(chatToken ? { headers: { 'x-chat-token': chatToken } } : {}) });

/** The chat token of a new free consultation with `medicoId` (a new e-mail each time: one free code per person). */
async function tokenDoMedico(medicoId: number): Promise<string> {
  const criada = await criarConsultaGratuita({ apiUrl: stack.apiUrl, sesUrl: stack.env.AWS_ENDPOINT_URL_SESV2! }, { email: newEmail('fala'), medicoId });
  expect(criada.status).toBe(201);
  return criada.body.chatToken;
}

describe('POST /api/fala locally', () => {
  it('answers real pt-BR speech in MP3: whole frames at 24 kHz, seconds long for a sentence', async () => {
    // Act
    const resposta = await falar({ texto: FRASE, medicoId: 1 }, newIp(), await tokenDoMedico(1));

    // Assess
    expect(resposta.status).toBe(200);
    expect(resposta.body.contentType).toBe('audio/mpeg');
    const audio = mp3(Buffer.from(resposta.body.audioContent, 'base64'));
    expect(audio.sampleRate).toBe(24_000);
    expect(audio.frames).toBeGreaterThan(50);
    // A spoken sentence of 16 words: a few seconds, not a click and not a minute.
    expect(audio.seconds).toBeGreaterThan(2);
    expect(audio.seconds).toBeLessThan(15);
  });

  it('speaks each doctor with their own voice (Thiago, Vitória, Camila)', async () => {
    const audios = await Promise.all(
      [1, 3, 5].map(async (medicoId) => (await falar({ texto: 'Bom dia, tudo bem?', medicoId }, newIp(), await tokenDoMedico(medicoId))).body.audioContent),
    );
    expect(audios.every((audio) => mp3(Buffer.from(audio, 'base64')).seconds > 0.5)).toBe(true);
    expect(new Set(audios).size).toBe(3);
  });

  it('speaks Camila’s voice to an anonymous visitor: MP3 bytes, no token needed', async () => {
    // Act: what the site's assistant sends (her preset), and a request naming no voice at all.
    const [comPreset, semVoz] = await Promise.all([
      falar({ texto: 'Olá! Eu sou a Camila, secretária virtual do ZapSaúde.', voz: 'nova' }),
      falar({ texto: 'Olá! Eu sou a Camila, secretária virtual do ZapSaúde.' }),
    ]);

    // Assess
    for (const resposta of [comPreset, semVoz]) {
      expect(resposta.status).toBe(200);
      expect(resposta.body.contentType).toBe('audio/mpeg');
      expect(mp3(Buffer.from(resposta.body.audioContent, 'base64')).seconds).toBeGreaterThan(1);
    }
    expect(comPreset.body.audioContent).toBe(semVoz.body.audioContent);
  });

  it('keeps the doctors’ voices behind the consultation’s chat token', async () => {
    // Prepare
    const token = await tokenDoMedico(1);

    // Act
    const [semToken, outroPreset, tokenFalso, outroMedico, comToken] = await Promise.all([
      falar({ texto: 'Bom dia.', medicoId: 1 }),
      falar({ texto: 'Bom dia.', voz: 'onyx' }),
      falar({ texto: 'Bom dia.', medicoId: 1 }, newIp(), 'A'.repeat(43)),
      falar({ texto: 'Bom dia.', medicoId: 3 }, newIp(), token),
      falar({ texto: 'Bom dia.', medicoId: 1 }, newIp(), token),
    ]);

    // Assess: refused in pt-BR, no audio; the consultation's own doctor speaks.
    expect(semToken).toEqual({ status: 401, body: { error: mensagens.acessoChat.tokenNaoFornecido } });
    expect(outroPreset).toEqual({ status: 401, body: { error: mensagens.acessoChat.tokenNaoFornecido } });
    expect(tokenFalso).toEqual({ status: 401, body: { error: mensagens.acessoChat.tokenInvalido } });
    expect(outroMedico).toEqual({ status: 403, body: { error: mensagens.acessoChat.tokenOutroMedico } });
    expect(comToken.status).toBe(200);
    expect(mp3(Buffer.from(comToken.body.audioContent, 'base64')).frames).toBeGreaterThan(10);
  });

  it.each([
    ['blank text', { texto: '  ' }, mensagensChat.falaVazia],
    ['text over the limit', { texto: 'a'.repeat(chatLimites.falaMaxCaracteres + 1) }, mensagensChat.falaLonga],
    ['an unknown voice', { texto: 'Olá', voz: 'robô' }, 'Opção inválida.'],
  ])('refuses %s with 400 and the pt-BR text', async (_caso, body, erro) => {
    expect(await falar(body)).toEqual({ status: 400, body: { error: erro } });
  });

  it('limits each IP to its speech budget with the pt-BR 429, other IPs unaffected', async () => {
    // Prepare: one IP spends its whole window, started early enough in the minute not to see it turn.
    const { limit, windowSeconds } = rateLimits.fala;
    const noJanela = (Date.now() / 1000) % windowSeconds;
    if (noJanela > windowSeconds - 20) await new Promise((resolve) => setTimeout(resolve, (windowSeconds - noJanela) * 1000 + 200));
    const ip = newIp();
    const respostas: number[] = [];
    for (let i = 0; i < limit; i += 1) respostas.push((await falar({ texto: 'Oi.' }, ip)).status);
    expect(respostas.every((status) => status === 200)).toBe(true);

    // Act
    const excedida = await falar({ texto: 'Oi.' }, ip);

    // Assess
    expect(excedida).toEqual({ status: 429, body: { error: mensagens.erros.muitasRequisicoes } });
    expect((await falar({ texto: 'Oi.' })).status).toBe(200);
  }, 60_000);
});
