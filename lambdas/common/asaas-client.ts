/**
 * Client for the real Asaas API v3 (sandbox https://api-sandbox.asaas.com/v3, production
 * https://api.asaas.com/v3, and the local sandbox of infra/local/asaas-sandbox.ts), behind the
 * small `AsaasGateway` interface the payment handlers use and their unit tests fake.
 *
 * Every answer is parsed with the zod schemas of shared/schemas/asaas.ts; every failure becomes an
 * `AsaasError` whose message carries the method, the path (never the query, which may hold a CPF)
 * and Asaas' error codes, never the API key nor the payer's data.
 */
import * as z from 'zod/mini';
import { normalizeCpf } from '#shared/cpf.js';
import {
  asaasCustomerSchema,
  asaasErrorResponseSchema,
  asaasListSchema,
  asaasPaymentSchema,
  asaasPixQrCodeSchema,
  asaasSecretSchema,
  type AsaasErrorItem,
} from '#shared/schemas/asaas.js';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { TransformParameterError } from '@aws-lambda-powertools/parameters/errors';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { sdkClientConfig } from './sdk-config.js';
import { traceClient } from './tracer.js';

export interface AsaasCustomer {
  id: string;
  name: string;
  email?: string;
  cpfCnpj: string;
  externalReference?: string;
}

export type AsaasPaymentStatus =
  | 'PENDING'
  | 'RECEIVED'
  | 'CONFIRMED'
  | 'OVERDUE'
  | 'REFUNDED'
  | 'RECEIVED_IN_CASH'
  | 'REFUND_REQUESTED'
  | 'REFUND_IN_PROGRESS'
  | 'CHARGEBACK_REQUESTED'
  | 'CHARGEBACK_DISPUTE'
  | 'AWAITING_CHARGEBACK_REVERSAL'
  | 'DUNNING_REQUESTED'
  | 'DUNNING_RECEIVED'
  | 'AWAITING_RISK_ANALYSIS';

export interface AsaasPayment {
  id: string;
  customer: string;
  value: number;
  netValue?: number;
  billingType: 'UNDEFINED' | 'PIX' | 'BOLETO' | 'CREDIT_CARD' | 'DEBIT_CARD';
  status: AsaasPaymentStatus;
  dueDate: string;
  invoiceUrl: string;
  externalReference?: string;
  description?: string;
  dateCreated: string;
}

export interface AsaasPixQrCode {
  /** Base64 PNG. */
  encodedImage: string;
  /** The "copia e cola" BR Code. */
  payload: string;
  expirationDate: string;
}

export interface AsaasGateway {
  /** GET /customers?cpfCnpj= — the first customer with this CPF/CNPJ that is not deleted. */
  findCustomerByCpf(cpfCnpj: string): Promise<AsaasCustomer | undefined>;
  /** POST /customers */
  createCustomer(input: { name: string; email: string; cpfCnpj: string; externalReference?: string }): Promise<AsaasCustomer>;
  /** POST /payments */
  createPayment(input: {
    customer: string;
    billingType: 'UNDEFINED';
    value: number;
    /** YYYY-MM-DD */
    dueDate: string;
    description: string;
    externalReference: string;
    /**
     * Where the invoice sends the payer after paying (Asaas "redirecionamento após o pagamento":
     * PIX and card; the URL must be on the account's registered domain).
     */
    callback?: { successUrl: string; autoRedirect: boolean };
  }): Promise<AsaasPayment>;
  /** GET /payments/{id} */
  getPayment(id: string): Promise<AsaasPayment>;
  /** GET /payments/{id}/pixQrCode */
  getPixQrCode(id: string): Promise<AsaasPixQrCode>;
}

/** Removing a payer's customer record (LGPD art. 18, VI: the account's deletion reaches Asaas too). */
export interface AsaasCustomerDeletion {
  /**
   * DELETE /customers/{id}: Asaas marks the customer deleted and removes its payments still awaiting
   * payment (each announced by PAYMENT_DELETED). A customer Asaas no longer knows (404) counts as
   * deleted, so a retried account deletion goes through.
   */
  deleteCustomer(id: string): Promise<void>;
}

