/**
 * The validation case's life inside the consultation (docs/validacao-medica.md, "The case and its
 * life"), through the real local API, DynamoDB Local, the offline engine and the local realtime
 * server: the intake opens the case, a red flag raises its triage, "Gerar Receita Médica" records
 * the AI's drafts without showing them to the patient, the end queues the case for the physicians
 * and tells them, and the sweeper ends a consultation whose 30 minutes ran out.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';

import { createConsultasRepository } from '#lambdas/common/consultas-repository.js';
import { createMensagensRepository } from '#lambdas/common/mensagens-repository.js';
import { IaIndisponivelError } from '#lambdas/ia/engine.js';
import { createCicloDoCaso, type RascunhoEngine } from '#lambdas/validacao/caso.js';
import { motivosAlarme } from '#shared/triagem/familias/alarmes.js';
import { varrer } from '#lambdas/validacao/varredura.js';
import { createValidacoesRepository, type ValidacoesRepository } from '#lambdas/validacao/validacoes-repository.js';
import { mensagensChat, type EncerrarResponse, type EstadoChatResponse, type ReceitaResponse } from '#shared/schemas/chat.js';
import { documentClient, enviarMensagemChat, getItem, request } from './pagamentos-helpers.js';
import { consultaComIntake, DADOS_INTAKE as DADOS, tabelaDa, tokenMedicaLocal } from './validacao-helpers.js';
import type { ConsultaItem } from '#lambdas/common/itens.js';

const stack = inject('stack');
const MIN = 60_000;

let db: DynamoDBDocumentClient;
let validacoes: ValidacoesRepository;
const abertas: WebSocket[] = [];

const tabela = tabelaDa(stack);

beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
  validacoes = createValidacoesRepository({ db, table: tabela('validacoes'), versoesTable: tabela('validacao_versoes') });
  // The sweeper is called here as EventBridge calls it: with the stack's environment, whose Bedrock
  // is the local Bedrock runtime.
  Object.assign(process.env, stack.env);
});

afterAll(() => {
  for (const socket of abertas) socket.close();
  db.destroy();
});

interface Consulta {
  readonly chatToken: string;
  readonly consultaId: string;
  readonly medicoId: number;
  readonly ip: string;
}

const chat = <T = Record<string, unknown>>(c: Consulta, path: string, body?: unknown) =>
  request<T>(stack.apiUrl, path, {
    method: body === undefined ? 'GET' : 'POST',
    ip: c.ip,
    headers: { 'x-chat-token': c.chatToken },
    ...(body === undefined ? {} : { body }),
  });

const comIntake = (medicoId = 1): Promise<Consulta> => consultaComIntake(stack.apiUrl, { rotulo: 'validacao', medicoId });

const enviar = (c: Consulta, texto: string) => enviarMensagemChat(stack.apiUrl, { token: c.chatToken, ip: c.ip, medicoId: c.medicoId, texto });

const estado = async (c: Consulta) => (await chat<EstadoChatResponse>(c, `/api/chat/estado?medicoId=${c.medicoId}`)).body;

const consultaItem = (id: string) => getItem<ConsultaItem>(db, tabela('consultas'), { id });

/** Subscribes to the physicians' queue as Amplify's events client does in user-pool mode (only members of `medicos` may). */
async function ouvirFila(): Promise<unknown[]> {
  const accessToken = await tokenMedicaLocal(stack);
  const host = new URL(stack.realtimeHttpEndpoint).host;
  const header = Buffer.from(JSON.stringify({ host, 'x-api-key': stack.env.EVENTS_API_KEY })).toString('base64url');
  const socket = new WebSocket(stack.realtimeEndpoint, ['aws-appsync-event-ws', `header-${header}`]);
  abertas.push(socket);
  const recebidos: unknown[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; event?: string };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ type: 'subscribe', id: randomUUID(), channel: '/medicos/*', authorization: { host, Authorization: accessToken } }));
      }
      if (message.type === 'subscribe_success') resolve();
      if (message.type === 'subscribe_error') reject(new Error('subscription to /medicos/* refused'));
      if (message.type === 'data' && message.event) recebidos.push(JSON.parse(message.event));
    });
  });
  return recebidos;
}

