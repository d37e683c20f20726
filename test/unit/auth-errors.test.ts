import { describe, expect, it } from 'vitest';
import { mensagens } from '#shared/messages.js';
import {
  confirmResetPasswordErrorNotice,
  confirmSignUpErrorNotice,
  resendCodeErrorNotice,
  resetPasswordOutcome,
  signInErrorNotice,
  signInStepNotice,
  signUpErrorNotice,
} from '#web/lib/auth-errors.js';

/** What Amplify Auth throws: an error whose name is Cognito's exception name. */
function cognitoError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('signInErrorNotice ("Erro no login")', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.'],
    ['UserNotFoundException', 'User does not exist.'],
    // cognito-local's own answer to a wrong password, before the local shim rewrote it.
    ['InvalidPasswordException', 'Invalid password'],
    ['', 'Invalid login credentials'],
  ])('maps %s "%s" to invalid credentials', (name, message) => {
    expect(signInErrorNotice(cognitoError(name, message))).toEqual({
      motivo: 'credenciais-invalidas',
      titulo: 'Erro no login',
      descricao: 'E-mail ou senha incorretos. Verifique seus dados e tente novamente.',
    });
  });

  it.each([
    ['UserNotConfirmedException', 'User is not confirmed.'],
    ['', 'Email not confirmed'],
  ])('maps %s "%s" to the unconfirmed e-mail', (name, message) => {
    expect(signInErrorNotice(cognitoError(name, message))).toEqual({
      motivo: 'email-nao-confirmado',
      titulo: 'Erro no login',
      descricao: 'Por favor, confirme seu e-mail antes de fazer login.',
    });
  });

  it.each([
    ['TooManyRequestsException', 'Too many requests'],
    ['LimitExceededException', 'Attempt limit exceeded, please try after some time.'],
    ['TooManyFailedAttemptsException', 'Too many failed attempts.'],
    // Real Cognito locks a user out with a NotAuthorizedException: the message must win over the name.
    ['NotAuthorizedException', 'Password attempts exceeded'],
  ])('maps %s "%s" to too many attempts', (name, message) => {
    expect(signInErrorNotice(cognitoError(name, message))).toEqual({
      motivo: 'muitas-tentativas',
      titulo: 'Erro no login',
      descricao: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
    });
  });

  it.each([cognitoError('NetworkError', 'A network error has occurred.'), cognitoError('InternalErrorException', 'boom'), 'falhou', undefined, null, 42])(
    'maps anything else (%s) to the generic text',
    (error) => {
      expect(signInErrorNotice(error)).toEqual({ motivo: 'outro', titulo: 'Erro no login', descricao: 'Erro ao fazer login' });
    },
  );

  it('maps the CONFIRM_SIGN_UP next step to the unconfirmed e-mail, other steps to the generic text', () => {
    expect(signInStepNotice('CONFIRM_SIGN_UP')).toMatchObject({ motivo: 'email-nao-confirmado', descricao: mensagens.login.emailNaoConfirmado });
    expect(signInStepNotice('RESET_PASSWORD')).toMatchObject({ motivo: 'outro', descricao: 'Erro ao fazer login' });
  });
});

describe('signUpErrorNotice ("Erro no cadastro")', () => {
  it.each([
    ['UsernameExistsException', 'User already exists'],
    ['AliasExistsException', 'An account with the given email already exists.'],
    ['', 'User already registered'],
  ])('maps %s "%s" to the e-mail already registered', (name, message) => {
    expect(signUpErrorNotice(cognitoError(name, message))).toEqual({
      motivo: 'email-ja-cadastrado',
      titulo: 'Erro no cadastro',
      descricao: 'Este e-mail já está cadastrado. Tente fazer login ou use outro e-mail.',
    });
  });

  it.each([
    ['InvalidParameterException', 'Username should be an email.'],
    ['InvalidParameterException', 'Invalid email address format.'],
    ['', 'Invalid email'],
  ])('maps %s "%s" to the invalid e-mail', (name, message) => {
    expect(signUpErrorNotice(cognitoError(name, message))).toEqual({
      motivo: 'email-invalido',
      titulo: 'Erro no cadastro',
      descricao: 'Por favor, digite um e-mail válido.',
    });
  });

  it.each([
    // What the local Cognito answers (the pool's minimum length is 6 there and in AWS).
    ['InvalidPasswordException', 'Password did not conform with policy: Password not long enough'],
    ['InvalidParameterException', "1 validation error detected: Value at 'password' failed to satisfy constraint: Member must have length greater than or equal to 6"],
    ['', 'Password should be at least 6 characters'],
  ])('maps %s "%s" to the password text', (name, message) => {
    expect(signUpErrorNotice(cognitoError(name, message))).toEqual({
      motivo: 'senha',
      titulo: 'Erro no cadastro',
      descricao: 'A senha deve ter pelo menos 6 caracteres.',
    });
  });

  it.each([cognitoError('InvalidParameterException', 'Attributes did not conform to the schema'), cognitoError('NetworkError', 'offline'), undefined])(
    'maps anything else (%s) to the generic text',
    (error) => {
      expect(signUpErrorNotice(error)).toEqual({ motivo: 'outro', titulo: 'Erro no cadastro', descricao: 'Erro ao criar conta' });
    },
  );
});

