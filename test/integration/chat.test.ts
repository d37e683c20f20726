/**
 * The consultation chat against the real local stack (DynamoDB Local, the local S3, the local API
 * with the streamed route): intake with consents, the streamed answer and the stored transcript,
 * the red-flag event, every refusal of the chat token, the 30 minutes, the end, the limits, the
 * attachment policy, the prescription and the downloads. Model failures are injected at the domain
 * level on the same real tables.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { versoesConsentimento } from '#shared/consentimentos.js';
import { avaliarTriagem, emergenciaDoEnvio } from '#shared/triagem/index.js';
import { tokenLookup } from '#lambdas/chat/chat-acesso.js';
import { gerarProntuarioPdf } from '#lambdas/chat/prontuario-pdf.js';
import { createChatService, type ChatService } from '#lambdas/chat/chat.js';
import { createConsultaChatRepository } from '#lambdas/chat/consulta-chat-repository.js';
import { createS3AnexosStorage } from '#lambdas/common/anexos-storage.js';
import { createS3Bucket, s3ClientConfig } from '#lambdas/common/s3-client.js';
import { createChatTokenService, hashChatToken } from '#lambdas/common/chat-token.js';
import { createConsultasRepository } from '#lambdas/common/consultas-repository.js';
import { createMensagensRepository } from '#lambdas/common/mensagens-repository.js';
import { createPacientesRepository } from '#lambdas/common/pacientes-repository.js';
import { createRateLimiter, rateLimits } from '#lambdas/common/rate-limit.js';
import { IaIndisponivelError, type ConsultaEngine } from '#lambdas/ia/engine.js';
import { createOfflineEngine } from '#infra/local/offline-engine/offline-engine.js';
import { createCicloDoCaso } from '#lambdas/validacao/caso.js';
import { createValidacoesRepository } from '#lambdas/validacao/validacoes-repository.js';
import { CHAT_STREAM_CONTENT_TYPE, type EventoChat } from '#shared/chat-stream.js';
import { consultaRegras } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import {
  chatLimites,
  mensagensChat,
  type AnexoUploadResponse,
  type EncerrarResponse,
  type EstadoChatResponse,
  type IntakeResponse,
  type ReceitaResponse,
} from '#shared/schemas/chat.js';
import { criarConsultaGratuita, documentClient, enviarMensagemChat, freshWindow, getItem, newEmail, newIp, request } from './pagamentos-helpers.js';
import { consultaComIntake, consultaGratuita as abrirConsulta, DADOS_INTAKE as DADOS, tabelaDa } from './validacao-helpers.js';
import type { ConsultaItem } from '#lambdas/common/itens.js';

const stack = inject('stack');
// The local S3 of the stack (the Lambdas' client reads AWS_ENDPOINT_URL_S3 from their environment).
const s3Local = new S3Client({ ...s3ClientConfig(stack.env), endpoint: stack.env.AWS_ENDPOINT_URL_S3 });
afterAll(() => s3Local.destroy());
const MIN = 60_000;

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

const tabela = tabelaDa(stack);

interface Consulta {
  readonly chatToken: string;
  readonly consultaId: string;
  readonly medicoId: number;
  readonly ip: string;
}

/** A free consultation through the API, from an address of its own (per-IP limits stay apart). */
const consultaGratuita = (medicoId = 1): Promise<Consulta> => abrirConsulta(stack.apiUrl, { rotulo: 'chat', medicoId });

const chat = <T = Record<string, unknown>>(
  c: Pick<Consulta, 'chatToken' | 'ip'>,
  path: string,
  body?: unknown,
  method: 'GET' | 'POST' = body === undefined ? 'GET' : 'POST',
) => request<T>(stack.apiUrl, path, { method, ip: c.ip, headers: { 'x-chat-token': c.chatToken }, ...(body === undefined ? {} : { body }) });

const comIntake = (medicoId = 1): Promise<Consulta> => consultaComIntake(stack.apiUrl, { rotulo: 'chat', medicoId });

/** POST /api/chat/mensagens, reading the NDJSON answer as it arrives. */
const enviar = (c: Pick<Consulta, 'chatToken' | 'ip' | 'medicoId'>, texto: string, extra: Record<string, unknown> = {}, token = c.chatToken) =>
  enviarMensagemChat(stack.apiUrl, { token, ip: c.ip, medicoId: c.medicoId, texto, extra });

const textoDe = (eventos: readonly EventoChat[]): string =>
  eventos.flatMap((evento) => (evento.tipo === 'texto' ? [evento.texto] : [])).join('');

const estado = async (c: Consulta) => (await chat<EstadoChatResponse>(c, `/api/chat/estado?medicoId=${c.medicoId}`)).body;

const consultaItem = (id: string) => getItem<ConsultaItem>(db, tabela('consultas'), { id });

