/**
 * The patient's Cognito account as the profile routes manage it, with the user-pool admin calls
 * (AdminGetUser, AdminUpdateUserAttributes, AdminDeleteUser). The account is always the caller's
 * own: callers pass the `username` and `sub` of the verified access token, and a token whose
 * account no longer exists (deleted, or replaced by a new sign-up) reads as no account at all.
 */
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from './cognito-client.js';

export interface ContaCognito {
  readonly username: string;
  readonly sub: string;
  /** Trimmed and lower-cased. */
  readonly email?: string;
  readonly emailVerificado: boolean;
  readonly nome?: string;
  /** The object key of the profile picture (`picture` attribute). */
  readonly fotoKey?: string;
  /** ISO 8601. */
  readonly criadaEm: string;
  readonly atualizadaEm?: string;
  readonly habilitada: boolean;
  readonly situacao?: string;
  /** Every attribute, for the LGPD export. */
  readonly atributos: Readonly<Record<string, string>>;
}

export interface AccountDirectory {
  /** The account of this token, or undefined when it no longer exists or belongs to another sub. */
  get(username: string, sub: string): Promise<ContaCognito | undefined>;
  /** Sets standard attributes of the account (`name`, `picture`). */
  updateAttributes(username: string, attributes: Readonly<Record<string, string>>): Promise<void>;
  /** Deletes the account; a missing account is already deleted. */
  delete(username: string): Promise<void>;
}

export function createCognitoAccountDirectory(deps: { client: CognitoIdentityProviderClient; userPoolId: string }): AccountDirectory {
  const { client, userPoolId } = deps;
  return {
    async get(username, sub) {
      let user;
      try {
        user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
      } catch (error) {
        if (error instanceof UserNotFoundException) return undefined;
        throw error;
      }
      const atributos = Object.fromEntries(
        (user.UserAttributes ?? []).filter((entry) => entry.Name && entry.Value !== undefined).map((entry) => [entry.Name!, entry.Value!]),
      );
      // Same username, other person: a token issued before the account was deleted and re-created.
      if (atributos.sub !== sub) return undefined;
      const email = atributos.email?.trim().toLowerCase();
      return {
        username: user.Username ?? username,
        sub,
        ...(email ? { email } : {}),
        emailVerificado: atributos.email_verified === 'true',
        ...(atributos.name ? { nome: atributos.name } : {}),
        ...(atributos.picture ? { fotoKey: atributos.picture } : {}),
        criadaEm: (user.UserCreateDate ?? new Date(0)).toISOString(),
        ...(user.UserLastModifiedDate ? { atualizadaEm: user.UserLastModifiedDate.toISOString() } : {}),
        habilitada: user.Enabled !== false,
        ...(user.UserStatus ? { situacao: user.UserStatus } : {}),
        atributos,
      };
    },

    async updateAttributes(username, attributes) {
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: username,
          UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
        }),
      );
    },

    async delete(username) {
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
      } catch (error) {
        if (!(error instanceof UserNotFoundException)) throw error;
      }
    },
  };
}

/** `USER_POOL_ID` names the pool; the container's Cognito client (cognito-client.ts) reaches it. */
export function createAccountDirectoryFromEnv(env: NodeJS.ProcessEnv = process.env): AccountDirectory {
  const userPoolId = env.USER_POOL_ID;
  if (!userPoolId) throw new Error('Missing environment variable USER_POOL_ID');
  return createCognitoAccountDirectory({ client: cognitoClient(env), userPoolId });
}
