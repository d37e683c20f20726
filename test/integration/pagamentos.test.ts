/**
 * The promo code, the free consultation and the paid checkout, through the real local API (DynamoDB
 * Local, the local Asaas sandbox) and, where a fault must be injected, through the domain with a
 * fake Asaas on the same real tables.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashChatToken } from '#lambdas/common/chat-token.js';
import { hashCheckoutSecret } from '#lambdas/common/checkouts-repository.js';
import { pacienteIdParaEmail } from '#lambdas/common/pacientes-repository.js';
import { chaveResgateEmail } from '#lambdas/common/promo-chaves.js';
import { rateLimits } from '#lambdas/common/rate-limit.js';
import { mascararEmail } from '#lambdas/common/verificacao-email.js';
import { mensagens } from '#shared/messages.js';
import {
  asaasError,
  criarConsultaGratuita,
  documentClient,
  domain,
  freshWindow,
  fakeGateway,
  getItem,
  maskedCpf,
  newCpf,
  newEmail,
  newIp,
  queryIndex,
  request,
  ultimoCodigoEnviado,
} from './pagamentos-helpers.js';

const stack = inject('stack');
const api = (path: string, body: unknown, ip = newIp()) => request(stack.apiUrl, path, { body, ip });
const hasSandbox = Boolean(stack.env.ASAAS_API_URL);
const sesUrl = stack.env.AWS_ENDPOINT_URL_SESV2!;
const servicos = { apiUrl: stack.apiUrl, sesUrl };

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

const table = (name: string) => stack.env[`TABLE_${name.toUpperCase()}`]!;

describe('POST /api/promo/validar', () => {
  it('accepts ZAP19 in any case, trimmed', async () => {
    const ip = newIp();
    for (const codigo of ['ZAP19', 'zap19', '  Zap19 ']) {
      const answer = await api('/api/promo/validar', { codigo }, ip);
      expect(answer).toEqual({ status: 200, body: { valido: true } });
    }
  });

  it.each([
    ['', mensagens.promo.codigoNecessario],
    ['   ', mensagens.promo.codigoNecessario],
    ['ZAP20', mensagens.promo.codigoInvalido],
    ['ZAP19ZAP19Z', mensagens.promo.codigoInvalido],
  ])('answers %j with the dialog texts', async (codigo, texto) => {
    const answer = await api('/api/promo/validar', { codigo });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: texto.titulo, descricao: texto.descricao });
  });

  it('limits guessing per IP with a 429 in Portuguese', async () => {
    // Prepare
    const ip = newIp();
    const statuses: number[] = [];
    await freshWindow(rateLimits.promo.windowSeconds);

    // Act
    for (let attempt = 0; attempt < 12; attempt += 1) statuses.push((await api('/api/promo/validar', { codigo: `X${attempt}` }, ip)).status);
    const blocked = await api('/api/promo/validar', { codigo: 'ZAP19' }, ip);

    // Assess
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(blocked).toEqual({ status: 429, body: { error: mensagens.erros.muitasRequisicoes } });
    expect((await api('/api/promo/validar', { codigo: 'ZAP19' })).status).toBe(200);
  });
});

describe('POST /api/consultas/gratuita/codigo', () => {
  it('e-mails a six-digit code and answers where it went, masked, and how long it lasts', async () => {
    // Prepare
    const email = newEmail('codigo');

    // Act
    const answer = await api('/api/consultas/gratuita/codigo', { email: ` ${email.toUpperCase()} ` });

    // Assess
    expect(answer).toEqual({ status: 202, body: { enviadoPara: mascararEmail(email), validadeMinutos: 10 } });
    expect(await ultimoCodigoEnviado(sesUrl, email, mensagens.consultaGratuita.assuntoEmail)).toMatch(/^\d{6}$/);
  });

  it('answers the same for an e-mail that already used its free consultation', async () => {
    // Prepare
    const email = newEmail('codigo-gasto');
    expect((await criarConsultaGratuita(servicos, { email })).status).toBe(201);

    // Act
    const answer = await api('/api/consultas/gratuita/codigo', { email });

    // Assess
    expect(answer).toEqual({ status: 202, body: { enviadoPara: mascararEmail(email), validadeMinutos: 10 } });
  });

  it('answers bad input with a 400 in Portuguese', async () => {
    expect(await api('/api/consultas/gratuita/codigo', { email: 'nao-e-email' })).toEqual({
      status: 400,
      body: { error: mensagens.validacao.emailInvalido },
    });
    expect((await api('/api/consultas/gratuita/codigo', { email: newEmail('extra'), admin: true })).status).toBe(400);
  });
});

describe('POST /api/consultas/gratuita', () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    codigo: 'zap19',
    nome: 'Marina Duarte',
    email: newEmail('gratuita'),
    telefone: '(21) 99876-5432',
    medicoId: 2,
    cpf: maskedCpf(newCpf()),
    codigoEmail: '123456',
    ...overrides,
  });

  it('creates the patient (e-mail proven), the approved free consultation and a working chat token', async () => {
    // Prepare
    const typed = `  ${newEmail('Gratis').toUpperCase()}  `;
    const email = typed.trim().toLowerCase();
    const cpf = newCpf();

    // Act
    const answer = await criarConsultaGratuita(servicos, { email: typed, nome: 'Marina Duarte', telefone: '(21) 99876-5432', medicoId: 2, cpf: maskedCpf(cpf) });

    // Assess
    expect(answer.status).toBe(201);
    const { chatToken, consultaId, medicoId } = answer.body;
    expect(chatToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(medicoId).toBe(2);
    const consulta = await getItem(db, table('consultas'), { id: consultaId });
    expect(consulta).toMatchObject({
      medico_id: 2,
      tipo_consulta: 'gratuita',
      status_consulta: 'agendada',
      status_pagamento: 'aprovado',
      valor: 0,
    });
    const paciente = await getItem(db, table('pacientes'), { id: pacienteIdParaEmail(email) });
    expect(paciente).toMatchObject({ id: consulta?.paciente_id, email, cpf, nome: 'Marina Duarte', telefone: '21998765432' });
    expect(paciente?.email_verificado_em).toEqual(expect.any(String));
    const stored = await getItem(db, table('chat_tokens'), { token_hash: hashChatToken(chatToken) });
    expect(stored).toMatchObject({ consulta_id: consultaId, medico_id: 2 });
    expect(JSON.stringify(stored)).not.toContain(chatToken);
    const validated = await api('/api/chat-tokens/validar', { token: chatToken, medicoId: 2 });
    expect(validated.body).toEqual({ valid: true, consulta: { medico_id: 2, tipo_consulta: 'gratuita' } });
  });

  it('refuses a second free consultation for the same e-mail with "Código já utilizado"', async () => {
    // Prepare
    const email = newEmail('segunda');
    expect((await criarConsultaGratuita(servicos, { email })).status).toBe(201);

    // Act: same person, e-mail typed differently, another CPF, another doctor, a fresh code.
    const again = await criarConsultaGratuita(servicos, { email: ` ${email.toUpperCase()} `, medicoId: 5 });

    // Assess
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Código já utilizado', descricao: mensagens.promo.codigoJaUtilizado.descricao });
    const consultas = await queryIndex(db, table('consultas'), 'by-paciente', 'paciente_id', pacienteIdParaEmail(email));
    expect(consultas).toHaveLength(1);
  });

  it('refuses the same CPF under another proven e-mail, writing nothing for it', async () => {
    const cpf = newCpf();
    expect((await criarConsultaGratuita(servicos, { email: newEmail('cpf'), cpf: maskedCpf(cpf) })).status).toBe(201);
    const otherEmail = newEmail('outro');
    const again = await criarConsultaGratuita(servicos, { email: otherEmail, cpf });
    expect(again.status).toBe(409);
    expect((again.body as unknown as { error: string }).error).toBe('Código já utilizado');
    // The transaction wrote nothing for the new e-mail: no patient, no redemption.
    expect(await getItem(db, table('pacientes'), { id: pacienteIdParaEmail(otherEmail) })).toBeUndefined();
    expect(await getItem(db, table('promo_redemptions'), { key: await chaveResgateEmail(otherEmail) })).toBeUndefined();
  });

  it('checks the promo code again on the server and stores nothing for a wrong one', async () => {
    const email = newEmail('semcodigo');
    const answer = await criarConsultaGratuita(servicos, { email, codigo: 'GRATIS' });
    expect(answer).toEqual({
      status: 400,
      body: { error: 'Código inválido', descricao: 'O código promocional digitado não é válido.' },
    });
    expect(await getItem(db, table('pacientes'), { id: pacienteIdParaEmail(email) })).toBeUndefined();
  });

  it('refuses a wrong e-mail code with a 400 in Portuguese and stores nothing', async () => {
    const email = newEmail('codigo-errado');
    const answer = await api('/api/consultas/gratuita', form({ email, codigoEmail: '000000' }));
    expect(answer).toEqual({ status: 400, body: { error: mensagens.consultaGratuita.codigoEmailInvalido } });
    expect(await getItem(db, table('pacientes'), { id: pacienteIdParaEmail(email) })).toBeUndefined();
  });

  it('answers bad input with a 400 in Portuguese', async () => {
    expect(await api('/api/consultas/gratuita', form({ medicoId: 42 }))).toEqual({
      status: 400,
      body: { error: mensagens.cadastroPagamento.medicoNaoSelecionado },
    });
    expect(await api('/api/consultas/gratuita', form({ email: 'nao-e-email' }))).toEqual({
      status: 400,
      body: { error: mensagens.validacao.emailInvalido },
    });
    expect(await api('/api/consultas/gratuita', form({ codigoEmail: '12a456' }))).toEqual({
      status: 400,
      body: { error: mensagens.consultaGratuita.codigoEmailFormato },
    });
    expect((await api('/api/consultas/gratuita', form({ admin: true }))).status).toBe(400);
  });
});

describe('POST /api/pagamentos', () => {
  const pagamento = (overrides: Record<string, unknown> = {}) => ({
    nomeCompleto: 'Rafael Albuquerque',
    email: newEmail('pagante'),
    cpfCnpj: maskedCpf(newCpf()),
    medicoId: 4,
    ...overrides,
  });

  it('refuses a CPF with wrong check digits with a 400 in Portuguese and stores nothing', async () => {
    // Prepare
    const cpf = newCpf();
    const wrong = `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`;
    const email = newEmail('cpfinvalido');

    // Act
    const answer = await api('/api/pagamentos', pagamento({ email, cpfCnpj: maskedCpf(wrong) }));

    // Assess
    expect(answer).toEqual({ status: 400, body: { error: 'CPF inválido. Verifique os números digitados.' } });
    expect(await queryIndex(db, table('pacientes'), 'by-email', 'email', email)).toEqual([]);
    expect(await queryIndex(db, table('pacientes'), 'by-cpf', 'cpf', wrong)).toEqual([]);
  });

  it('asks for every field with the form sentence', async () => {
    expect(await api('/api/pagamentos', pagamento({ nomeCompleto: '  ' }))).toEqual({
      status: 400,
      body: { error: 'Por favor, preencha todos os campos obrigatórios.' },
    });
  });

  it.runIf(hasSandbox)('creates the patient, the pending consultation, the Asaas payment and the checkout', async () => {
    // Prepare
    const cpf = newCpf();
    const email = newEmail('checkout');

    // Act
    const answer = await api('/api/pagamentos', pagamento({ email, cpfCnpj: maskedCpf(cpf) }));

    // Assess
    expect(answer.status).toBe(201);
    const { checkoutId, canal, invoiceUrl, medicoId } = answer.body as { checkoutId: string; canal: string; invoiceUrl: string; medicoId: number };
    expect(checkoutId).toMatch(/^[0-9a-f]{64}$/);
    expect(canal).toMatch(/^[0-9a-f]{32}$/);
    expect(checkoutId).not.toContain(canal);
    expect(medicoId).toBe(4);
    expect(new URL(invoiceUrl).origin).toBe(new URL(stack.env.ASAAS_API_URL!).origin);
    const checkout = await getItem<{ consulta_id: string; asaas_payment_id: string; asaas_customer_id: string }>(db, table('checkouts'), {
      id: hashCheckoutSecret(checkoutId),
    });
    const consulta = await getItem(db, table('consultas'), { id: checkout!.consulta_id });
    expect(consulta).toMatchObject({
      status_pagamento: 'pendente',
      tipo_consulta: 'Consulta Médica',
      valor: 19.9,
      medico_id: 4,
      checkout_id: hashCheckoutSecret(checkoutId),
      asaas_payment_id: checkout!.asaas_payment_id,
    });
    const [paciente] = await queryIndex(db, table('pacientes'), 'by-cpf', 'cpf', cpf);
    // A typed e-mail is not a proven one: the row is the checkout's own.
    expect(paciente).toMatchObject({ email, status: 'AGUARDANDO', id: consulta?.paciente_id, asaas_customer_id: checkout!.asaas_customer_id });
    expect(paciente).not.toHaveProperty('email_verificado_em');
    expect(paciente).not.toHaveProperty('user_id');

    const status = await api('/api/pagamentos/status', { checkoutId });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ status_pagamento: 'pendente', medicoId: 4, invoiceUrl });
    expect((status.body as { pix?: { payload: string } }).pix?.payload).toMatch(/^000201/);

    const token = await api('/api/chat-tokens', { checkoutId });
    expect(token).toEqual({ status: 409, body: { error: 'Pagamento não foi confirmado pelo sistema' } });
  });

  it.runIf(hasSandbox)('gives every anonymous checkout a patient row and an Asaas customer of its own, even for the same payer', async () => {
    const body = pagamento();
    const first = await api('/api/pagamentos', body);
    const second = await api('/api/pagamentos', { ...body, email: (body.email as string).toUpperCase() });
    expect([first.status, second.status]).toEqual([201, 201]);
    const ids = [first, second].map((answer) => (answer.body as { checkoutId: string }).checkoutId);
    const checkouts = await Promise.all(
      ids.map((id) => getItem<{ paciente_id: string; asaas_customer_id: string }>(db, table('checkouts'), { id: hashCheckoutSecret(id) })),
    );
    expect(checkouts[0]?.paciente_id).not.toBe(checkouts[1]?.paciente_id);
    expect(checkouts[0]?.asaas_customer_id).not.toBe(checkouts[1]?.asaas_customer_id);
  });

  it('answers an unknown checkout with "Informações de pagamento não encontradas."', async () => {
    const text = mensagens.paginasPagamento.informacoesNaoEncontradas;
    expect(await api('/api/pagamentos/status', { checkoutId: 'ab'.repeat(32) })).toEqual({ status: 404, body: { error: text } });
    expect(await api('/api/pagamentos/status', { checkoutId: 'ab'.repeat(16) })).toEqual({ status: 400, body: { error: text } });
    expect(await api('/api/pagamentos/status', { checkoutId: 'nao-existe' })).toEqual({ status: 400, body: { error: text } });
  });

  it.runIf(hasSandbox)('lets the test page simulate the payment and see the webhook approve it', async () => {
    const created = await api('/api/pagamentos', pagamento());
    const { checkoutId } = created.body as { checkoutId: string };
    const answer = await api('/api/testes/webhook-simulado', { checkoutId });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: mensagens.simulador.sucesso,
      pagamentoTestado: { id: hashCheckoutSecret(checkoutId), status: 'aprovado', valor: 19.9 },
      webhookResponse: { status_pagamento: 'aprovado' },
    });
    expect((await api('/api/pagamentos/status', { checkoutId })).body).toMatchObject({ status_pagamento: 'aprovado' });
    expect((await api('/api/pagamentos/status', { checkoutId })).body).not.toHaveProperty('pix');
  });
});

describe('payment creation when Asaas fails (domain, real tables, injected faults)', () => {
  const input = () => ({ nomeCompleto: 'Lívia Prado', email: newEmail('falha'), cpfCnpj: newCpf(), medicoId: 6 });

  it.each([
    [asaasError(400, false), 400, mensagens.cadastroPagamento.erroProcessarPagamento],
    [asaasError(404, false), 502, mensagens.cadastroPagamento.erroProcessarPagamento],
    [asaasError(401, false), 503, mensagens.cadastroPagamento.servicoIndisponivel],
    [asaasError(429, true), 503, mensagens.cadastroPagamento.servicoIndisponivel],
    [asaasError(503, true), 503, mensagens.cadastroPagamento.servicoIndisponivel],
    [new TypeError('fetch failed'), 503, mensagens.cadastroPagamento.servicoIndisponivel],
  ])('maps %s to %i, leaving nothing half-written', async (fault, status, message) => {
    // Prepare
    const service = domain(stack, { gateway: fakeGateway({ createPayment: fault }) });
    const payer = input();

    // Act
    const error = await service.pagamentos.criar(payer, newIp()).catch((caught: unknown) => caught);

    // Assess
    expect(error).toMatchObject({ status, message });
    // Nothing is stored before Asaas has the payment: no patient row, so no consultation either.
    expect(await queryIndex(db, table('pacientes'), 'by-email', 'email', payer.email)).toEqual([]);
  });

  it('still answers the status without the PIX code when Asaas cannot give it', async () => {
    const service = domain(stack, { gateway: fakeGateway({ getPixQrCode: asaasError(503, true) }) });
    const { checkoutId } = await service.pagamentos.criar(input(), newIp());
    const status = await service.pagamentos.status(checkoutId);
    expect(status).toMatchObject({ status_pagamento: 'pendente', medicoId: 6 });
    expect(status).not.toHaveProperty('pix');
  });

  it('fetches the PIX code once and caches it on the checkout', async () => {
    // Prepare
    const gateway = fakeGateway();
    let calls = 0;
    const counting = { ...gateway, getPixQrCode: async (id: string) => ((calls += 1), gateway.getPixQrCode(id)) };
    const service = domain(stack, { gateway: counting });
    const { checkoutId } = await service.pagamentos.criar(input(), newIp());

    // Act
    const first = await service.pagamentos.status(checkoutId);
    const second = await service.pagamentos.status(checkoutId);

    // Assess
    expect(calls).toBe(1);
    expect(second.pix).toEqual(first.pix);
    expect(await getItem(db, table('checkouts'), { id: hashCheckoutSecret(checkoutId) })).toHaveProperty('pix.payload');
  });
});
