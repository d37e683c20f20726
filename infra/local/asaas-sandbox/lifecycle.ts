/**
 * What happens to a payment after it is created, and the webhook events each step sends: paying
 * (the checkout page, the sandbox's "confirmar pagamento", the test control), refunding, and any
 * sequence of PAYMENT_* events a test asks for.
 */
import { isPayable } from '../asaas-sandbox-page.js';
import { AsaasSandboxError, invalid, type Json } from './errors.js';
import { PAID_STATUSES, type Ledger, type SandboxPaymentMethod } from './ledger.js';
import type { QueuedEvent, WebhookOutbox } from './outbox.js';
import { dateTime, shuffled } from './values.js';

export interface SandboxEventsResult {
  /** The payment as GET /v3/payments/{id} returns it now. */
  readonly payment: Json;
  /** The events queued, in delivery order (duplicates listed once). */
  readonly events: ReadonlyArray<{ eventId: string; event: string }>;
}

export interface PayOptions {
  readonly method?: SandboxPaymentMethod;
  /** Sends each event that many extra times. */
  readonly duplicates?: number;
  /** Sends the whole lifecycle PAYMENT_CONFIRMED + PAYMENT_RECEIVED newest first. */
  readonly reorder?: boolean;
  readonly card?: { readonly number: string };
}

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

export type PaymentLifecycle = ReturnType<typeof createPaymentLifecycle>;

export function createPaymentLifecycle(ledger: Ledger, outbox: WebhookOutbox, log: (line: string) => void) {
  async function pay(paymentId: string, options: PayOptions = {}): Promise<SandboxEventsResult> {
    const record = ledger.findPayment(paymentId);
    if (!isPayable(record.payment.status)) {
      throw new AsaasSandboxError(409, 'invalid_action', 'Esta cobrança não está aguardando pagamento.');
    }
    const method = options.method ?? 'PIX';
    ledger.settle(record, method, options.card);
    let sequence: QueuedEvent[];
    if (options.reorder) {
      // The lifecycle CONFIRMED → RECEIVED, delivered newest first: an older state arrives last.
      sequence = [
        { event: 'PAYMENT_RECEIVED', payment: { ...ledger.paymentView(record), status: 'RECEIVED' } },
        { event: 'PAYMENT_CONFIRMED', payment: { ...ledger.paymentView(record), status: 'CONFIRMED' } },
      ];
      record.payment.status = 'RECEIVED';
    } else {
      const event = method === 'CREDIT_CARD' ? 'PAYMENT_CONFIRMED' : 'PAYMENT_RECEIVED';
      sequence = [{ event, payment: ledger.paymentView(record) }];
    }
    log(`asaas: payment ${paymentId} paid with ${method}`);
    const events = await outbox.enqueue(sequence, options.duplicates ?? 0);
    return { payment: ledger.paymentView(record), events };
  }

  async function refund(paymentId: string): Promise<SandboxEventsResult> {
    const record = ledger.findPayment(paymentId);
    if (!PAID_STATUSES.has(record.payment.status)) {
      throw invalid('invalid_action', 'Não é possível estornar uma cobrança que não foi paga.');
    }
    record.payment.status = 'REFUNDED';
    record.payment.refunds = [
      { dateCreated: dateTime(), status: 'DONE', value: record.payment.value, description: null, transactionReceiptUrl: null },
    ];
    log(`asaas: payment ${paymentId} refunded`);
    const events = await outbox.enqueue([{ event: 'PAYMENT_REFUNDED', payment: ledger.paymentView(record) }]);
    return { payment: ledger.paymentView(record), events };
  }

  /** Sends any sequence of PAYMENT_* events; the payment takes the status the last one implies. */
  async function sendEvents(paymentId: string, names: readonly string[], options: { shuffle?: boolean } = {}): Promise<SandboxEventsResult> {
    const record = ledger.findPayment(paymentId);
    if (names.length === 0 || names.length > 20 || !names.every((name) => EVENT_NAME.test(name))) {
      throw invalid('invalid_events', 'Informe de 1 a 20 eventos PAYMENT_*.');
    }
    const sequence: QueuedEvent[] = [];
    for (const event of names) {
      if ((event === 'PAYMENT_CONFIRMED' || event === 'PAYMENT_RECEIVED') && isPayable(record.payment.status)) {
        ledger.settle(record, record.payment.billingType === 'UNDEFINED' ? 'PIX' : (record.payment.billingType as SandboxPaymentMethod));
      }
      const status = STATUS_BY_EVENT[event];
      if (status) record.payment.status = status;
      if (event === 'PAYMENT_DELETED') record.payment.deleted = true;
      if (event === 'PAYMENT_RESTORED') record.payment.deleted = false;
      sequence.push({ event, payment: ledger.paymentView(record) });
    }
    const events = await outbox.enqueue(options.shuffle ? shuffled(sequence) : sequence);
    return { payment: ledger.paymentView(record), events };
  }

  /**
   * DELETE /v3/customers/{id}: the customer is removed with its payments awaiting payment, each
   * announced by PAYMENT_DELETED; Asaas answers `{deleted: true, id}`.
   */
  async function deleteCustomer(customerId: string): Promise<{ deleted: true; id: string }> {
    const removed = ledger.deleteCustomer(customerId);
    for (const record of removed) record.payment.deleted = true;
    if (removed.length > 0) await outbox.enqueue(removed.map((record) => ({ event: 'PAYMENT_DELETED', payment: ledger.paymentView(record) })));
    log(`asaas: customer ${customerId} deleted with ${removed.length} pending payment(s)`);
    return { deleted: true, id: customerId };
  }

  return { pay, refund, sendEvents, deleteCustomer };
}
