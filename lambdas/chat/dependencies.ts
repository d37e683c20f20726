/**
 * The chat service wired to its AWS collaborators, built on first use. Each chat route's Lambda
 * gets only its own tables' and buckets' variables (least privilege), so every collaborator is
 * created lazily, when a route actually touches it.
 */
import { createAnexosStorageFromEnv } from '../common/anexos-storage.js';
import { createChatTokenService } from '../common/chat-token.js';
import { clientIp } from '../common/client-ip.js';
import { createVerifiedEmailLookupFromEnv } from '../common/cognito-user.js';
import { createConsultasRepository } from '../common/consultas-repository.js';
import { createDocumentClient, tableName } from '../common/dynamo.js';
import type { HttpEvent } from '../common/http.js';
import { lazyObject } from '../common/lazy.js';
import { createMensagensRepository } from '../common/mensagens-repository.js';
import { createPacientesRepository } from '../common/pacientes-repository.js';
import { createRateLimiter, type RateLimiter } from '../common/rate-limit.js';
import { createConsultaEngineFromEnv } from '../ia/engine-factory.js';
import { tokenLookup, type ChatAcessoDependencies } from './chat-acesso.js';
import { createChatService, type ChatDependencies, type ChatService } from './chat.js';
import { createConsultaChatRepository, type ConsultaChatItem } from './consulta-chat-repository.js';

let service: ChatService | undefined;
let db: ReturnType<typeof createDocumentClient> | undefined;
let acessoLimiter: RateLimiter | undefined;

const documentClient = () => (db ??= createDocumentClient());

/**
 * The per-IP cap of the chat-token routes, counted before the token is looked up, so a burst of
 * guessed tokens from one address is answered 429 instead of being checked one by one.
 */
export async function limitarAcessoChat(event: HttpEvent): Promise<void> {
  acessoLimiter ??= createRateLimiter({ db: documentClient(), table: tableName('rate_limits') });
  await acessoLimiter.hit('chat-acesso', clientIp(event));
}

/** The one chat service of this Lambda container. */
export function chatService(): ChatService {
  if (service) return service;
  const db = documentClient();
  const deps: ChatDependencies = lazyObject<ChatDependencies>({
    consultas: () => createConsultasRepository({ db, table: tableName('consultas') }),
    acesso: () =>
      lazyObject<ChatAcessoDependencies>({
        tokenPorHash: () => tokenLookup(db, tableName('chat_tokens')),
        consultaPorId: () => (id: string) => deps.consultas.get(id) as Promise<ConsultaChatItem | undefined>,
        chatTokens: () => createChatTokenService({ db, table: tableName('chat_tokens'), consultas: deps.consultas }),
      }),
    mensagens: () => createMensagensRepository({ db, table: tableName('mensagens') }),
    chatConsultas: () =>
      createConsultaChatRepository({
        db,
        table: tableName('consultas'),
        mensagens: deps.mensagens,
        get: (id) => deps.consultas.get(id) as Promise<ConsultaChatItem | undefined>,
      }),
    rateLimiter: () => createRateLimiter({ db, table: tableName('rate_limits') }),
    anexos: () => createAnexosStorageFromEnv(),
    engine: () => createConsultaEngineFromEnv(),
    pacientes: () => createPacientesRepository({ db, table: tableName('pacientes') }),
    emailLookup: () => createVerifiedEmailLookupFromEnv(),
  });
  service = createChatService(deps);
  return service;
}
