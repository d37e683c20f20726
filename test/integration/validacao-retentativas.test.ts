/**
 * Nothing a physician decided is lost when a step after the decision fails (docs/validacao-medica.md):
 * the decision is taken through the cockpit's domain with a failing collaborator injected (the SES
 * sender, or the documents bucket), then the sweeper, as EventBridge calls it with the stack's
 * environment, completes the case with the working ones: the signed documents in the local S3, the
 * e-mail in the SES v2 stand-in's mailbox, `notificado_em` recorded, and a second run sends nothing.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAssinador } from '#lambdas/common/assinatura/assinador.js';
import { s3ClientConfig } from '#lambdas/common/s3-client.js';
import { emitirDocumentosValidados } from '#lambdas/documentos/emissao.js';
import { createDocumentosStorage, type DocumentosStorage } from '#lambdas/documentos/storage.js';
import { createLeiturasConsulta } from '#lambdas/medico/leituras.js';
import type { MedicoAutenticado } from '#lambdas/medico/medico-autorizado.js';
import { createValidacaoMedicaService, type ValidacaoMedicaDeps } from '#lambdas/medico/validacao-medica.js';
import { ASSUNTO_DECISAO, contatoDoPaciente, notificarDecisao } from '#lambdas/validacao/notificacao.js';
import { varrer } from '#lambdas/validacao/varredura.js';
import { createValidacoesRepository, type ValidacaoItem, type ValidacoesRepository } from '#lambdas/validacao/validacoes-repository.js';
import { casoDetalheSchema, type RascunhoClinico } from '#shared/schemas/validacao.js';
import { documentClient } from './pagamentos-helpers.js';
import { consultaEncerrada, tabelaDa, tokenMedicaLocal } from './validacao-helpers.js';

const stack = inject('stack');

let db: DynamoDBDocumentClient;
let validacoes: ValidacoesRepository;
let storage: DocumentosStorage;
let tokenMedica: string;
let medica: MedicoAutenticado;
const s3 = new S3Client({ ...s3ClientConfig(stack.env), endpoint: stack.env.AWS_ENDPOINT_URL_S3 });

const tabela = tabelaDa(stack);

beforeAll(async () => {
  db = documentClient(stack.dynamoDbEndpoint);
  validacoes = createValidacoesRepository({ db, table: tabela('validacoes'), versoesTable: tabela('validacao_versoes') });
  storage = createDocumentosStorage({ s3, bucket: stack.env.BUCKET_DOCUMENTOS! });
  // The sweeper and the decision's collaborators run here as in their Lambdas: with the stack's
  // environment (tables, bucket, signer, SES stand-in, the local Bedrock runtime).
  Object.assign(process.env, stack.env);
  tokenMedica = await tokenMedicaLocal(stack);
  const sub = (JSON.parse(Buffer.from(tokenMedica.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
  medica = { sub, perfil: { nome: 'Dra. Helena Duarte', crm: '123456', uf: 'SP', especialidade: 'Clínica Médica' } };
});

afterAll(async () => {
  db.destroy();
  s3.destroy();
});

async function medicoApi(caminho: string, method = 'GET'): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${stack.apiUrl}/api/medico${caminho}`, { method, headers: { authorization: `Bearer ${tokenMedica}` } });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * A real free consultation through the chat API, ended by the rating (the case goes to the queue
 * with the AI's drafts), claimed by the local physician through the cockpit API; its drafts.
 */
async function casoReservado(): Promise<{ consultaId: string; email: string; rascunho: RascunhoClinico }> {
  const { consultaId, email } = await consultaEncerrada(stack.apiUrl, { rotulo: 'retentativa', texto: 'Estou com dor de garganta há três dias.' });
  await expect.poll(async () => (await validacoes.obter(consultaId))?.status, { timeout: 5_000 }).toBe('aguardando');
  expect((await medicoApi(`/casos/${consultaId}/reserva`, 'POST')).status).toBe(200);
  const caso = casoDetalheSchema.parse((await medicoApi(`/casos/${consultaId}`)).body);
  return { consultaId, email, rascunho: caso.rascunho! };
}

