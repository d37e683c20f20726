/**
 * The physicians' cockpit against the real local stack (cognito-local with the local physician,
 * DynamoDB Local, the local S3, the local API and the local realtime server): only members of
 * `medicos` with CRM and UF get in; a case is claimed by one physician at a time until the claim
 * lapses; every edit and the decision are appended to the record, nothing is overwritten; a case is
 * decided once; and only physicians may subscribe to the queue's channel.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import {
  casoDetalheSchema,
  filaResponseSchema,
  mensagensMedico,
  perfilMedicoResponseSchema,
  type CasoDetalhe,
  type RascunhoClinico,
} from '#shared/schemas/validacao.js';
import { garantirContaMedicaLocal } from '#infra/local/conta-medica.js';
import { createS3AnexosStorage } from '#lambdas/common/anexos-storage.js';
import { createAssinador } from '#lambdas/common/assinatura/assinador.js';
import { createS3Bucket, s3ClientConfig } from '#lambdas/common/s3-client.js';
import { createDocumentosStorage } from '#lambdas/documentos/storage.js';
import { createLeiturasConsulta } from '#lambdas/medico/leituras.js';
import { createValidacaoMedicaService } from '#lambdas/medico/validacao-medica.js';
import { createValidacoesRepository, type ValidacoesRepository } from '#lambdas/validacao/validacoes-repository.js';
import { documentClient, getItem, newEmail, signedInUser } from './pagamentos-helpers.js';
import { cognitoLocal, consultaEncerrada, entrar, tabelaDa, tokenMedicaLocal } from './validacao-helpers.js';

const stack = inject('stack');
// The local S3 of the stack (the Lambdas' client reads AWS_ENDPOINT_URL_S3 from their environment).
const s3Local = new S3Client({ ...s3ClientConfig(stack.env), endpoint: stack.env.AWS_ENDPOINT_URL_S3 });
afterAll(() => s3Local.destroy());
const SENHA = 'Segredo123!';

const cognito = cognitoLocal(stack);
let db: DynamoDBDocumentClient;
let validacoes: ValidacoesRepository;

const tabela = tabelaDa(stack);

/** An account an administrator created, as the README says physicians are created. */
async function contaCriadaPeloAdmin(atributos: Record<string, string>, grupo?: string): Promise<string> {
  const email = newEmail('medico');
  const UserPoolId = stack.env.USER_POOL_ID;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        ...Object.entries(atributos).map(([Name, Value]) => ({ Name, Value })),
      ],
    }),
  );
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: SENHA, Permanent: true }));
  if (grupo) await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: grupo }));
  return entrar(stack, email, SENHA);
}

interface Resposta<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
}

