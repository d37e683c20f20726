/**
 * POST /api/fala and the local Polly: the handlers' `@aws-sdk/client-polly` against the local
 * SynthesizeSpeech stand-in (infra/local/polly.ts: real pt-BR audio from espeak-ng and lame), so the
 * SDK's request, signing and error parsing meet Polly's protocol; a loopback server answering
 * Polly's throttling injects the one fault the stand-in does not make on its own.
 */
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { PollyClient, SynthesizeSpeechCommand, type SynthesizeSpeechCommandInput } from '@aws-sdk/client-polly';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalPolly, type LocalPolly } from '#infra/local/polly.js';
import { ServiceUnavailableError, TooManyRequestsError, UnauthorizedError } from '#lambdas/common/errors.js';
import type { HttpEvent } from '#lambdas/common/http.js';
import type { RateLimiter } from '#lambdas/common/rate-limit.js';
import { LOCAL_CREDENTIALS } from '#lambdas/common/sdk-config.js';
import { createFalaService, pedeVozDaCamila, vozPolly, type AutorizarVoz } from '#lambdas/fala/fala.js';
import { pollyConfigurado, sintetizarFala } from '#lambdas/fala/handler.js';
import { mensagens } from '#shared/messages.js';
import { mensagensChat } from '#shared/schemas/chat.js';

let polly: LocalPolly;
/** Polly answering every call with a throttling error, and the bodies it was sent. */
let throttling: http2.Http2Server;
const throttled: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  polly = await startLocalPolly();
  // HTTP/2 with prior knowledge, as the SDK's Polly client speaks it.
  throttling = http2.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      throttled.push(JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>);
      res.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'ThrottlingException' });
      res.end(JSON.stringify({ message: 'Rate exceeded' }));
    });
  });
  await new Promise<void>((resolve) => throttling.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await polly.close();
  await new Promise<void>((resolve) => throttling.close(() => resolve()));
});

/** The handler's client, as the local stage makes it, at `endpoint`. */
const clientAt = (endpoint: string, credentials: { accessKeyId: string; secretAccessKey: string } = LOCAL_CREDENTIALS) =>
  new PollyClient({ region: 'us-east-1', endpoint, credentials, maxAttempts: 1 });

const limiteLivre = (): RateLimiter & { hit: ReturnType<typeof vi.fn> } => ({ hit: vi.fn(async () => undefined) });

/** A chat-token check that lets every doctor's voice through (the token rule is tested on the local stack). */
const vozLiberada: AutorizarVoz = async () => undefined;

/** An MPEG audio frame header (11 sync bits) at the start, after an optional ID3v2 tag. */
function comecaComQuadroMp3(audio: Buffer): boolean {
  const inicio = audio.subarray(0, 3).toString('latin1') === 'ID3' ? 10 + ((audio[6]! << 21) | (audio[7]! << 14) | (audio[8]! << 7) | audio[9]!) : 0;
  return audio[inicio] === 0xff && (audio[inicio + 1]! & 0xe0) === 0xe0;
}

