/**
 * The sign-in and sign-up checks made before calling Cognito (site-and-accounts §5), with the
 * notice each failure shows. The pool's password policy enforces the same minimum on the server.
 */
import { contaRegras } from '../../../../shared/constants.js';
import { mensagens } from '../../../../shared/messages.js';
import type { AuthNotice } from './auth-errors.js';

export type AuthField = 'email' | 'senha' | 'confirmarSenha';

export interface AuthFormValues {
  readonly email: string;
  readonly senha: string;
  readonly confirmarSenha: string;
}

export type AuthValidation =
  | { readonly ok: true; readonly email: string; readonly senha: string }
  | { readonly ok: false; readonly notice: AuthNotice; readonly campo: AuthField };

const faltando = (values: AuthFormValues, campos: readonly AuthField[]) =>
  campos.find((campo) => (campo === 'email' ? values.email.trim() : values[campo]) === '');

/** Sign-in: both fields required; the e-mail is sent trimmed. */
export function validateSignIn(values: AuthFormValues): AuthValidation {
  const campo = faltando(values, ['email', 'senha']);
  if (campo) return { ok: false, notice: mensagens.login.camposObrigatorios, campo };
  return { ok: true, email: values.email.trim(), senha: values.senha };
}

/** Sign-up: all three fields required, the passwords equal, at least `contaRegras.senhaMinima` characters. */
export function validateSignUp(values: AuthFormValues): AuthValidation {
  const cadastro = mensagens.cadastro;
  const campo = faltando(values, ['email', 'senha', 'confirmarSenha']);
  if (campo) return { ok: false, notice: cadastro.camposObrigatorios, campo };
  if (values.senha !== values.confirmarSenha) return { ok: false, notice: cadastro.senhasNaoCoincidem, campo: 'confirmarSenha' };
  if (values.senha.length < contaRegras.senhaMinima) return { ok: false, notice: cadastro.senhaMuitoCurta, campo: 'senha' };
  return { ok: true, email: values.email.trim(), senha: values.senha };
}
