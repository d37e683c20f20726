/**
 * Chat tokens against the real local stack: issue (checkout secret, patient session), validate,
 * mark used, and every way to be refused — guessed, truncated, expired, used up, other doctor,
 * brute force. Time-dependent rules are checked through the domain with a moved clock on the same
 * real tables.
 */
import { randomBytes } from 'node:crypto';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rateLimits } from '#lambdas/common/rate-limit.js';
import { consultaRegras, PRECO_CONSULTA } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { criarConsultaGratuita, documentClient, domain, freshWindow, getItem, newCpf, newEmail, newIp, request, signedInUser } from './pagamentos-helpers.js';

const stack = inject('stack');
const api = (path: string, body: unknown, ip = newIp()) => request(stack.apiUrl, path, { body, ip });
const INVALIDO = { valid: false, error: 'Token de acesso inválido ou expirado.' };
const MIN = 60_000;

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

/** A free consultation through the API: its token, id and doctor. */
async function freeConsultation(email = newEmail('token'), medicoId = 5) {
  const answer = await criarConsultaGratuita({ apiUrl: stack.apiUrl, sesUrl: stack.env.AWS_ENDPOINT_URL_SESV2! }, { nome: 'Caio Ferreira', email, medicoId });
  expect(answer.status).toBe(201);
  return answer.body as { chatToken: string; consultaId: string; medicoId: number };
}

describe('POST /api/chat-tokens/validar', () => {
  it('validates a real token for its doctor', async () => {
    const { chatToken } = await freeConsultation();
    expect(await api('/api/chat-tokens/validar', { token: chatToken, medicoId: 5 })).toEqual({
      status: 200,
      body: { valid: true, consulta: { medico_id: 5, tipo_consulta: 'gratuita' } },
    });
    expect((await api('/api/chat-tokens/validar', { token: chatToken })).body).toMatchObject({ valid: true });
  });

  it.each([
    ['guessed', () => randomBytes(32).toString('base64url')],
    ['UUID-shaped dummy of /teste-pagamento', () => '123e4567-e89b-12d3-a456-426614174000'],
    ['nonsense', () => '<script>alert(1)</script>'],
  ])('denies a %s token with the access text', async (_case, token) => {
    expect(await api('/api/chat-tokens/validar', { token: token() })).toEqual({ status: 200, body: INVALIDO });
  });

  it('denies a truncated or extended real token', async () => {
    const { chatToken } = await freeConsultation();
    expect((await api('/api/chat-tokens/validar', { token: chatToken.slice(0, -1) })).body).toEqual(INVALIDO);
    expect((await api('/api/chat-tokens/validar', { token: chatToken.slice(0, 22) })).body).toEqual(INVALIDO);
    expect((await api('/api/chat-tokens/validar', { token: `${chatToken}A` })).body).toEqual(INVALIDO);
  });

  it('denies another doctor with its own text', async () => {
    const { chatToken } = await freeConsultation(newEmail('medico'), 5);
    expect((await api('/api/chat-tokens/validar', { token: chatToken, medicoId: 6 })).body).toEqual({
      valid: false,
      error: 'Acesso negado. Token não autorizado para este médico.',
    });
  });

  it('answers a missing token with the access text and a 400', async () => {
    expect(await api('/api/chat-tokens/validar', { token: '' })).toEqual({
      status: 400,
      body: { error: mensagens.acessoChat.tokenNaoFornecido },
    });
    expect((await api('/api/chat-tokens/validar', {})).status).toBe(400);
  });

  it('keeps a token valid for reading once its consultation is more than 30 minutes past its first use', async () => {
    // Prepare: used, then the first use moved 31 minutes into the past.
    const { chatToken, consultaId } = await freeConsultation();
    expect((await api('/api/chat-tokens/utilizar', { token: chatToken })).status).toBe(200);
    expect((await api('/api/chat-tokens/validar', { token: chatToken })).body).toMatchObject({ valid: true });
    const passado = new Date(Date.now() - (consultaRegras.duracaoMinutos + 1) * MIN).toISOString();
    await db.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_CONSULTAS!,
        Key: { id: consultaId },
        UpdateExpression: 'SET utilizada_em = :past',
        ExpressionAttributeValues: { ':past': passado },
      }),
    );

    // Act
    const answer = await api('/api/chat-tokens/validar', { token: chatToken });

    // Assess: the link opens the consultation read-only (the chat's write routes refuse it), and
    // using it again keeps the first instant instead of starting new 30 minutes.
    expect(answer.body).toMatchObject({ valid: true });
    const reuso = await api('/api/chat-tokens/utilizar', { token: chatToken });
    expect(reuso.status).toBe(200);
    expect(reuso.body).toEqual({ utilizada: true, utilizadaEm: passado });
    expect(await domain(stack).chatTokens.check(chatToken, undefined, 'escrita')).toEqual({ ok: false, reason: 'tempo-esgotado' });
  });

  it('stops a brute-force burst from one IP with 429', async () => {
    // Prepare
    const ip = newIp();
    await freshWindow(rateLimits['token-validar'].windowSeconds);
    const limit = rateLimits['token-validar'].limit;

    // Act
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit + 3; attempt += 1) {
      statuses.push((await api('/api/chat-tokens/validar', { token: randomBytes(32).toString('base64url') }, ip)).status);
    }
    const { chatToken } = await freeConsultation();
    const blockedEvenWithARealToken = await api('/api/chat-tokens/validar', { token: chatToken }, ip);

    // Assess
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429, 429]);
    expect(blockedEvenWithARealToken).toEqual({ status: 429, body: { error: mensagens.erros.muitasRequisicoes } });
    expect((await api('/api/chat-tokens/validar', { token: chatToken })).body).toMatchObject({ valid: true });
  });
});

