/**
 * Cognito's answers (exception name and message, as Amplify Auth passes them on; real Cognito and
 * the local cognito-local alike) turned into the notices of the error catalogue (shared/messages.ts). Pure, so every
 * branch is unit tested, including those the local Cognito cannot produce (rate limits).
 */
import { mensagens } from '#shared/messages.js';

export interface AuthNotice {
  readonly titulo: string;
  readonly descricao: string;
}

export type SignInFailure = 'credenciais-invalidas' | 'email-nao-confirmado' | 'muitas-tentativas' | 'outro';
export type SignUpFailure = 'email-ja-cadastrado' | 'email-invalido' | 'senha' | 'outro';
export type ConfirmationFailure =
  | 'codigo-obrigatorio'
  | 'codigo-incorreto'
  | 'codigo-expirado'
  | 'ja-confirmado'
  | 'usuario-nao-encontrado'
  | 'muitas-tentativas'
  | 'outro';

export interface SignInErrorNotice extends AuthNotice {
  readonly motivo: SignInFailure;
}
export interface SignUpErrorNotice extends AuthNotice {
  readonly motivo: SignUpFailure;
}
export interface ConfirmationErrorNotice extends AuthNotice {
  readonly motivo: ConfirmationFailure;
}
export type ResetPasswordFailure =
  | 'codigo-incorreto'
  | 'codigo-expirado'
  | 'senha-fraca'
  | 'email-invalido'
  | 'email-nao-confirmado'
  | 'senha-temporaria'
  | 'muitas-tentativas'
  | 'outro';
export interface ResetPasswordErrorNotice extends AuthNotice {
  readonly motivo: ResetPasswordFailure;
}

interface ErrorParts {
  readonly name: string;
  readonly message: string;
}

/** Name and message of whatever was thrown: an AuthError, an SDK exception, an Error or a string. */
function partsOf(error: unknown): ErrorParts {
  if (typeof error === 'string') return { name: '', message: error };
  if (error && typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return { name: typeof name === 'string' ? name : '', message: typeof message === 'string' ? message : '' };
  }
  return { name: '', message: '' };
}

const RATE_LIMITED = new Set(['TooManyRequestsException', 'LimitExceededException', 'TooManyFailedAttemptsException']);
// Real Cognito reports a locked-out user as NotAuthorizedException 'Password attempts exceeded'.
const RATE_LIMITED_MESSAGE = /password attempts exceeded|too many|rate exceeded|attempt limit exceeded/i;
// cognito-local answered a wrong password with InvalidPasswordException before our shim; keep it.
const BAD_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);
const BAD_CREDENTIALS_MESSAGE = /incorrect username or password|invalid login credentials|user does not exist/i;

/** The sign-in notice ('Erro no login') for a failed `signIn`. */
export function signInErrorNotice(error: unknown): SignInErrorNotice {
  const { name, message } = partsOf(error);
  const login = mensagens.login;
  const notice = (motivo: SignInFailure, descricao: string): SignInErrorNotice => ({ motivo, titulo: login.titulo, descricao });
  if (name === 'UserNotConfirmedException' || /not confirmed/i.test(message)) {
    return notice('email-nao-confirmado', login.emailNaoConfirmado);
  }
  if (RATE_LIMITED.has(name) || RATE_LIMITED_MESSAGE.test(message)) return notice('muitas-tentativas', login.muitasTentativas);
  if (BAD_CREDENTIALS.has(name) || BAD_CREDENTIALS_MESSAGE.test(message)) {
    return notice('credenciais-invalidas', login.credenciaisInvalidas);
  }
  return notice('outro', login.generico);
}

/**
 * The sign-in notice for a `signIn` that answered with a next step instead of signing in: Amplify
 * turns an unconfirmed user into `CONFIRM_SIGN_UP` rather than throwing.
 */
export function signInStepNotice(signInStep: string): SignInErrorNotice {
  return signInErrorNotice(signInStep === 'CONFIRM_SIGN_UP' ? { name: 'UserNotConfirmedException', message: '' } : undefined);
}

/** The sign-up notice ('Erro no cadastro') for a failed `signUp`. */
export function signUpErrorNotice(error: unknown): SignUpErrorNotice {
  const { name, message } = partsOf(error);
  const cadastro = mensagens.cadastro;
  const notice = (motivo: SignUpFailure, descricao: string): SignUpErrorNotice => ({ motivo, titulo: cadastro.titulo, descricao });
  if (name === 'UsernameExistsException' || name === 'AliasExistsException' || /already (exists|registered)/i.test(message)) {
    return notice('email-ja-cadastrado', cadastro.emailJaCadastrado);
  }
  if (name === 'InvalidPasswordException' || /password|senha/i.test(message)) return notice('senha', cadastro.senhaCurta);
  // Cognito: 'Username should be an email.', 'Invalid email address format.'
  if ((name === 'InvalidParameterException' && /e-?mail|username/i.test(message)) || /invalid e-?mail/i.test(message)) {
    return notice('email-invalido', cadastro.emailInvalido);
  }
  return notice('outro', cadastro.generico);
}

