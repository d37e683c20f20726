/**
 * The local Asaas sandbox on its own (no global stack): the real client against its v3 API, the
 * hosted checkout page's forms, the webhook it sends (header, body, retries, duplicates, reorder,
 * refund), persistence across a restart, and screenshots of the page in Chromium.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AsaasError, createAsaasClient, type AsaasGateway, type AsaasPayment } from '#lambdas/common/asaas-client.js';
import { hasValidBrCodeCrc, parseEmv } from '#infra/local/asaas-payment-codes.js';
import { startAsaasSandbox, type AsaasSandbox } from '#infra/local/asaas-sandbox.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';

const API_KEY = `$aact_local_${randomBytes(12).toString('hex')}`;
const WEBHOOK_TOKEN = randomBytes(24).toString('base64url');
const CPF = '529.982.247-25';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS_DIR = '/tmp/asaas-shots';

interface ReceivedWebhook {
  token: string | undefined;
  contentType: string | undefined;
  body: { id: string; event: string; dateCreated: string; payment: Record<string, unknown> };
}

/** A tiny webhook receiver: answers 500 `failNext` times (or always while `down`), never while `hang`, else 200. */
const receiver = {
  received: [] as ReceivedWebhook[],
  failNext: 0,
  down: false,
  hang: false,
  hung: [] as http.ServerResponse[],
  url: '',
  server: undefined as http.Server | undefined,
};

let dataDir: string;
let sandbox: AsaasSandbox;
let client: AsaasGateway;

async function startSandbox(): Promise<void> {
  sandbox = await startAsaasSandbox({
    dataDir,
    apiKey: API_KEY,
    webhookUrl: () => receiver.url,
    webhookToken: WEBHOOK_TOKEN,
    // Ten attempts, fast enough for a test.
    retryDelaysMs: [50, 50, 50, 50, 50, 50, 50, 50, 50],
  });
  client = createAsaasClient({ baseUrl: sandbox.apiBaseUrl, apiKey: API_KEY });
}

function tomorrow(): string {
  return new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
}

async function newPayment(externalReference = `consulta-${randomBytes(4).toString('hex')}`): Promise<AsaasPayment> {
  const customer =
    (await client.findCustomerByCpf(CPF)) ??
    (await client.createCustomer({ name: 'Maria da Silva', email: 'maria@example.com', cpfCnpj: CPF }));
  return client.createPayment({
    customer: customer.id,
    billingType: 'UNDEFINED',
    value: 19.9,
    dueDate: tomorrow(),
    description: 'Consulta Médica - ZapSaúde',
    externalReference,
  });
}

