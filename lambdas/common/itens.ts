/**
 * The item model of the tables the payment, chat and account handlers share: one zod schema per
 * table (definitions/tables.ts), and `readItem`, through which every read of those tables goes.
 * A stored item that does not fit its schema is logged with its table, ids and error name (never its
 * content: LGPD art. 11) and read as absent, instead of reaching the code under a false type.
 *
 * Still modelled next to their repositories (parsed on read there too): validacoes and
 * validacao_versoes (lambdas/validacao/validacoes-repository.ts), sessoes_resultado
 * (lambdas/resultados/sessoes-resultado.ts), presence (lambdas/presence/presence-items.ts). The
 * rate counters (rate_limits, contatos' rate items) are read only as numbers by their one writer.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#shared/schemas/lazy-schema.js';
import { arquivoMensagemSchema, autoresMensagem, motivosEncerramento, tiposMensagem } from '#shared/schemas/chat.js';
import type { DadosPacienteForm } from '#shared/schemas/consulta-chat.js';
import { statusConsultaValues, statusPacienteValues, statusPagamentoValues, tiposConsulta } from '#shared/schemas/consultas.js';
import { pixSchema } from '#shared/schemas/pagamentos.js';
import { logger } from './logger.js';

/** ISO 8601 instants, as the server wrote them. */
const instant = lazySchema(() => z.string());

/**
 * CFM 2.314/2022 art. 15: when each consent was given, recorded by the server, and which version of
 * each text was accepted (shared/consentimentos.ts; absent on consents recorded before versions).
 */
export const consentimentosSchema = lazySchema(() =>
  z.object({ lgpd: instant, termos: instant, versoes: z.optional(z.object({ lgpd: z.string(), termos: z.string() })) }),
);
export type Consentimentos = z.infer<typeof consentimentosSchema>;

/**
 * A consultation (`consultas`), from its creation by the payment or the free code to its end. The
 * chat adds the intake, the message counters and the closing; all of it is one item, so its parts
 * are optional. Loose: the LGPD export shows every attribute of the row, whatever wrote it.
 */
export const consultaItemSchema = lazySchema(() => z.looseObject({
  id: z.string(),
  medico_id: z.number(),
  paciente_id: z.string(),
  tipo_consulta: z.enum([tiposConsulta.gratuita, tiposConsulta.paga]),
  status_consulta: z.enum(statusConsultaValues),
  status_pagamento: z.enum(statusPagamentoValues),
  valor: z.number(),
  /** The sort key of `by-paciente`. */
  data_criacao: instant,
  checkout_id: z.optional(z.string()),
  asaas_payment_id: z.optional(z.string()),
  aprovado_em: z.optional(instant),
  estornado_em: z.optional(instant),
  /** First opening of the chat: the consultation's 30 minutes run from here. */
  utilizada_em: z.optional(instant),
  encerrada_em: z.optional(instant),
  /**
   * The intake form, stored as its schema gave it (shared/schemas/consulta-chat.ts) when the chat
   * received it; read back as written.
   */
  dados_paciente: z.optional(z.custom<DadosPacienteForm>((value) => typeof value === 'object' && value !== null)),
  consentimentos: z.optional(consentimentosSchema),
  intake_em: z.optional(instant),
  /** Last `seq` allocated in the mensagens table. */
  mensagens_seq: z.optional(z.number()),
  /** Patient messages sent (each send counts once, with or without files). */
  mensagens_paciente: z.optional(z.number()),
  anexos_total: z.optional(z.number()),
  /** The first patient message, cut: the reason of the consultation (history, prescription). */
  motivo: z.optional(z.string()),
  avaliacao: z.optional(z.number()),
  motivo_encerramento: z.optional(z.enum(motivosEncerramento)),
}));
export type ConsultaItem = z.infer<typeof consultaItemSchema>;

/**
 * A patient (`pacientes`). A row kept for the clinical record after its account was deleted
 * (Lei 13.787/2018) has lost its contact data and account link, so those are optional. Loose, for
 * the LGPD export.
 */
export const pacienteItemSchema = lazySchema(() => z.looseObject({
  id: z.string(),
  /** Cognito sub of the patient's account, once linked. */
  user_id: z.optional(z.string()),
  /** Trimmed and lower-cased. */
  email: z.optional(z.string()),
  /** 11 digits. */
  cpf: z.optional(z.string()),
  nome: z.string(),
  /** Digits only. */
  telefone: z.optional(z.string()),
  status: z.enum(statusPacienteValues),
  data_criacao: instant,
  /**
   * When this row's e-mail was proven (a one-time code sent to it, or the account's verified e-mail):
   * only then may the row be found by e-mail and joined to an account (pertenceAoTitular). A row an
   * anonymous checkout created from a typed e-mail has none.
   */
  email_verificado_em: z.optional(instant),
  /** The Asaas customer made for this row (each anonymous checkout has its own); deleted with the account. */
  asaas_customer_id: z.optional(z.string()),
  conta_excluida_em: z.optional(instant),
  retencao_ate: z.optional(instant),
}));
export type PacienteItem = z.infer<typeof pacienteItemSchema>;

