/**
 * The patient's results (docs/validacao-medica.md, "API → Patients"):
 * GET /api/resultados (Cognito) lists the account's consultations and their validation;
 * POST /api/resultados/codigo e-mails a one-time code for a results link;
 * POST /api/resultados/sessao exchanges the code for a 30-minute results session token;
 * GET /api/resultados/acesso (`x-resultados-token`) lists the consultations of the proven e-mail.
 */
import {
  resultadosCodigoRequestSchema,
  resultadosCodigoResponseSchema,
  resultadosResponseSchema,
  resultadosSessaoRequestSchema,
  resultadosSessaoResponseSchema,
} from '#shared/schemas/validacao.js';
import { callerIdentity } from '../common/cognito-user.js';
import { UnauthorizedError } from '../common/errors.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { limitarPorIp, resultadosServiceOfEntry, resultadosToken } from './dependencies.js';

const resultados = resultadosServiceOfEntry();

export const listarResultadosConta = httpHandler('resultados-conta', async (event) => {
  const caller = callerIdentity(event);
  if (!caller) throw new UnauthorizedError();
  return json(200, resultadosResponseSchema.parse(await resultados().listarConta(caller)));
});

export const enviarCodigoResultados = httpHandler('resultados-codigo', async (event) => {
  const { consultaId } = parseBody(event, resultadosCodigoRequestSchema);
  await limitarPorIp(event, 'resultados-codigo');
  return json(200, resultadosCodigoResponseSchema.parse(await resultados().enviarCodigo(consultaId)));
});

export const abrirSessaoResultados = httpHandler('resultados-sessao', async (event) => {
  const { consultaId, codigo } = parseBody(event, resultadosSessaoRequestSchema);
  await limitarPorIp(event, 'resultados-sessao');
  return json(201, resultadosSessaoResponseSchema.parse(await resultados().abrirSessao(consultaId, codigo)));
});

export const listarResultadosAcesso = httpHandler('resultados-acesso', async (event) => {
  await limitarPorIp(event, 'resultados-acesso');
  return json(200, resultadosResponseSchema.parse(await resultados().listarAcesso(resultadosToken(event))));
});
