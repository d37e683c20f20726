/**
 * Consultation chat tokens (DESIGN §3.3): 256 bits from the CSPRNG, base64url, shown to the patient
 * once and stored only as their sha256, bound to one consultation and one doctor, expiring after
 * 24 h; the consultation's 30 minutes after its first opening are enforced on every validation.
 * The chat, prescription and speech handlers validate the `x-chat-token` header through here too.
 * Tokens are never logged, not even hashed.
 */
import { createHash, randomBytes as cryptoRandomBytes } from 'node:crypto';
import { ConditionalCheckFailedException, type DocumentClient } from './aws/dynamodb.js';
import { mensagens } from '../../shared/messages.js';
import type { TipoConsulta } from '../../shared/schemas/consultas.js';
import type { ValidarTokenResponse } from '../../shared/schemas/chat-tokens.js';
import { isConsultaAberta, type ConsultaItem, type ConsultasRepository } from './consultas-repository.js';
import { UnauthorizedError } from './errors.js';

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

export interface ChatTokenItem {
  readonly token_hash: string;
  readonly consulta_id: string;
  readonly paciente_id: string;
  readonly medico_id: number;
  readonly tipo_consulta: TipoConsulta;
  readonly created_at: string;
  /** Epoch seconds; the table's TTL attribute. DynamoDB Local never deletes, so readers check it. */
  readonly expires_at: number;
  readonly used_at?: string;
  readonly revoked_at?: string;
}

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

export type ChatAccess =
  | { readonly ok: true; readonly item: ChatTokenItem; readonly consulta: ConsultaItem }
  | { readonly ok: false; readonly reason: 'invalido' | 'outro-medico' };

/**
 * The access rules, in one pure function: the token must exist, not be revoked or expired, belong
 * to an approved consultation that is not ended nor past its 30 minutes, and to `medicoId` if given.
 */
export function evaluateChatAccess(input: {
  item: ChatTokenItem | undefined;
  consulta: ConsultaItem | undefined;
  nowMs: number;
  medicoId?: number;
}): ChatAccess {
  const { item, consulta, nowMs, medicoId } = input;
  if (!item || !consulta) return { ok: false, reason: 'invalido' };
  if (item.revoked_at !== undefined) return { ok: false, reason: 'invalido' };
  if (item.expires_at * 1000 <= nowMs) return { ok: false, reason: 'invalido' };
  if (item.consulta_id !== consulta.id || item.medico_id !== consulta.medico_id) return { ok: false, reason: 'invalido' };
  if (!isConsultaAberta(consulta, nowMs)) return { ok: false, reason: 'invalido' };
  if (medicoId !== undefined && medicoId !== item.medico_id) return { ok: false, reason: 'outro-medico' };
  return { ok: true, item, consulta };
}

/** The validated-token answer of the spec (§3) for an access decision. */
export function toValidarResponse(access: ChatAccess): ValidarTokenResponse {
  if (access.ok) {
    return { valid: true, consulta: { medico_id: access.item.medico_id, tipo_consulta: access.item.tipo_consulta } };
  }
  return {
    valid: false,
    error: access.reason === 'outro-medico' ? mensagens.acessoChat.tokenOutroMedico : mensagens.acessoChat.tokenInvalido,
  };
}

export interface ChatTokenServiceDependencies {
  readonly db: DocumentClient;
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
  /** Applies the access rules to a token as received. */
  check(token: string, medicoId?: number): Promise<ChatAccess>;
  /** Starts the consultation's 30 minutes on first use; idempotent. Throws 401 for a token that gives no access. */
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

  const check: ChatTokenService['check'] = async (token, medicoId) => {
    if (!looksLikeChatToken(token)) return { ok: false, reason: 'invalido' };
    const item = (await db.get({ TableName: table, Key: { token_hash: hashChatToken(token) }, ConsistentRead: true }))
      .Item as ChatTokenItem | undefined;
    if (!item) return { ok: false, reason: 'invalido' };
    const consulta = await consultas.get(item.consulta_id);
    return evaluateChatAccess({ item, consulta, nowMs: now(), ...(medicoId !== undefined ? { medicoId } : {}) });
  };

  return {
    prepare,
    check,

    async issue(consulta) {
      const { token, put } = prepare(consulta);
      await db.put(put);
      return token;
    },

    async markUsed(token) {
      const access = await check(token);
      if (!access.ok) throw new UnauthorizedError(mensagens.acessoChat.tokenInvalido);
      const at = new Date(now()).toISOString();
      const utilizadaEm = (await consultas.markUsed(access.consulta.id, at)) ?? at;
      await db.update({
        TableName: table,
        Key: { token_hash: access.item.token_hash },
        UpdateExpression: 'SET used_at = if_not_exists(used_at, :at)',
        ConditionExpression: 'attribute_exists(token_hash)',
        ExpressionAttributeValues: { ':at': at },
      });
      return { utilizadaEm };
    },

    async revokeUnused(consultaId) {
      const result = await db.query({
        TableName: table,
        IndexName: 'by-consulta',
        KeyConditionExpression: 'consulta_id = :consulta',
        ExpressionAttributeValues: { ':consulta': consultaId },
      });
      const at = new Date(now()).toISOString();
      let revoked = 0;
      for (const item of (result.Items ?? []) as ChatTokenItem[]) {
        if (item.used_at !== undefined || item.revoked_at !== undefined) continue;
        try {
          await db.update({
            TableName: table,
            Key: { token_hash: item.token_hash },
            UpdateExpression: 'SET revoked_at = :at',
            ConditionExpression: 'attribute_exists(token_hash) AND attribute_not_exists(used_at) AND attribute_not_exists(revoked_at)',
            ExpressionAttributeValues: { ':at': at },
          });
          revoked += 1;
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }
      return revoked;
    },
  };
}
