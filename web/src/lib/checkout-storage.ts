/**
 * The anonymous payer's checkout, kept in this browser's local storage (never in the address): the
 * checkout secret (the server keeps only its hash) authorises the waiting screen, the return pages
 * and the chat token, and `canal` names the realtime channel that announces the approval
 * (docs/arquitetura.md#payment-status-by-checkout). Local, not per tab: the payment tab opened by
 * "Efetuar Pagamento" returns through /pagamento/redirect with the same access, and a closed waiting
 * page opened again from its link continues at once. Another browser or device proves the e-mail
 * with a code instead (features/pagamento, /aguardando-pagamento?consulta=…). Once the
 * consultation is released it is kept ten more minutes, then forgotten: the waiting page and the
 * payment tab both come back on approval, and whichever arrives second must still reach the
 * consultation, not a request to prove the e-mail. The doctor travels under the "after payment
 * creation" key.
 */
import * as z from 'zod/mini';
import type { Medico } from '#shared/medicos.js';
import { consultaIdSchema } from '#shared/schemas/consultas.js';
import { checkoutIdSchema } from '#shared/schemas/pagamentos.js';
import { readJson, removeKeys, writeJson } from './browser-storage.js';
import { esquecerMedicoEscolhido, guardarMedicoEscolhido, lerMedicoEscolhido } from './medico-escolhido.js';

const DADOS_CHAVE = 'dados_pagamento';

const dadosPagamentoSchema = z.object({
  checkoutId: checkoutIdSchema,
  /** The payment's realtime channel (`pagamentoChannel(canal)`), given with the checkout. */
  canal: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  /** Absent only in what an older version of the page stored. */
  consultaId: z.optional(consultaIdSchema),
  invoiceUrl: z.url({ protocol: /^https?$/ }),
  medicoId: z.number().check(z.int()),
  /** When the consultation was released (ms since the epoch): the checkout is forgotten ten minutes later. */
  liberadoEm: z.optional(z.number()),
});

/** How long a released checkout still lets another tab of this browser into the consultation. */
const LIBERADO_VALIDO_MS = 10 * 60_000;

export type DadosPagamento = z.infer<typeof dadosPagamentoSchema>;

export interface CheckoutGuardado extends DadosPagamento {
  /** The chosen doctor, if still known. */
  readonly medico?: Medico;
}

/** Keeps the checkout and its doctor for the waiting and return pages of this browser. */
export function guardarCheckout(dados: DadosPagamento, medico?: Pick<Medico, 'id' | 'nome' | 'especialidade'>): void {
  writeJson('local', DADOS_CHAVE, dados);
  if (medico) guardarMedicoEscolhido(medico, 'pagamento');
}

/**
 * The kept checkout; with `consultaId`, only the checkout of that consultation (a link of another
 * payment must not show this one).
 */
export function lerCheckout(consultaId?: string): CheckoutGuardado | undefined {
  const dados = readJson('local', DADOS_CHAVE, dadosPagamentoSchema) ?? readJson('session', DADOS_CHAVE, dadosPagamentoSchema);
  if (!dados) return undefined;
  if (dados.liberadoEm !== undefined && Date.now() - dados.liberadoEm > LIBERADO_VALIDO_MS) {
    esquecerCheckout();
    return undefined;
  }
  if (consultaId !== undefined && dados.consultaId !== consultaId) return undefined;
  const medico = lerMedicoEscolhido('pagamento') ?? lerMedicoEscolhido('escolhido');
  return medico && medico.id === dados.medicoId ? { ...dados, medico } : dados;
}

/**
 * The consultation is released: the checkout is marked so and forgotten ten minutes later (see the
 * module comment), with the stored doctor.
 */
export function limparCheckout(): void {
  const dados = readJson('local', DADOS_CHAVE, dadosPagamentoSchema);
  if (dados) writeJson('local', DADOS_CHAVE, { ...dados, liberadoEm: dados.liberadoEm ?? Date.now() });
  else esquecerCheckout();
  removeKeys('session', DADOS_CHAVE);
}

function esquecerCheckout(): void {
  removeKeys('local', DADOS_CHAVE);
  removeKeys('session', DADOS_CHAVE);
  esquecerMedicoEscolhido('escolhido', 'pagamento');
}
