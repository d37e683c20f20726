/**
 * The physicians' cockpit (docs/validacao-medica.md): the queue, a case with everything the
 * physician reviews, the claim, the edits and the decision. CFM 2.454/2026: nothing the AI drafted
 * reaches the patient until a physician validates it; the record of each case is append-only.
 *
 * This module knows nothing of API Gateway: `handler.ts` and `decisao-handler.ts` authenticate the
 * physician (medico-autorizado.ts), parse the bodies and call it; its collaborators are passed in.
 *
 * After a decision is committed, the documents are issued and the patient is told (realtime event
 * and e-mail) by the one completion shared with the sweeper (lambdas/validacao/conclusao.ts). Those
 * steps never undo or block the decision: a failure is logged by error name and completed later
 * (documents are keyed by the decision's version, so a retry issues each once), when the deciding
 * physician repeats "Validar e enviar"/"Recusar" on a case whose documents are missing, or by the
 * sweeper for any decided case whose patient was not told yet.
 */
import { findMedico } from '#shared/medicos.js';
import {
  mensagensMedico,
  rascunhoClinicoSchema,
  urgenciaDoNivel,
  type CasoDetalhe,
  type CasoFila,
  type Decisao,
  type FilaResponse,
  type MedicoValidador,
  type RascunhoClinico,
  type StatusValidacao,
  type VersaoRegistro,
} from '#shared/schemas/validacao.js';
import type { DocumentosEmitidos, EmissaoInput } from '../documentos/emissao.js';
import { ConflictError, ForbiddenError, NotFoundError, type ApiError } from '../common/errors.js';
import {
  CasoIndisponivelError,
  RESERVA_MINUTOS,
  rascunhoAtual,
  type ValidacaoItem,
  type ValidacoesRepository,
} from '../validacao/validacoes-repository.js';
import { CANAL_FILA_MEDICOS } from '../validacao/caso.js';
import { createConclusaoDaDecisao } from '../validacao/conclusao.js';
import type { LeiturasConsulta, MensagemLida } from './leituras.js';
import type { MedicoAutenticado } from './medico-autorizado.js';

export { canalValidacao } from '../validacao/conclusao.js';

export interface ValidacaoMedicaDeps {
  readonly validacoes: ValidacoesRepository;
  readonly leituras: LeiturasConsulta;
  /** A short-lived presigned GET of an attachment (anexos-storage.ts). */
  readonly urlAnexo: (key: string) => Promise<string>;
  /** Publishes one event on an AppSync Events channel. */
  readonly publicar: (canal: string, evento: unknown) => Promise<void>;
  /** Lays out, signs and stores the decision's documents (lambdas/documentos/emissao.ts). */
  readonly emitirDocumentos: (input: EmissaoInput) => Promise<DocumentosEmitidos>;
  /** E-mails the patient that the result is available (SES v2). */
  readonly notificarPaciente: (caso: ValidacaoItem) => Promise<void>;
  /** Decisions by type and minutes from the end of the consultation to the decision. */
  readonly registrarDecisao: (decisao: Decisao, minutosAteDecisao: number | undefined) => void;
  /** Logs a failed step after the decision: ids and error names only. */
  readonly logFalha: (etapa: string, consultaId: string, error: unknown) => void;
  readonly alvoMinutos: number;
  readonly now: () => number;
}

export interface RespostaDecisao {
  readonly status: StatusValidacao;
  readonly decididoEm?: string;
  readonly versao: number;
  readonly documentos: { readonly receita: boolean; readonly relatorio: boolean };
}

export interface ValidacaoMedicaService {
  fila(medico: MedicoAutenticado): Promise<FilaResponse>;
  caso(medico: MedicoAutenticado, consultaId: string): Promise<CasoDetalhe>;
  reservar(medico: MedicoAutenticado, consultaId: string): Promise<{ reserva: { nome: string; propria: true; ate: string } }>;
  liberar(medico: MedicoAutenticado, consultaId: string): Promise<void>;
  salvarRascunho(medico: MedicoAutenticado, consultaId: string, rascunho: RascunhoClinico): Promise<{ versao: number; reservaAte: string }>;
  validar(medico: MedicoAutenticado, consultaId: string, rascunho: RascunhoClinico): Promise<RespostaDecisao>;
  recusar(medico: MedicoAutenticado, consultaId: string, orientacao: string): Promise<RespostaDecisao>;
  /**
   * Issues the documents of a decided case that has none yet, records them and tells the patient
   * (lambdas/validacao/conclusao.ts). Returns whether the patient has now been told; a case without
   * a decision, already told, or being completed by someone else is left alone.
   */
  concluirDecisao(consultaId: string): Promise<boolean>;
}

