import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalSecretsManager, type LocalSecretsManager } from '#infra/local/secrets-manager.js';
import {
  AsaasError,
  asaasWebhookTokenFromEnv,
  type AsaasEnvDependencies,
  createAsaasClient,
  createAsaasClientFromEnv,
} from '#lambdas/common/asaas-client.js';
import { LOCAL_CREDENTIALS } from '#lambdas/common/sdk-config.js';

const API_KEY = '$aact_hmlg_super-secret-key';
const BASE_URL = 'https://api-sandbox.asaas.com/v3';
const CPF = '52998224725';

interface Recorded {
  url: URL;
  init: RequestInit;
}

function fakeFetch(respond: (request: Recorded) => Response | Promise<Response>) {
  const calls: Recorded[] = [];
  const fetchFn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request = { url: new URL(String(input)), init: init ?? {} };
    calls.push(request);
    return respond(request);
  });
  return { fetch: fetchFn as unknown as typeof fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const customerBody = {
  object: 'customer',
  id: 'cus_G7Dvo4iphUNk',
  dateCreated: '2026-06-01',
  name: 'Maria Silva',
  email: null,
  cpfCnpj: CPF,
  personType: 'FISICA',
  deleted: false,
  externalReference: null,
  country: 'Brasil',
};

const paymentBody = {
  object: 'payment',
  id: 'pay_080225913252',
  dateCreated: '2026-06-01',
  customer: 'cus_G7Dvo4iphUNk',
  value: 19.9,
  netValue: 17.91,
  originalValue: null,
  description: 'Consulta Médica',
  billingType: 'UNDEFINED',
  status: 'PENDING',
  dueDate: '2026-06-02',
  invoiceUrl: 'https://sandbox.asaas.com/i/080225913252',
  invoiceNumber: '00005101',
  externalReference: 'consulta-1',
  deleted: false,
  discount: { value: 0 },
};

function headersOf(recorded: Recorded): Headers {
  return new Headers(recorded.init.headers);
}

async function failure(promise: Promise<unknown>): Promise<AsaasError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AsaasError);
  return error as AsaasError;
}

/** What gets logged (message, string form, cause, stack) never carries the key or the CPF; the JSON never the key. */
function expectNoSecrets(error: AsaasError): void {
  const logged = [error.message, String(error), String(error.cause ?? ''), error.stack ?? ''].join('\n');
  expect(logged).not.toContain(API_KEY);
  expect(logged).not.toContain(CPF);
  expect(JSON.stringify(error)).not.toContain(API_KEY);
}

