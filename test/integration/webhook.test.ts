/**
 * POST /api/webhooks/asaas against the real local stack: deliveries posted in Asaas' own shape with
 * the stack's webhook token, and — when the local Asaas sandbox is wired in — real deliveries from
 * the sandbox (duplicates, reordered events, refunds). Faults that need injecting (storage down,
 * realtime down) go through the domain on the same real tables.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashCheckoutSecret } from '#lambdas/common/checkouts-repository.js';
import { createAsaasWebhookService } from '#lambdas/webhooks/asaas-webhook.js';
import { mensagens } from '#shared/messages.js';
import { pacienteChannel, pagamentoChannel } from '#shared/schemas/pagamentos.js';
import type { Context } from 'aws-lambda';
import { ConflictError } from '#lambdas/common/errors.js';
import { documentClient, domain, getItem, idempotencyRecordId, idempotencyStore, newCpf, newEmail, newIp, request, subscribe } from './pagamentos-helpers.js';

const stack = inject('stack');
const WEBHOOK_TOKEN = stack.asaasWebhookToken;
const hasSandbox = Boolean(stack.env.ASAAS_API_URL);
const api = (path: string, body: unknown, ip = newIp()) => request(stack.apiUrl, path, { body, ip });

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

interface PendingPayment {
  readonly checkoutId: string;
  /** The payment's realtime channel name, as the creation returned it. */
  readonly canal: string;
  readonly consultaId: string;
  readonly paymentId: string;
  readonly pacienteId: string;
  readonly medicoId: number;
}

/** A pending paid consultation, created by the payment domain with a fake Asaas on the real tables. */
async function pendingPayment(medicoId = 7): Promise<PendingPayment> {
  const service = domain(stack);
  const { checkoutId, canal } = await service.pagamentos.criar(
    { nomeCompleto: 'Helena Martins', email: newEmail('webhook'), cpfCnpj: newCpf(), medicoId },
    newIp(),
  );
  const checkout = (await service.checkouts.get(checkoutId, Date.now()))!;
  return { checkoutId, canal, consultaId: checkout.consulta_id, paymentId: checkout.asaas_payment_id, pacienteId: checkout.paciente_id, medicoId };
}

const statusFor: Record<string, string> = {
  PAYMENT_CONFIRMED: 'CONFIRMED',
  PAYMENT_RECEIVED: 'RECEIVED',
  PAYMENT_REFUNDED: 'REFUNDED',
  PAYMENT_CHARGEBACK_REQUESTED: 'CHARGEBACK_REQUESTED',
  PAYMENT_CREATED: 'PENDING',
};

/** A delivery as Asaas sends it. */
function webhook(event: string, payment: Pick<PendingPayment, 'paymentId' | 'consultaId'>, id = `evt_${randomUUID().replaceAll('-', '')}`) {
  return {
    id,
    event,
    dateCreated: '2025-03-10 14:22:05',
    payment: {
      object: 'payment',
      id: payment.paymentId,
      dateCreated: '2025-03-10',
      customer: 'cus_000005219613',
      value: 19.9,
      netValue: 18.91,
      description: 'Consulta médica online - ZapSaúde',
      billingType: 'PIX',
      status: statusFor[event] ?? 'PENDING',
      dueDate: '2025-03-11',
      invoiceUrl: `https://sandbox.asaas.com/i/${payment.paymentId.slice(4)}`,
      externalReference: payment.consultaId,
      deleted: false,
    },
  };
}

/** Posts a delivery with the stack's token, another token, or (null) none at all. */
const deliver = (body: unknown, token: string | null = WEBHOOK_TOKEN ?? null) =>
  request(stack.apiUrl, '/api/webhooks/asaas', { body, headers: token === null ? {} : { 'asaas-access-token': token } });

const statusOf = async (consultaId: string) =>
  (await getItem<{ status_pagamento: string }>(db, stack.env.TABLE_CONSULTAS!, { id: consultaId }))?.status_pagamento;

