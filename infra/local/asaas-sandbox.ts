/**
 * A local Asaas: the v3 calls ZapSaúde makes, with Asaas' request and answer shapes, plus the hosted
 * checkout page (`invoiceUrl`) where a tester pays by Pix, boleto or card. Paying sends the real
 * webhook (POST, header `asaas-access-token`, body `{id, event, dateCreated, payment}`) at least
 * once: deliveries sit in a persisted outbox and are retried with backoff until the receiver
 * answers HTTP 200 (Asaas counts only 200 as delivered), up to 10 attempts.
 *
 * API (header `access_token`, 401 with Asaas' error shape otherwise):
 *   POST /v3/customers, GET /v3/customers?cpfCnpj=&email=&externalReference=, GET /v3/customers/{id}
 *   POST /v3/payments, GET /v3/payments?customer=&externalReference=, GET /v3/payments/{id},
 *   GET /v3/payments/{id}/pixQrCode, POST /v3/payments/{id}/refund,
 *   POST /v3/sandbox/payment/{id}/confirm (Asaas' sandbox-only "confirmar pagamento": pays by Pix)
 * Hosted page: GET /i/{id}[?metodo=pix|boleto|cartao], POST /i/{id}/pix | /boleto | /cartao (form).
 * Test control (local only, no key): POST /_local/payments/{id}/pay {method, duplicates, reorder},
 *   POST /_local/payments/{id}/refund, POST /_local/payments/{id}/events {events, shuffle},
 *   GET /_local/payments/{id}, GET /_local/webhooks (delivery log), POST /_local/faults {status, count}
 *   (the next `count` API calls answer `status` with Asaas' error shape, as a rate limit or an outage
 *   would; count 0 clears it); also `control` on the handle.
 *
 * Customers, payments and the outbox live in `<dataDir>/state.json`, so a restart loses nothing and
 * resumes pending deliveries. Logs carry methods, paths, ids and statuses; never bodies, CPFs or cards.
 */
import { randomBytes, randomInt, randomUUID, timingSafeEqual, createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import QRCode from 'qrcode';
import { isValidCpf, onlyDigits } from '../../shared/cpf.js';
import { FUSO_HORARIO_PADRAO } from '../../shared/format.js';
import { boleto, cardBrand, isValidLuhn, pixBrCode } from './asaas-payment-codes.js';
import { CHECKOUT_TABS, isPayable, renderCheckoutPage, renderNotFoundPage, type CheckoutTab } from './asaas-sandbox-page.js';

export type SandboxPaymentMethod = 'PIX' | 'BOLETO' | 'CREDIT_CARD';

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

export interface WebhookDelivery {
  /** One delivery of one event; duplicates share the event id but not this. */
  readonly deliveryId: string;
  readonly eventId: string;
  readonly event: string;
  readonly paymentId: string;
  readonly status: 'pending' | 'delivered' | 'failed';
  readonly attempts: number;
  /** HTTP status of the last attempt, if the receiver answered. */
  readonly statusCode?: number;
  /** Why the last attempt got no answer (timeout, connection refused…). */
  readonly error?: string;
  readonly createdAt: string;
  readonly lastAttemptAt?: string;
  readonly deliveredAt?: string;
}

export interface SandboxEventsResult {
  /** The payment as GET /v3/payments/{id} returns it now. */
  readonly payment: Record<string, unknown>;
  /** The events queued, in delivery order (duplicates listed once). */
  readonly events: ReadonlyArray<{ eventId: string; event: string }>;
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

/** A refused sandbox operation, answered in Asaas' error shape. */
export class AsaasSandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
    this.name = new.target.name;
  }
}

// ---- Stored shapes ------------------------------------------------------------------------------

type Json = Record<string, unknown>;

interface PaymentRecord {
  /** The payment exactly as Asaas returns it (invoiceUrl/bankSlipUrl are refreshed on output). */
  payment: Json & { id: string; status: string; billingType: string; value: number; dueDate: string };
  pixKey: string;
  txid: string;
  boletoFreeField: string;
}

interface OutboxEntry {
  deliveryId: string;
  seq: number;
  eventId: string;
  event: string;
  paymentId: string;
  body: string;
  status: WebhookDelivery['status'];
  attempts: number;
  nextAttemptAt: number;
  statusCode?: number;
  error?: string;
  createdAt: string;
  lastAttemptAt?: string;
  deliveredAt?: string;
}

interface SandboxState {
  version: 1;
  seq: number;
  invoiceCounter: number;
  customers: Record<string, Json & { id: string; cpfCnpj: string; deleted: boolean }>;
  payments: Record<string, PaymentRecord>;
  outbox: OutboxEntry[];
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 20_000, 40_000, 60_000, 120_000, 300_000];
const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 1024 * 1024;
/** Finished deliveries kept in the log; pending ones are always kept. */
const MAX_FINISHED_DELIVERIES = 1000;
const BANK_CODE_ASAAS = '461';
const MERCHANT_CITY = 'São Paulo';
/** Asaas' documented sandbox card (4444…4444) fails Luhn but is accepted; these two are refused. */
const ALWAYS_ACCEPTED_CARDS = new Set(['4444444444444444']);
const REFUSED_TEST_CARDS = new Set(['5184019740373151', '4916561358240741']);
const PAID_STATUSES = new Set(['RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH']);
const EVENT_NAME = /^PAYMENT_[A-Z_]{1,60}$/;

