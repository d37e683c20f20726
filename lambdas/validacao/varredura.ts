/**
 * The validation sweeper (definitions/schedules.ts: every minute in AWS by an EventBridge
 * schedule, every 15 s in the local stack), docs/validacao-medica.md:
 *
 * 1. a consultation whose 30 minutes ran out without an end is ended as the chat's time-out ends
 *    it (reason `tempo`, the same closing message), and its case goes to the physicians' queue
 *    with the AI's drafts;
 * 2. a case already waiting without the AI's drafts (the engine failed or was slow at the end) gets
 *    them now;
 * 3. the queue's depth and its oldest case are published as metrics (the prod alarm reads them);
 * 4. a case decided in the last days whose patient was not told yet (the documents or the e-mail
 *    failed after the decision) is completed by the decision route's own completion
 *    (lambdas/validacao/conclusao.ts): documents issued and recorded, the chat page told, the
 *    patient e-mailed, `notificado_em` recorded.
 *
 * Each run does a bounded amount of work and stops starting engine calls before its timeout; what
 * is left is found again by the next run, since every step is idempotent.
 */
import { randomUUID } from 'node:crypto';
import { findMedico } from '#shared/medicos.js';
import { dadosPacienteDoFormulario } from '#shared/schemas/consulta-chat.js';
import { createConsultasRepository, tempoEsgotado } from '../common/consultas-repository.js';
import { tableName } from '../common/dynamo.js';
import { logger } from '../common/logger.js';
import { createMensagensRepository, type MensagemItem } from '../common/mensagens-repository.js';
import { recordMetric } from '../common/metrics.js';
import { observeInvocation } from '../common/observability.js';
import { createEventPublisherFromEnv } from '../common/realtime-publisher.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import type { ConsultaEngine, RascunhoInput, RespostaInput } from '../ia/engine.js';
import { createConsultaChatRepository, type ConsultaChatRepository } from '../chat/consulta-chat-repository.js';
import { montarMensagemEncerramento } from '../chat/textos-consulta.js';
import type { ValidacaoMedicaDeps } from '../medico/validacao-medica.js';
import { createLeiturasConsulta } from '../medico/leituras.js';
import { createCicloDoCaso, type CicloDoCaso } from './caso.js';
import { createConclusaoDaDecisao, type ConcluirDecisao } from './conclusao.js';
import { createValidacoesRepositoryFromEnv, type ValidacoesRepository } from './validacoes-repository.js';
import type { ConsultaItem } from '../common/itens.js';

/** Bounds of one run (the schedule's timeout is 60 s). */
export const LIMITES_VARREDURA = {
  /** Timed-out consultations ended per run. */
  encerramentos: 10,
  /** Waiting cases whose drafts are retried per run. */
  rascunhos: 5,
  /** No engine call starts after this much of the run. */
  orcamentoMs: 40_000,
  /** One engine call is given this long. */
  rascunhoMs: 20_000,
  /** Waiting cases read for the metrics. */
  fila: 1_000,
  /** Decided cases completed per run (documents, notice). */
  conclusoes: 5,
  /** Only cases decided within this many days are completed. */
  conclusaoDias: 3,
} as const;

export interface VarreduraDependencies {
  readonly validacoes: ValidacoesRepository;
  readonly ciclo: CicloDoCaso;
  readonly consultaPorId: (id: string) => Promise<ConsultaItem | undefined>;
  readonly chatConsultas: Pick<ConsultaChatRepository, 'reservarSeq' | 'encerrar'>;
  /** Completes a decided case (lambdas/validacao/conclusao.ts); built on first use. */
  readonly concluir: () => ConcluirDecisao;
  readonly registrarMetrica?: typeof recordMetric;
  readonly now?: () => number;
  readonly newId?: () => string;
  readonly limites?: Partial<typeof LIMITES_VARREDURA>;
}

/** What one run did, for the logs and the tests. */
export interface ResumoVarredura {
  readonly encerradas: number;
  readonly enfileirados: number;
  readonly rascunhos: number;
  readonly falhas: number;
  /** Decided cases whose patient this run told. */
  readonly concluidas: number;
  readonly fila: number;
  readonly casoMaisAntigoMinutos: number;
}

const errorName = (error: unknown): string => (error instanceof Error ? error.name : typeof error);

