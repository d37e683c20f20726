/**
 * The patient's results against the real local stack: the SES v2 stand-in's mailbox, DynamoDB Local,
 * the local S3 and the local Cognito. The e-mailed link's journey (code → mailbox → session → the
 * consultations and documents of the proven e-mail), the code's limits, the session's refusals, and
 * the signed-in account's list under the strict ownership rule. Decided cases are written through
 * the validation repository, as the decision route does.
 */
import { randomUUID } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEnvioEmail } from '#lambdas/common/ses-envio.js';
import { s3ClientConfig } from '#lambdas/common/s3-client.js';
import { chaveDocumento, createDocumentosStorage } from '#lambdas/documentos/storage.js';
import { ASSUNTO_CODIGO } from '#lambdas/resultados/resultados.js';
import { ASSUNTO_DECISAO, notificarDecisao } from '#lambdas/validacao/notificacao.js';
import { createValidacoesRepository } from '#lambdas/validacao/validacoes-repository.js';
import { mensagens } from '#shared/messages.js';
import type { RascunhoClinico, ResultadosResponse } from '#shared/schemas/validacao.js';
import { documentClient, newEmail, newIp, request, signedInUser } from './pagamentos-helpers.js';
import { tabelaDa } from './validacao-helpers.js';

const stack = inject('stack');
const ses = stack.env.AWS_ENDPOINT_URL_SESV2!;

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

const tabela = tabelaDa(stack);

const rascunho: RascunhoClinico = {
  nota: {
    subjetivo: 'Dor de garganta há 3 dias.',
    objetivo: '34 anos.',
    avaliacao: { diferenciais: [{ hipotese: 'Resfriado comum', raciocinio: 'Coriza.' }], sinaisAlerta: [] },
    plano: { exames: [], orientacoes: 'Hidratação.', retorno: 'Se piorar.' },
  },
  receita: {
    medicamentos: [{ nome: 'Paracetamol', dose: '500 mg', via: 'oral', posologia: 'de 6 em 6 horas, se dor', duracao: 'por 3 dias' }],
    orientacoes: 'Repouso.',
  },
  mensagemPaciente: 'Revisei a sua consulta: siga a receita.',
  triagem: { nivel: 'autocuidado', motivos: [] },
};

const MEDICO = { sub: randomUUID(), nome: 'Dra. Ana Beatriz Souza', crm: '123456', uf: 'SP' };
const PDF = Buffer.from('%PDF-1.4\n% documento validado de teste\n%%EOF\n');

interface Paciente {
  readonly id: string;
  readonly email: string;
}

async function paciente(email: string, extra: Record<string, unknown> = {}): Promise<Paciente> {
  const id = randomUUID();
  await db.send(
    new PutCommand({
      TableName: tabela('pacientes'),
      // Proven by default, as a free consultation's row is (its one-time code); `email_verificado_em: undefined` for a typed e-mail.
      Item: { id, email, nome: 'Maria da Conceição', status: 'LIBERADO', data_criacao: new Date().toISOString(), email_verificado_em: new Date().toISOString(), ...extra },
    }),
  );
  return { id, email };
}

/** A consultation of `pacienteId`, approved and opened `minutosAtras` ago unless said otherwise. */
async function consulta(pacienteId: string, options: { aberta?: boolean; minutosAtras?: number } = {}): Promise<string> {
  const id = randomUUID();
  const inicio = new Date(Date.now() - (options.minutosAtras ?? 40) * 60_000).toISOString();
  await db.send(
    new PutCommand({
      TableName: tabela('consultas'),
      Item: {
        id,
        medico_id: 1,
        paciente_id: pacienteId,
        tipo_consulta: 'gratuita',
        status_consulta: options.aberta === false ? 'agendada' : 'em_andamento',
        status_pagamento: 'aprovado',
        valor: 0,
        data_criacao: inicio,
        aprovado_em: inicio,
        motivo: 'Dor de garganta',
        ...(options.aberta === false ? {} : { utilizada_em: inicio }),
      },
    }),
  );
  return id;
}

