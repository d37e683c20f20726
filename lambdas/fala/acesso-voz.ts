/**
 * The chat token check of a doctor's voice on POST /api/fala, imported on the first request that
 * needs it (Camila's anonymous requests never load it). The rule is the chat's own
 * (common/chat-token.ts) in reading mode: the doctor's voice may read the consultation aloud while
 * its token lives, the closing message after the end too.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mensagens } from '#shared/messages.js';
import { createChatTokenService } from '../common/chat-token.js';
import { createConsultasRepository } from '../common/consultas-repository.js';
import { ForbiddenError, UnauthorizedError } from '../common/errors.js';
import type { AutorizarVoz } from './fala.js';

export interface AcessoVozDependencies {
  readonly db: DynamoDBDocumentClient;
  readonly tokensTable: string;
  readonly consultasTable: string;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
}

export function createAutorizarVoz(deps: AcessoVozDependencies): AutorizarVoz {
  const tokens = createChatTokenService({
    db: deps.db,
    table: deps.tokensTable,
    consultas: createConsultasRepository({ db: deps.db, table: deps.consultasTable }),
    ...(deps.now ? { now: deps.now } : {}),
  });
  return async (tokenRecebido, medicoId) => {
    const token = tokenRecebido?.trim() ?? '';
    if (token === '') throw new UnauthorizedError(mensagens.acessoChat.tokenNaoFornecido);
    const acesso = await tokens.check(token, medicoId, 'leitura');
    if (acesso.ok) return;
    if (acesso.reason === 'outro-medico') throw new ForbiddenError(mensagens.acessoChat.tokenOutroMedico);
    throw new UnauthorizedError(mensagens.acessoChat.tokenInvalido);
  };
}
