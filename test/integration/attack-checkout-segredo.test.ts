/**
 * Attack: a read of the tables (a leaked backup, an over-broad role) or a public sandbox deploy used
 * against the checkout secret. Against the real local stack: the secret is stored nowhere (the
 * checkouts table is keyed by its hash, the consultation keeps the hash, the realtime channel is
 * neither), the hash itself opens nothing, and the sandbox's webhook simulator approves a checkout
 * only for the holder of its secret.
 */
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashCheckoutSecret } from '#lambdas/common/checkouts-repository.js';
import { mensagens } from '#shared/messages.js';
import { documentClient, getItem, maskedCpf, newCpf, newEmail, newIp, request } from './pagamentos-helpers.js';

const stack = inject('stack');
const hasSandbox = Boolean(stack.env.ASAAS_API_URL);
const table = (name: string) => stack.env[`TABLE_${name.toUpperCase()}`]!;
const api = (path: string, body: unknown) => request(stack.apiUrl, path, { body, ip: newIp() });
const naoEncontrado = { error: mensagens.paginasPagamento.informacoesNaoEncontradas };

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

interface Criado {
  readonly checkoutId: string;
  readonly canal: string;
  readonly consultaId: string;
}

async function pagar(): Promise<Criado> {
  const answer = await api('/api/pagamentos', { nomeCompleto: 'Vera Lúcia', email: newEmail('segredo'), cpfCnpj: maskedCpf(newCpf()), medicoId: 8 });
  expect(answer.status).toBe(201);
  return answer.body as unknown as Criado;
}

const statusDe = async (consultaId: string) =>
  (await getItem<{ status_pagamento: string }>(db, table('consultas'), { id: consultaId }))?.status_pagamento;

describe.runIf(hasSandbox)('the checkout secret at rest', () => {
  it('is stored nowhere: the checkouts table and the consultation hold only its hash', async () => {
    // Prepare / Act
    const { checkoutId, canal, consultaId } = await pagar();

    // Assess
    const hash = hashCheckoutSecret(checkoutId);
    expect(await getItem(db, table('checkouts'), { id: checkoutId })).toBeUndefined();
    expect(await getItem(db, table('checkouts'), { id: hash })).toMatchObject({ consulta_id: consultaId });
    const checkouts = (await db.send(new ScanCommand({ TableName: table('checkouts') }))).Items ?? [];
    expect(JSON.stringify(checkouts)).not.toContain(checkoutId);
    const consulta = await getItem<Record<string, unknown>>(db, table('consultas'), { id: consultaId });
    expect(consulta!.checkout_id).toBe(hash);
    expect(Object.values(consulta!)).not.toContain(checkoutId);
    expect(JSON.stringify(consulta)).not.toContain(checkoutId);
    expect(canal).not.toBe(hash.slice(0, 32));
  });

  it('opens nothing with the stored hash: status, chat token and simulator answer 404', async () => {
    // Prepare
    const { checkoutId } = await pagar();
    const hash = hashCheckoutSecret(checkoutId);

    // Act
    const status = await api('/api/pagamentos/status', { checkoutId: hash });
    const token = await api('/api/chat-tokens', { checkoutId: hash });

    // Assess
    expect(status).toEqual({ status: 404, body: naoEncontrado });
    expect(token).toEqual({ status: 404, body: naoEncontrado });
    expect((await api('/api/pagamentos/status', { checkoutId })).status).toBe(200);
  });
});

describe.runIf(hasSandbox)('the sandbox webhook simulator', () => {
  it('refuses a request without the checkout\'s secret and changes nothing; approves with it', { timeout: 30_000 }, async () => {
    // Prepare: two checkouts; the attacker knows one's consultation and the other's stored hash.
    const alvo = await pagar();
    const outro = await pagar();

    // Act
    const semSegredo = await api('/api/testes/webhook-simulado', {});
    const comConsulta = await api('/api/testes/webhook-simulado', { checkoutId: alvo.consultaId });
    const comHash = await api('/api/testes/webhook-simulado', { checkoutId: hashCheckoutSecret(alvo.checkoutId) });
    const comHashDoOutro = await api('/api/testes/webhook-simulado', { checkoutId: hashCheckoutSecret(outro.checkoutId) });

    // Assess: refused in Portuguese, and neither payment moved (the sandbox was not asked either).
    expect(semSegredo).toEqual({ status: 400, body: naoEncontrado });
    expect(comConsulta).toEqual({ status: 400, body: naoEncontrado });
    expect(comHash).toEqual({ status: 404, body: naoEncontrado });
    expect(comHashDoOutro).toEqual({ status: 404, body: naoEncontrado });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await statusDe(alvo.consultaId)).toBe('pendente');
    expect(await statusDe(outro.consultaId)).toBe('pendente');
    expect((await api('/api/pagamentos/status', { checkoutId: alvo.checkoutId })).body).toMatchObject({ status_pagamento: 'pendente' });

    // Act: the holder of the secret.
    const comSegredo = await api('/api/testes/webhook-simulado', { checkoutId: alvo.checkoutId });

    // Assess
    expect(comSegredo.status).toBe(200);
    expect(comSegredo.body).toMatchObject({ success: true, webhookResponse: { status_pagamento: 'aprovado' } });
    expect(await statusDe(alvo.consultaId)).toBe('aprovado');
    expect(await statusDe(outro.consultaId)).toBe('pendente');
  });
});
