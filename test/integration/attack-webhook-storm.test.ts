/**
 * A webhook storm on the real local API: 1000 deliveries for 200 payments — 650 distinct events,
 * 300 duplicate deliveries (30 %), 50 deliveries with a forged token (5 %) — shuffled and sent 20 at
 * a time; a delivery answered 409 (its event is being processed by another) is delivered again, as
 * Asaas does. Afterwards every consultation is in the state its events call for, each event was
 * processed exactly once, nothing a forged delivery carried was stored, and a second wave of
 * approvals changes nothing (access is granted once).
 */
import { randomUUID } from 'node:crypto';
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { mensagens } from '#shared/messages.js';
import { documentClient, domain, idempotencyRecordId, newCpf, newEmail, newIp, request, type HttpAnswer } from './pagamentos-helpers.js';

const stack = inject('stack');
const WEBHOOK_TOKEN = stack.asaasWebhookToken;
const CONCURRENCY = 20;

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

type Group = 'aprova' | 'estorna' | 'pendente' | 'forjada';

/** The events each group's payment receives (once each with the right token), and its final state. */
const groups: Record<Group, { payments: number; events: readonly string[]; final: 'aprovado' | 'estornado' | 'pendente' }> = {
  aprova: { payments: 130, events: ['PAYMENT_CREATED', 'PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED'], final: 'aprovado' },
  estorna: { payments: 40, events: ['PAYMENT_CREATED', 'PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED', 'PAYMENT_REFUNDED'], final: 'estornado' },
  pendente: { payments: 10, events: ['PAYMENT_CREATED', 'PAYMENT_UPDATED', 'PAYMENT_OVERDUE', 'PAYMENT_CHECKOUT_VIEWED'], final: 'pendente' },
  // Their approval arrives only with a forged token: it must not count.
  forjada: { payments: 20, events: ['PAYMENT_CREATED', 'PAYMENT_UPDATED', 'PAYMENT_CHECKOUT_VIEWED'], final: 'pendente' },
};

interface Payment {
  readonly group: Group;
  readonly checkoutId: string;
  readonly consultaId: string;
  readonly paymentId: string;
  readonly pacienteId: string;
}

interface Delivery {
  readonly eventId: string;
  readonly body: unknown;
  readonly forged: boolean;
}

function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/** Many items by key, 100 per call (BatchGetItem), in the order of `keys`. */
async function batchGet<T>(table: string, keyName: string, keys: readonly string[]): Promise<Array<T | undefined>> {
  const found = new Map<string, T>();
  for (let start = 0; start < keys.length; start += 100) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(start, start + 100).map((key) => ({ [keyName]: key }));
    while (pending && pending.length > 0) {
      const answer = await db.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }));
      for (const item of answer.Responses?.[table] ?? []) found.set(String(item[keyName]), item as T);
      pending = answer.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return keys.map((key) => found.get(key));
}

const webhook = (event: string, payment: Payment, id = `evt_${randomUUID().replaceAll('-', '')}`) => ({
  id,
  event,
  dateCreated: '2026-11-22 08:00:00',
  payment: { object: 'payment', id: payment.paymentId, value: 19.9, billingType: 'PIX', externalReference: payment.consultaId },
});

type WebhookAnswer = HttpAnswer<{ duplicado?: boolean; error?: string }>;

/** One delivery; a 409 (the same event in progress) is delivered again shortly after, as Asaas retries. */
async function deliver(delivery: Delivery): Promise<WebhookAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    const answer: WebhookAnswer = await request(stack.apiUrl, '/api/webhooks/asaas', {
      body: delivery.body,
      headers: { 'asaas-access-token': delivery.forged ? forgedToken() : WEBHOOK_TOKEN },
    });
    if (answer.status !== 409 || attempt === 20) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}

const forgedToken = (): string =>
  [`${WEBHOOK_TOKEN}x`, WEBHOOK_TOKEN.slice(0, -1), randomUUID(), WEBHOOK_TOKEN.toUpperCase() === WEBHOOK_TOKEN ? WEBHOOK_TOKEN.toLowerCase() : WEBHOOK_TOKEN.toUpperCase()][
    Math.floor(Math.random() * 4)
  ]!;