/** Calls that exist only in Asaas' sandbox environment (and in the local sandbox). */
export interface AsaasSandboxActions {
  /** POST /sandbox/payment/{id}/confirm: marks a payment paid, as a payer would; Asaas then sends the webhook. */
  confirmSandboxPayment(id: string): Promise<void>;
}

export interface AsaasErrorOptions {
  /** HTTP status of Asaas' answer; 0 when there was none (network failure, timeout, missing configuration). */
  status: number;
  errors?: AsaasErrorItem[];
  retryable: boolean;
  cause?: unknown;
}

/**
 * A failed Asaas call. `retryable` is true for 429, 5xx, network failures and timeouts (worth a
 * later retry or a 503 to the caller); 401 means a wrong or missing API key and is not retryable.
 */
export class AsaasError extends Error {
  readonly status: number;
  readonly errors: Array<{ code: string; description: string }>;
  readonly retryable: boolean;

  constructor(message: string, options: AsaasErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.status = options.status;
    this.errors = (options.errors ?? []).map(({ code, description }) => ({ code, description }));
    this.retryable = options.retryable;
  }
}

export interface AsaasClientConfig {
  /** Ends in `/v3`, e.g. https://api-sandbox.asaas.com/v3. */
  baseUrl: string;
  apiKey: string;
  /** Asaas rejects requests without a User-Agent on accounts created since June 2024. */
  userAgent?: string;
  fetch?: typeof fetch;
  /** Per call, including reading the body. */
  timeoutMs?: number;
  /** Called when Asaas answers 401: the key was rotated or is wrong, so a cached one must go. */
  onUnauthorized?: () => void;
}

const DEFAULT_USER_AGENT = 'zapsaude/1.0';
const DEFAULT_TIMEOUT_MS = 10_000;

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Keeps the error's name and system code (ECONNREFUSED…) but not its message, which may quote the URL and its query. */
function redactedCause(error: unknown): Error | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error.cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  return new Error(typeof code === 'string' ? `${error.name} ${code}` : error.name);
}

function optional<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined;
}

function toCustomer(parsed: z.infer<typeof asaasCustomerSchema>): AsaasCustomer {
  const customer: AsaasCustomer = { id: parsed.id, name: parsed.name, cpfCnpj: parsed.cpfCnpj };
  const email = optional(parsed.email);
  const externalReference = optional(parsed.externalReference);
  if (email !== undefined) customer.email = email;
  if (externalReference !== undefined) customer.externalReference = externalReference;
  return customer;
}

function toPayment(parsed: z.infer<typeof asaasPaymentSchema>): AsaasPayment {
  const payment: AsaasPayment = {
    id: parsed.id,
    customer: parsed.customer,
    value: parsed.value,
    billingType: parsed.billingType,
    status: parsed.status,
    dueDate: parsed.dueDate,
    invoiceUrl: parsed.invoiceUrl,
    dateCreated: parsed.dateCreated,
  };
  const netValue = optional(parsed.netValue);
  const externalReference = optional(parsed.externalReference);
  const description = optional(parsed.description);
  if (netValue !== undefined) payment.netValue = netValue;
  if (externalReference !== undefined) payment.externalReference = externalReference;
  if (description !== undefined) payment.description = description;
  return payment;
}