describe.runIf(WEBHOOK_TOKEN)('POST /api/webhooks/asaas', () => {
  it('refuses a wrong or missing token with 401 and changes nothing', async () => {
    // Prepare
    const payment = await pendingPayment();
    const body = webhook('PAYMENT_CONFIRMED', payment);

    // Act
    const wrong = await deliver(body, `${WEBHOOK_TOKEN}x`);
    const missing = await deliver(body, null);
    const empty = await deliver(body, '');

    // Assess
    for (const answer of [wrong, missing, empty]) {
      expect(answer).toEqual({ status: 401, body: { error: mensagens.erros.naoAutenticado } });
    }
    expect(await statusOf(payment.consultaId)).toBe('pendente');
    expect(await getItem(db, stack.env.TABLE_IDEMPOTENCY!, { id: idempotencyRecordId(body.id) })).toBeUndefined();
  });

  it('approves: consultation aprovado, patient LIBERADO and the event on the checkout channel', async () => {
    // Prepare
    const payment = await pendingPayment(9);
    const subscription = await subscribe(stack, pagamentoChannel(payment.canal));

    // Act
    const answer = await deliver(webhook('PAYMENT_RECEIVED', payment));

    // Assess
    expect(answer).toEqual({ status: 200, body: { recebido: true, status_pagamento: 'aprovado' } });
    expect(await getItem(db, stack.env.TABLE_CONSULTAS!, { id: payment.consultaId })).toMatchObject({
      status_pagamento: 'aprovado',
      aprovado_em: expect.any(String),
    });
    expect(await getItem(db, stack.env.TABLE_PACIENTES!, { id: payment.pacienteId })).toMatchObject({ status: 'LIBERADO' });
    await expect.poll(() => subscription.received).toEqual([{ status_pagamento: 'aprovado', medicoId: 9 }]);
    const status = await api('/api/pagamentos/status', { checkoutId: payment.checkoutId });
    expect(status.body).toMatchObject({ status_pagamento: 'aprovado', medicoId: 9 });
    subscription.close();
  });

  it('tells a signed-in patient on their own channel', async () => {
    // Prepare: the patient row is linked to an account.
    const payment = await pendingPayment(3);
    const userId = await vincularConta(payment.pacienteId);
    const subscription = await subscribe(stack, await pacienteChannel(userId));

    // Act
    await deliver(webhook('PAYMENT_CONFIRMED', payment));

    // Assess
    await expect
      .poll(() => subscription.received)
      .toEqual([{ tipo: 'consulta-liberada', consultaId: payment.consultaId, medicoId: 3 }]);
    subscription.close();
  });

  it('drops a duplicate delivery of the same event, remembering it until Asaas can no longer redeliver it', async () => {
    const payment = await pendingPayment();
    const body = webhook('PAYMENT_CONFIRMED', payment);
    expect((await deliver(body)).body).toEqual({ recebido: true, status_pagamento: 'aprovado' });
    expect(await deliver(body)).toEqual({ status: 200, body: { recebido: true, duplicado: true } });
    expect(await deliver(body)).toEqual({ status: 200, body: { recebido: true, duplicado: true } });
    expect(await statusOf(payment.consultaId)).toBe('aprovado');
    const record = await getItem<{ status: string; expiration: number }>(db, stack.env.TABLE_IDEMPOTENCY!, { id: idempotencyRecordId(body.id) });
    expect(record?.status).toBe('COMPLETED');
    // Asaas drops undelivered events after 14 days: the record lives 15.
    expect(record!.expiration - Date.now() / 1000).toBeGreaterThan(14.9 * 24 * 3600);
    expect(record!.expiration - Date.now() / 1000).toBeLessThanOrEqual(15 * 24 * 3600 + 1);
  });

  it('never approves once refunded, whatever order the events arrive in', async () => {
    // Prepare
    const payment = await pendingPayment();

    // Act: the refund overtakes the confirmation, then the confirmation and a receipt arrive.
    const refund = await deliver(webhook('PAYMENT_REFUNDED', payment));
    const confirmed = await deliver(webhook('PAYMENT_CONFIRMED', payment));
    const received = await deliver(webhook('PAYMENT_RECEIVED', payment));

    // Assess
    expect(refund.body).toEqual({ recebido: true, status_pagamento: 'estornado' });
    expect(confirmed).toEqual({ status: 200, body: { recebido: true, ignorado: true, status_pagamento: 'estornado' } });
    expect(received.body).toMatchObject({ ignorado: true, status_pagamento: 'estornado' });
    expect(await statusOf(payment.consultaId)).toBe('estornado');
    expect(await getItem(db, stack.env.TABLE_PACIENTES!, { id: payment.pacienteId })).toMatchObject({ status: 'AGUARDANDO' });
    expect((await api('/api/chat-tokens', { checkoutId: payment.checkoutId })).status).toBe(403);
  });

  it('treats a replayed approval (new event id) as already done', async () => {
    const payment = await pendingPayment();
    await deliver(webhook('PAYMENT_CONFIRMED', payment));
    const replay = await deliver(webhook('PAYMENT_CONFIRMED', payment));
    expect(replay).toEqual({ status: 200, body: { recebido: true, status_pagamento: 'aprovado' } });
    expect(await statusOf(payment.consultaId)).toBe('aprovado');
  });

  it('a wrong-amount approval changes nothing: pending, not released, nothing published, and Asaas is not made to retry', async () => {
    // Prepare: a signed-in patient listening on their own channel; the price is 19.90.
    const payment = await pendingPayment(5);
    const userId = await vincularConta(payment.pacienteId);
    const subscription = await subscribe(stack, await pacienteChannel(userId));
    const comValor = (event: string, value: number | undefined) => {
      const body = webhook(event, payment);
      return { ...body, payment: { ...body.payment, value } };
    };
    const umCentavo = comValor('PAYMENT_CONFIRMED', 0.01);

    // Act: one cent, a cent short, no amount at all, and Asaas redelivering the first.
    const answers = [
      await deliver(umCentavo),
      await deliver(comValor('PAYMENT_RECEIVED', 19.89)),
      await deliver(comValor('PAYMENT_CONFIRMED', undefined)),
    ];
    const redelivered = await deliver(umCentavo);

    // Assess
    for (const answer of answers) {
      expect(answer).toEqual({ status: 200, body: { recebido: true, ignorado: true, recusado: 'valor-divergente', status_pagamento: 'pendente' } });
    }
    expect(redelivered).toEqual({ status: 200, body: { recebido: true, duplicado: true } });
    expect(await statusOf(payment.consultaId)).toBe('pendente');
    expect(await getItem(db, stack.env.TABLE_CONSULTAS!, { id: payment.consultaId })).not.toHaveProperty('aprovado_em');
    expect(await getItem(db, stack.env.TABLE_PACIENTES!, { id: payment.pacienteId })).toMatchObject({ status: 'AGUARDANDO' });
    expect((await api('/api/chat-tokens', { checkoutId: payment.checkoutId })).status).not.toBe(200);
    // The right amount still releases it, and that is the only event the patient ever gets.
    expect((await deliver(comValor('PAYMENT_CONFIRMED', 19.9))).body).toEqual({ recebido: true, status_pagamento: 'aprovado' });
    await expect.poll(() => subscription.received).toEqual([{ tipo: 'consulta-liberada', consultaId: payment.consultaId, medicoId: 5 }]);
    subscription.close();
  });

  it('answers 200 and ignores unknown payments, other payments of a consultation and other events', async () => {
    // Prepare
    const payment = await pendingPayment();

    // Act
    const unknownConsulta = await deliver(webhook('PAYMENT_CONFIRMED', { paymentId: 'pay_desconhecido', consultaId: randomUUID() }));
    const otherPayment = await deliver(webhook('PAYMENT_CONFIRMED', { paymentId: 'pay_outro', consultaId: payment.consultaId }));
    const noReference = await deliver({ ...webhook('PAYMENT_CONFIRMED', payment), payment: { id: payment.paymentId, externalReference: null } });
    const created = await deliver(webhook('PAYMENT_CREATED', payment));
    const transfer = await deliver({ id: `evt_${randomUUID()}`, event: 'TRANSFER_DONE', transfer: { id: 'tra_1' } });

    // Assess
    for (const answer of [unknownConsulta, otherPayment, noReference, created, transfer]) {
      expect(answer).toEqual({ status: 200, body: { recebido: true, ignorado: true } });
    }
    expect(await statusOf(payment.consultaId)).toBe('pendente');
  });

  it('refuses a malformed body with a 400 even with the right token', async () => {
    expect((await request(stack.apiUrl, '/api/webhooks/asaas', { raw: '{"id":', headers: { 'asaas-access-token': WEBHOOK_TOKEN! } })).status).toBe(400);
    expect((await deliver({ event: 'PAYMENT_CONFIRMED' })).status).toBe(400);
  });

  it('revokes the chat token when the payment is refunded before the consultation is used', async () => {
    // Prepare: approved, token issued and valid.
    const payment = await pendingPayment(8);
    await deliver(webhook('PAYMENT_CONFIRMED', payment));
    const issued = await api('/api/chat-tokens', { checkoutId: payment.checkoutId });
    expect(issued.status).toBe(201);
    const { chatToken } = issued.body as { chatToken: string };
    expect((await api('/api/chat-tokens/validar', { token: chatToken })).body).toMatchObject({ valid: true });

    // Act
    const refund = await deliver(webhook('PAYMENT_REFUNDED', payment));

    // Assess
    expect(refund.body).toEqual({ recebido: true, status_pagamento: 'estornado' });
    expect((await api('/api/chat-tokens/validar', { token: chatToken, medicoId: 8 })).body).toEqual({
      valid: false,
      error: 'Token de acesso inválido ou expirado.',
    });
    expect(await api('/api/chat-tokens', { checkoutId: payment.checkoutId })).toEqual({
      status: 403,
      body: { error: mensagens.paginasPagamento.pagamentoEstornado },
    });
    expect((await api('/api/chat-tokens/utilizar', { token: chatToken })).status).toBe(401);
  });
});


