/**
 * The life of a validation case inside the consultation (docs/validacao-medica.md, "The case and
 * its life"): opened `em-consulta` at the intake, red flags raised during the chat, the AI's drafts
 * written for the physician (a `rascunho-ia` version of the record), and the move to the
 * physicians' queue (`aguardando`) when the consultation ends. The chat, its end and the sweeper
 * (varredura.ts) all go through this module, so the rules are written once.
 *
 * CFM 2.454/2026: nothing here reaches the patient; the drafts are for the physician only.
 */
import { randomBytes } from 'node:crypto';
import { findMedico } from '#shared/medicos.js';
import { dadosPacienteDoFormulario, nomeDoAtendido } from '#shared/schemas/consulta-chat.js';
import {
  eventoFilaSchema,
  TRIAGEM_PROVISORIA,
  urgenciaDoNivel,
  type RascunhoClinico,
  type StatusValidacao,
  type Triagem,
  type VersaoRegistro,
} from '#shared/schemas/validacao.js';
import { logger } from '../common/logger.js';
import type { MensagemItem, MensagensRepository } from '../common/mensagens-repository.js';
import type { EventPublisher } from '../common/realtime-publisher.js';
import { comTriagemMinima, type ConsultaEngine } from '../ia/engine.js';
import { DURACAO_CONSULTA_MS } from '../chat/consulta-chat-repository.js';
import { CasoIndisponivelError, type ValidacaoItem, type ValidacoesRepository } from './validacoes-repository.js';
import type { ConsultaItem } from '../common/itens.js';

/** The physicians' queue channel: new cases, claims and decisions (ids and statuses only). */
export const CANAL_FILA_MEDICOS = '/medicos/fila';

/** The engine's part the drafts need: its name (recorded with the version) and `gerarRascunho`. */
export type RascunhoEngine = Pick<ConsultaEngine, 'nome' | 'gerarRascunho'>;

export interface CasoDependencies {
  readonly validacoes: ValidacoesRepository;
  readonly mensagens: Pick<MensagensRepository, 'list'>;
  readonly consultaPorId: (id: string) => Promise<ConsultaItem | undefined>;
  /** Built on first use: only the entries that write drafts bundle the engine. */
  readonly engine: () => RascunhoEngine;
  /** Built on first use: only the entries that queue cases publish. */
  readonly publisher: () => EventPublisher;
  readonly now?: () => number;
}

/** The drafts just recorded. */
export interface RascunhoPreparado {
  readonly rascunho: RascunhoClinico;
  readonly versao: VersaoRegistro;
}

export interface CicloDoCaso {
  /**
   * Opens the case `em-consulta` at the intake (`ordem` = the end of the 30 minutes). A retry of
   * the intake finds the case already there and changes nothing.
   */
  abrir(consulta: ConsultaItem): Promise<ValidacaoItem>;
  /**
   * Records the triage guard's assessment of the conversation (docs/triagem.md): the level raised,
   * never lowered, with its reasons; the urgent ones are kept as the case's warning signs. The
   * stored triage; undefined when it could not be recorded (logged, never thrown: the patient's
   * message and the banner go on).
   */
  registrarTriagem(consultaId: string, triagem: Triagem, lido?: ValidacaoItem): Promise<Triagem | undefined>;
  /**
   * Asks the engine for the drafts over the transcript so far and appends them as a `rascunho-ia`
   * version; the triage level is never lower than the case's. Throws what the engine throws, or
   * when the engine has not answered within `limiteMs` (then nothing is recorded).
   */
  prepararRascunho(consultaId: string, opcoes?: { limiteMs?: number }): Promise<RascunhoPreparado>;
  /**
   * The consultation ended: writes the drafts over the whole transcript (within `limiteMs`), puts
   * the case in the physicians' queue and tells them. Never throws: without drafts (engine down
   * or slow) the case is still queued, and the sweeper writes them later.
   */
  encaminharAoMedico(consultaId: string, at: string, opcoes?: { limiteMs?: number }): Promise<ValidacaoItem | undefined>;
  /** Tells the physicians that a case changed (ids and status only); a failure is logged, not thrown. */
  avisarFila(consultaId: string, status: StatusValidacao): Promise<void>;
}