/** A client for Asaas API v3 with the given key. */
export function createAsaasClient(config: AsaasClientConfig): AsaasGateway & AsaasSandboxActions & AsaasCustomerDeletion {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers = {
    access_token: config.apiKey,
    'User-Agent': config.userAgent ?? DEFAULT_USER_AGENT,
    'content-type': 'application/json',
    accept: 'application/json',
  };

  async function call<S extends z.ZodMiniType>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    schema: S,
    options: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<z.infer<S>> {
    // What error messages show: the path only (ids are not personal data; the query may hold a CPF).
    const what = `Asaas ${method} ${path}`;
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);

    let status: number;
    let text: string;
    try {
      const response = await doFetch(url, {
        method,
        headers,
        // Asaas' CloudFront answers 403 to a GET that carries a body.
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new AsaasError(`${what} ${timedOut ? `timed out after ${timeoutMs} ms` : 'failed: network error'}`, {
        status: 0,
        errors: [
          timedOut
            ? { code: 'timeout', description: `Sem resposta do Asaas em ${timeoutMs} ms.` }
            : { code: 'network_error', description: 'Falha de rede ao chamar o Asaas.' },
        ],
        retryable: true,
        cause: redactedCause(error),
      });
    }

    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }

    if (status < 200 || status >= 300) {
      const parsedError = asaasErrorResponseSchema.safeParse(json);
      const errors = parsedError.success ? parsedError.data.errors : [];
      const codes = errors.map((item) => item.code).join(', ');
      const hint = status === 401 ? ' (API key missing, invalid or from the other environment)' : '';
      if (status === 401) config.onUnauthorized?.();
      throw new AsaasError(`${what} failed with HTTP ${status}${codes ? ` [${codes}]` : ''}${hint}`, {
        status,
        errors,
        retryable: isRetryableStatus(status),
      });
    }

    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      // Only the paths of the offending fields: the values may be the payer's data.
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'))].join(', ');
      throw new AsaasError(`${what} returned an unexpected body (fields: ${fields})`, {
        status,
        errors: [{ code: 'invalid_response', description: 'Resposta do Asaas fora do formato esperado.' }],
        retryable: false,
      });
    }
    return parsed.data;
  }

  const customerList = asaasListSchema(asaasCustomerSchema);
  const customerDeletion = z.looseObject({ deleted: z.boolean(), id: z.string() });

  return {
    async findCustomerByCpf(cpfCnpj) {
      const page = await call('GET', '/customers', customerList, { query: { cpfCnpj: normalizeCpf(cpfCnpj) } });
      const found = page.data.find((customer) => customer.deleted !== true);
      return found ? toCustomer(found) : undefined;
    },

    async createCustomer(input) {
      const body = {
        name: input.name,
        email: input.email,
        cpfCnpj: normalizeCpf(input.cpfCnpj),
        ...(input.externalReference === undefined ? {} : { externalReference: input.externalReference }),
        // ZapSaúde shows the payment itself; Asaas' own e-mails/SMS would duplicate it.
        notificationDisabled: true,
      };
      return toCustomer(await call('POST', '/customers', asaasCustomerSchema, { body }));
    },

    async createPayment(input) {
      return toPayment(await call('POST', '/payments', asaasPaymentSchema, { body: input }));
    },

    async getPayment(id) {
      return toPayment(await call('GET', `/payments/${encodeURIComponent(id)}`, asaasPaymentSchema));
    },

    async getPixQrCode(id) {
      const parsed = await call('GET', `/payments/${encodeURIComponent(id)}/pixQrCode`, asaasPixQrCodeSchema);
      return { encodedImage: parsed.encodedImage, payload: parsed.payload, expirationDate: parsed.expirationDate };
    },

    async deleteCustomer(id) {
      try {
        const answer = await call('DELETE', `/customers/${encodeURIComponent(id)}`, customerDeletion);
        if (!answer.deleted) {
          throw new AsaasError(`Asaas DELETE /customers/${encodeURIComponent(id)} did not delete`, {
            status: 200,
            errors: [{ code: 'not_deleted', description: 'O Asaas não removeu o cliente.' }],
            retryable: true,
          });
        }
      } catch (error) {
        if (error instanceof AsaasError && error.status === 404) return;
        throw error;
      }
    },

    async confirmSandboxPayment(id) {
      // Any 2xx will do: what this sandbox-only call answers is not part of the payment contract.
      await call('POST', `/sandbox/payment/${encodeURIComponent(id)}/confirm`, z.unknown(), { body: {} });
    },
  };
}

// ---- Configuration from the environment -------------------------------------------------------

/** Placeholder infra/lib/secrets.ts writes for the key an operator still has to set (UNSET_SECRET_VALUE). */
const UNSET_SECRET_VALUE = 'SET-ME';