/** A consultation chat token (`chat_tokens`), stored only as the sha256 of the token. */
export const chatTokenItemSchema = lazySchema(() => z.object({
  token_hash: z.string(),
  consulta_id: z.string(),
  paciente_id: z.string(),
  medico_id: z.number(),
  tipo_consulta: z.enum([tiposConsulta.gratuita, tiposConsulta.paga]),
  created_at: instant,
  /** Epoch seconds; the table's TTL attribute. DynamoDB Local never deletes, so readers check it. */
  expires_at: z.number(),
  used_at: z.optional(instant),
  revoked_at: z.optional(instant),
}));
export type ChatTokenItem = z.infer<typeof chatTokenItemSchema>;

/**
 * A paid checkout (`checkouts`): its id is the sha256 (hex) of the checkout secret, which only the
 * payer's browser holds; a consultation's `checkout_id` is the same hash.
 */
export const checkoutItemSchema = lazySchema(() => z.object({
  id: z.string(),
  consulta_id: z.string(),
  paciente_id: z.string(),
  medico_id: z.number(),
  asaas_customer_id: z.string(),
  asaas_payment_id: z.string(),
  invoice_url: z.string(),
  /** The PIX QR code, fetched from Asaas once and cached. */
  pix: z.optional(pixSchema),
  created_at: instant,
  /** Epoch seconds; the TTL attribute. DynamoDB Local never deletes, so readers check it. */
  expires_at: z.number(),
}));
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

/** One message of a consultation transcript (`mensagens`), written once. */
export const mensagemItemSchema = lazySchema(() => z.object({
  consulta_id: z.string(),
  /** 1, 2, 3… in chat order. */
  seq: z.number(),
  id: z.string(),
  autor: z.enum(autoresMensagem),
  texto: z.string(),
  tipo: z.enum(tiposMensagem),
  arquivo: z.optional(arquivoMensagemSchema),
  /**
   * The AI doctor's sentences the clinical guard held back from this answer (CFM 2.454/2026,
   * lambdas/ia/guarda-clinica.ts): for the physician only, never shown to the patient.
   */
  retido: z.optional(z.array(z.string())),
  /** ISO 8601, server clock. */
  criado_em: instant,
}));
export type MensagemItem = z.infer<typeof mensagemItemSchema>;

/**
 * A free consultation given (`promo_redemptions`), one item per e-mail and per CPF of the person,
 * under the key `email#<hash>` or `cpf#<hash>` (promo-chaves.ts: neither is stored in clear).
 */
export const promoRedemptionItemSchema = lazySchema(() => z.object({
  key: z.string(),
  consulta_id: z.string(),
  created_at: instant,
}));
export type PromoRedemptionItem = z.infer<typeof promoRedemptionItemSchema>;

/** A one-time code that proves an e-mail address (`verificacoes_email`, key: the e-mail's sha256, with the flow's name for a flow kept apart). */
export const verificacaoEmailItemSchema = lazySchema(() => z.object({
  email_hash: z.string(),
  /** Absent once the code was used. */
  codigo_hash: z.optional(z.string()),
  sal: z.optional(z.string()),
  tentativas_restantes: z.number(),
  /** Epoch seconds: the code's expiry and the table's TTL. */
  expires_at: z.number(),
  criado_em: z.string(),
  /** Codes sent in the current window, and when (epoch seconds) that window began. */
  envios: z.number(),
  envios_desde: z.number(),
}));
export type VerificacaoEmailItem = z.infer<typeof verificacaoEmailItemSchema>;

/**
 * What names an item of each table in the log of one that does not parse: its ids, never a secret
 * (a chat token's hash, a checkout's hash) nor personal data (a redemption's key holds an e-mail or a CPF).
 */
const logIds = {
  consultas: ['id'],
  pacientes: ['id'],
  chat_tokens: ['consulta_id'],
  checkouts: ['consulta_id'],
  mensagens: ['consulta_id', 'seq'],
  promo_redemptions: ['consulta_id'],
  // Keyed by a hash of the e-mail, which is not logged: the table's name is all the log says.
  verificacoes_email: [],
} as const;

export type ModelledTable = keyof typeof logIds;

/**
 * `item` as its table's schema reads it; undefined when there is no item or it does not fit, which
 * is logged with the item's ids, the names of the fields that failed and the error's name.
 */
export function readItem<S extends z.ZodMiniType>(
  table: ModelledTable,
  schema: S,
  item: Record<string, unknown> | undefined,
): z.infer<S> | undefined {
  if (item === undefined) return undefined;
  const parsed = schema.safeParse(item);
  if (parsed.success) return parsed.data;
  const ids = Object.fromEntries(logIds[table].map((name) => [name, item[name]]));
  logger.error('stored item does not fit its model', {
    table,
    ids,
    errorName: parsed.error.name,
    fields: [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))],
  });
  return undefined;
}

/** The items of a page that fit their schema (readItem), in their order. */
export function readItems<S extends z.ZodMiniType>(table: ModelledTable, schema: S, items: readonly Record<string, unknown>[] | undefined): z.infer<S>[] {
  return (items ?? []).flatMap((item) => {
    const parsed = readItem(table, schema, item);
    return parsed === undefined ? [] : [parsed];
  });
}