async function recuarInicio(consultaId: string, minutos: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tabela('consultas'),
      Key: { id: consultaId },
      UpdateExpression: 'SET utilizada_em = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - minutos * MIN).toISOString() },
    }),
  );
}

/** The chat domain on the stack's real tables, with an injected engine. */
function dominio(engine: ConsultaEngine, emailVerificado?: string): ChatService {
  const db = documentClient(stack.dynamoDbEndpoint);
  const consultas = createConsultasRepository({ db, table: tabela('consultas') });
  const mensagensRepo = createMensagensRepository({ db, table: tabela('mensagens') });
  const get = (id: string) => consultas.get(id);
  const validacoes = createValidacoesRepository({ db: documentClient(stack.dynamoDbEndpoint), table: tabela('validacoes'), versoesTable: tabela('validacao_versoes') });
  const ciclo = createCicloDoCaso({
    validacoes,
    mensagens: mensagensRepo,
    consultaPorId: get,
    engine: () => engine,
    publisher: () => ({ publish: async () => undefined }),
  });
  return createChatService({
    triagem: async () => ({ avaliar: avaliarTriagem, emergenciaDoEnvio }),
    acesso: {
      tokenPorHash: tokenLookup(db, tabela('chat_tokens')),
      consultaPorId: get,
      chatTokens: createChatTokenService({ db, table: tabela('chat_tokens'), consultas }),
    },
    chatConsultas: createConsultaChatRepository({ db, table: tabela('consultas'), mensagens: mensagensRepo, get }),
    mensagens: mensagensRepo,
    rateLimiter: createRateLimiter({ db, table: tabela('rate_limits') }),
    anexos: createS3AnexosStorage({ bucket: createS3Bucket({ name: stack.env.BUCKET_ANEXOS!, s3: s3Local }) }),
    engine,
    ia: engine.nome,
    pacientes: createPacientesRepository({ db, table: tabela('pacientes') }),
    consultas,
    emailLookup: { verifiedEmail: async () => emailVerificado },
    documentos: { prontuario: gerarProntuarioPdf, validado: async () => undefined },
    validacoes,
    ciclo,
    alvoMinutos: 60,
  });
}

async function coletar(eventos: AsyncIterable<EventoChat>): Promise<EventoChat[]> {
  const lidos: EventoChat[] = [];
  for await (const evento of eventos) lidos.push(evento);
  return lidos;
}

