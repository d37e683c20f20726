/**
 * zod building blocks shared by every API schema, and the one way to turn a failed parse into a
 * single pt-BR sentence for a 400 answer or a form error.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { isValidCpf, normalizeCpf } from '../cpf.js';
import { mensagens } from '../messages.js';

const validacao = mensagens.validacao;

/** Maximum length of an e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Maximum length of a person's name. */
export const NOME_MAX_LENGTH = 120;

/** Error callback for a wrong-type input: a missing field is "required", anything else `invalid`. */
export function requiredOr(invalid: string): (issue: { input?: unknown }) => string {
  return (issue) => (issue.input === undefined || issue.input === null ? validacao.campoObrigatorio : invalid);
}

/** A trimmed, non-empty text of at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: requiredOr(validacao.textoInvalido) })
    .check(
      z.trim(),
      z.minLength(1, { error: validacao.campoObrigatorio, abort: true }),
      z.maxLength(max, { error: validacao.textoMuitoLongo(max) }),
    );
}

/** E-mail: trimmed, lower-cased (the spec stores it so), valid and at most 254 characters. */
export const emailSchema = lazySchema(() => z.pipe(
  z
    .string({ error: requiredOr(validacao.emailInvalido) })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, { error: validacao.campoObrigatorio, abort: true })),
  z.email({ error: validacao.emailInvalido }).check(z.maxLength(EMAIL_MAX_LENGTH, { error: validacao.emailInvalido })),
));

/** CPF, masked or digits only, checked by its check digits; the output is the 11 digits. */
export const cpfSchema = lazySchema(() => z.pipe(
  z
    .string({ error: requiredOr(validacao.cpfInvalido) })
    .check(
      z.trim(),
      z.minLength(1, { error: validacao.campoObrigatorio, abort: true }),
      z.refine(isValidCpf, { error: validacao.cpfInvalido }),
    ),
  z.transform(normalizeCpf),
));

// Letters of any script with accents, spaces, apostrophes (straight or typographic), dots and hyphens.
const NOME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u;

/** A person's name: trimmed, inner spaces collapsed, 2 to 120 characters of letters and name punctuation. */
export const nomeSchema = lazySchema(() => z
  .string({ error: requiredOr(validacao.nomeInvalido) })
  .check(
    z.trim(),
    z.overwrite((nome) => nome.replace(/\s+/g, ' ')),
    z.minLength(1, { error: validacao.nomeObrigatorio, abort: true }),
    z.minLength(2, { error: validacao.nomeObrigatorio }),
    z.maxLength(NOME_MAX_LENGTH, { error: validacao.textoMuitoLongo(NOME_MAX_LENGTH) }),
    z.regex(NOME_PATTERN, { error: validacao.nomeInvalido }),
  ));

/** One failed check, with the dotted path of the field it concerns ('' for the whole input). */
export interface ValidationIssue {
  readonly path: string;
  readonly message: string;
}

export type ParseResult<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly message: string; readonly issues: readonly ValidationIssue[] };

/**
 * pt-BR text for a check that has no message of its own, so a schema that forgot one never shows
 * zod's English default. Schema-level messages take precedence over this.
 */
function fallbackMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return validacao.campoObrigatorio;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') {
        return validacao.numeroInvalido;
      }
      if (issue.expected === 'object') return validacao.objetoInvalido;
      if (issue.expected === 'string') return validacao.textoInvalido;
      if (issue.expected === 'date') return validacao.dataInvalida;
      return validacao.valorInvalido;
    case 'too_small':
      if (issue.origin === 'string') return validacao.textoMuitoCurto(Number(issue.minimum));
      if (issue.origin === 'number' || issue.origin === 'bigint') return validacao.numeroMuitoPequeno(Number(issue.minimum));
      return validacao.valorInvalido;
    case 'too_big':
      if (issue.origin === 'string') return validacao.textoMuitoLongo(Number(issue.maximum));
      if (issue.origin === 'number' || issue.origin === 'bigint') return validacao.numeroMuitoGrande(Number(issue.maximum));
      return validacao.valorInvalido;
    case 'invalid_format':
      if (issue.format === 'email') return validacao.emailInvalido;
      if (issue.format === 'url') return validacao.urlInvalida;
      if (issue.format === 'datetime' || issue.format === 'date') return validacao.dataInvalida;
      return validacao.valorInvalido;
    case 'invalid_value':
      return validacao.opcaoInvalida;
    case 'unrecognized_keys':
      return validacao.camposNaoPermitidos(issue.keys);
    default:
      return validacao.valorInvalido;
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.');
}

/** Parses `input`; on failure returns the first issue's pt-BR message and every issue. */
export function parseOrError<S extends z.core.$ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  const result = z.safeParse(schema, input, { error: fallbackMessage });
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
  return { ok: false, message: issues[0]?.message ?? validacao.valorInvalido, issues };
}