/** Posts a checkout form the way the page's <form method="post"> does (no redirect following). */
function submitForm(paymentId: string, action: 'pix' | 'boleto' | 'cartao', fields: Record<string, string> = {}) {
  return fetch(`${sandbox.url}/i/${paymentId}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

function control(pathname: string, body?: unknown) {
  return fetch(`${sandbox.url}/_local${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const receivedFor = (paymentId: string) => receiver.received.filter((hook) => hook.body.payment.id === paymentId);

beforeAll(async () => {
  receiver.server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({
        token: request.headers['asaas-access-token'] as string | undefined,
        contentType: request.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedWebhook['body'],
      });
      if (receiver.hang) {
        receiver.hung.push(response);
        return;
      }
      const fail = receiver.down || receiver.failNext > 0;
      if (receiver.failNext > 0) receiver.failNext -= 1;
      response.writeHead(fail ? 500 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ recebido: !fail }));
    });
  });
  await new Promise<void>((resolve) => receiver.server?.listen(0, '127.0.0.1', () => resolve()));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/api/webhooks/asaas`;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-asaas-'));
  await startSandbox();
});

afterAll(async () => {
  await sandbox?.close();
  await new Promise<void>((resolve) => receiver.server?.close(() => resolve()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  receiver.failNext = 0;
  receiver.down = false;
  receiver.hang = false;
});

describe('v3 API with the real client', () => {
  it('creates and finds customers by CPF, listing them in Asaas list shape', async () => {
    const cpf = '111.444.777-35';

    const before = await client.findCustomerByCpf(cpf);
    const created = await client.createCustomer({ name: 'João Souza', email: 'joao@example.com', cpfCnpj: cpf, externalReference: 'pac-9' });
    const found = await client.findCustomerByCpf(cpf);
    const list = await fetch(`${sandbox.apiBaseUrl}/customers?cpfCnpj=11144477735`, { headers: { access_token: API_KEY } });

    expect(before).toBeUndefined();
    expect(created.id).toMatch(/^cus_[A-Za-z0-9]{12}$/);
    expect(created).toMatchObject({ name: 'João Souza', email: 'joao@example.com', cpfCnpj: '11144477735', externalReference: 'pac-9' });
    expect(found).toEqual(created);
    expect(await list.json()).toMatchObject({ object: 'list', hasMore: false, totalCount: 1, limit: 10, offset: 0, data: [{ id: created.id }] });
  });

  it('creates a pending UNDEFINED payment whose invoiceUrl is the hosted page', async () => {
    const payment = await newPayment('consulta-abc');

    expect(payment.id).toMatch(/^pay_[a-z0-9]{16}$/);
    expect(payment).toMatchObject({
      status: 'PENDING',
      billingType: 'UNDEFINED',
      value: 19.9,
      dueDate: tomorrow(),
      externalReference: 'consulta-abc',
      description: 'Consulta Médica - ZapSaúde',
      invoiceUrl: `${sandbox.url}/i/${payment.id}`,
    });
    expect(await client.getPayment(payment.id)).toEqual(payment);
  });

  it('returns a Pix QR code: PNG image and a BR Code with a valid CRC', async () => {
    const payment = await newPayment();

    const qr = await client.getPixQrCode(payment.id);

    expect(Buffer.from(qr.encodedImage, 'base64').subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(qr.payload.startsWith('000201')).toBe(true);
    expect(hasValidBrCodeCrc(qr.payload)).toBe(true);
    const fields = parseEmv(qr.payload);
    expect(fields.get('26')).toContain('br.gov.bcb.pix');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('19.90');
    expect(fields.get('58')).toBe('BR');
    expect(qr.expirationDate).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
    // The same payment keeps the same code.
    expect((await client.getPixQrCode(payment.id)).payload).toBe(qr.payload);
  });

  it('answers an invalid CPF with Asaas’ 400 error shape', async () => {
    const error = await client.createCustomer({ name: 'Fulano', email: 'f@example.com', cpfCnpj: '529.982.247-26' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(AsaasError);
    expect(error).toMatchObject({
      status: 400,
      retryable: false,
      errors: [{ code: 'invalid_cpfCnpj', description: 'O CPF/CNPJ informado é inválido.' }],
    });
  });

  it('refuses a due date in the past', async () => {
    const customer = await client.createCustomer({ name: 'Ana', email: 'ana@example.com', cpfCnpj: '390.533.447-05' });

    const error = await client
      .createPayment({ customer: customer.id, billingType: 'UNDEFINED', value: 19.9, dueDate: '2020-01-01', description: 'x', externalReference: 'y' })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 400, errors: [{ code: 'invalid_dueDate' }] });
  });

  it('answers 401 to a wrong or missing key', async () => {
    const wrongKey = createAsaasClient({ baseUrl: sandbox.apiBaseUrl, apiKey: '$aact_local_wrong' });

    const error = await wrongKey.findCustomerByCpf(CPF).catch((caught: unknown) => caught);
    const missing = await fetch(`${sandbox.apiBaseUrl}/payments/pay_x`);

    expect(error).toMatchObject({ status: 401, retryable: false, errors: [{ code: 'invalid_access_token' }] });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ errors: [{ code: 'access_token_not_found', description: expect.any(String) }] });
  });
});

describe('hosted checkout page and webhooks', () => {
  it('shows the merchant, the value, the due date and the three methods', async () => {
    const payment = await newPayment();

    const response = await fetch(payment.invoiceUrl);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('ZapSaúde');
    expect(html).toContain(PRECO_CONSULTA_FORMATADO);
    expect(html).toContain('Consulta Médica - ZapSaúde');
    expect(html).toContain('Simular pagamento PIX');
    expect(html).toContain('Simular pagamento do boleto');
    expect(html).toContain(`Pagar ${PRECO_CONSULTA_FORMATADO}`);
    expect(html).toContain((await client.getPixQrCode(payment.id)).payload);
  });

  it('paying by Pix on the page sends PAYMENT_RECEIVED with the token and the full payment', async () => {
    const payment = await newPayment('consulta-pix');

    const response = await submitForm(payment.id, 'pix');
    await sandbox.control.waitForDeliveries();

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/i/${payment.id}`);
    const hooks = receivedFor(payment.id);
    expect(hooks).toHaveLength(1);
    const [hook] = hooks;
    expect(hook?.token).toBe(WEBHOOK_TOKEN);
    expect(hook?.contentType).toContain('application/json');
    expect(hook?.body.id).toMatch(/^evt_[0-9a-f]{32}&\d{9}$/);
    expect(hook?.body.event).toBe('PAYMENT_RECEIVED');
    expect(hook?.body.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(hook?.body.payment).toMatchObject({
      object: 'payment',
      id: payment.id,
      status: 'RECEIVED',
      billingType: 'PIX',
      value: 19.9,
      externalReference: 'consulta-pix',
      invoiceUrl: payment.invoiceUrl,
    });
    expect(await client.getPayment(payment.id)).toMatchObject({ status: 'RECEIVED', billingType: 'PIX' });
    const page = await (await fetch(payment.invoiceUrl)).text();
    expect(page).toContain('Pagamento confirmado');
    expect(page).toContain('voltar para a aba do ZapSaúde');
  });

  it('a second click on an already paid invoice sends nothing more', async () => {
    const payment = await newPayment();
    await submitForm(payment.id, 'pix');
    await sandbox.control.waitForDeliveries();

    const again = await submitForm(payment.id, 'boleto');
    await sandbox.control.waitForDeliveries();

    expect(again.status).toBe(303);
    expect(receivedFor(payment.id)).toHaveLength(1);
  });

  it('paying by boleto sends PAYMENT_RECEIVED', async () => {
    const payment = await newPayment();

    await submitForm(payment.id, 'boleto');
    await sandbox.control.waitForDeliveries();

    expect(receivedFor(payment.id).map((hook) => [hook.body.event, hook.body.payment.billingType, hook.body.payment.status])).toEqual([
      ['PAYMENT_RECEIVED', 'BOLETO', 'RECEIVED'],
    ]);
  });

  it('checks the card form and a valid card sends PAYMENT_CONFIRMED', async () => {
    const payment = await newPayment();

    const rejected = await submitForm(payment.id, 'cartao', { numero: '5162 3062 1937 8820', nome: 'M', validade: '01/20', cvv: '1' });
    const rejectedHtml = await rejected.text();
    const accepted = await submitForm(payment.id, 'cartao', {
      numero: '5162 3062 1937 8829',
      nome: 'MARIA DA SILVA',
      validade: '12/40',
      cvv: '318',
    });
    await sandbox.control.waitForDeliveries();

    expect(rejected.status).toBe(422);
    expect(rejectedHtml).toContain('Número do cartão inválido.');
    expect(rejectedHtml).toContain('Validade inválida ou vencida.');
    expect(rejectedHtml).toContain('CVV inválido.');
    expect(rejectedHtml).not.toContain('5162 3062 1937 8820');
    expect(accepted.status).toBe(303);
    const [hook] = receivedFor(payment.id);
    expect(hook?.body.event).toBe('PAYMENT_CONFIRMED');
    expect(hook?.body.payment).toMatchObject({
      status: 'CONFIRMED',
      billingType: 'CREDIT_CARD',
      creditCard: { creditCardNumber: '8829', creditCardBrand: 'MASTERCARD' },
    });
  });

  it('refuses Asaas’ failing test card without paying', async () => {
    const payment = await newPayment();

    const response = await submitForm(payment.id, 'cartao', { numero: '5184019740373151', nome: 'MARIA', validade: '12/40', cvv: '123' });

    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Transação não autorizada');
    expect((await client.getPayment(payment.id)).status).toBe('PENDING');
  });

  it('retries with backoff until the receiver answers 200', async () => {
    const payment = await newPayment();
    receiver.failNext = 2;

    await sandbox.control.pay(payment.id, { method: 'PIX' });
    await sandbox.control.waitForDeliveries();

    const hooks = receivedFor(payment.id);
    expect(hooks).toHaveLength(3);
    expect(new Set(hooks.map((hook) => JSON.stringify(hook.body))).size).toBe(1);
    const log = (await (await control('/webhooks')).json()) as { deliveries: Array<Record<string, unknown>> };
    expect(log.deliveries.filter((delivery) => delivery.paymentId === payment.id)).toEqual([
      expect.objectContaining({ event: 'PAYMENT_RECEIVED', eventId: hooks[0]?.body.id, status: 'delivered', statusCode: 200, attempts: 3 }),
    ]);
  });

  it('gives up after 10 attempts', async () => {
    const payment = await newPayment();
    receiver.down = true;

    await sandbox.control.pay(payment.id);
    await sandbox.control.waitForDeliveries();

    expect(receivedFor(payment.id)).toHaveLength(10);
    expect(sandbox.control.deliveries().find((delivery) => delivery.paymentId === payment.id)).toMatchObject({
      status: 'failed',
      attempts: 10,
      statusCode: 500,
    });
  });

  it('sends duplicates and reorders events on request', async () => {
    const payment = await newPayment();

    const response = await control(`/payments/${payment.id}/pay`, { method: 'CREDIT_CARD', duplicates: 2, reorder: true });
    const result = (await response.json()) as { events: Array<{ eventId: string; event: string }> };
    await sandbox.control.waitForDeliveries();

    expect(response.status).toBe(200);
    expect(result.events.map((event) => event.event)).toEqual(['PAYMENT_RECEIVED', 'PAYMENT_CONFIRMED']);
    const hooks = receivedFor(payment.id);
    expect(hooks.map((hook) => [hook.body.event, hook.body.payment.status])).toEqual([
      ['PAYMENT_RECEIVED', 'RECEIVED'],
      ['PAYMENT_RECEIVED', 'RECEIVED'],
      ['PAYMENT_RECEIVED', 'RECEIVED'],
      ['PAYMENT_CONFIRMED', 'CONFIRMED'],
      ['PAYMENT_CONFIRMED', 'CONFIRMED'],
      ['PAYMENT_CONFIRMED', 'CONFIRMED'],
    ]);
    expect(new Set(hooks.slice(0, 3).map((hook) => hook.body.id))).toEqual(new Set([result.events[0]?.eventId]));
    expect(new Set(hooks.slice(3).map((hook) => hook.body.id))).toEqual(new Set([result.events[1]?.eventId]));
  });

  it('confirms a payment through Asaas’ sandbox endpoint, once', async () => {
    const payment = await newPayment();
    const sandboxClient = createAsaasClient({ baseUrl: sandbox.apiBaseUrl, apiKey: API_KEY });

    await sandboxClient.confirmSandboxPayment(payment.id);
    const again = await sandboxClient.confirmSandboxPayment(payment.id).catch((caught: unknown) => caught);
    await sandbox.control.waitForDeliveries();

    expect(receivedFor(payment.id).map((hook) => hook.body.event)).toEqual(['PAYMENT_RECEIVED']);
    expect(again).toMatchObject({ status: 400, errors: [{ code: 'invalid_action' }] });
  });

  it('refunds through the API and sends PAYMENT_REFUNDED; an unpaid payment cannot be refunded', async () => {
    const paid = await newPayment();
    const unpaid = await newPayment();
    await sandbox.control.pay(paid.id);
    await sandbox.control.waitForDeliveries();

    const refund = await fetch(`${sandbox.apiBaseUrl}/payments/${paid.id}/refund`, {
      method: 'POST',
      headers: { access_token: API_KEY, 'content-type': 'application/json' },
      body: '{}',
    });
    const refused = await control(`/payments/${unpaid.id}/refund`, {});
    await sandbox.control.waitForDeliveries();

    expect(refund.status).toBe(200);
    expect(await refund.json()).toMatchObject({ id: paid.id, status: 'REFUNDED' });
    expect(receivedFor(paid.id).map((hook) => hook.body.event)).toEqual(['PAYMENT_RECEIVED', 'PAYMENT_REFUNDED']);
    expect(receivedFor(paid.id)[1]?.body.payment.status).toBe('REFUNDED');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: [{ code: 'invalid_action' }] });
    expect(await (await fetch(paid.invoiceUrl)).text()).toContain('Pagamento estornado');
  });

  it('deletes a customer with its unpaid payment (PAYMENT_DELETED), keeps the paid one, and takes an unknown id as deleted', async () => {
    // Prepare: a customer of its own with one paid and one unpaid payment.
    const asaas = createAsaasClient({ baseUrl: sandbox.apiBaseUrl, apiKey: API_KEY });
    const customer = await asaas.createCustomer({ name: 'Rita Lopes', email: 'rita@example.com', cpfCnpj: '935.411.347-80' });
    const charge = () =>
      asaas.createPayment({ customer: customer.id, billingType: 'UNDEFINED', value: 19.9, dueDate: tomorrow(), description: 'Consulta', externalReference: 'x' });
    const [paid, unpaid] = [await charge(), await charge()];
    await sandbox.control.pay(paid.id);
    await sandbox.control.waitForDeliveries();

    // Act
    await asaas.deleteCustomer(customer.id);
    await asaas.deleteCustomer('cus_000000000000');
    await sandbox.control.waitForDeliveries();

    // Assess
    expect(await asaas.findCustomerByCpf('935.411.347-80')).toBeUndefined();
    expect(await (await control(`/customers/${customer.id}`)).json()).toMatchObject({ id: customer.id, deleted: true });
    expect(await (await control(`/payments/${unpaid.id}`)).json()).toMatchObject({ deleted: true, status: 'PENDING' });
    expect(await (await control(`/payments/${paid.id}`)).json()).toMatchObject({ deleted: false, status: 'RECEIVED' });
    expect(receivedFor(unpaid.id).map((hook) => hook.body.event)).toEqual(['PAYMENT_DELETED']);
    expect(receivedFor(paid.id).map((hook) => hook.body.event)).toEqual(['PAYMENT_RECEIVED']);
  });

  it('sends an arbitrary event sequence, shuffled when asked', async () => {
    const payment = await newPayment();
    const sequence = ['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED', 'PAYMENT_REFUNDED', 'PAYMENT_CHARGEBACK_REQUESTED'];

    const response = await control(`/payments/${payment.id}/events`, { events: sequence, shuffle: true });
    const result = (await response.json()) as { payment: { status: string }; events: Array<{ event: string }> };
    await sandbox.control.waitForDeliveries();

    expect(response.status).toBe(200);
    expect(result.payment.status).toBe('CHARGEBACK_REQUESTED');
    expect([...result.events.map((event) => event.event)].sort()).toEqual([...sequence].sort());
    expect(receivedFor(payment.id).map((hook) => hook.body.event)).toEqual(result.events.map((event) => event.event));
    const statusOf = Object.fromEntries(receivedFor(payment.id).map((hook) => [hook.body.event, hook.body.payment.status]));
    expect(statusOf).toEqual({
      PAYMENT_CONFIRMED: 'CONFIRMED',
      PAYMENT_RECEIVED: 'RECEIVED',
      PAYMENT_REFUNDED: 'REFUNDED',
      PAYMENT_CHARGEBACK_REQUESTED: 'CHARGEBACK_REQUESTED',
    });
  });

  it('keeps payments and resumes undelivered webhooks after a restart', async () => {
    const payment = await newPayment('consulta-restart');
    receiver.hang = true;
    await sandbox.control.pay(payment.id);
    // The first attempt is in flight (the receiver holds it) when the sandbox stops.
    await expect.poll(() => receivedFor(payment.id).length).toBe(1);

    await sandbox.close();
    for (const response of receiver.hung.splice(0)) response.destroy();
    receiver.hang = false;
    await startSandbox();
    await sandbox.control.waitForDeliveries();

    expect(await client.getPayment(payment.id)).toMatchObject({ status: 'RECEIVED', externalReference: 'consulta-restart' });
    const hooks = receivedFor(payment.id);
    expect(hooks).toHaveLength(2);
    expect(hooks[1]?.body).toEqual(hooks[0]?.body);
    expect(sandbox.control.deliveries().find((delivery) => delivery.paymentId === payment.id)).toMatchObject({
      status: 'delivered',
      statusCode: 200,
      attempts: 1,
    });
    expect(await client.findCustomerByCpf(CPF)).toBeDefined();
  });
});

