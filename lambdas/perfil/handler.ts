/**
 * The profile routes (Cognito session): GET and PATCH /api/perfil, POST /api/perfil/avatar/upload
 * and /api/perfil/avatar, GET /api/perfil/dados (LGPD export), DELETE /api/perfil (LGPD
 * deletion) and GET /api/perfil/consultas/{consultaId}/anexos (the patient's own attachments). Each route's Lambda gets only its own tables and bucket, so collaborators are built on
 * first use.
 */
import { consultaIdSchema } from '#shared/schemas/consultas.js';
import {
  atualizarPerfilRequestSchema,
  avatarUploadRequestSchema,
  confirmarAvatarRequestSchema,
  excluirContaRequestSchema,
} from '#shared/schemas/perfil.js';
import { createAnexosStorageFromEnv } from '../common/anexos-storage.js';
import { createAvatarStorageFromEnv } from '../common/avatar-storage.js';
import { createAccountDirectoryFromEnv } from '../common/cognito-accounts.js';
import { tableName } from '../common/dynamo.js';
import { UnauthorizedError } from '../common/errors.js';
import { httpHandler, json, parseBody, parseInput, type HttpEvent } from '../common/http.js';
import { lazyObject } from '../common/lazy.js';
import { createMensagensRepository } from '../common/mensagens-repository.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { createTitularRepository } from '../common/titular-repository.js';
import { mensagensConsultaExportSource } from './mensagens-consulta-export.js';
import { createPerfilService, type PerfilCaller, type PerfilDependencies, type PerfilService } from './perfil.js';

let service: PerfilService | undefined;
const perfil = (): PerfilService => {
  if (service) return service;
  const env = process.env;
  const deps: PerfilDependencies = lazyObject<PerfilDependencies>({
    contas: () => createAccountDirectoryFromEnv(),
    avatars: () => createAvatarStorageFromEnv(),
    titular: () =>
      createTitularRepository({
        db: dynamoDocumentClient(),
        pacientesTable: tableName('pacientes'),
        // Only the export and deletion routes are given these two.
        ...(env.TABLE_CONSULTAS ? { consultasTable: env.TABLE_CONSULTAS } : {}),
        ...(env.TABLE_PROMO_REDEMPTIONS ? { promoRedemptionsTable: env.TABLE_PROMO_REDEMPTIONS } : {}),
      }),
    // Only the export and attachments routes are given the transcripts' table and the attachments' bucket.
    exportSources: (): PerfilDependencies['exportSources'] =>
      env.TABLE_MENSAGENS
        ? [mensagensConsultaExportSource(deps.mensagens!, env.BUCKET_ANEXOS ? deps.anexos : undefined)]
        : [],
    mensagens: () => (env.TABLE_MENSAGENS ? createMensagensRepository({ db: dynamoDocumentClient(), table: env.TABLE_MENSAGENS }) : undefined),
    anexos: () => (env.BUCKET_ANEXOS ? createAnexosStorageFromEnv() : undefined),
    // The deletion route only; the client (and its Secrets Manager SDK) is imported on first use.
    asaas: () => () => import('../common/asaas-client.js').then(({ createAsaasClientFromEnv }) => createAsaasClientFromEnv()),
    now: () => Date.now,
  });
  service = createPerfilService(deps);
  return service;
};

const MAX_BODY_BYTES = 1024;

/** The verified access token's `sub` and `username`, from the JWT authorizer. */
function perfilCaller(event: HttpEvent): PerfilCaller {
  const context = event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } };
  const claims = context.authorizer?.jwt?.claims ?? {};
  const username = claims.username ?? claims['cognito:username'];
  if (typeof claims.sub !== 'string' || !claims.sub || typeof username !== 'string' || !username) throw new UnauthorizedError();
  return { sub: claims.sub, username };
}

export const obterPerfil = httpHandler('perfil-obter', async (event) => json(200, await perfil().obter(perfilCaller(event))));

export const atualizarPerfil = httpHandler('perfil-atualizar', async (event) => {
  const caller = perfilCaller(event);
  const input = parseBody(event, atualizarPerfilRequestSchema, MAX_BODY_BYTES);
  return json(200, await perfil().atualizar(caller, input));
});

export const iniciarUploadAvatar = httpHandler('perfil-avatar-upload', async (event) => {
  const caller = perfilCaller(event);
  const input = parseBody(event, avatarUploadRequestSchema, MAX_BODY_BYTES);
  return json(201, await perfil().iniciarUploadAvatar(caller, input));
});

export const confirmarAvatar = httpHandler('perfil-avatar-confirmar', async (event) => {
  const caller = perfilCaller(event);
  const { key } = parseBody(event, confirmarAvatarRequestSchema, MAX_BODY_BYTES);
  return json(200, await perfil().confirmarAvatar(caller, key));
});

export const exportarDados = httpHandler('perfil-dados', async (event) => {
  const dados = await perfil().exportarDados(perfilCaller(event));
  return json(200, dados, { 'content-disposition': 'attachment; filename="meus-dados-zapsaude.json"' });
});

export const excluirConta = httpHandler('perfil-excluir', async (event) => {
  const caller = perfilCaller(event);
  parseBody(event, excluirContaRequestSchema, MAX_BODY_BYTES);
  return json(200, await perfil().excluirConta(caller));
});

export const listarAnexos = httpHandler('perfil-anexos', async (event) => {
  const caller = perfilCaller(event);
  const consultaId = parseInput(consultaIdSchema, event.pathParameters?.consultaId);
  return json(200, await perfil().listarAnexos(caller, consultaId));
});
