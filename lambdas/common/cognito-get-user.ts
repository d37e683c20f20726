/**
 * What the verified-e-mail lookup (cognito-user.ts) loads on its first call: GetUser and the
 * container's Cognito client. A module of its own so that the dynamic import reaches only these two
 * (importing the SDK package itself dynamically would bundle all of its commands).
 */
export { GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
export { cognitoClient } from './cognito-client.js';