/** Links a patient row to a (new) account, as a signed-in patient's row is; returns the account's sub. */
async function vincularConta(pacienteId: string): Promise<string> {
  const userId = randomUUID();
  await db.send(
    new UpdateCommand({
      TableName: stack.env.TABLE_PACIENTES!,
      Key: { id: pacienteId },
      UpdateExpression: 'SET user_id = :user',
      ExpressionAttributeValues: { ':user': userId },
    }),
  );
  return userId;
}

describe('webhook processing faults (domain, real tables)', () => {
  it('answers 500 when storage fails and processes Asaas\' retry of the same event', async () => {
    // Prepare: the status update fails once.
    const payment = await pendingPayment();
    const service = domain(stack);
    let failures = 1;
    const flaky = createAsaasWebhookService({
      idempotencyStore: idempotencyStore(stack),
      consultas: {
        ...service.consultas,
        transition: async (...args) => {
          if (failures-- > 0) throw new Error('DynamoDB unavailable');
          return service.consultas.transition(...args);
        },
      },
      pacientes: service.pacientes,
      chatTokens: service.chatTokens,
      publisher: { publish: async () => undefined },
    });
    const body = webhook('PAYMENT_CONFIRMED', payment);

    // Act
    const first = await flaky.receive(body).catch((error: unknown) => error);
    const retry = await flaky.receive(body);

    // Assess
    expect(first).toBeInstanceOf(Error);
    expect(retry).toEqual({ recebido: true, status_pagamento: 'aprovado' });
    expect(await statusOf(payment.consultaId)).toBe('aprovado');
  });

  /** The domain with a status update that waits for `release` before it runs. */
  function heldService() {
    const service = domain(stack);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const webhooks = createAsaasWebhookService({
      idempotencyStore: idempotencyStore(stack),
      consultas: {
        ...service.consultas,
        transition: async (...args) => {
          calls += 1;
          if (calls === 1) await held;
          return service.consultas.transition(...args);
        },
      },
      pacientes: service.pacientes,
      chatTokens: service.chatTokens,
      publisher: { publish: async () => undefined },
    });
    return { webhooks, release };
  }

  /** What Lambda passes a handler: here only the remaining time matters. */
  const lambdaContext = (remainingMs: number) => {
    const deadline = Date.now() + remainingMs;
    return { getRemainingTimeInMillis: () => deadline - Date.now() } as Context;
  };

  const recordStatus = async (eventId: string) =>
    (await getItem<{ status: string }>(db, stack.env.TABLE_IDEMPOTENCY!, { id: idempotencyRecordId(eventId) }))?.status;

  it('answers 409 to a duplicate that arrives while the first delivery is still processed, then 200 duplicado', async () => {
    // Prepare
    const payment = await pendingPayment();
    const { webhooks, release } = heldService();
    const body = webhook('PAYMENT_CONFIRMED', payment);

    // Act: the first delivery is inside its status update when the duplicate comes.
    const first = webhooks.receive(body, lambdaContext(8_000));
    await expect.poll(() => recordStatus(body.id)).toBe('INPROGRESS');
    const concurrent = await webhooks.receive(body, lambdaContext(8_000)).catch((error: unknown) => error);
    release();
    const answer = await first;
    const later = await webhooks.receive(body, lambdaContext(8_000));

    // Assess: Asaas retries the 409 and then hears the event was done.
    expect(concurrent).toBeInstanceOf(ConflictError);
    expect((concurrent as ConflictError).status).toBe(409);
    expect(answer).toEqual({ recebido: true, status_pagamento: 'aprovado' });
    expect(later).toEqual({ recebido: true, duplicado: true });
    expect(await statusOf(payment.consultaId)).toBe('aprovado');
  });

  it('processes a retry once an interrupted attempt has run out of Lambda time', async () => {
    // Prepare: the first attempt hangs, as a function killed at its timeout would.
    const payment = await pendingPayment();
    const { webhooks, release } = heldService();
    const body = webhook('PAYMENT_CONFIRMED', payment);
    const interrupted = webhooks.receive(body, lambdaContext(300)).catch((error: unknown) => error);
    await expect.poll(() => recordStatus(body.id)).toBe('INPROGRESS');

    // Act: Asaas' retry after the first attempt's deadline.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const retry = await webhooks.receive(body, lambdaContext(8_000));

    // Assess
    expect(retry).toEqual({ recebido: true, status_pagamento: 'aprovado' });
    expect(await statusOf(payment.consultaId)).toBe('aprovado');
    release();
    await interrupted;
  });

  it('still approves when the realtime publish fails', async () => {
    const payment = await pendingPayment();
    const service = domain(stack, { publisher: { publish: async () => Promise.reject(new Error('realtime down')) } });
    expect(await service.webhook.receive(webhook('PAYMENT_CONFIRMED', payment))).toEqual({ recebido: true, status_pagamento: 'aprovado' });
    expect(await statusOf(payment.consultaId)).toBe('aprovado');
  });
});