async function esperar<T>(ler: () => Promise<T>, pronto: (valor: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const limite = Date.now() + timeoutMs;
  for (;;) {
    const valor = await ler();
    if (pronto(valor) || Date.now() > limite) return valor;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the validation case during the consultation', () => {
  it('opens at the intake, keeps red flags and drafts for the physician, and queues at the end', async () => {
    // Prepare: a physician listening to the queue channel.
    const fila = await ouvirFila();

    // Act 1: the intake.
    const c = await comIntake(1);

    // Assess 1: the case is open, in the consultation, with the intake's patient.
    const consulta = await consultaItem(c.consultaId);
    const aberto = await validacoes.obter(c.consultaId);
    expect(aberto).toMatchObject({
      consulta_id: c.consultaId,
      status: 'em-consulta',
      paciente_id: consulta?.paciente_id,
      medico_id: 1,
      nome_paciente: 'Maria Souza',
      idade: 34,
      motivo: '',
      triagem: { nivel: 'consulta', motivos: [] },
      sinais_alerta: [],
      versao_atual: 0,
    });
    expect(aberto?.canal).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(aberto?.prazo_consulta ?? '')).toBe(Date.parse(consulta?.utilizada_em ?? '') + 30 * MIN);
    expect(aberto?.ordem).toBe(aberto?.prazo_consulta);
    // A retry of the same intake changes nothing.
    expect((await chat(c, '/api/chat/intake', { medicoId: 1, dados: DADOS })).status).toBe(200);
    expect((await validacoes.obter(c.consultaId))?.canal).toBe(aberto?.canal);
    expect((await estado(c)).canalValidacao).toBe(aberto?.canal);

    // Act 2: a red flag.
    const alerta = await enviar(c, 'Estou com uma dor no peito muito forte agora, desde cedo.');

    // Assess 2: the banner first, then the raised level; the answer begins with the urgency; the
    // case is raised to emergencia with the sign for the physician, and estado reports it.
    expect(alerta.eventos[0]).toMatchObject({ tipo: 'emergencia', emergencia: { tipo: 'cardiaca' } });
    expect(alerta.eventos[1]).toEqual({ tipo: 'triagem', triagem: { nivel: 'emergencia', motivos: [motivosAlarme.cardiaca] } });
    expect(alerta.eventos[2]).toMatchObject({ tipo: 'texto', texto: expect.stringMatching(/^Antes de qualquer outra pergunta: .*SAMU 192/) });
    const comAlerta = await validacoes.obter(c.consultaId);
    expect(comAlerta?.triagem).toEqual({ nivel: 'emergencia', motivos: [motivosAlarme.cardiaca] });
    expect(comAlerta?.sinais_alerta).toEqual([motivosAlarme.cardiaca]);
    expect((await estado(c)).triagem).toEqual({ nivel: 'emergencia', motivos: [motivosAlarme.cardiaca] });

    // Act 3: "Gerar Receita Médica".
    await enviar(c, 'A dor vai para o braço esquerdo, não tenho alergias e não tomo remédios.');
    const receita = await chat<ReceitaResponse>(c, '/api/chat/receita', { medicoId: 1 });
    const pdf = await chat(c, '/api/chat/receita.pdf?medicoId=1');

    // Assess 3: an AI version in the record; the patient sees only that it awaits a physician.
    expect(receita.status).toBe(201);
    expect(receita.body.mensagem).toMatchObject({ tipo: 'prescription', autor: 'medico', texto: mensagensChat.receitaPreparada });
    expect(receita.body.texto).toBe(mensagensChat.receitaPreparada);
    const primeira = await validacoes.listarVersoes(c.consultaId);
    expect(primeira).toHaveLength(1);
    expect(primeira[0]).toMatchObject({ versao: 1, tipo: 'rascunho-ia', autor: { tipo: 'ia', engine: 'bedrock', modelo: stack.env.BEDROCK_MODEL_ID } });
    expect(primeira[0]?.rascunho?.triagem.nivel).toBe('emergencia');
    expect(pdf).toEqual({ status: 409, body: { error: mensagensChat.receitaAguardandoValidacao } });
    const durante = await estado(c);
    expect(durante.validacao).toEqual({ status: 'em-consulta' });
    for (const mensagem of durante.mensagens) {
      for (const medicamento of primeira[0]?.rascunho?.receita.medicamentos ?? []) expect(mensagem.texto).not.toContain(medicamento.nome);
    }

    // Act 4: the patient rates and ends the consultation.
    const fim = await chat<EncerrarResponse>(c, '/api/chat/encerrar', { medicoId: 1, motivo: 'avaliacao', avaliacao: 5 });

    // Assess 4: waiting for a physician, with the drafts over the whole transcript, and announced.
    expect(fim.status).toBe(200);
    const aguardando = await validacoes.obter(c.consultaId);
    expect(aguardando).toMatchObject({ status: 'aguardando', aguardando_desde: fim.body.encerradaEm, versao_atual: 2 });
    expect(aguardando?.triagem.nivel).toBe('emergencia');
    expect(aguardando?.motivo).toContain('dor no peito');
    const versoes = await validacoes.listarVersoes(c.consultaId);
    expect(versoes.at(-1)).toMatchObject({ versao: 2, tipo: 'rascunho-ia', autor: { tipo: 'ia', engine: 'bedrock', modelo: stack.env.BEDROCK_MODEL_ID } });
    const depois = await estado(c);
    expect(depois.validacao).toEqual({
      status: 'aguardando',
      previstoAte: new Date(Date.parse(fim.body.encerradaEm) + 60 * MIN).toISOString(),
    });
    const eventos = await esperar(
      async () => fila,
      (recebidos) => recebidos.some((evento) => (evento as { consultaId?: string }).consultaId === c.consultaId),
    );
    expect(eventos).toContainEqual({ tipo: 'fila', consultaId: c.consultaId, status: 'aguardando' });
    // Still no prescription for the patient until a physician decides.
    expect(await chat(c, '/api/chat/receita.pdf?medicoId=1')).toEqual({ status: 409, body: { error: mensagensChat.receitaAguardandoValidacao } });
  });
});

