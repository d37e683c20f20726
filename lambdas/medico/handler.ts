/**
 * The physicians' cockpit routes (auth `medico`, docs/validacao-medica.md "API"): profile, queue,
 * case, claim, release and draft edits. Each checks the caller's group and CRM first
 * (medico-autorizado.ts), then calls the domain service.
 */
import { salvarRascunhoRequestSchema } from '#shared/schemas/validacao.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { validacaoMedica } from './dependencias.js';
import { consultaIdDoEvento, MAX_RASCUNHO_BYTES, medicoDoEvento } from './rotas.js';

export const obterPerfilMedico = httpHandler('medico-perfil', async (event) => json(200, (await medicoDoEvento(event)).perfil));

export const listarFila = httpHandler('medico-fila', async (event) => {
  const medico = await medicoDoEvento(event);
  return json(200, await validacaoMedica().fila(medico));
});

export const obterCaso = httpHandler('medico-caso', async (event) => {
  const medico = await medicoDoEvento(event);
  return json(200, await validacaoMedica().caso(medico, consultaIdDoEvento(event)));
});

export const reservarCaso = httpHandler('medico-reservar', async (event) => {
  const medico = await medicoDoEvento(event);
  return json(200, await validacaoMedica().reservar(medico, consultaIdDoEvento(event)));
});

export const liberarCaso = httpHandler('medico-liberar', async (event) => {
  const medico = await medicoDoEvento(event);
  await validacaoMedica().liberar(medico, consultaIdDoEvento(event));
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});

export const salvarRascunho = httpHandler('medico-rascunho', async (event) => {
  const medico = await medicoDoEvento(event);
  const consultaId = consultaIdDoEvento(event);
  const { rascunho } = parseBody(event, salvarRascunhoRequestSchema, MAX_RASCUNHO_BYTES);
  return json(200, await validacaoMedica().salvarRascunho(medico, consultaId, rascunho));
});
