/**
 * The paid checkout's way back, against the real local stack (API, DynamoDB Local, the Asaas
 * sandbox, the SES v2 stand-in's mailbox): the payment is created with Asaas' `callback`, so the
 * sandbox's invoice sends the payer to /pagamento/redirect after a PIX or card payment (and not
 * after a boleto); and the waiting page's link, opened in another browser, gets the checkout back
 * only with the one-time code e-mailed to the payment's address.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { hashCheckoutSecret } from '#lambdas/common/checkouts-repository.js';
import { rateLimits } from '#lambdas/common/rate-limit.js';
import { ASSUNTO_CODIGO_PAGAMENTO } from '#lambdas/recuperacao/checkout-acesso.js';
import { mensagens } from '#shared/messages.js';
import { documentClient, getItem, maskedCpf, newCpf, newEmail, newIp, request } from './pagamentos-helpers.js';

const stack = inject('stack');
const ses = stack.env.AWS_ENDPOINT_URL_SESV2!;
const siteUrl = stack.env.SITE_URL!;
const api = <T = Record<string, unknown>>(path: string, body: unknown, ip = newIp()) => request<T>(stack.apiUrl, path, { body, ip });

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

interface Criado {
  readonly checkoutId: string;
  readonly canal: string;
  readonly consultaId: string;
  readonly invoiceUrl: string;
  readonly medicoId: number;
}

async function criarPagamento(email = newEmail('retorno')): Promise<Criado & { email: string }> {
  const answer = await api<Criado>('/api/pagamentos', { nomeCompleto: 'Helena Duarte', email, cpfCnpj: maskedCpf(newCpf()), medicoId: 2 });
  expect(answer.status).toBe(201);
  return { ...answer.body, email };
}

/** Pays on the sandbox's invoice page as the payer's browser would, without following the redirect. */
async function pagarNaFatura(invoiceUrl: string, metodo: 'pix' | 'boleto'): Promise<Response> {
  return fetch(`${invoiceUrl}/${metodo}`, { method: 'POST', body: new URLSearchParams(), redirect: 'manual' });
}

interface EmailGuardado {
  readonly destination: { to: string[] };
  readonly subject: string;
  readonly body: { text?: string };
}

async function codigosPara(para: string): Promise<string[]> {
  const store = (await (await fetch(`${ses}/store`)).json()) as { emails: EmailGuardado[] };
  return store.emails
    .filter((email) => email.destination.to.includes(para) && email.subject === ASSUNTO_CODIGO_PAGAMENTO)
    .map((email) => /\b(\d{6})\b/.exec(email.body.text ?? '')?.[1] ?? '');
}

