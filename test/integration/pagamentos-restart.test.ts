/**
 * "`npm start` restarted between payment and approval loses nothing": a stack of its own (own data
 * folder, fixed ports as `npm start` has) creates a payment, stops, starts again on the same data,
 * and the payment made afterwards on the sandbox's page still approves that consultation, reaches
 * the waiting screen's channel and opens the chat.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '#infra/local/stack.js';
import { hashCheckoutSecret } from '#lambdas/common/checkouts-repository.js';
import { pagamentoChannel } from '#shared/schemas/pagamentos.js';
import { documentClient, freeStackPorts, getItem, maskedCpf, newCpf, newEmail, newIp, request, subscribe } from './pagamentos-helpers.js';

it('keeps a payment created before a restart and approves it after', { timeout: 180_000 }, async () => {
  // Prepare: a stack of our own, on the ports a restart will reuse.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-restart-'));
  const ports = await freeStackPorts();
  let stack: LocalStack | undefined = await startLocalStack({ dataDir, ports });
  try {
    const created = await request(stack.apiUrl, '/api/pagamentos', {
      body: { nomeCompleto: 'Beatriz Rocha', email: newEmail('reinicio'), cpfCnpj: maskedCpf(newCpf()), medicoId: 2 },
      ip: newIp(),
    });
    expect(created.status).toBe(201);
    const { checkoutId, canal } = created.body as { checkoutId: string; canal: string };
    const db = documentClient(stack.dynamoDbEndpoint);
    const checkout = await getItem<{ asaas_payment_id: string; consulta_id: string }>(db, stack.env.TABLE_CHECKOUTS!, {
      id: hashCheckoutSecret(checkoutId),
    });
    db.destroy();
    expect(checkout).toBeDefined();

    // Act: stop everything, start again on the same data, then the patient pays.
    await stack.close();
    stack = undefined;
    stack = await startLocalStack({ dataDir, ports });
    const restarted = stack;
    const waiting = await subscribe(restarted, pagamentoChannel(canal));
    const before = await request(restarted.apiUrl, '/api/pagamentos/status', { body: { checkoutId } });
    const paid = await fetch(`${restarted.asaasUrl}/_local/payments/${checkout!.asaas_payment_id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'PIX' }),
    });

    // Assess
    expect(before.body).toMatchObject({ status_pagamento: 'pendente', medicoId: 2 });
    expect(paid.status).toBe(200);
    await expect
      .poll(async () => (await request(restarted.apiUrl, '/api/pagamentos/status', { body: { checkoutId } })).body, { timeout: 15_000 })
      .toMatchObject({ status_pagamento: 'aprovado', medicoId: 2 });
    await expect.poll(() => waiting.received, { timeout: 5_000 }).toContainEqual({ status_pagamento: 'aprovado', medicoId: 2 });
    const token = await request(restarted.apiUrl, '/api/chat-tokens', { body: { checkoutId }, ip: newIp() });
    expect(token.status).toBe(201);
    waiting.close();
  } finally {
    await stack?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
