/**
 * The container's one Cognito user-pool client (the profile routes' admin calls, the e-mail lookups
 * and the physicians' GetUser). In AWS the regional endpoint with the function's role; in the local
 * stage the SDK reads `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER` (cognito-local).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { sdkClientConfig } from './sdk-config.js';
import { traceClient } from './tracer.js';

let client: CognitoIdentityProviderClient | undefined;

/** The container's Cognito client, made on the first call. */
export function cognitoClient(env: Readonly<Record<string, string | undefined>> = process.env): CognitoIdentityProviderClient {
  client ??= traceClient(new CognitoIdentityProviderClient(sdkClientConfig(env)));
  return client;
}