/** The cockpit's domain on the stack's real tables, with the given collaborators after the decision. */
function servico(colaboradores: Pick<ValidacaoMedicaDeps, 'emitirDocumentos' | 'notificarPaciente'>, falhas: string[]) {
  return createValidacaoMedicaService({
    validacoes,
    leituras: createLeiturasConsulta({ db, tables: { consultas: tabela('consultas'), mensagens: tabela('mensagens'), pacientes: tabela('pacientes') } }),
    urlAnexo: async () => 'http://127.0.0.1/',
    publicar: async () => undefined,
    ...colaboradores,
    registrarDecisao: () => undefined,
    logFalha: (etapa, _consultaId, error) => falhas.push(`${etapa}:${error instanceof Error ? error.name : typeof error}`),
    alvoMinutos: 60,
    now: Date.now,
  });
}

/** The real emission (signed with the local physician's certificate) into `destino`. */
const emissaoEm = (destino: DocumentosStorage): ValidacaoMedicaDeps['emitirDocumentos'] => async (input) =>
  emitirDocumentosValidados(input, { assinador: await createAssinador(stack.env), storage: destino });

/** The real decision e-mail to the consultation's address, through `enviarEmail`. */
const notificacaoPor =
  (enviarEmail: () => Promise<void>): ValidacaoMedicaDeps['notificarPaciente'] =>
  async (caso: ValidacaoItem) => {
    const contato = await contatoDoPaciente(caso.consulta_id);
    if (!contato || !caso.decisao) return;
    await notificarDecisao(
      { consultaId: caso.consulta_id, decisao: caso.decisao, emailPaciente: contato.email, nomePaciente: contato.nome },
      { enviarEmail, siteUrl: stack.env.SITE_URL! },
    );
  };

const sesIndisponivel = async (): Promise<void> => {
  throw Object.assign(new Error('SES indisponível'), { name: 'ServiceUnavailableException' });
};

interface EmailGuardado {
  readonly destination: { to: string[] };
  readonly subject: string;
}

async function caixa(para: string): Promise<EmailGuardado[]> {
  const store = (await (await fetch(`${stack.env.AWS_ENDPOINT_URL_SESV2}/store`)).json()) as { emails: EmailGuardado[] };
  return store.emails.filter((email) => email.destination.to.includes(para) && email.subject === ASSUNTO_DECISAO);
}

/** The minute before the sweeper's next attempt passes (the failed attempt set it). */
async function esperaPassada(consultaId: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tabela('validacoes'),
      Key: { consulta_id: consultaId },
      UpdateExpression: 'SET conclusao_proxima = :passado',
      ConditionExpression: 'attribute_exists(conclusao_proxima)',
      ExpressionAttributeValues: { ':passado': new Date(Date.now() - 1_000).toISOString() },
    }),
  );
}

/**
 * The sweeper's runs until it reaches the case: each run completes at most 5 decided cases, oldest
 * decision first, and other suites on this stack leave decided cases of their own behind.
 */
async function varrerAteNotificar(consultaId: string): Promise<ValidacaoItem> {
  for (let execucao = 0; execucao < 20; execucao += 1) {
    await varrer({ id: `teste-retentativa-${execucao}-${consultaId}` });
    const caso = await validacoes.obter(consultaId);
    if (caso?.notificado_em) return caso;
  }
  throw new Error('the sweeper never completed the case');
}

describe('after a decision whose e-mail failed', () => {
  it('keeps the decision and its documents, and the sweeper e-mails the patient once', async () => {
    // Prepare
    const { consultaId, email, rascunho } = await casoReservado();
    const falhas: string[] = [];

    // Act: "Validar e enviar" while SES is down.
    const resposta = await servico({ emitirDocumentos: emissaoEm(storage), notificarPaciente: notificacaoPor(sesIndisponivel) }, falhas).validar(
      medica,
      consultaId,
      rascunho,
    );

    // Assess: decided and documented, the patient not told yet, the failure logged by its name.
    expect(resposta).toMatchObject({ status: 'validada', documentos: { relatorio: true } });
    const decidido = await validacoes.obter(consultaId);
    expect(decidido?.documentos?.relatorio).toMatch(new RegExp(`^documentos/${consultaId}/relatorio-v\\d+\\.pdf$`));
    expect(decidido?.notificado_em).toBeUndefined();
    expect(falhas).toEqual(['notificar-paciente:ServiceUnavailableException']);
    expect(await caixa(email)).toEqual([]);

    // Act: the sweeper's next attempt, with the stack's SES stand-in.
    await esperaPassada(consultaId);
    const concluido = await varrerAteNotificar(consultaId);

    // Assess: one e-mail, the same documents, the notice recorded after the decision.
    await expect.poll(() => caixa(email), { timeout: 5_000 }).toHaveLength(1);
    expect(concluido.documentos).toEqual(decidido?.documentos);
    expect(Date.parse(concluido.notificado_em!)).toBeGreaterThanOrEqual(Date.parse(concluido.decidido_em!));
    expect((await validacoes.listarVersoes(consultaId)).filter((versao) => versao.tipo === 'decisao')).toHaveLength(1);

    // Act: the sweeper runs until it has nothing left to complete (other suites' cases included).
    let segunda = await varrer({ id: `teste-retentativa-2-${consultaId}` });
    for (let execucao = 0; execucao < 20 && segunda.concluidas > 0; execucao += 1) {
      segunda = await varrer({ id: `teste-retentativa-2-${execucao}-${consultaId}` });
    }

    // Assess: nothing more sent or changed.
    expect(segunda.concluidas).toBe(0);
    expect(await caixa(email)).toHaveLength(1);
    expect((await validacoes.obter(consultaId))?.notificado_em).toBe(concluido.notificado_em);
  });
});

