/**
 * The anonymous payer's calls, authorised by the checkout id kept in session storage: the payment's
 * status (with its PIX) and the secure link's chat token once the payment is approved.
 */
import { chatTokenResponseSchema, type ChatTokenResponse } from '#shared/schemas/chat-tokens.js';
import { statusPagamentoResponseSchema, type StatusPagamentoResponse } from '#shared/schemas/pagamentos.js';
import { apiRequest } from '#web/lib/api-client.js';

export async function buscarStatusPagamento(checkoutId: string): Promise<StatusPagamentoResponse> {
  const resposta = await apiRequest<unknown>('/pagamentos/status', { method: 'POST', json: { checkoutId } });
  return statusPagamentoResponseSchema.parse(resposta);
}

/** A fresh chat token for the checkout's approved consultation (409 while pending). */
export async function emitirTokenPorCheckout(checkoutId: string): Promise<ChatTokenResponse> {
  const resposta = await apiRequest<unknown>('/chat-tokens', { method: 'POST', json: { checkoutId } });
  return chatTokenResponseSchema.parse(resposta);
}
