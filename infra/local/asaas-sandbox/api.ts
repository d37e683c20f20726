/**
 * The v3 API ZapSaúde calls (header `access_token`, 401 in Asaas' error shape otherwise):
 *   POST /v3/customers, GET /v3/customers?cpfCnpj=&email=&externalReference=, GET /v3/customers/{id},
 *   DELETE /v3/customers/{id} (with its payments awaiting payment, as Asaas removes them)
 *   POST /v3/payments, GET /v3/payments?customer=&externalReference=, GET /v3/payments/{id},
 *   GET /v3/payments/{id}/pixQrCode, POST /v3/payments/{id}/refund,
 *   POST /v3/sandbox/payment/{id}/confirm (Asaas' sandbox-only "confirmar pagamento": pays by Pix)
 */
import type http from 'node:http';
import { isPayable } from '../asaas-sandbox-page.js';
import { AsaasSandboxError, invalid, notFound, readJson, sendJson } from './errors.js';
import type { Ledger, SandboxPaymentMethod } from './ledger.js';
import type { PaymentLifecycle } from './lifecycle.js';
import { addDays, sameSecret } from './values.js';

/** Injected API failures (the control API's POST /_local/faults): the next `remaining` calls answer `status`. */
export interface InjectedFaults {
  status: number;
  remaining: number;
}

export interface ApiOptions {
  readonly apiKey: string;
  readonly ledger: Ledger;
  readonly lifecycle: PaymentLifecycle;
  readonly faults: InjectedFaults;
  readonly persist: () => Promise<void>;
}

export function createApi({ apiKey, ledger, lifecycle, faults, persist }: ApiOptions) {
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
    if (!sameSecret(key, apiKey)) throw new AsaasSandboxError(401, 'invalid_access_token', 'A chave de API fornecida é inválida.');
  }

  function injectedFault(): void {
    if (faults.remaining <= 0) return;
    faults.remaining -= 1;
    if (faults.status === 429) throw new AsaasSandboxError(429, 'rate_limit_exceeded', 'Limite de requisições excedido. Tente novamente mais tarde.');
    throw new AsaasSandboxError(faults.status, 'internal_error', 'Erro interno do sandbox (falha injetada).');
  }

  async function serveCustomers(request: http.IncomingMessage, response: http.ServerResponse, url: URL, id?: string, action?: string) {
    const method = request.method ?? 'GET';
    if (id === undefined && method === 'POST') {
      const customer = ledger.createCustomer(await readJson(request));
      await persist();
      return sendJson(response, 200, customer);
    }
    if (id === undefined && method === 'GET') return sendJson(response, 200, ledger.listCustomers(url.searchParams));
    if (id !== undefined && action === undefined && method === 'GET') return sendJson(response, 200, ledger.findCustomer(id));
    if (id !== undefined && action === undefined && method === 'DELETE') {
      const answer = await lifecycle.deleteCustomer(id);
      await persist();
      return sendJson(response, 200, answer);
    }
    throw notFound('Recurso não encontrado.');
  }

  async function servePayments(request: http.IncomingMessage, response: http.ServerResponse, url: URL, id?: string, action?: string) {
    const method = request.method ?? 'GET';
    if (id === undefined && method === 'POST') {
      const payment = ledger.createPayment(await readJson(request));
      await persist();
      return sendJson(response, 200, payment);
    }
    if (id === undefined && method === 'GET') return sendJson(response, 200, ledger.listPayments(url.searchParams));
    if (id === undefined) throw notFound('Recurso não encontrado.');
    if (action === undefined && method === 'GET') return sendJson(response, 200, ledger.paymentView(ledger.findPayment(id)));
    if (action === 'pixQrCode' && method === 'GET') {
      const record = ledger.findPayment(id);
      const payload = ledger.pixPayload(record);
      return sendJson(response, 200, {
        encodedImage: await ledger.pixImageBase64(payload),
        payload,
        // Asaas: the dynamic QR code expires 12 months after the due date.
        expirationDate: `${addDays(record.payment.dueDate, 365)} 23:59:59`,
        description: record.payment.description ?? null,
      });
    }
    if (action === 'refund' && method === 'POST') {
      await readJson(request);
      return sendJson(response, 200, (await lifecycle.refund(id)).payment);
    }
    throw notFound('Recurso não encontrado.');
  }

  /** Asaas' sandbox-only confirmation: pays with the payment's own method (Pix when undefined). */
  async function confirmSandboxPayment(request: http.IncomingMessage, response: http.ServerResponse, id: string) {
    await readJson(request);
    const record = ledger.findPayment(id);
    if (!isPayable(record.payment.status)) throw invalid('invalid_action', 'Esta cobrança não está aguardando pagamento.');
    const billingType = record.payment.billingType;
    const method = billingType === 'UNDEFINED' ? 'PIX' : (billingType as SandboxPaymentMethod);
    return sendJson(response, 200, (await lifecycle.pay(record.payment.id, { method })).payment);
  }

  return async function serveApi(request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<void> {
    checkKey(request);
    injectedFault();
    const segments = url.pathname.split('/').filter(Boolean).slice(1);
    const [resource, id, action] = segments;
    if (resource === 'sandbox' && id === 'payment' && segments.length === 4 && segments[3] === 'confirm' && request.method === 'POST') {
      return confirmSandboxPayment(request, response, action ?? '');
    }
    if (segments.length > 3) throw notFound('Recurso não encontrado.');
    if (resource === 'customers') return serveCustomers(request, response, url, id, action);
    if (resource === 'payments') return servePayments(request, response, url, id, action);
    throw notFound('Recurso não encontrado.');
  };
}