describe('POST /api/chat-tokens/utilizar', () => {
  it('starts the consultation once; a second use keeps the first instant', async () => {
    // Prepare
    const { chatToken, consultaId } = await freeConsultation();

    // Act
    const first = await api('/api/chat-tokens/utilizar', { token: chatToken });
    const second = await api('/api/chat-tokens/utilizar', { token: chatToken });

    // Assess
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ utilizada: true, utilizadaEm: expect.any(String) });
    expect(second.body).toEqual(first.body);
    expect(await getItem(db, stack.env.TABLE_CONSULTAS!, { id: consultaId })).toMatchObject({
      status_consulta: 'em_andamento',
      utilizada_em: (first.body as { utilizadaEm: string }).utilizadaEm,
    });
  });

  it('refuses an invalid token with 401 and the access text', async () => {
    expect(await api('/api/chat-tokens/utilizar', { token: randomBytes(32).toString('base64url') })).toEqual({
      status: 401,
      body: { error: mensagens.acessoChat.tokenInvalido },
    });
  });
});

describe('chat token lifetime (domain, real tables, moved clock)', () => {
  it('expires a never-used token after 24 hours', async () => {
    // Prepare: a free consultation created "now" on a clock we control.
    let clock = Date.parse('2030-01-15T10:00:00Z');
    const service = domain(stack, { now: () => clock });
    const email = newEmail('expira');
    const { codigo: codigoEmail } = await service.verificacao.emitirCodigo(email);
    const { chatToken } = await service.promo.createConsultaGratuita(
      { codigo: 'zap19', nome: 'Júlia Costa', email, telefone: '11912345678', medicoId: 1, cpf: newCpf(), codigoEmail },
      newIp(),
    );

    // Act / Assess
    clock += 24 * 60 * MIN - 1000;
    expect((await service.chatTokens.check(chatToken)).ok).toBe(true);
    clock += 1000;
    expect(await service.chatTokens.check(chatToken)).toEqual({ ok: false, reason: 'invalido' });
  });

  it('allows re-entry during the 30 minutes after first use and not after', async () => {
    let clock = Date.parse('2030-02-01T08:00:00Z');
    const service = domain(stack, { now: () => clock });
    const email = newEmail('trinta');
    const { codigo: codigoEmail } = await service.verificacao.emitirCodigo(email);
    const { chatToken } = await service.promo.createConsultaGratuita(
      { codigo: 'ZAP19', nome: 'Pedro Alves', email, telefone: '11912345678', medicoId: 2, cpf: newCpf(), codigoEmail },
      newIp(),
    );

    clock += 10 * MIN;
    const { utilizadaEm } = await service.chatTokens.markUsed(chatToken);
    expect(utilizadaEm).toBe(new Date(clock).toISOString());

    clock += 29 * MIN;
    expect((await service.chatTokens.check(chatToken, 2)).ok).toBe(true);
    expect((await service.chatTokens.markUsed(chatToken)).utilizadaEm).toBe(utilizadaEm);
    clock += MIN;
    expect(await service.chatTokens.check(chatToken, 2)).toEqual({ ok: false, reason: 'tempo-esgotado' });
  });
});

describe('issuing tokens', () => {
  it('issues a fresh token for an approved checkout, refusing unknown checkouts', async () => {
    // Prepare: a paid consultation approved through the domain's webhook.
    const service = domain(stack);
    const { checkoutId } = await service.pagamentos.criar(
      { nomeCompleto: 'Sofia Ramos', email: newEmail('emitir'), cpfCnpj: newCpf(), medicoId: 12 },
      newIp(),
    );
    const checkout = (await service.checkouts.get(checkoutId, Date.now()))!;
    await service.webhook.receive({
      id: `evt_${checkoutId}`,
      event: 'PAYMENT_CONFIRMED',
      payment: { id: checkout.asaas_payment_id, value: PRECO_CONSULTA, externalReference: checkout.consulta_id },
    });

    // Act
    const first = await api('/api/chat-tokens', { checkoutId });
    const second = await api('/api/chat-tokens', { checkoutId });

    // Assess
    expect(first.status).toBe(201);
    const token = (first.body as { chatToken: string }).chatToken;
    expect(first.body).toEqual({ chatToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), medicoId: 12 });
    expect((second.body as { chatToken: string }).chatToken).not.toBe(token);
    expect((await api('/api/chat-tokens/validar', { token, medicoId: 12 })).body).toEqual({
      valid: true,
      consulta: { medico_id: 12, tipo_consulta: 'Consulta Médica' },
    });
    expect(await api('/api/chat-tokens', { checkoutId: 'cd'.repeat(32) })).toEqual({
      status: 404,
      body: { error: mensagens.paginasPagamento.informacoesNaoEncontradas },
    });
  });
});

