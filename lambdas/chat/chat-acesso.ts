/**
 * The chat token check of every chat route (DESIGN §3.3), on the server clock and on every call:
 * the token (from the `x-chat-token` header) must be stored, not revoked, not expired, bound to an
 * approved consultation and to the route's doctor. Writing (intake, messages, prescription,
 * attachments) also needs the consultation open: not ended and within its 30 minutes. Reading the
 * state and the downloads stays possible after the end while the token lives (24 h), so the
 * patient can re-enter, see "Consulta Encerrada" and download the record; ending is possible
 * after the 30 minutes (that is when the timeout ends it).
 */
import type { DocumentClient } from '../common/aws/dynamodb.js';
import { findMedico, isMedicoId, type Medico } from '../../shared/medicos.js';
import { mensagens } from '../../shared/messages.js';
import { mensagensChat } from '../../shared/schemas/chat.js';
import { hashChatToken, looksLikeChatToken, type ChatTokenItem, type ChatTokenService } from '../common/chat-token.js';
import { ForbiddenError, UnauthorizedError } from '../common/errors.js';
import { DURACAO_CONSULTA_MS, type ConsultaChatItem } from './consulta-chat-repository.js';

/** What a route needs: reading (state, downloads), ending, or writing (everything else). */
export type ModoAcesso = 'leitura' | 'encerramento' | 'escrita';

export interface AcessoChat {
  readonly token: ChatTokenItem;
  readonly consulta: ConsultaChatItem;
  readonly medico: Medico;
  readonly nowMs: number;
}

export interface ChatAcessoDependencies {
  /** The stored token item by the token's hash. */
  readonly tokenPorHash: (hash: string) => Promise<ChatTokenItem | undefined>;
  readonly consultaPorId: (id: string) => Promise<ConsultaChatItem | undefined>;
  /** Starts the consultation's 30 minutes (the first call of an opened chat). */
  readonly chatTokens: Pick<ChatTokenService, 'markUsed'>;
}

/** Whether the consultation's 30 minutes are over (never before its first opening). */
export function tempoEsgotado(consulta: ConsultaChatItem, nowMs: number): boolean {
  return consulta.utilizada_em !== undefined && nowMs >= Date.parse(consulta.utilizada_em) + DURACAO_CONSULTA_MS;
}

/** Seconds left of the 30 minutes: all of them before the first opening, 0 once over. */
export function segundosRestantes(consulta: ConsultaChatItem, nowMs: number): number {
  if (consulta.utilizada_em === undefined) return DURACAO_CONSULTA_MS / 1000;
  return Math.max(0, Math.floor((Date.parse(consulta.utilizada_em) + DURACAO_CONSULTA_MS - nowMs) / 1000));
}

/** A token lookup on the chat_tokens table (consistent, so a revocation counts at once). */
export function tokenLookup(db: DocumentClient, table: string): (hash: string) => Promise<ChatTokenItem | undefined> {
  return async (hash) =>
    (await db.get({ TableName: table, Key: { token_hash: hash }, ConsistentRead: true })).Item as ChatTokenItem | undefined;
}

/** Applies the access rules; throws 401 or 403 with the journeys §8 texts. */
export async function autorizarChat(
  deps: ChatAcessoDependencies,
  input: { token: string | undefined; medicoId: number; modo: ModoAcesso; nowMs: number },
): Promise<AcessoChat> {
  const token = input.token?.trim() ?? '';
  if (token === '') throw new UnauthorizedError(mensagens.acessoChat.tokenNaoFornecido);
  const invalido = () => new UnauthorizedError(mensagens.acessoChat.tokenInvalido);
  if (!looksLikeChatToken(token)) throw invalido();

  const item = await deps.tokenPorHash(hashChatToken(token));
  if (!item || item.revoked_at !== undefined || item.expires_at * 1000 <= input.nowMs) throw invalido();
  let consulta = await deps.consultaPorId(item.consulta_id);
  if (!consulta || consulta.id !== item.consulta_id || consulta.medico_id !== item.medico_id) throw invalido();
  if (consulta.status_pagamento !== 'aprovado') throw invalido();
  if (input.medicoId !== item.medico_id || !isMedicoId(item.medico_id)) throw new ForbiddenError(mensagens.acessoChat.tokenOutroMedico);

  if (consulta.utilizada_em === undefined && consulta.status_consulta !== 'encerrada') {
    // Opening the chat starts the 30 minutes even if the page skipped /api/chat-tokens/utilizar.
    const { utilizadaEm } = await deps.chatTokens.markUsed(token);
    consulta = { ...consulta, utilizada_em: utilizadaEm, status_consulta: 'em_andamento' };
  }

  if (input.modo !== 'leitura' && consulta.status_consulta === 'encerrada') throw new ForbiddenError(mensagensChat.consultaEncerrada);
  if (input.modo === 'escrita' && tempoEsgotado(consulta, input.nowMs)) throw new ForbiddenError(mensagensChat.tempoEsgotado);
  return { token: item, consulta, medico: findMedico(item.medico_id), nowMs: input.nowMs };
}