describe('speech synthesis (Polly)', () => {
  it('speaks the doctor’s voice in MP3 through the SDK and returns the audio in base64', async () => {
    // Prepare
    const rateLimiter = limiteLivre();
    const fala = createFalaService({ autorizarVoz: vozLiberada, polly: clientAt(polly.endpoint), rateLimiter });

    // Act
    const resposta = await fala.sintetizar({ texto: 'Olá! Me conte o que está acontecendo.', medicoId: 1 }, { ip: '203.0.113.7' });

    // Assess
    expect(resposta.contentType).toBe('audio/mpeg');
    const audio = Buffer.from(resposta.audioContent, 'base64');
    expect(audio.length).toBeGreaterThan(2_000);
    expect(comecaComQuadroMp3(audio)).toBe(true);
    expect(rateLimiter.hit).toHaveBeenCalledWith('fala', '203.0.113.7');
  });

  it('asks Polly for the neural pt-BR voice of the doctor, in MP3, as plain text', async () => {
    throttled.length = 0;
    const fala = createFalaService({ autorizarVoz: vozLiberada, polly: clientAt(`http://127.0.0.1:${(throttling.address() as AddressInfo).port}`), rateLimiter: limiteLivre() });

    await fala.sintetizar({ texto: 'Bom dia.', medicoId: 3 }, { ip: '203.0.113.7' }).catch(() => undefined);

    expect(throttled).toEqual([{ Engine: 'neural', LanguageCode: 'pt-BR', OutputFormat: 'mp3', Text: 'Bom dia.', TextType: 'text', VoiceId: 'Vitoria' }]);
  });

  it.each([
    [{ medicoId: 1 }, 'Thiago'],
    [{ medicoId: 4 }, 'Thiago'],
    [{ medicoId: 3 }, 'Vitoria'],
    [{ medicoId: 5 }, 'Camila'],
    [{ voz: 'shimmer' as const }, 'Vitoria'],
    [{}, 'Camila'],
  ])('maps %o to the Polly voice %s', (pedido, voz) => {
    expect(vozPolly(pedido)).toBe(voz);
  });

  it('answers a Polly throttling with the 503 that makes the page use the browser voice', async () => {
    const fala = createFalaService({ autorizarVoz: vozLiberada, polly: clientAt(`http://127.0.0.1:${(throttling.address() as AddressInfo).port}`), rateLimiter: limiteLivre() });
    const erro = await fala.sintetizar({ texto: 'Olá' }, { ip: '203.0.113.7' }).catch((error: unknown) => error);
    expect(erro).toBeInstanceOf(ServiceUnavailableError);
    expect(erro).toMatchObject({ status: 503, message: mensagensChat.falaIndisponivel });
  });

  it('answers Polly’s TextLengthExceededException (over 3,000 characters) with the 503', async () => {
    const fala = createFalaService({ autorizarVoz: vozLiberada, polly: clientAt(polly.endpoint), rateLimiter: limiteLivre() });
    const erro = await fala.sintetizar({ texto: 'a'.repeat(3001) }, { ip: '203.0.113.7' }).catch((error: unknown) => error);
    expect(erro).toMatchObject({ status: 503, message: mensagensChat.falaIndisponivel });
    expect((erro as Error).cause).toMatchObject({ name: 'TextLengthExceededException' });
  });

  it('answers 503 at once, without counting, when Polly is not configured', async () => {
    const rateLimiter = limiteLivre();
    const erro = await createFalaService({ autorizarVoz: vozLiberada, rateLimiter }).sintetizar({ texto: 'Olá' }, { ip: '127.0.0.1' }).catch((error: unknown) => error);
    expect(erro).toMatchObject({ status: 503, message: mensagensChat.falaIndisponivel });
    expect(rateLimiter.hit).not.toHaveBeenCalled();
  });

  it('passes the rate limit’s 429 on', async () => {
    const rateLimiter: RateLimiter = { hit: async () => Promise.reject(new TooManyRequestsError()) };
    const fala = createFalaService({ autorizarVoz: vozLiberada, polly: clientAt(polly.endpoint), rateLimiter });
    await expect(fala.sintetizar({ texto: 'Olá' }, { ip: '127.0.0.1' })).rejects.toMatchObject({ status: 429 });
  });

  it.each([
    [{}, true],
    [{ voz: 'nova' as const }, true],
    [{ voz: 'shimmer' as const }, false],
    [{ medicoId: 5 }, false],
    [{ medicoId: 1, voz: 'nova' as const }, false],
  ])('treats %o as Camila’s voice, open to anyone: %s', (pedido, daCamila) => {
    expect(pedeVozDaCamila(pedido)).toBe(daCamila);
  });

  it('speaks Camila’s voice without a chat token and never asks for one', async () => {
    // Prepare
    const autorizarVoz = vi.fn<AutorizarVoz>(async () => undefined);
    const fala = createFalaService({ polly: clientAt(polly.endpoint), rateLimiter: limiteLivre(), autorizarVoz });

    // Act
    const resposta = await fala.sintetizar({ texto: 'Olá! Eu sou a Camila.' }, { ip: '203.0.113.9' });

    // Assess
    expect(comecaComQuadroMp3(Buffer.from(resposta.audioContent, 'base64'))).toBe(true);
    expect(autorizarVoz).not.toHaveBeenCalled();
  });

  it('asks for the chat token of a doctor’s voice after counting, and passes its refusal on without calling Polly', async () => {
    // Prepare
    const rateLimiter = limiteLivre();
    const autorizarVoz = vi.fn<AutorizarVoz>(async () => Promise.reject(new UnauthorizedError(mensagens.acessoChat.tokenNaoFornecido)));
    throttled.length = 0;
    const fala = createFalaService({ polly: clientAt(`http://127.0.0.1:${(throttling.address() as AddressInfo).port}`), rateLimiter, autorizarVoz });

    // Act
    const erro = await fala.sintetizar({ texto: 'Bom dia.', medicoId: 3 }, { ip: '203.0.113.10' }).catch((error: unknown) => error);

    // Assess
    expect(erro).toMatchObject({ status: 401, message: mensagens.acessoChat.tokenNaoFornecido });
    expect(rateLimiter.hit).toHaveBeenCalledWith('fala', '203.0.113.10');
    expect(autorizarVoz).toHaveBeenCalledWith(undefined, 3);
    expect(throttled).toEqual([]);
  });

  it('uses Polly where POLLY_ENABLED=true (AWS and the local stack)', () => {
    expect(pollyConfigurado({})).toBe(false);
    expect(pollyConfigurado({ POLLY_ENABLED: 'true', STAGE: 'local' })).toBe(true);
    expect(pollyConfigurado({ POLLY_ENABLED: 'true', STAGE: 'prod' })).toBe(true);
  });
});

