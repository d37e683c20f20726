import { describe, expect, it } from 'vitest';
import { validateSignIn, validateSignUp } from '../../web/src/features/conta/auth-validation.js';

const camposObrigatorios = { titulo: 'Campos obrigatórios', descricao: 'Por favor, preencha todos os campos.' };

describe('validateSignIn (site-and-accounts §5)', () => {
  it.each([
    [{ email: '', senha: 'segredo123', confirmarSenha: '' }, 'email'],
    [{ email: '   ', senha: 'segredo123', confirmarSenha: '' }, 'email'],
    [{ email: 'ana@exemplo.com.br', senha: '', confirmarSenha: '' }, 'senha'],
  ])('asks for every field when one is empty (%o)', (values, campo) => {
    expect(validateSignIn(values)).toEqual({ ok: false, notice: camposObrigatorios, campo });
  });

  it('sends the e-mail trimmed and the password as typed', () => {
    expect(validateSignIn({ email: '  ana@exemplo.com.br ', senha: ' segredo ', confirmarSenha: '' })).toEqual({
      ok: true,
      email: 'ana@exemplo.com.br',
      senha: ' segredo ',
    });
  });
});

describe('validateSignUp (site-and-accounts §5)', () => {
  it('asks for all three fields', () => {
    expect(validateSignUp({ email: 'ana@exemplo.com.br', senha: 'segredo123', confirmarSenha: '' })).toEqual({
      ok: false,
      notice: camposObrigatorios,
      campo: 'confirmarSenha',
    });
  });

  it('refuses different passwords before a short one', () => {
    expect(validateSignUp({ email: 'ana@exemplo.com.br', senha: '123', confirmarSenha: '124' })).toEqual({
      ok: false,
      notice: { titulo: 'Senhas não coincidem', descricao: 'As senhas digitadas não são iguais.' },
      campo: 'confirmarSenha',
    });
  });

  it('refuses a password shorter than 6 characters and accepts exactly 6', () => {
    expect(validateSignUp({ email: 'ana@exemplo.com.br', senha: '12345', confirmarSenha: '12345' })).toEqual({
      ok: false,
      notice: { titulo: 'Senha muito curta', descricao: 'A senha deve ter pelo menos 6 caracteres.' },
      campo: 'senha',
    });
    expect(validateSignUp({ email: ' ana@exemplo.com.br ', senha: '123456', confirmarSenha: '123456' })).toEqual({
      ok: true,
      email: 'ana@exemplo.com.br',
      senha: '123456',
    });
  });
});
