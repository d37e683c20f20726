/**
 * The Asaas API v3 responses we read (customers, payments, Pix QR code, lists, errors), as the
 * real API sends them. Asaas adds fields over time and sends `null` for empty ones, so objects are
 * parsed loosely and only the fields we read are required.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';

/** Payment statuses documented by Asaas v3. */
export const asaasPaymentStatusValues = [
  'PENDING',
  'RECEIVED',
  'CONFIRMED',
  'OVERDUE',
  'REFUNDED',
  'RECEIVED_IN_CASH',
  'REFUND_REQUESTED',
  'REFUND_IN_PROGRESS',
  'CHARGEBACK_REQUESTED',
  'CHARGEBACK_DISPUTE',
  'AWAITING_CHARGEBACK_REVERSAL',
  'DUNNING_REQUESTED',
  'DUNNING_RECEIVED',
  'AWAITING_RISK_ANALYSIS',
] as const;

/** Billing types we create or accept back; `UNDEFINED` lets the payer choose on the invoice page. */
// DEBIT_CARD: what Asaas reports when an UNDEFINED charge is paid by debit card on its invoice page.
export const asaasBillingTypeValues = ['UNDEFINED', 'PIX', 'BOLETO', 'CREDIT_CARD', 'DEBIT_CARD'] as const;

/** One entry of Asaas' error answer `{errors: [{code, description}]}`. */
export const asaasErrorItemSchema = lazySchema(() => z.looseObject({
  code: z.string(),
  description: z.string(),
}));

/** Asaas' error answer (400, 401, 404, …). */
export const asaasErrorResponseSchema = lazySchema(() => z.looseObject({
  errors: z.array(asaasErrorItemSchema),
}));

/** A customer (`object: 'customer'`, id `cus_…`). */
export const asaasCustomerSchema = lazySchema(() => z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.nullish(z.string()),
  cpfCnpj: z.string(),
  externalReference: z.nullish(z.string()),
  deleted: z.optional(z.boolean()),
}));

/** A payment ("cobrança", id `pay_…`); `externalReference` is our consultation id. */
export const asaasPaymentSchema = lazySchema(() => z.looseObject({
  id: z.string().check(z.minLength(1)),
  customer: z.string(),
  value: z.number(),
  netValue: z.nullish(z.number()),
  billingType: z.enum(asaasBillingTypeValues),
  status: z.enum(asaasPaymentStatusValues),
  dueDate: z.string(),
  invoiceUrl: z.string(),
  externalReference: z.nullish(z.string()),
  description: z.nullish(z.string()),
  dateCreated: z.string(),
}));

/** GET /payments/{id}/pixQrCode: the QR image (base64 PNG) and the "copia e cola" payload. */
export const asaasPixQrCodeSchema = lazySchema(() => z.looseObject({
  encodedImage: z.string().check(z.minLength(1)),
  payload: z.string().check(z.minLength(1)),
  expirationDate: z.string(),
}));

/** A page of a list endpoint (`object: 'list'`). */
export function asaasListSchema<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({
    object: z.optional(z.literal('list')),
    hasMore: z.boolean(),
    totalCount: z.optional(z.number()),
    limit: z.optional(z.number()),
    offset: z.optional(z.number()),
    data: z.array(item),
  });
}

/** The secret stored in Secrets Manager for Asaas (infra/lib/secrets.ts). */
export const asaasSecretSchema = lazySchema(() => z.looseObject({
  apiKey: z.string().check(z.minLength(1)),
  webhookToken: z.string().check(z.minLength(1)),
}));

export type AsaasErrorItem = z.infer<typeof asaasErrorItemSchema>;
export type AsaasCustomerResponse = z.infer<typeof asaasCustomerSchema>;
export type AsaasPaymentResponse = z.infer<typeof asaasPaymentSchema>;
