/**
 * Faults in the services the handlers depend on, with the real handler modules loaded in this
 * process on the stack's real tables, and each dependency swapped through its environment:
 * - DynamoDB behind a proxy that answers chosen operations with ProvisionedThroughputExceeded or
 *   InternalServerError (what DynamoDB itself sends), so the handlers' client's own retries run too;
 * - Bedrock and Polly pointed (AWS_ENDPOINT_URL_*) at a server that answers 503/500;
 * - the realtime server pointed at a closed port;
 * - the local Asaas sandbox told (POST /_local/faults) to answer 429 or 500.
 * Each gives the Portuguese error or the fallback the spec names, and nothing is lost or half-written.
 */
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRECO_CONSULTA } from '#shared/constants.js';
import { freePort } from '#infra/local/ports.js';
import type { ChatService } from '#lambdas/chat/chat.js';
import { hashChatToken } from '#lambdas/common/chat-token.js';
import type { EventoChat } from '#shared/chat-stream.js';
import { mensagens } from '#shared/messages.js';
import { mensagensChat, type EstadoChatResponse } from '#shared/schemas/chat.js';
import { createVerificacaoEmail } from '#lambdas/common/verificacao-email.js';
import { chaveResgateEmail } from '#lambdas/common/promo-chaves.js';
import {
  criarConsultaGratuita,
  documentClient,
  domain,
  getItem,
  idempotencyRecordId,
  maskedCpf,
  newCpf,
  newEmail,
  newIp,
  queryIndex,
  request,
  startProxy,
} from './pagamentos-helpers.js';

const stack = inject('stack');

// ---------------------------------------------------------------------------------------------
// The stand-ins.
// ---------------------------------------------------------------------------------------------

type DynamoFault = { operation: string; kind: 'throttle' | 'internal'; remaining: number };
const dynamoFaults: DynamoFault[] = [];
let failedDynamoCalls = 0;

/** Forwards to DynamoDB Local, except the calls an armed fault answers the way DynamoDB does. */
const startDynamoProxy = (target: string): Promise<http.Server> =>
  startProxy(target, (req, _body, res) => {
    const operation = String(req.headers['x-amz-target'] ?? '').split('.').pop() ?? '';
    const fault = dynamoFaults.find((candidate) => candidate.operation === operation && candidate.remaining > 0);
    if (!fault) return false;
    fault.remaining -= 1;
    failedDynamoCalls += 1;
    const [status, type, message] =
      fault.kind === 'throttle'
        ? [400, 'ProvisionedThroughputExceededException', 'The level of configured provisioned throughput for the table was exceeded.']
        : [500, 'InternalServerError', 'Internal server error'];
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'fault' });
    res.end(JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message }));
    return true;
  });