describe.runIf(hasSandbox)('deliveries from the local Asaas sandbox', () => {
  const sandbox = () => new URL(stack.env.ASAAS_API_URL!).origin;
  const control = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${sandbox()}/_local${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };

  const deliveries = async () =>
    ((await (await fetch(`${sandbox()}/_local/webhooks`)).json()) as {
      deliveries: Array<{ eventId: string; paymentId: string; status: string; statusCode?: number }>;
    }).deliveries;

  async function paidCheckout() {
    const created = await api('/api/pagamentos', {
      nomeCompleto: 'Otávio Nunes',
      email: newEmail('sandbox'),
      cpfCnpj: newCpf(),
      medicoId: 11,
    });
    expect(created.status).toBe(201);
    const { checkoutId, canal } = created.body as { checkoutId: string; canal: string };
    const checkout = (await getItem<{ asaas_payment_id: string; consulta_id: string }>(db, stack.env.TABLE_CHECKOUTS!, {
      id: hashCheckoutSecret(checkoutId),
    }))!;
    return { checkoutId, canal, paymentId: checkout.asaas_payment_id, consultaId: checkout.consulta_id };
  }

  it('approves once through duplicated, reordered real deliveries', async () => {
    // Prepare
    const { canal, paymentId, consultaId } = await paidCheckout();
    const subscription = await subscribe(stack, pagamentoChannel(canal));

    // Act
    await control(`/payments/${paymentId}/pay`, { method: 'CREDIT_CARD', duplicates: 2, reorder: true });

    // Assess
    await expect.poll(() => statusOf(consultaId), { timeout: 10_000 }).toBe('aprovado');
    await expect.poll(() => subscription.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(new Set(subscription.received.map((event) => JSON.stringify(event)))).toEqual(
      new Set([JSON.stringify({ status_pagamento: 'aprovado', medicoId: 11 })]),
    );
    await expect
      .poll(async () => {
        const mine = (await deliveries()).filter((delivery) => delivery.paymentId === paymentId);
        return mine.length > 0 && mine.every((delivery) => delivery.status === 'delivered' && delivery.statusCode === 200);
      }, { timeout: 10_000 })
      .toBe(true);
    subscription.close();
  });

  it('refunds a paid payment and ignores a later confirmation', async () => {
    const { paymentId, consultaId } = await paidCheckout();
    await control(`/payments/${paymentId}/pay`, { method: 'PIX' });
    await expect.poll(() => statusOf(consultaId), { timeout: 10_000 }).toBe('aprovado');
    await control(`/payments/${paymentId}/refund`);
    await expect.poll(() => statusOf(consultaId), { timeout: 10_000 }).toBe('estornado');
    const late = (await control(`/payments/${paymentId}/events`, { events: ['PAYMENT_CONFIRMED'] })) as {
      events: Array<{ eventId: string }>;
    };
    const lateId = late.events[0]?.eventId;
    await expect
      .poll(async () => (await deliveries()).find((delivery) => delivery.eventId === lateId)?.statusCode, { timeout: 10_000 })
      .toBe(200);
    expect(await statusOf(consultaId)).toBe('estornado');
  });
});
