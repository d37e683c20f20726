/**
 * The notice a failed check of an account form shows (shared/schemas/conta-auth.ts): each issue's
 * message is a notice's `descricao` in `mensagens`, whose title goes with it, as in the error
 * catalogue ('Campos obrigatórios – Por favor, preencha todos os campos.').
 */
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { mensagens } from '#shared/messages.js';
import type { AuthNotice } from './auth-errors.js';

const { camposObrigatorios, senhasNaoCoincidem, senhaMuitoCurta } = mensagens.cadastro;
const { emailInvalido, codigoInvalido } = mensagens.redefinicaoSenha;
const titled: readonly AuthNotice[] = [camposObrigatorios, senhasNaoCoincidem, senhaMuitoCurta, emailInvalido, codigoInvalido];

/**
 * The notice of the first field, in the form's order, that failed: the one react-hook-form focuses.
 * A message without a notice of its own (e.g. the confirmation code's) takes `titulo`.
 */
export function validationNotice<T extends FieldValues>(errors: FieldErrors<T>, campos: readonly (keyof T & string)[], titulo: string): AuthNotice {
  const message = campos.map((campo) => errors[campo]?.message).find((text): text is string => typeof text === 'string') ?? '';
  return titled.find((notice) => notice.descricao === message) ?? { titulo, descricao: message };
}