describe('the Asaas callback', () => {
  it('creates the payment with a return address that names the consultation and carries no secret', async () => {
    // Prepare / Act
    const { checkoutId, consultaId, invoiceUrl } = await criarPagamento();
    const pagina = await fetch(invoiceUrl);

    // Assess: the invoice may send its form on to the site (CSP form-action covers the redirect).
    expect(pagina.headers.get('content-security-policy')).toContain(`form-action 'self' ${new URL(siteUrl).origin}`);
    const resposta = await pagarNaFatura(invoiceUrl, 'pix');
    expect(resposta.status).toBe(303);
    const destino = new URL(resposta.headers.get('location')!);
    expect(destino.origin).toBe(new URL(siteUrl).origin);
    expect(destino.pathname).toBe('/pagamento/redirect');
    expect(Object.fromEntries(destino.searchParams)).toEqual({ consulta: consultaId, medico: '2', status: 'success' });
    expect(destino.href).not.toContain(checkoutId);
    const checkout = await getItem<{ consulta_id: string }>(db, stack.env.TABLE_CHECKOUTS!, { id: hashCheckoutSecret(checkoutId) });
    expect(checkout?.consulta_id).toBe(consultaId);
  });

  it('links back to the site from a paid invoice, and a boleto stays on the confirmation page', async () => {
    // Prepare
    const { invoiceUrl, consultaId } = await criarPagamento();

    // Act
    const resposta = await pagarNaFatura(invoiceUrl, 'boleto');
    const pagina = await (await fetch(invoiceUrl)).text();

    // Assess
    expect(resposta.status).toBe(303);
    expect(new URL(resposta.headers.get('location')!, invoiceUrl).pathname).toMatch(/^\/i\//);
    expect(pagina).toContain('Ir para o site');
    expect(pagina).toContain(`/pagamento/redirect?consulta=${consultaId}`);
  });
});

describe('POST /api/pagamentos/recuperacao/codigo and /acesso', () => {
  it('gives a new secret for the checkout for the code e-mailed to the payment address, once, and proves the row\'s e-mail', async () => {
    // Prepare
    const criado = await criarPagamento();
    const ip = newIp();

    // Act
    const enviado = await api('/api/pagamentos/recuperacao/codigo', { consultaId: criado.consultaId }, ip);
    const [codigo] = await codigosPara(criado.email);
    const errado = await api('/api/pagamentos/recuperacao/acesso', { consultaId: criado.consultaId, codigo: codigo === '000000' ? '111111' : '000000' }, ip);
    const certo = await api('/api/pagamentos/recuperacao/acesso', { consultaId: criado.consultaId, codigo }, ip);
    const denovo = await api('/api/pagamentos/recuperacao/acesso', { consultaId: criado.consultaId, codigo }, ip);

    // Assess
    expect(enviado).toEqual({ status: 200, body: { validadeMinutos: 10 } });
    expect(codigo).toMatch(/^\d{6}$/);
    expect(errado).toEqual({ status: 400, body: { error: mensagens.recuperacaoCheckout.codigoInvalido } });
    // The table keeps only hashes: the recovered browser gets a secret of its own, on the same channel.
    expect(certo).toEqual({
      status: 200,
      body: {
        checkoutId: expect.stringMatching(/^[0-9a-f]{64}$/),
        canal: criado.canal,
        consultaId: criado.consultaId,
        invoiceUrl: criado.invoiceUrl,
        medicoId: 2,
      },
    });
    const novoSegredo = (certo.body as { checkoutId: string }).checkoutId;
    expect(novoSegredo).not.toBe(criado.checkoutId);
    expect(denovo).toEqual({ status: 400, body: { error: mensagens.recuperacaoCheckout.codigoInvalido } });
    // Both browsers keep their access: the one that paid and the one that proved the e-mail.
    for (const checkoutId of [novoSegredo, criado.checkoutId]) {
      expect((await api('/api/pagamentos/status', { checkoutId })).body).toMatchObject({ status_pagamento: 'pendente', medicoId: 2 });
    }
    const consulta = await getItem<{ paciente_id: string; checkout_id: string }>(db, stack.env.TABLE_CONSULTAS!, { id: criado.consultaId });
    expect(consulta?.checkout_id).toBe(hashCheckoutSecret(criado.checkoutId));
    expect(await getItem(db, stack.env.TABLE_PACIENTES!, { id: consulta!.paciente_id })).toMatchObject({
      email: criado.email,
      email_verificado_em: expect.any(String),
    });
  });

  it('answers an unknown consultation exactly like a real one, and its code like a wrong one', async () => {
    // Prepare
    const desconhecida = crypto.randomUUID();

    // Act
    const enviado = await api('/api/pagamentos/recuperacao/codigo', { consultaId: desconhecida });
    const acesso = await api('/api/pagamentos/recuperacao/acesso', { consultaId: desconhecida, codigo: '123456' });

    // Assess
    expect(enviado).toEqual({ status: 200, body: { validadeMinutos: 10 } });
    expect(acesso).toEqual({ status: 400, body: { error: mensagens.recuperacaoCheckout.codigoInvalido } });
  });

  it('refuses bad input with a 400 in Portuguese', async () => {
    expect(await api('/api/pagamentos/recuperacao/codigo', { consultaId: 'abc' })).toMatchObject({ status: 400 });
    expect(await api('/api/pagamentos/recuperacao/acesso', { consultaId: crypto.randomUUID(), codigo: '12a' })).toEqual({
      status: 400,
      body: { error: mensagens.recuperacaoCheckout.codigoFormato },
    });
  });

  it('limits code requests per IP with a 429', async () => {
    // Prepare
    const ip = newIp();
    const limite = rateLimits['checkout-codigo'].limit;
    for (let i = 0; i < limite; i += 1) {
      expect((await api('/api/pagamentos/recuperacao/codigo', { consultaId: crypto.randomUUID() }, ip)).status).toBe(200);
    }

    // Act
    const passou = await api('/api/pagamentos/recuperacao/codigo', { consultaId: crypto.randomUUID() }, ip);

    // Assess
    expect(passou.status).toBe(429);
    expect((passou.body as { error: string }).error).toMatch(/./);
  });
});
