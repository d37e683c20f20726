/**
 * The paid journey's calls and the promo code: the "1º Consulta Grátis" dialog, /cadastro-pagamento
 * (POST /api/pagamentos), the waiting screen's status (POST /api/pagamentos/status), the realtime
 * events of an approval, and the webhook simulator of the test pages.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { promo } from '../constants.js';
import { mensagens } from '../messages.js';
import { cpfSchema, emailSchema, nomeSchema } from './common.js';
import { consultaIdSchema, medicoIdSchema, statusPagamentoValues } from './consultas.js';

/** The promo code as compared: trimmed and upper-cased (the field forces upper case too). */
export function normalizarCodigoPromo(codigo: string): string {
  return codigo.trim().toUpperCase();
}

export type ResultadoCodigoPromo = 'valido' | 'necessario' | 'invalido';

/** Checks a typed promo code: empty → 'necessario', not ZAP19 (any case, ≤ 10 characters) → 'invalido'. */
export function verificarCodigoPromo(codigo: string | undefined | null): ResultadoCodigoPromo {
  const normalizado = normalizarCodigoPromo(codigo ?? '');
  if (normalizado === '') return 'necessario';
  if (normalizado.length > promo.tamanhoMaximo || normalizado !== promo.codigo) return 'invalido';
  return 'valido';
}

/** Body of POST /api/promo/validar. Empty or wrong codes are answered by the domain with the dialog's texts. */
export const promoRequestSchema = lazySchema(() => z.strictObject({
  codigo: z
    .string({ error: mensagens.promo.codigoNecessario.titulo })
    .check(z.maxLength(64, { error: mensagens.promo.codigoInvalido.titulo })),
}));

/** Answer of POST /api/promo/validar when the code is accepted; errors are 400 `{error, descricao}`. */
export const promoResponseSchema = lazySchema(() => z.object({ valido: z.literal(true) }));

const obrigatorio = mensagens.cadastroPagamento.camposObrigatorios;

/** A missing or empty field gets the form's sentence; a filled one its own check. */
const campoObrigatorio = <S extends z.core.$ZodType<unknown, string>>(schema: S) =>
  z.pipe(z.string({ error: obrigatorio }).check(z.trim(), z.minLength(1, { error: obrigatorio, abort: true })), schema);

/** Body of POST /api/pagamentos (/cadastro-pagamento): the CPF masked or not, checked by its digits. */
export const pagamentoRequestSchema = lazySchema(() => z.strictObject({
  nomeCompleto: campoObrigatorio(nomeSchema),
  email: campoObrigatorio(emailSchema),
  cpfCnpj: campoObrigatorio(cpfSchema),
  medicoId: medicoIdSchema,
}));

/**
 * Answer of POST /api/pagamentos (201): the checkout secret (shown once; the server keeps only its
 * hash), the realtime channel that announces the payment's status (`pagamentoChannel(canal)`), the
 * consultation (its id names the waiting page's shareable address and grants nothing by itself),
 * the Asaas payment page and the doctor.
 */
export const pagamentoResponseSchema = lazySchema(() => z.object({
  checkoutId: z.string(),
  canal: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  consultaId: consultaIdSchema,
  invoiceUrl: z.url(),
  medicoId: z.number().check(z.int()),
}));

/** The checkout secret: 256 random bits as 64 lower-case hex digits. */
export const checkoutIdSchema = lazySchema(() => z
  .string({ error: mensagens.paginasPagamento.informacoesNaoEncontradas })
  .check(z.regex(/^[0-9a-f]{64}$/, { error: mensagens.paginasPagamento.informacoesNaoEncontradas })));

/** Body of POST /api/pagamentos/status. */
export const statusPagamentoRequestSchema = lazySchema(() => z.strictObject({ checkoutId: checkoutIdSchema }));

/** PIX of a payment: the QR code image (base64 PNG), the copia-e-cola text and its expiry. */
export const pixSchema = lazySchema(() => z.object({
  encodedImage: z.string(),
  payload: z.string(),
  expirationDate: z.string(),
}));