/** Bedrock and Polly out of service: every call answered like an AWS outage (over HTTP/2, as both SDK clients speak). */
const awsCalls = { bedrock: 0, polly: 0 };
async function startAwsOutage(): Promise<http2.Http2Server> {
  const server = http2.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const bedrock = (req.url ?? '').startsWith('/model/');
      awsCalls[bedrock ? 'bedrock' : 'polly'] += 1;
      const type = bedrock ? 'ServiceUnavailableException' : 'ServiceFailureException';
      res.writeHead(bedrock ? 503 : 500, { 'content-type': 'application/json', 'x-amzn-errortype': type });
      res.end(JSON.stringify({ message: 'Service unavailable' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Polly out of service too, over HTTP/2 with prior knowledge: what its SDK client speaks here. */
async function startPollyOutage(): Promise<http2.Http2Server> {
  const server = http2.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      awsCalls.polly += 1;
      res.writeHead(500, { 'content-type': 'application/json', 'x-amzn-errortype': 'ServiceFailureException' });
      res.end(JSON.stringify({ message: 'Service unavailable' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const urlOf = (server: http.Server | http2.Http2Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// ---------------------------------------------------------------------------------------------
// Handlers in this process.
// ---------------------------------------------------------------------------------------------

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

function event(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: newIp(), userAgent: 'faults-test' },
      requestId: `faults-${now.getTime()}`,
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
  };
}

const parsed = (result: APIGatewayProxyStructuredResultV2) => ({
  status: result.statusCode ?? 0,
  body: JSON.parse(result.body ?? '{}') as Record<string, unknown>,
});

let db: DynamoDBDocumentClient;
let proxy: http.Server;
let outage: http2.Http2Server;
let pollyOutage: http2.Http2Server;
let handlers: {
  gratuita: Handler;
  pagamento: Handler;
  status: Handler;
  webhook: Handler;
  fala: Handler;
  chat: () => ChatService;
};

beforeAll(async () => {
  db = documentClient(stack.dynamoDbEndpoint);
  proxy = await startDynamoProxy(stack.dynamoDbEndpoint);
  outage = await startAwsOutage();
  pollyOutage = await startPollyOutage();
  Object.assign(process.env, stack.env, {
    AWS_ENDPOINT_URL_DYNAMODB: urlOf(proxy),
    // Nothing listens there: the realtime service is down.
    EVENTS_HTTP_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
    BEDROCK_MODEL_ID: 'anthropic.claude-3-haiku-20240307-v1:0',
    AWS_ENDPOINT_URL_BEDROCK_RUNTIME: urlOf(outage),
    AWS_ENDPOINT_URL_POLLY: urlOf(pollyOutage),
    POLLY_ENABLED: 'true',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  const pagamentos = await import('#lambdas/pagamentos/handler.js');
  const webhooks = await import('#lambdas/webhooks/asaas.js');
  const fala = await import('#lambdas/fala/handler.js');
  const { chatServiceOfEntry } = await import('#lambdas/chat/dependencies.js');
  const { createConsultaEngineFromEnv } = await import('#lambdas/ia/engine-factory.js');
  const { avaliarTriagem, emergenciaDoEnvio } = await import('#shared/triagem/index.js');
  // The parts the message route's entry gives (stream-handler.ts).
  const chat = chatServiceOfEntry({ engine: () => createConsultaEngineFromEnv(), triagem: async () => ({ avaliar: avaliarTriagem, emergenciaDoEnvio }) });
  handlers = {
    gratuita: pagamentos.createConsultaGratuita as Handler,
    pagamento: pagamentos.createPagamento as Handler,
    status: pagamentos.statusPagamento as Handler,
    webhook: webhooks.receberWebhookAsaas as Handler,
    fala: fala.sintetizarFala as Handler,
    chat,
  };
});

afterAll(async () => {
  db.destroy();
  await new Promise((resolve) => proxy.close(resolve));
  await new Promise((resolve) => outage.close(resolve));
  await new Promise((resolve) => pollyOutage.close(resolve));
});

const arm = (operation: string, kind: DynamoFault['kind'], count: number) => {
  dynamoFaults.splice(0);
  dynamoFaults.push({ operation, kind, remaining: count });
};
const disarm = () => dynamoFaults.splice(0);

const pacientesDe = (email: string) => queryIndex(db, stack.env.TABLE_PACIENTES!, 'by-email', 'email', email);
const DADOS = { nome: 'Teresa Campos', idade: '52', peso: '70', altura: '160', bebe: 'nao', fuma: 'nao', esporte: 'nenhum', consultaPara: 'proprio', consentimentoDados: true, consentimentoTermos: true };
/** The free form with a fresh e-mail code (issued on the real table, past the faulty proxy). */
const gratuitaBody = async (email: string) => {
  const { codigo: codigoEmail } = await createVerificacaoEmail({ db, table: stack.env.TABLE_VERIFICACOES_EMAIL!, finalidade: 'consulta-gratuita' }).emitirCodigo(email);
  return { codigo: 'ZAP19', nome: 'Teresa Campos', email, telefone: '11 91234-5678', medicoId: 3, cpf: newCpf(), codigoEmail };
};
const gratuitaPelaApi = (email: string, ip: string) =>
  criarConsultaGratuita({ apiUrl: stack.apiUrl, sesUrl: stack.env.AWS_ENDPOINT_URL_SESV2! }, { nome: 'Teresa Campos', email, medicoId: 3 }, ip);

describe('DynamoDB errors and throttling', () => {
  it('absorbs short throttling with the client\'s retries', async () => {
    const email = newEmail('throttle-curto');
    const body = await gratuitaBody(email);
    arm('TransactWriteItems', 'throttle', 2);
    const before = failedDynamoCalls;

    const answer = parsed(await handlers.gratuita(event('POST', '/api/consultas/gratuita', body)));

    disarm();
    expect(failedDynamoCalls - before).toBe(2);
    expect(answer.status).toBe(201);
    expect(await pacientesDe(email)).toHaveLength(1);
  });

  it.each(['throttle', 'internal'] as const)(
    'answers persistent %s on the free consultation with a Portuguese error, writes nothing, and the retry works',
    async (kind) => {
      const email = newEmail(`dynamo-${kind}`);
      const body = await gratuitaBody(email);
      arm('TransactWriteItems', kind, 10);

      const failed = parsed(await handlers.gratuita(event('POST', '/api/consultas/gratuita', body)));

      disarm();
      expect(failed).toEqual({ status: 503, body: { error: mensagens.erros.servicoIndisponivel } });
      expect(await pacientesDe(email)).toEqual([]);
      expect(await getItem(db, stack.env.TABLE_PROMO_REDEMPTIONS!, { key: await chaveResgateEmail(email) })).toBeUndefined();
      // The failure did not use up the person's free consultation.
      // A new code: the failed request consumed its one (the proof comes before the transaction).
      const retried = parsed(await handlers.gratuita(event('POST', '/api/consultas/gratuita', await gratuitaBody(email))));
      expect(retried.status).toBe(201);
      expect(await pacientesDe(email)).toHaveLength(1);
    },
    30_000,
  );

  it('answers a storage failure at the end of the payment with a Portuguese error and no half-written rows', async () => {
    const email = newEmail('dynamo-pagamento');
    arm('TransactWriteItems', 'internal', 10);

    const failed = parsed(
      await handlers.pagamento(event('POST', '/api/pagamentos', { nomeCompleto: 'Teresa Campos', email, cpfCnpj: maskedCpf(newCpf()), medicoId: 3 })),
    );

    disarm();
    expect(failed).toEqual({ status: 503, body: { error: mensagens.erros.servicoIndisponivel } });
    expect(await pacientesDe(email)).toEqual([]);
  }, 30_000);

  it('gives back the patient\'s send when storing the message fails, so nothing is half-written', async () => {
    // Prepare: a free consultation with its intake, through the stack's API.
    const ip = newIp();
    const free = await gratuitaPelaApi(newEmail('mensagem-falha'), ip);
    const { chatToken } = free.body as { chatToken: string };
    const headers = { 'x-chat-token': chatToken };
    expect((await request(stack.apiUrl, '/api/chat/intake', { ip, headers, body: { medicoId: 3, dados: DADOS } })).status).toBe(201);
    const estado = async () => (await request<EstadoChatResponse>(stack.apiUrl, '/api/chat/estado?medicoId=3', { method: 'GET', ip, headers })).body;
    const before = await estado();
    arm('PutItem', 'internal', 10);

    // Act
    const failure = await handlers
      .chat()
      .enviarMensagem(chatToken, { medicoId: 3, texto: 'Minha mensagem que não foi gravada.' })
      .then(() => undefined, (error: unknown) => error);
    disarm();
    const after = await estado();

    // Assess: the error reaches the handler (→ 503 with the Portuguese text); the transcript and the
    // messages left are as before, and the next send works.
    expect(failure).toBeInstanceOf(Error);
    expect(after.mensagens).toEqual(before.mensagens);
    expect(after.mensagensRestantes).toBe(before.mensagensRestantes);
    const retry = await handlers.chat().enviarMensagem(chatToken, { medicoId: 3, texto: 'Agora sim, a mensagem.' });
    for await (const _evento of retry.eventos) {
      // read the answer to its end, as the streaming handler does
    }
    expect((await estado()).mensagens.map((mensagem) => mensagem.texto)).toContain('Agora sim, a mensagem.');
  }, 30_000);

  it('answers a webhook whose update fails with 503, forgets the delivery, and processes Asaas\' retry', async () => {
    // Prepare: a pending payment (written straight to DynamoDB Local).
    const service = domain(stack);
    const { checkoutId } = await service.pagamentos.criar({ nomeCompleto: 'Teresa Campos', email: newEmail('webhook-falha'), cpfCnpj: newCpf(), medicoId: 3 }, newIp());
    const checkout = (await service.checkouts.get(checkoutId, Date.now()))!;
    const delivery = {
      id: `evt_falha_${checkoutId}`,
      event: 'PAYMENT_CONFIRMED',
      payment: { id: checkout.asaas_payment_id, value: PRECO_CONSULTA, externalReference: checkout.consulta_id },
    };
    const headers = { 'asaas-access-token': stack.asaasWebhookToken };
    arm('UpdateItem', 'internal', 10);

    // Act
    const failed = parsed(await handlers.webhook(event('POST', '/api/webhooks/asaas', delivery, headers)));
    disarm();
    const consultaAfterFailure = await getItem<{ status_pagamento: string }>(db, stack.env.TABLE_CONSULTAS!, { id: checkout.consulta_id });
    const recordAfterFailure = await getItem(db, stack.env.TABLE_IDEMPOTENCY!, { id: idempotencyRecordId(delivery.id) });
    const retried = parsed(await handlers.webhook(event('POST', '/api/webhooks/asaas', delivery, headers)));

    // Assess
    expect(failed).toEqual({ status: 503, body: { error: mensagens.erros.servicoIndisponivel } });
    expect(consultaAfterFailure?.status_pagamento).toBe('pendente');
    expect(recordAfterFailure).toBeUndefined();
    expect(retried).toEqual({ status: 200, body: { recebido: true, status_pagamento: 'aprovado' } });
  }, 30_000);
});

describe('realtime server down', () => {
  it('still commits the approval, and the waiting page\'s polling sees it', async () => {
    const service = domain(stack);
    const { checkoutId } = await service.pagamentos.criar({ nomeCompleto: 'Teresa Campos', email: newEmail('sem-realtime'), cpfCnpj: newCpf(), medicoId: 11 }, newIp());
    const checkout = (await service.checkouts.get(checkoutId, Date.now()))!;
    const delivery = { id: `evt_rt_${checkoutId}`, event: 'PAYMENT_RECEIVED', payment: { id: checkout.asaas_payment_id, value: PRECO_CONSULTA, externalReference: checkout.consulta_id } };

    const answer = parsed(await handlers.webhook(event('POST', '/api/webhooks/asaas', delivery, { 'asaas-access-token': stack.asaasWebhookToken })));
    const polled = parsed(await handlers.status(event('POST', '/api/pagamentos/status', { checkoutId })));

    expect(answer).toEqual({ status: 200, body: { recebido: true, status_pagamento: 'aprovado' } });
    expect(polled.status).toBe(200);
    expect(polled.body).toMatchObject({ status_pagamento: 'aprovado', medicoId: 11 });
    expect((await getItem<{ status: string }>(db, stack.env.TABLE_PACIENTES!, { id: checkout.paciente_id }))?.status).toBe('LIBERADO');
  });
});

describe('Bedrock and Polly unavailable', () => {
  it('answers "Erro na comunicação" when Bedrock is down, keeps the patient\'s message, and the token stays valid', async () => {
    // Prepare: a free consultation with its intake, through the stack's API.
    const ip = newIp();
    const free = await gratuitaPelaApi(newEmail('sem-bedrock'), ip);
    const { chatToken } = free.body as { chatToken: string };
    const intake = await request(stack.apiUrl, '/api/chat/intake', {
      ip,
      headers: { 'x-chat-token': chatToken },
      body: { medicoId: 3, dados: DADOS },
    });
    expect(intake.status).toBe(201);
    const bedrockCallsBefore = awsCalls.bedrock;

    // Act: the message through this process's chat service, wired to the Bedrock that is down.
    const preparado = await handlers.chat().enviarMensagem(chatToken, { medicoId: 3, texto: 'Estou com dor nas costas há uma semana.' });
    const eventos: EventoChat[] = [];
    for await (const evento of preparado.eventos) eventos.push(evento);

    // Assess: Bedrock was asked (and retried: 503 is transient), the patient sees the spec's error
    // for a failed backend function, nothing of a made-up answer, and the message is kept.
    expect(awsCalls.bedrock - bedrockCallsBefore).toBe(3);
    expect(eventos.filter((evento) => evento.tipo === 'texto')).toEqual([]);
    expect(eventos.at(-1)).toMatchObject({ tipo: 'erro', error: mensagens.envio.erroComunicacao, mensagemPacienteId: preparado.mensagemPacienteId });
    const estado = (await request<EstadoChatResponse>(stack.apiUrl, '/api/chat/estado?medicoId=3', { method: 'GET', ip, headers: { 'x-chat-token': chatToken } })).body;
    expect(estado.mensagens.map((mensagem) => mensagem.autor)).toEqual(['medico', 'paciente']);
    expect(estado.mensagens[1]?.texto).toBe('Estou com dor nas costas há uma semana.');
    expect(await getItem(db, stack.env.TABLE_CHAT_TOKENS!, { token_hash: hashChatToken(chatToken) })).toBeDefined();
  }, 30_000);

  it('answers 503 with the browser-voice text when Polly fails', async () => {
    const pollyCallsBefore = awsCalls.polly;
    const answer = parsed(await handlers.fala(event('POST', '/api/fala', { texto: 'Olá, tudo bem com você?' })));
    expect(awsCalls.polly).toBeGreaterThan(pollyCallsBefore);
    expect(answer).toEqual({ status: 503, body: { error: mensagensChat.falaIndisponivel } });
  }, 30_000);
});

describe('the payment provider failing', () => {
  const injectAsaas = (status: number, count: number) =>
    fetch(`${stack.asaasUrl}/_local/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status, count }) });

  it.each([429, 500])('answers Asaas %i with the Portuguese error and stores nothing, then works again', async (status) => {
    const email = newEmail(`asaas-${status}`);
    const body = { nomeCompleto: 'Teresa Campos', email, cpfCnpj: maskedCpf(newCpf()), medicoId: 3 };
    expect((await injectAsaas(status, 1)).status).toBe(200);

    const failed = await request(stack.apiUrl, '/api/pagamentos', { body, ip: newIp() });
    await injectAsaas(status, 0);
    const afterFailure = await pacientesDe(email);
    const retried = await request(stack.apiUrl, '/api/pagamentos', { body, ip: newIp() });

    expect(failed).toEqual({ status: 503, body: { error: mensagens.cadastroPagamento.servicoIndisponivel } });
    expect(afterFailure).toEqual([]);
    expect(retried.status).toBe(201);
    const [paciente] = await pacientesDe(email);
    expect(await queryIndex(db, stack.env.TABLE_CONSULTAS!, 'by-paciente', 'paciente_id', (paciente as { id: string }).id)).toHaveLength(1);
  });
});
