/**
 * POST /api/contato: the public contact form. The body is parsed by the same schema as the form;
 * bad input is a 400 in Portuguese and stores nothing. Each stored message is e-mailed to the
 * support address, `EMAIL_SUPORTE` (set by the CDK for every e-mail-sending function and by the
 * local stack), with the sender as Reply-To.
 */
import { contatoRequestSchema, type ContatoResponse } from '#shared/schemas/contato.js';
import { clientIp } from '../common/client-ip.js';
import { tableName } from '../common/dynamo.js';
import { enviarEmail } from '../common/email.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { createContatoService, type ContatoService } from './contato.js';

/** The support team's address, from the function's environment. */
export function emailSuporteFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const endereco = env.EMAIL_SUPORTE?.trim();
  if (!endereco) throw new Error('Missing environment variable EMAIL_SUPORTE');
  return endereco;
}

let service: ContatoService | undefined;
const contatos = (): ContatoService =>
  (service ??= createContatoService({
    db: dynamoDocumentClient(),
    table: tableName('contatos'),
    enviarEmail,
    emailSuporte: emailSuporteFromEnv(),
  }));

/** A 5000-character message of multi-byte letters plus the other fields fits well within this. */
const MAX_BODY_BYTES = 32 * 1024;

export const createContato = httpHandler('contato-create', async (event) => {
  const contato = parseBody(event, contatoRequestSchema, MAX_BODY_BYTES);
  const body: ContatoResponse = await contatos().create(contato, { ip: clientIp(event) });
  return json(201, body);
});