/** Answer of POST /api/pagamentos/status; `pix` only while the payment is pending. */
export const statusPagamentoResponseSchema = lazySchema(() => z.object({
  status_pagamento: z.enum(statusPagamentoValues),
  medicoId: z.number().check(z.int()),
  invoiceUrl: z.url(),
  pix: z.optional(pixSchema),
}));

/**
 * AppSync Events channel of one paid consultation, named by the `canal` the payment's creation
 * returned (not the checkout secret): the waiting screen listens here for the approval.
 */
export function pagamentoChannel(canal: string): string {
  return `/pagamentos/${canal}`;
}

/** Event published on `pagamentoChannel(canal)` when the payment is approved or refunded. */
export const pagamentoEventSchema = lazySchema(() => z.object({
  status_pagamento: z.enum(statusPagamentoValues),
  medicoId: z.number().check(z.int()),
}));

/**
 * AppSync Events channel of a signed-in patient: `/pacientes/<first 32 hex digits of sha256(sub)>`,
 * so the Cognito id never travels in a channel name. Works in the browser and in Node (Web Crypto).
 */
export async function pacienteChannel(userId: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(userId));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `/pacientes/${hex.slice(0, 32)}`;
}

/** Event published on the patient's channel when one of their consultations is released. */
export const pacienteEventSchema = lazySchema(() => z.object({
  tipo: z.literal('consulta-liberada'),
  consultaId: consultaIdSchema,
  medicoId: z.number().check(z.int()),
}));

/** Body of POST /api/pagamentos/recuperacao/codigo: the consultation named by the waiting page's address. */
export const recuperacaoCodigoRequestSchema = lazySchema(() => z.strictObject({ consultaId: consultaIdSchema }));

/** Answer of POST /api/pagamentos/recuperacao/codigo: the same for every consultation id (no enumeration). */
export const recuperacaoCodigoResponseSchema = lazySchema(() => z.object({ validadeMinutos: z.number().check(z.int()) }));

/** Body of POST /api/pagamentos/recuperacao/acesso: the e-mailed code for the consultation's checkout. */
export const recuperacaoAcessoRequestSchema = lazySchema(() => z.strictObject({
  consultaId: consultaIdSchema,
  codigo: z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: mensagens.recuperacaoCheckout.codigoFormato })),
}));

/** Body of POST /api/testes/webhook-simulado (local and sandbox stages only): the secret of the checkout to approve. */
export const simuladorRequestSchema = lazySchema(() => z.strictObject({ checkoutId: checkoutIdSchema }));

/** Answer of the webhook simulator (docs/regras-do-produto.md#waiting-for-the-payment webhook-asaas-test). */
export const simuladorResponseSchema = lazySchema(() => z.object({
  success: z.boolean(),
  message: z.string(),
  pagamentoTestado: z.optional(
    z.object({
      id: z.string(),
      consulta_id: z.string(),
      asaas_payment_id: z.string(),
      status: z.enum(statusPagamentoValues),
      valor: z.number(),
    }),
  ),
  webhookResponse: z.optional(z.object({ status_pagamento: z.enum(statusPagamentoValues) })),
}));

export type PromoRequest = z.infer<typeof promoRequestSchema>;
export type PromoResponse = z.infer<typeof promoResponseSchema>;
export type PagamentoRequestInput = z.input<typeof pagamentoRequestSchema>;
export type PagamentoRequest = z.output<typeof pagamentoRequestSchema>;
export type PagamentoResponse = z.infer<typeof pagamentoResponseSchema>;
export type StatusPagamentoRequest = z.infer<typeof statusPagamentoRequestSchema>;
export type StatusPagamentoResponse = z.infer<typeof statusPagamentoResponseSchema>;
export type Pix = z.infer<typeof pixSchema>;
export type PagamentoEvent = z.infer<typeof pagamentoEventSchema>;
export type PacienteEvent = z.infer<typeof pacienteEventSchema>;
export type SimuladorRequest = z.infer<typeof simuladorRequestSchema>;
export type RecuperacaoCodigoResponse = z.infer<typeof recuperacaoCodigoResponseSchema>;
export type SimuladorResponse = z.infer<typeof simuladorResponseSchema>;
