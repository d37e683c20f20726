/**
 * The waiting page's link opened in another browser: a one-time code to the e-mail given at the
 * payment, then the code for the checkout (lambdas/recuperacao/checkout-acesso.ts).
 */
import {
  pagamentoResponseSchema,
  recuperacaoCodigoResponseSchema,
  type PagamentoResponse,
  type RecuperacaoCodigoResponse,
} from '#shared/schemas/pagamentos.js';
import { apiRequest } from '#web/lib/api-client.js';

export async function pedirCodigoCheckout(consultaId: string): Promise<RecuperacaoCodigoResponse> {
  const resposta = await apiRequest<unknown>('/pagamentos/recuperacao/codigo', { method: 'POST', json: { consultaId } });
  return recuperacaoCodigoResponseSchema.parse(resposta);
}

export async function abrirCheckoutPorCodigo(consultaId: string, codigo: string): Promise<PagamentoResponse> {
  const resposta = await apiRequest<unknown>('/pagamentos/recuperacao/acesso', { method: 'POST', json: { consultaId, codigo } });
  return pagamentoResponseSchema.parse(resposta);
}