describe('confirmSignUpErrorNotice', () => {
  it.each([
    ['CodeMismatchException', 'Invalid verification code provided, please try again.', 'codigo-incorreto', mensagens.confirmacao.codigoIncorreto],
    ['ExpiredCodeException', 'Invalid code provided, please request a code again.', 'codigo-expirado', mensagens.confirmacao.codigoExpirado],
    ['EmptyConfirmSignUpCode', 'code is required to confirmSignUp', 'codigo-obrigatorio', mensagens.confirmacao.codigoObrigatorio],
    ['LimitExceededException', 'Attempt limit exceeded', 'muitas-tentativas', mensagens.confirmacao.muitasTentativas],
    ['TooManyFailedAttemptsException', 'Too many failed attempts', 'muitas-tentativas', mensagens.confirmacao.muitasTentativas],
    ['NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED', 'ja-confirmado', mensagens.confirmacao.jaConfirmado],
    ['UserNotFoundException', 'Username/client id combination not found.', 'usuario-nao-encontrado', mensagens.confirmacao.usuarioNaoEncontrado],
    ['NotAuthorizedException', 'User not authorized', 'outro', mensagens.confirmacao.generico],
  ])('maps %s "%s" to %s', (name, message, motivo, descricao) => {
    expect(confirmSignUpErrorNotice(cognitoError(name, message))).toEqual({ motivo, titulo: 'Erro na confirmação', descricao });
  });

  it('writes every confirmation text in Portuguese', () => {
    expect(mensagens.confirmacao.codigoIncorreto).toBe('Código incorreto. Confira o código enviado para o seu e-mail e tente novamente.');
    expect(mensagens.confirmacao.codigoExpirado).toBe('Este código expirou. Clique em “Reenviar código” para receber um novo.');
  });
});

describe('resendCodeErrorNotice', () => {
  it.each([
    ['InvalidParameterException', 'User is already confirmed.', 'ja-confirmado', mensagens.confirmacao.jaConfirmado],
    ['LimitExceededException', 'Attempt limit exceeded, please try after some time.', 'muitas-tentativas', mensagens.confirmacao.muitasTentativas],
    ['UserNotFoundException', 'Username/client id combination not found.', 'usuario-nao-encontrado', mensagens.confirmacao.usuarioNaoEncontrado],
    ['NetworkError', 'offline', 'outro', mensagens.confirmacao.reenvio.generico],
  ])('maps %s "%s" to %s', (name, message, motivo, descricao) => {
    expect(resendCodeErrorNotice(cognitoError(name, message))).toEqual({ motivo, titulo: 'Erro ao reenviar código', descricao });
  });
});

describe('resetPasswordOutcome ("Esqueci minha senha", sending the code)', () => {
  it('counts an unknown e-mail as sent, so the form does not reveal who has an account', () => {
    expect(resetPasswordOutcome(cognitoError('UserNotFoundException', 'Username/client id combination not found.'))).toEqual({ enviado: true });
  });

  it.each([
    ['LimitExceededException', 'Attempt limit exceeded, please try after some time.', 'muitas-tentativas', mensagens.redefinicaoSenha.muitasTentativas],
    [
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
      'email-nao-confirmado',
      mensagens.redefinicaoSenha.emailNaoConfirmado,
    ],
    ['NotAuthorizedException', 'User password cannot be reset in the current state.', 'senha-temporaria', mensagens.redefinicaoSenha.senhaTemporaria],
    ['InvalidParameterException', 'Username should be an email.', 'email-invalido', 'Por favor, digite um e-mail válido.'],
    ['NetworkError', 'offline', 'outro', mensagens.redefinicaoSenha.envio.generico],
  ])('maps %s "%s" to %s', (name, message, motivo, descricao) => {
    expect(resetPasswordOutcome(cognitoError(name, message))).toEqual({ enviado: false, motivo, titulo: 'Erro ao enviar código', descricao });
  });
});

describe('confirmResetPasswordErrorNotice ("Erro ao redefinir a senha")', () => {
  it.each([
    ['CodeMismatchException', 'Invalid verification code provided, please try again.', 'codigo-incorreto', mensagens.redefinicaoSenha.codigoIncorreto],
    ['UserNotFoundException', 'Username/client id combination not found.', 'codigo-incorreto', mensagens.redefinicaoSenha.codigoIncorreto],
    ['ExpiredCodeException', 'Invalid code provided, please request a code again.', 'codigo-expirado', mensagens.redefinicaoSenha.codigoExpirado],
    ['InvalidPasswordException', 'Password did not conform with policy: Password not long enough', 'senha-fraca', 'A senha deve ter pelo menos 6 caracteres.'],
    ['LimitExceededException', 'Attempt limit exceeded, please try after some time.', 'muitas-tentativas', mensagens.redefinicaoSenha.muitasTentativas],
    ['NetworkError', 'offline', 'outro', mensagens.redefinicaoSenha.generico],
  ])('maps %s "%s" to %s', (name, message, motivo, descricao) => {
    expect(confirmResetPasswordErrorNotice(cognitoError(name, message))).toEqual({ motivo, titulo: 'Erro ao redefinir a senha', descricao });
  });
});