describe('the local Polly', () => {
  const sintetizar = (input: Partial<SynthesizeSpeechCommandInput>, client = clientAt(polly.endpoint)) =>
    client.send(new SynthesizeSpeechCommand({ Engine: 'neural', OutputFormat: 'mp3', Text: 'Olá, tudo bem?', VoiceId: 'Camila', ...input }));
  const erroDe = (input: Partial<SynthesizeSpeechCommandInput>, client?: PollyClient) =>
    sintetizar(input, client).then(
      () => undefined,
      (error: unknown) => ({ name: (error as Error).name, status: (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode }),
    );

  it('answers MP3 at 24 kHz for a neural voice, with the characters it billed', async () => {
    const resposta = await sintetizar({ Text: 'Olá, tudo bem?', LanguageCode: 'pt-BR', TextType: 'text' });
    const audio = Buffer.from(await resposta.AudioStream!.transformToByteArray());
    expect(resposta.ContentType).toBe('audio/mpeg');
    expect(resposta.RequestCharacters).toBe(14);
    expect(comecaComQuadroMp3(audio)).toBe(true);
    // MPEG-2 (bits 4-3 = 10), layer III, sample-rate index 1: 24,000 Hz.
    expect(audio[1]! & 0x1e).toBe(0x12);
    expect((audio[2]! >> 2) & 0x03).toBe(1);
  });

  it('answers PCM (16-bit mono, 16 kHz) of about the speech’s duration', async () => {
    const resposta = await sintetizar({ OutputFormat: 'pcm', Text: 'Bom dia. Como posso ajudar você hoje?' });
    const pcm = await resposta.AudioStream!.transformToByteArray();
    expect(resposta.ContentType).toBe('audio/pcm');
    const segundos = pcm.length / 2 / 16_000;
    expect(segundos).toBeGreaterThan(1);
    expect(segundos).toBeLessThan(6);
  });

  it('speaks SSML and bills only the text outside the tags', async () => {
    const resposta = await sintetizar({ TextType: 'ssml', Text: '<speak>Olá<break time="300ms"/> Camila</speak>' });
    expect(resposta.RequestCharacters).toBe('Olá Camila'.length);
    expect((await resposta.AudioStream!.transformToByteArray()).length).toBeGreaterThan(1_000);
  });

  it('gives each voice its own sound', async () => {
    const audios = await Promise.all(
      (['Camila', 'Vitoria', 'Thiago'] as const).map(async (VoiceId) => Buffer.from(await (await sintetizar({ VoiceId, Text: 'Bom dia' })).AudioStream!.transformToByteArray()).toString('hex')),
    );
    expect(new Set(audios).size).toBe(3);
  });

  it.each<[string, Partial<SynthesizeSpeechCommandInput>, string, number]>([
    ['a text over 3,000 characters', { Text: 'á'.repeat(3001) }, 'TextLengthExceededException', 400],
    ['SSML over 3,000 billed characters', { TextType: 'ssml', Text: `<speak>${'a'.repeat(3001)}</speak>` }, 'TextLengthExceededException', 400],
    ['SSML without <speak>', { TextType: 'ssml', Text: 'Olá' }, 'InvalidSsmlException', 400],
    ['another language', { LanguageCode: 'en-US' }, 'LanguageNotSupportedException', 400],
    ['a voice it does not serve', { VoiceId: 'Joanna' }, 'ValidationException', 400],
    ['a voice without that engine', { VoiceId: 'Thiago', Engine: 'standard' }, 'EngineNotSupportedException', 400],
    ['a sample rate PCM does not have', { OutputFormat: 'pcm', SampleRate: '24000' }, 'InvalidSampleRateException', 400],
    ['speech marks in MP3', { SpeechMarkTypes: ['word'] }, 'MarksNotSupportedForFormatException', 400],
    ['Ogg Vorbis, which it does not encode', { OutputFormat: 'ogg_vorbis' }, 'ValidationException', 400],
  ])('refuses %s with Polly’s error', async (_caso, input, name, status) => {
    expect(await erroDe(input)).toEqual({ name, status });
  });

  it('refuses a body that is not SynthesizeSpeech’s, and an unsigned or wrongly signed request', async () => {
    const semAssinatura = await fetch(`${polly.endpoint}/v1/speech`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ OutputFormat: 'mp3', VoiceId: 'Camila' }),
    });
    expect(semAssinatura.status).toBe(403);
    expect(semAssinatura.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');

    expect(await erroDe({}, clientAt(polly.endpoint, { accessKeyId: 'local', secretAccessKey: 'outro' }))).toEqual({ name: 'InvalidSignatureException', status: 403 });
    expect(await erroDe({}, clientAt(polly.endpoint, { accessKeyId: 'AKIDOUTRO', secretAccessKey: 'local' }))).toEqual({ name: 'UnrecognizedClientException', status: 403 });
    expect(await erroDe({ Text: undefined })).toEqual({ name: 'ValidationException', status: 400 });
  });

  it('answers ServiceFailureException, and names the packages, without espeak-ng and lame', async () => {
    // Prepare: a Polly whose programs are not installed.
    const semPacotes = await startLocalPolly({ tools: { espeak: '/nonexistent/espeak-ng', lame: '/nonexistent/lame' } });
    try {
      // Act
      const erro = await erroDe({}, clientAt(semPacotes.endpoint));
      const fala = await createFalaService({ autorizarVoz: vozLiberada, polly: clientAt(semPacotes.endpoint), rateLimiter: limiteLivre() })
        .sintetizar({ texto: 'Olá' }, { ip: '203.0.113.7' })
        .catch((error: unknown) => error);

      // Assess: the page then speaks with the browser's voice.
      expect(semPacotes.missingPackages).toEqual(['espeak-ng', 'lame']);
      expect(erro).toEqual({ name: 'ServiceFailureException', status: 500 });
      expect(fala).toMatchObject({ status: 503, message: mensagensChat.falaIndisponivel });
    } finally {
      await semPacotes.close();
    }
  });
});

describe('POST /api/fala input', () => {
  const evento = (body: unknown): HttpEvent =>
    ({
      version: '2.0',
      routeKey: 'POST /api/fala',
      rawPath: '/api/fala',
      rawQueryString: '',
      headers: {},
      body: JSON.stringify(body),
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/api/fala', sourceIp: '127.0.0.1' } },
    }) as unknown as HttpEvent;

  it.each([
    [{ texto: '   ' }, mensagensChat.falaVazia],
    [{}, mensagensChat.falaVazia],
    [{ texto: 'a'.repeat(1501) }, mensagensChat.falaLonga],
    [{ texto: 'Olá', voz: 'robô' }, 'Opção inválida.'],
  ])('refuses %o with 400 and a pt-BR text', async (body, texto) => {
    const resposta = await sintetizarFala(evento(body));
    expect(resposta).toMatchObject({ statusCode: 400 });
    expect(JSON.parse(String((resposta as { body: string }).body))).toEqual({ error: texto });
  });
});
