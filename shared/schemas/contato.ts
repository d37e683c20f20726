/**
 * The contact form (/contato → POST /api/contato): one schema validates the form in the browser
 * and the body in the Lambda, so both sides show the same pt-BR messages.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { mensagens } from '../messages.js';
import { EMAIL_MAX_LENGTH, nomeSchema } from './common.js';

/** Subjects of the contact form, in the order of the select (docs/regras-do-produto.md#public-site). */
export const assuntosContato = [
  { id: 'duvida-geral', label: 'Dúvida Geral' },
  { id: 'problema-pagamento', label: 'Problema com Pagamento' },
  { id: 'suporte-tecnico', label: 'Suporte Técnico' },
  { id: 'sugestao', label: 'Sugestão' },
  { id: 'parceria', label: 'Parceria' },
  { id: 'outro', label: 'Outro' },
] as const;

export type AssuntoContatoId = (typeof assuntosContato)[number]['id'];

/** Maximum length of the message text. */
export const MENSAGEM_CONTATO_MAX_LENGTH = 5000;

/** Maximum length of the phone field as typed, mask included: '+55 (11) 98765-4321' is 19. */
export const TELEFONE_MAX_LENGTH = 20;

/** A phone number has a DDD and 8 or 9 digits (10–11), optionally preceded by the country code 55. */
const TELEFONE_MIN_DIGITOS = 10;
const TELEFONE_MAX_DIGITOS = 13;

/** Texts of the contact form's own checks; the generic ones come from `mensagens.validacao`. */
export const mensagensContato = {
  emailObrigatorio: 'Informe seu e-mail.',
  telefoneInvalido: 'Telefone inválido. Informe o DDD e o número, por exemplo (11) 98765-4321.',
  assuntoObrigatorio: 'Escolha o assunto da mensagem.',
  assuntoInvalido: 'Assunto inválido. Escolha uma das opções da lista.',
  mensagemObrigatoria: 'Escreva sua mensagem.',
} as const;

/** Error callback for a wrong-type input: a missing field gets its own "fill me" text, anything else `invalid`. */
const faltandoOu =
  (faltando: string, invalid: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? faltando : invalid;

// A missing name reads like an empty one, so the API's 400 names the field.
const nomeContatoSchema = lazySchema(() => z.pipe(
  z.string({ error: faltandoOu(mensagens.validacao.nomeObrigatorio, mensagens.validacao.nomeInvalido) }),
  nomeSchema,
));

const emailContatoSchema = lazySchema(() => z.pipe(
  z
    .string({ error: faltandoOu(mensagensContato.emailObrigatorio, mensagens.validacao.emailInvalido) })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, { error: mensagensContato.emailObrigatorio, abort: true })),
  z
    .email({ error: mensagens.validacao.emailInvalido })
    .check(z.maxLength(EMAIL_MAX_LENGTH, { error: mensagens.validacao.emailInvalido })),
));

// The phone as typed (digits and mask characters), then its digits, checked by their count.
const telefoneDigitos = lazySchema(() => z
  .pipe(
    z
      .string({ error: mensagensContato.telefoneInvalido })
      .check(
        z.trim(),
        z.maxLength(TELEFONE_MAX_LENGTH, { error: mensagensContato.telefoneInvalido, abort: true }),
        z.regex(/^[\d\s()+.-]*$/, { error: mensagensContato.telefoneInvalido, abort: true }),
      ),
    z.transform((telefone: string) => telefone.replace(/\D/g, '')),
  )
  .check(
    z.refine(
      (digitos) => digitos === '' || (digitos.length >= TELEFONE_MIN_DIGITOS && digitos.length <= TELEFONE_MAX_DIGITOS),
      { error: mensagensContato.telefoneInvalido },
    ),
  ));

/** Optional phone: an empty field is no phone; anything else is stored as its digits only. */
const telefoneSchema = lazySchema(() => z.optional(z.pipe(telefoneDigitos, z.transform((digitos: string) => (digitos === '' ? undefined : digitos)))));

const assuntoIds = assuntosContato.map((assunto) => assunto.id) as [AssuntoContatoId, ...AssuntoContatoId[]];

const assuntoSchema = lazySchema(() => z.enum(assuntoIds, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? mensagensContato.assuntoObrigatorio
      : mensagensContato.assuntoInvalido,
}));

const mensagemSchema = lazySchema(() => z
  .string({ error: faltandoOu(mensagensContato.mensagemObrigatoria, mensagens.validacao.textoInvalido) })
  .check(
    z.trim(),
    z.minLength(1, { error: mensagensContato.mensagemObrigatoria, abort: true }),
    z.maxLength(MENSAGEM_CONTATO_MAX_LENGTH, { error: mensagens.validacao.textoMuitoLongo(MENSAGEM_CONTATO_MAX_LENGTH) }),
  ));

/** Body of POST /api/contato; unknown keys are refused. The output is normalised (trimmed, lower-cased e-mail, phone digits). */
export const contatoRequestSchema = lazySchema(() => z.strictObject({
  nome: nomeContatoSchema,
  email: emailContatoSchema,
  telefone: telefoneSchema,
  assunto: assuntoSchema,
  mensagem: mensagemSchema,
}));

/** Answer of POST /api/contato: the id of the stored message. */
export const contatoResponseSchema = lazySchema(() => z.object({ id: z.uuid({ error: mensagens.validacao.valorInvalido }) }));

/** What the form holds and sends. */
export type ContatoRequestInput = z.input<typeof contatoRequestSchema>;
/** What the server stores. */
export type ContatoRequest = z.output<typeof contatoRequestSchema>;
export type ContatoResponse = z.infer<typeof contatoResponseSchema>;

/** Label of a subject id, e.g. 'problema-pagamento' → 'Problema com Pagamento'. */
export function labelAssuntoContato(id: AssuntoContatoId): string {
  return assuntosContato.find((assunto) => assunto.id === id)?.label ?? id;
}
