/** GET /api/consultas/liberadas (Cognito session): the caller's approved consultations still open. */
import { callerIdentity, createVerifiedEmailLookupFromEnv } from '../common/cognito-user.js';
import { createConsultasRepository } from '../common/consultas-repository.js';
import { tableName } from '../common/dynamo.js';
import { UnauthorizedError } from '../common/errors.js';
import { httpHandler, json } from '../common/http.js';
import { createPacientesRepository } from '../common/pacientes-repository.js';
import { createConsultasService, type ConsultasService } from './consultas.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';

let service: ConsultasService | undefined;
const consultas = (): ConsultasService => {
  if (service) return service;
  const db = dynamoDocumentClient();
  service = createConsultasService({
    pacientes: createPacientesRepository({ db, table: tableName('pacientes') }),
    consultas: createConsultasRepository({ db, table: tableName('consultas') }),
    emailLookup: createVerifiedEmailLookupFromEnv(),
  });
  return service;
};

export const listarLiberadas = httpHandler('consultas-liberadas', async (event) => {
  const caller = callerIdentity(event);
  if (!caller) throw new UnauthorizedError();
  return json(200, await consultas().listarLiberadas(caller));
});