export function createVarredura(deps: VarreduraDependencies): () => Promise<ResumoVarredura> {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomUUID;
  const limites = { ...LIMITES_VARREDURA, ...deps.limites };
  const registrar = deps.registrarMetrica ?? recordMetric;

  /** Ends the consultation as the chat's time-out does: reason `tempo` and the closing message. */
  async function encerrarPorTempo(consulta: ConsultaItem, at: string): Promise<boolean> {
    const dados = consulta.dados_paciente ? dadosPacienteDoFormulario(consulta.dados_paciente) : undefined;
    const seq = await deps.chatConsultas.reservarSeq(consulta.id, 1);
    const mensagem: MensagemItem = {
      consulta_id: consulta.id,
      seq,
      id: newId(),
      autor: 'medico',
      texto: montarMensagemEncerramento(findMedico(consulta.medico_id), dados, 'tempo'),
      tipo: 'text',
      criado_em: at,
    };
    return deps.chatConsultas.encerrar({ consultaId: consulta.id, at, motivo: 'tempo', mensagem });
  }

  return async () => {
    const inicio = now();
    const dentroDoOrcamento = () => now() - inicio < limites.orcamentoMs;
    let encerradas = 0;
    let enfileirados = 0;
    let rascunhos = 0;
    let falhas = 0;

    // 1. Consultations whose 30 minutes are over (`ordem` of an `em-consulta` case is that end).
    const vencidos = await deps.validacoes.listarPorStatus('em-consulta', {
      ordemAte: new Date(inicio).toISOString(),
      limite: limites.encerramentos,
    });
    for (const caso of vencidos) {
      if (!dentroDoOrcamento()) break;
      const consultaId = caso.consulta_id;
      try {
        const consulta = await deps.consultaPorId(consultaId);
        if (!consulta) continue;
        const at = new Date(now()).toISOString();
        if (consulta.status_consulta !== 'encerrada') {
          // The consultation's own clock decides, as the chat's access check does.
          if (!tempoEsgotado(consulta, now())) continue;
          if (await encerrarPorTempo(consulta, at)) {
            encerradas += 1;
            logger.info('consultation ended by the sweeper', { consultaId, motivo: 'tempo' });
          }
        }
        const depois = await deps.ciclo.encaminharAoMedico(consultaId, consulta.encerrada_em ?? at, { limiteMs: limites.rascunhoMs });
        if (depois?.status === 'aguardando') enfileirados += 1;
        if (depois && depois.versao_atual > caso.versao_atual) rascunhos += 1;
      } catch (error) {
        falhas += 1;
        logger.error('sweeper could not end a consultation', { consultaId, errorName: errorName(error) });
      }
    }

    // 2. Waiting cases without the AI's drafts; 3. the queue's metrics.
    const fila = await deps.validacoes.listarPorStatus('aguardando', { limite: limites.fila });
    let tentativas = 0;
    for (const caso of fila) {
      if (caso.versao_atual > 0) continue;
      if (tentativas >= limites.rascunhos || !dentroDoOrcamento()) break;
      tentativas += 1;
      try {
        await deps.ciclo.prepararRascunho(caso.consulta_id, { limiteMs: limites.rascunhoMs });
        rascunhos += 1;
      } catch (error) {
        falhas += 1;
        logger.warn('sweeper could not write the drafts', { consultaId: caso.consulta_id, errorName: errorName(error) });
      }
    }
    const maisAntigo = fila[0]?.aguardando_desde ?? fila[0]?.ordem;
    const casoMaisAntigoMinutos = maisAntigo ? Math.max(0, Math.floor((now() - Date.parse(maisAntigo)) / 60_000)) : 0;
    registrar('filaValidacao', fila.length);
    registrar('casoMaisAntigoMinutos', casoMaisAntigoMinutos);

    // 4. Decided cases whose patient was not told yet, oldest decision first.
    const agora = now();
    const janela = {
      desde: new Date(agora - limites.conclusaoDias * 24 * 60 * 60_000).toISOString(),
      agora: new Date(agora).toISOString(),
      limite: limites.conclusoes,
    };
    const pendentes = (
      await Promise.all((['validada', 'recusada'] as const).map((decisao) => deps.validacoes.listarConclusoesPendentes(decisao, janela)))
    )
      .flat()
      .sort((a, b) => a.ordem.localeCompare(b.ordem))
      .slice(0, limites.conclusoes);
    let concluidas = 0;
    for (const caso of pendentes) {
      if (!dentroDoOrcamento()) break;
      try {
        const resultado = await deps.concluir()(caso.consulta_id);
        if (resultado === 'concluida') concluidas += 1;
        if (resultado === 'pendente') falhas += 1;
      } catch (error) {
        falhas += 1;
        logger.error('sweeper could not complete a decision', { consultaId: caso.consulta_id, errorName: errorName(error) });
      }
    }

    const resumo = { encerradas, enfileirados, rascunhos, falhas, concluidas, fila: fila.length, casoMaisAntigoMinutos };
    if (encerradas + enfileirados + rascunhos + falhas + concluidas > 0) logger.info('validation sweep', { ...resumo });
    return resumo;
  };
}

