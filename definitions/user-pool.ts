/**
 * The user pool's app client, as far as both the CDK (infra/lib/auth.ts) and the local Cognito
 * (infra/local/cognito.ts) must agree on it.
 */

/**
 * The attributes a signed-in user may write through the app client (SignUp, UpdateUserAttributes,
 * DeleteUserAttributes); Cognito refuses any other with `NotAuthorizedException: A client attempted
 * to write unauthorized attribute`.
 * - `name`: the only attribute a patient changes on their own.
 * - `email`: a required attribute, and Cognito requires the app client to write every required
 *   attribute (sign-up sets it); a later change is only applied once the code sent to the new
 *   address is confirmed (`keepOriginal` in the pool), so it cannot claim an address not owned.
 * Never `email_verified` (verification is Cognito's), `picture` (the avatar key is set by the
 * profile handler after checking the upload) or `custom:*` (a physician's registration, set by an
 * administrator).
 */
export const appClientWriteAttributes = ['email', 'name'] as const;

export type AppClientWriteAttribute = (typeof appClientWriteAttributes)[number];
