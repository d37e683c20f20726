/**
 * A local Asaas: the v3 calls ZapSaúde makes, with Asaas' request and answer shapes, plus the hosted
 * checkout page (`invoiceUrl`) where a tester pays by Pix, boleto or card. Paying sends the real
 * webhook (POST, header `asaas-access-token`, body `{id, event, dateCreated, payment}`) at least once.
 *
 * This module starts it and routes each request; each use case lives in its own module under
 * `asaas-sandbox/`: the v3 API (`api.ts`), the checkout page (`checkout.ts`), the test control
 * (`control.ts`), customers and payments (`ledger.ts`), paying and refunding (`lifecycle.ts`), the
 * webhook outbox (`outbox.ts`) and the state kept in `<dataDir>/state.json` (`state.ts`), so a restart
 * loses nothing and resumes pending deliveries. Logs carry methods, paths, ids and statuses; never
 * bodies, CPFs or cards.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApi, type InjectedFaults } from './asaas-sandbox/api.js';
import { createCheckout } from './asaas-sandbox/checkout.js';
import { createControl } from './asaas-sandbox/control.js';
import { AsaasSandboxError, asaasErrorBody, notFound, sendJson } from './asaas-sandbox/errors.js';
import { createLedger, type SandboxPaymentMethod } from './asaas-sandbox/ledger.js';
import { createPaymentLifecycle, type PayOptions, type SandboxEventsResult } from './asaas-sandbox/lifecycle.js';
import { createWebhookOutbox, type WebhookDelivery } from './asaas-sandbox/outbox.js';
import { createPersistence, loadState } from './asaas-sandbox/state.js';

export { AsaasSandboxError } from './asaas-sandbox/errors.js';
export type { SandboxPaymentMethod } from './asaas-sandbox/ledger.js';
export type { SandboxEventsResult } from './asaas-sandbox/lifecycle.js';
export type { WebhookDelivery } from './asaas-sandbox/outbox.js';

export interface AsaasSandboxOptions {
  /** Loopback only. */
  readonly host?: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly dataDir: string;
  /** The key clients must send in `access_token`. */
  readonly apiKey: string;
  /** Where events are POSTed; a function is read at every delivery (the receiver may start later or move). */
  readonly webhookUrl: string | (() => string | undefined);
  /** Sent in the `asaas-access-token` header. */
  readonly webhookToken: string;
  readonly log?: (line: string) => void;
  /** Waits after each failed attempt; there is one attempt more than entries (default: 10 attempts over ~9 min). */
  readonly retryDelaysMs?: readonly number[];
  /** Per delivery attempt. */
  readonly webhookTimeoutMs?: number;
  /** The account's name shown on the checkout page. */
  readonly merchantName?: string;
}

export interface AsaasSandboxControl {
  /** Pays like the checkout page (default PIX). `duplicates` sends each event that many extra times;
   * `reorder` sends the whole lifecycle PAYMENT_CONFIRMED + PAYMENT_RECEIVED newest first. */
  pay(
    paymentId: string,
    options?: { method?: SandboxPaymentMethod; duplicates?: number; reorder?: boolean },
  ): Promise<SandboxEventsResult>;
  /** Refunds a paid payment (status REFUNDED) and sends PAYMENT_REFUNDED. */
  refund(paymentId: string): Promise<SandboxEventsResult>;
  /** Sends any sequence of PAYMENT_* events; the payment takes the status the last one implies. */
  sendEvents(paymentId: string, events: readonly string[], options?: { shuffle?: boolean }): Promise<SandboxEventsResult>;
  /** The delivery log, oldest first. */
  deliveries(): WebhookDelivery[];
  /** The payment as the API returns it, or undefined. */
  getPayment(paymentId: string): Record<string, unknown> | undefined;
  /** Resolves once no delivery is pending; rejects after `timeoutMs` (default 10 s). */
  waitForDeliveries(timeoutMs?: number): Promise<void>;
}

export interface AsaasSandbox {
  /** http://127.0.0.1:PORT — also the origin of the checkout pages. */
  readonly url: string;
  /** `url + '/v3'`: what ASAAS_API_URL is set to. */
  readonly apiBaseUrl: string;
  readonly port: number;
  readonly control: AsaasSandboxControl;
  close(): Promise<void>;
}


const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 20_000, 40_000, 60_000, 120_000, 300_000];
const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