describe('the end without the engine', () => {
  /** The lifecycle on the stack's real tables, with an injected engine and a recording publisher. */
  function ciclo(engine: RascunhoEngine, publicados: unknown[]) {
    const consultas = createConsultasRepository({ db, table: tabela('consultas') });
    return createCicloDoCaso({
      validacoes,
      mensagens: createMensagensRepository({ db, table: tabela('mensagens') }),
      consultaPorId: (id) => consultas.get(id),
      engine: () => engine,
      publisher: () => ({ publish: async (canal, eventos) => void publicados.push(...eventos.map((evento) => ({ canal, evento }))) }),
    });
  }

  it('still queues the case, without drafts, when the engine fails or is too slow', async () => {
    // Prepare
    const falha = await comIntake(4);
    const lenta = await comIntake(5);
    const publicados: unknown[] = [];
    const indisponivel: RascunhoEngine = { nome: 'bedrock', gerarRascunho: () => Promise.reject(new IaIndisponivelError('indisponivel', 'rascunho')) };
    const parada: RascunhoEngine = { nome: 'bedrock', gerarRascunho: () => new Promise(() => undefined) };
    const at = new Date().toISOString();

    // Act
    const comFalha = await ciclo(indisponivel, publicados).encaminharAoMedico(falha.consultaId, at);
    const comDemora = await ciclo(parada, publicados).encaminharAoMedico(lenta.consultaId, at, { limiteMs: 200 });

    // Assess: both wait for a physician without a version (the sweeper drafts them), and were announced.
    expect(comFalha).toMatchObject({ status: 'aguardando', versao_atual: 0, aguardando_desde: at });
    expect(comDemora).toMatchObject({ status: 'aguardando', versao_atual: 0 });
    expect(await validacoes.listarVersoes(lenta.consultaId)).toEqual([]);
    expect(publicados).toEqual([
      { canal: '/medicos/fila', evento: { tipo: 'fila', consultaId: falha.consultaId, status: 'aguardando' } },
      { canal: '/medicos/fila', evento: { tipo: 'fila', consultaId: lenta.consultaId, status: 'aguardando' } },
    ]);
  });
});

