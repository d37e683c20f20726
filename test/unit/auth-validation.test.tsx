// @vitest-environment jsdom
/**
 * The account forms' checks (shared/schemas/conta-auth.ts) and how a form shows them: the notice of
 * the catalogue, in the spec's order, and the focus on the field to correct. The forms are drawn in
 * jsdom with react-hook-form and Amplify UI, as the pages draw them.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  confirmResetPasswordSchema,
  newPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '#shared/schemas/conta-auth.js';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('#web/components/toast.js', () => ({ notify: { error: notifyError, success: vi.fn(), info: vi.fn() } }));

const { SignUpForm } = await import('#web/features/conta/components/sign-up-form.js');
const { SignInForm } = await import('#web/features/conta/components/sign-in-form.js');

const camposObrigatorios = 'Por favor, preencha todos os campos.';
const issues = (result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('signInSchema', () => {
  it.each([
    [{ email: '', senha: 'segredo123' }, 'email'],
    [{ email: '   ', senha: 'segredo123' }, 'email'],
    [{ email: 'ana@exemplo.com.br', senha: '' }, 'senha'],
  ])('asks for every field when one is empty (%o)', (values, campo) => {
    expect(issues(signInSchema.safeParse(values))).toEqual([[campo, camposObrigatorios]]);
  });

  it('sends the e-mail trimmed and the password as typed', () => {
    expect(signInSchema.parse({ email: '  ana@exemplo.com.br ', senha: ' segredo ' })).toEqual({ email: 'ana@exemplo.com.br', senha: ' segredo ' });
  });
});

describe('signUpSchema', () => {
  it('asks for all three fields, and says nothing else while one is empty', () => {
    expect(issues(signUpSchema.safeParse({ email: 'ana@exemplo.com.br', senha: '123', confirmarSenha: '' }))).toEqual([
      ['confirmarSenha', camposObrigatorios],
    ]);
  });

  it('checks that the passwords match before their length', () => {
    expect(issues(signUpSchema.safeParse({ email: 'a@b.com', senha: '123', confirmarSenha: '124' }))).toEqual([
      ['confirmarSenha', 'As senhas digitadas não são iguais.'],
    ]);
    expect(issues(signUpSchema.safeParse({ email: 'a@b.com', senha: '12345', confirmarSenha: '12345' }))).toEqual([
      ['senha', 'A senha deve ter pelo menos 6 caracteres.'],
    ]);
  });

  it('accepts six characters and trims the e-mail', () => {
    expect(signUpSchema.parse({ email: ' a@b.com ', senha: '123456', confirmarSenha: '123456' })).toEqual({
      email: 'a@b.com',
      senha: '123456',
      confirmarSenha: '123456',
    });
  });
});

describe('password reset schemas', () => {
  it('wants a well-formed e-mail to send the code to', () => {
    expect(issues(resetPasswordSchema.safeParse({ email: '' }))).toEqual([['email', camposObrigatorios]]);
    expect(issues(resetPasswordSchema.safeParse({ email: 'maria.silva' }))).toEqual([['email', 'Por favor, digite um e-mail válido.']]);
    expect(resetPasswordSchema.parse({ email: ' maria@exemplo.com.br ' })).toEqual({ email: 'maria@exemplo.com.br' });
  });

  it('wants the 6-digit code (spaces dropped) and a confirmed new password of 6 characters', () => {
    expect(confirmResetPasswordSchema.parse({ codigo: ' 123 456 ', senha: 'nova123', confirmarSenha: 'nova123' })).toMatchObject({ codigo: '123456' });
    expect(issues(confirmResetPasswordSchema.safeParse({ codigo: '12a', senha: 'nova123', confirmarSenha: 'nova123' }))).toEqual([
      ['codigo', 'Digite o código de 6 dígitos enviado para o seu e-mail.'],
    ]);
    expect(issues(confirmResetPasswordSchema.safeParse({ codigo: '123456', senha: 'nova123', confirmarSenha: 'nova12' }))).toEqual([
      ['confirmarSenha', 'As senhas digitadas não são iguais.'],
    ]);
    expect(issues(confirmResetPasswordSchema.safeParse({ codigo: '123456', senha: 'nova', confirmarSenha: 'nova' }))).toEqual([
      ['senha', 'A senha deve ter pelo menos 6 caracteres.'],
    ]);
  });

  it("wants the physician's own password to have 6 characters", () => {
    expect(issues(newPasswordSchema.safeParse({ senha: 'abc' }))).toEqual([['senha', 'A senha deve ter pelo menos 6 caracteres.']]);
  });
});

describe('the forms on react-hook-form and Amplify UI', () => {
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
  });

  it('Cadastrar: the notice of the first failing check, and the focus on the field to correct', async () => {
    // Prepare
    render(<SignUpForm onSubmittingChange={() => {}} onSignedUp={() => {}} />);
    const email = screen.getByLabelText('E-mail');
    const senha = screen.getByLabelText('Senha');
    const confirmar = screen.getByLabelText('Confirmar senha');
    expect(email).toHaveProperty('type', 'email');
    expect(senha.getAttribute('minlength')).toBe('6');

    // Act: e-mail and password only.
    fireEvent.input(email, { target: { value: 'ana@exemplo.com.br' } });
    fireEvent.input(senha, { target: { value: 'segredo123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    // Assess
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Campos obrigatórios', camposObrigatorios));
    await waitFor(() => expect(document.activeElement).toBe(confirmar), { timeout: 5_000 });

    // Act: different passwords.
    fireEvent.input(confirmar, { target: { value: 'outra-senha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    // Assess
    await waitFor(() => expect(notifyError).toHaveBeenLastCalledWith('Senhas não coincidem', 'As senhas digitadas não são iguais.'));
    expect(confirmar.getAttribute('aria-invalid')).toBe('true');
  });

  it('Entrar: nothing typed asks for the fields and focuses the e-mail; "Esqueci minha senha" carries the e-mail', async () => {
    // Prepare
    const onEsqueciSenha = vi.fn();
    render(<SignInForm onSubmittingChange={() => {}} onSignedIn={() => {}} onNeedsConfirmation={() => {}} onEsqueciSenha={onEsqueciSenha} />);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    // Assess
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Campos obrigatórios', camposObrigatorios));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')), { timeout: 5_000 });

    // Act
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: ' ana@exemplo.com.br ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));

    // Assess
    expect(onEsqueciSenha).toHaveBeenCalledWith('ana@exemplo.com.br');
  });
});
