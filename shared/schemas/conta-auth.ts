/**
 * The account forms' checks made before Cognito is called: sign-in and sign-up (site-and-accounts
 * docs/regras-do-produto.md#accounts-and-profile), the password reset ('Esqueci minha senha') and the new password of an account an
 * administrator created. Each failure's message is the `descricao` of a notice in `mensagens`, so
 * the form shows the catalogue's title and text; the pool's password policy enforces the same
 * minimum length on the server.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { contaRegras } from '../constants.js';
import { mensagens } from '../messages.js';

const { camposObrigatorios, senhasNaoCoincidem, senhaMuitoCurta } = mensagens.cadastro;
const { emailInvalido, codigoInvalido } = mensagens.redefinicaoSenha;

/** A field that must not be empty; the e-mail is also trimmed before it is checked and sent. */
const obrigatorio = lazySchema(() => z.minLength(1, { message: camposObrigatorios.descricao, abort: true }));
const preenchido = lazySchema(() => z.string().check(obrigatorio));
const emailPreenchido = lazySchema(() => z.string().check(z.trim(), obrigatorio));

/**
 * A new password and its confirmation: equal, then long enough. One issue at most, on the field
 * the patient has to correct, in the spec's order.
 */
function senhaConfirmada<T extends { senha: string; confirmarSenha: string }>(ctx: z.core.ParsePayload<T>): void {
  const { senha, confirmarSenha } = ctx.value;
  // An empty field has its own issue ('Campos obrigatórios'), which comes first.
  if (senha === '' || confirmarSenha === '') return;
  if (senha !== confirmarSenha) {
    ctx.issues.push({ code: 'custom', input: confirmarSenha, path: ['confirmarSenha'], message: senhasNaoCoincidem.descricao });
  } else if (senha.length < contaRegras.senhaMinima) {
    ctx.issues.push({ code: 'custom', input: senha, path: ['senha'], message: senhaMuitoCurta.descricao });
  }
}

/** 'Entrar': both fields required; the e-mail trimmed, the password as typed. */
export const signInSchema = lazySchema(() => z.object({ email: emailPreenchido, senha: preenchido }));
export type SignInValues = z.input<typeof signInSchema>;

/** 'Cadastrar': all three fields required, the passwords equal, at least `contaRegras.senhaMinima` characters. */
export const signUpSchema = lazySchema(() => z
  .object({ email: emailPreenchido, senha: preenchido, confirmarSenha: preenchido })
  .check(senhaConfirmada));
export type SignUpValues = z.input<typeof signUpSchema>;

/** The code Cognito e-mailed after sign-up (spaces the patient pasted are dropped). */
export const confirmSignUpSchema = lazySchema(() => z.object({
  codigo: z.string().check(z.overwrite((codigo) => codigo.replace(/\s+/g, '')), z.minLength(1, mensagens.confirmacao.codigoObrigatorio)),
}));
export type ConfirmSignUpValues = z.input<typeof confirmSignUpSchema>;

/** 'Esqueci minha senha', first step: the account's e-mail. */
export const resetPasswordSchema = lazySchema(() => z.object({
  email: emailPreenchido.check(z.email(emailInvalido.descricao)),
}));
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/** 'Esqueci minha senha', second step: the e-mailed code (6 digits), the new password and its confirmation. */
export const confirmResetPasswordSchema = lazySchema(() => z
  .object({
    codigo: z.string().check(
      z.overwrite((codigo) => codigo.replace(/\s+/g, '')),
      obrigatorio,
      z.regex(/^\d{6}$/, codigoInvalido.descricao),
    ),
    senha: preenchido,
    confirmarSenha: preenchido,
  })
  .check(senhaConfirmada));
export type ConfirmResetPasswordValues = z.input<typeof confirmResetPasswordSchema>;

/** The first sign-in of an account an administrator created: the physician's own password. */
export const newPasswordSchema = lazySchema(() => z.object({
  senha: z.string().check(obrigatorio, z.minLength(contaRegras.senhaMinima, senhaMuitoCurta.descricao)),
}));
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
