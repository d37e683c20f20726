/**
 * POST /api/contato: the public contact form. The body is parsed by the same schema as the form;
 * bad input is a 400 in Portuguese and stores nothing.
 */
import { contatoRequestSchema, type ContatoResponse } from '#shared/schemas/contato.js';
import { tableName } from '../common/dynamo.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { createContatoService, type ContatoService } from './contato.js';
import { clientIp } from '../common/client-ip.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';

let service: ContatoService | undefined;
const contatos = (): ContatoService =>
  (service ??= createContatoService({ db: dynamoDocumentClient(), table: tableName('contatos') }));

/** A 5000-character message of multi-byte letters plus the other fields fits well within this. */
const MAX_BODY_BYTES = 32 * 1024;

export const createContato = httpHandler('contato-create', async (event) => {
  const contato = parseBody(event, contatoRequestSchema, MAX_BODY_BYTES);
  const body: ContatoResponse = await contatos().create(contato, { ip: clientIp(event) });
  return json(201, body);
});