describe('POST /api/chat/intake', () => {
  it('records the intake and both consents with the server time, and greets with a summary that asks for exams', async () => {
    // Prepare
    const c = await consultaGratuita(1);
    const antes = Date.now();

    // Act
    const answer = await chat<IntakeResponse>(c, '/api/chat/intake', { medicoId: 1, dados: DADOS });

    // Assess
    expect(answer.status).toBe(201);
    const { saudacao, consentimentos, dadosPaciente, introducaoFalada } = answer.body;
    expect(saudacao).toMatchObject({ seq: 1, autor: 'medico', tipo: 'text' });
    expect(saudacao.texto).toContain('Olá, Maria!');
    expect(saudacao.texto).toContain('IMC: 23,0');
    expect(saudacao.texto).toContain('exames');
    expect(saudacao.texto).toContain('motivo da consulta?');
    expect(dadosPaciente).toMatchObject({ imc: '23,0', menor: false, peso: 62.5 });
    expect(introducaoFalada).toContain('Me conte o que está acontecendo');
    expect(Date.parse(consentimentos.lgpd)).toBeGreaterThanOrEqual(antes - 1000);
    // Stored with the version of the two texts the form shows.
    expect(consentimentos.versoes).toEqual(versoesConsentimento);
    const item = await consultaItem(c.consultaId);
    expect(item).toMatchObject({
      consentimentos,
      dados_paciente: { nome: 'Maria Souza', consentimentoDados: true, consentimentoTermos: true },
      status_consulta: 'em_andamento',
    });
    expect(item?.utilizada_em).toBeDefined();
  });

  it('answers a retry of the same form like the first time and refuses different data', async () => {
    const c = await comIntake(1);
    const retry = await chat<IntakeResponse>(c, '/api/chat/intake', { medicoId: 1, dados: DADOS });
    expect(retry.status).toBe(200);
    expect(retry.body.saudacao.seq).toBe(1);
    const outra = await chat(c, '/api/chat/intake', { medicoId: 1, dados: { ...DADOS, peso: '80' } });
    expect(outra).toEqual({ status: 409, body: { error: mensagensChat.intakeJaEnviado } });
    expect((await estado(c)).mensagens).toHaveLength(1);
  });

  it('requires the responsible adult of a minor and mentions them in the greeting', async () => {
    const c = await consultaGratuita(4);
    const menor = { ...DADOS, nome: 'Pedro Souza', idade: '8', peso: '25', altura: '125' };
    const semResponsavel = await chat(c, '/api/chat/intake', { medicoId: 4, dados: menor });
    expect(semResponsavel).toEqual({ status: 400, body: { error: 'Informe o nome do responsável.' } });

    const answer = await chat<IntakeResponse>(c, '/api/chat/intake', {
      medicoId: 4,
      dados: { ...menor, nomeResponsavel: 'Maria Souza', telefoneResponsavel: '(11) 98765-4321', parentescoResponsavel: 'Mãe' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.saudacao.texto).toContain('Olá, Maria!');
    expect(answer.body.saudacao.texto).toContain('Responsável: Maria Souza (Mãe), telefone (11) 98765-4321');
    expect(answer.body.dadosPaciente).toMatchObject({ menor: true, responsavel: { nome: 'Maria Souza', parentesco: 'Mãe' } });
  });

  it('refuses consent not given', async () => {
    const c = await consultaGratuita(1);
    const answer = await chat(c, '/api/chat/intake', { medicoId: 1, dados: { ...DADOS, consentimentoTermos: false } });
    expect(answer.status).toBe(400);
    expect((await consultaItem(c.consultaId))?.dados_paciente).toBeUndefined();
  });
});

describe('POST /api/chat/mensagens', () => {
  it('streams the doctor’s answer as NDJSON and stores the transcript in order', async () => {
    // Prepare
    const c = await comIntake(1);

    // Act
    const answer = await enviar(c, 'Estou com dor de cabeça e febre desde ontem.');

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(`${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8`);
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    const textos = answer.eventos.filter((evento) => evento.tipo === 'texto');
    expect(textos.length).toBeGreaterThan(1);
    const fim = answer.eventos.at(-1);
    expect(fim).toMatchObject({ tipo: 'fim', seq: 3 });
    // The complaint is assessed before the model answers: the level first, then the text.
    expect(answer.eventos[0]).toMatchObject({ tipo: 'triagem' });
    expect(answer.eventos.findIndex((evento) => evento.tipo === 'texto')).toBe(1);

    const transcript = (await estado(c)).mensagens;
    expect(transcript.map((mensagem) => [mensagem.seq, mensagem.autor, mensagem.tipo])).toEqual([
      [1, 'medico', 'text'],
      [2, 'paciente', 'text'],
      [3, 'medico', 'text'],
    ]);
    expect(transcript[1]?.texto).toBe('Estou com dor de cabeça e febre desde ontem.');
    expect(transcript[2]?.texto).toBe(textoDe(answer.eventos));
    expect(fim).toMatchObject({ mensagemId: transcript[2]?.id, mensagemPacienteId: transcript[1]?.id });
    expect((await consultaItem(c.consultaId))?.motivo).toBe('Estou com dor de cabeça e febre desde ontem.');
  });

  it('sends the emergency event first, and its header, whatever the model says', async () => {
    const c = await comIntake(1);
    const answer = await enviar(c, 'Estou com uma dor no peito muito forte e falta de ar');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-emergencia']).toBe('cardiaca');
    expect(answer.eventos[0]).toMatchObject({ tipo: 'emergencia', emergencia: { tipo: 'cardiaca', titulo: 'Atenção: possível emergência' } });
    expect(answer.eventos[0]?.tipo === 'emergencia' && answer.eventos[0].emergencia.orientacao).toContain('SAMU 192');
    expect(answer.eventos.at(-1)?.tipo).toBe('fim');
    const semAlerta = await enviar(c, 'Não tenho dor no peito, só dor de cabeça.');
    expect(semAlerta.eventos.some((evento) => evento.tipo === 'emergencia')).toBe(false);
    expect(semAlerta.headers['x-emergencia']).toBeUndefined();
  });

  it('refuses a missing, wrong or other doctor’s token and stores nothing', async () => {
    const c = await comIntake(1);
    const outra = await comIntake(2);

    const semToken = await enviar(c, 'oi', {}, '');
    const invalido = await enviar(c, 'oi', {}, 'x'.repeat(43));
    const outroMedico = await enviar({ ...c, medicoId: 2 }, 'oi');
    const tokenDeOutraConsulta = await enviar({ ...c, medicoId: 1 }, 'oi', {}, outra.chatToken);

    expect(semToken).toMatchObject({ status: 401, json: { error: mensagens.acessoChat.tokenNaoFornecido } });
    expect(invalido).toMatchObject({ status: 401, json: { error: mensagens.acessoChat.tokenInvalido } });
    expect(outroMedico).toMatchObject({ status: 403, json: { error: mensagens.acessoChat.tokenOutroMedico } });
    expect(tokenDeOutraConsulta).toMatchObject({ status: 403, json: { error: mensagens.acessoChat.tokenOutroMedico } });
    expect((await estado(c)).mensagens).toHaveLength(1);
    expect((await estado(outra)).mensagens).toHaveLength(1);
    expect(await request(stack.apiUrl, '/api/chat/estado?medicoId=1', { method: 'GET', ip: c.ip })).toEqual({
      status: 401,
      body: { error: mensagens.acessoChat.tokenNaoFornecido },
    });
  });

  it('refuses a message once the 30 minutes are over, on the server clock', async () => {
    // Prepare: an exchange, then the first opening moved 31 minutes back.
    const c = await comIntake(1);
    expect((await enviar(c, 'Tenho tosse há uma semana.')).status).toBe(200);
    await recuarInicio(c.consultaId, consultaRegras.duracaoMinutos + 1);

    // Act
    const answer = await enviar(c, 'Ainda estou aqui?');

    // Assess
    expect(answer).toMatchObject({ status: 403, json: { error: mensagensChat.tempoEsgotado } });
    const depois = await estado(c);
    expect(depois).toMatchObject({ segundosRestantes: 0, encerrada: false, podeGerarReceita: false });
    expect(depois.mensagens).toHaveLength(3);
    expect((await chat(c, '/api/chat/receita', { medicoId: 1 })).status).toBe(403);
    // The 30 s auto-finish still closes it after the time is over.
    const fim = await chat<EncerrarResponse>(c, '/api/chat/encerrar', { medicoId: 1, motivo: 'tempo' });
    expect(fim.status).toBe(200);
    expect(fim.body.mensagem.texto).toContain('O tempo desta consulta (30 minutos) terminou');
  });

  it('ends once with the stars in the closing message, then refuses messages', async () => {
    const c = await comIntake(3);
    expect((await enviar(c, 'Estou com manchas vermelhas no braço.')).status).toBe(200);

    const fim = await chat<EncerrarResponse>(c, '/api/chat/encerrar', { medicoId: 3, motivo: 'avaliacao', avaliacao: 5 });
    expect(fim.status).toBe(200);
    expect(fim.body.mensagem.texto).toMatch(/^Muito obrigad[oa] pela sua avaliação de 5 estrelas, Maria!/);
    expect(fim.body).toMatchObject({ motivo: 'avaliacao', avaliacao: 5 });

    expect(await enviar(c, 'Mais uma coisa')).toMatchObject({ status: 403, json: { error: mensagensChat.consultaEncerrada } });
    expect(await chat(c, '/api/chat/encerrar', { medicoId: 3, motivo: 'avaliacao', avaliacao: 4 })).toEqual({
      status: 403,
      body: { error: mensagensChat.consultaEncerrada },
    });
    const depois = await estado(c);
    expect(depois).toMatchObject({ encerrada: true, avaliacao: 5, motivoEncerramento: 'avaliacao', segundosRestantes: 0, podeGerarReceita: false });
    expect(depois.mensagens.at(-1)?.texto).toBe(fim.body.mensagem.texto);
    expect(await consultaItem(c.consultaId)).toMatchObject({ status_consulta: 'encerrada', avaliacao: 5, motivo_encerramento: 'avaliacao' });
  });

  it('needs a rating from 1 to 5 when ending by rating', async () => {
    const c = await comIntake(1);
    expect(await chat(c, '/api/chat/encerrar', { medicoId: 1, motivo: 'avaliacao' })).toEqual({
      status: 400,
      body: { error: mensagensChat.avaliacaoObrigatoria },
    });
    expect((await chat(c, '/api/chat/encerrar', { medicoId: 1, motivo: 'avaliacao', avaliacao: 6 })).status).toBe(400);
  });

  it('refuses a message before the intake', async () => {
    const c = await consultaGratuita(1);
    expect(await enviar(c, 'Oi')).toMatchObject({
      status: 409,
      json: { error: mensagens.envio.erroEnviar.titulo, descricao: mensagensChat.intakePendente },
    });
  });

  it('limits the size and the rate of messages with pt-BR errors', async () => {
    // Size
    const c = await comIntake(1);
    expect(await enviar(c, 'a'.repeat(chatLimites.textoMaxCaracteres + 1))).toMatchObject({
      status: 400,
      json: { error: 'Erro ao enviar mensagem', descricao: mensagensChat.mensagemLonga },
    });
    expect((await estado(c)).mensagens).toHaveLength(1);

    // Rate: 10 a minute per consultation; the burst may first wait up to 20 s for a fresh window.
    await freshWindow(rateLimits['chat-mensagem'].windowSeconds, 20);
    const limite = rateLimits['chat-mensagem'].limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limite; i += 1) statuses.push((await enviar(c, `Mensagem número ${i + 1} sobre minha dor de cabeça.`)).status);
    expect(statuses.slice(0, limite).every((status) => status === 200)).toBe(true);
    const bloqueada = await enviar(c, 'Mais uma');
    expect(bloqueada).toMatchObject({ status: 429, json: { error: 'Erro ao enviar mensagem', descricao: mensagensChat.muitasMensagens } });
    expect(statuses[limite]).toBe(429);
  }, 60_000);

  it('limits the count of messages of one consultation', async () => {
    // Prepare: the consultation's 80 patient messages are used up.
    const d = await comIntake(1);
    await db.send(
      new UpdateCommand({
        TableName: tabela('consultas'),
        Key: { id: d.consultaId },
        UpdateExpression: 'SET mensagens_paciente = :n',
        ExpressionAttributeValues: { ':n': chatLimites.mensagensPacientePorConsulta },
      }),
    );
    expect(await enviar(d, 'Oi')).toMatchObject({ status: 403, json: { error: 'Erro ao enviar mensagem', descricao: mensagensChat.limiteMensagens } });
    expect((await estado(d)).mensagensRestantes).toBe(0);
  });
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const MB = 1024 * 1024;

async function postToStore(upload: AnexoUploadResponse, file: Buffer, type: string, overrides: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...upload.fields, ...overrides })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type }), upload.nome);
  const response = await fetch(upload.url, { method: 'POST', body: form });
  return { status: response.status, text: await response.text() };
}

