/**
 * Completing a physician's decision (docs/validacao-medica.md, "Validated documents" and "How the
 * result reaches the patient"): once a case is decided, its signed documents are issued and
 * recorded, the patient's chat page is told on `/validacoes/<canal>`, and the patient is e-mailed;
 * `notificado_em` records that last step. The decision itself is already committed and never
 * depends on these steps.
 *
 * One function for every caller: the decision route right after the decision, the same physician
 * repeating the decision, and the sweeper (lambdas/validacao/varredura.ts) for any decided case
 * whose patient was not told yet. A short conditional hold on the case (`conclusao_ate`) keeps two
 * of them from e-mailing the patient twice; a document already stored under the decision's
 * versioned key is kept as written (the emission treats it as this decision's).
 */
import { findMedico } from '#shared/medicos.js';
import { dadosPacienteDoFormulario, dadosPacienteSchema } from '#shared/schemas/consulta-chat.js';
import type { DocumentosEmitidos, EmissaoInput } from '../documentos/emissao.js';
import type { LeiturasConsulta } from '../medico/leituras.js';
import { rascunhoAtual, type ValidacaoItem, type ValidacoesRepository } from './validacoes-repository.js';

/** The consultation's result channel: `canal` is 128 random bits given only to the chat's holder. */
export const canalValidacao = (canal: string): string => `/validacoes/${canal}`;

/** How long one caller holds the completion: longer than the decision route's and the sweeper's timeouts. */
export const CONCLUSAO_RESERVA_MS = 2 * 60_000;

/** The sweeper's next attempt after the n-th failure: 1, 2, 4 … minutes, at most an hour. */
export const esperaAposFalhaMs = (tentativas: number): number => Math.min(2 ** Math.max(0, tentativas - 1), 60) * 60_000;

export interface ConclusaoDeps {
  readonly validacoes: ValidacoesRepository;
  readonly leituras: Pick<LeiturasConsulta, 'consulta' | 'cpfDoPaciente'>;
  /** Publishes one event on an AppSync Events channel. */
  readonly publicar: (canal: string, evento: unknown) => Promise<void>;
  /** Lays out, signs and stores the decision's documents (lambdas/documentos/emissao.ts). */
  readonly emitirDocumentos: (input: EmissaoInput) => Promise<DocumentosEmitidos>;
  /** E-mails the patient that the result is available (SES v2); resolves when sent or when there is no address. */
  readonly notificarPaciente: (caso: ValidacaoItem) => Promise<void>;
  /** Logs a failed step after the decision: ids and error names only. */
  readonly logFalha: (etapa: string, consultaId: string, error: unknown) => void;
  readonly now: () => number;
}

/**
 * - `concluida`: the patient has now been told;
 * - `pendente`: a step failed; the sweeper tries again later;
 * - `nada`: not decided, already told, or someone else is completing it (or its next attempt is not due).
 */
export type ResultadoConclusao = 'concluida' | 'pendente' | 'nada';

export interface OpcoesConclusao {
  /** A physician's explicit repeat: do not wait for the sweeper's next attempt. */
  readonly ignorarEspera?: boolean;
}

export type ConcluirDecisao = (consultaId: string, opcoes?: OpcoesConclusao) => Promise<ResultadoConclusao>;

const iso = (ms: number): string => new Date(ms).toISOString();

export function createConclusaoDaDecisao(deps: ConclusaoDeps): ConcluirDecisao {
  const { validacoes } = deps;

  async function emitir(caso: ValidacaoItem & Required<Pick<ValidacaoItem, 'decisao' | 'decidido_em' | 'medico_validador'>>): Promise<ValidacaoItem> {
    const consultaId = caso.consulta_id;
    const versoes = await validacoes.listarVersoes(consultaId);
    const decisao = [...versoes].reverse().find((versao) => versao.tipo === 'decisao');
    const rascunho = rascunhoAtual(versoes)?.rascunho;
    if (!decisao || !rascunho) {
      // A case decided without any draft (the AI never wrote one): the decision stands without documents.
      deps.logFalha('emitir-documentos', consultaId, Object.assign(new Error('no draft to issue'), { name: 'SemRascunho' }));
      return caso;
    }
    const consulta = await deps.leituras.consulta(consultaId);
    const form = consulta?.dados_paciente ? dadosPacienteSchema.safeParse(consulta.dados_paciente) : undefined;
    const dados = form?.success ? dadosPacienteDoFormulario(form.data) : undefined;
    const idPaciente = consulta?.paciente_id ?? caso.paciente_id;
    const cpf = idPaciente ? await deps.leituras.cpfDoPaciente(idPaciente) : undefined;
    const virtual = findMedico(caso.medico_id);
    const documentos = await deps.emitirDocumentos({
      consultaId,
      versao: decisao.versao,
      decisao: caso.decisao,
      decididoEm: caso.decidido_em,
      medico: caso.medico_validador,
      paciente: { nome: caso.nome_paciente, ...(cpf ? { cpf } : {}), ...(dados ? { dados } : {}) },
      medicoVirtual: { nome: virtual.nome, especialidade: virtual.especialidade },
      rascunho,
      ...(caso.orientacao ? { orientacao: caso.orientacao } : {}),
    });
    await validacoes.registrarDocumentos(consultaId, documentos);
    return { ...caso, documentos };
  }

  return async (consultaId, opcoes = {}) => {
    const agora = deps.now();
    const caso = await validacoes.reservarConclusao(consultaId, {
      agora: iso(agora),
      ate: iso(agora + CONCLUSAO_RESERVA_MS),
      ...(opcoes.ignorarEspera ? { ignorarEspera: true } : {}),
    });
    if (!caso?.decisao || !caso.decidido_em || !caso.medico_validador) return 'nada';
    const decidido = { ...caso, decisao: caso.decisao, decidido_em: caso.decidido_em, medico_validador: caso.medico_validador };

    let etapa = 'emitir-documentos';
    try {
      const concluido = caso.documentos ? caso : await emitir(decidido);
      // The chat page also polls: a lost event delays a refresh, never the notice.
      await deps
        .publicar(canalValidacao(caso.canal), { tipo: 'validacao', status: caso.status })
        .catch((error: unknown) => deps.logFalha('publicar', consultaId, error));
      etapa = 'notificar-paciente';
      await deps.notificarPaciente(concluido);
    } catch (error) {
      deps.logFalha(etapa, consultaId, error);
      const tentativas = (caso.conclusao_tentativas ?? 0) + 1;
      await validacoes
        .registrarFalhaConclusao(consultaId, { tentativas, proxima: iso(deps.now() + esperaAposFalhaMs(tentativas)) })
        .catch((falha: unknown) => deps.logFalha('registrar-falha', consultaId, falha));
      return 'pendente';
    }
    try {
      await validacoes.registrarNotificacao(consultaId, iso(deps.now()));
    } catch (error) {
      // The patient was told; only the record of it failed. The hold lapses and a later run tells again.
      deps.logFalha('registrar-notificacao', consultaId, error);
    }
    return 'concluida';
  };
}
