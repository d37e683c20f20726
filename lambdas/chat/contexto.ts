/**
 * What several chat use cases share: the access check on the server clock, the clock and ids of
 * new messages, the per-consultation rate limits, and the refusals of a message with the patient's
 * texts. Each use case (intake.ts, estado.ts, mensagem.ts, receita.ts, documentos.ts, anexos.ts,
 * encerrar.ts, historico.ts) takes this context and only its own collaborators.
 */
import { randomUUID } from 'node:crypto';
import { mensagens } from '#shared/messages.js';
import { mensagensChat } from '#shared/schemas/chat.js';
import { dadosPacienteDoFormulario, type DadosPaciente } from '#shared/schemas/consulta-chat.js';
import type { ModoAcesso } from '../common/chat-token.js';
import { BadRequestError, ConflictError, ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../common/errors.js';
import type { ConsultaItem } from '../common/itens.js';
import type { MensagemItem } from '../common/mensagens-repository.js';
import type { RateLimiter } from '../common/rate-limit.js';
import { autorizarChat, type AcessoChat, type ChatAcessoDependencies } from './chat-acesso.js';
import type { MensagemRecusadaError } from './consulta-chat-repository.js';

export interface ChatContextoDependencies {
  readonly acesso: ChatAcessoDependencies;
  readonly rateLimiter: RateLimiter;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
  readonly newId?: () => string;
}

export interface ChatContexto {
  readonly now: () => number;
  /** The chat token check of every chat-token route (chat-acesso.ts), at this instant. */
  readonly autorizar: (token: string | undefined, medicoId: number, modo: ModoAcesso) => Promise<AcessoChat>;
  /** A transcript message with a new id, created now. */
  readonly novaMensagem: (consultaId: string, seq: number, campos: Pick<MensagemItem, 'autor' | 'texto' | 'tipo' | 'arquivo'>) => MensagemItem;
  /** One hit of the consultation's `escopo` limit; past it, `erro()` is thrown instead of the generic 429. */
  readonly limitar: (escopo: 'chat-mensagem' | 'chat-receita' | 'chat-anexo', consultaId: string, erro: () => Error) => Promise<void>;
}

export function createChatContexto(deps: ChatContextoDependencies): ChatContexto {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomUUID;
  return {
    now,
    // `deps.acesso` and `deps.rateLimiter` are read on use: the entries build them lazily (dependencies.ts).
    autorizar: (token, medicoId, modo) => autorizarChat(deps.acesso, { token, medicoId, modo, nowMs: now() }),
    novaMensagem: (consultaId, seq, campos) => ({
      consulta_id: consultaId,
      seq,
      id: newId(),
      autor: campos.autor,
      texto: campos.texto,
      tipo: campos.tipo,
      ...(campos.arquivo ? { arquivo: campos.arquivo } : {}),
      criado_em: new Date(now()).toISOString(),
    }),
    async limitar(escopo, consultaId, erro) {
      try {
        await deps.rateLimiter.hit(escopo, consultaId);
      } catch (error) {
        if (error instanceof TooManyRequestsError) throw erro();
        throw error;
      }
    },
  };
}

/** The intake's data of the consultation, once it was sent. */
export const dadosDe = (consulta: ConsultaItem): DadosPaciente | undefined =>
  consulta.dados_paciente ? dadosPacienteDoFormulario(consulta.dados_paciente) : undefined;

/** The toast's description of a refused send. */
export const erroEnvio = (descricao: string) => ({ descricao });

/** One line, cut at `max` characters with an ellipsis. */
export const umaLinha = (texto: string, max: number): string => {
  const linha = texto.replace(/\s+/g, ' ').trim();
  return linha.length > max ? `${linha.slice(0, max - 1).trimEnd()}…` : linha;
};

/** A refusal of the message counter (consulta-chat-repository.ts) as the chat routes answer it. */
export function recusa(motivo: MensagemRecusadaError['motivo']): Error {
  switch (motivo) {
    case 'encerrada':
      return new ForbiddenError(mensagensChat.consultaEncerrada);
    case 'tempo':
      return new ForbiddenError(mensagensChat.tempoEsgotado);
    case 'sem-intake':
      return new ConflictError(mensagens.envio.erroEnviar.titulo, erroEnvio(mensagensChat.intakePendente));
    case 'limite-mensagens':
      return new ForbiddenError(mensagens.envio.erroEnviar.titulo, erroEnvio(mensagensChat.limiteMensagens));
    case 'limite-anexos':
      return new BadRequestError(mensagens.envio.erroEnviar.titulo, erroEnvio(mensagensChat.muitosAnexos));
    default:
      return new UnauthorizedError(mensagens.acessoChat.tokenInvalido);
  }
}
