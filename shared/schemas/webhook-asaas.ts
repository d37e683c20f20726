/**
 * The Asaas webhook as Asaas sends it: header `asaas-access-token`, body `{id, event, dateCreated,
 * payment}`. Asaas adds fields over time, so objects are parsed loosely and only what the handler
 * uses is checked.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';

/** Header that carries the webhook token configured in Asaas. */
export const ASAAS_TOKEN_HEADER = 'asaas-access-token';

/** Events that confirm the money: the consultation moves pendente → aprovado. */
export const eventosAprovacao = ['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED'] as const;

/** Events that take the money back or cancel the charge: pendente/aprovado → estornado. */
export const eventosEstorno = [
  'PAYMENT_REFUNDED',
  'PAYMENT_CHARGEBACK_REQUESTED',
  'PAYMENT_CHARGEBACK_DISPUTE',
  'PAYMENT_DELETED',
] as const;

export type EventoAprovacao = (typeof eventosAprovacao)[number];
export type EventoEstorno = (typeof eventosEstorno)[number];

const texto = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** The payment inside a payment event; `externalReference` is our consultation id. */
export const asaasWebhookPaymentSchema = lazySchema(() => z.looseObject({
  id: texto(100),
  status: z.optional(texto(64)),
  value: z.optional(z.number()),
  externalReference: z.nullish(z.string().check(z.maxLength(100))),
}));

/** A webhook delivery; non-payment events (transfers, invoices…) carry no `payment`. */
export const asaasWebhookSchema = lazySchema(() => z.looseObject({
  id: texto(100),
  event: texto(100),
  dateCreated: z.optional(z.string().check(z.maxLength(64))),
  payment: z.nullish(asaasWebhookPaymentSchema),
}));

/** What the webhook answers (always 200 for a valid token, so Asaas stops retrying). */
export const asaasWebhookResponseSchema = lazySchema(() => z.object({
  recebido: z.literal(true),
  duplicado: z.optional(z.boolean()),
  ignorado: z.optional(z.boolean()),
  /** Why an approval changed nothing: the amount paid is not the consultation's price. */
  recusado: z.optional(z.literal('valor-divergente')),
  status_pagamento: z.optional(z.enum(['pendente', 'aprovado', 'estornado'])),
}));

export type AsaasWebhook = z.infer<typeof asaasWebhookSchema>;
export type AsaasWebhookResponse = z.infer<typeof asaasWebhookResponseSchema>;