async function api<T = Record<string, unknown>>(caminho: string, token: string | undefined, init: { method?: string; body?: unknown } = {}): Promise<Resposta<T>> {
  const response = await fetch(`${stack.apiUrl}/api/medico${caminho}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A valid draft, for the requests that must be refused whatever they carry. */
const RASCUNHO_IA: RascunhoClinico = {
  nota: {
    subjetivo: 'Tosse seca há uma semana, sem febre.',
    objetivo: '34 anos, 62,5 kg, 165 cm.',
    avaliacao: { diferenciais: [{ hipotese: 'Hipótese a confirmar pelo médico', raciocinio: 'Quadro respiratório leve.' }], sinaisAlerta: [] },
    plano: { exames: [], orientacoes: 'Hidratação e repouso.', retorno: 'Se piorar, procure atendimento.' },
  },
  receita: { medicamentos: [], orientacoes: '' },
  mensagemPaciente: 'Olá, Maria. Um médico revisou sua consulta.',
  triagem: { nivel: 'consulta', motivos: [] },
};

/**
 * A case in the queue: a real free consultation through the chat API (intake, a message, the
 * rating that ends it); the end queues the case with the AI's drafts.
 */
async function casoNaFila(): Promise<string> {
  const { consultaId } = await consultaEncerrada(stack.apiUrl, { rotulo: 'caso', texto: 'Estou com tosse seca há uma semana.' });
  await expect.poll(async () => (await validacoes.obter(consultaId))?.status, { timeout: 5_000 }).toBe('aguardando');
  return consultaId;
}

let medica: string;
let paciente: string;
let semGrupo: string;
let outroMedico: string;
let semCrm: string;

beforeAll(async () => {
  db = documentClient(stack.dynamoDbEndpoint);
  validacoes = createValidacoesRepository({ db, table: tabela('validacoes'), versoesTable: tabela('validacao_versoes') });
  [medica, paciente, semGrupo, outroMedico, semCrm] = await Promise.all([
    tokenMedicaLocal(stack),
    signedInUser(stack, newEmail('paciente')),
    contaCriadaPeloAdmin({ name: 'Sem Grupo', 'custom:crm': '999', 'custom:uf': 'RJ' }),
    contaCriadaPeloAdmin({ name: 'Dr. Paulo Lima', 'custom:crm': '654321', 'custom:uf': 'RJ' }, 'medicos'),
    contaCriadaPeloAdmin({ name: 'Dra. Sem CRM' }, 'medicos'),
  ]);
});
afterAll(() => {
  db.destroy();
  cognito.destroy();
});

const ROTAS = (consultaId: string) =>
  [
    ['GET', '/perfil'],
    ['GET', '/fila'],
    ['GET', `/casos/${consultaId}`],
    ['POST', `/casos/${consultaId}/reserva`],
    ['DELETE', `/casos/${consultaId}/reserva`],
    ['PUT', `/casos/${consultaId}/rascunho`, { rascunho: RASCUNHO_IA }],
    ['POST', `/casos/${consultaId}/validar`, { rascunho: RASCUNHO_IA }],
    ['POST', `/casos/${consultaId}/recusar`, { orientacao: 'Procure uma avaliação presencial.' }],
  ] as const;

describe('who may use /api/medico/*', () => {
  it('refuses, on every route, a patient, a signed-in account outside `medicos`, no token, and a physician without CRM', async () => {
    // Prepare
    const consultaId = await casoNaFila();

    for (const [method, caminho, body] of ROTAS(consultaId)) {
      // Act
      const [dePaciente, deSemGrupo, semToken, deSemCrm] = await Promise.all([
        api(caminho, paciente, { method, body }),
        api(caminho, semGrupo, { method, body }),
        api(caminho, undefined, { method, body }),
        api(caminho, semCrm, { method, body }),
      ]);

      // Assess
      expect(dePaciente, `${method} ${caminho}`).toEqual({ status: 403, body: { error: mensagensMedico.acessoRestrito } });
      expect(deSemGrupo, `${method} ${caminho}`).toEqual({ status: 403, body: { error: mensagensMedico.acessoRestrito } });
      expect(semToken.status, `${method} ${caminho}`).toBe(401);
      expect(deSemCrm, `${method} ${caminho}`).toEqual({ status: 403, body: { error: mensagensMedico.cadastroIncompleto } });
    }
    // Nothing was claimed or decided by any of them.
    expect(await validacoes.obter(consultaId)).toMatchObject({ status: 'aguardando' });
    expect((await validacoes.obter(consultaId))?.reserva).toBeUndefined();
  });

  it('gives the local physician her profile from her Cognito attributes', async () => {
    const perfil = await api('/perfil', medica);

    expect(perfil.status).toBe(200);
    expect(perfilMedicoResponseSchema.parse(perfil.body)).toEqual({ nome: 'Dra. Helena Duarte', crm: '123456', uf: 'SP', especialidade: 'Clínica Médica' });
  });
});

describe('queue, claim, edit and decision', () => {
  it('lists a queued case; one physician claims it, the other gets 409 until the claim lapses', async () => {
    // Prepare
    const consultaId = await casoNaFila();

    // Act: the local physician sees it and claims it.
    const fila = await api('/fila', medica);
    const reserva = await api(`/casos/${consultaId}/reserva`, medica, { method: 'POST' });
    const doOutro = await api(`/casos/${consultaId}/reserva`, outroMedico, { method: 'POST' });
    const casoDoOutro = await api(`/casos/${consultaId}`, outroMedico);
    const filaDoOutro = filaResponseSchema.parse((await api('/fila', outroMedico)).body);

    // Assess
    expect(fila.status).toBe(200);
    const linha = filaResponseSchema.parse(fila.body).casos.find((caso) => caso.consultaId === consultaId);
    expect(linha).toMatchObject({ nomePaciente: 'Maria Souza', medicoVirtual: expect.any(String), minutosAguardando: expect.any(Number) });
    expect(linha?.reserva).toBeUndefined();
    expect(filaResponseSchema.parse(fila.body).alvoMinutos).toBe(60);
    expect(reserva).toMatchObject({ status: 200, body: { reserva: { nome: 'Dra. Helena Duarte', propria: true } } });
    expect(doOutro).toEqual({ status: 409, body: { error: mensagensMedico.casoReservadoOutro } });
    expect(casoDoOutro).toEqual({ status: 409, body: { error: mensagensMedico.casoReservadoOutro } });
    expect(filaDoOutro.casos.find((caso) => caso.consultaId === consultaId)?.reserva).toMatchObject({ nome: 'Dra. Helena Duarte', propria: false });

    // Act: the claim lapses (15 idle minutes), then the other physician may claim it.
    await db.send(
      new UpdateCommand({
        TableName: tabela('validacoes'),
        Key: { consulta_id: consultaId },
        UpdateExpression: 'SET reserva.ate = :passado',
        ExpressionAttributeValues: { ':passado': new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    const depois = await api(`/casos/${consultaId}/reserva`, outroMedico, { method: 'POST' });

    // Assess
    expect(depois).toMatchObject({ status: 200, body: { reserva: { nome: 'Dr. Paulo Lima', propria: true } } });
    expect(await api(`/casos/${consultaId}`, medica)).toEqual({ status: 409, body: { error: mensagensMedico.casoReservadoOutro } });
  });

  it('shows the claimed case, appends each edit as a version, validates once, and keeps every version', async () => {
    // Prepare
    const consultaId = await casoNaFila();
    expect((await api(`/casos/${consultaId}`, medica)).status).toBe(403);
    expect((await api(`/casos/${consultaId}/reserva`, medica, { method: 'POST' })).status).toBe(200);

    // Act: open the case.
    const aberto = await api<CasoDetalhe>(`/casos/${consultaId}`, medica);

    // Assess
    expect(aberto.status).toBe(200);
    const caso = casoDetalheSchema.parse(aberto.body);
    expect(caso).toMatchObject({ consultaId, status: 'aguardando', nomePaciente: 'Maria Souza', reserva: { propria: true } });
    expect(caso.dadosPaciente).toMatchObject({ nome: 'Maria Souza', idade: 34 });
    expect(caso.mensagens.some((mensagem) => mensagem.autor === 'paciente' && mensagem.texto.includes('tosse seca'))).toBe(true);
    expect(caso.mensagens.every((mensagem) => !('retido' in mensagem))).toBe(true);
    expect(caso.registro[0]).toMatchObject({ versao: 1, tipo: 'rascunho-ia', autor: { tipo: 'ia' } });
    expect(caso.rascunho).toBeDefined();
    const rascunhoIa = caso.rascunho!;

    // Act: an edit that prescribes a medicine.
    const editado: RascunhoClinico = {
      ...rascunhoIa,
      receita: { medicamentos: [{ nome: 'Paracetamol', dose: '500 mg', via: 'oral', posologia: 'de 6 em 6 horas, se dor', duracao: 'por 3 dias' }], orientacoes: 'Beba água.' },
      mensagemPaciente: 'Olá, Maria. Revisei sua consulta e preparei sua receita.',
    };
    const edicao = await api<{ versao: number }>(`/casos/${consultaId}/rascunho`, medica, { method: 'PUT', body: { rascunho: editado } });
    const doOutro = await api(`/casos/${consultaId}/rascunho`, outroMedico, { method: 'PUT', body: { rascunho: RASCUNHO_IA } });

    // Assess
    expect(edicao.status).toBe(200);
    expect(doOutro).toEqual({ status: 409, body: { error: mensagensMedico.casoReservadoOutro } });
    const aposEdicao = casoDetalheSchema.parse((await api(`/casos/${consultaId}`, medica)).body);
    expect(aposEdicao.registro.at(-1)).toMatchObject({
      versao: edicao.body.versao,
      tipo: 'edicao',
      autor: { tipo: 'medico', nome: 'Dra. Helena Duarte', crm: '123456', uf: 'SP' },
    });
    expect(aposEdicao.rascunho).toEqual(editado);

    // Act: validate with one more change, then try again.
    const final: RascunhoClinico = { ...editado, mensagemPaciente: 'Olá, Maria. Sua receita está pronta.' };
    const validada = await api(`/casos/${consultaId}/validar`, medica, { method: 'POST', body: { rascunho: final } });
    const deNovo = await api(`/casos/${consultaId}/validar`, medica, { method: 'POST', body: { rascunho: final } });
    const recusa = await api(`/casos/${consultaId}/recusar`, medica, { method: 'POST', body: { orientacao: 'Procure atendimento.' } });

    // Assess: the decision, its documents, and a record where nothing was overwritten.
    expect(validada).toMatchObject({ status: 200, body: { status: 'validada', documentos: { receita: true, relatorio: true } } });
    expect(deNovo).toEqual({ status: 409, body: { error: mensagensMedico.casoDecidido } });
    expect(recusa).toEqual({ status: 409, body: { error: mensagensMedico.casoDecidido } });
    const registro = await validacoes.listarVersoes(consultaId);
    expect(registro.map((versao) => versao.tipo)).toEqual(['rascunho-ia', 'edicao', 'edicao', 'decisao']);
    expect(registro.map((versao) => versao.versao)).toEqual([1, 2, 3, 4]);
    expect(registro[0]?.rascunho).toEqual(rascunhoIa);
    expect(registro[1]?.rascunho).toEqual(editado);
    expect(registro[2]?.rascunho).toEqual(final);
    expect(registro[3]).toMatchObject({ tipo: 'decisao', decisao: 'validada', autor: { tipo: 'medico', crm: '123456' } });
    const item = await getItem<Record<string, unknown>>(db, tabela('validacoes'), { consulta_id: consultaId });
    expect(item).toMatchObject({
      status: 'validada',
      decisao: 'validada',
      versao_atual: 4,
      medico_validador: { nome: 'Dra. Helena Duarte', crm: '123456', uf: 'SP' },
      documentos: { assinado: true, receita: expect.stringContaining(consultaId), relatorio: expect.stringContaining(consultaId) },
    });
    expect(item).not.toHaveProperty('reserva');
    // It left the queue.
    const fila = filaResponseSchema.parse((await api('/fila', medica)).body);
    expect(fila.casos.some((linha) => linha.consultaId === consultaId)).toBe(false);
  });

  it('refuses only with an orientation, issues no prescription, and releases a claim on request', async () => {
    // Prepare
    const consultaId = await casoNaFila();
    expect((await api(`/casos/${consultaId}/reserva`, medica, { method: 'POST' })).status).toBe(200);
    expect((await api(`/casos/${consultaId}/reserva`, medica, { method: 'DELETE' })).status).toBe(204);
    expect((await validacoes.obter(consultaId))?.reserva).toBeUndefined();
    expect((await api(`/casos/${consultaId}/reserva`, medica, { method: 'POST' })).status).toBe(200);

    // Act
    const semOrientacao = await api(`/casos/${consultaId}/recusar`, medica, { method: 'POST', body: {} });
    const emBranco = await api(`/casos/${consultaId}/recusar`, medica, { method: 'POST', body: { orientacao: '   ' } });
    const recusada = await api(`/casos/${consultaId}/recusar`, medica, {
      method: 'POST',
      body: { orientacao: 'Procure uma avaliação presencial em uma unidade de saúde.' },
    });

    // Assess
    expect(semOrientacao.status).toBe(400);
    expect(emBranco.status).toBe(400);
    expect(recusada).toMatchObject({ status: 200, body: { status: 'recusada', documentos: { receita: false, relatorio: true } } });
    const registro = await validacoes.listarVersoes(consultaId);
    expect(registro.at(-1)).toMatchObject({ tipo: 'decisao', decisao: 'recusada', orientacao: 'Procure uma avaliação presencial em uma unidade de saúde.' });
    expect(await validacoes.obter(consultaId)).toMatchObject({ status: 'recusada', orientacao: 'Procure uma avaliação presencial em uma unidade de saúde.' });
  });

  it('answers 404 for a case that does not exist and 400 for an id that is not one', async () => {
    expect(await api(`/casos/${randomUUID()}/reserva`, medica, { method: 'POST' })).toEqual({ status: 404, body: { error: mensagensMedico.casoInexistente } });
    expect((await api('/casos/nao-e-um-id', medica)).status).toBe(400);
  });
});

describe('after the decision', () => {
  it('keeps the decision when the documents fail, and issues them when the same physician repeats it', async () => {
    // Prepare: the domain on the stack's real tables and bucket, with an emission that fails once.
    const consultaId = await casoNaFila();
    expect((await api(`/casos/${consultaId}/reserva`, medica, { method: 'POST' })).status).toBe(200);
    const sub = JSON.parse(Buffer.from(medica.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
    const eu = { sub, perfil: { nome: 'Dra. Helena Duarte', crm: '123456', uf: 'SP', especialidade: 'Clínica Médica' } };
    const notificados: string[] = [];
    const falhas: string[] = [];
    const servico = createValidacaoMedicaService({
      validacoes,
      leituras: createLeiturasConsulta({ db, tables: { consultas: tabela('consultas'), mensagens: tabela('mensagens'), pacientes: tabela('pacientes') } }),
      urlAnexo: (key) => createS3AnexosStorage({ bucket: createS3Bucket({ name: stack.env.BUCKET_ANEXOS!, s3: s3Local }) }).viewUrl(key),
      publicar: async () => undefined,
      emitirDocumentos: async () => {
        throw new Error('S3 indisponível');
      },
      notificarPaciente: async (caso) => {
        notificados.push(caso.consulta_id);
      },
      registrarDecisao: () => undefined,
      logFalha: (etapa) => falhas.push(etapa),
      alvoMinutos: 60,
      now: Date.now,
    });
    const caso = casoDetalheSchema.parse((await api(`/casos/${consultaId}`, medica)).body);

    // Act
    const resposta = await servico.validar(eu, consultaId, caso.rascunho!);

    // Assess: decided, without documents, nobody told yet; the failure was logged by step.
    expect(resposta).toMatchObject({ status: 'validada', documentos: { receita: false, relatorio: false } });
    expect(await validacoes.obter(consultaId)).toMatchObject({ status: 'validada' });
    expect((await validacoes.obter(consultaId))?.documentos).toBeUndefined();
    expect(falhas).toEqual(['emitir-documentos']);
    expect(notificados).toEqual([]);

    // Act: the physician presses "Validar e enviar" again; another physician cannot.
    const doOutro = await api(`/casos/${consultaId}/validar`, outroMedico, { method: 'POST', body: { rascunho: caso.rascunho } });
    const repetida = await api(`/casos/${consultaId}/validar`, medica, { method: 'POST', body: { rascunho: caso.rascunho } });

    // Assess: the documents of the same decision, and still one decision in the record.
    expect(doOutro).toEqual({ status: 409, body: { error: mensagensMedico.casoDecidido } });
    expect(repetida).toMatchObject({ status: 200, body: { status: 'validada', documentos: { relatorio: true } } });
    const registro = await validacoes.listarVersoes(consultaId);
    expect(registro.filter((versao) => versao.tipo === 'decisao')).toHaveLength(1);
    const documentos = (await validacoes.obter(consultaId))?.documentos;
    expect(documentos?.relatorio).toBe(`documentos/${consultaId}/relatorio-v${registro.at(-1)!.versao}.pdf`);
    expect(await api(`/casos/${consultaId}/validar`, medica, { method: 'POST', body: { rascunho: caso.rascunho } })).toEqual({
      status: 409,
      body: { error: mensagensMedico.casoDecidido },
    });
  });

  it('issues documents with the real emission into the documentos bucket, signed by the local physician', async () => {
    // Prepare
    const consultaId = await casoNaFila();
    const storage = createDocumentosStorage({ s3: s3Local, bucket: stack.env.BUCKET_DOCUMENTOS! });
    expect((await api(`/casos/${consultaId}/reserva`, medica, { method: 'POST' })).status).toBe(200);
    const caso = casoDetalheSchema.parse((await api(`/casos/${consultaId}`, medica)).body);

    // Act
    const validada = await api<{ documentos: { relatorio: boolean } }>(`/casos/${consultaId}/validar`, medica, { method: 'POST', body: { rascunho: caso.rascunho } });

    // Assess
    expect(validada.status).toBe(200);
    const item = await validacoes.obter(consultaId);
    const pdf = await storage.ler(item!.documentos!.relatorio!);
    expect(Buffer.from(pdf!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(pdf!).toString('latin1')).toContain('/ByteRange');
    expect(item?.documentos?.assinado).toBe(true);
    const arquivo = path.join(await mkdtemp(path.join(os.tmpdir(), 'medico-')), 'relatorio.pdf');
    await writeFile(arquivo, pdf!);
    // pdfsig: a valid signature over the whole file, from the (untrusted) local test CA.
    const pdfsig = spawnSync('pdfsig', [arquivo], { encoding: 'utf8' });
    expect(pdfsig.stdout).toContain('Signature is Valid');
    expect(pdfsig.stdout).toContain('Dra. Helena Duarte');
    // The stack signs with the local test CA's certificate of this physician.
    expect((await createAssinador(stack.env)).tipo).toBe('local-p12');
  });
});

describe('the local physician account', () => {
  it('is created once: a second start finds her with the same sub, group and attributes', async () => {
    const primeira = await garantirContaMedicaLocal({ endpoint: stack.cognitoEndpoint, userPoolId: stack.env.USER_POOL_ID! });
    const segunda = await garantirContaMedicaLocal({ endpoint: stack.cognitoEndpoint, userPoolId: stack.env.USER_POOL_ID! });

    expect(segunda).toEqual(primeira);
    expect(primeira).toMatchObject({ email: stack.contaMedica.email, senha: stack.contaMedica.senha, crm: '123456', uf: 'SP' });
    const token = await tokenMedicaLocal(stack);
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'))['cognito:groups']).toEqual(['medicos']);
  });
});

describe('the realtime queue channel /medicos/fila', () => {
  interface Tentativa {
    readonly resultado: 'subscribe_success' | 'subscribe_error' | 'connection_error' | 'closed';
    readonly recebidos: unknown[];
    close(): void;
  }

  /** Connects with `conexao` and subscribes to the channel with `assinatura`, as Amplify's events client does. */
  function assinar(conexao: Record<string, string>, assinatura: Record<string, string>, canal = '/medicos/fila'): Promise<Tentativa> {
    const host = new URL(stack.realtimeHttpEndpoint).host;
    const header = Buffer.from(JSON.stringify({ host, ...conexao })).toString('base64url');
    const socket = new WebSocket(stack.realtimeEndpoint, ['aws-appsync-event-ws', `header-${header}`]);
    const recebidos: unknown[] = [];
    return new Promise((resolve, reject) => {
      const fim = (resultado: Tentativa['resultado']) => resolve({ resultado, recebidos, close: () => socket.close() });
      socket.on('error', reject);
      socket.on('close', () => fim('closed'));
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as { type: string; event?: string };
        if (message.type === 'connection_ack') socket.send(JSON.stringify({ type: 'subscribe', id: randomUUID(), channel: canal, authorization: { host, ...assinatura } }));
        if (message.type === 'subscribe_success' || message.type === 'subscribe_error' || message.type === 'connection_error') fim(message.type);
        if (message.type === 'data' && message.event) recebidos.push(JSON.parse(message.event));
      });
    });
  }

  it('refuses the API key alone and a patient, accepts the physician, who then receives the claims', async () => {
    const apiKey = { 'x-api-key': stack.env.EVENTS_API_KEY! };

    // Act
    const soChave = await assinar(apiKey, apiKey);
    const dePaciente = await assinar({ Authorization: paciente }, { Authorization: paciente });
    const pacienteComChave = await assinar(apiKey, { Authorization: paciente, ...apiKey });
    const semGrupoNaFila = await assinar({ Authorization: semGrupo }, { Authorization: semGrupo });
    const daMedica = await assinar({ Authorization: medica }, { Authorization: medica });
    const outroCanal = await assinar(apiKey, apiKey, '/presence/online');

    // Assess
    expect(soChave.resultado).toBe('subscribe_error');
    expect(dePaciente.resultado).toBe('subscribe_error');
    expect(pacienteComChave.resultado).toBe('subscribe_error');
    expect(semGrupoNaFila.resultado).toBe('subscribe_error');
    expect(daMedica.resultado).toBe('subscribe_success');
    expect(outroCanal.resultado).toBe('subscribe_success');

    // Act: a claim is published on the queue's channel (ids and statuses only).
    const consultaId = await casoNaFila();
    expect((await api(`/casos/${consultaId}/reserva`, medica, { method: 'POST' })).status).toBe(200);
    await expect.poll(() => daMedica.recebidos, { timeout: 5_000 }).toContainEqual({ tipo: 'fila', consultaId, status: 'aguardando' });
    expect(soChave.recebidos).toEqual([]);

    for (const tentativa of [soChave, dePaciente, pacienteComChave, semGrupoNaFila, daMedica, outroCanal]) tentativa.close();
  });
});
