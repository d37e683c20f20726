import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AsaasError,
  asaasWebhookTokenFromEnv,
  type AsaasEnvDependencies,
  clearAsaasSecretCache,
  createAsaasClient,
  createAsaasClientFromEnv,
} from '../../lambdas/common/asaas-client.js';

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

describe('createAsaasClientFromEnv and asaasWebhookTokenFromEnv', () => {
  beforeEach(() => clearAsaasSecretCache());

  /** A Secrets Manager stand-in answering GetSecretValue with `secretString`. */
  const secretsManager = (secretString: string | (() => Promise<string>)) => {
    const getSecretString = vi.fn(async (secretId: string) => {
      expect(secretId).toMatch(/^arn:/);
      return typeof secretString === 'string' ? secretString : await secretString();
    });
    const reader: NonNullable<AsaasEnvDependencies['secretsManager']> = { getSecretString };
    return Object.assign(reader, { getSecretStringMock: getSecretString });
  };

  it('uses ASAAS_API_URL and ASAAS_API_KEY locally', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, paymentBody));

    const client = await createAsaasClientFromEnv({ ASAAS_API_URL: 'http://127.0.0.1:3003/v3', ASAAS_API_KEY: API_KEY }, { fetch });
    await client.getPayment('pay_1');

    expect(calls[0]?.url.href).toBe('http://127.0.0.1:3003/v3/payments/pay_1');
    expect(headersOf(calls[0] as Recorded).get('access_token')).toBe(API_KEY);
  });

  it('reads ASAAS_WEBHOOK_TOKEN locally', async () => {
    await expect(asaasWebhookTokenFromEnv({ ASAAS_WEBHOOK_TOKEN: 'token-local' })).resolves.toBe('token-local');
  });

  it('fails with not_configured when the URL, key or token is missing', async () => {
    const noUrl = await failure(createAsaasClientFromEnv({ ASAAS_API_KEY: API_KEY }));
    const noKey = await failure(createAsaasClientFromEnv({ ASAAS_API_URL: BASE_URL }));
    const noToken = await failure(asaasWebhookTokenFromEnv({}));

    for (const error of [noUrl, noKey, noToken]) {
      expect(error.errors[0]?.code).toBe('not_configured');
      expect(error.retryable).toBe(false);
    }
  });

  it('reads key and token from Secrets Manager once per container', async () => {
    const manager = secretsManager(JSON.stringify({ apiKey: API_KEY, webhookToken: 'token-aws' }));
    const { fetch, calls } = fakeFetch(() => json(200, paymentBody));
    const env = { ASAAS_SECRET_ARN: 'arn:aws:secretsmanager:sa-east-1:1:secret:zapsaude/prod/asaas', ASAAS_API_URL: BASE_URL };

    const client = await createAsaasClientFromEnv(env, { secretsManager: manager, fetch });
    await client.getPayment('pay_1');
    const token = await asaasWebhookTokenFromEnv(env, { secretsManager: manager });
    await createAsaasClientFromEnv(env, { secretsManager: manager, fetch });

    expect(headersOf(calls[0] as Recorded).get('access_token')).toBe(API_KEY);
    expect(token).toBe('token-aws');
    expect(manager.getSecretStringMock).toHaveBeenCalledTimes(1);
  });

  it('treats the SET-ME placeholder as a missing key', async () => {
    const manager = secretsManager(JSON.stringify({ apiKey: 'SET-ME', webhookToken: 'token-aws' }));
    const env = { ASAAS_SECRET_ARN: 'arn:placeholder', ASAAS_API_URL: BASE_URL };

    const error = await failure(createAsaasClientFromEnv(env, { secretsManager: manager }));

    expect(error.errors[0]?.code).toBe('not_configured');
    await expect(asaasWebhookTokenFromEnv(env, { secretsManager: manager })).resolves.toBe('token-aws');
  });

  it('does not cache a failed secret read', async () => {
    let calls = 0;
    const manager = secretsManager(async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('throttled'), { name: 'ThrottlingException' });
      return JSON.stringify({ apiKey: API_KEY, webhookToken: 'token-aws' });
    });
    const env = { ASAAS_SECRET_ARN: 'arn:flaky', ASAAS_API_URL: BASE_URL };

    const first = await failure(asaasWebhookTokenFromEnv(env, { secretsManager: manager }));
    const second = await asaasWebhookTokenFromEnv(env, { secretsManager: manager });

    expect(first.retryable).toBe(true);
    expect(first.errors[0]?.code).toBe('secret_unavailable');
    expect(second).toBe('token-aws');
  });

  it('rejects a secret that is not the expected JSON', async () => {
    const manager = secretsManager('not json');

    const error = await failure(asaasWebhookTokenFromEnv({ ASAAS_SECRET_ARN: 'arn:bad' }, { secretsManager: manager }));

    expect(error.errors[0]?.code).toBe('not_configured');
  });
});
