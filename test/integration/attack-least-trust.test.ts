/**
 * Least trust in what a caller controls, against the local stack:
 * - a signed-in patient writes, with their own access token, the Cognito attributes the server
 *   trusts (`picture`, `email_verified`, a physician's `custom:*`): the app client's write
 *   attributes (definitions/user-pool.ts) refuse them as real Cognito does, and only `name` changes;
 * - a viewer calls the HTTP API directly, not through CloudFront, with a forged
 *   `cloudfront-viewer-address` to dodge the per-IP limits: the origin-verify check refuses the
 *   request before the handler runs, so nothing is stored and nothing is sent.
 */
import {
  CognitoIdentityProviderClient,
  DeleteUserAttributesCommand,
  GetUserCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '#lambdas/common/origin-verify.js';
import { mensagens } from '#shared/messages.js';
import { documentClient, signedInUser } from './pagamentos-helpers.js';

const stack = inject('stack');
const UNAUTHORIZED_WRITE = 'A client attempted to write unauthorized attribute';

let emailCounter = 0;
const newEmail = (label: string) => `${label}-${Date.now()}-${++emailCounter}@exemplo.com.br`;

describe('a signed-in patient writing Cognito attributes the server trusts', () => {
  let cognito: CognitoIdentityProviderClient;

  beforeAll(() => {
    cognito = new CognitoIdentityProviderClient({
      endpoint: stack.cognitoEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
  });
  afterAll(() => cognito?.destroy());

  const attributesOf = async (accessToken: string): Promise<Record<string, string | undefined>> => {
    const user = await cognito.send(new GetUserCommand({ AccessToken: accessToken }));
    return Object.fromEntries((user.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value]));
  };
  const update = (accessToken: string, attributes: AttributeType[]) =>
    cognito.send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: attributes }));

  it.each([
    ['picture', [{ Name: 'picture', Value: 'avatars/outro-usuario/foto.png' }]],
    ['email_verified', [{ Name: 'email_verified', Value: 'true' }]],
    ['email_verified with the e-mail', [{ Name: 'email', Value: 'alvo@exemplo.com.br' }, { Name: 'email_verified', Value: 'true' }]],
    ['custom:crm', [{ Name: 'custom:crm', Value: '123456' }]],
  ])('is refused for %s, and the account is unchanged', async (_label, attributes) => {
    // Prepare
    const accessToken = await signedInUser(stack, newEmail('atributo'));
    const before = await attributesOf(accessToken);

    // Act
    const attempt = update(accessToken, attributes);

    // Assess
    await expect(attempt).rejects.toMatchObject({ name: 'NotAuthorizedException', message: UNAUTHORIZED_WRITE });
    expect(await attributesOf(accessToken)).toEqual(before);
    expect(before.picture).toBeUndefined();
  });

  it('is refused when deleting a protected attribute', async () => {
    const accessToken = await signedInUser(stack, newEmail('apagar'));
    const before = await attributesOf(accessToken);

    await expect(cognito.send(new DeleteUserAttributesCommand({ AccessToken: accessToken, UserAttributeNames: ['email_verified'] }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: UNAUTHORIZED_WRITE,
    });
    expect(await attributesOf(accessToken)).toEqual(before);
  });

  it('changes the name, the one attribute a patient edits', async () => {
    const accessToken = await signedInUser(stack, newEmail('nome'));

    await update(accessToken, [{ Name: 'name', Value: 'Ana Beatriz Souza' }]);

    expect(await attributesOf(accessToken)).toMatchObject({ name: 'Ana Beatriz Souza', email_verified: 'true' });
  });

  it('refuses a sign-up that sets a physician attribute, and creates no account', async () => {
    const email = newEmail('cadastro');

    const attempt = cognito.send(
      new SignUpCommand({
        ClientId: stack.env.USER_POOL_CLIENT_ID,
        Username: email,
        Password: 'Segredo123!',
        UserAttributes: [{ Name: 'email', Value: email }, { Name: 'custom:crm', Value: '123456' }],
      }),
    );

    await expect(attempt).rejects.toMatchObject({ name: 'NotAuthorizedException', message: UNAUTHORIZED_WRITE });
    // The same address can still sign up normally: the refused attempt left no user behind.
    await expect(signedInUser(stack, email)).resolves.toEqual(expect.any(String));
  });
});

describe('a viewer calling the HTTP API directly with a forged cloudfront-viewer-address', () => {
  const ORIGIN_SECRET = 'segredo-que-so-o-cloudfront-envia';
  const saved = { ...process.env };

  beforeAll(() => {
    // The handler as it runs in AWS behind API Gateway: the origin secret is configured.
    Object.assign(process.env, stack.env, { ORIGIN_VERIFY: ORIGIN_SECRET });
  });
  afterAll(() => {
    process.env = saved;
  });

  const contactEvent = (email: string, headers: Record<string, string>): APIGatewayProxyEventV2 =>
    ({
      version: '2.0',
      routeKey: 'POST /api/contato',
      rawPath: '/api/contato',
      rawQueryString: '',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        nome: 'Visitante Direto',
        email,
        telefone: '(11) 98765-4321',
        assunto: 'outro',
        mensagem: 'Mensagem enviada direto ao endereço da API.',
      }),
      isBase64Encoded: false,
      requestContext: { requestId: `direto-${email}`, http: { method: 'POST', path: '/api/contato', sourceIp: '198.51.100.9' } },
    }) as unknown as APIGatewayProxyEventV2;

  const storedContacts = async (email: string) => {
    const db = documentClient(stack.dynamoDbEndpoint);
    try {
      const result = await db.send(new ScanCommand({ TableName: stack.env.TABLE_CONTATOS, ConsistentRead: true }));
      return (result.Items ?? []).filter((item) => JSON.stringify(item).includes(email));
    } finally {
      db.destroy();
    }
  };
  const emailsMentioning = async (email: string) => {
    const store = (await (await fetch(`${stack.env.AWS_ENDPOINT_URL_SESV2}/store`)).json()) as { emails: unknown[] };
    return store.emails.filter((message) => JSON.stringify(message).includes(email));
  };

  it('is refused before the handler runs: nothing stored, nothing sent', async () => {
    // Prepare
    const { createContato } = await import('#lambdas/contato/handler.js');
    const email = newEmail('direto');

    // Act
    const response = await createContato(contactEvent(email, { 'cloudfront-viewer-address': '203.0.113.50:443' }), {} as never);

    // Assess
    expect(response).toMatchObject({ statusCode: 403 });
    expect(JSON.parse((response as { body: string }).body)).toEqual({ error: mensagens.erros.acessoNegado });
    expect(await storedContacts(email)).toEqual([]);
    expect(await emailsMentioning(email)).toEqual([]);
  });

  it('is served when it comes through CloudFront, which adds the origin secret', async () => {
    const { createContato } = await import('#lambdas/contato/handler.js');
    const email = newEmail('cloudfront');

    const response = await createContato(
      contactEvent(email, { [ORIGIN_VERIFY_HEADER]: ORIGIN_SECRET, 'cloudfront-viewer-address': '203.0.113.51:443' }),
      {} as never,
    );

    expect(response).toMatchObject({ statusCode: 201 });
    expect(await storedContacts(email)).toHaveLength(1);
  });
});