describe('createAsaasClient', () => {
  it('sends the access_token, User-Agent and JSON headers, and no body on GET', async () => {
    // Prepare
    const { fetch, calls } = fakeFetch(() => json(200, paymentBody));
    const client = createAsaasClient({ baseUrl: `${BASE_URL}/`, apiKey: API_KEY, fetch });

    // Act
    await client.getPayment('pay_080225913252');

    // Assess
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url.href).toBe(`${BASE_URL}/payments/pay_080225913252`);
    expect(call?.init.method).toBe('GET');
    expect(call?.init.body).toBeUndefined();
    const headers = headersOf(call as Recorded);
    expect(headers.get('access_token')).toBe(API_KEY);
    expect(headers.get('user-agent')).toBe('zapsaude/1.0');
    expect(headers.get('content-type')).toBe('application/json');
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('finds a customer by CPF with digits only and skips deleted ones', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json(200, {
        object: 'list',
        hasMore: false,
        totalCount: 2,
        limit: 10,
        offset: 0,
        data: [{ ...customerBody, id: 'cus_deleted', deleted: true }, customerBody],
      }),
    );
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    const customer = await client.findCustomerByCpf('529.982.247-25');

    expect(calls[0]?.url.pathname).toBe('/v3/customers');
    expect(calls[0]?.url.searchParams.get('cpfCnpj')).toBe(CPF);
    // null fields from Asaas come back as absent, not null.
    expect(customer).toEqual({ id: 'cus_G7Dvo4iphUNk', name: 'Maria Silva', cpfCnpj: CPF });
  });

  it('answers undefined when no customer has the CPF', async () => {
    const { fetch } = fakeFetch(() => json(200, { object: 'list', hasMore: false, totalCount: 0, limit: 10, offset: 0, data: [] }));
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    await expect(client.findCustomerByCpf(CPF)).resolves.toBeUndefined();
  });

  it('creates a customer with a normalised CPF and Asaas notifications off', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { ...customerBody, email: 'maria@example.com', externalReference: 'pac-1' }));
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    const customer = await client.createCustomer({
      name: 'Maria Silva',
      email: 'maria@example.com',
      cpfCnpj: '529.982.247-25',
      externalReference: 'pac-1',
    });

    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      name: 'Maria Silva',
      email: 'maria@example.com',
      cpfCnpj: CPF,
      externalReference: 'pac-1',
      notificationDisabled: true,
    });
    expect(customer).toEqual({
      id: 'cus_G7Dvo4iphUNk',
      name: 'Maria Silva',
      email: 'maria@example.com',
      cpfCnpj: CPF,
      externalReference: 'pac-1',
    });
  });

  it('creates a payment and keeps only the fields of AsaasPayment', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, paymentBody));
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });
    const input = {
      customer: 'cus_G7Dvo4iphUNk',
      billingType: 'UNDEFINED' as const,
      value: 19.9,
      dueDate: '2026-06-02',
      description: 'Consulta Médica',
      externalReference: 'consulta-1',
    };

    const payment = await client.createPayment(input);

    expect(calls[0]?.url.pathname).toBe('/v3/payments');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(input);
    expect(payment).toEqual({
      id: 'pay_080225913252',
      customer: 'cus_G7Dvo4iphUNk',
      value: 19.9,
      netValue: 17.91,
      billingType: 'UNDEFINED',
      status: 'PENDING',
      dueDate: '2026-06-02',
      invoiceUrl: 'https://sandbox.asaas.com/i/080225913252',
      externalReference: 'consulta-1',
      description: 'Consulta Médica',
      dateCreated: '2026-06-01',
    });
  });

  it('reads the Pix QR code of a payment', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json(200, { encodedImage: 'iVBORw0KGgo=', payload: '00020101021226…6304ABCD', expirationDate: '2027-06-02 23:59:59', description: null }),
    );
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    const qr = await client.getPixQrCode('pay_080225913252');

    expect(calls[0]?.url.pathname).toBe('/v3/payments/pay_080225913252/pixQrCode');
    expect(qr).toEqual({ encodedImage: 'iVBORw0KGgo=', payload: '00020101021226…6304ABCD', expirationDate: '2027-06-02 23:59:59' });
  });

  it('confirms a payment with the sandbox-only endpoint, whatever it answers', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { anything: true }));
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    await client.confirmSandboxPayment('pay_080225913252');

    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/v3/sandbox/payment/pay_080225913252/confirm');
  });

  it('turns a 400 into a non-retryable AsaasError with Asaas error codes', async () => {
    const { fetch } = fakeFetch(() =>
      json(400, { errors: [{ code: 'invalid_cpfCnpj', description: `O CPF/CNPJ ${CPF} informado é inválido.` }] }),
    );
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    const error = await failure(client.createCustomer({ name: 'Maria', email: 'm@example.com', cpfCnpj: CPF }));

    expect(error.status).toBe(400);
    expect(error.retryable).toBe(false);
    expect(error.errors).toEqual([{ code: 'invalid_cpfCnpj', description: `O CPF/CNPJ ${CPF} informado é inválido.` }]);
    expect(error.message).toContain('invalid_cpfCnpj');
    // The description may quote the payer's data: it stays in `errors`, out of the message.
    expectNoSecrets(error);
  });

  it('treats 401 as a bad key: not retryable, and the key is never in the error', async () => {
    const { fetch } = fakeFetch(() =>
      json(401, { errors: [{ code: 'invalid_access_token', description: 'A chave de API fornecida é inválida' }] }),
    );
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    const error = await failure(client.findCustomerByCpf(CPF));

    expect(error.status).toBe(401);
    expect(error.retryable).toBe(false);
    expect(error.errors[0]?.code).toBe('invalid_access_token');
    expectNoSecrets(error);
  });

  it.each([429, 500, 502, 503])('marks HTTP %i as retryable, even without an Asaas error body', async (status) => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status }));
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    const error = await failure(client.getPayment('pay_1'));

    expect(error.status).toBe(status);
    expect(error.retryable).toBe(true);
    expect(error.errors).toEqual([]);
  });

  it.each([403, 404])('marks HTTP %i as not retryable', async (status) => {
    const { fetch } = fakeFetch(() => json(status, { errors: [{ code: 'not_found', description: 'x' }] }));
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    const error = await failure(client.getPayment('pay_1'));

    expect(error.retryable).toBe(false);
  });

  it('turns a network failure into a retryable error without the URL or its CPF query', async () => {
    const { fetch } = fakeFetch(({ url }) => {
      throw new TypeError(`fetch failed: ${url.href} (${API_KEY})`, {
        cause: Object.assign(new Error(`connect ECONNREFUSED ${url.href}`), { code: 'ECONNREFUSED' }),
      });
    });
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    const error = await failure(client.findCustomerByCpf(CPF));

    expect(error.status).toBe(0);
    expect(error.retryable).toBe(true);
    expect(error.errors[0]?.code).toBe('network_error');
    expect(String(error.cause)).toContain('ECONNREFUSED');
    expectNoSecrets(error);
  });

  it('gives up after timeoutMs with a retryable timeout error', async () => {
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch, timeoutMs: 30 });

    const started = Date.now();
    const error = await failure(client.getPayment('pay_1'));

    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error.status).toBe(0);
    expect(error.retryable).toBe(true);
    expect(error.errors[0]?.code).toBe('timeout');
    expect(error.message).toContain('timed out after 30 ms');
  });

  it('rejects a 200 answer that lacks what we read, naming fields but not values', async () => {
    const { fetch } = fakeFetch(() => json(200, { ...paymentBody, id: undefined, status: 'SOMETHING_NEW', cpfCnpj: CPF }));
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    const error = await failure(client.getPayment('pay_1'));

    expect(error.status).toBe(200);
    expect(error.retryable).toBe(false);
    expect(error.errors[0]?.code).toBe('invalid_response');
    expect(error.message).toMatch(/fields: .*id/);
    expect(error.message).toContain('status');
    expectNoSecrets(error);
  });

  it('rejects a 200 answer that is not JSON', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>captive portal</html>', { status: 200 }));
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    const error = await failure(client.getPixQrCode('pay_1'));

    expect(error.errors[0]?.code).toBe('invalid_response');
  });

  it('accepts extra fields and nulls that Asaas adds', async () => {
    const { fetch } = fakeFetch(() =>
      json(200, { ...paymentBody, netValue: null, description: null, externalReference: null, brandNewField: { a: 1 } }),
    );
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    const payment = await client.getPayment('pay_080225913252');

    expect(payment).not.toHaveProperty('netValue');
    expect(payment).not.toHaveProperty('description');
    expect(payment).not.toHaveProperty('externalReference');
    expect(payment).not.toHaveProperty('brandNewField');
  });

  it('encodes the payment id in the path', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, paymentBody));
    const client = createAsaasClient({ baseUrl: BASE_URL, apiKey: API_KEY, fetch });

    await client.getPayment('pay_1/../../customers');

    expect(calls[0]?.url.pathname).toBe('/v3/payments/pay_1%2F..%2F..%2Fcustomers');
  });
});

