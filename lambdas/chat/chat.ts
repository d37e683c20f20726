/**
 * The consultation chat, knowing nothing about API Gateway or Function URLs: intake with consents,
 * state for re-entry, the patient's message and the doctor's streamed answer, the draft
 * prescription, the downloads, attachments, the end, and the signed-in patient's history.
 *
 * Each use case is a module of its own (intake.ts, estado.ts, mensagem.ts, receita.ts,
 * documentos.ts, anexos.ts, encerrar.ts, historico.ts) over the context they share (contexto.ts);
 * this module only composes them. Rules that matter here: the triage guard (docs/triagem.md) reads
 * the whole conversation on every message before the model, and the level it sets is never
 * lowered; the patient's message is stored BEFORE the model is called, so a model failure never
 * loses it; message size, rate and count are limited with pt-BR errors; the transcript is the
 * consultation record.
 */
import type {
  AnexoUploadRequest,
  AnexoUploadResponse,
  EncerrarRequest,
  EncerrarResponse,
  EnviarMensagemRequest,
  EstadoChatResponse,
  HistoricoResponse,
  IntakeResponse,
  ReceitaResponse,
} from '#shared/schemas/chat.js';
import type { AnexosStorage } from '../common/anexos-storage.js';
import type { CallerIdentity, VerifiedEmailLookup } from '../common/cognito-user.js';
import type { ConsultasRepository } from '../common/consultas-repository.js';
import type { MensagensRepository } from '../common/mensagens-repository.js';
import type { PacientesRepository } from '../common/pacientes-repository.js';
import type { RateLimiter } from '../common/rate-limit.js';
import type { ConsultaEngine } from '../ia/engine.js';
import type { CicloDoCaso } from '../validacao/caso.js';
import type { ValidacoesRepository } from '../validacao/validacoes-repository.js';
import { createIniciarUploadAnexo } from './anexos.js';
import type { ChatAcessoDependencies } from './chat-acesso.js';
import type { ConsultaChatRepository } from './consulta-chat-repository.js';
import { createChatContexto } from './contexto.js';
import { createDocumentos, type ArquivoGerado, type DocumentosPdf } from './documentos.js';
import { createEncerrar } from './encerrar.js';
import { createEstado } from './estado.js';
import { createHistorico } from './historico.js';
import { createIntake } from './intake.js';
import { createEnviarMensagem, type EnvioPreparado, type GuardaTriagem } from './mensagem.js';
import { createGerarReceita } from './receita.js';

export type { ArquivoGerado, DocumentosPdf } from './documentos.js';
export type { EnvioPreparado, GuardaTriagem } from './mensagem.js';

export interface ChatDependencies {
  readonly acesso: ChatAcessoDependencies;
  readonly chatConsultas: ConsultaChatRepository;
  readonly mensagens: MensagensRepository;
  readonly rateLimiter: RateLimiter;
  readonly anexos: AnexosStorage;
  readonly engine: ConsultaEngine;
  /** The engine's name, reported by GET /api/chat/estado without building the engine; null when none is configured. */
  readonly ia: ConsultaEngine['nome'] | null;
  /** History of the signed-in patient. */
  readonly pacientes: PacientesRepository;
  readonly consultas: ConsultasRepository;
  readonly emailLookup: VerifiedEmailLookup;
  readonly documentos: DocumentosPdf;
  readonly triagem: () => Promise<GuardaTriagem>;
  /** The consultation's validation case (docs/validacao-medica.md). */
  readonly validacoes: ValidacoesRepository;
  readonly ciclo: CicloDoCaso;
  /** The stage's waiting target of a case, in minutes (`VALIDACAO_ALVO_MINUTOS`). */
  readonly alvoMinutos: number;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
  readonly newId?: () => string;
}

export interface ChatService {
  /** 201 the first time; 200 when the same intake is sent again (a retry). */
  intake(token: string | undefined, medicoId: number, dados: unknown): Promise<{ status: 200 | 201; body: IntakeResponse }>;
  estado(token: string | undefined, medicoId: number): Promise<EstadoChatResponse>;
  enviarMensagem(token: string | undefined, input: EnviarMensagemRequest): Promise<EnvioPreparado>;
  gerarReceita(token: string | undefined, medicoId: number): Promise<ReceitaResponse>;
  receitaPdf(token: string | undefined, medicoId: number): Promise<ArquivoGerado>;
  prontuarioPdf(token: string | undefined, medicoId: number): Promise<ArquivoGerado>;
  iniciarUploadAnexo(token: string | undefined, input: AnexoUploadRequest): Promise<AnexoUploadResponse>;
  encerrar(token: string | undefined, input: EncerrarRequest): Promise<EncerrarResponse>;
  historico(caller: CallerIdentity): Promise<HistoricoResponse>;
}

/**
 * The use cases over one set of collaborators. `deps` is handed on as it is, never spread: the
 * entries build each collaborator on first use (dependencies.ts), and the engine, the triage guard
 * and the PDF renderers exist only in the entries that bundle them.
 */
export function createChatService(deps: ChatDependencies): ChatService {
  const contexto = createChatContexto(deps);
  const { receitaPdf, prontuarioPdf } = createDocumentos(deps, contexto);
  return {
    intake: createIntake(deps, contexto),
    estado: createEstado(deps, contexto),
    enviarMensagem: createEnviarMensagem(deps, contexto),
    gerarReceita: createGerarReceita(deps, contexto),
    receitaPdf,
    prontuarioPdf,
    iniciarUploadAnexo: createIniciarUploadAnexo(deps, contexto),
    encerrar: createEncerrar(deps, contexto),
    historico: createHistorico(deps, contexto),
  };
}