describe.skipIf(!existsSync(CHROMIUM))('hosted checkout page in Chromium', () => {
  it('renders PIX, boleto and card at 390 and 1280 px, and pays by card', async () => {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    await mkdir(SHOTS_DIR, { recursive: true });
    const externalRequests: string[] = [];
    try {
      const payment = await newPayment();
      for (const width of [390, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 800 }, locale: 'pt-BR' });
        page.on('request', (request) => {
          if (!request.url().startsWith(sandbox.url) && !request.url().startsWith('data:')) externalRequests.push(request.url());
        });
        await page.goto(payment.invoiceUrl);
        await page.screenshot({ path: path.join(SHOTS_DIR, `pix-${width}.png`), fullPage: true });
        await page.getByRole('tab', { name: 'Boleto' }).click();
        await expect.poll(() => page.getByRole('button', { name: 'Simular pagamento do boleto' }).isVisible()).toBe(true);
        await page.screenshot({ path: path.join(SHOTS_DIR, `boleto-${width}.png`), fullPage: true });
        await page.getByRole('tab', { name: 'Cartão de crédito' }).click();
        await page.screenshot({ path: path.join(SHOTS_DIR, `cartao-${width}.png`), fullPage: true });
        await page.close();
      }

      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${payment.invoiceUrl}?metodo=cartao`);
      await page.getByLabel('Número do cartão').fill('1234 5678 9012 3456');
      await page.getByLabel('Nome impresso no cartão').fill('MARIA DA SILVA');
      await page.getByLabel('Validade (MM/AA)').fill('12/40');
      await page.getByLabel('CVV').fill('318');
      await page.getByRole('button', { name: `Pagar ${PRECO_CONSULTA_FORMATADO}` }).click();
      await expect.poll(() => page.getByText('Número do cartão inválido.').isVisible()).toBe(true);
      await page.screenshot({ path: path.join(SHOTS_DIR, 'cartao-erro-390.png'), fullPage: true });
      await page.getByLabel('Número do cartão').fill('5162 3062 1937 8829');
      await page.getByLabel('CVV').fill('318');
      await page.getByRole('button', { name: `Pagar ${PRECO_CONSULTA_FORMATADO}` }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Pagamento confirmado' }).isVisible()).toBe(true);
      await page.screenshot({ path: path.join(SHOTS_DIR, 'confirmado-390.png'), fullPage: true });
      await sandbox.control.waitForDeliveries();

      expect(receivedFor(payment.id).map((hook) => hook.body.event)).toEqual(['PAYMENT_CONFIRMED']);
      expect(externalRequests).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