describe('createAsaasClientFromEnv and asaasWebhookTokenFromEnv (the secret through Powertools Parameters)', () => {
  // The real protocol: the SDK client signs GetSecretValue and the local stand-in answers it.
  let secretsManager: LocalSecretsManager;
  beforeAll(async () => {
    secretsManager = await startLocalSecretsManager({ port: 0 });
  });
  afterAll(() => secretsManager.close());

  /** A provider with an empty cache, as in a new container. */
  const newContainer = (): AsaasEnvDependencies['secrets'] =>
    new SecretsProvider({
      awsSdkV3Client: new SecretsManagerClient({ endpoint: secretsManager.endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS, maxAttempts: 1 }),
    });
  let secretNumber = 0;
  /** A new secret holding `value`: its ARN and a reader of how often it was fetched. */
  const secret = (value: unknown) => {
    const name = `zapsaude/teste/asaas-${(secretNumber += 1)}`;
    const arn = secretsManager.putSecret(name, typeof value === 'string' ? value : JSON.stringify(value));
    return { name, arn, reads: () => secretsManager.reads.get(name) ?? 0 };
  };

  it('reads key and token from Secrets Manager once per container, for five minutes', async () => {
    // Prepare
    const stored = secret({ apiKey: API_KEY, webhookToken: 'token-aws' });
    const secrets = newContainer();
    const { fetch, calls } = fakeFetch(() => json(200, paymentBody));
    const env = { ASAAS_SECRET_ARN: stored.arn, ASAAS_API_URL: BASE_URL };

    // Act
    const client = await createAsaasClientFromEnv(env, { secrets, fetch });
    await client.getPayment('pay_1');
    const token = await asaasWebhookTokenFromEnv(env, { secrets });
    await createAsaasClientFromEnv(env, { secrets, fetch });

    // Assess
    expect(headersOf(calls[0] as Recorded).get('access_token')).toBe(API_KEY);
    expect(token).toBe('token-aws');
    expect(stored.reads()).toBe(1);

    // Six minutes later the rotated value is read.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 6 * 60 * 1000);
    secretsManager.putSecret(stored.name, JSON.stringify({ apiKey: API_KEY, webhookToken: 'token-rodado' }));
    await expect(asaasWebhookTokenFromEnv(env, { secrets })).resolves.toBe('token-rodado');
    expect(stored.reads()).toBe(2);
    vi.restoreAllMocks();
  });

  it('reads the secret again after Asaas answers 401 (a rotated key)', async () => {
    // Prepare
    const stored = secret({ apiKey: 'chave-antiga', webhookToken: 'token-aws' });
    const secrets = newContainer();
    const env = { ASAAS_SECRET_ARN: stored.arn, ASAAS_API_URL: BASE_URL };
    const { fetch, calls } = fakeFetch((request) =>
      new Headers(request.init.headers).get('access_token') === API_KEY
        ? json(200, paymentBody)
        : json(401, { errors: [{ code: 'invalid_access_token', description: 'A chave de API fornecida é inválida' }] }),
    );

    // Act: the operator rotates the key; the warm container still has the old one.
    await createAsaasClientFromEnv(env, { secrets, fetch });
    secretsManager.putSecret(stored.name, JSON.stringify({ apiKey: API_KEY, webhookToken: 'token-aws' }));
    const refused = await failure((await createAsaasClientFromEnv(env, { secrets, fetch })).getPayment('pay_1'));
    const payment = await (await createAsaasClientFromEnv(env, { secrets, fetch })).getPayment('pay_1');

    // Assess
    expect(refused.status).toBe(401);
    expect(payment.id).toBe(paymentBody.id);
    expect(calls).toHaveLength(2);
    expect(stored.reads()).toBe(2);
  });

  it('fails with not_configured when the URL, the secret ARN or a value is missing', async () => {
    const placeholder = secret({ apiKey: 'SET-ME', webhookToken: 'token-aws' });
    const secrets = newContainer();

    const noUrl = await failure(createAsaasClientFromEnv({ ASAAS_SECRET_ARN: placeholder.arn }, { secrets }));
    const noArn = await failure(createAsaasClientFromEnv({ ASAAS_API_URL: BASE_URL }, { secrets }));
    const noToken = await failure(asaasWebhookTokenFromEnv({}, { secrets }));
    const unsetKey = await failure(createAsaasClientFromEnv({ ASAAS_SECRET_ARN: placeholder.arn, ASAAS_API_URL: BASE_URL }, { secrets }));

    for (const error of [noUrl, noArn, noToken, unsetKey]) {
      expect(error.errors[0]?.code).toBe('not_configured');
      expect(error.retryable).toBe(false);
    }
    // Only the key is still to be set: the webhook token works already.
    await expect(asaasWebhookTokenFromEnv({ ASAAS_SECRET_ARN: placeholder.arn }, { secrets })).resolves.toBe('token-aws');
  });

  it('does not cache a failed secret read: the next request reads again', async () => {
    // Prepare: the secret does not exist yet (ResourceNotFoundException).
    const name = `zapsaude/teste/asaas-tardio-${(secretNumber += 1)}`;
    const secrets = newContainer();

    // Act
    const first = await failure(asaasWebhookTokenFromEnv({ ASAAS_SECRET_ARN: name }, { secrets }));
    secretsManager.putSecret(name, JSON.stringify({ apiKey: API_KEY, webhookToken: 'token-aws' }));
    const second = await asaasWebhookTokenFromEnv({ ASAAS_SECRET_ARN: name }, { secrets });

    // Assess
    expect(first.retryable).toBe(true);
    expect(first.errors[0]?.code).toBe('secret_unavailable');
    expect(String(first.cause)).toContain('ResourceNotFoundException');
    expect(second).toBe('token-aws');
  });

  it('rejects a secret that is not the expected JSON, and reads the fixed one on the next request', async () => {
    const notJson = secret('not json');
    const wrongShape = secret({ apiKey: API_KEY });
    const secrets = newContainer();

    const notJsonError = await failure(asaasWebhookTokenFromEnv({ ASAAS_SECRET_ARN: notJson.arn }, { secrets }));
    const wrongShapeError = await failure(asaasWebhookTokenFromEnv({ ASAAS_SECRET_ARN: wrongShape.arn }, { secrets }));
    secretsManager.putSecret(wrongShape.name, JSON.stringify({ apiKey: API_KEY, webhookToken: 'token-corrigido' }));

    expect(notJsonError.errors[0]?.code).toBe('not_configured');
    expect(wrongShapeError.errors[0]?.code).toBe('not_configured');
    await expect(asaasWebhookTokenFromEnv({ ASAAS_SECRET_ARN: wrongShape.arn }, { secrets })).resolves.toBe('token-corrigido');
  });
});