describe('after a decision whose documents failed to store', () => {
  it('issues the missing document, keeps the one already stored, and e-mails the patient once', async () => {
    // Prepare: a prescription to issue, and a bucket that stores the first document and fails the second.
    const { consultaId, email, rascunho } = await casoReservado();
    const comReceita: RascunhoClinico = {
      ...rascunho,
      receita: {
        medicamentos: [{ nome: 'Paracetamol', dose: '500 mg', via: 'oral', posologia: 'de 6 em 6 horas, se dor', duracao: 'por 3 dias' }],
        orientacoes: 'Repouso e hidratação.',
      },
    };
    const gravados: string[] = [];
    const bucketFalhando: DocumentosStorage = {
      ler: (key) => storage.ler(key),
      async gravar(key, pdf) {
        if (gravados.length > 0) throw Object.assign(new Error('S3 indisponível'), { name: 'ServiceUnavailable' });
        await storage.gravar(key, pdf);
        gravados.push(key);
      },
    };
    const notificados: string[] = [];
    const falhas: string[] = [];

    // Act
    const resposta = await servico(
      {
        emitirDocumentos: emissaoEm(bucketFalhando),
        notificarPaciente: async (caso) => {
          notificados.push(caso.consulta_id);
        },
      },
      falhas,
    ).validar(medica, consultaId, comReceita);

    // Assess: decided without documents; the prescription alone reached the bucket; nobody told.
    expect(resposta).toMatchObject({ status: 'validada', documentos: { receita: false, relatorio: false } });
    expect(falhas).toEqual(['emitir-documentos:ServiceUnavailable']);
    expect(notificados).toEqual([]);
    expect(gravados).toEqual([expect.stringMatching(new RegExp(`^documentos/${consultaId}/receita-v\\d+\\.pdf$`))]);
    const receitaGuardada = await storage.ler(gravados[0]!);

    // Act: the sweeper's next attempt, with the stack's bucket, signer and SES stand-in.
    await esperaPassada(consultaId);
    const concluido = await varrerAteNotificar(consultaId);

    // Assess: both documents of this decision, the stored prescription kept as written, one e-mail.
    const versao = (await validacoes.listarVersoes(consultaId)).filter((v) => v.tipo === 'decisao').at(-1)!.versao;
    expect(concluido.documentos).toEqual({
      receita: `documentos/${consultaId}/receita-v${versao}.pdf`,
      relatorio: `documentos/${consultaId}/relatorio-v${versao}.pdf`,
      assinado: true,
    });
    expect(Buffer.from((await storage.ler(concluido.documentos!.receita!))!)).toEqual(Buffer.from(receitaGuardada!));
    const relatorio = Buffer.from((await storage.ler(concluido.documentos!.relatorio!))!);
    expect(relatorio.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(relatorio.toString('latin1')).toContain('/ByteRange');
    await expect.poll(() => caixa(email), { timeout: 5_000 }).toHaveLength(1);

    // Act: a second run.
    await varrer({ id: `teste-retentativa-3-${consultaId}` });

    // Assess
    expect(await caixa(email)).toHaveLength(1);
    expect((await validacoes.obter(consultaId))?.documentos).toEqual(concluido.documentos);
  });
});