const errorName = (error: unknown): string => (error instanceof Error ? error.name : typeof error);

/** The transcript as the engines read it: the text messages of both sides, oldest first. */
const historicoDoCaso = (items: readonly MensagemItem[]) =>
  items.filter((item) => item.tipo === 'text').map((item) => ({ autor: item.autor, texto: item.texto }));

const arquivosDoCaso = (items: readonly MensagemItem[]): string[] =>
  items.flatMap((item) => (item.tipo === 'file' && item.arquivo ? [item.arquivo.nome] : []));

/** What the clinical guard held back from the doctor's answers, kept on each answer's item. */
const retidoDasMensagens = (items: readonly (MensagemItem & { readonly retido?: readonly string[] })[]): string[] =>
  items.flatMap((item) => item.retido ?? []);

const unicos = (...listas: ReadonlyArray<readonly string[]>): string[] => [...new Set(listas.flat())];

class TempoEsgotadoRascunhoError extends Error {
  constructor(limiteMs: number) {
    super(`drafts not ready within ${limiteMs} ms`);
    this.name = 'TempoEsgotadoRascunhoError';
  }
}

function comLimite<T>(promessa: Promise<T>, limiteMs: number | undefined): Promise<T> {
  if (limiteMs === undefined) return promessa;
  let timer: NodeJS.Timeout | undefined;
  const limite = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TempoEsgotadoRascunhoError(limiteMs)), limiteMs);
  });
  return Promise.race([promessa, limite]).finally(() => clearTimeout(timer));
}