/** The confirmation notice ('Erro na confirmação') for a failed `confirmSignUp`. */
export function confirmSignUpErrorNotice(error: unknown): ConfirmationErrorNotice {
  const { name, message } = partsOf(error);
  const confirmacao = mensagens.confirmacao;
  const notice = (motivo: ConfirmationFailure, descricao: string): ConfirmationErrorNotice => ({
    motivo,
    titulo: confirmacao.titulo,
    descricao,
  });
  if (name === 'EmptyConfirmSignUpCode') return notice('codigo-obrigatorio', confirmacao.codigoObrigatorio);
  if (name === 'CodeMismatchException') return notice('codigo-incorreto', confirmacao.codigoIncorreto);
  if (name === 'ExpiredCodeException') return notice('codigo-expirado', confirmacao.codigoExpirado);
  if (RATE_LIMITED.has(name) || RATE_LIMITED_MESSAGE.test(message)) return notice('muitas-tentativas', confirmacao.muitasTentativas);
  // Cognito: NotAuthorizedException 'User cannot be confirmed. Current status is CONFIRMED'.
  if (/status is confirmed|already confirmed/i.test(message)) return notice('ja-confirmado', confirmacao.jaConfirmado);
  if (name === 'UserNotFoundException') return notice('usuario-nao-encontrado', confirmacao.usuarioNaoEncontrado);
  return notice('outro', confirmacao.generico);
}

/** The notice ('Erro ao reenviar código') for a failed `resendSignUpCode`. */
export function resendCodeErrorNotice(error: unknown): ConfirmationErrorNotice {
  const { name, message } = partsOf(error);
  const confirmacao = mensagens.confirmacao;
  const notice = (motivo: ConfirmationFailure, descricao: string): ConfirmationErrorNotice => ({
    motivo,
    titulo: confirmacao.reenvio.titulo,
    descricao,
  });
  if (RATE_LIMITED.has(name) || RATE_LIMITED_MESSAGE.test(message)) return notice('muitas-tentativas', confirmacao.muitasTentativas);
  // Cognito: InvalidParameterException 'User is already confirmed.'
  if (/already confirmed|status is confirmed/i.test(message)) return notice('ja-confirmado', confirmacao.jaConfirmado);
  if (name === 'UserNotFoundException') return notice('usuario-nao-encontrado', confirmacao.usuarioNaoEncontrado);
  return notice('outro', confirmacao.reenvio.generico);
}

/**
 * 'Esqueci minha senha', first step: whether `resetPassword` counts as sent, or the notice to show.
 * An unknown e-mail counts as sent (the pool answers so too, PreventUserExistenceErrors), so the
 * form never tells who has an account.
 */
export function resetPasswordOutcome(error: unknown): { readonly enviado: true } | ({ readonly enviado: false } & ResetPasswordErrorNotice) {
  const { name, message } = partsOf(error);
  const redefinicao = mensagens.redefinicaoSenha;
  const notice = (motivo: ResetPasswordFailure, descricao: string) => ({ enviado: false as const, motivo, titulo: redefinicao.envio.titulo, descricao });
  if (name === 'UserNotFoundException') return { enviado: true };
  if (RATE_LIMITED.has(name) || RATE_LIMITED_MESSAGE.test(message)) return notice('muitas-tentativas', redefinicao.muitasTentativas);
  // Cognito: InvalidParameterException 'Cannot reset password for the user as there is no registered/verified email or phone_number'.
  if (/no registered\/verified email|not verified|unverified/i.test(message)) return notice('email-nao-confirmado', redefinicao.emailNaoConfirmado);
  // Cognito: NotAuthorizedException 'User password cannot be reset in the current state.' (temporary password).
  if (/cannot be reset in the current state/i.test(message)) return notice('senha-temporaria', redefinicao.senhaTemporaria);
  if (name === 'InvalidParameterException' && /e-?mail|username/i.test(message)) return notice('email-invalido', redefinicao.emailInvalido.descricao);
  return notice('outro', redefinicao.envio.generico);
}

/** 'Esqueci minha senha', second step: the notice ('Erro ao redefinir a senha') for a failed `confirmResetPassword`. */
export function confirmResetPasswordErrorNotice(error: unknown): ResetPasswordErrorNotice {
  const { name, message } = partsOf(error);
  const redefinicao = mensagens.redefinicaoSenha;
  const notice = (motivo: ResetPasswordFailure, descricao: string): ResetPasswordErrorNotice => ({ motivo, titulo: redefinicao.titulo, descricao });
  if (name === 'ExpiredCodeException') return notice('codigo-expirado', redefinicao.codigoExpirado);
  // An unknown e-mail has no code to match: the same answer as a wrong code.
  if (name === 'CodeMismatchException' || name === 'UserNotFoundException') return notice('codigo-incorreto', redefinicao.codigoIncorreto);
  if (RATE_LIMITED.has(name) || RATE_LIMITED_MESSAGE.test(message)) return notice('muitas-tentativas', redefinicao.muitasTentativas);
  if (name === 'InvalidPasswordException' || /password did not conform|password not long enough/i.test(message)) {
    return notice('senha-fraca', redefinicao.senhaFraca);
  }
  return notice('outro', redefinicao.generico);
}
