/**
 * The chat service wired to its AWS collaborators, built on first use. Each chat route's Lambda
 * gets only its own tables' and buckets' variables (least privilege), so every collaborator is
 * created lazily, when a route actually touches it.
 *
 * The two heavier parts, the consultation engine (the Bedrock client, its prompts and metrics) and
 * the PDF renderers, are given by the entries that need them (stream-handler.ts,
 * receita-handler.ts and encerrar-handler.ts; pdf-handler.ts), so that every other chat route's
 * bundle leaves them out.
 */
import { CHAT_TOKEN_HEADER } from '#shared/schemas/chat-tokens.js';
import { chatQuerySchema } from '#shared/schemas/chat.js';
import { createAnexosStorageFromEnv } from '../common/anexos-storage.js';
import { createChatTokenService } from '../common/chat-token.js';
import { clientIp } from '../common/client-ip.js';
import { createVerifiedEmailLookupFromEnv } from '../common/cognito-user.js';
import { createConsultasRepository } from '../common/consultas-repository.js';
import { tableName } from '../common/dynamo.js';
import { parseInput, type HttpEvent } from '../common/http.js';
import { lazyObject } from '../common/lazy.js';
import { createMensagensRepository } from '../common/mensagens-repository.js';
import { createPacientesRepository } from '../common/pacientes-repository.js';
import { createRateLimiter, type RateLimiter } from '../common/rate-limit.js';
import { createEventPublisherFromEnv, type EventPublisher } from '../common/realtime-publisher.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { configuredEngine } from '../ia/ambiente.js';
import type { ConsultaEngine } from '../ia/engine.js';
import { createCicloDoCaso } from '../validacao/caso.js';
import { alvoMinutosFromEnv } from '../validacao/resultado.js';
import { createValidacoesRepositoryFromEnv } from '../validacao/validacoes-repository.js';
import { tokenLookup, type ChatAcessoDependencies } from './chat-acesso.js';
import { createChatService, type ChatDependencies, type ChatService, type DocumentosPdf, type GuardaTriagem } from './chat.js';
import { createConsultaChatRepository } from './consulta-chat-repository.js';

/** What only some chat entries bundle. */
export interface ChatEntryParts {
  /** The consultation engine (createConsultaEngineFromEnv). */
  readonly engine?: () => ConsultaEngine;
  readonly documentos?: DocumentosPdf;
  /** The triage guard's loader (shared/triagem/index.ts): only the message route reads patient messages. */
  readonly triagem?: () => Promise<GuardaTriagem>;
}

let acessoLimiter: RateLimiter | undefined;
let publisher: EventPublisher | undefined;

/**
 * The per-IP cap of the chat-token routes, counted before the token is looked up, so a burst of
 * guessed tokens from one address is answered 429 instead of being checked one by one.
 */
export async function limitarAcessoChat(event: HttpEvent): Promise<void> {
  acessoLimiter ??= createRateLimiter({ db: dynamoDocumentClient(), table: tableName('rate_limits') });
  await acessoLimiter.hit('chat-acesso', clientIp(event));
}

/** The chat token of a request (API Gateway lower-cases header names). */
export const chatToken = (event: HttpEvent): string | undefined => event.headers?.[CHAT_TOKEN_HEADER];

/** `?medicoId=` of the GET routes, then the per-IP cap (bad queries never count against it). */
export async function medicoIdDaQuery(event: HttpEvent): Promise<number> {
  const { medicoId } = parseInput(chatQuerySchema, event.queryStringParameters ?? {});
  await limitarAcessoChat(event);
  return medicoId;
}

const naoIncluido = (parte: string, entradas: string): never => {
  throw new Error(`${parte} is bundled only with ${entradas}`);
};

/** A chat service on this environment's tables, bucket and user pool, with the parts the entry gives. */
export function createChatServiceFromEnv(parts: ChatEntryParts = {}): ChatService {
  const db = dynamoDocumentClient();
  const deps: ChatDependencies = lazyObject<ChatDependencies>({
    consultas: () => createConsultasRepository({ db, table: tableName('consultas') }),
    acesso: () =>
      lazyObject<ChatAcessoDependencies>({
        tokenPorHash: () => tokenLookup(db, tableName('chat_tokens')),
        consultaPorId: () => (id: string) => deps.consultas.get(id),
        chatTokens: () => createChatTokenService({ db, table: tableName('chat_tokens'), consultas: deps.consultas }),
      }),
    mensagens: () => createMensagensRepository({ db, table: tableName('mensagens') }),
    chatConsultas: () =>
      createConsultaChatRepository({
        db,
        table: tableName('consultas'),
        mensagens: deps.mensagens,
        get: (id) => deps.consultas.get(id),
      }),
    rateLimiter: () => createRateLimiter({ db, table: tableName('rate_limits') }),
    anexos: () => createAnexosStorageFromEnv(),
    engine: () =>
      (parts.engine ?? (() => naoIncluido('The consultation engine', 'stream-handler.ts, receita-handler.ts and encerrar-handler.ts')))(),
    ia: () => configuredEngine(process.env),
    pacientes: () => createPacientesRepository({ db, table: tableName('pacientes') }),
    emailLookup: () => createVerifiedEmailLookupFromEnv(),
    documentos: () => parts.documentos ?? naoIncluido('The PDF renderers', 'pdf-handler.ts'),
    triagem: () => parts.triagem ?? naoIncluido('The triage guard', 'stream-handler.ts'),
    validacoes: () => createValidacoesRepositoryFromEnv(db),
    ciclo: () =>
      createCicloDoCaso({
        validacoes: deps.validacoes,
        mensagens: deps.mensagens,
        consultaPorId: (id) => deps.consultas.get(id),
        engine: () => deps.engine,
        publisher: () => (publisher ??= createEventPublisherFromEnv()),
      }),
    alvoMinutos: () => alvoMinutosFromEnv(),
  });
  return createChatService(deps);
}

/** The one chat service of an entry's Lambda container, built on first use. */
export function chatServiceOfEntry(parts: ChatEntryParts = {}): () => ChatService {
  let service: ChatService | undefined;
  return () => (service ??= createChatServiceFromEnv(parts));
}