export function createCicloDoCaso(deps: CasoDependencies): CicloDoCaso {
  const now = deps.now ?? Date.now;

  function novoCaso(consulta: ConsultaItem) {
    const dados = consulta.dados_paciente ? dadosPacienteDoFormulario(consulta.dados_paciente) : undefined;
    const inicio = consulta.utilizada_em ?? new Date(now()).toISOString();
    return {
      consultaId: consulta.id,
      pacienteId: consulta.paciente_id,
      medicoId: consulta.medico_id,
      nomePaciente: dados ? nomeDoAtendido(dados) : 'Paciente',
      ...(dados ? { idade: dados.idade } : {}),
      motivo: consulta.motivo ?? '',
      // The channel is given only to the chat's holder: 128 random bits, unguessable.
      canal: randomBytes(16).toString('hex'),
      prazoConsulta: new Date(Date.parse(inicio) + DURACAO_CONSULTA_MS).toISOString(),
      criadoEm: new Date(now()).toISOString(),
      triagem: TRIAGEM_PROVISORIA,
    };
  }

  /** The case of a consultation, opened now if the intake's write never happened. */
  async function casoDe(consulta: ConsultaItem): Promise<ValidacaoItem> {
    return (await deps.validacoes.obter(consulta.id)) ?? deps.validacoes.criar(novoCaso(consulta));
  }

  async function prepararRascunho(consultaId: string, opcoes: { limiteMs?: number } = {}): Promise<RascunhoPreparado> {
    const [consulta, items] = await Promise.all([deps.consultaPorId(consultaId), deps.mensagens.list(consultaId)]);
    if (!consulta) throw new CasoIndisponivelError('inexistente');
    const caso = await casoDe(consulta);
    const engine = deps.engine();
    const paciente = consulta.dados_paciente ? dadosPacienteDoFormulario(consulta.dados_paciente) : undefined;
    const gerado = await comLimite(
      engine.gerarRascunho({
        medico: findMedico(consulta.medico_id),
        ...(paciente ? { paciente } : {}),
        historico: historicoDoCaso(items),
        arquivos: arquivosDoCaso(items),
        sinaisAlerta: caso.sinais_alerta,
        triagem: caso.triagem,
        conteudoRetido: unicos(caso.conteudo_retido, retidoDasMensagens(items)),
      }),
      opcoes.limiteMs,
    );
    // Whichever engine wrote them, the drafts' level is never lower than the case's.
    const rascunho = comTriagemMinima(gerado.rascunho, caso.triagem);
    const dados = {
      tipo: 'rascunho-ia' as const,
      criadoEm: new Date(now()).toISOString(),
      autor: { tipo: 'ia' as const, engine: engine.nome, modelo: gerado.modelo },
      rascunho,
    };
    let versao: VersaoRegistro;
    try {
      versao = await deps.validacoes.acrescentarVersao(consultaId, dados);
    } catch (error) {
      // Another version came first (a prescription and the end at once): append after it.
      if (!(error instanceof CasoIndisponivelError) || error.motivo !== 'versao') throw error;
      versao = await deps.validacoes.acrescentarVersao(consultaId, dados);
    }
    logger.info('validation drafts recorded', { consultaId, versao: versao.versao, engine: engine.nome, nivel: rascunho.triagem.nivel });
    return { rascunho, versao };
  }

  async function avisarFila(consultaId: string, status: StatusValidacao): Promise<void> {
    try {
      await deps.publisher().publish(CANAL_FILA_MEDICOS, [eventoFilaSchema.parse({ tipo: 'fila', consultaId, status })]);
    } catch (error) {
      // The physicians' page also reloads the queue: a lost event delays, never loses, a case.
      logger.error('queue event not published', { consultaId, errorName: errorName(error) });
    }
  }

  return {
    async abrir(consulta) {
      const caso = await deps.validacoes.criar(novoCaso(consulta));
      logger.info('validation case opened', { consultaId: consulta.id, status: caso.status });
      return caso;
    },

    async registrarTriagem(consultaId, triagem, lido) {
      // Levels from `consulta-24h` up are warning signs the physician's draft must address.
      const sinais = urgenciaDoNivel(triagem.nivel) <= urgenciaDoNivel('consulta-24h') ? triagem.motivos : [];
      try {
        return await deps.validacoes.registrarTriagem(consultaId, triagem, sinais, lido);
      } catch (error) {
        // The banner already reached the patient; the physician still reads the transcript.
        logger.error('triage not recorded on the case', { consultaId, errorName: errorName(error) });
        return undefined;
      }
    },

    prepararRascunho,

    async encaminharAoMedico(consultaId, at, opcoes = {}) {
      let triagem: Triagem | undefined;
      try {
        triagem = (await prepararRascunho(consultaId, opcoes)).rascunho.triagem;
      } catch (error) {
        // The patient's end never waits on the engine: the sweeper writes the drafts later.
        logger.warn('validation drafts deferred to the sweeper', { consultaId, errorName: errorName(error) });
      }
      let caso: ValidacaoItem | undefined;
      try {
        const consulta = await deps.consultaPorId(consultaId);
        if (!consulta) return undefined;
        const atual = await casoDe(consulta);
        if (atual.motivo === '' && consulta.motivo) await deps.validacoes.registrarMotivo(consultaId, consulta.motivo);
        caso = await deps.validacoes.colocarNaFila(consultaId, at, triagem);
      } catch (error) {
        // Still `em-consulta`: the sweeper queues it once its 30 minutes are over.
        logger.error('validation case not queued', { consultaId, errorName: errorName(error) });
        return undefined;
      }
      if (caso?.status === 'aguardando') {
        logger.info('validation case queued', { consultaId, nivel: caso.triagem.nivel, versao: caso.versao_atual });
        await avisarFila(consultaId, 'aguardando');
      }
      return caso;
    },

    avisarFila,
  };
}