/** The status a payment event leaves the payment in (Asaas' event → status pairs). */
const STATUS_BY_EVENT: Readonly<Record<string, string>> = {
  PAYMENT_CREATED: 'PENDING',
  PAYMENT_RESTORED: 'PENDING',
  PAYMENT_CONFIRMED: 'CONFIRMED',
  PAYMENT_RECEIVED: 'RECEIVED',
  PAYMENT_OVERDUE: 'OVERDUE',
  PAYMENT_REFUNDED: 'REFUNDED',
  PAYMENT_REFUND_IN_PROGRESS: 'REFUND_IN_PROGRESS',
  PAYMENT_CHARGEBACK_REQUESTED: 'CHARGEBACK_REQUESTED',
  PAYMENT_CHARGEBACK_DISPUTE: 'CHARGEBACK_DISPUTE',
  PAYMENT_AWAITING_CHARGEBACK_REVERSAL: 'AWAITING_CHARGEBACK_REVERSAL',
  PAYMENT_RECEIVED_IN_CASH_UNDONE: 'PENDING',
  PAYMENT_DUNNING_REQUESTED: 'DUNNING_REQUESTED',
  PAYMENT_DUNNING_RECEIVED: 'DUNNING_RECEIVED',
  PAYMENT_AWAITING_RISK_ANALYSIS: 'AWAITING_RISK_ANALYSIS',
};

