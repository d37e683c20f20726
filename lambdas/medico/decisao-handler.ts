/**
 * The physician's decision (docs/validacao-medica.md): "Validar e enviar" and "Recusar". The
 * decision is committed first; the signed documents and the patient's notice follow
 * (validacao-medica.ts), so a failure there never loses or repeats a decision.
 */
import { recusarRequestSchema, validarRequestSchema } from '#shared/schemas/validacao.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { colaboradoresDaDecisao } from './decisao-dependencias.js';
import { validacaoMedica } from './dependencias.js';
import { consultaIdDoEvento, MAX_RASCUNHO_BYTES, medicoDoEvento } from './rotas.js';

export const validarCaso = httpHandler('medico-validar', async (event) => {
  const medico = await medicoDoEvento(event);
  const consultaId = consultaIdDoEvento(event);
  const { rascunho } = parseBody(event, validarRequestSchema, MAX_RASCUNHO_BYTES);
  return json(200, await validacaoMedica(colaboradoresDaDecisao).validar(medico, consultaId, rascunho));
});

export const recusarCaso = httpHandler('medico-recusar', async (event) => {
  const medico = await medicoDoEvento(event);
  const consultaId = consultaIdDoEvento(event);
  const { orientacao } = parseBody(event, recusarRequestSchema);
  return json(200, await validacaoMedica(colaboradoresDaDecisao).recusar(medico, consultaId, orientacao));
});