describe('signed-in patient: POST /api/chat-tokens/conta and GET /api/consultas/liberadas', () => {
  const withSession = (accessToken: string, path: string, body?: unknown) =>
    request(stack.apiUrl, path, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body }),
      headers: { authorization: `Bearer ${accessToken}` },
      ip: newIp(),
    });

  it('lists the account\'s consultations found by its verified e-mail and issues their tokens', async () => {
    // Prepare: a free consultation taken anonymously with the e-mail the account later signs up with.
    const email = newEmail('conta');
    const { consultaId } = await freeConsultation(email, 10);
    const accessToken = await signedInUser(stack, email);

    // Act
    const liberadas = await withSession(accessToken, '/api/consultas/liberadas');
    const issued = await withSession(accessToken, '/api/chat-tokens/conta', { consultaId });

    // Assess
    expect(liberadas.status).toBe(200);
    expect(liberadas.body).toEqual({
      consultas: [{ consultaId, medicoId: 10, tipoConsulta: 'gratuita', dataCriacao: expect.any(String) }],
    });
    expect(issued.status).toBe(201);
    const { chatToken } = issued.body as { chatToken: string };
    expect((await api('/api/chat-tokens/validar', { token: chatToken, medicoId: 10 })).body).toMatchObject({ valid: true });
  });

  it('reopens an ended consultation of the account read-only', async () => {
    // Prepare: an opened consultation of the account's e-mail, then its 30 minutes moved into the past.
    const email = newEmail('encerrada');
    const { consultaId, chatToken } = await freeConsultation(email, 5);
    expect((await api('/api/chat-tokens/utilizar', { token: chatToken })).status).toBe(200);
    await db.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_CONSULTAS!,
        Key: { id: consultaId },
        UpdateExpression: 'SET utilizada_em = :antes, status_consulta = :encerrada',
        ExpressionAttributeValues: { ':antes': new Date(Date.now() - 40 * MIN).toISOString(), ':encerrada': 'encerrada' },
      }),
    );
    const accessToken = await signedInUser(stack, email);

    // Act
    const issued = await withSession(accessToken, '/api/chat-tokens/conta', { consultaId });

    // Assess: the new token reads (validates for the chat page), and every write refuses it.
    expect(issued.status).toBe(201);
    const { chatToken: novo } = issued.body as { chatToken: string };
    expect((await api('/api/chat-tokens/validar', { token: novo, medicoId: 5 })).body).toMatchObject({ valid: true });
    const escrita = await request(stack.apiUrl, '/api/chat/receita', { body: { medicoId: 5 }, headers: { 'x-chat-token': novo }, ip: newIp() });
    expect(escrita.status).toBe(403);
  });

  it('does not give one account the consultations of another', async () => {
    const { consultaId } = await freeConsultation(newEmail('dono'), 4);
    const stranger = await signedInUser(stack, newEmail('estranho'));
    expect(await withSession(stranger, '/api/chat-tokens/conta', { consultaId })).toEqual({
      status: 404,
      body: { error: mensagens.retorno.consultaNaoEncontrada },
    });
    expect((await withSession(stranger, '/api/consultas/liberadas')).body).toEqual({ consultas: [] });
  });

  it('refuses a row with the verified e-mail that another account has claimed: tokens, released list and history', async () => {
    // Prepare: an opened consultation of the e-mail, whose patient row is linked to another account.
    const email = newEmail('reivindicada');
    const { consultaId, chatToken } = await freeConsultation(email, 7);
    expect((await api('/api/chat-tokens/utilizar', { token: chatToken })).status).toBe(200);
    const consulta = await getItem<{ paciente_id: string }>(db, stack.env.TABLE_CONSULTAS!, { id: consultaId });
    await db.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_PACIENTES!,
        Key: { id: consulta!.paciente_id },
        UpdateExpression: 'SET user_id = :outra',
        ExpressionAttributeValues: { ':outra': crypto.randomUUID() },
      }),
    );
    const accessToken = await signedInUser(stack, email);

    // Act
    const issued = await withSession(accessToken, '/api/chat-tokens/conta', { consultaId });
    const liberadas = await withSession(accessToken, '/api/consultas/liberadas');
    const historico = await withSession(accessToken, '/api/chat/historico');

    // Assess
    expect(issued).toEqual({ status: 404, body: { error: mensagens.retorno.consultaNaoEncontrada } });
    expect(liberadas.body).toEqual({ consultas: [] });
    expect(historico.status).toBe(200);
    expect(historico.body).toEqual({ consultas: [] });
  });

  it('requires a session', async () => {
    expect((await request(stack.apiUrl, '/api/consultas/liberadas', { method: 'GET' })).status).toBe(401);
    expect((await api('/api/chat-tokens/conta', { consultaId: crypto.randomUUID() })).status).toBe(401);
  });
});