describe('the validation sweeper', () => {
  it('ends a consultation whose 30 minutes ran out and queues its case with the drafts', async () => {
    // Prepare: a consultation started 31 minutes ago that nobody ended.
    const c = await comIntake(2);
    await enviar(c, 'Estou com dor de garganta e febre de 38 graus desde ontem.');
    const passado = new Date(Date.now() - 31 * MIN).toISOString();
    const prazo = new Date(Date.parse(passado) + 30 * MIN).toISOString();
    await db.send(
      new UpdateCommand({
        TableName: tabela('consultas'),
        Key: { id: c.consultaId },
        UpdateExpression: 'SET utilizada_em = :passado',
        ExpressionAttributeValues: { ':passado': passado },
      }),
    );
    await db.send(
      new UpdateCommand({
        TableName: tabela('validacoes'),
        Key: { consulta_id: c.consultaId },
        UpdateExpression: 'SET ordem = :prazo, prazo_consulta = :prazo',
        ExpressionAttributeValues: { ':prazo': prazo },
      }),
    );

    // Act
    const resumo = await varrer({ id: 'teste-varredura' });

    // Assess: ended like the chat's time-out, queued, drafted, and the queue measured.
    const consulta = await consultaItem(c.consultaId);
    expect(consulta).toMatchObject({ status_consulta: 'encerrada', motivo_encerramento: 'tempo' });
    const caso = await validacoes.obter(c.consultaId);
    expect(caso).toMatchObject({ status: 'aguardando' });
    expect(caso?.versao_atual).toBeGreaterThanOrEqual(1);
    expect(caso?.motivo).toContain('dor de garganta');
    const versoes = await validacoes.listarVersoes(c.consultaId);
    expect(versoes.at(-1)).toMatchObject({ tipo: 'rascunho-ia', autor: { tipo: 'ia', engine: 'bedrock', modelo: stack.env.BEDROCK_MODEL_ID } });
    const final = await estado(c);
    expect(final.encerrada).toBe(true);
    expect(final.motivoEncerramento).toBe('tempo');
    expect(final.mensagens.at(-1)?.texto).toContain('Como não recebi sua avaliação');
    expect(final.validacao?.status).toBe('aguardando');
    expect(resumo.fila).toBeGreaterThanOrEqual(1);
    // The stack's own timer may have swept it first; either way a second run changes nothing.
    await varrer({ id: 'teste-varredura-2' });
    expect((await validacoes.obter(c.consultaId))?.versao_atual).toBe(caso?.versao_atual);
  });

  it('writes the drafts of a waiting case that has none', async () => {
    // Prepare: a case that entered the queue while the engine was down (no version yet).
    const c = await comIntake(3);
    await enviar(c, 'Tenho tosse seca há cinco dias e cansaço.');
    const agora = new Date().toISOString();
    await validacoes.colocarNaFila(c.consultaId, agora);
    expect((await validacoes.obter(c.consultaId))?.versao_atual).toBe(0);

    // Act
    await varrer({ id: 'teste-varredura-rascunho' });

    // Assess
    const versoes = await esperar(
      () => validacoes.listarVersoes(c.consultaId),
      (lista) => lista.length > 0,
    );
    expect(versoes[0]).toMatchObject({ versao: 1, tipo: 'rascunho-ia' });
  });
});
