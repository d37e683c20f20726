/**
 * The sandbox's customers and payments: created and listed with Asaas' validations and shapes, the
 * Pix and boleto codes of a payment, and its settlement once money arrives.
 */
import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { onlyDigits } from '#shared/cpf.js';
import { boleto, cardBrand, pixBrCode } from '../asaas-payment-codes.js';
import { invalid, notFound, optionalText, type Json } from './errors.js';
import type { PaymentRecord, SandboxState } from './state.js';
import { addDays, isCalendarDate, isValidCpfCnpj, netValueFor, newCustomerId, newPaymentId, randomDigits, roundMoney, today } from './values.js';

export type SandboxPaymentMethod = 'PIX' | 'BOLETO' | 'CREDIT_CARD';

const BANK_CODE_ASAAS = '461';
const MERCHANT_CITY = 'São Paulo';
const BILLING_TYPES = ['UNDEFINED', 'PIX', 'BOLETO', 'CREDIT_CARD'];
/** Asaas' sandbox card used when a payment is settled without one (control API, sandbox confirm). */
const DEFAULT_TEST_CARD = '5162306219378829';

export const PAID_STATUSES = new Set(['RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH']);

export interface LedgerOptions {
  readonly state: SandboxState;
  /** The sandbox's origin, known once it listens: the invoice links are built from it. */
  readonly baseUrl: () => string;
  readonly merchantName: string;
}

export type Ledger = ReturnType<typeof createLedger>;

/**
 * POST /payments `callback`: `successUrl` must be an http(s) URL (Asaas also wants the account's
 * own domain, which the sandbox cannot know); `autoRedirect` defaults to true, as in Asaas.
 */
function paymentCallback(value: unknown): NonNullable<PaymentRecord['callback']> | undefined {
  if (value === undefined || value === null) return undefined;
  const callback = typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const { successUrl, autoRedirect = true } = callback;
  let url: URL | undefined;
  try {
    url = typeof successUrl === 'string' ? new URL(successUrl) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw invalid('invalid_callback', 'A URL de sucesso informada no callback é inválida.');
  if (typeof autoRedirect !== 'boolean') throw invalid('invalid_callback', 'O campo autoRedirect do callback deve ser verdadeiro ou falso.');
  return { successUrl: url.toString(), autoRedirect };
}

export function createLedger({ state, baseUrl, merchantName }: LedgerOptions) {
  const invoiceUrl = (id: string) => `${baseUrl()}/i/${id}`;

  /** The payment as GET /v3/payments/{id} answers it. */
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

  function findCustomer(id: string): Json {
    const customer = Object.hasOwn(state.customers, id) ? state.customers[id] : undefined;
    if (!customer) throw notFound('Cliente não encontrado.');
    return customer;
  }

  /**
   * Asaas' "remover cliente": the customer is marked deleted (Asaas keeps it, restorable, out of
   * every list), and its payments still awaiting payment (pending or overdue) are returned for
   * removal with it.
   */
  function deleteCustomer(id: string): PaymentRecord[] {
    const customer = findCustomer(id);
    customer.deleted = true;
    return Object.values(state.payments).filter(
      (record) => record.payment.customer === id && record.payment.deleted !== true && ['PENDING', 'OVERDUE'].includes(String(record.payment.status)),
    );
  }

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

  function createPayment(body: Json): Json {
    const customerId = body.customer;
    if (typeof customerId !== 'string' || !Object.hasOwn(state.customers, customerId)) {
      throw invalid('invalid_customer', 'Cliente inválido ou não informado.');
    }
    const billingType = body.billingType;
    if (typeof billingType !== 'string' || !BILLING_TYPES.includes(billingType)) {
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
    const callback = paymentCallback(body.callback);

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
      ...(callback ? { callback } : {}),
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
      const number = card?.number ?? DEFAULT_TEST_CARD;
      payment.status = 'CONFIRMED';
      payment.paymentDate = null;
      payment.estimatedCreditDate = addDays(now, 30);
      payment.creditCard = { creditCardNumber: number.slice(-4), creditCardBrand: cardBrand(number), creditCardToken: randomUUID() };
    } else {
      payment.status = 'RECEIVED';
      payment.paymentDate = now;
      payment.creditDate = now;
      payment.estimatedCreditDate = now;
      if (method === 'PIX') payment.pixTransaction = randomUUID();
    }
    payment.transactionReceiptUrl = `${invoiceUrl(payment.id)}?comprovante=1`;
  }

  return {
    paymentView,
    ownPayment,
    findPayment,
    findCustomer,
    deleteCustomer,
    pixPayload,
    pixImageBase64,
    linhaDigitavel,
    createCustomer,
    listCustomers,
    createPayment,
    listPayments,
    settle,
  };
}
