/**
 * The anonymous payer's checkout, kept in the tab's session storage (never in the address): the
 * unguessable checkout id authorises the waiting screen, the return pages and the chat token
 * (docs/arquitetura.md#payment-status-by-checkout). The doctor travels under the "after payment creation" key.
 */
import * as z from 'zod/mini';
import type { Medico } from '#shared/medicos.js';
import { checkoutIdSchema } from '#shared/schemas/pagamentos.js';
import { readJson, readText, removeKeys, writeJson, writeText } from './browser-storage.js';
import { esquecerMedicoEscolhido, guardarMedicoEscolhido, lerMedicoEscolhido } from './medico-escolhido.js';

const DADOS_CHAVE = 'dados_pagamento';
/** Records, per checkout, that its payment tab was opened once in this browser session. */
const ABA_ABERTA_CHAVE = 'pagamento_aba_aberta';

const dadosPagamentoSchema = z.object({
  checkoutId: checkoutIdSchema,
  invoiceUrl: z.url({ protocol: /^https?$/ }),
  medicoId: z.number().check(z.int()),
});

export type DadosPagamento = z.infer<typeof dadosPagamentoSchema>;

export interface CheckoutGuardado extends DadosPagamento {
  /** The chosen doctor, if still known. */
  readonly medico?: Medico;
}

/** Keeps the checkout and its doctor for the waiting and return pages of this tab. */
export function guardarCheckout(dados: DadosPagamento, medico?: Pick<Medico, 'id' | 'nome' | 'especialidade'>): void {
  writeJson('session', DADOS_CHAVE, dados);
  if (medico) guardarMedicoEscolhido(medico, 'pagamento');
}

export function lerCheckout(): CheckoutGuardado | undefined {
  const dados = readJson('session', DADOS_CHAVE, dadosPagamentoSchema);
  if (!dados) return undefined;
  const medico = lerMedicoEscolhido('pagamento') ?? lerMedicoEscolhido('escolhido');
  return medico && medico.id === dados.medicoId ? { ...dados, medico } : dados;
}

/** Whether the payment tab of this checkout was already opened in this browser session. */
export function abaPagamentoJaAberta(checkoutId: string): boolean {
  return readText('session', ABA_ABERTA_CHAVE) === checkoutId;
}

export function marcarAbaPagamentoAberta(checkoutId: string): void {
  writeText('session', ABA_ABERTA_CHAVE, checkoutId);
}

/** The consultation is released: the stored doctor, payment data and link are no longer needed. */
export function limparCheckout(): void {
  removeKeys('session', DADOS_CHAVE, ABA_ABERTA_CHAVE);
  esquecerMedicoEscolhido('escolhido', 'pagamento');
}