/** Keeps a rotated key from living forever in a warm container, without a Secrets Manager call per request. */
const SECRET_MAX_AGE_SECONDS = 5 * 60;

interface AsaasSecret {
  apiKey: string;
  webhookToken: string;
}

export interface AsaasEnvDependencies {
  /** Powertools' Secrets Manager provider (tests give one on the local stand-in); one per container otherwise. */
  secrets?: SecretsProvider;
  fetch?: typeof fetch;
}

let containerSecrets: SecretsProvider | undefined;

/** The container's provider: the traced SDK client, its cache shared by every invocation. */
function defaultSecrets(): SecretsProvider {
  containerSecrets ??= new SecretsProvider({ awsSdkV3Client: traceClient(new SecretsManagerClient(sdkClientConfig())) });
  return containerSecrets;
}

function notConfigured(what: string): AsaasError {
  return new AsaasError(`Asaas is not configured: ${what}`, {
    status: 0,
    errors: [{ code: 'not_configured', description: 'Integração com o Asaas não configurada.' }],
    retryable: false,
  });
}

/**
 * The Asaas secret (Secrets Manager JSON `{apiKey, webhookToken}`), cached by the provider for a few
 * minutes per container. A failed read is not cached, so the next request tries again; a secret of
 * the wrong shape is dropped from the cache, so an operator's fix is read on the next request.
 */
async function readSecret(arn: string, secrets: SecretsProvider): Promise<AsaasSecret> {
  let value: unknown;
  try {
    value = await secrets.get(arn, { maxAge: SECRET_MAX_AGE_SECONDS, transform: 'json' });
  } catch (error) {
    if (error instanceof TransformParameterError) throw notConfigured('the secret is not JSON {apiKey, webhookToken}');
    throw new AsaasError('Reading the Asaas secret from Secrets Manager failed', {
      status: 0,
      errors: [{ code: 'secret_unavailable', description: 'Segredo do Asaas indisponível.' }],
      retryable: true,
      cause: redactedCause(error instanceof Error && error.cause !== undefined ? error.cause : error),
    });
  }
  const parsed = asaasSecretSchema.safeParse(value);
  if (!parsed.success) {
    secrets.clearCache();
    throw notConfigured('the secret lacks apiKey or webhookToken');
  }
  return { apiKey: parsed.data.apiKey, webhookToken: parsed.data.webhookToken };
}

/**
 * The Asaas client for this environment: `ASAAS_API_URL`, and the key from the Secrets Manager
 * secret `ASAAS_SECRET_ARN` (in AWS and in the local stack, whose stand-in holds the local key).
 * After a 401 the cached secret is dropped, so a rotated key is read again on the next request.
 */
export async function createAsaasClientFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  deps: AsaasEnvDependencies = {},
): Promise<AsaasGateway & AsaasSandboxActions & AsaasCustomerDeletion> {
  const baseUrl = env.ASAAS_API_URL;
  if (!baseUrl) throw notConfigured('ASAAS_API_URL is not set');
  if (!env.ASAAS_SECRET_ARN) throw notConfigured('ASAAS_SECRET_ARN is not set');
  const secrets = deps.secrets ?? defaultSecrets();
  const { apiKey } = await readSecret(env.ASAAS_SECRET_ARN, secrets);
  if (apiKey === UNSET_SECRET_VALUE) throw notConfigured('the API key is not set');
  return createAsaasClient({
    baseUrl,
    apiKey,
    onUnauthorized: () => secrets.clearCache(),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
}

/** The token Asaas sends in `asaas-access-token`, from the same secret. */
export async function asaasWebhookTokenFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  deps: AsaasEnvDependencies = {},
): Promise<string> {
  if (!env.ASAAS_SECRET_ARN) throw notConfigured('ASAAS_SECRET_ARN is not set');
  const { webhookToken } = await readSecret(env.ASAAS_SECRET_ARN, deps.secrets ?? defaultSecrets());
  if (webhookToken === UNSET_SECRET_VALUE) throw notConfigured('the webhook token is not set');
  return webhookToken;
}
