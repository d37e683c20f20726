/**
 * The one interface of the AI doctor, implemented by the Bedrock engine (in AWS and, against the
 * local Bedrock runtime, locally) and by the offline pt-BR engine (which the local runtime answers
 * with, and tests call directly). The chat Lambdas depend on this module only; they never see a
 * prompt or a model id.
 */
import type { Medico } from '#shared/medicos.js';
import { mensagens } from '#shared/messages.js';
import type { DadosPaciente } from '#shared/schemas/consulta-chat.js';
import type { Emergencia } from '#shared/emergencia.js';
import { elevarTriagem, type RascunhoClinico, type Triagem } from '#shared/schemas/validacao.js';
import { ApiError } from '../common/errors.js';

export type { DadosPaciente } from '#shared/schemas/consulta-chat.js';

export type AutorMensagem = 'paciente' | 'medico';

/** One message of the consultation transcript, oldest first. */
export interface MensagemHistorico {
  readonly autor: AutorMensagem;
  readonly texto: string;
}

export interface RespostaInput {
  readonly medico: Medico;
  readonly paciente: DadosPaciente;
  /** The transcript so far, oldest first, WITHOUT the message being answered. */
  readonly historico: readonly MensagemHistorico[];
  /** The patient's message being answered. */
  readonly mensagem: string;
  /** Names of the files uploaded in this consultation so far. */
  readonly arquivos: readonly string[];
  /**
   * The consultation's triage after this message (docs/triagem.md). At `emergencia` and
   * `pronto-socorro` the chat has already begun the answer with the urgency: the engine does not
   * repeat it.
   */
  readonly triagem?: Triagem;
  /** The red flag the guard found in the message being answered, if any. */
  readonly emergencia?: Emergencia;
}

/** What the engine reads to write the drafts for the physician (docs/validacao-medica.md, "The drafts"). */
export interface RascunhoInput {
  readonly medico: Medico;
  /** The intake, when known (age, weight, height, BMI, the responsible adult). */
  readonly paciente?: DadosPaciente;
  /** The whole transcript, oldest first, as the patient saw it. */
  readonly historico: readonly MensagemHistorico[];
  /** Names of the files uploaded in this consultation. */
  readonly arquivos: readonly string[];
  /** Warning signs the triage guard found during the chat (its reasons from `consulta-24h` up). */
  readonly sinaisAlerta: readonly string[];
  /** What the clinical guard held back from the AI's answers during the chat. */
  readonly conteudoRetido: readonly string[];
  /** The consultation's triage so far: the drafts' level is never lower. */
  readonly triagem?: Triagem;
}

/** The drafts and the model that wrote them (recorded with the AI's version, CFM 2.454/2026). */
export interface RascunhoGerado {
  readonly rascunho: RascunhoClinico;
  /** The Bedrock model id ('zapsaude.offline-ptbr-v1' locally), or the offline engine's version ('zapsaude-offline-1') when a test calls it directly. */
  readonly modelo: string;
}

export interface ConsultaEngine {
  /**
   * The doctor's answer, as text chunks in the order they are produced. The chat passes them
   * through the clinical guard (guarda-clinica.ts) before the patient reads them.
   */
  responder(input: RespostaInput): AsyncIterable<string>;
  /** The drafts for the physician: SOAP note, structured prescription, message to the patient, triage. */
  gerarRascunho(input: RascunhoInput): Promise<RascunhoGerado>;
  readonly nome: 'bedrock' | 'offline';
}

/**
 * The triage level of the drafts is never lower than the consultation's (docs/triagem.md): the
 * triage guard's level during the chat is the floor, and its reasons stay.
 */
export function comTriagemMinima(rascunho: RascunhoClinico, triagem: Triagem | undefined): RascunhoClinico {
  return triagem ? { ...rascunho, triagem: elevarTriagem(triagem, rascunho.triagem) } : rascunho;
}

/** Name used when the prescription has no patient name. */
export const NOME_PACIENTE_PADRAO = 'Paciente';

/**
 * CFM 2.454/2026: the caveat that labels the AI's answers as an AI's, and says that the assessment
 * comes from a physician who reviews the consultation.
 */
export const AVISO_IA_REVISAO_MEDICA =
  'Importante: sou uma inteligência artificial e conduzo a entrevista; um médico real vai revisar a sua consulta e enviar a avaliação, com as orientações e a receita, se for necessária (Resolução CFM 2.454/2026).';

/** The transcript as 'Paciente: …' / 'Médico: …' lines, the `contexto` of a prescription request. */
export function montarContextoReceita(historico: readonly MensagemHistorico[], maxCaracteres = 12_000): string {
  const linhas = historico.map((mensagem) => `${mensagem.autor === 'paciente' ? 'Paciente' : 'Médico'}: ${mensagem.texto.replace(/\s+/g, ' ').trim()}`);
  let texto = linhas.join('\n');
  // Keep the most recent part when the transcript is long: it holds the hypotheses.
  if (texto.length > maxCaracteres) texto = texto.slice(texto.length - maxCaracteres);
  return texto;
}

export type MotivoFalhaIa =
  | 'limite'
  | 'requisicao-invalida'
  | 'acesso-negado'
  | 'modelo'
  | 'indisponivel'
  | 'resposta-vazia'
  /** The model's structured answer did not parse (the drafts). */
  | 'resposta-invalida';

export type OperacaoIa = 'resposta' | 'receita' | 'rascunho';

/**
 * The AI service failed. `message`/`descricao` are the pt-BR texts the chat shows ('Erro ao enviar
 * mensagem' / 'Erro na comunicação', or 'Erro ao gerar receita'); `erroOrigem` is
 * the upstream error's name, the only thing worth logging.
 */
export class IaIndisponivelError extends ApiError {
  readonly motivo: MotivoFalhaIa;
  readonly operacao: OperacaoIa;
  readonly retentavel: boolean;
  readonly erroOrigem: string;

  constructor(motivo: MotivoFalhaIa, operacao: OperacaoIa, options: { cause?: unknown; erroOrigem?: string } = {}) {
    const { status, message, descricao } = textoDaFalha(motivo, operacao);
    super(status, message, { cause: options.cause, descricao });
    this.motivo = motivo;
    this.operacao = operacao;
    this.retentavel = motivo === 'limite' || motivo === 'modelo' || motivo === 'indisponivel';
    this.erroOrigem = options.erroOrigem ?? 'desconhecido';
  }
}

function textoDaFalha(motivo: MotivoFalhaIa, operacao: OperacaoIa): { status: number; message: string; descricao: string } {
  const status = motivo === 'limite' ? 429 : motivo === 'requisicao-invalida' || motivo === 'resposta-vazia' || motivo === 'resposta-invalida' ? 502 : 503;
  // The drafts are asked for by "Gerar Receita Médica" and at the end of the consultation.
  if (operacao === 'receita' || operacao === 'rascunho') {
    return { status, message: mensagens.receita.erroGerar.titulo, descricao: mensagens.receita.erroGerar.descricao };
  }
  if (motivo === 'limite' || motivo === 'requisicao-invalida') {
    // The spec's sending toast: 'Tente enviar uma mensagem mais curta ou aguarde um momento.'
    return { status, message: mensagens.envio.erroEnviar.titulo, descricao: mensagens.envio.erroEnviar.descricao };
  }
  return { status, message: mensagens.envio.erroComunicacao, descricao: mensagens.erros.servicoIndisponivel };
}
