/** POST /api/consultas/gratuita: the free consultation of the promo code, and its secure link's token. */
import {
  consultaGratuitaResponseSchema,
  type ConsultaGratuitaRequestInput,
  type ConsultaGratuitaResponse,
} from '#shared/schemas/consultas.js';
import { apiRequest } from '#web/lib/api-client.js';

export async function createConsultaGratuita(pedido: ConsultaGratuitaRequestInput): Promise<ConsultaGratuitaResponse> {
  return consultaGratuitaResponseSchema.parse(await apiRequest<unknown>('/consultas/gratuita', { method: 'POST', json: pedido }));
}