/** Starts the local Asaas on loopback. */
export async function startAsaasSandbox(options: AsaasSandboxOptions): Promise<AsaasSandbox> {
  const log = options.log ?? (() => undefined);
  const merchantName = options.merchantName ?? 'ZapSaúde';
  const stateFile = path.join(options.dataDir, 'state.json');
  await mkdir(options.dataDir, { recursive: true });
  const state = await loadState(stateFile);
  const persist = createPersistence(stateFile, state, log);
  let baseUrl = '';

  const ledger = createLedger({ state, baseUrl: () => baseUrl, merchantName });
  const outbox = createWebhookOutbox({
    state,
    persist,
    webhookUrl: () => (typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl),
    webhookToken: options.webhookToken,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    timeoutMs: options.webhookTimeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
    log,
  });
  const lifecycle = createPaymentLifecycle(ledger, outbox, log);
  const faults: InjectedFaults = { status: 0, remaining: 0 };
  const serveApi = createApi({ apiKey: options.apiKey, ledger, lifecycle, faults, persist });
  const servePage = createCheckout(ledger, lifecycle, merchantName);
  const serveControl = createControl({ ledger, lifecycle, outbox, faults });

  async function serve(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://local');
    const started = Date.now();
    try {
      if (url.pathname === '/v3' || url.pathname.startsWith('/v3/')) await serveApi(request, response, url);
      else if (url.pathname.startsWith('/i/')) await servePage(request, response, url);
      else if (url.pathname.startsWith('/_local/')) await serveControl(request, response, url);
      else if (url.pathname === '/' && request.method === 'GET') {
        sendJson(response, 200, { service: 'asaas-sandbox-local', apiBaseUrl: `${baseUrl}/v3`, checkoutPage: `${baseUrl}/i/{paymentId}` });
      } else throw notFound('Recurso não encontrado.');
    } catch (error) {
      if (!(error instanceof AsaasSandboxError)) throw error;
      if (!response.headersSent) sendJson(response, error.status, asaasErrorBody(error.code, error.message));
    }
    // The path only: queries may carry a CPF.
    log(`asaas: ${request.method} ${url.pathname} ${response.statusCode} ${Date.now() - started}ms`);
  }

  const server = http.createServer((request, response) => {
    void serve(request, response).catch((error: unknown) => {
      log(`asaas: ${request.method} ${request.url?.split('?')[0]} failed: ${(error as Error).name}`);
      if (!response.headersSent) sendJson(response, 500, asaasErrorBody('internal_error', 'Erro interno do sandbox.'));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;
  log(`asaas: sandbox at ${baseUrl}`);
  // Deliveries left pending by the previous run go out now.
  outbox.kick();

  const control: AsaasSandboxControl = {
    pay: (paymentId, payOptions?: PayOptions) => lifecycle.pay(paymentId, payOptions ?? {}),
    refund: lifecycle.refund,
    sendEvents: lifecycle.sendEvents,
    deliveries: outbox.deliveries,
    getPayment: (paymentId) => {
      const record = ledger.ownPayment(paymentId);
      return record ? ledger.paymentView(record) : undefined;
    },
    waitForDeliveries: outbox.waitForDeliveries,
  };

  return {
    url: baseUrl,
    apiBaseUrl: `${baseUrl}/v3`,
    port,
    control,
    async close() {
      await outbox.close();
      await persist();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

export interface LocalAsaasCredentials {
  /** What the handlers send in `access_token` (the `apiKey` of the local Asaas secret). */
  readonly apiKey: string;
  /** What the sandbox sends in `asaas-access-token` (the secret's `webhookToken`). */
  readonly webhookToken: string;
}

/**
 * The local API key and webhook token: random on first start, then read back from
 * `<dir>/credentials.json`, so a restart keeps talking to the same persisted sandbox.
 */
export async function loadOrCreateLocalAsaasCredentials(dir: string): Promise<LocalAsaasCredentials> {
  const file = path.join(dir, 'credentials.json');
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as Partial<LocalAsaasCredentials>;
    if (typeof saved.apiKey === 'string' && typeof saved.webhookToken === 'string') {
      return { apiKey: saved.apiKey, webhookToken: saved.webhookToken };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  // Shaped like Asaas' keys ($aact_hmlg_… in its sandbox) but marked local.
  const credentials = {
    apiKey: `$aact_local_${randomBytes(24).toString('base64url')}`,
    webhookToken: randomBytes(32).toString('base64url'),
  };
  await mkdir(dir, { recursive: true });
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}