describe('attachments', () => {
  it('refuses an 11 MB file and an .exe before presigning, with the docs/regras-do-produto.md#the-chat toasts', async () => {
    const c = await comIntake(1);
    expect(await chat(c, '/api/chat/anexos/upload', { medicoId: 1, nome: 'exame.pdf', contentType: 'application/pdf', tamanho: 11 * MB })).toEqual({
      status: 400,
      body: { error: 'Arquivo muito grande', descricao: 'O arquivo deve ter no máximo 10MB.' },
    });
    expect(
      await chat(c, '/api/chat/anexos/upload', { medicoId: 1, nome: 'virus.exe', contentType: 'application/x-msdownload', tamanho: 1000 }),
    ).toEqual({
      status: 400,
      body: { error: 'Tipo de arquivo não permitido', descricao: 'Apenas arquivos PDF e imagens (JPG, PNG, GIF, WebP) são aceitos.' },
    });
  });

  it('has the store itself refuse 11 MB and an .exe type under a valid grant', async () => {
    const c = await comIntake(1);
    const upload = (await chat<AnexoUploadResponse>(c, '/api/chat/anexos/upload', { medicoId: 1, nome: 'foto.png', contentType: 'image/png', tamanho: PNG.length })).body;
    expect(upload.key).toMatch(new RegExp(`^pendentes/${c.consultaId}/[0-9a-f-]{36}-foto\\.png$`));

    const grande = await postToStore(upload, Buffer.concat([PNG, Buffer.alloc(11 * MB)]), 'image/png');
    const exe = await postToStore(upload, Buffer.from('MZ\x90\x00'), 'application/x-msdownload', { 'Content-Type': 'application/x-msdownload' });

    expect(grande.status).toBe(400);
    expect(grande.text).toContain('<Code>EntityTooLarge</Code>');
    expect(exe.status).toBe(403);
    expect(exe.text).toContain('<Code>AccessDenied</Code>');
    expect(await enviar(c, 'Segue a foto', { arquivos: [upload.key] })).toMatchObject({
      status: 400,
      json: { descricao: mensagensChat.anexoNaoEncontrado },
    });
  });

  it('stores an uploaded photo in the transcript and names it to the doctor', async () => {
    // Prepare
    const c = await comIntake(3);
    const upload = (
      await chat<AnexoUploadResponse>(c, '/api/chat/anexos/upload', { medicoId: 3, nome: 'foto-1700000000000.png', contentType: 'image/png', tamanho: PNG.length })
    ).body;
    expect((await postToStore(upload, PNG, 'image/png')).status).toBe(204);

    // Act
    const answer = await enviar(c, 'Estou com manchas vermelhas na pele, segue a foto.', { arquivos: [upload.key] });

    // Assess
    expect(answer.status).toBe(200);
    expect(textoDe(answer.eventos)).toContain('foto-1700000000000.png');
    const transcript = (await estado(c)).mensagens;
    expect(transcript[1]).toMatchObject({
      autor: 'paciente',
      tipo: 'file',
      texto: 'foto-1700000000000.png',
      // Kept at its final key, which no upload policy names.
      arquivo: { key: upload.key.replace(/^pendentes\//, 'anexos/'), nome: 'foto-1700000000000.png', tipo: 'image/png', tamanho: PNG.length },
    });
    expect(transcript[2]).toMatchObject({ autor: 'paciente', tipo: 'text' });
    // The same file cannot be sent twice, nor another consultation's.
    expect((await enviar(c, 'De novo', { arquivos: [upload.key] })).status).toBe(400);
    const outra = await comIntake(3);
    expect((await enviar(outra, 'Olha esta', { arquivos: [upload.key] })).status).toBe(400);
  });

  it('refuses a file whose content is not the declared type', async () => {
    const c = await comIntake(1);
    const upload = (await chat<AnexoUploadResponse>(c, '/api/chat/anexos/upload', { medicoId: 1, nome: 'exame.pdf', contentType: 'application/pdf', tamanho: 20 })).body;
    expect((await postToStore(upload, Buffer.from('isto não é um pdf!!'), 'application/pdf')).status).toBe(204);
    expect(await enviar(c, 'Meu exame', { arquivos: [upload.key] })).toMatchObject({
      status: 400,
      json: { error: 'Tipo de arquivo não permitido', descricao: mensagensChat.anexoConteudoInvalido },
    });
  });
});

describe('prescription and downloads', () => {
  it('drafts the prescription for a physician only after more than 3 messages; the patient gets no draft, only the record marked RASCUNHO', async () => {
    // Prepare
    const c = await comIntake(1);
    const cedo = await chat(c, '/api/chat/receita', { medicoId: 1 });
    expect(cedo).toEqual({ status: 409, body: { error: 'Erro ao gerar receita', descricao: mensagensChat.receitaPoucasMensagens } });
    expect((await chat(c, `/api/chat/receita.pdf?medicoId=1`)).status).toBe(404);
    await enviar(c, 'Estou com dor de garganta e febre de 38 graus desde ontem.');
    await enviar(c, 'A dor é 6 de 10, não tenho alergias e não tomo remédios.');

    // Act
    const receita = await chat<ReceitaResponse>(c, '/api/chat/receita', { medicoId: 1 });
    const pdf = await chat(c, '/api/chat/receita.pdf?medicoId=1');
    const prontuario = await baixar(c, '/api/chat/prontuario.pdf?medicoId=1');

    // Assess: CFM 2.454/2026, the patient is told the prescription awaits a physician, nothing more.
    expect(receita.status).toBe(201);
    expect(receita.body.texto).toBe(mensagensChat.receitaPreparada);
    expect(receita.body.mensagem).toMatchObject({ tipo: 'prescription', autor: 'medico', texto: mensagensChat.receitaPreparada });
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(pdf).toEqual({ status: 409, body: { error: mensagensChat.receitaAguardandoValidacao } });
    expect(prontuario.status).toBe(200);
    expect(prontuario.headers['content-disposition']).toBe(`attachment; filename="prontuario-maria-souza-${hoje}.pdf"`);
    const documento = await PDFDocument.load(prontuario.body);
    expect(documento.getTitle()).toBe('ZapSaúde — Prontuário da consulta');
    expect(documento.getPageCount()).toBeGreaterThanOrEqual(1);
    const depois = await estado(c);
    expect(depois.mensagens.at(-1)?.tipo).toBe('prescription');
    expect(depois.validacao).toEqual({ status: 'em-consulta' });
    expect(depois.canalValidacao).toMatch(/^[0-9a-f]{32}$/);
  });
});

async function baixar(c: Consulta, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const url = new URL(path, stack.apiUrl);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, localAddress: c.ip, headers: { 'x-chat-token': c.chatToken } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('the chat domain with an injected engine', () => {
  it('keeps the patient’s message when the model fails, and answers the next one', async () => {
    // Prepare
    const c = await comIntake(1);
    const falha: ConsultaEngine = {
      nome: 'bedrock',
      responder: () => ({
        [Symbol.asyncIterator]: () => ({
          next: () => Promise.reject(new IaIndisponivelError('indisponivel', 'resposta', { erroOrigem: 'ServiceUnavailableException' })),
        }),
      }),
      gerarRascunho: async () => Promise.reject(new IaIndisponivelError('indisponivel', 'rascunho')),
    };

    // Act
    const envio = await dominio(falha).enviarMensagem(c.chatToken, { medicoId: 1, texto: 'Estou com dor nas costas há dois dias.' });
    const eventos = await coletar(envio.eventos);

    // Assess
    expect(eventos).toEqual([
      { tipo: 'erro', error: 'Erro na comunicação', descricao: mensagens.erros.servicoIndisponivel, mensagemPacienteId: envio.mensagemPacienteId },
    ]);
    const transcript = (await estado(c)).mensagens;
    expect(transcript.map((mensagem) => mensagem.autor)).toEqual(['medico', 'paciente']);
    expect(transcript[1]).toMatchObject({ id: envio.mensagemPacienteId, texto: 'Estou com dor nas costas há dois dias.' });
    const retry = await enviar(c, 'Consegue me responder agora?');
    expect(retry.eventos.at(-1)?.tipo).toBe('fim');
    expect((await estado(c)).mensagens.map((mensagem) => mensagem.autor)).toEqual(['medico', 'paciente', 'paciente', 'medico']);
    await expect(dominio(falha).gerarReceita(c.chatToken, 1)).rejects.toMatchObject({ status: 503, message: 'Erro ao gerar receita' });
  });

  it('"Tentar novamente" answers the stored message once, without storing or counting it again', async () => {
    // Prepare: the model fails on a stored message.
    const c = await comIntake(1);
    const falha: ConsultaEngine = {
      nome: 'bedrock',
      responder: () => ({
        [Symbol.asyncIterator]: () => ({
          next: () => Promise.reject(new IaIndisponivelError('indisponivel', 'resposta', { erroOrigem: 'ServiceUnavailableException' })),
        }),
      }),
      gerarRascunho: async () => Promise.reject(new IaIndisponivelError('indisponivel', 'rascunho')),
    };
    const texto = 'Estou com dor de ouvido desde ontem.';
    const envio = await dominio(falha).enviarMensagem(c.chatToken, { medicoId: 1, texto });
    expect((await coletar(envio.eventos)).map((evento) => evento.tipo)).toEqual(['erro']);

    // Act: the same text again, naming the failed message, through the API and its real engine.
    const reenvio = await enviar(c, texto, { reenvio: { mensagemPacienteId: envio.mensagemPacienteId } });

    // Assess: answered, and the patient's message is in the transcript once.
    expect(reenvio.status).toBe(200);
    expect(reenvio.eventos.at(-1)).toMatchObject({ tipo: 'fim', mensagemPacienteId: envio.mensagemPacienteId });
    expect(textoDe(reenvio.eventos).length).toBeGreaterThan(0);
    const transcript = (await estado(c)).mensagens;
    expect(transcript.map((mensagem) => mensagem.autor)).toEqual(['medico', 'paciente', 'medico']);
    expect(transcript.filter((mensagem) => mensagem.texto === texto)).toHaveLength(1);
    expect((await consultaItem(c.consultaId))?.mensagens_paciente).toBe(1);
    // Once answered, the same retry is refused: nothing is answered twice.
    expect(await enviar(c, texto, { reenvio: { mensagemPacienteId: envio.mensagemPacienteId } })).toMatchObject({
      status: 409,
      json: { error: mensagensChat.reenvioInvalido },
    });
  });

  it('a retry without the id (the stream broke before naming it) answers the waiting message with the same text', async () => {
    const c = await comIntake(1);
    const falha: ConsultaEngine = {
      nome: 'bedrock',
      responder: () => ({ [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('socket hang up')) }) }),
      gerarRascunho: async () => Promise.reject(new IaIndisponivelError('indisponivel', 'rascunho')),
    };
    const texto = 'Tenho coceira no braço.';
    await coletar((await dominio(falha).enviarMensagem(c.chatToken, { medicoId: 1, texto })).eventos);

    const reenvio = await enviar(c, texto, { reenvio: {} });

    expect(reenvio.eventos.at(-1)?.tipo).toBe('fim');
    expect((await estado(c)).mensagens.map((mensagem) => mensagem.autor)).toEqual(['medico', 'paciente', 'medico']);
    // A retry of a text that was never stored is stored as a new message.
    const outro = await enviar(c, 'Outra pergunta que nunca chegou.', { reenvio: {} });
    expect(outro.eventos.at(-1)?.tipo).toBe('fim');
    expect((await estado(c)).mensagens.map((mensagem) => mensagem.autor)).toEqual(['medico', 'paciente', 'medico', 'paciente', 'medico']);
  });

  it('hands on the first text chunk before the model has finished', async () => {
    const c = await comIntake(1);
    let liberar: () => void = () => undefined;
    const portao = new Promise<void>((resolve) => (liberar = resolve));
    let terminou = false;
    const lento: ConsultaEngine = {
      nome: 'offline',
      async *responder() {
        yield 'Entendi. ';
        await portao;
        yield 'Desde quando?';
        terminou = true;
      },
      gerarRascunho: createOfflineEngine().gerarRascunho,
    };

    const envio = await dominio(lento).enviarMensagem(c.chatToken, { medicoId: 1, texto: 'Tenho enxaqueca.' });
    const iterador = envio.eventos[Symbol.asyncIterator]();
    // The triage level, assessed before the model is called, may come first.
    let primeiro = await iterador.next();
    if (primeiro.value?.tipo === 'triagem') primeiro = await iterador.next();
    expect(primeiro.value).toEqual({ tipo: 'texto', texto: 'Entendi. ' });
    expect(terminou).toBe(false);
    liberar();
    const resto: EventoChat[] = [];
    for (let proximo = await iterador.next(); !proximo.done; proximo = await iterador.next()) resto.push(proximo.value);
    expect(resto.map((evento) => evento.tipo)).toEqual(['texto', 'fim']);
    expect((await estado(c)).mensagens.at(-1)?.texto).toBe('Entendi. Desde quando?');
  });

  it('lists the patient’s real consultations in the history', async () => {
    // Prepare: two consultations of one e-mail, one ended.
    const email = newEmail('historico');
    const criar = async (medicoId: number) => {
      const ip = newIp();
      const answer = await criarConsultaGratuita({ apiUrl: stack.apiUrl, sesUrl: stack.env.AWS_ENDPOINT_URL_SESV2! }, { nome: 'Ana Lima', email, medicoId }, ip);
      return { ...(answer.body as { chatToken: string; consultaId: string; medicoId: number }), ip, status: answer.status };
    };
    const primeira = await criar(1);
    expect(primeira.status).toBe(201);
    expect((await chat(primeira, '/api/chat/intake', { medicoId: 1, dados: DADOS })).status).toBe(201);
    const queixa = 'Estou com tosse seca há cinco dias, cansaço ao subir escadas e um pouco de febre à noite. O que pode ser?';
    await enviar(primeira, queixa);
    await chat(primeira, '/api/chat/encerrar', { medicoId: 1, motivo: 'avaliacao', avaliacao: 4 });
    const consulta = await consultaItem(primeira.consultaId);

    // Act
    const historico = await dominio(createOfflineEngine(), email).historico({ sub: randomUUID(), accessToken: 'token' });

    // Assess
    expect(historico.consultas).toEqual([
      {
        consultaId: primeira.consultaId,
        data: consulta?.utilizada_em,
        medicoId: 1,
        medico: 'Dr. Rafael Monteiro',
        especialidade: 'Clínica Geral',
        motivo: `${queixa.slice(0, chatLimites.motivoHistoricoMaxCaracteres - 1).trimEnd()}…`,
        status: 'Concluída',
        validacao: 'aguardando',
      },
    ]);
    expect((await request(stack.apiUrl, '/api/chat/historico', { method: 'GET' })).status).toBe(401);
  });
});

describe('reading an ended consultation with its chat token', () => {
  const validar = (c: Consulta) => request<{ valid: boolean; error?: string }>(stack.apiUrl, '/api/chat-tokens/validar', { body: { token: c.chatToken, medicoId: c.medicoId }, ip: c.ip });

  it('after the end the link still opens the transcript, the state and the record, and every write is refused', async () => {
    // Prepare: an exchange, then the end by rating.
    const c = await comIntake(2);
    expect((await enviar(c, 'Sinto palpitações quando subo escadas.')).status).toBe(200);
    expect((await chat(c, '/api/chat/encerrar', { medicoId: 2, motivo: 'avaliacao', avaliacao: 4 })).status).toBe(200);
    const inicio = (await consultaItem(c.consultaId))?.utilizada_em;

    // Act
    const validacao = await validar(c);
    const utilizar = await request<{ utilizadaEm: string }>(stack.apiUrl, '/api/chat-tokens/utilizar', { body: { token: c.chatToken }, ip: c.ip });
    const depois = await estado(c);
    const prontuario = await baixar(c, '/api/chat/prontuario.pdf?medicoId=2');
    const mensagem = await enviar(c, 'Mais uma pergunta');
    const receita = await chat(c, '/api/chat/receita', { medicoId: 2 });

    // Assess: reading works, the first opening stands, writing is refused with the chat's texts.
    expect(validacao).toEqual({ status: 200, body: { valid: true, consulta: { medico_id: 2, tipo_consulta: 'gratuita' } } });
    expect(utilizar.body.utilizadaEm).toBe(inicio);
    expect(depois).toMatchObject({ encerrada: true, avaliacao: 4, segundosRestantes: 0, podeGerarReceita: false });
    expect(depois.mensagens.map((m) => m.autor)).toEqual(['medico', 'paciente', 'medico', 'medico']);
    expect(prontuario.status).toBe(200);
    expect(prontuario.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mensagem).toMatchObject({ status: 403, json: { error: mensagensChat.consultaEncerrada } });
    expect(receita.status).toBe(403);
  });

  it('after the 30 minutes the link opens the consultation read-only, until the token’s own 24 hours are over', async () => {
    // Prepare
    const c = await comIntake(1);
    expect((await enviar(c, 'Estou com dor de cabeça.')).status).toBe(200);
    await recuarInicio(c.consultaId, consultaRegras.duracaoMinutos + 1);

    // Act / Assess: the 30 minutes are over; the link still reads.
    expect((await validar(c)).body.valid).toBe(true);
    expect(await estado(c)).toMatchObject({ segundosRestantes: 0, encerrada: false });

    // Act: the token's stored lifetime ends (its expiry moved into the past).
    await db.send(
      new UpdateCommand({
        TableName: tabela('chat_tokens'),
        Key: { token_hash: hashChatToken(c.chatToken) },
        UpdateExpression: 'SET expires_at = :antes',
        ExpressionAttributeValues: { ':antes': Math.floor(Date.now() / 1000) - 1 },
      }),
    );

    // Assess: past its 24 hours the token reads nothing either.
    expect(await validar(c)).toEqual({ status: 200, body: { valid: false, error: mensagens.acessoChat.tokenInvalido } });
    expect((await chat(c, `/api/chat/estado?medicoId=1`)).status).toBe(401);
  });
});
