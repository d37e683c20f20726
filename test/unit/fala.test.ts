/**
 * POST /api/fala: the handlers' real Polly client, over HTTP, against a loopback server replaying
 * recorded answers of SynthesizeSpeech (a short MP3 and Polly's JSON errors), so request building,
 * signing, response parsing and the browser-voice fallback (503) are tested without AWS.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAwsService } from '../../lambdas/common/aws/client.js';
import { createPolly } from '../../lambdas/common/aws/polly.js';
import { ServiceUnavailableError, TooManyRequestsError } from '../../lambdas/common/errors.js';
import type { HttpEvent } from '../../lambdas/common/http.js';
import type { RateLimiter } from '../../lambdas/common/rate-limit.js';
import { createFalaService, vozPolly } from '../../lambdas/fala/fala.js';
import { pollyConfigurado, sintetizarFala } from '../../lambdas/fala/handler.js';
import { mensagensChat } from '../../shared/schemas/chat.js';

/** The start of a recorded SynthesizeSpeech MP3: an ID3v2.4 tag, then an MPEG-2 layer III frame header. */
const MP3_GRAVADO = Buffer.from('494433040000000000235453534500000f0000034c61766635382e37362e31303000fff364c400000000', 'hex');

interface Gravacao {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

const SUCESSO: Gravacao = {
  statusCode: 200,
  headers: {
    'content-type': 'audio/mpeg',
    'x-amzn-requestcharacters': '47',
    'x-amzn-requestid': '8b5e2c1a-6a3f-4c9e-9f1d-2f0e6a7b9c10',
    'transfer-encoding': 'chunked',
  },
  body: MP3_GRAVADO,
};

const erroPolly = (statusCode: number, tipo: string, mensagem: string): Gravacao => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'x-amzn-errortype': `${tipo}:http://internal.amazon.com/coral/com.amazonaws.parrot.service/`, 'x-amzn-requestid': 'e1' },
  body: Buffer.from(JSON.stringify({ message: mensagem })),
});

/** The recorded answer the loopback Polly replays, and the requests it received. */
let gravacaoAtual: Gravacao = SUCESSO;
const pedidos: Array<{ method: string; path: string; authorization: string; body: Record<string, unknown> }> = [];
let servidor: http.Server;
let endpoint = '';

beforeAll(async () => {
  servidor = http.createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (parte: Buffer) => partes.push(parte));
    req.on('end', () => {
      pedidos.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        body: JSON.parse(Buffer.concat(partes).toString('utf8')) as Record<string, unknown>,
      });
      res.writeHead(gravacaoAtual.statusCode, gravacaoAtual.headers);
      res.end(gravacaoAtual.body);
    });
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => servidor.close(() => resolve())));

/** The handlers' Polly client, pointed at the loopback Polly replaying `gravacao`. */
function pollyGravado(gravacao: Gravacao) {
  gravacaoAtual = gravacao;
  pedidos.length = 0;
  const client = createPolly(
    createAwsService({
      signingName: 'polly',
      traceName: 'Polly',
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: 'AKIDTESTE', secretAccessKey: 'segredo' },
      maxAttempts: 1,
    }),
  );
  return { client, pedidos };
}

const limiteLivre = (): RateLimiter & { hit: ReturnType<typeof vi.fn> } => ({ hit: vi.fn(async () => undefined) });

describe('speech synthesis (Polly)', () => {
  it('asks Polly for the doctor’s pt-BR neural voice in MP3 and returns the audio in base64', async () => {
    const { client, pedidos } = pollyGravado(SUCESSO);
    const rateLimiter = limiteLivre();
    const fala = createFalaService({ polly: client, rateLimiter });

    const resposta = await fala.sintetizar({ texto: 'Olá! Me conte o que está acontecendo.', medicoId: 1 }, '203.0.113.7');

    expect(pedidos).toEqual([
      {
        method: 'POST',
        path: '/v1/speech',
        authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=AKIDTESTE\/\d{8}\/us-east-1\/polly\/aws4_request, /),
        body: {
          Engine: 'neural',
          LanguageCode: 'pt-BR',
          OutputFormat: 'mp3',
          Text: 'Olá! Me conte o que está acontecendo.',
          TextType: 'text',
          VoiceId: 'Thiago',
        },
      },
    ]);
    expect(resposta).toEqual({ audioContent: MP3_GRAVADO.toString('base64'), contentType: 'audio/mpeg' });
    expect(rateLimiter.hit).toHaveBeenCalledWith('fala', '203.0.113.7');
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

  it.each([
    ['throttling', erroPolly(400, 'ThrottlingException', 'Rate exceeded')],
    ['service failure', erroPolly(500, 'ServiceFailureException', 'Internal failure')],
    ['text too long', erroPolly(400, 'TextLengthExceededException', 'Maximum text length has been exceeded')],
  ])('answers a Polly %s with the 503 that makes the page use the browser voice', async (_caso, gravacao) => {
    const fala = createFalaService({ polly: pollyGravado(gravacao).client, rateLimiter: limiteLivre() });
    const erro = await fala.sintetizar({ texto: 'Olá' }, '203.0.113.7').catch((error: unknown) => error);
    expect(erro).toBeInstanceOf(ServiceUnavailableError);
    expect(erro).toMatchObject({ status: 503, message: mensagensChat.falaIndisponivel });
  });

  it('answers 503 at once, without counting, when Polly is not configured (the local stage)', async () => {
    const rateLimiter = limiteLivre();
    const erro = await createFalaService({ rateLimiter }).sintetizar({ texto: 'Olá' }, '127.0.0.1').catch((error: unknown) => error);
    expect(erro).toMatchObject({ status: 503, message: mensagensChat.falaIndisponivel });
    expect(rateLimiter.hit).not.toHaveBeenCalled();
  });

  it('passes the rate limit’s 429 on', async () => {
    const rateLimiter: RateLimiter = { hit: async () => Promise.reject(new TooManyRequestsError()) };
    const fala = createFalaService({ polly: pollyGravado(SUCESSO).client, rateLimiter });
    await expect(fala.sintetizar({ texto: 'Olá' }, '127.0.0.1')).rejects.toMatchObject({ status: 429 });
  });

  it('uses Polly only when enabled and never in the local stage', () => {
    expect(pollyConfigurado({})).toBe(false);
    expect(pollyConfigurado({ POLLY_ENABLED: 'true', STAGE: 'local' })).toBe(false);
    expect(pollyConfigurado({ POLLY_ENABLED: 'true', STAGE: 'prod' })).toBe(true);
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
