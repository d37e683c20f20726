/**
 * Results sessions (`sessoes_resultado`): opened with an e-mailed one-time code, they prove the
 * holder reads that e-mail for 30 minutes. The token is 256 CSPRNG bits, base64url, returned once
 * and stored only as its sha256, with the e-mail's hash and the patient row the code was sent for
 * (the e-mail itself is not stored: it is read back from that row and checked against the hash).
 * It travels only in the `x-resultados-token` header, never in a URL. Tokens are never logged.
 */
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { lazySchema } from '#shared/schemas/lazy-schema.js';
import { generateChatToken, hashChatToken, looksLikeChatToken } from '../common/chat-token.js';

export const SESSAO_RESULTADO_MINUTOS = 30;

export const sessaoResultadoItemSchema = lazySchema(() => z.object({
  token_hash: z.string(),
  email_hash: z.string(),
  /** The patient row whose e-mail received the code. */
  paciente_id: z.string(),
  consulta_id: z.string(),
  criado_em: z.string(),
  /** Epoch seconds: the session's end and the table's TTL. */
  expires_at: z.number(),
}));
export type SessaoResultadoItem = z.infer<typeof sessaoResultadoItemSchema>;

export interface SessoesResultado {
  abrir(input: { emailHash: string; pacienteId: string; consultaId: string }): Promise<{ token: string; expiraEm: string }>;
  /** The live session of a token as received, or `undefined` (absent, malformed, unknown or expired). */
  obter(token: string | undefined): Promise<SessaoResultadoItem | undefined>;
}

export function createSessoesResultado(deps: { db: DynamoDBDocumentClient; table: string; now?: () => number }): SessoesResultado {
  const { db, table } = deps;
  const now = deps.now ?? Date.now;
  return {
    async abrir(input) {
      // Same shape and hashing as the chat tokens: 32 random bytes, base64url, sha256 stored.
      const token = generateChatToken();
      const agoraMs = now();
      const expiresAt = Math.floor(agoraMs / 1000) + SESSAO_RESULTADO_MINUTOS * 60;
      const item: SessaoResultadoItem = {
        token_hash: hashChatToken(token),
        email_hash: input.emailHash,
        paciente_id: input.pacienteId,
        consulta_id: input.consultaId,
        criado_em: new Date(agoraMs).toISOString(),
        expires_at: expiresAt,
      };
      await db.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(token_hash)' }));
      return { token, expiraEm: new Date(expiresAt * 1000).toISOString() };
    },

    async obter(token) {
      if (!token || !looksLikeChatToken(token)) return undefined;
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: { token_hash: hashChatToken(token) }, ConsistentRead: true }));
      if (!Item) return undefined;
      const sessao = sessaoResultadoItemSchema.parse(Item);
      return sessao.expires_at * 1000 > now() ? sessao : undefined;
    },
  };
}
