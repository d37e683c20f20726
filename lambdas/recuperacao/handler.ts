/** GET /api/pagamento/recuperacao (Cognito session): the caller's approved consultations. */
import { callerIdentity, createVerifiedEmailLookupFromEnv } from '../common/cognito-user.js';
import { tableName } from '../common/dynamo.js';
import { UnauthorizedError } from '../common/errors.js';
import { httpHandler, json } from '../common/http.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { createTitularRepository } from '../common/titular-repository.js';
import { createRecuperacaoService, type RecuperacaoService } from './recuperacao.js';

let service: RecuperacaoService | undefined;
const recuperacao = (): RecuperacaoService =>
  (service ??= createRecuperacaoService({
    titular: createTitularRepository({
      db: dynamoDocumentClient(),
      pacientesTable: tableName('pacientes'),
      consultasTable: tableName('consultas'),
    }),
    emailLookup: createVerifiedEmailLookupFromEnv(),
  }));

export const listarRecuperacao = httpHandler('pagamento-recuperacao', async (event) => {
  const caller = callerIdentity(event);
  if (!caller) throw new UnauthorizedError();
  return json(200, await recuperacao().listar(caller));
});
