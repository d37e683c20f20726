/**
 * POST /api/pagamentos: the patient, the pending consultation and the Asaas payment. Shared by
 * /cadastro-pagamento and the scheduling form's payment dialog, which both then go to the waiting
 * screen with the checkout kept in local storage.
 */
import { mensagens } from '#shared/messages.js';
import type { Medico } from '#shared/medicos.js';
import {
  pagamentoResponseSchema,
  type PagamentoRequest,
  type PagamentoResponse,
} from '#shared/schemas/pagamentos.js';
import { apiRequest, ApiRequestError } from './api-client.js';
import { getAccessToken } from './auth-session.js';
import { guardarCheckout } from './checkout-storage.js';

const textos = mensagens.cadastroPagamento;

/**
 * The waiting screen's shareable address: it names the consultation, which authorises nothing by
 * itself (the checkout stays in this browser; elsewhere the e-mail is proven with a code).
 */
export function caminhoAguardando(consultaId: string): string {
  return `/aguardando-pagamento?consulta=${encodeURIComponent(consultaId)}`;
}

/**
 * Creates the payment and keeps the checkout for the waiting screen; throws with the message to show.
 * A signed-in patient's access token goes with it, so the consultation lands in the account.
 */
export async function createPagamento(
  pedido: PagamentoRequest,
  medico: Pick<Medico, 'id' | 'nome' | 'especialidade'>,
): Promise<PagamentoResponse> {
  let resposta: unknown;
  try {
    const accessToken = await getAccessToken();
    resposta = await apiRequest<unknown>('/pagamentos', { method: 'POST', json: pedido, ...(accessToken ? { accessToken } : {}) });
  } catch (error) {
    if (error instanceof ApiRequestError) throw new Error(error.message || textos.erroProcessarPagamento, { cause: error });
    throw new Error(textos.erroDados, { cause: error });
  }
  const parsed = pagamentoResponseSchema.safeParse(resposta);
  if (!parsed.success) throw new Error(textos.linkNaoGerado);
  guardarCheckout(parsed.data, medico);
  return parsed.data;
}
