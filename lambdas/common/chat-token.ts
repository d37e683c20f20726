/**
 * Consultation chat tokens: 256 bits from the CSPRNG, base64url, shown to the patient
 * once and stored only as their sha256, bound to one consultation and one doctor, expiring after
 * 24 h; the consultation's 30 minutes after its first opening are enforced on every write.
 * The read window is the token's own lifetime: until its 24 h are over, an ended or timed-out
 * consultation still opens read-only (transcript, state, downloads); after them the token is
 * refused for everything and the signed-in patient gets a new one from the account.
 * The chat, prescription and speech handlers validate the `x-chat-token` header through here too.
 * Tokens are never logged, not even hashed.
 */
import { createHash, randomBytes as cryptoRandomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isMedicoId } from '#shared/medicos.js';
import { mensagens } from '#shared/messages.js';
import type { ValidarTokenResponse } from '#shared/schemas/chat-tokens.js';
import { tempoEsgotado, type ConsultaItem, type ConsultasRepository } from './consultas-repository.js';
import { UnauthorizedError } from './errors.js';
import { chatTokenItemSchema, readItem, readItems, type ChatTokenItem } from './itens.js';

/** 32 bytes = 256 bits. */
export const CHAT_TOKEN_BYTES = 32;
/** A token stops working 24 h after it was issued, even if never used. */
export const CHAT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type RandomBytes = (size: number) => Buffer;

/** A fresh token: 32 CSPRNG bytes, base64url without padding (43 characters). */
export function generateChatToken(randomBytes: RandomBytes = cryptoRandomBytes): string {
  return randomBytes(CHAT_TOKEN_BYTES).toString('base64url');
}

/** What is stored and looked up: the token's sha256, hex. */
export function hashChatToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a string can be a token at all; anything else is rejected without a lookup. */
export function looksLikeChatToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

export type { ChatTokenItem };

/** The stored item for a new token of `consulta`. */
export function newChatTokenItem(token: string, consulta: ConsultaItem, nowMs: number): ChatTokenItem {
  return {
    token_hash: hashChatToken(token),
    consulta_id: consulta.id,
    paciente_id: consulta.paciente_id,
    medico_id: consulta.medico_id,
    tipo_consulta: consulta.tipo_consulta,
    created_at: new Date(nowMs).toISOString(),
    expires_at: Math.floor(nowMs / 1000) + CHAT_TOKEN_TTL_SECONDS,
  };
}

/**
 * What a chat route needs: reading (state, downloads: still possible after the end while the token
 * lives, so the patient can re-enter and download the record), ending (possible after the 30
 * minutes, which is when the timeout ends it), or writing (intake, messages, attachments; also
 * what validating and first using a token ask for).
 */
export type ModoAcesso = 'leitura' | 'encerramento' | 'escrita';

/** The consultation fields the access rule reads (the chat and the token service read the same table). */
export type ConsultaAcessada = Pick<ConsultaItem, 'id' | 'medico_id' | 'status_pagamento' | 'status_consulta' | 'utilizada_em'>;

export type ChatAccess<C extends ConsultaAcessada = ConsultaItem> =
  | { readonly ok: true; readonly item: ChatTokenItem; readonly consulta: C }
  | { readonly ok: false; readonly reason: 'invalido' | 'outro-medico' | 'encerrada' | 'tempo-esgotado' };

/**
 * The chat access rule, the one place it is decided (the token routes and every chat route call
 * it): the token must exist, not be revoked or expired, and be bound to an approved consultation
 * of the same doctor; the route's doctor (`medicoId`, when given) must be that one; then `modo`
 * (default `escrita`) asks the consultation not to be ended (ending, writing) and not to be past
 * its 30 minutes (writing).
 */
export function evaluateChatAccess<C extends ConsultaAcessada>(input: {
  item: ChatTokenItem | undefined;
  consulta: C | undefined;
  nowMs: number;
  medicoId?: number;
  modo?: ModoAcesso;
}): ChatAccess<C> {
  const { item, consulta, nowMs, medicoId, modo = 'escrita' } = input;
  if (!item || !consulta) return { ok: false, reason: 'invalido' };
  if (item.revoked_at !== undefined) return { ok: false, reason: 'invalido' };
  if (item.expires_at * 1000 <= nowMs) return { ok: false, reason: 'invalido' };
  if (item.consulta_id !== consulta.id || item.medico_id !== consulta.medico_id) return { ok: false, reason: 'invalido' };
  if (consulta.status_pagamento !== 'aprovado') return { ok: false, reason: 'invalido' };
  if (medicoId !== undefined && (medicoId !== item.medico_id || !isMedicoId(item.medico_id))) return { ok: false, reason: 'outro-medico' };
  if (modo !== 'leitura' && consulta.status_consulta === 'encerrada') return { ok: false, reason: 'encerrada' };
  if (modo === 'escrita' && tempoEsgotado(consulta, nowMs)) return { ok: false, reason: 'tempo-esgotado' };
  return { ok: true, item, consulta };
}