// ---- Small helpers ------------------------------------------------------------------------------

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';
const MIXED_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomString(length: number, alphabet: string): string {
  let out = '';
  for (let index = 0; index < length; index += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

function randomDigits(length: number): string {
  let out = '';
  for (let index = 0; index < length; index += 1) out += String(randomInt(10));
  return out;
}

/** Asaas' own id shapes: cus_G7Dvo4iphUNk, pay_2ahkqsnbb6k7vxyf, evt_05b7…f621&368604920. */
const newCustomerId = () => `cus_${randomString(12, MIXED_ALPHANUMERIC)}`;
const newPaymentId = () => `pay_${randomString(16, ALPHANUMERIC)}`;
const newEventId = () => `evt_${randomBytes(16).toString('hex')}&${randomDigits(9)}`;

const dateFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: FUSO_HORARIO_PADRAO });
const dateTimeFormatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: FUSO_HORARIO_PADRAO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Today in Brasília, YYYY-MM-DD (Asaas' date fields). */
function today(now = new Date()): string {
  return dateFormatter.format(now);
}

/** Brasília time as Asaas writes it in events: 'YYYY-MM-DD HH:mm:ss'. */
function dateTime(now = new Date()): string {
  return dateTimeFormatter.format(now);
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Asaas' standard fees (Pix and boleto R$ 1,99; card 2,99% + R$ 0,49), for a plausible netValue. */
function netValueFor(value: number, billingType: string): number {
  if (billingType === 'CREDIT_CARD') return roundMoney(value - value * 0.0299 - 0.49);
  return roundMoney(value - 1.99);
}

function isValidCnpj(value: string): boolean {
  if (!/^\d{14}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  const digit = (base: string) => {
    let weight = base.length - 7;
    let sum = 0;
    for (const char of base) {
      sum += Number(char) * weight;
      weight = weight === 2 ? 9 : weight - 1;
    }
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  const first = digit(value.slice(0, 12));
  const second = digit(`${value.slice(0, 12)}${first}`);
  return value.endsWith(`${first}${second}`);
}

function isValidCpfCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 11 ? isValidCpf(digits) : isValidCnpj(digits);
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function asaasErrorBody(code: string, description: string) {
  return { errors: [{ code, description }] };
}

const invalid = (code: string, description: string) => new AsaasSandboxError(400, code, description);
const notFound = (description: string) => new AsaasSandboxError(404, 'not_found', description);

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new AsaasSandboxError(413, 'invalid_object', 'Corpo da requisição muito grande.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson(request: http.IncomingMessage): Promise<Json> {
  const text = await readBody(request);
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Json;
  } catch {
    // answered below
  }
  throw invalid('invalid_object', 'O corpo da requisição deve ser um objeto JSON válido.');
}

function optionalText(body: Json, field: string, max: number): string | null {
  const value = body[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > max) throw invalid(`invalid_${field}`, `O campo ${field} é inválido.`);
  return value;
}

// ---- The sandbox --------------------------------------------------------------------------------

/** Starts the local Asaas on loopback. */
export async function startAsaasSandbox(options: AsaasSandboxOptions): Promise<AsaasSandbox> {
  const log = options.log ?? (() => undefined);
  const host = options.host ?? '127.0.0.1';
  const merchantName = options.merchantName ?? 'ZapSaúde';
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxAttempts = retryDelays.length + 1;
  const webhookTimeoutMs = options.webhookTimeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
  const stateFile = path.join(options.dataDir, 'state.json');

  await mkdir(options.dataDir, { recursive: true });
  const state = await loadState(stateFile);
  // A restart retries what is still pending at once instead of waiting out the old backoff.
  for (const entry of state.outbox) if (entry.status === 'pending') entry.nextAttemptAt = Date.now();
  let baseUrl = '';
  /** Injected API failures (POST /_local/faults): the next `remaining` /v3 calls answer `status`. */
  let fault: { status: number; remaining: number } = { status: 0, remaining: 0 };

  // ---- persistence: whole-file JSON, written atomically, one write at a time.
  let writing: Promise<void> = Promise.resolve();
  const persist = (): Promise<void> => {
    pruneDeliveries();
    const snapshot = JSON.stringify(state);
    writing = writing
      .then(async () => {
        await writeFile(`${stateFile}.tmp`, snapshot, { mode: 0o600 });
        await rename(`${stateFile}.tmp`, stateFile);
      })
      .catch((error: unknown) => log(`asaas: saving state failed: ${(error as Error).message}`));
    return writing;
  };

  function pruneDeliveries(): void {
    const finished = state.outbox.filter((entry) => entry.status !== 'pending');
    if (finished.length <= MAX_FINISHED_DELIVERIES) return;
    const drop = new Set(finished.slice(0, finished.length - MAX_FINISHED_DELIVERIES));
    state.outbox = state.outbox.filter((entry) => !drop.has(entry));
  }

  // ---- views
  const invoiceUrl = (id: string) => `${baseUrl}/i/${id}`;

  function paymentView(record: PaymentRecord): Json {
    const { payment } = record;
    const withBoleto = payment.billingType === 'BOLETO' || payment.billingType === 'UNDEFINED';
    return {
      ...payment,
      invoiceUrl: invoiceUrl(payment.id),
      bankSlipUrl: withBoleto ? `${invoiceUrl(payment.id)}?metodo=boleto` : null,
    };
  }

  function ownPayment(id: string): PaymentRecord | undefined {
    return Object.hasOwn(state.payments, id) ? state.payments[id] : undefined;
  }

  function findPayment(id: string): PaymentRecord {
    const record = ownPayment(id);
    if (!record) throw notFound('Cobrança não encontrada.');
    return record;
  }

  // ---- codes
  function pixPayload(record: PaymentRecord): string {
    return pixBrCode({
      key: record.pixKey,
      amount: record.payment.value,
      merchantName,
      merchantCity: MERCHANT_CITY,
      txid: record.txid,
      description: 'Cobranca Asaas',
    });
  }

  const qrImages = new Map<string, Promise<string>>();
  function pixImageBase64(payload: string): Promise<string> {
    let image = qrImages.get(payload);
    if (!image) {
      image = QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 400 }).then(
        (dataUrl) => dataUrl.slice(dataUrl.indexOf(',') + 1),
      );
      qrImages.set(payload, image);
    }
    return image;
  }

  function linhaDigitavel(record: PaymentRecord): string {
    return boleto({
      bankCode: BANK_CODE_ASAAS,
      amount: record.payment.value,
      dueDate: record.payment.dueDate,
      freeField: record.boletoFreeField,
    }).linhaDigitavel;
  }

  // ---- customers
  function createCustomer(body: Json): Json {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name) throw invalid('invalid_name', 'O nome do cliente deve ser informado.');
    if (typeof body.cpfCnpj !== 'string' || !isValidCpfCnpj(body.cpfCnpj)) {
      throw invalid('invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.');
    }
    const email = optionalText(body, 'email', 254);
    if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw invalid('invalid_email', 'O email informado é inválido.');
    }
    const cpfCnpj = onlyDigits(body.cpfCnpj);
    const customer = {
      object: 'customer',
      id: newCustomerId(),
      dateCreated: today(),
      name,
      email,
      phone: optionalText(body, 'phone', 20),
      mobilePhone: optionalText(body, 'mobilePhone', 20),
      address: null,
      addressNumber: null,
      complement: null,
      province: null,
      postalCode: null,
      cpfCnpj,
      personType: cpfCnpj.length === 11 ? 'FISICA' : 'JURIDICA',
      deleted: false,
      additionalEmails: null,
      externalReference: optionalText(body, 'externalReference', 100),
      notificationDisabled: body.notificationDisabled === true,
      observations: null,
      municipalInscription: null,
      stateInscription: null,
      canDelete: true,
      cannotBeDeletedReason: null,
      canEdit: true,
      cannotEditReason: null,
      city: null,
      cityName: null,
      state: null,
      country: 'Brasil',
    };
    state.customers[customer.id] = customer;
    return customer;
  }

  function listOf(items: Json[], query: URLSearchParams): Json {
    const offset = Math.max(0, Number(query.get('offset') ?? 0) || 0);
    const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 10) || 10));
    const page = items.slice(offset, offset + limit);
    return { object: 'list', hasMore: offset + page.length < items.length, totalCount: items.length, limit, offset, data: page };
  }

  function listCustomers(query: URLSearchParams): Json {
    const cpfCnpj = query.get('cpfCnpj');
    const email = query.get('email');
    const externalReference = query.get('externalReference');
    const name = query.get('name')?.toLowerCase();
    const matches = Object.values(state.customers)
      .filter((customer) => !customer.deleted)
      .filter((customer) => cpfCnpj === null || customer.cpfCnpj === onlyDigits(cpfCnpj))
      .filter((customer) => email === null || customer.email === email)
      .filter((customer) => externalReference === null || customer.externalReference === externalReference)
      .filter((customer) => name === undefined || String(customer.name).toLowerCase().includes(name))
      .reverse();
    return listOf(matches, query);
  }

  // ---- payments
  function createPayment(body: Json): Json {
    const customerId = body.customer;
    if (typeof customerId !== 'string' || !Object.hasOwn(state.customers, customerId)) {
      throw invalid('invalid_customer', 'Cliente inválido ou não informado.');
    }
    const billingType = body.billingType;
    if (typeof billingType !== 'string' || !['UNDEFINED', 'PIX', 'BOLETO', 'CREDIT_CARD'].includes(billingType)) {
      throw invalid('invalid_billingType', 'Forma de pagamento inválida.');
    }
    const value = body.value;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw invalid('invalid_value', 'O campo value deve ser informado.');
    }
    if (!isCalendarDate(body.dueDate)) throw invalid('invalid_dueDate', 'A data de vencimento deve ser informada.');
    if (body.dueDate < today()) throw invalid('invalid_dueDate', 'A data de vencimento não pode ser inferior à hoje.');
    const description = optionalText(body, 'description', 500);
    const externalReference = optionalText(body, 'externalReference', 100);

    state.invoiceCounter += 1;
    const id = newPaymentId();
    const payment: PaymentRecord['payment'] = {
      object: 'payment',
      id,
      dateCreated: today(),
      customer: customerId,
      paymentLink: null,
      value: roundMoney(value),
      netValue: netValueFor(value, billingType),
      originalValue: null,
      interestValue: null,
      description,
      billingType,
      confirmedDate: null,
      pixTransaction: null,
      status: 'PENDING',
      dueDate: body.dueDate,
      originalDueDate: body.dueDate,
      paymentDate: null,
      clientPaymentDate: null,
      installmentNumber: null,
      invoiceUrl: invoiceUrl(id),
      invoiceNumber: String(state.invoiceCounter).padStart(8, '0'),
      externalReference,
      deleted: false,
      anticipated: false,
      anticipable: false,
      creditDate: null,
      estimatedCreditDate: null,
      transactionReceiptUrl: null,
      nossoNumero: randomDigits(8),
      bankSlipUrl: null,
      lastInvoiceViewedDate: null,
      lastBankSlipViewedDate: null,
      discount: { value: 0, limitDate: null, dueDateLimitDays: 0, type: 'FIXED' },
      fine: { value: 0, type: 'FIXED' },
      interest: { value: 0, type: 'PERCENTAGE' },
      postalService: false,
      custody: null,
      refunds: null,
    };
    const record: PaymentRecord = {
      payment,
      pixKey: randomUUID(),
      txid: id.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
      boletoFreeField: randomDigits(25),
    };
    state.payments[id] = record;
    return paymentView(record);
  }

  function listPayments(query: URLSearchParams): Json {
    const customer = query.get('customer');
    const externalReference = query.get('externalReference');
    const status = query.get('status');
    const matches = Object.values(state.payments)
      .filter(({ payment }) => customer === null || payment.customer === customer)
      .filter(({ payment }) => externalReference === null || payment.externalReference === externalReference)
      .filter(({ payment }) => status === null || payment.status === status)
      .reverse()
      .map(paymentView);
    return listOf(matches, query);
  }

  /** Marks the payment paid with `method`, as Asaas fills the fields once money arrives. */
  function settle(record: PaymentRecord, method: SandboxPaymentMethod, card?: { number: string }): void {
    const { payment } = record;
    const now = today();
    payment.billingType = method;
    payment.netValue = netValueFor(payment.value, method);
    payment.confirmedDate = now;
    payment.clientPaymentDate = now;
    if (method === 'CREDIT_CARD') {
      payment.status = 'CONFIRMED';
      payment.paymentDate = null;
      payment.estimatedCreditDate = addDays(now, 30);
      payment.creditCard = {
        creditCardNumber: (card?.number ?? '5162306219378829').slice(-4),
        creditCardBrand: cardBrand(card?.number ?? '5162306219378829'),
        creditCardToken: randomUUID(),
      };
    } else {
      payment.status = 'RECEIVED';
      payment.paymentDate = now;
      payment.creditDate = now;
      payment.estimatedCreditDate = now;
      if (method === 'PIX') payment.pixTransaction = randomUUID();
    }
    payment.transactionReceiptUrl = `${invoiceUrl(payment.id)}?comprovante=1`;
  }

  interface QueuedEvent {
    event: string;
    payment: Json;
  }

  /** Queues events (each `1 + duplicates` times, same id) in the given order and starts delivering. */
  async function enqueue(events: readonly QueuedEvent[], duplicates = 0): Promise<Array<{ eventId: string; event: string }>> {
    const queued: Array<{ eventId: string; event: string }> = [];
    const createdAt = new Date();
    for (const { event, payment } of events) {
      const eventId = newEventId();
      const body = JSON.stringify({ id: eventId, event, dateCreated: dateTime(createdAt), payment });
      queued.push({ eventId, event });
      for (let copy = 0; copy <= duplicates; copy += 1) {
        state.seq += 1;
        state.outbox.push({
          deliveryId: randomUUID(),
          seq: state.seq,
          eventId,
          event,
          paymentId: String(payment.id),
          body,
          status: 'pending',
          attempts: 0,
          nextAttemptAt: Date.now(),
          createdAt: createdAt.toISOString(),
        });
      }
    }
    await persist();
    kick();
    return queued;
  }

  async function pay(
    paymentId: string,
    payOptions: { method?: SandboxPaymentMethod; duplicates?: number; reorder?: boolean; card?: { number: string } } = {},
  ): Promise<SandboxEventsResult> {
    const record = findPayment(paymentId);
    if (!isPayable(record.payment.status)) {
      throw new AsaasSandboxError(409, 'invalid_action', 'Esta cobrança não está aguardando pagamento.');
    }
    const method = payOptions.method ?? 'PIX';
    settle(record, method, payOptions.card);
    let sequence: QueuedEvent[];
    if (payOptions.reorder) {
      // The lifecycle CONFIRMED → RECEIVED, delivered newest first: an older state arrives last.
      sequence = [
        { event: 'PAYMENT_RECEIVED', payment: { ...paymentView(record), status: 'RECEIVED' } },
        { event: 'PAYMENT_CONFIRMED', payment: { ...paymentView(record), status: 'CONFIRMED' } },
      ];
      record.payment.status = 'RECEIVED';
    } else {
      const event = method === 'CREDIT_CARD' ? 'PAYMENT_CONFIRMED' : 'PAYMENT_RECEIVED';
      sequence = [{ event, payment: paymentView(record) }];
    }
    log(`asaas: payment ${paymentId} paid with ${method}`);
    const events = await enqueue(sequence, payOptions.duplicates ?? 0);
    return { payment: paymentView(record), events };
  }

  async function refund(paymentId: string): Promise<SandboxEventsResult> {
    const record = findPayment(paymentId);
    if (!PAID_STATUSES.has(record.payment.status)) {
      throw invalid('invalid_action', 'Não é possível estornar uma cobrança que não foi paga.');
    }
    record.payment.status = 'REFUNDED';
    record.payment.refunds = [
      { dateCreated: dateTime(), status: 'DONE', value: record.payment.value, description: null, transactionReceiptUrl: null },
    ];
    log(`asaas: payment ${paymentId} refunded`);
    const events = await enqueue([{ event: 'PAYMENT_REFUNDED', payment: paymentView(record) }]);
    return { payment: paymentView(record), events };
  }

  async function sendEvents(
    paymentId: string,
    names: readonly string[],
    eventOptions: { shuffle?: boolean } = {},
  ): Promise<SandboxEventsResult> {
    const record = findPayment(paymentId);
    if (names.length === 0 || names.length > 20 || !names.every((name) => EVENT_NAME.test(name))) {
      throw invalid('invalid_events', 'Informe de 1 a 20 eventos PAYMENT_*.');
    }
    const sequence: QueuedEvent[] = [];
    for (const event of names) {
      if ((event === 'PAYMENT_CONFIRMED' || event === 'PAYMENT_RECEIVED') && isPayable(record.payment.status)) {
        settle(record, record.payment.billingType === 'UNDEFINED' ? 'PIX' : (record.payment.billingType as SandboxPaymentMethod));
      }
      const status = STATUS_BY_EVENT[event];
      if (status) record.payment.status = status;
      if (event === 'PAYMENT_DELETED') record.payment.deleted = true;
      if (event === 'PAYMENT_RESTORED') record.payment.deleted = false;
      sequence.push({ event, payment: paymentView(record) });
    }
    const events = await enqueue(eventOptions.shuffle ? shuffled(sequence) : sequence);
    return { payment: paymentView(record), events };
  }

  // ---- webhook delivery: one at a time, in queue order; a failed entry waits its backoff alone.
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let inFlight: AbortController | undefined;

  function resolveWebhookUrl(): string | undefined {
    return typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl;
  }

  function kick(): void {
    if (closed || running) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    running = deliverDue().finally(() => {
      running = undefined;
      scheduleNext();
    });
  }

  function scheduleNext(): void {
    if (closed) return;
    const pending = state.outbox.filter((entry) => entry.status === 'pending');
    if (pending.length === 0) return;
    const next = Math.min(...pending.map((entry) => entry.nextAttemptAt));
    if (timer) clearTimeout(timer);
    timer = setTimeout(kick, Math.max(0, next - Date.now()));
  }

  async function deliverDue(): Promise<void> {
    while (!closed) {
      const now = Date.now();
      const due = state.outbox
        .filter((entry) => entry.status === 'pending' && entry.nextAttemptAt <= now)
        .sort((a, b) => a.seq - b.seq)[0];
      if (!due) return;
      await deliver(due);
    }
  }

  async function deliver(entry: OutboxEntry): Promise<void> {
    const url = resolveWebhookUrl();
    let statusCode: number | undefined;
    let error: string | undefined;
    if (!url) {
      error = 'no webhook URL';
    } else {
      const controller = new AbortController();
      inFlight = controller;
      const timeout = setTimeout(() => controller.abort(new Error('timeout')), webhookTimeoutMs);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'asaas-access-token': options.webhookToken,
            'user-agent': 'Asaas-Sandbox-Local/1.0',
          },
          body: entry.body,
          signal: controller.signal,
        });
        await response.arrayBuffer().catch(() => undefined);
        statusCode = response.status;
      } catch (failure) {
        const cause = (failure as { cause?: { code?: string } }).cause;
        error = controller.signal.aborted ? 'timeout' : (cause?.code ?? (failure as Error).name);
      } finally {
        clearTimeout(timeout);
        inFlight = undefined;
      }
      // Stopped mid-attempt: not counted; the restart delivers it again (at least once).
      if (closed && statusCode === undefined) return;
    }

    entry.attempts += 1;
    entry.lastAttemptAt = new Date().toISOString();
    if (statusCode === undefined) delete entry.statusCode;
    else entry.statusCode = statusCode;
    if (error === undefined) delete entry.error;
    else entry.error = error;
    if (statusCode === 200) {
      entry.status = 'delivered';
      entry.deliveredAt = entry.lastAttemptAt;
    } else if (entry.attempts >= maxAttempts) {
      entry.status = 'failed';
    } else {
      entry.nextAttemptAt = Date.now() + (retryDelays[entry.attempts - 1] ?? retryDelays.at(-1) ?? 1000);
    }
    log(
      `asaas: webhook ${entry.event} ${entry.eventId} → ${statusCode ?? error} (attempt ${entry.attempts}/${maxAttempts}, ${entry.status})`,
    );
    await persist();
  }

  function deliveries(): WebhookDelivery[] {
    return state.outbox.map(({ body: _body, seq: _seq, nextAttemptAt: _next, ...delivery }) => ({ ...delivery }));
  }

  async function waitForDeliveries(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (state.outbox.some((entry) => entry.status === 'pending')) {
      if (Date.now() > deadline) throw new Error(`Webhook deliveries still pending after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  // ---- HTTP
  function checkKey(request: http.IncomingMessage): void {
    const given = request.headers.access_token;
    const key = Array.isArray(given) ? given[0] : given;
    if (!key) {
      throw new AsaasSandboxError(
        401,
        'access_token_not_found',
        "O cabeçalho de autenticação 'access_token' é obrigatório e não foi encontrado na requisição.",
      );
    }
    if (!sameSecret(key, options.apiKey)) {
      throw new AsaasSandboxError(401, 'invalid_access_token', 'A chave de API fornecida é inválida.');
    }
  }

  async function serveApi(request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<void> {
    checkKey(request);
    if (fault.remaining > 0) {
      fault = { ...fault, remaining: fault.remaining - 1 };
      if (fault.status === 429) throw new AsaasSandboxError(429, 'rate_limit_exceeded', 'Limite de requisições excedido. Tente novamente mais tarde.');
      throw new AsaasSandboxError(fault.status, 'internal_error', 'Erro interno do sandbox (falha injetada).');
    }
    const method = request.method ?? 'GET';
    const segments = url.pathname.split('/').filter(Boolean).slice(1);
    const [resource, id, action] = segments;
    if (resource === 'sandbox' && id === 'payment' && segments.length === 4 && segments[3] === 'confirm' && method === 'POST') {
      await readJson(request);
      const record = findPayment(action ?? '');
      if (!isPayable(record.payment.status)) throw invalid('invalid_action', 'Esta cobrança não está aguardando pagamento.');
      const billingType = record.payment.billingType;
      const result = await pay(record.payment.id, { method: billingType === 'UNDEFINED' ? 'PIX' : (billingType as SandboxPaymentMethod) });
      return sendJson(response, 200, result.payment);
    }
    if (segments.length > 3) throw notFound('Recurso não encontrado.');

    if (resource === 'customers') {
      if (id === undefined && method === 'POST') {
        const customer = createCustomer(await readJson(request));
        await persist();
        return sendJson(response, 200, customer);
      }
      if (id === undefined && method === 'GET') return sendJson(response, 200, listCustomers(url.searchParams));
      if (id !== undefined && action === undefined && method === 'GET') {
        const customer = Object.hasOwn(state.customers, id) ? state.customers[id] : undefined;
        if (!customer) throw notFound('Cliente não encontrado.');
        return sendJson(response, 200, customer);
      }
    }

    if (resource === 'payments') {
      if (id === undefined && method === 'POST') {
        const payment = createPayment(await readJson(request));
        await persist();
        return sendJson(response, 200, payment);
      }
      if (id === undefined && method === 'GET') return sendJson(response, 200, listPayments(url.searchParams));
      if (id !== undefined && action === undefined && method === 'GET') return sendJson(response, 200, paymentView(findPayment(id)));
      if (id !== undefined && action === 'pixQrCode' && method === 'GET') {
        const record = findPayment(id);
        const payload = pixPayload(record);
        return sendJson(response, 200, {
          encodedImage: await pixImageBase64(payload),
          payload,
          // Asaas: the dynamic QR code expires 12 months after the due date.
          expirationDate: `${addDays(record.payment.dueDate, 365)} 23:59:59`,
          description: record.payment.description ?? null,
        });
      }
      if (id !== undefined && action === 'refund' && method === 'POST') {
        await readJson(request);
        const result = await refund(id);
        return sendJson(response, 200, result.payment);
      }
    }
    throw notFound('Recurso não encontrado.');
  }

  function pageHeaders(nonce: string): http.OutgoingHttpHeaders {
    return {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    };
  }

  async function renderPage(
    response: http.ServerResponse,
    status: number,
    record: PaymentRecord | undefined,
    tab: CheckoutTab,
    card?: { errors: Record<string, string>; nome?: string; validade?: string },
  ): Promise<void> {
    const nonce = randomBytes(16).toString('base64');
    if (!record) {
      response.writeHead(404, pageHeaders(nonce));
      response.end(renderNotFoundPage(nonce, merchantName));
      return;
    }
    const { payment } = record;
    const payload = pixPayload(record);
    const html = renderCheckoutPage({
      paymentId: payment.id,
      merchantName,
      value: payment.value,
      ...(typeof payment.description === 'string' ? { description: payment.description } : {}),
      dueDate: payment.dueDate,
      invoiceNumber: String(payment.invoiceNumber),
      status: payment.status,
      ...(PAID_STATUSES.has(payment.status) ? { paidWith: payment.billingType as SandboxPaymentMethod } : {}),
      ...(typeof payment.clientPaymentDate === 'string' ? { paymentDate: payment.clientPaymentDate } : {}),
      pix: { imageDataUrl: `data:image/png;base64,${await pixImageBase64(payload)}`, payload },
      linhaDigitavel: linhaDigitavel(record),
      tab,
      ...(card ? { cardErrors: card.errors, cardValues: { nome: card.nome ?? '', validade: card.validade ?? '' } } : {}),
      nonce,
    });
    response.writeHead(status, pageHeaders(nonce));
    response.end(html);
  }

  function validateCard(form: URLSearchParams): { errors: Record<string, string>; number: string } {
    const errors: Record<string, string> = {};
    const number = (form.get('numero') ?? '').replace(/[\s.-]/g, '');
    if (!ALWAYS_ACCEPTED_CARDS.has(number) && !isValidLuhn(number)) errors.numero = 'Número do cartão inválido.';
    if ((form.get('nome') ?? '').trim().length < 2) errors.nome = 'Informe o nome impresso no cartão.';
    const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec((form.get('validade') ?? '').trim());
    const month = Number(expiry?.[1]);
    const year = expiry?.[2]?.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry?.[2]);
    const endOfMonth = Date.UTC(year, month, 1);
    if (!expiry || month < 1 || month > 12 || endOfMonth <= Date.now()) errors.validade = 'Validade inválida ou vencida.';
    if (!/^\d{3,4}$/.test((form.get('cvv') ?? '').trim())) errors.cvv = 'CVV inválido.';
    if (Object.keys(errors).length === 0 && REFUSED_TEST_CARDS.has(number)) {
      errors.geral = 'Transação não autorizada pela operadora do cartão. Confira os dados ou use outro cartão.';
    }
    return { errors, number };
  }

  async function servePage(request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<void> {
    const [, rawId, action] = url.pathname.split('/').filter(Boolean);
    // Asaas' own invoice links use the id without its prefix (…/i/080225913252): accept both.
    const id = rawId ?? '';
    const record = ownPayment(id) ?? ownPayment(`pay_${id}`);
    const method = request.method ?? 'GET';
    const requestedTab = url.searchParams.get('metodo');
    const tab: CheckoutTab = CHECKOUT_TABS.includes(requestedTab as CheckoutTab) ? (requestedTab as CheckoutTab) : 'pix';

    if (method === 'GET' && action === undefined) return renderPage(response, 200, record, tab);
    if (method !== 'POST' || !record || !['pix', 'boleto', 'cartao'].includes(action ?? '')) {
      return renderPage(response, 404, undefined, tab);
    }
    const form = new URLSearchParams(await readBody(request));
    const back = () => {
      response.writeHead(303, { location: `/i/${encodeURIComponent(record.payment.id)}`, 'cache-control': 'no-store' });
      response.end();
    };
    // Paying an already settled invoice (a second click, a reload) changes nothing.
    if (!isPayable(record.payment.status)) return back();
    if (action === 'pix') await pay(record.payment.id, { method: 'PIX' });
    if (action === 'boleto') await pay(record.payment.id, { method: 'BOLETO' });
    if (action === 'cartao') {
      const { errors, number } = validateCard(form);
      if (Object.keys(errors).length > 0) {
        return renderPage(response, 422, record, 'cartao', {
          errors,
          nome: form.get('nome') ?? '',
          validade: form.get('validade') ?? '',
        });
      }
      await pay(record.payment.id, { method: 'CREDIT_CARD', card: { number } });
    }
    return back();
  }

  async function serveControl(request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? 'GET';
    const [, resource, id, action] = url.pathname.split('/').filter(Boolean);
    if (resource === 'webhooks' && id === undefined && method === 'GET') {
      return sendJson(response, 200, { deliveries: deliveries() });
    }
    if (resource === 'faults' && id === undefined && method === 'POST') {
      const body = await readJson(request);
      const { status, count } = body as { status?: unknown; count?: unknown };
      if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
        throw invalid('invalid_status', 'status deve ser um código HTTP de 400 a 599.');
      }
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > 1000) {
        throw invalid('invalid_count', 'count deve ser um inteiro de 0 a 1000.');
      }
      fault = { status, remaining: count };
      return sendJson(response, 200, fault);
    }
    if (resource === 'payments' && id !== undefined) {
      const paymentId = id;
      if (action === undefined && method === 'GET') return sendJson(response, 200, paymentView(findPayment(paymentId)));
      if (method === 'POST') {
        const body = await readJson(request);
        if (action === 'pay') {
          const payMethod = body.method ?? 'PIX';
          if (payMethod !== 'PIX' && payMethod !== 'BOLETO' && payMethod !== 'CREDIT_CARD') {
            throw invalid('invalid_billingType', 'method deve ser PIX, BOLETO ou CREDIT_CARD.');
          }
          const duplicates = body.duplicates ?? 0;
          if (typeof duplicates !== 'number' || !Number.isInteger(duplicates) || duplicates < 0 || duplicates > 10) {
            throw invalid('invalid_duplicates', 'duplicates deve ser um inteiro de 0 a 10.');
          }
          return sendJson(response, 200, await pay(paymentId, { method: payMethod, duplicates, reorder: body.reorder === true }));
        }
        if (action === 'refund') return sendJson(response, 200, await refund(paymentId));
        if (action === 'events') {
          const events = body.events;
          if (!Array.isArray(events) || !events.every((event): event is string => typeof event === 'string')) {
            throw invalid('invalid_events', 'Informe de 1 a 20 eventos PAYMENT_*.');
          }
          return sendJson(response, 200, await sendEvents(paymentId, events, { shuffle: body.shuffle === true }));
        }
      }
    }
    throw notFound('Recurso não encontrado.');
  }

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
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;
  log(`asaas: sandbox at ${baseUrl}`);
  // Deliveries left pending by the previous run go out now.
  kick();

  const control: AsaasSandboxControl = {
    pay: (paymentId, payOptions) => pay(paymentId, payOptions ?? {}),
    refund,
    sendEvents,
    deliveries,
    getPayment: (paymentId) => {
      const record = ownPayment(paymentId);
      return record ? paymentView(record) : undefined;
    },
    waitForDeliveries,
  };

  return {
    url: baseUrl,
    apiBaseUrl: `${baseUrl}/v3`,
    port,
    control,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      inFlight?.abort(new Error('closing'));
      await running;
      await persist();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

async function loadState(file: string): Promise<SandboxState> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { version: 1, seq: 0, invoiceCounter: 0, customers: {}, payments: {}, outbox: [] };
    }
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<SandboxState>;
  if (parsed.version !== 1) throw new Error(`Unsupported Asaas sandbox state in ${file}`);
  return {
    version: 1,
    seq: parsed.seq ?? 0,
    invoiceCounter: parsed.invoiceCounter ?? 0,
    customers: parsed.customers ?? {},
    payments: parsed.payments ?? {},
    outbox: parsed.outbox ?? [],
  };
}

export interface LocalAsaasCredentials {
  /** What the handlers send in `access_token` (ASAAS_API_KEY). */
  readonly apiKey: string;
  /** What the sandbox sends in `asaas-access-token` (ASAAS_WEBHOOK_TOKEN). */
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
