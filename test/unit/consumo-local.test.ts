/**
 * The local stand-ins' usage counters (local only, for the benchmark's unit economics,
 * infra/local/medidor.ts): each counts what AWS would bill at its own boundary, exactly, and
 * answers it in the process (`consumo()`) and at `GET /_local/consumo`; refused requests are
 * not billed units. Also the local API server's report of each request (`aoAtender`) and the
 * meter that puts the counters together.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BedrockRuntimeClient, ConverseCommand, ConverseStreamCommand, type Message } from '@aws-sdk/client-bedrock-runtime';
import { PollyClient, SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RouteDefinition } from '#definitions/routes.js';
import { startApiServer, type AtendimentoLocal } from '#infra/local/api-server.js';
import { MODELO_BEDROCK_LOCAL, startBedrockRuntime, type LocalBedrockRuntime } from '#infra/local/bedrock-runtime.js';
import type { ConsumoDynamo } from '#infra/local/dynamodb-medidor.js';
import { criarMedidorLocal, diferencaConsumo } from '#infra/local/medidor.js';
import { startObjectStore, type LocalObjectStore } from '#infra/local/object-store.js';
import { startLocalPolly, type LocalPolly } from '#infra/local/polly.js';
import { startRealtimeServer, type RealtimeServer } from '#infra/local/realtime-server.js';
import { construirMensagensBedrock } from '#lambdas/ia/bedrock-engine.js';
import { construirSystemPrompt } from '#lambdas/ia/system-prompt.js';
import { findMedico } from '#shared/medicos.js';
import type { DadosPaciente } from '#shared/schemas/consulta-chat.js';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

const lerJson = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;

describe('the Bedrock stand-in counts the calls and tokens it answered', () => {
  const paciente: DadosPaciente = { nome: 'Maria Silva', idade: 34, peso: 62.5, altura: 165, imc: '23,0', bebe: 'nao', fuma: 'nao', esporte: '', consultaPara: 'proprio', menor: false };
  const system = [{ text: construirSystemPrompt({ medico: findMedico(1), paciente, arquivos: [], totalMensagens: 2 }) }];
  const messages: Message[] = construirMensagensBedrock([{ autor: 'medico', texto: 'Olá, Maria! Qual é o motivo da consulta?' }], 'Estou com febre e tosse há 3 dias');
  let runtime: LocalBedrockRuntime;
  let client: BedrockRuntimeClient;

  beforeAll(async () => {
    runtime = await startBedrockRuntime();
    client = new BedrockRuntimeClient({ region: 'us-east-1', endpoint: runtime.endpoint, credentials, maxAttempts: 1 });
  });
  afterAll(async () => {
    client.destroy();
    await runtime.close();
  });

  it('adds up the usage every whole answer reported, and not a refused call', async () => {
    // Act
    const inteira = await client.send(new ConverseCommand({ modelId: MODELO_BEDROCK_LOCAL, system, messages }));
    const { stream } = await client.send(new ConverseStreamCommand({ modelId: MODELO_BEDROCK_LOCAL, system, messages }));
    let usoStream: { inputTokens?: number; outputTokens?: number } | undefined;
    for await (const evento of stream ?? []) usoStream = evento.metadata?.usage ?? usoStream;
    await expect(client.send(new ConverseCommand({ modelId: MODELO_BEDROCK_LOCAL, system: [{ text: 'You are a helpful assistant.' }], messages }))).rejects.toThrow();

    // Assess
    const esperado = {
      chamadas: { converse: 1, converseStream: 1 },
      tokensEntrada: (inteira.usage?.inputTokens ?? 0) + (usoStream?.inputTokens ?? 0),
      tokensSaida: (inteira.usage?.outputTokens ?? 0) + (usoStream?.outputTokens ?? 0),
    };
    expect(esperado.tokensEntrada).toBeGreaterThan(0);
    expect(esperado.tokensSaida).toBeGreaterThan(0);
    expect(runtime.consumo()).toEqual(esperado);
    const sessao = http2.connect(runtime.endpoint);
    const porHttp = await new Promise<string>((resolve, reject) => {
      const pedido = sessao.request({ ':method': 'GET', ':path': '/_local/consumo' });
      let corpo = '';
      pedido.on('data', (parte: Buffer) => (corpo += parte.toString('utf8')));
      pedido.on('end', () => resolve(corpo));
      pedido.on('error', reject);
      pedido.end();
    });
    sessao.close();
    expect(JSON.parse(porHttp)).toEqual(esperado);
  });
});

describe('the Polly stand-in counts the billed characters per engine', () => {
  let polly: LocalPolly;
  let client: PollyClient;

  beforeAll(async () => {
    polly = await startLocalPolly();
    client = new PollyClient({ region: 'us-east-1', endpoint: polly.endpoint, credentials, maxAttempts: 1 });
  });
  afterAll(async () => {
    client.destroy();
    await polly.close();
  });

  it('counts text, SSML without its tags, per engine, and not a refused synthesis', async () => {
    // Prepare
    const texto = 'Olá! Vamos conversar sobre os seus sintomas.';
    const ssml = '<speak>Bom dia, <break time="300ms"/>tudo bem?</speak>';

    // Act
    await client.send(new SynthesizeSpeechCommand({ Engine: 'neural', VoiceId: 'Camila', OutputFormat: 'mp3', Text: texto }));
    await client.send(new SynthesizeSpeechCommand({ Engine: 'neural', VoiceId: 'Thiago', OutputFormat: 'mp3', Text: ssml, TextType: 'ssml' }));
    await client.send(new SynthesizeSpeechCommand({ Engine: 'standard', VoiceId: 'Ricardo', OutputFormat: 'pcm', Text: 'Até logo.' }));
    await expect(client.send(new SynthesizeSpeechCommand({ Engine: 'neural', VoiceId: 'Joanna', OutputFormat: 'mp3', Text: texto }))).rejects.toThrow();

    // Assess
    const esperado = { sinteses: 3, caracteres: { neural: texto.length + 'Bom dia, tudo bem?'.length, standard: 'Até logo.'.length } };
    expect(polly.consumo()).toEqual(esperado);
    expect(await lerJson(`${polly.endpoint}/_local/consumo`)).toEqual(esperado);
  });
});

describe('the object store counts requests by S3 price class and the bytes it holds', () => {
  let dataDir: string;
  let store: LocalObjectStore;
  let s3: S3Client;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-consumo-s3-'));
    store = await startObjectStore({ dataDir });
    s3 = new S3Client({ endpoint: store.endpoint, forcePathStyle: true, region: 'us-east-1', credentials });
  });
  afterAll(async () => {
    s3.destroy();
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('PUT, COPY and LIST in one class, GET and HEAD in the other, DELETE apart; bytes as stored', async () => {
    // Prepare
    const bucket = store.bucketNames.documentos;
    const pdf = Buffer.alloc(3000, 1);

    // Act
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'a.pdf', Body: pdf, ContentType: 'application/pdf' }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'b.pdf', Body: Buffer.alloc(500, 2) }));
    await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: 'c.pdf', CopySource: `${bucket}/a.pdf` }));
    await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
    await (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'a.pdf' }))).Body?.transformToByteArray();
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'b.pdf' }));
    await expect(s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'nao-existe.pdf' }))).rejects.toThrow();
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'b.pdf' }));

    // Assess
    const consumo = store.consumo();
    expect(consumo).toMatchObject({ putCopyPostList: 4, getHead: 3, delete: 1 });
    expect(consumo.bytesPorBucket[bucket]).toBe(6000);
    expect(consumo.bytesPorBucket[store.bucketNames.avatars]).toBe(0);
    expect(await lerJson(`${store.endpoint}/_local/consumo`)).toEqual(consumo);
  });
});

describe('the realtime server counts what AppSync Events bills', () => {
  const apiKey = 'da2-teste-consumo';
  let realtime: RealtimeServer;

  beforeAll(async () => {
    realtime = await startRealtimeServer({ apiKey });
  });
  afterAll(async () => {
    await realtime.close();
  });

  it('connections, subscriptions, published events, deliveries and connected minutes', async () => {
    // Prepare: two subscribers on the channel.
    const host = new URL(realtime.httpEndpoint).host;
    const assinar = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const header = Buffer.from(JSON.stringify({ host, 'x-api-key': apiKey })).toString('base64url');
        const socket = new WebSocket(realtime.realtimeEndpoint, ['aws-appsync-event-ws', `header-${header}`]);
        socket.on('error', reject);
        socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
        socket.on('message', (raw) => {
          const mensagem = JSON.parse(raw.toString()) as { type: string };
          if (mensagem.type === 'connection_ack') socket.send(JSON.stringify({ type: 'subscribe', id: randomUUID(), channel: '/validacoes/abc', authorization: { host, 'x-api-key': apiKey } }));
          if (mensagem.type === 'subscribe_success') resolve(socket);
        });
      });
    const sockets = [await assinar(), await assinar()];
    const inicio = Date.now();

    // Act: one publish of two events, and one refused without the key.
    const publicar = (chave: string) =>
      fetch(realtime.httpEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': chave },
        body: JSON.stringify({ channel: '/validacoes/abc', events: [JSON.stringify({ status: 'validada' }), JSON.stringify({ status: 'x' })] }),
      });
    expect((await publicar(apiKey)).status).toBe(200);
    expect((await publicar('outra')).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const abertas = realtime.consumo();
    await Promise.all(sockets.map((socket) => new Promise((resolve) => (socket.once('close', resolve), socket.close()))));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fim = Date.now();

    // Assess
    expect(abertas).toMatchObject({ conexoes: 2, inscricoes: 2, eventosPublicados: 2, entregas: 4 });
    const fechadas = realtime.consumo();
    expect(fechadas.minutosConexao).toBeGreaterThan((2 * 200) / 60_000);
    expect(fechadas.minutosConexao).toBeLessThanOrEqual((2 * (fim - inicio + 1000)) / 60_000);
    expect(await lerJson(`${realtime.httpEndpoint.replace(/\/event$/, '')}/_local/consumo`)).toMatchObject({ conexoes: 2, entregas: 4 });
  });
});

describe("the local API server's report of each request", () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-consumo-api-'));
    await mkdir(path.join(root, 'lambdas'));
    await writeFile(
      path.join(root, 'lambdas/eco.mjs'),
      'export const eco = async () => { await new Promise((resolve) => setTimeout(resolve, 40)); return { statusCode: 200, body: "{}" }; };\n',
    );
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("tells each route's request with its handler's run, and a refused one without", async () => {
    // Prepare
    const base = { handler: 'eco', tables: {}, entry: 'lambdas/eco.mjs' as RouteDefinition['entry'] };
    const rotas: RouteDefinition[] = [
      { ...base, id: 'eco', method: 'POST', path: '/api/eco', auth: 'none' },
      { ...base, id: 'eco-conta', method: 'GET', path: '/api/eco/conta', auth: 'cognito' },
    ];
    const atendimentos: AtendimentoLocal[] = [];
    const api = await startApiServer({ port: 0, routes: rotas, root, aoAtender: (atendimento) => atendimentos.push(atendimento) });

    // Act
    try {
      expect((await fetch(`${api.url}/api/eco`, { method: 'POST' })).status).toBe(200);
      expect((await fetch(`${api.url}/api/eco/conta`)).status).toBe(401);
      expect((await fetch(`${api.url}/api/nada`)).status).toBe(404);
    } finally {
      await api.close();
    }

    // Assess
    expect(atendimentos).toEqual([
      { funcao: 'eco', integracao: 'http-api', ms: expect.any(Number) },
      { funcao: 'eco-conta', integracao: 'http-api' },
    ]);
    expect(atendimentos[0]!.ms).toBeGreaterThanOrEqual(35);
  });
});

describe('the local meter', () => {
  it('puts the counters together, bills each run rounded up to 1 ms, and subtracts two snapshots', async () => {
    // Prepare: stand-ins' counters that move, and an SES store.
    let dynamo: ConsumoDynamo = { requisicoes: { GetItem: 1 }, porTabela: { consultas: { leitura: 0.5, escrita: 0 } }, falhasCondicionais: 0 };
    let emails: unknown[] = [{ destination: { to: ['a@exemplo.com.br'], cc: [], bcc: [] }, attachments: [] }];
    const ses = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ templates: {}, emails }));
    });
    await new Promise<void>((resolve) => ses.listen(0, '127.0.0.1', resolve));
    const zero = { chamadas: { converse: 0, converseStream: 0 }, tokensEntrada: 0, tokensSaida: 0 };
    const medidor = criarMedidorLocal({
      dynamodb: () => dynamo,
      bedrock: () => zero,
      polly: () => ({ sinteses: 0, caracteres: {} }),
      s3: () => ({ putCopyPostList: 0, getHead: 0, delete: 0, bytesPorBucket: {} }),
      realtime: () => ({ conexoes: 0, minutosConexao: 0, inscricoes: 0, eventosPublicados: 0, entregas: 0 }),
      sesUrl: `http://127.0.0.1:${(ses.address() as AddressInfo).port}`,
    });

    try {
      // Act
      const antes = await medidor.retrato();
      medidor.registrarAtendimento({ funcao: 'chat-mensagens', integracao: 'function-url', ms: 10.2 });
      medidor.registrarAtendimento({ funcao: 'chat-estado', integracao: 'http-api', ms: 0.3 });
      medidor.registrarAtendimento({ funcao: 'chat-estado', integracao: 'http-api' });
      medidor.registrarExecucao('validacao-varredura', 99.01);
      dynamo = { requisicoes: { GetItem: 3, PutItem: 1 }, porTabela: { consultas: { leitura: 1.5, escrita: 2 } }, falhasCondicionais: 1 };
      emails = [...emails, { destination: { to: ['b@exemplo.com.br'], cc: ['c@exemplo.com.br'], bcc: [] }, attachments: [{ size: 10 }] }];
      const diferenca = diferencaConsumo(antes, await medidor.retrato());

      // Assess
      expect(diferenca.lambda).toEqual({
        'chat-mensagens': { invocacoes: 1, msFaturados: 11 },
        'chat-estado': { invocacoes: 1, msFaturados: 1 },
        'validacao-varredura': { invocacoes: 1, msFaturados: 100 },
      });
      expect(diferenca.requisicoes).toEqual({ httpApi: 2, functionUrl: 1 });
      expect(diferenca.dynamodb).toEqual({ requisicoes: { GetItem: 2, PutItem: 1 }, porTabela: { consultas: { leitura: 1, escrita: 2 } }, falhasCondicionais: 1 });
      expect(diferenca.ses).toEqual({ mensagens: 1, destinatarios: 2, bytesAnexos: 10 });
    } finally {
      await new Promise((resolve) => ses.close(resolve));
    }
  });
});