/**
 * The consultation engine (the Bedrock client and its prompts), loaded on the first run that has a
 * consultation to close or drafts to retry: most runs find nothing to do, and the module then stays
 * out of the cold start (a chunk of its own, infra/lib/lambda-bundling.ts).
 */
function engineOnDemand(): ConsultaEngine {
  let engine: Promise<ConsultaEngine> | undefined;
  const load = () => (engine ??= import('../ia/engine-factory.js').then((factory) => factory.createConsultaEngineFromEnv()));
  return {
    nome: 'bedrock',
    async *responder(input: RespostaInput) {
      yield* (await load()).responder(input);
    },
    gerarRascunho: async (input: RascunhoInput) => (await load()).gerarRascunho(input),
  };
}

/**
 * The decision's documents (PDF layout, signer, S3) and e-mail (SES), loaded when a run finds a
 * decision left unfinished, which is rare: the same collaborators as the decision routes.
 */
const decisionOnDemand: Pick<ValidacaoMedicaDeps, 'emitirDocumentos' | 'notificarPaciente'> = {
  emitirDocumentos: async (input) => (await import('../medico/decisao-dependencias.js')).colaboradoresDaDecisao.emitirDocumentos(input),
  notificarPaciente: async (caso) => (await import('../medico/decisao-dependencias.js')).colaboradoresDaDecisao.notificarPaciente(caso),
};

/** The sweeper on this function's tables, engine and realtime API. */
function createVarreduraFromEnv(): () => Promise<ResumoVarredura> {
  const db = dynamoDocumentClient();
  const validacoes = createValidacoesRepositoryFromEnv(db);
  const mensagens = createMensagensRepository({ db, table: tableName('mensagens') });
  const consultas = createConsultasRepository({ db, table: tableName('consultas') });
  const consultaPorId = (id: string) => consultas.get(id);
  const engine = engineOnDemand();
  let publisher: ReturnType<typeof createEventPublisherFromEnv> | undefined;
  const ciclo = createCicloDoCaso({
    validacoes,
    mensagens,
    consultaPorId,
    engine: () => engine,
    publisher: () => (publisher ??= createEventPublisherFromEnv()),
  });
  let concluir: ConcluirDecisao | undefined;
  return createVarredura({
    validacoes,
    ciclo,
    consultaPorId,
    chatConsultas: createConsultaChatRepository({ db, table: tableName('consultas'), mensagens, get: consultaPorId }),
    concluir: () =>
      (concluir ??= createConclusaoDaDecisao({
        validacoes,
        leituras: createLeiturasConsulta({ db: dynamoDocumentClient(), tables: { consultas: tableName('consultas'), pacientes: tableName('pacientes') } }),
        publicar: (canal, evento) => (publisher ??= createEventPublisherFromEnv()).publish(canal, [evento]),
        ...decisionOnDemand,
        logFalha: (etapa, consultaId, error) =>
          logger.error('sweeper: step after the decision failed', { etapa, consultaId, errorName: errorName(error) }),
        now: Date.now,
      })),
  });
}

let varredura: (() => Promise<ResumoVarredura>) | undefined;

/** The scheduled handler (EventBridge; no HTTP). */
export const varrer = async (event?: { readonly id?: string }): Promise<ResumoVarredura> =>
  observeInvocation('validacao-varredura', { requestContext: { requestId: event?.id } }, () => (varredura ??= createVarreduraFromEnv())());
