/**
 * The hosted checkout page (the payment's `invoiceUrl`): GET /i/{id}[?metodo=pix|boleto|cartao]
 * shows it; POST /i/{id}/pix | /boleto | /cartao (a form) pays, as a tester would. Card numbers are
 * checked as Asaas' sandbox does (Luhn, its documented test cards) and never shown back or logged.
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { CHECKOUT_TABS, isPayable, renderCheckoutPage, renderNotFoundPage, type CheckoutTab } from '../asaas-sandbox-page.js';
import { isValidLuhn } from '../asaas-payment-codes.js';
import { readBody } from './errors.js';
import { PAID_STATUSES, type Ledger, type SandboxPaymentMethod } from './ledger.js';
import type { PaymentLifecycle } from './lifecycle.js';
import type { PaymentRecord } from './state.js';

/** Asaas' documented sandbox card (4444…4444) fails Luhn but is accepted; these two are refused. */
const ALWAYS_ACCEPTED_CARDS = new Set(['4444444444444444']);
const REFUSED_TEST_CARDS = new Set(['5184019740373151', '4916561358240741']);

type CardForm = { errors: Record<string, string>; nome?: string; validade?: string };

/** `returnTo`: the success URL's origin, which a paying form may be redirected to (CSP form-action covers redirects). */
function pageHeaders(nonce: string, returnTo?: string): http.OutgoingHttpHeaders {
  const formAction = returnTo ? `'self' ${new URL(returnTo).origin}` : `'self'`;
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
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

export function createCheckout(ledger: Ledger, lifecycle: PaymentLifecycle, merchantName: string) {
  async function renderPage(
    response: http.ServerResponse,
    status: number,
    record: PaymentRecord | undefined,
    tab: CheckoutTab,
    card?: CardForm,
  ): Promise<void> {
    const nonce = randomBytes(16).toString('base64');
    if (!record) {
      response.writeHead(404, pageHeaders(nonce));
      response.end(renderNotFoundPage(nonce, merchantName));
      return;
    }
    const { payment } = record;
    const payload = ledger.pixPayload(record);
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
      pix: { imageDataUrl: `data:image/png;base64,${await ledger.pixImageBase64(payload)}`, payload },
      linhaDigitavel: ledger.linhaDigitavel(record),
      tab,
      ...(card ? { cardErrors: card.errors, cardValues: { nome: card.nome ?? '', validade: card.validade ?? '' } } : {}),
      ...(record.callback ? { successUrl: record.callback.successUrl } : {}),
      nonce,
    });
    response.writeHead(status, pageHeaders(nonce, record.callback?.successUrl));
    response.end(html);
  }

  return async function servePage(request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<void> {
    const [, rawId, action] = url.pathname.split('/').filter(Boolean);
    // Asaas' own invoice links use the id without its prefix (…/i/080225913252): accept both.
    const id = rawId ?? '';
    const record = ledger.ownPayment(id) ?? ledger.ownPayment(`pay_${id}`);
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
    if (action === 'pix') await lifecycle.pay(record.payment.id, { method: 'PIX' });
    if (action === 'boleto') await lifecycle.pay(record.payment.id, { method: 'BOLETO' });
    if (action === 'cartao') {
      const { errors, number } = validateCard(form);
      if (Object.keys(errors).length > 0) {
        return renderPage(response, 422, record, 'cartao', { errors, nome: form.get('nome') ?? '', validade: form.get('validade') ?? '' });
      }
      await lifecycle.pay(record.payment.id, { method: 'CREDIT_CARD', card: { number } });
    }
    // As Asaas: with `callback.autoRedirect`, a payment confirmed at once (PIX, card) sends the
    // payer to the site's success URL; a boleto only shows the confirmation page.
    const callback = record.callback;
    if (callback?.autoRedirect && action !== 'boleto' && PAID_STATUSES.has(record.payment.status)) {
      response.writeHead(303, { location: callback.successUrl, 'cache-control': 'no-store' });
      response.end();
      return;
    }
    return back();
  };
}
