/**
 * The patient account calls to Cognito (through Amplify Auth, loaded on demand): sign-in with
 * USER_PASSWORD_AUTH (the flow the CDK app client and the local Cognito both allow), sign-up with
 * the e-mail as the username, and the e-mailed confirmation code.
 */
import { loadAuth } from '#web/lib/auth-session.js';

export type SignInOutcome = { readonly signedIn: true } | { readonly signedIn: false; readonly nextStep: string };

export async function signInPaciente(email: string, senha: string): Promise<SignInOutcome> {
  const auth = await loadAuth();
  const result = await auth.signIn({ username: email, password: senha, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  return result.isSignedIn ? { signedIn: true } : { signedIn: false, nextStep: result.nextStep.signInStep };
}

/** Resolves with whether the e-mail still has to be confirmed with the mailed code. */
export async function signUpPaciente(email: string, senha: string): Promise<{ readonly precisaConfirmar: boolean }> {
  const auth = await loadAuth();
  const result = await auth.signUp({ username: email, password: senha, options: { userAttributes: { email } } });
  return { precisaConfirmar: !result.isSignUpComplete };
}

export async function confirmarCadastro(email: string, codigo: string): Promise<void> {
  const auth = await loadAuth();
  await auth.confirmSignUp({ username: email, confirmationCode: codigo });
}

export async function reenviarCodigo(email: string): Promise<void> {
  const auth = await loadAuth();
  await auth.resendSignUpCode({ username: email });
}
