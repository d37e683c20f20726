/**
 * The test control, local only and without a key (the tests and the e2e specs drive payments with it):
 *   POST /_local/payments/{id}/pay {method, duplicates, reorder}, POST /_local/payments/{id}/refund,
 *   POST /_local/payments/{id}/events {events, shuffle}, GET /_local/payments/{id},
 *   GET /_local/customers/{id} (deleted ones too, as Asaas keeps them),
 *   GET /_local/webhooks (the delivery log),
 *   POST /_local/faults {status, count} (the next `count` API calls answer `status` in Asaas' error
 *   shape, as a rate limit or an outage would; count 0 clears it).
 */
import type http from 'node:http';
import * as z from 'zod/mini';
import type { InjectedFaults } from './api.js';
import { invalid, notFound, readJson, sendJson } from './errors.js';
import type { Ledger } from './ledger.js';
import type { PaymentLifecycle } from './lifecycle.js';
import type { WebhookOutbox } from './outbox.js';

const faultsSchema = z.object({
  status: z.number().check(z.int(), z.gte(400), z.lte(599)),
  count: z.number().check(z.int(), z.gte(0), z.lte(1000)),
});
const paySchema = z.object({
  method: z.optional(z.enum(['PIX', 'BOLETO', 'CREDIT_CARD'])),
  duplicates: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10))),
  reorder: z.optional(z.boolean()),
});
const eventsSchema = z.object({ events: z.array(z.string()), shuffle: z.optional(z.boolean()) });

export interface ControlOptions {
  readonly ledger: Ledger;
  readonly lifecycle: PaymentLifecycle;
  readonly outbox: WebhookOutbox;
  readonly faults: InjectedFaults;
}

export function createControl({ ledger, lifecycle, outbox, faults }: ControlOptions) {
  async function serveFaults(request: http.IncomingMessage, response: http.ServerResponse) {
    const body = z.safeParse(faultsSchema, await readJson(request));
    if (!body.success) throw invalid('invalid_fault', 'status deve ser um código HTTP de 400 a 599 e count um inteiro de 0 a 1000.');
    faults.status = body.data.status;
    faults.remaining = body.data.count;
    return sendJson(response, 200, faults);
  }

  async function servePaymentAction(request: http.IncomingMessage, response: http.ServerResponse, paymentId: string, action: string) {
    const json = await readJson(request);
    if (action === 'pay') {
      const body = z.safeParse(paySchema, json);
      if (!body.success) throw invalid('invalid_pay', 'method deve ser PIX, BOLETO ou CREDIT_CARD e duplicates um inteiro de 0 a 10.');
      return sendJson(response, 200, await lifecycle.pay(paymentId, body.data));
    }
    if (action === 'refund') return sendJson(response, 200, await lifecycle.refund(paymentId));
    if (action === 'events') {
      const body = z.safeParse(eventsSchema, json);
      if (!body.success) throw invalid('invalid_events', 'Informe de 1 a 20 eventos PAYMENT_*.');
      return sendJson(response, 200, await lifecycle.sendEvents(paymentId, body.data.events, { shuffle: body.data.shuffle === true }));
    }
    throw notFound('Recurso não encontrado.');
  }

  return async function serveControl(request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? 'GET';
    const [, resource, id, action] = url.pathname.split('/').filter(Boolean);
    if (resource === 'webhooks' && id === undefined && method === 'GET') return sendJson(response, 200, { deliveries: outbox.deliveries() });
    if (resource === 'faults' && id === undefined && method === 'POST') return serveFaults(request, response);
    if (resource === 'customers' && id !== undefined && action === undefined && method === 'GET') return sendJson(response, 200, ledger.findCustomer(id));
    if (resource === 'payments' && id !== undefined) {
      if (action === undefined && method === 'GET') return sendJson(response, 200, ledger.paymentView(ledger.findPayment(id)));
      if (action !== undefined && method === 'POST') return servePaymentAction(request, response, id, action);
    }
    throw notFound('Recurso não encontrado.');
  };
}