const MINUTO_MS = 60_000;
const iso = (ms: number): string => new Date(ms).toISOString();

/** A claim counts while its time has not passed. */
const reservaVigente = (caso: ValidacaoItem, nowMs: number) => (caso.reserva && Date.parse(caso.reserva.ate) > nowMs ? caso.reserva : undefined);

/** Canonical form (the schema's key order), so an unchanged draft is recognised whatever order its keys came in. */
const canonico = (rascunho: RascunhoClinico): string => JSON.stringify(rascunhoClinicoSchema.parse(rascunho));

export function createValidacaoMedicaService(deps: ValidacaoMedicaDeps): ValidacaoMedicaService {
  const { validacoes } = deps;

  async function publicarSemFalhar(canal: string, evento: unknown, consultaId: string): Promise<void> {
    // The queue and the chat page also poll: a lost event delays a refresh, never a decision.
    await deps.publicar(canal, evento).catch((error: unknown) => deps.logFalha('publicar', consultaId, error));
  }

  const publicarFila = (consultaId: string, status: StatusValidacao) =>
    publicarSemFalhar(CANAL_FILA_MEDICOS, { tipo: 'fila', consultaId, status }, consultaId);

  async function obterOuFalhar(consultaId: string): Promise<ValidacaoItem> {
    const caso = await validacoes.obter(consultaId);
    if (!caso) throw new NotFoundError(mensagensMedico.casoInexistente);
    return caso;
  }

  /** Why this physician may not work on the case now, or nothing when they hold it. */
  function impedimento(caso: ValidacaoItem, medico: MedicoAutenticado): ApiError | undefined {
    if (caso.status === 'validada' || caso.status === 'recusada') return new ConflictError(mensagensMedico.casoDecidido);
    if (caso.status === 'em-consulta') return new ConflictError(mensagensMedico.casoEmConsulta);
    // Until another physician claims it, a lapsed claim is still this physician's (the repository's rule too).
    if (caso.reserva?.sub === medico.sub) return undefined;
    if (reservaVigente(caso, deps.now())) return new ConflictError(mensagensMedico.casoReservadoOutro);
    return new ForbiddenError(mensagensMedico.casoNaoReservado);
  }

  function exigirReserva(caso: ValidacaoItem, medico: MedicoAutenticado): void {
    const erro = impedimento(caso, medico);
    if (erro) throw erro;
  }

  /** A conditional write failed: re-read the case and say why, in the physician's words. */
  async function explicarIndisponivel(error: unknown, consultaId: string, medico: MedicoAutenticado): Promise<never> {
    if (!(error instanceof CasoIndisponivelError)) throw error;
    const caso = await validacoes.obter(consultaId);
    if (!caso) throw new NotFoundError(mensagensMedico.casoInexistente, { cause: error });
    const erro = impedimento(caso, medico);
    // Held by this physician and still open: another write of theirs came first (e.g. two tabs).
    throw erro ?? new ConflictError(mensagensMedico.versaoConcorrente, { cause: error });
  }

  const autorMedico = (medico: MedicoAutenticado) => ({
    tipo: 'medico' as const,
    sub: medico.sub,
    nome: medico.perfil.nome,
    crm: medico.perfil.crm,
    uf: medico.perfil.uf,
  });

  const respostaDecisao = (caso: ValidacaoItem): RespostaDecisao => ({
    status: caso.status,
    ...(caso.decidido_em ? { decididoEm: caso.decidido_em } : {}),
    versao: caso.versao_atual,
    documentos: { receita: Boolean(caso.documentos?.receita), relatorio: Boolean(caso.documentos?.relatorio) },
  });

  const concluir = createConclusaoDaDecisao(deps);
  const concluirDecisao = async (consultaId: string): Promise<boolean> => (await concluir(consultaId, { ignorarEspera: true })) === 'concluida';

  /** The decision is committed first; documents and the patient's notice follow, never undoing it. */
  async function decidir(
    medico: MedicoAutenticado,
    consultaId: string,
    decisao: Decisao,
    preparar: (caso: ValidacaoItem) => Promise<void>,
    orientacao?: string,
  ): Promise<RespostaDecisao> {
    const caso = await obterOuFalhar(consultaId);
    if ((caso.status === 'validada' || caso.status === 'recusada') && caso.medico_validador?.sub === medico.sub && !caso.documentos) {
      // The same physician again, after the documents failed: complete the decision already taken.
      await concluir(consultaId, { ignorarEspera: true });
      return respostaDecisao(await obterOuFalhar(consultaId));
    }
    exigirReserva(caso, medico);
    await preparar(caso);
    const decididoEm = iso(deps.now());
    let decidido: ValidacaoItem;
    try {
      decidido = (
        await validacoes.decidir({
          consultaId,
          decisao,
          at: decididoEm,
          medico: { ...medico.perfil, sub: medico.sub },
          ...(orientacao ? { orientacao } : {}),
        })
      ).caso;
    } catch (error) {
      return explicarIndisponivel(error, consultaId, medico);
    }
    const encerrada = decidido.consulta_encerrada_em ?? decidido.aguardando_desde;
    deps.registrarDecisao(decisao, encerrada ? (Date.parse(decididoEm) - Date.parse(encerrada)) / MINUTO_MS : undefined);
    await publicarFila(consultaId, decidido.status);
    await concluir(consultaId);
    return respostaDecisao((await validacoes.obter(consultaId)) ?? decidido);
  }

  return {
    async fila(medico) {
      const nowMs = deps.now();
      const casos = await validacoes.listarPorStatus('aguardando');
      const linhas = casos.map((caso): CasoFila & { urgencia: number } => {
        const aguardandoDesde = caso.aguardando_desde ?? caso.ordem;
        const reserva = reservaVigente(caso, nowMs);
        const virtual = findMedico(caso.medico_id);
        return {
          consultaId: caso.consulta_id,
          nomePaciente: caso.nome_paciente,
          ...(caso.idade === undefined ? {} : { idade: caso.idade }),
          medicoVirtual: virtual.nome,
          especialidade: virtual.especialidade,
          motivo: caso.motivo,
          triagem: caso.triagem,
          aguardandoDesde,
          minutosAguardando: Math.max(0, Math.floor((nowMs - Date.parse(aguardandoDesde)) / MINUTO_MS)),
          ...(reserva ? { reserva: { nome: reserva.nome, propria: reserva.sub === medico.sub, ate: reserva.ate } } : {}),
          urgencia: urgenciaDoNivel(caso.triagem.nivel),
        };
      });
      // Most urgent level first, then the longest waiting.
      linhas.sort((a, b) => a.urgencia - b.urgencia || Date.parse(a.aguardandoDesde) - Date.parse(b.aguardandoDesde));
      return { casos: linhas.map(({ urgencia: _urgencia, ...linha }) => linha), alvoMinutos: deps.alvoMinutos };
    },

    async caso(medico, consultaId) {
      const caso = await obterOuFalhar(consultaId);
      exigirReserva(caso, medico);
      const [versoes, consulta, mensagens] = await Promise.all([
        validacoes.listarVersoes(consultaId),
        deps.leituras.consulta(consultaId),
        deps.leituras.mensagens(consultaId),
      ]);
      const anexos = await Promise.all(
        mensagens.flatMap((mensagem) =>
          mensagem.arquivo
            ? [
                deps.urlAnexo(mensagem.arquivo.key).then((url) => ({
                  nome: mensagem.arquivo!.nome,
                  tipo: mensagem.arquivo!.tipo,
                  tamanho: mensagem.arquivo!.tamanho,
                  url,
                })),
              ]
            : [],
        ),
      );
      const virtual = findMedico(caso.medico_id);
      const reserva = reservaVigente(caso, deps.now()) ?? caso.reserva;
      return {
        consultaId,
        status: caso.status,
        nomePaciente: caso.nome_paciente,
        medicoVirtual: virtual.nome,
        especialidade: virtual.especialidade,
        ...(consulta?.dados_paciente ? { dadosPaciente: consulta.dados_paciente } : {}),
        mensagens: mensagens.map((mensagem) => ({
          autor: mensagem.autor,
          tipo: mensagem.tipo,
          texto: mensagem.texto,
          criadoEm: mensagem.criado_em,
        })),
        anexos,
        sinaisAlerta: caso.sinais_alerta,
        conteudoRetido: conteudoRetido(caso, mensagens),
        triagem: caso.triagem,
        ...(caso.aguardando_desde ? { aguardandoDesde: caso.aguardando_desde } : {}),
        ...(rascunhoAtual(versoes)?.rascunho ? { rascunho: rascunhoAtual(versoes)!.rascunho } : {}),
        registro: versoes,
        ...(reserva ? { reserva: { nome: reserva.nome, propria: reserva.sub === medico.sub, ate: reserva.ate } } : {}),
      };
    },

    async reservar(medico, consultaId) {
      const nowMs = deps.now();
      const ate = iso(nowMs + RESERVA_MINUTOS * MINUTO_MS);
      try {
        await validacoes.reservar(consultaId, { sub: medico.sub, nome: medico.perfil.nome }, iso(nowMs), ate);
      } catch (error) {
        return explicarIndisponivel(error, consultaId, medico);
      }
      await publicarFila(consultaId, 'aguardando');
      return { reserva: { nome: medico.perfil.nome, propria: true, ate } };
    },

    async liberar(medico, consultaId) {
      await obterOuFalhar(consultaId);
      await validacoes.liberar(consultaId, medico.sub);
      await publicarFila(consultaId, 'aguardando');
    },

    async salvarRascunho(medico, consultaId, rascunho) {
      const caso = await obterOuFalhar(consultaId);
      exigirReserva(caso, medico);
      const reservaAte = iso(deps.now() + RESERVA_MINUTOS * MINUTO_MS);
      let versao: VersaoRegistro;
      try {
        versao = await validacoes.acrescentarVersao(
          consultaId,
          { tipo: 'edicao', criadoEm: iso(deps.now()), autor: autorMedico(medico), rascunho },
          { exigirReservaDe: medico.sub, renovarReservaAte: reservaAte },
        );
      } catch (error) {
        return explicarIndisponivel(error, consultaId, medico);
      }
      return { versao: versao.versao, reservaAte };
    },

    validar(medico, consultaId, rascunho) {
      return decidir(medico, consultaId, 'validada', async () => {
        const atual = rascunhoAtual(await validacoes.listarVersoes(consultaId))?.rascunho;
        if (atual && canonico(atual) === canonico(rascunho)) return;
        // The drafts as validated differ from the last saved version: record them as an edit first.
        try {
          await validacoes.acrescentarVersao(
            consultaId,
            { tipo: 'edicao', criadoEm: iso(deps.now()), autor: autorMedico(medico), rascunho },
            { exigirReservaDe: medico.sub },
          );
        } catch (error) {
          await explicarIndisponivel(error, consultaId, medico);
        }
      });
    },

    recusar(medico, consultaId, orientacao) {
      return decidir(medico, consultaId, 'recusada', async () => undefined, orientacao);
    },

    concluirDecisao,
  };
}

/**
 * What the guard held back, for the physician only: the case's list, plus what the transcript
 * recorded per message if the chat keeps it there too (never shown inline in the transcript).
 */
function conteudoRetido(caso: ValidacaoItem, mensagens: readonly MensagemLida[]): string[] {
  const porMensagem = mensagens.flatMap((mensagem) => (mensagem.retido === undefined ? [] : Array.isArray(mensagem.retido) ? mensagem.retido : [mensagem.retido]));
  return [...new Set([...caso.conteudo_retido, ...porMensagem].map((texto) => texto.trim()).filter(Boolean))];
}

export type { MedicoValidador };
