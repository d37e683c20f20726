/** POST /api/promo/validar: the server checks the promo code (docs/arquitetura.md#promo-code-and-free-consultation); 400 carries the dialog's texts. */
import { promoResponseSchema, type PromoResponse } from '#shared/schemas/pagamentos.js';
import { apiRequest } from '#web/lib/api-client.js';

export async function validarCodigoPromo(codigo: string): Promise<PromoResponse> {
  return promoResponseSchema.parse(await apiRequest<unknown>('/promo/validar', { method: 'POST', json: { codigo } }));
}