/** The case of `consultaId`, validated by a physician with both documents stored (as the decision route leaves it). */
async function casoValidado(consultaId: string, pacienteId: string): Promise<void> {
  const repo = createValidacoesRepository({ db, table: tabela('validacoes'), versoesTable: tabela('validacao_versoes') });
  const agora = new Date().toISOString();
  // The 30 minutes still running: the local sweeper leaves the case to this test.
  const prazoConsulta = new Date(Date.now() + 30 * 60_000).toISOString();
  await repo.criar({
    consultaId,
    pacienteId,
    medicoId: 1,
    nomePaciente: 'Maria da Conceição',
    motivo: 'Dor de garganta',
    canal: randomUUID().replace(/-/g, ''),
    prazoConsulta,
    criadoEm: agora,
    triagem: { nivel: 'autocuidado', motivos: [] },
  });
  await repo.acrescentarVersao(consultaId, { tipo: 'rascunho-ia', criadoEm: agora, autor: { tipo: 'ia', engine: 'offline', modelo: 'offline' }, rascunho });
  await repo.colocarNaFila(consultaId, agora);
  await repo.reservar(consultaId, MEDICO, agora, new Date(Date.now() + 15 * 60_000).toISOString());
  const { versao } = await repo.decidir({ consultaId, decisao: 'validada', at: agora, medico: MEDICO });
  const s3 = new S3Client({ ...s3ClientConfig(stack.env), endpoint: stack.env.AWS_ENDPOINT_URL_S3 });
  const storage = createDocumentosStorage({ s3, bucket: stack.env.BUCKET_DOCUMENTOS! });
  const receita = chaveDocumento(consultaId, 'receita', versao.versao);
  const relatorio = chaveDocumento(consultaId, 'relatorio', versao.versao);
  await storage.gravar(receita, PDF);
  await storage.gravar(relatorio, PDF);
  s3.destroy();
  await repo.registrarDocumentos(consultaId, { receita, relatorio, assinado: false });
}

interface EmailGuardado {
  readonly from: string;
  readonly destination: { to: string[] };
  readonly subject: string;
  readonly body: { text?: string; html?: string };
}

async function caixa(para: string): Promise<EmailGuardado[]> {
  const store = (await (await fetch(`${ses}/store`)).json()) as { emails: EmailGuardado[] };
  return store.emails.filter((email) => email.destination.to.includes(para));
}

async function ultimoCodigo(para: string): Promise<string> {
  const email = (await caixa(para)).filter((item) => item.subject === ASSUNTO_CODIGO).at(-1);
  const codigo = /\b(\d{6})\b/.exec(email?.body.text ?? '')?.[1];
  if (!codigo) throw new Error('no code in the mailbox');
  return codigo;
}

const pedirCodigo = (consultaId: string, ip: string) =>
  request<{ emailMascarado?: string; expiraEm?: string; error?: string }>(stack.apiUrl, '/api/resultados/codigo', { ip, body: { consultaId } });

const abrirSessao = (consultaId: string, codigo: string, ip: string) =>
  request<{ token?: string; expiraEm?: string; error?: string }>(stack.apiUrl, '/api/resultados/sessao', { ip, body: { consultaId, codigo } });

const acesso = (token: string | undefined, ip: string) =>
  request<ResultadosResponse & { error?: string }>(stack.apiUrl, '/api/resultados/acesso', {
    method: 'GET',
    ip,
    headers: token === undefined ? {} : { 'x-resultados-token': token },
  });

const baixar = (path: string, headers: Record<string, string>) => fetch(new URL(path, stack.apiUrl), { headers });

/** A code e-mailed for `consultaId` and exchanged for a session token. */
async function sessao(consultaId: string, email: string): Promise<string> {
  const ip = newIp();
  expect((await pedirCodigo(consultaId, ip)).status).toBe(200);
  const aberta = await abrirSessao(consultaId, await ultimoCodigo(email), ip);
  expect(aberta.status).toBe(201);
  return aberta.body.token!;
}

