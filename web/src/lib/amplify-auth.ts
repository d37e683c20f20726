/**
 * Amplify Auth (Cognito user pool), configured from the runtime config. This module is only ever
 * loaded through `loadAuth()` in auth-session.ts, so Amplify's auth code is a chunk of its own that
 * arrives after the first paint.
 */
import type { RuntimeConfig } from '#shared/schemas/runtime-config.js';
import { configureAmplifyPart } from './amplify-config.js';

export {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';

/**
 * Points Amplify Auth at the user pool, keeping whatever else Amplify is configured with (the
 * realtime client configures `API.Events` the same way): `Amplify.configure` replaces the whole
 * configuration. Only the local stage has a `userPoolEndpoint` (the schema refuses it elsewhere).
 */
export function configureAuth(auth: RuntimeConfig['auth']): void {
  configureAmplifyPart({
    Auth: {
      Cognito: {
        userPoolId: auth.userPoolId,
        userPoolClientId: auth.userPoolClientId,
        ...(auth.userPoolEndpoint ? { userPoolEndpoint: auth.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}