it('survives 1000 shuffled, duplicated and forged deliveries for 200 payments', { timeout: 120_000 }, async () => {
  // Prepare: 200 pending paid consultations on the real tables.
  const service = domain(stack);
  const plan = (Object.keys(groups) as Group[]).flatMap((group) => Array.from({ length: groups[group].payments }, () => group));
  const payments = await pool(plan, CONCURRENCY, async (group): Promise<Payment> => {
    const { checkoutId } = await service.pagamentos.criar(
      { nomeCompleto: 'Rafaela Nunes', email: newEmail('tempestade'), cpfCnpj: newCpf(), medicoId: 3 },
      newIp(),
    );
    const checkout = (await service.checkouts.get(checkoutId, Date.now()))!;
    return { group, checkoutId, consultaId: checkout.consulta_id, paymentId: checkout.asaas_payment_id, pacienteId: checkout.paciente_id };
  });
  const unique: Delivery[] = payments.flatMap((payment) =>
    groups[payment.group].events.map((event) => {
      const body = webhook(event, payment);
      return { eventId: body.id, body, forged: false };
    }),
  );
  expect(unique).toHaveLength(650);
  const duplicates: Delivery[] = Array.from({ length: 300 }, () => unique[Math.floor(Math.random() * unique.length)]!);
  const forgedApprovals: Delivery[] = payments
    .filter((payment) => payment.group === 'forjada')
    .map((payment) => {
      const body = webhook('PAYMENT_CONFIRMED', payment);
      return { eventId: body.id, body, forged: true };
    });
  const forgedCopies: Delivery[] = Array.from({ length: 50 - forgedApprovals.length }, () => ({
    ...unique[Math.floor(Math.random() * unique.length)]!,
    forged: true,
  }));
  const storm = shuffle([...unique, ...duplicates, ...forgedApprovals, ...forgedCopies]);
  expect(storm).toHaveLength(1000);

  // Act
  const started = Date.now();
  const answers = await pool(storm, CONCURRENCY, deliver);
  const seconds = (Date.now() - started) / 1000;
  console.log(`webhook storm: 1000 deliveries in ${seconds.toFixed(1)} s (${(1000 / seconds).toFixed(0)}/s)`);

  // Assess: every forged delivery 401 with the Portuguese text, every genuine one 200.
  const wrong = storm.flatMap((delivery, index) => {
    const answer = answers[index]!;
    const expected = delivery.forged ? 401 : 200;
    return answer.status === expected ? [] : [`${delivery.eventId} forged=${delivery.forged}: ${answer.status} ${JSON.stringify(answer.body)}`];
  });
  expect(wrong).toEqual([]);
  for (const [index, delivery] of storm.entries()) {
    if (delivery.forged) expect(answers[index]!.body).toEqual({ error: mensagens.erros.naoAutenticado });
  }

  // Each event processed by exactly one genuine delivery; the others answered as duplicates.
  const processed = new Map<string, number>();
  for (const [index, delivery] of storm.entries()) {
    if (delivery.forged || answers[index]!.body.duplicado === true) continue;
    processed.set(delivery.eventId, (processed.get(delivery.eventId) ?? 0) + 1);
  }
  expect([...processed.values()].filter((count) => count !== 1)).toEqual([]);
  expect(processed.size).toBe(unique.length);

  // Every genuine event recorded as processed; no forged-only event stored.
  const records = (eventIds: readonly string[]) => batchGet<{ status: string }>(stack.env.TABLE_IDEMPOTENCY!, 'id', eventIds.map(idempotencyRecordId));
  expect((await records(unique.map((delivery) => delivery.eventId))).filter((item) => item?.status !== 'COMPLETED')).toEqual([]);
  expect(await records(forgedApprovals.map((delivery) => delivery.eventId))).toEqual(forgedApprovals.map(() => undefined));

  // Every consultation in the state its events call for; no approval lost.
  type Consulta = { status_pagamento: string; aprovado_em?: string };
  const consultas = await batchGet<Consulta>(stack.env.TABLE_CONSULTAS!, 'id', payments.map((payment) => payment.consultaId));
  const states = payments.map((payment, index) => ({ group: payment.group, status: consultas[index]?.status_pagamento }));
  expect(states.filter((state) => state.status !== groups[state.group].final)).toEqual([]);
  const aprovados = payments.filter((payment) => payment.group === 'aprova');
  const pacientes = await batchGet<{ status: string }>(stack.env.TABLE_PACIENTES!, 'id', aprovados.map((payment) => payment.pacienteId));
  expect(pacientes.filter((paciente) => paciente?.status !== 'LIBERADO')).toEqual([]);
  expect(payments.filter((payment, index) => payment.group === 'aprova' && typeof consultas[index]?.aprovado_em !== 'string')).toEqual([]);

  // Access follows the state: a token for an approval, none for a refund or a pending payment
  // (every refunded or pending payment, and 30 of the approved ones).
  const sample = [...payments.filter((payment) => payment.group !== 'aprova'), ...aprovados.slice(0, 30)];
  const tokenStatuses = await pool(sample, CONCURRENCY, async (payment) => (await request(stack.apiUrl, '/api/chat-tokens', { body: { checkoutId: payment.checkoutId }, ip: newIp() })).status);
  const expectedTokenStatus: Record<Group, number> = { aprova: 201, estorna: 403, pendente: 409, forjada: 409 };
  expect(sample.map((payment, index) => ({ group: payment.group, status: tokenStatuses[index] })).filter((entry) => entry.status !== expectedTokenStatus[entry.group])).toEqual([]);

  // A second wave of approvals (new event ids, as Asaas sends for a re-confirmation) grants nothing again.
  const secondWave = payments.map((payment) => webhook('PAYMENT_RECEIVED', payment));
  const secondAnswers = await pool(secondWave, CONCURRENCY, (body) => request(stack.apiUrl, '/api/webhooks/asaas', { body, headers: { 'asaas-access-token': WEBHOOK_TOKEN } }));
  expect(secondAnswers.filter((answer) => answer.status !== 200)).toEqual([]);
  const after = await batchGet<Consulta>(stack.env.TABLE_CONSULTAS!, 'id', payments.map((payment) => payment.consultaId));
  const changed = payments.flatMap((payment, index) => {
    const was = consultas[index]!;
    const now = after[index]!;
    if (payment.group === 'aprova' || payment.group === 'estorna') {
      return was.status_pagamento === now.status_pagamento && was.aprovado_em === now.aprovado_em ? [] : [`${payment.group} ${payment.consultaId}`];
    }
    // The still-pending ones are approved now: once.
    return now.status_pagamento === 'aprovado' ? [] : [`${payment.group} ${payment.consultaId} ${now.status_pagamento}`];
  });
  expect(changed).toEqual([]);
});
