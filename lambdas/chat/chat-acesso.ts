/**
 * The chat token check of every chat route, on the server clock and on every call: the token (from
 * the `x-chat-token` header) is looked up and the access rule of common/chat-token.ts
 * (`evaluateChatAccess`, the same the token routes apply) decides; its refusals become the 401 and
 * 403 answers with the patient's texts. The first call of an opened chat starts its 30 minutes.
 */
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { findMedico, type Medico } from '#shared/medicos.js';
import { mensagens } from '#shared/messages.js';
import { mensagensChat } from '#shared/schemas/chat.js';
import {
  evaluateChatAccess,
  hashChatToken,
  looksLikeChatToken,
  type ChatAccess,
  type ChatTokenItem,
  type ChatTokenService,
  type ModoAcesso,
} from '../common/chat-token.js';
import { ForbiddenError, UnauthorizedError } from '../common/errors.js';
import { chatTokenItemSchema, readItem } from '../common/itens.js';
import { DURACAO_CONSULTA_MS } from './consulta-chat-repository.js';
import type { ConsultaItem } from '../common/itens.js';

export interface AcessoChat {
  readonly token: ChatTokenItem;
  readonly consulta: ConsultaItem;
  readonly medico: Medico;
  readonly nowMs: number;
}

export interface ChatAcessoDependencies {
  /** The stored token item by the token's hash. */
  readonly tokenPorHash: (hash: string) => Promise<ChatTokenItem | undefined>;
  readonly consultaPorId: (id: string) => Promise<ConsultaItem | undefined>;
  /** Starts the consultation's 30 minutes (the first call of an opened chat). */
  readonly chatTokens: Pick<ChatTokenService, 'markUsed'>;
}

/**
 * Seconds left of the 30 minutes: all of them before the first opening, 0 once over. Rounded up, so
 * the page's countdown, which starts from this figure, never reaches 0 before the server's clock does.
 */
export function segundosRestantes(consulta: ConsultaItem, nowMs: number): number {
  if (consulta.utilizada_em === undefined) return DURACAO_CONSULTA_MS / 1000;
  return Math.max(0, Math.ceil((Date.parse(consulta.utilizada_em) + DURACAO_CONSULTA_MS - nowMs) / 1000));
}

/** A token lookup on the chat_tokens table (consistent, so a revocation counts at once). */
export function tokenLookup(db: DynamoDBDocumentClient, table: string): (hash: string) => Promise<ChatTokenItem | undefined> {
  return async (hash) => {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: { token_hash: hash }, ConsistentRead: true }));
    return readItem('chat_tokens', chatTokenItemSchema, Item);
  };
}

/** A refusal of the access rule as the chat routes answer it (the patient's texts). */
function recusa(reason: Extract<ChatAccess, { ok: false }>['reason']): Error {
  switch (reason) {
    case 'invalido':
      return new UnauthorizedError(mensagens.acessoChat.tokenInvalido);
    case 'outro-medico':
      return new ForbiddenError(mensagens.acessoChat.tokenOutroMedico);
    case 'encerrada':
      return new ForbiddenError(mensagensChat.consultaEncerrada);
    case 'tempo-esgotado':
      return new ForbiddenError(mensagensChat.tempoEsgotado);
  }
}

/** Applies the access rule; throws 401 or 403 with the patient's texts. */
export async function autorizarChat(
  deps: ChatAcessoDependencies,
  input: { token: string | undefined; medicoId: number; modo: ModoAcesso; nowMs: number },
): Promise<AcessoChat> {
  const token = input.token?.trim() ?? '';
  if (token === '') throw new UnauthorizedError(mensagens.acessoChat.tokenNaoFornecido);
  if (!looksLikeChatToken(token)) throw recusa('invalido');

  const item = await deps.tokenPorHash(hashChatToken(token));
  const acesso = evaluateChatAccess({
    item,
    consulta: item ? await deps.consultaPorId(item.consulta_id) : undefined,
    nowMs: input.nowMs,
    medicoId: input.medicoId,
    modo: input.modo,
  });
  if (!acesso.ok) throw recusa(acesso.reason);

  let { consulta } = acesso;
  if (consulta.utilizada_em === undefined && consulta.status_consulta !== 'encerrada') {
    // Opening the chat starts the 30 minutes even if the page skipped /api/chat-tokens/utilizar.
    const { utilizadaEm } = await deps.chatTokens.markUsed(token);
    consulta = { ...consulta, utilizada_em: utilizadaEm, status_consulta: 'em_andamento' };
  }
  return { token: acesso.item, consulta, medico: findMedico(acesso.item.medico_id), nowMs: input.nowMs };
}
