/**
 * Chat tokens: the bearer secret of one consultation with one doctor (docs/arquitetura.md#chat-tokens). Issued for a
 * paid checkout or for the signed-in patient, validated by /chat-seguro#{token} and /chat/{medicoId},
 * and marked used when the chat opens. After validation the SPA sends it in CHAT_TOKEN_HEADER.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { mensagens } from '../messages.js';
import { consultaIdSchema, tiposConsulta } from './consultas.js';
import { checkoutIdSchema } from './pagamentos.js';

/** Header that carries the chat token once it has left the address bar. */
export const CHAT_TOKEN_HEADER = 'x-chat-token';

/** Longest string accepted as a token; a real one is 43 characters (32 bytes, base64url). */
export const CHAT_TOKEN_MAX_LENGTH = 256;

/**
 * A token as received: any non-empty string up to 256 characters. A guessed or truncated one is
 * not a bad request but an invalid token, answered with the access texts.
 */
export const chatTokenSchema = lazySchema(() => z
  .string({ error: mensagens.acessoChat.tokenNaoFornecido })
  .check(
    z.trim(),
    z.minLength(1, { error: mensagens.acessoChat.tokenNaoFornecido }),
    z.maxLength(CHAT_TOKEN_MAX_LENGTH, { error: mensagens.acessoChat.tokenInvalido }),
  ));

/** Body of POST /api/chat-tokens: the checkout secret authorises the anonymous payer. */
export const emitirTokenCheckoutRequestSchema = lazySchema(() => z.strictObject({ checkoutId: checkoutIdSchema }));

/** Body of POST /api/chat-tokens/conta (signed in): a consultation of the caller. */
export const emitirTokenContaRequestSchema = lazySchema(() => z.strictObject({ consultaId: consultaIdSchema }));

/** Answer of both issuing routes: a fresh token for the consultation's doctor. */
export const chatTokenResponseSchema = lazySchema(() => z.object({ chatToken: z.string(), medicoId: z.number().check(z.int()) }));

/** Body of POST /api/chat-tokens/validar; `medicoId` is the doctor of the chat route, when known. */
export const validarTokenRequestSchema = lazySchema(() => z.strictObject({
  token: chatTokenSchema,
  medicoId: z.optional(
    z.number({ error: mensagens.acessoChat.tokenOutroMedico }).check(z.int({ error: mensagens.acessoChat.tokenOutroMedico })),
  ),
}));

/** Validated-token answer (docs/regras-do-produto.md#chat-access-and-chat-tokens): `consulta` when valid, `error` (pt-BR) when not. */
export const validarTokenResponseSchema = lazySchema(() => z.object({
  valid: z.boolean(),
  consulta: z.optional(
    z.object({
      medico_id: z.number().check(z.int()),
      tipo_consulta: z.enum([tiposConsulta.gratuita, tiposConsulta.paga]),
    }),
  ),
  error: z.optional(z.string()),
}));

/** Body of POST /api/chat-tokens/utilizar. */
export const utilizarTokenRequestSchema = lazySchema(() => z.strictObject({ token: chatTokenSchema }));

/** Answer of POST /api/chat-tokens/utilizar: when the consultation's 30 minutes started. */
export const utilizarTokenResponseSchema = lazySchema(() => z.object({ utilizada: z.literal(true), utilizadaEm: z.iso.datetime() }));

export type EmitirTokenCheckoutRequest = z.infer<typeof emitirTokenCheckoutRequestSchema>;
export type EmitirTokenContaRequest = z.infer<typeof emitirTokenContaRequestSchema>;
export type ChatTokenResponse = z.infer<typeof chatTokenResponseSchema>;
export type ValidarTokenRequest = z.infer<typeof validarTokenRequestSchema>;
export type ValidarTokenResponse = z.infer<typeof validarTokenResponseSchema>;
export type UtilizarTokenRequest = z.infer<typeof utilizarTokenRequestSchema>;
export type UtilizarTokenResponse = z.infer<typeof utilizarTokenResponseSchema>;