describe('the local Secrets Manager stand-in', () => {
  let secretsManager: LocalSecretsManager;
  beforeAll(async () => {
    secretsManager = await startLocalSecretsManager({ port: 0 });
  });
  afterAll(() => secretsManager.close());

  const post = (headers: Record<string, string>, body: string) =>
    fetch(secretsManager.endpoint, { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.1', ...headers }, body });

  it('answers the SDK by name and by ARN, and ResourceNotFoundException for an unknown secret', async () => {
    const arn = secretsManager.putSecret('zapsaude/local/asaas', '{"apiKey":"k","webhookToken":"t"}');
    const client = new SecretsManagerClient({ endpoint: secretsManager.endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });

    const byName = await client.send(new GetSecretValueCommand({ SecretId: 'zapsaude/local/asaas' }));
    const byArn = await client.send(new GetSecretValueCommand({ SecretId: arn }));
    const unknown = await client.send(new GetSecretValueCommand({ SecretId: 'nao-existe' })).catch((error: unknown) => error);

    expect(byName).toMatchObject({ ARN: arn, Name: 'zapsaude/local/asaas', SecretString: '{"apiKey":"k","webhookToken":"t"}', VersionStages: ['AWSCURRENT'] });
    expect(byArn.SecretString).toBe(byName.SecretString);
    expect(unknown).toBeInstanceOf(ResourceNotFoundException);
    client.destroy();
  });

  it('refuses unsigned requests, other operations and malformed bodies', async () => {
    secretsManager.putSecret('zapsaude/local/outro', 'x');
    const signed = {
      authorization: `AWS4-HMAC-SHA256 Credential=local/20261125/us-east-1/secretsmanager/aws4_request, SignedHeaders=host;x-amz-date, Signature=${'a'.repeat(64)}`,
    };

    const unsigned = await post({ 'x-amz-target': 'secretsmanager.GetSecretValue' }, '{"SecretId":"zapsaude/local/outro"}');
    const otherKey = await post(
      { 'x-amz-target': 'secretsmanager.GetSecretValue', authorization: signed.authorization.replace('local/', 'AKIAOUTRA/') },
      '{"SecretId":"zapsaude/local/outro"}',
    );
    const otherOperation = await post({ ...signed, 'x-amz-target': 'secretsmanager.DeleteSecret' }, '{"SecretId":"zapsaude/local/outro"}');
    const notJson = await post({ ...signed, 'x-amz-target': 'secretsmanager.GetSecretValue' }, '{"SecretId":');
    const noId = await post({ ...signed, 'x-amz-target': 'secretsmanager.GetSecretValue' }, '{"SecretId":42}');

    expect(await Promise.all([unsigned, otherKey, otherOperation, notJson, noId].map(async (answer) => [answer.status, ((await answer.json()) as { __type: string }).__type]))).toEqual([
      [400, 'MissingAuthenticationTokenException'],
      [400, 'UnrecognizedClientException'],
      [400, 'UnknownOperationException'],
      [400, 'SerializationException'],
      [400, 'ValidationException'],
    ]);
  });
});
