/**
 * The Asaas webhook as Asaas sends it: header `asaas-access-token`, body `{id, event, dateCreated,
 * payment}`. Asaas adds fields over time, so objects are parsed loosely and only what the handler
 * uses is checked.
 */
import * as z from 'zod';

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

const texto = (max: number) => z.string().min(1).max(max);

/** The payment inside a payment event; `externalReference` is our consultation id. */
export const asaasWebhookPaymentSchema = z.looseObject({
  id: texto(100),
  status: texto(64).optional(),
  value: z.number().optional(),
  externalReference: z.string().max(100).nullish(),
});

/** A webhook delivery; non-payment events (transfers, invoices…) carry no `payment`. */
export const asaasWebhookSchema = z.looseObject({
  id: texto(100),
  event: texto(100),
  dateCreated: z.string().max(64).optional(),
  payment: asaasWebhookPaymentSchema.nullish(),
});

/** What the webhook answers (always 200 for a valid token, so Asaas stops retrying). */
export const asaasWebhookResponseSchema = z.object({
  recebido: z.literal(true),
  duplicado: z.boolean().optional(),
  ignorado: z.boolean().optional(),
  status_pagamento: z.enum(['pendente', 'aprovado', 'estornado']).optional(),
});

export type AsaasWebhook = z.infer<typeof asaasWebhookSchema>;
export type AsaasWebhookResponse = z.infer<typeof asaasWebhookResponseSchema>;
