/**
 * The local Cognito as the SPA and the Lambdas meet it: sign-up with the mailed code, password
 * sign-in, the access token through the local-stage verifier, the refresh and resend shims, real
 * Cognito's error answers, CORS for the browser, persistence across restarts, and Amplify 6 itself.
 * Standalone: it starts its own instance on a free port with a temporary data folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  CreateUserPoolClientCommand,
  DescribeUserPoolClientCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { confirmSignUp, fetchAuthSession, resendSignUpCode, signIn, signOut, signUp } from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appClientWriteAttributes } from '#definitions/user-pool.js';
import { MEDICOS_GROUP, startCognitoLocal, type LocalCognito } from '#infra/local/cognito.js';
import { createAccessTokenVerifier, InvalidAccessTokenError, type AccessTokenVerifier } from '#lambdas/common/auth.js';

const PASSWORD = 'segredo123';
let emailCounter = 0;
const newEmail = (label: string) => `${label}-${Date.now()}-${++emailCounter}@exemplo.com.br`;

function sdkClient(cognito: LocalCognito): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: cognito.endpoint,
    region: cognito.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

function localVerifier(cognito: LocalCognito): AccessTokenVerifier {
  return createAccessTokenVerifier({
    stage: 'local',
    userPoolId: cognito.userPoolId,
    clientId: cognito.userPoolClientId,
    issuer: cognito.issuer,
    jwksUri: cognito.jwksUri,
  });
}

async function registerConfirmedUser(cognito: LocalCognito, client: CognitoIdentityProviderClient, email: string) {
  await client.send(new SignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, Password: PASSWORD }));
  const code = cognito.mailbox.latestCode(email);
  await client.send(new ConfirmSignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, ConfirmationCode: code }));
}

async function passwordSignIn(cognito: LocalCognito, client: CognitoIdentityProviderClient, email: string, password = PASSWORD) {
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({
      ClientId: cognito.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (!AuthenticationResult?.AccessToken || !AuthenticationResult.IdToken || !AuthenticationResult.RefreshToken) {
    throw new Error('sign-in returned no tokens');
  }
  return AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken: string; ExpiresIn?: number; TokenType?: string };
}

const decodePayload = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('local Cognito', () => {
  let dataDir: string;
  let cognito: LocalCognito;
  let client: CognitoIdentityProviderClient;
  let verifier: AccessTokenVerifier;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-cognito-'));
    cognito = await startCognitoLocal({ dataDir, port: 0 });
    client = sdkClient(cognito);
    verifier = localVerifier(cognito);
  });

  afterAll(async () => {
    client?.destroy();
    await cognito?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('listens on loopback with a local pool and an issuer that names its own address', () => {
    expect(cognito.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(cognito.endpoint).not.toMatch(/:9229$/);
    expect(cognito.userPoolId).toMatch(/^local_/);
    expect(cognito.issuer).toBe(`${cognito.endpoint}/${cognito.userPoolId}`);
    expect(cognito.jwksUri).toBe(`${cognito.issuer}/.well-known/jwks.json`);
  });

  it('refuses the Node inspector port and non-loopback hosts', async () => {
    await expect(startCognitoLocal({ dataDir, port: 9229 })).rejects.toThrow(/9229/);
    await expect(startCognitoLocal({ dataDir, host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });

  it('mails a confirmation code on sign-up, readable through the API and over HTTP', async () => {
    // Prepare
    const email = newEmail('cadastro');

    // Act
    const result = await client.send(new SignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, Password: PASSWORD }));

    // Assess
    expect(result.UserConfirmed).toBe(false);
    expect(result.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', Destination: email });
    const [message] = cognito.mailbox.list(email);
    expect(message).toMatchObject({ to: email, code: expect.stringMatching(/^\d{6}$/) });
    expect(message?.body).toContain(message?.code);
    expect(cognito.mailbox.latestCode(email.toUpperCase())).toBe(message?.code);

    const response = await fetch(`${cognito.endpoint}/_local/mailbox?email=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { messages: Array<{ to: string; code?: string }> };
    expect(body.messages).toEqual([expect.objectContaining({ to: email, code: message?.code })]);
    const all = (await (await fetch(`${cognito.endpoint}/_local/mailbox`)).json()) as { messages: unknown[] };
    expect(all.messages.length).toBeGreaterThanOrEqual(1);
  });

  it('confirms the sign-up, signs in with USER_PASSWORD_AUTH and verifies the e-mail', async () => {
    // Prepare
    const email = newEmail('login');
    await client.send(new SignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, Password: PASSWORD }));

    // Act
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: cognito.userPoolClientId,
        Username: email,
        ConfirmationCode: cognito.mailbox.latestCode(email),
      }),
    );
    const tokens = await passwordSignIn(cognito, client, email);

    // Assess
    expect(tokens.TokenType).toBe('Bearer');
    expect(tokens.ExpiresIn).toBe(3600);
    expect(decodePayload(tokens.IdToken)).toMatchObject({ email, email_verified: true, token_use: 'id' });
  });

  it('verifies the access token with the local-stage verifier', async () => {
    // Prepare
    const email = newEmail('verificado');
    await registerConfirmedUser(cognito, client, email);
    const { AccessToken } = await passwordSignIn(cognito, client, email);

    // Act
    const access = await verifier.verify(AccessToken);

    // Assess
    expect(access.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(access.username).toBe(access.sub);
    expect(access.groups).toEqual([]);
    expect(access.claims).toMatchObject({ token_use: 'access', client_id: cognito.userPoolClientId, iss: cognito.issuer });
  });

  it('puts the medicos group in the verified access', async () => {
    // Prepare
    const email = newEmail('medico');
    await registerConfirmedUser(cognito, client, email);
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: cognito.userPoolId, Username: email, GroupName: MEDICOS_GROUP }));

    // Act
    const access = await verifier.verify((await passwordSignIn(cognito, client, email)).AccessToken);

    // Assess
    expect(access.groups).toEqual([MEDICOS_GROUP]);
  });

  it('rejects a tampered token, an id token and a token of another app client', async () => {
    // Prepare
    const email = newEmail('adulterado');
    await registerConfirmedUser(cognito, client, email);
    const tokens = await passwordSignIn(cognito, client, email);
    const [header, , signature] = tokens.AccessToken.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...decodePayload(tokens.AccessToken), sub: 'outra-pessoa' })).toString('base64url');
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({ UserPoolId: cognito.userPoolId, ClientName: 'outro-cliente', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] }),
    );
    const foreign = await client.send(
      new InitiateAuthCommand({
        ClientId: UserPoolClient?.ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: PASSWORD },
      }),
    );

    // Act / Assess
    await expect(verifier.verify(`${header}.${forgedPayload}.${signature}`)).rejects.toBeInstanceOf(InvalidAccessTokenError);
    await expect(verifier.verify(tokens.IdToken)).rejects.toBeInstanceOf(InvalidAccessTokenError);
    await expect(verifier.verify(foreign.AuthenticationResult?.AccessToken ?? '')).rejects.toBeInstanceOf(InvalidAccessTokenError);
    await expect(verifier.verify('not-a-jwt')).rejects.toMatchObject({ status: 401 });
  });

  it('refreshes through GetTokensFromRefreshToken with a new working access token', async () => {
    // Prepare
    const email = newEmail('renovacao');
    await registerConfirmedUser(cognito, client, email);
    const first = await passwordSignIn(cognito, client, email);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new iat, so a different token

    // Act
    const { AuthenticationResult } = await client.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: cognito.userPoolClientId, RefreshToken: first.RefreshToken }),
    );

    // Assess
    expect(AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(AuthenticationResult?.AccessToken).not.toBe(first.AccessToken);
    expect(AuthenticationResult?.IdToken).toBeTruthy();
    const access = await verifier.verify(AuthenticationResult?.AccessToken ?? '');
    expect(access.sub).toBe((await verifier.verify(first.AccessToken)).sub);
    await expect(
      client.send(new GetTokensFromRefreshTokenCommand({ ClientId: cognito.userPoolClientId, RefreshToken: 'desconhecido' })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('delivers a new code with ResendConfirmationCode, and only the new one confirms', async () => {
    // Prepare
    const email = newEmail('reenvio');
    await client.send(new SignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, Password: PASSWORD }));

    // Act
    const resent = await client.send(new ResendConfirmationCodeCommand({ ClientId: cognito.userPoolClientId, Username: email }));

    // Assess
    expect(resent.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email', Destination: email });
    const messages = cognito.mailbox.list(email);
    expect(messages).toHaveLength(2);
    const newCode = cognito.mailbox.latestCode(email);
    expect(newCode).toBe(messages[1]?.code);
    if (messages[0]?.code !== newCode) {
      await expect(
        client.send(new ConfirmSignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, ConfirmationCode: messages[0]?.code })),
      ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    }
    await client.send(new ConfirmSignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, ConfirmationCode: newCode }));
    await expect(
      client.send(new ResendConfirmationCodeCommand({ ClientId: cognito.userPoolClientId, Username: email })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('answers as real Cognito does to a wrong password, an unknown user, an unconfirmed user and a short password', async () => {
    // Prepare
    const email = newEmail('erros');
    await registerConfirmedUser(cognito, client, email);
    const unconfirmed = newEmail('nao-confirmado');
    await client.send(new SignUpCommand({ ClientId: cognito.userPoolClientId, Username: unconfirmed, Password: PASSWORD }));

    // Act / Assess
    const incorrect = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    await expect(passwordSignIn(cognito, client, email, 'errada123')).rejects.toMatchObject(incorrect);
    await expect(passwordSignIn(cognito, client, newEmail('ninguem'))).rejects.toMatchObject(incorrect);
    await expect(passwordSignIn(cognito, client, unconfirmed)).rejects.toMatchObject({ name: 'UserNotConfirmedException' });
    await expect(
      client.send(new SignUpCommand({ ClientId: cognito.userPoolClientId, Username: newEmail('curta'), Password: '12345' })),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException', message: expect.stringMatching(/not long enough/) });
  });

  it('lets a browser on another origin call it (CORS preflight and responses)', async () => {
    // Prepare
    const origin = 'http://localhost:5173';

    // Act
    const preflight = await fetch(`${cognito.endpoint}/`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });
    const mailboxPreflight = await fetch(`${cognito.endpoint}/_local/mailbox`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    const shim = await fetch(`${cognito.endpoint}/`, {
      method: 'POST',
      headers: {
        origin,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      },
      body: JSON.stringify({ ClientId: cognito.userPoolClientId, RefreshToken: 'desconhecido' }),
    });

    // Assess
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-amz-target');
    expect(mailboxPreflight.status).toBe(204);
    expect(mailboxPreflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(shim.status).toBe(400);
    expect(shim.headers.get('access-control-allow-origin')).toBe('*');
    expect(await shim.json()).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('serves an OpenID configuration that points at itself', async () => {
    const response = await fetch(`${cognito.issuer}/.well-known/openid-configuration`);
    expect(await response.json()).toMatchObject({ issuer: cognito.issuer, jwks_uri: cognito.jwksUri });
  });

  it('works with the Amplify 6 Auth client, sign-up to refresh', async () => {
    // Prepare
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: cognito.userPoolId,
          userPoolClientId: cognito.userPoolClientId,
          userPoolEndpoint: cognito.endpoint,
          loginWith: { email: true },
        },
      },
    });
    const email = newEmail('amplify');

    // Act
    const registered = await signUp({ username: email, password: PASSWORD, options: { userAttributes: { email } } });
    await resendSignUpCode({ username: email });
    const confirmed = await confirmSignUp({ username: email, confirmationCode: cognito.mailbox.latestCode(email) ?? '' });
    const signedIn = await signIn({ username: email, password: PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    const session = await fetchAuthSession();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await fetchAuthSession({ forceRefresh: true });

    // Assess
    expect(registered.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    expect(cognito.mailbox.list(email)).toHaveLength(2);
    expect(confirmed.isSignUpComplete).toBe(true);
    expect(signedIn).toMatchObject({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const access = await verifier.verify(session.tokens?.accessToken.toString() ?? '');
    expect(session.tokens?.idToken?.payload.email).toBe(email);
    const refreshedToken = refreshed.tokens?.accessToken.toString() ?? '';
    expect(refreshedToken).not.toBe(session.tokens?.accessToken.toString());
    expect((await verifier.verify(refreshedToken)).sub).toBe(access.sub);
    await signOut();
    expect((await fetchAuthSession()).tokens).toBeUndefined();
  });
});

describe('local Cognito restart', () => {
  let dataDir: string;
  let cognito: LocalCognito | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-cognito-restart-'));
  });

  afterAll(async () => {
    await cognito?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the pool, the client, the users and the mailbox in its data folder', async () => {
    // Prepare
    const first = await startCognitoLocal({ dataDir, port: 0 });
    cognito = first;
    const email = newEmail('reinicio');
    const firstClient = sdkClient(first);
    await registerConfirmedUser(first, firstClient, email);
    firstClient.destroy();
    await first.close();
    cognito = undefined;

    // Act
    const second = await startCognitoLocal({ dataDir, port: 0 });
    cognito = second;
    const secondClient = sdkClient(second);
    const tokens = await passwordSignIn(second, secondClient, email);
    secondClient.destroy();

    // Assess
    expect(second.userPoolId).toBe(first.userPoolId);
    expect(second.userPoolClientId).toBe(first.userPoolClientId);
    expect(second.mailbox.list(email)).toHaveLength(1);
    await expect(localVerifier(second).verify(tokens.AccessToken)).resolves.toMatchObject({ groups: [] });
  });

  it('gives an app client kept from before write attributes existed the CDK client\'s list', async () => {
    // Prepare: a data folder whose app client lets users write any attribute.
    const first = await startCognitoLocal({ dataDir, port: 0 });
    cognito = first;
    const firstClient = sdkClient(first);
    await firstClient.send(new UpdateUserPoolClientCommand({ UserPoolId: first.userPoolId, ClientId: first.userPoolClientId, WriteAttributes: [] }));
    const email = newEmail('antigo');
    await registerConfirmedUser(first, firstClient, email);
    firstClient.destroy();
    await first.close();
    cognito = undefined;

    // Act
    const second = await startCognitoLocal({ dataDir, port: 0 });
    cognito = second;
    const secondClient = sdkClient(second);
    const { AccessToken } = await passwordSignIn(second, secondClient, email);
    const described = await secondClient.send(new DescribeUserPoolClientCommand({ UserPoolId: second.userPoolId, ClientId: second.userPoolClientId }));
    const attempt = secondClient.send(new UpdateUserAttributesCommand({ AccessToken, UserAttributes: [{ Name: 'picture', Value: 'avatars/x.png' }] }));

    // Assess
    expect([...(described.UserPoolClient?.WriteAttributes ?? [])].sort()).toEqual([...appClientWriteAttributes].sort());
    await expect(attempt).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' });
    secondClient.destroy();
  });
});
