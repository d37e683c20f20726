/**
 * The Cognito user-pool operations the handlers call (Amazon Cognito user pools API reference,
 * awsJson1_1, target AWSCognitoIdentityProviderService): the admin calls of the profile routes,
 * signed with the Lambda's role, and GetUser, authorised by the caller's own access token and
 * therefore unsigned. Dates arrive as epoch seconds and are returned as Date, as the SDK does.
 */
import { callJson, createAwsServiceFromEnv, type AwsService } from './client.js';

export interface CognitoAttribute {
  readonly Name: string;
  readonly Value?: string;
}

export interface CognitoUser {
  readonly Username?: string;
  readonly UserAttributes?: readonly CognitoAttribute[];
  readonly UserCreateDate?: Date;
  readonly UserLastModifiedDate?: Date;
  readonly Enabled?: boolean;
  readonly UserStatus?: string;
}

export interface CognitoClient {
  adminGetUser(input: { UserPoolId: string; Username: string }): Promise<CognitoUser>;
  adminUpdateUserAttributes(input: { UserPoolId: string; Username: string; UserAttributes: readonly CognitoAttribute[] }): Promise<void>;
  adminDeleteUser(input: { UserPoolId: string; Username: string }): Promise<void>;
  getUser(input: { AccessToken: string }): Promise<CognitoUser>;
}

interface UserAnswer {
  Username?: string;
  UserAttributes?: CognitoAttribute[];
  UserCreateDate?: number;
  UserLastModifiedDate?: number;
  Enabled?: boolean;
  UserStatus?: string;
}

const toDate = (seconds: number | undefined): Date | undefined => (typeof seconds === 'number' ? new Date(seconds * 1000) : undefined);

function toUser(answer: UserAnswer): CognitoUser {
  const created = toDate(answer.UserCreateDate);
  const modified = toDate(answer.UserLastModifiedDate);
  return {
    ...(answer.Username !== undefined ? { Username: answer.Username } : {}),
    UserAttributes: answer.UserAttributes ?? [],
    ...(created ? { UserCreateDate: created } : {}),
    ...(modified ? { UserLastModifiedDate: modified } : {}),
    ...(answer.Enabled !== undefined ? { Enabled: answer.Enabled } : {}),
    ...(answer.UserStatus !== undefined ? { UserStatus: answer.UserStatus } : {}),
  };
}

export function createCognitoClient(service: AwsService): CognitoClient {
  const call = <T>(operation: string, input: object, unsigned = false) =>
    callJson<T>(service, { target: 'AWSCognitoIdentityProviderService', version: '1.1', operation, input, unsigned });
  return {
    adminGetUser: async (input) => toUser(await call<UserAnswer>('AdminGetUser', input)),
    adminUpdateUserAttributes: async (input) => {
      await call('AdminUpdateUserAttributes', input);
    },
    adminDeleteUser: async (input) => {
      await call('AdminDeleteUser', input);
    },
    getUser: async (input) => toUser(await call<UserAnswer>('GetUser', input, true)),
  };
}

/**
 * Cognito in the Lambda's region, or cognito-local in the local stage only (COGNITO_ENDPOINT, or the
 * origin of COGNITO_ISSUER `<endpoint>/<userPoolId>`).
 */
export function createCognitoClientFromEnv(env: NodeJS.ProcessEnv = process.env, options: { maxAttempts?: number } = {}): CognitoClient {
  const local =
    env.STAGE === 'local' ? env.COGNITO_ENDPOINT || (env.COGNITO_ISSUER ? new URL(env.COGNITO_ISSUER).origin : undefined) : undefined;
  return createCognitoClient(
    createAwsServiceFromEnv(env, {
      signingName: 'cognito-idp',
      traceName: 'CognitoIdentityProvider',
      endpointId: 'COGNITO_IDENTITY_PROVIDER',
      regionalEndpoint: (region) => `https://cognito-idp.${region}.amazonaws.com`,
      ...(local ? { localEndpoint: local } : {}),
      ...options,
    }),
  );
}