describe('e-mail through the SES v2 stand-in', () => {
  it('delivers an e-mail sent with the SDK to the local mailbox', async () => {
    // Prepare
    const para = newEmail('ses');
    const client = new SESv2Client({ endpoint: ses, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

    // Act
    await createEnvioEmail({ ses: client, remetente: stack.env.EMAIL_REMETENTE! })({ para, assunto: 'Teste de envio', texto: 'Olá, ação!' });
    client.destroy();

    // Assess
    const [email] = await caixa(para);
    expect(email?.subject).toBe('Teste de envio');
    expect(email?.body.text).toBe('Olá, ação!');
    expect(email?.from).toContain('<nao-responda@zapsaude.local>');
  });

  it('sends the decision notice with the results link and no health content', async () => {
    // Prepare
    const para = newEmail('decisao');
    const consultaId = randomUUID();
    const client = new SESv2Client({ endpoint: ses, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

    // Act
    await notificarDecisao(
      { consultaId, decisao: 'validada', emailPaciente: para, nomePaciente: 'Maria da Conceição' },
      { enviarEmail: createEnvioEmail({ ses: client, remetente: stack.env.EMAIL_REMETENTE! }), siteUrl: stack.env.SITE_URL! },
    );
    client.destroy();

    // Assess
    const [email] = await caixa(para);
    expect(email?.subject).toBe(ASSUNTO_DECISAO);
    expect(email?.body.text).toContain(`${stack.env.SITE_URL}/resultados#consulta=${consultaId}`);
    expect(email?.body.text).not.toMatch(/paracetamol|resfriado|receita/i);
  });
});

describe('the e-mailed results link', () => {
  it('opens the consultations and documents of the proven e-mail with a code sent to it', async () => {
    // Prepare: the link's row has a typed e-mail (an anonymous checkout's); another typed row shares it.
    const email = newEmail('link');
    const { id: pacienteId } = await paciente(email, { email_verificado_em: undefined });
    const consultaId = await consulta(pacienteId);
    await casoValidado(consultaId, pacienteId);
    const { id: outraLinha } = await paciente(email, { email_verificado_em: undefined });
    const consultaDeOutraLinha = await consulta(outraLinha);
    await casoValidado(consultaDeOutraLinha, outraLinha);
    const ip = newIp();

    // Act
    const codigo = await pedirCodigo(consultaId, ip);
    const aberta = await abrirSessao(consultaId, await ultimoCodigo(email), ip);
    const lista = await acesso(aberta.body.token, ip);
    const receita = await baixar(`/api/resultados/acesso/documentos/${consultaId}/receita`, { 'x-resultados-token': aberta.body.token! });

    // Assess
    expect(codigo.status).toBe(200);
    expect(codigo.body.emailMascarado).toBe(`${email[0]}***@e***.com.br`);
    expect(Date.parse(codigo.body.expiraEm!)).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(aberta.status).toBe(201);
    expect(aberta.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(lista.status).toBe(200);
    // The code proved the link's row only: a row whose e-mail was merely typed stays out.
    expect(lista.body.consultas).toHaveLength(1);
    const linha = await db.send(new GetCommand({ TableName: tabela('pacientes'), Key: { id: pacienteId } }));
    expect(linha.Item).toHaveProperty('email_verificado_em');
    expect(lista.body.consultas[0]).toMatchObject({
      consultaId,
      motivo: 'Dor de garganta',
      validacao: {
        status: 'validada',
        mensagem: rascunho.mensagemPaciente,
        medico: { nome: MEDICO.nome, crm: MEDICO.crm, uf: MEDICO.uf },
        receita: rascunho.receita,
        documentos: { receita: true, relatorio: true },
      },
    });
    expect(receita.status).toBe(200);
    expect(receita.headers.get('content-type')).toBe('application/pdf');
    expect(receita.headers.get('content-disposition')).toMatch(/^attachment; filename="receita-validada-maria-da-conceicao-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(Buffer.from(await receita.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers an unknown consultation and one that never started alike', async () => {
    // Prepare
    const { id: pacienteId } = await paciente(newEmail('nao-iniciada'));
    const naoIniciada = await consulta(pacienteId, { aberta: false });
    const ip = newIp();

    // Act
    const desconhecida = await pedirCodigo(randomUUID(), ip);
    const semInicio = await pedirCodigo(naoIniciada, ip);

    // Assess
    expect(desconhecida).toEqual({ status: 404, body: { error: mensagens.resultados.naoEncontrado } });
    expect(semInicio).toEqual({ status: 404, body: { error: mensagens.resultados.naoEncontrado } });
  });

  it('refuses a wrong code, and locks the code after 5 wrong attempts', async () => {
    // Prepare
    const email = newEmail('tentativas');
    const { id: pacienteId } = await paciente(email);
    const consultaId = await consulta(pacienteId);
    const ip = newIp();
    expect((await pedirCodigo(consultaId, ip)).status).toBe(200);
    const certo = await ultimoCodigo(email);
    const errado = certo === '000000' ? '000001' : '000000';

    // Act
    const tentativas = [];
    for (let i = 0; i < 5; i += 1) tentativas.push(await abrirSessao(consultaId, errado, ip));
    const depois = await abrirSessao(consultaId, certo, ip);

    // Assess
    for (const tentativa of tentativas) expect(tentativa).toEqual({ status: 400, body: { error: mensagens.resultados.codigoInvalido } });
    expect(depois).toEqual({ status: 400, body: { error: mensagens.resultados.codigoInvalido } });
  });

  it('accepts a code once', async () => {
    // Prepare
    const email = newEmail('uma-vez');
    const { id: pacienteId } = await paciente(email);
    const consultaId = await consulta(pacienteId);
    const ip = newIp();
    await pedirCodigo(consultaId, ip);
    const codigo = await ultimoCodigo(email);

    // Act
    const primeira = await abrirSessao(consultaId, codigo, ip);
    const segunda = await abrirSessao(consultaId, codigo, ip);

    // Assess
    expect(primeira.status).toBe(201);
    expect(segunda.status).toBe(400);
  });

  it('sends at most 3 codes to one e-mail in 10 minutes', async () => {
    // Prepare
    const email = newEmail('limite');
    const { id: pacienteId } = await paciente(email);
    const consultaId = await consulta(pacienteId);
    const ip = newIp();

    // Act
    const respostas = [];
    for (let i = 0; i < 4; i += 1) respostas.push((await pedirCodigo(consultaId, ip)).status);

    // Assess
    expect(respostas).toEqual([200, 200, 200, 429]);
    expect((await caixa(email)).filter((item) => item.subject === ASSUNTO_CODIGO)).toHaveLength(3);
  });

  it('refuses the session routes without a valid token', async () => {
    // Prepare
    const ip = newIp();

    // Act
    const semToken = await acesso(undefined, ip);
    const inventado = await acesso('A'.repeat(43), ip);
    const documento = await baixar(`/api/resultados/acesso/documentos/${randomUUID()}/receita`, {});

    // Assess
    expect(semToken).toEqual({ status: 401, body: { error: mensagens.resultados.sessaoInvalida } });
    expect(inventado).toEqual({ status: 401, body: { error: mensagens.resultados.sessaoInvalida } });
    expect(documento.status).toBe(401);
  });

  it("does not let e-mail A's session read e-mail B's consultations or documents", async () => {
    // Prepare
    const emailA = newEmail('a');
    const emailB = newEmail('b');
    const pacienteA = await paciente(emailA);
    const pacienteB = await paciente(emailB);
    const consultaA = await consulta(pacienteA.id);
    const consultaB = await consulta(pacienteB.id);
    await casoValidado(consultaA, pacienteA.id);
    await casoValidado(consultaB, pacienteB.id);
    const tokenA = await sessao(consultaA, emailA);

    // Act
    const lista = await acesso(tokenA, newIp());
    const documentoB = await baixar(`/api/resultados/acesso/documentos/${consultaB}/relatorio`, { 'x-resultados-token': tokenA });
    const documentoA = await baixar(`/api/resultados/acesso/documentos/${consultaA}/relatorio`, { 'x-resultados-token': tokenA });
    const invalido = await baixar(`/api/resultados/acesso/documentos/${consultaA}/atestado`, { 'x-resultados-token': tokenA });

    // Assess
    expect(lista.body.consultas.map((item) => item.consultaId)).toEqual([consultaA]);
    expect(documentoB.status).toBe(404);
    expect(await documentoB.json()).toEqual({ error: mensagens.resultados.documentoIndisponivel });
    expect(documentoA.status).toBe(200);
    expect(invalido.status).toBe(400);
  });
});

describe('the signed-in account', () => {
  it('sees only its own consultations (strict rule) and their documents', async () => {
    // Prepare
    const email = newEmail('conta');
    const accessToken = await signedInUser(stack, email);
    const propria = await paciente(email);
    const deOutraConta = await paciente(email, { user_id: randomUUID() });
    const deOutroEmail = await paciente(newEmail('outro'));
    const soDigitado = await paciente(email, { email_verificado_em: undefined });
    const consultaPropria = await consulta(propria.id);
    const emAndamento = await consulta(propria.id, { minutosAtras: 5 });
    const consultaOutraConta = await consulta(deOutraConta.id);
    const consultaOutroEmail = await consulta(deOutroEmail.id);
    const consultaSoDigitado = await consulta(soDigitado.id);
    const semInicio = await consulta(propria.id, { aberta: false });
    await casoValidado(consultaPropria, propria.id);
    await casoValidado(consultaOutraConta, deOutraConta.id);
    await casoValidado(consultaOutroEmail, deOutroEmail.id);
    await casoValidado(consultaSoDigitado, soDigitado.id);
    const auth = { authorization: `Bearer ${accessToken}` };

    // Act
    const lista = await request<ResultadosResponse>(stack.apiUrl, '/api/resultados', { method: 'GET', headers: auth });
    const minha = await baixar(`/api/resultados/documentos/${consultaPropria}/receita`, auth);
    const alheia = await baixar(`/api/resultados/documentos/${consultaOutraConta}/receita`, auth);
    const digitada = await baixar(`/api/resultados/documentos/${consultaSoDigitado}/receita`, auth);
    const anonimo = await baixar(`/api/resultados/documentos/${consultaPropria}/receita`, {});

    // Assess
    expect(lista.status).toBe(200);
    expect(lista.body.consultas.map((item) => item.consultaId)).toEqual([emAndamento, consultaPropria]);
    expect(lista.body.consultas[0]?.validacao).toEqual({ status: 'em-consulta' });
    expect(lista.body.consultas[1]?.validacao.status).toBe('validada');
    expect(lista.body.consultas.map((item) => item.consultaId)).not.toContain(semInicio);
    expect(minha.status).toBe(200);
    expect(alheia.status).toBe(404);
    expect(digitada.status).toBe(404);
    expect(anonimo.status).toBe(401);
  });
});
