/** POST /api/consultas/gratuita/codigo: a one-time code e-mailed to the address of the free form, to prove it. */
import {
  codigoConsultaGratuitaResponseSchema,
  type CodigoConsultaGratuitaRequest,
  type CodigoConsultaGratuitaResponse,
} from '#shared/schemas/consultas.js';
import { apiRequest } from '#web/lib/api-client.js';

export async function enviarCodigoConsultaGratuita(pedido: CodigoConsultaGratuitaRequest): Promise<CodigoConsultaGratuitaResponse> {
  return codigoConsultaGratuitaResponseSchema.parse(await apiRequest<unknown>('/consultas/gratuita/codigo', { method: 'POST', json: pedido }));
}