/** The answer of /api/chat-tokens/validar for an access decision. */
export function toValidarResponse(access: ChatAccess): ValidarTokenResponse {
  if (access.ok) {
    return { valid: true, consulta: { medico_id: access.item.medico_id, tipo_consulta: access.item.tipo_consulta } };
  }
  // A token of an ended or timed-out consultation no longer opens the chat for writing.
  return {
    valid: false,
    error: access.reason === 'outro-medico' ? mensagens.acessoChat.tokenOutroMedico : mensagens.acessoChat.tokenInvalido,
  };
}

export interface ChatTokenServiceDependencies {
  readonly db: DynamoDBDocumentClient;
  readonly table: string;
  readonly consultas: ConsultasRepository;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
  readonly randomBytes?: RandomBytes;
}

export interface ChatTokenService {
  /** Stores a new token for `consulta` and returns it (the only time it exists in clear). */
  issue(consulta: ConsultaItem): Promise<string>;
  /** A new token and the Put that stores it, for a caller's transaction. */
  prepare(consulta: ConsultaItem): { token: string; put: { TableName: string; Item: ChatTokenItem; ConditionExpression: string } };
  /** Applies the access rules to a token as received, for `modo` (default `escrita`). */
  check(token: string, medicoId?: number, modo?: ModoAcesso): Promise<ChatAccess>;
  /**
   * Starts the consultation's 30 minutes on first use; idempotent, and a re-entry after the end
   * answers the first instant without writing it. Throws 401 for a token that gives no access.
   */
  markUsed(token: string): Promise<{ utilizadaEm: string }>;
  /** Revokes the consultation's tokens that were never used (refund or chargeback); returns how many. */
  revokeUnused(consultaId: string): Promise<number>;
}

export function createChatTokenService(deps: ChatTokenServiceDependencies): ChatTokenService {
  const { db, table, consultas } = deps;
  const now = deps.now ?? Date.now;
  const randomBytes = deps.randomBytes ?? cryptoRandomBytes;

  const prepare: ChatTokenService['prepare'] = (consulta) => {
    const token = generateChatToken(randomBytes);
    return {
      token,
      // 256 random bits never collide in practice; the condition makes sure a hash is never overwritten.
      put: { TableName: table, Item: newChatTokenItem(token, consulta, now()), ConditionExpression: 'attribute_not_exists(token_hash)' },
    };
  };

  const check: ChatTokenService['check'] = async (token, medicoId, modo) => {
    if (!looksLikeChatToken(token)) return { ok: false, reason: 'invalido' };
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: { token_hash: hashChatToken(token) }, ConsistentRead: true }));
    const item = readItem('chat_tokens', chatTokenItemSchema, Item);
    if (!item) return { ok: false, reason: 'invalido' };
    const consulta = await consultas.get(item.consulta_id);
    return evaluateChatAccess({ item, consulta, nowMs: now(), ...(medicoId !== undefined ? { medicoId } : {}), ...(modo ? { modo } : {}) });
  };

  return {
    prepare,
    check,

    async issue(consulta) {
      const { token, put } = prepare(consulta);
      await db.send(new PutCommand(put));
      return token;
    },

    async markUsed(token) {
      // Read access is enough: re-entering an ended consultation only reads its first instant back;
      // one that ended without ever being opened never starts its 30 minutes.
      const access = await check(token, undefined, 'leitura');
      if (!access.ok) throw new UnauthorizedError(mensagens.acessoChat.tokenInvalido);
      if (access.consulta.status_consulta === 'encerrada' && access.consulta.utilizada_em === undefined) {
        throw new UnauthorizedError(mensagens.acessoChat.tokenInvalido);
      }
      const at = new Date(now()).toISOString();
      const utilizadaEm = (await consultas.markUsed(access.consulta.id, at)) ?? at;
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { token_hash: access.item.token_hash },
          UpdateExpression: 'SET used_at = if_not_exists(used_at, :at)',
          ConditionExpression: 'attribute_exists(token_hash)',
          ExpressionAttributeValues: { ':at': at },
        }),
      );
      return { utilizadaEm };
    },

    async revokeUnused(consultaId) {
      const result = await db.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'by-consulta',
          KeyConditionExpression: 'consulta_id = :consulta',
          ExpressionAttributeValues: { ':consulta': consultaId },
        }),
      );
      const at = new Date(now()).toISOString();
      let revoked = 0;
      for (const item of readItems('chat_tokens', chatTokenItemSchema, result.Items)) {
        if (item.used_at !== undefined || item.revoked_at !== undefined) continue;
        try {
          await db.send(
            new UpdateCommand({
              TableName: table,
              Key: { token_hash: item.token_hash },
              UpdateExpression: 'SET revoked_at = :at',
              ConditionExpression: 'attribute_exists(token_hash) AND attribute_not_exists(used_at) AND attribute_not_exists(revoked_at)',
              ExpressionAttributeValues: { ':at': at },
            }),
          );
          revoked += 1;
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }
      return revoked;
    },
  };
}
