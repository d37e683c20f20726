/**
 * The streamed answer's wire format: NDJSON events (shared/chat-stream.ts), the Lambda prelude of
 * status and headers (lambdas/common/streaming.ts), the streaming handler of POST /api/chat/mensagens
 * over a fake chat service, and the local API server delivering a streamed route chunk by chunk.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDefinition } from '#definitions/routes.js';
import { startApiServer } from '#infra/local/api-server.js';
import type { ChatService, EnvioPreparado } from '#lambdas/chat/chat.js';
import { createEnviarMensagemHandler } from '#lambdas/chat/stream-handler.js';
import { ForbiddenError } from '#lambdas/common/errors.js';
import type { HttpEvent } from '#lambdas/common/http.js';
import {
  HTTP_INTEGRATION_CONTENT_TYPE,
  MemoryResponseStream,
  httpResponseStreamFrom,
  streamifyResponse,
  writeChunk,
  endStream,
} from '#lambdas/common/streaming.js';
import {
  CHAT_STREAM_CONTENT_TYPE,
  createLeitorEventosChat,
  lerEventosChat,
  serializarEvento,
  type EventoChat,
} from '#shared/chat-stream.js';
import { mensagensChat } from '#shared/schemas/chat.js';
import { gate } from './fixtures/streaming-route.js';

const eventos: EventoChat[] = [
  {
    tipo: 'emergencia',
    emergencia: { tipo: 'cardiaca', titulo: 'Atenção: possível emergência', orientacao: 'Ligue agora para o SAMU 192.' },
  },
  { tipo: 'texto', texto: 'Olá, Maria! ' },
  { tipo: 'texto', texto: 'Dor no peito com falta de ar é um sinal de alarme: ligue 192.\nEstou aqui.' },
  { tipo: 'fim', mensagemId: 'm-2', seq: 3, mensagemPacienteId: 'm-1' },
];

describe('NDJSON chat events', () => {
  it('writes one event per line', () => {
    const texto = eventos.map(serializarEvento).join('');
    expect(texto.split('\n')).toHaveLength(eventos.length + 1);
    expect(texto.endsWith('\n')).toBe(true);
    expect(JSON.parse(texto.split('\n')[0] ?? '')).toEqual(eventos[0]);
  });

  it('reads the same events however the bytes are split', () => {
    const texto = eventos.map(serializarEvento).join('');
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: texto.length - 1 }), { maxLength: 12 }), (cortes) => {
        const leitor = createLeitorEventosChat();
        const lidos: EventoChat[] = [];
        let inicio = 0;
        for (const corte of [...cortes].sort((a, b) => a - b)) {
          lidos.push(...leitor.push(texto.slice(inicio, corte)));
          inicio = corte;
        }
        lidos.push(...leitor.push(texto.slice(inicio)), ...leitor.end());
        expect(lidos).toEqual(eventos);
      }),
    );
  });

  it('turns a line that is not an event into the communication error', () => {
    const leitor = createLeitorEventosChat();
    expect(leitor.push('{"tipo":"texto","texto":"ok"}\nnot json\n{"tipo":"desconhecido"}\n')).toEqual([
      { tipo: 'texto', texto: 'ok' },
      { tipo: 'erro', error: 'Erro na comunicação' },
      { tipo: 'erro', error: 'Erro na comunicação' },
    ]);
  });

  it('decodes a body whose chunks split a multi-byte character', async () => {
    const bytes = new TextEncoder().encode(serializarEvento({ tipo: 'texto', texto: 'infecção' }));
    const corte = bytes.indexOf(0xc3) + 1;
    const corpo = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, corte));
        controller.enqueue(bytes.slice(corte));
        controller.close();
      },
    });
    const lidos: EventoChat[] = [];
    for await (const evento of lerEventosChat(corpo)) lidos.push(evento);
    expect(lidos).toEqual([{ tipo: 'texto', texto: 'infecção' }]);
  });
});

describe('Lambda response streaming', () => {
  const original = (globalThis as { awslambda?: unknown }).awslambda;
  afterEach(() => {
    (globalThis as { awslambda?: unknown }).awslambda = original;
  });

  it('writes the Function URL prelude: JSON metadata, then 8 NUL bytes, then the body', async () => {
    const stream = new MemoryResponseStream();
    const raw: Buffer[] = [];
    const setContentType = vi.spyOn(stream, 'setContentType');
    const write = stream.write.bind(stream);
    stream.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      raw.push(Buffer.from(chunk));
      return write(chunk, ...rest);
    }) as typeof stream.write;

    httpResponseStreamFrom(stream, { statusCode: 201, headers: { 'content-type': 'application/x-ndjson' } });
    await writeChunk(stream, 'corpo');
    await endStream(stream);

    expect(setContentType).toHaveBeenCalledWith(HTTP_INTEGRATION_CONTENT_TYPE);
    expect(Buffer.concat(raw)).toEqual(
      Buffer.concat([Buffer.from('{"statusCode":201,"headers":{"content-type":"application/x-ndjson"}}'), Buffer.alloc(8), Buffer.from('corpo')]),
    );
    expect(stream.metadata).toEqual({ statusCode: 201, headers: { 'content-type': 'application/x-ndjson' } });
    expect(stream.text()).toBe('corpo');
  });

  it('is a plain 200 of the content type when no prelude is written', async () => {
    const stream = new MemoryResponseStream();
    stream.setContentType('text/plain');
    await writeChunk(stream, 'olá');
    await endStream(stream);
    expect(stream.metadata).toEqual({ statusCode: 200, headers: { 'content-type': 'text/plain' } });
    expect(stream.text()).toBe('olá');
  });

  it('uses the runtime’s own functions inside Lambda', () => {
    const handler = async () => undefined;
    const wrapped = async () => undefined;
    const from = vi.fn((stream: unknown) => stream);
    (globalThis as { awslambda?: unknown }).awslambda = { streamifyResponse: vi.fn(() => wrapped), HttpResponseStream: { from } };
    expect(streamifyResponse(handler)).toBe(wrapped);
    const stream = new MemoryResponseStream();
    httpResponseStreamFrom(stream, { statusCode: 200 });
    expect(from).toHaveBeenCalledWith(stream, { statusCode: 200 });
  });
});

function evento(body: unknown, headers: Record<string, string> = { 'x-chat-token': 'token' }): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/chat/mensagens',
    rawPath: '/api/chat/mensagens',
    rawQueryString: '',
    headers,
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: '/api/chat/mensagens', sourceIp: '127.0.0.1' } },
  } as unknown as HttpEvent;
}

async function* gerar(lista: EventoChat[]): AsyncGenerator<EventoChat> {
  for (const item of lista) yield item;
}

const servicoFalso = (enviar: ChatService['enviarMensagem']) => () => ({ enviarMensagem: enviar }) as unknown as ChatService;

describe('POST /api/chat/mensagens streaming handler', () => {
  it('streams the events as NDJSON with the emergency header', async () => {
    const enviar = vi.fn(
      async (): Promise<EnvioPreparado> => ({
        emergencia: { tipo: 'cardiaca', orientacao: 'Ligue 192.' },
        mensagemPacienteId: 'm-1',
        eventos: gerar(eventos),
      }),
    );
    const stream = new MemoryResponseStream();
    await createEnviarMensagemHandler(servicoFalso(enviar))(evento({ medicoId: 5, texto: 'estou com dor no peito' }), stream);
    await stream.finished;

    expect(enviar).toHaveBeenCalledWith('token', { medicoId: 5, texto: 'estou com dor no peito' });
    expect(stream.metadata?.statusCode).toBe(200);
    expect(stream.metadata?.headers).toMatchObject({ 'content-type': `${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8`, 'x-emergencia': 'cardiaca' });
    expect(stream.text()).toBe(eventos.map(serializarEvento).join(''));
    // One write per event: each reaches the client as soon as it exists.
    expect(stream.chunks.map((chunk) => chunk.text)).toEqual(eventos.map(serializarEvento));
  });

  it('answers a refusal before the stream as JSON with its status', async () => {
    const stream = new MemoryResponseStream();
    const recusa = servicoFalso(async () => {
      throw new ForbiddenError(mensagensChat.consultaEncerrada);
    });
    await createEnviarMensagemHandler(recusa)(evento({ medicoId: 5, texto: 'oi' }), stream);
    await stream.finished;
    expect(stream.metadata?.statusCode).toBe(403);
    expect(JSON.parse(stream.text())).toEqual({ error: 'Esta consulta já foi encerrada.' });
  });

  it('refuses a message over 2000 characters with the sending toast, before the service is called', async () => {
    const enviar = vi.fn();
    const stream = new MemoryResponseStream();
    await createEnviarMensagemHandler(servicoFalso(enviar))(evento({ medicoId: 5, texto: 'a'.repeat(2001) }), stream);
    await stream.finished;
    expect(enviar).not.toHaveBeenCalled();
    expect(stream.metadata?.statusCode).toBe(400);
    expect(JSON.parse(stream.text())).toEqual({ error: 'Erro ao enviar mensagem', descricao: mensagensChat.mensagemLonga });
  });

  it('ends with an erro event when the events fail after the stream started', async () => {
    async function* falha(): AsyncGenerator<EventoChat> {
      yield { tipo: 'texto', texto: 'Começo' };
      throw new Error('boom');
    }
    const stream = new MemoryResponseStream();
    await createEnviarMensagemHandler(servicoFalso(async () => ({ mensagemPacienteId: 'm-1', eventos: falha() })))(
      evento({ medicoId: 5, texto: 'oi' }),
      stream,
    );
    await stream.finished;
    const lidos = createLeitorEventosChat().push(stream.text());
    expect(lidos).toEqual([
      { tipo: 'texto', texto: 'Começo' },
      { tipo: 'erro', error: 'Erro na comunicação', mensagemPacienteId: 'm-1' },
    ]);
  });
});

describe('local API server, streaming route', () => {
  it('delivers the first chunk before the handler has finished (chunked transfer)', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const route: RouteDefinition = {
      id: 'streaming-fixture',
      method: 'POST',
      path: '/api/teste/stream',
      entry: 'test/unit/fixtures/streaming-route.ts' as RouteDefinition['entry'],
      handler: 'handler',
      auth: 'none',
      tables: {},
      streaming: true,
      timeoutSeconds: 10,
    };
    const server = await startApiServer({ port: 0, routes: [route], root });
    try {
      const received: Array<{ text: string; gateOpen: boolean }> = [];
      const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        const req = http.request(`${server.url}/api/teste/stream`, { method: 'POST' }, (res) => {
          res.on('data', (chunk: Buffer) => {
            received.push({ text: chunk.toString('utf8'), gateOpen: gate.isOpen() });
            // The handler waits for this: it can only finish after the client saw its first chunk.
            gate.open();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end('{}');
      });
      expect(answer.status).toBe(207);
      expect(answer.headers['content-type']).toBe(CHAT_STREAM_CONTENT_TYPE);
      expect(answer.headers['transfer-encoding']).toBe('chunked');
      expect(received[0]).toEqual({ text: serializarEvento({ tipo: 'texto', texto: 'primeiro' }), gateOpen: false });
      expect(received.map((chunk) => chunk.text).join('')).toBe(
        [{ tipo: 'texto', texto: 'primeiro' }, { tipo: 'texto', texto: 'segundo' }].map((item) => serializarEvento(item as EventoChat)).join(''),
      );
    } finally {
      await server.close();
      gate.reset();
    }
  });
});
