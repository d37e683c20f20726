/**
 * Sign-in of a physician with the site's user pool (Amplify Auth, loaded on demand), with
 * USER_PASSWORD_AUTH as the patient account does; the group check is the API's (`/perfil`).
 */
import { mensagens } from '#shared/messages.js';
import { loadAuth } from '#web/lib/auth-session.js';

export type ResultadoEntrada =
  | { readonly ok: true }
  /** An account an administrator created has a temporary password: the physician chooses one. */
  | { readonly ok: false; readonly novaSenha: true }
  | { readonly ok: false; readonly mensagem: string };

const CREDENCIAIS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);
const MUITAS = new Set(['TooManyRequestsException', 'LimitExceededException', 'TooManyFailedAttemptsException']);

/** The pt-BR message for a failed sign-in. */
export function mensagemFalhaEntrada(error: unknown): string {
  const name = error && typeof error === 'object' && 'name' in error && typeof error.name === 'string' ? error.name : '';
  const message = error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (MUITAS.has(name) || /attempts exceeded|too many/i.test(message)) return mensagens.login.muitasTentativas;
  if (CREDENCIAIS.has(name) || /incorrect username or password|user does not exist/i.test(message)) return mensagens.login.credenciaisInvalidas;
  if (name === 'UserNotConfirmedException') return mensagens.login.emailNaoConfirmado;
  return `${mensagens.login.generico}. Tente novamente.`;
}

export async function entrarMedico(email: string, senha: string): Promise<ResultadoEntrada> {
  try {
    const auth = await loadAuth();
    const result = await auth.signIn({ username: email, password: senha, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    if (result.isSignedIn) return { ok: true };
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return { ok: false, novaSenha: true };
    return { ok: false, mensagem: mensagemFalhaEntrada({ name: result.nextStep.signInStep === 'CONFIRM_SIGN_UP' ? 'UserNotConfirmedException' : '' }) };
  } catch (error) {
    return { ok: false, mensagem: mensagemFalhaEntrada(error) };
  }
}

/** Answers the temporary-password challenge with the physician's own password. */
export async function definirNovaSenha(senha: string): Promise<ResultadoEntrada> {
  try {
    const auth = await loadAuth();
    const result = await auth.confirmSignIn({ challengeResponse: senha });
    if (result.isSignedIn) return { ok: true };
    return { ok: false, mensagem: `${mensagens.login.generico}. Tente novamente.` };
  } catch (error) {
    const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
    if (name === 'InvalidPasswordException') return { ok: false, mensagem: mensagens.cadastro.senhaCurta };
    return { ok: false, mensagem: mensagemFalhaEntrada(error) };
  }
}
