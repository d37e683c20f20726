/**
 * The results service wired to its AWS collaborators, built on first use: each results route's
 * Lambda gets only its own tables' variables (least privilege), so every collaborator is created
 * when a route actually touches it. The document reader (S3) is given only by documento-handler.ts,
 * so the other routes' bundles leave it out.
 */
import { RESULTADOS_TOKEN_HEADER } from '#shared/schemas/validacao.js';
import { clientIp } from '../common/client-ip.js';
import { createVerifiedEmailLookupFromEnv } from '../common/cognito-user.js';
import { createConsultasRepository } from '../common/consultas-repository.js';
import { tableName } from '../common/dynamo.js';
import { envioEmailFromEnv } from '../common/email.js';
import type { HttpEvent } from '../common/http.js';
import { lazyObject } from '../common/lazy.js';
import { createPacientesRepository } from '../common/pacientes-repository.js';
import { createRateLimiter, type RateLimiter, type RateLimitScope } from '../common/rate-limit.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { verificacaoEmailFromEnv } from '../common/verificacao-email.js';
import { alvoMinutosFromEnv } from '../validacao/resultado.js';
import { createValidacoesRepository } from '../validacao/validacoes-repository.js';
import { createResultadosService, type ResultadosDependencies, type ResultadosService } from './resultados.js';
import { createSessoesResultado } from './sessoes-resultado.js';

let limiter: RateLimiter | undefined;

/** The per-IP cap of a public results route, counted before anything is looked up. */
export async function limitarPorIp(event: HttpEvent, scope: Extract<RateLimitScope, `resultados-${string}`>): Promise<void> {
  limiter ??= createRateLimiter({ db: dynamoDocumentClient(), table: tableName('rate_limits') });
  await limiter.hit(scope, clientIp(event));
}

/** The results session token of a request (API Gateway lower-cases header names). */
export const resultadosToken = (event: HttpEvent): string | undefined => event.headers?.[RESULTADOS_TOKEN_HEADER];

const naoIncluido = (): never => {
  throw new Error('The document reader is bundled only with documento-handler.ts');
};

/** The one results service of an entry's Lambda container, built on first use. */
export function resultadosServiceOfEntry(parts: { lerDocumento?: ResultadosDependencies['lerDocumento'] } = {}): () => ResultadosService {
  let service: ResultadosService | undefined;
  return () => {
    if (service) return service;
    const deps: ResultadosDependencies = lazyObject<ResultadosDependencies>({
      pacientes: () => createPacientesRepository({ db: dynamoDocumentClient(), table: tableName('pacientes') }),
      consultas: () => createConsultasRepository({ db: dynamoDocumentClient(), table: tableName('consultas') }),
      // Reads of `validacoes` only: the versions table is needed (and granted) only by the lists.
      validacoes: () =>
        createValidacoesRepository({
          db: dynamoDocumentClient(),
          table: tableName('validacoes'),
          versoesTable: process.env.TABLE_VALIDACAO_VERSOES ?? '',
        }),
      emailLookup: () => createVerifiedEmailLookupFromEnv(),
      verificacao: () => verificacaoEmailFromEnv(),
      sessoes: () => createSessoesResultado({ db: dynamoDocumentClient(), table: tableName('sessoes_resultado') }),
      enviarEmail: () => envioEmailFromEnv(),
      lerDocumento: () => parts.lerDocumento ?? naoIncluido,
      alvoMinutos: () => alvoMinutosFromEnv(),
    });
    service = createResultadosService(deps);
    return service;
  };
}
