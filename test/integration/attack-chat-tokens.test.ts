/**
 * Chat-token attacks on the chat routes themselves (/api/chat/*; the token routes' own refusals are
 * in chat-tokens.test.ts): a real token truncated, extended or re-cased, a token past its 24 hours,
 * a token revoked by a refund, a token used after the consultation ended, another doctor's route,
 * one patient's token against another patient's consultation, and a burst of guessed tokens from one
 * address that the per-IP cap stops — a 429 even for a real token from that address. Nothing a
 * refused request carried is stored.
 *
 * The same attacks on the results session token (`x-resultados-token`, docs/validacao-medica.md),
 * which has the chat token's shape: forged from a real one, past its 30 minutes, swapped with the
 * chat token of the same consultation (each kind opens only its own routes), and guessed in a burst.
 */
import { randomBytes } from 'node:crypto';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRECO_CONSULTA } from '#shared/constants.js';
import { hashChatToken } from '#lambdas/common/chat-token.js';
import { rateLimits } from '#lambdas/common/rate-limit.js';
import { mensagens } from '#shared/messages.js';
import { mensagensChat, type EstadoChatResponse } from '#shared/schemas/chat.js';
import { RESULTADOS_TOKEN_HEADER } from '#shared/schemas/validacao.js';
import { send, sessaoResultados, snapshotTables, tableDifferences, type RawAnswer } from './attack-support.js';
import { criarConsultaGratuita, documentClient, domain, freshWindow, newCpf, newEmail, newIp, request } from './pagamentos-helpers.js';

const stack = inject('stack');

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

interface Consulta {
  readonly chatToken: string;
  readonly consultaId: string;
  readonly medicoId: number;
  readonly ip: string;
  /** The e-mail the patient gave (absent for the paid consultation built from a checkout). */
  readonly email?: string;
}

const DADOS = {
  nome: 'Lúcia Prado',
  idade: '41',
  peso: '70',
  altura: '168',
  bebe: 'nao',
  fuma: 'nao',
  esporte: 'caminhada',
  consultaPara: 'proprio',
  consentimentoDados: true,
  consentimentoTermos: true,
};

async function consultaComIntake(medicoId: number): Promise<Consulta> {
  const ip = newIp();
  const email = newEmail('ataque-chat');
  const answer = await criarConsultaGratuita({ apiUrl: stack.apiUrl, sesUrl: stack.env.AWS_ENDPOINT_URL_SESV2! }, { nome: 'Lúcia Prado', email, medicoId }, ip);
  expect(answer.status).toBe(201);
  const c = { ...(answer.body as { chatToken: string; consultaId: string; medicoId: number }), ip, email };
  expect((await chatCall(c, 'intake')).status).toBe(201);
  return c;
}

type RotaChat = 'intake' | 'estado' | 'mensagens' | 'receita' | 'receita.pdf' | 'prontuario.pdf' | 'anexos' | 'encerrar';
const rotas: readonly RotaChat[] = ['intake', 'estado', 'mensagens', 'receita', 'receita.pdf', 'prontuario.pdf', 'anexos', 'encerrar'];

/** One chat route with a well-formed request, so only the token (null: no header) or the doctor decides. */
function chatCall(c: Pick<Consulta, 'chatToken' | 'medicoId' | 'ip'>, rota: RotaChat, token: string | null = c.chatToken, ip = c.ip): Promise<RawAnswer> {
  const medicoId = c.medicoId;
  const headers: Record<string, string> = token === null ? {} : { 'x-chat-token': token };
  const post = (path: string, body: unknown) => send(stack.apiUrl, { method: 'POST', path, body: JSON.stringify(body), headers, ip });
  const get = (path: string) => send(stack.apiUrl, { method: 'GET', path: `${path}?medicoId=${medicoId}`, headers, ip });
  switch (rota) {
    case 'intake':
      return post('/api/chat/intake', { medicoId, dados: DADOS });
    case 'estado':
      return get('/api/chat/estado');
    case 'mensagens':
      return post('/api/chat/mensagens', { medicoId, texto: 'Tenho dor de cabeça há dois dias.' });
    case 'receita':
      return post('/api/chat/receita', { medicoId });
    case 'receita.pdf':
      return get('/api/chat/receita.pdf');
    case 'prontuario.pdf':
      return get('/api/chat/prontuario.pdf');
    case 'anexos':
      return post('/api/chat/anexos/upload', { medicoId, nome: 'exame.pdf', contentType: 'application/pdf', tamanho: 1000 });
    case 'encerrar':
      return post('/api/chat/encerrar', { medicoId, motivo: 'paciente' });
  }
}

const estado = async (c: Consulta) => (await chatCall(c, 'estado')).body as EstadoChatResponse;

/** Every chat route with `token`: the statuses and texts, by route. */
async function everyRoute(c: Consulta, token: string | null, medicoId = c.medicoId) {
  const answers: Record<string, { status: number; error: unknown }> = {};
  for (const rota of rotas) {
    const answer = await chatCall({ ...c, medicoId }, rota, token, newIp());
    answers[rota] = { status: answer.status, error: (answer.body as { error?: unknown } | undefined)?.error };
  }
  return answers;
}

const allRoutes = (status: number, error: string) => Object.fromEntries(rotas.map((rota) => [rota, { status, error }]));

describe('chat-token attacks on /api/chat/*', () => {
  it('refuses a real token truncated, extended or re-cased on every chat route and stores nothing', async () => {
    const c = await consultaComIntake(4);
    const antes = await estado(c);
    const flipped = c.chatToken.replace(/[a-z]/, (letter) => letter.toUpperCase());
    for (const forged of [c.chatToken.slice(0, -1), c.chatToken.slice(0, 20), `${c.chatToken}A`, flipped === c.chatToken ? `${c.chatToken.slice(0, -1)}_` : flipped]) {
      expect(await everyRoute(c, forged)).toEqual(allRoutes(401, mensagens.acessoChat.tokenInvalido));
    }
    expect(await everyRoute(c, null)).toEqual(allRoutes(401, mensagens.acessoChat.tokenNaoFornecido));
    expect((await estado(c)).mensagens).toEqual(antes.mensagens);
  });

  it('refuses a token past its 24 hours on every chat route', async () => {
    const c = await consultaComIntake(4);
    await db.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_CHAT_TOKENS!,
        Key: { token_hash: hashChatToken(c.chatToken) },
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect(await everyRoute(c, c.chatToken)).toEqual(allRoutes(401, mensagens.acessoChat.tokenInvalido));
  });

  it('refuses another doctor’s route with the doctor text, and another patient’s token sees only its own consultation', async () => {
    const a = await consultaComIntake(6);
    const b = await consultaComIntake(6);
    expect((await chatCall(b, 'mensagens')).status).toBe(200);

    expect(await everyRoute(a, a.chatToken, 7)).toEqual(allRoutes(403, mensagens.acessoChat.tokenOutroMedico));
    // The token decides the consultation: A's token never reaches B's transcript.
    const deA = await estado(a);
    expect(deA.consultaId).toBe(a.consultaId);
    expect(deA.mensagens.map((mensagem) => mensagem.texto).join(' ')).not.toContain('dor de cabeça');
    expect((await estado(b)).consultaId).toBe(b.consultaId);
  });

  it('refuses writing with a token after the consultation ended, while reading stays allowed', async () => {
    const c = await consultaComIntake(8);
    expect((await chatCall(c, 'encerrar')).status).toBe(200);
    const depois = await estado(c);

    const answers = await everyRoute(c, c.chatToken);

    expect(answers).toMatchObject({
      intake: { status: 403, error: mensagensChat.consultaEncerrada },
      mensagens: { status: 403 },
      receita: { status: 403, error: mensagensChat.consultaEncerrada },
      anexos: { status: 403, error: mensagensChat.consultaEncerrada },
      encerrar: { status: 403, error: mensagensChat.consultaEncerrada },
      estado: { status: 200 },
      'prontuario.pdf': { status: 200 },
    });
    expect((await estado(c)).mensagens).toEqual(depois.mensagens);
    // The link still opens the ended consultation, for reading only (the routes above refuse every write).
    expect((await request(stack.apiUrl, '/api/chat-tokens/validar', { body: { token: c.chatToken }, ip: newIp() })).body).toMatchObject({ valid: true });
  });

  it('refuses a token revoked by a refund on every chat route', async () => {
    // Prepare: a paid consultation, approved, its token issued, then refunded.
    const service = domain(stack);
    const { checkoutId } = await service.pagamentos.criar({ nomeCompleto: 'Otávio Reis', email: newEmail('estorno'), cpfCnpj: newCpf(), medicoId: 9 }, newIp());
    const checkout = (await service.checkouts.get(checkoutId, Date.now()))!;
    const payment = { id: checkout.asaas_payment_id, value: PRECO_CONSULTA, externalReference: checkout.consulta_id };
    await service.webhook.receive({ id: `evt_ok_${checkoutId}`, event: 'PAYMENT_CONFIRMED', payment });
    const issued = await request(stack.apiUrl, '/api/chat-tokens', { body: { checkoutId }, ip: newIp() });
    expect(issued.status).toBe(201);
    const c: Consulta = { chatToken: (issued.body as { chatToken: string }).chatToken, consultaId: checkout.consulta_id, medicoId: 9, ip: newIp() };
    await service.webhook.receive({ id: `evt_refund_${checkoutId}`, event: 'PAYMENT_REFUNDED', payment });

    expect(await everyRoute(c, c.chatToken)).toEqual(allRoutes(401, mensagens.acessoChat.tokenInvalido));
  });

  it('stops a burst of guessed tokens from one address with 429, even for a real token', async () => {
    // Prepare
    const c = await consultaComIntake(2);
    const attacker = newIp();
    const { limit, windowSeconds } = rateLimits['chat-acesso'];
    await freshWindow(windowSeconds, 10);

    // Act: guesses spread over the chat routes, then the real token from the same address.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit + 5; attempt += 1) {
      const rota = rotas[attempt % rotas.length]!;
      statuses.push((await chatCall(c, rota, randomBytes(32).toString('base64url'), attacker)).status);
    }
    const blocked = await chatCall(c, 'estado', c.chatToken, attacker);

    // Assess
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429, 429, 429, 429]);
    expect(blocked.status).toBe(429);
    expect((blocked.body as { error: string }).error).toBe(mensagens.erros.muitasRequisicoes);
    expect((await chatCall(c, 'estado')).status).toBe(200);
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// The results session token.
// ---------------------------------------------------------------------------------------------

/** The two routes a results session opens, each with a well-formed request. */
const rotasResultados = (consultaId: string) => ['/api/resultados/acesso', `/api/resultados/acesso/documentos/${consultaId}/receita`];

/** Every results route with `token` (null: no header): the statuses and texts, by route. */
async function everyResultadosRoute(consultaId: string, token: string | null, ip?: string) {
  const answers: Record<string, { status: number; error: unknown }> = {};
  for (const path of rotasResultados(consultaId)) {
    const answer = await send(stack.apiUrl, { method: 'GET', path, headers: token === null ? {} : { [RESULTADOS_TOKEN_HEADER]: token }, ip: ip ?? newIp() });
    answers[path] = { status: answer.status, error: (answer.body as { error?: unknown } | undefined)?.error };
  }
  return answers;
}

const allResultadosRoutes = (consultaId: string, status: number, error: string) =>
  Object.fromEntries(rotasResultados(consultaId).map((path) => [path, { status, error }]));

/** A consultation that took place (its intake opened it) and a results session of its e-mail. */
async function consultaComSessao(medicoId: number): Promise<{ c: Consulta; token: string }> {
  const c = await consultaComIntake(medicoId);
  const token = await sessaoResultados(stack, { consultaId: c.consultaId, email: c.email! });
  return { c, token };
}

describe('results-token attacks on /api/resultados/acesso*', () => {
  it('refuses a real session token truncated, extended, re-cased or absent, and stores nothing', async () => {
    const { c, token } = await consultaComSessao(3);
    const keep = (table: string) => table !== 'rate_limits';
    const antes = await snapshotTables(db, stack.env, keep);
    const flipped = token.replace(/[a-z]/, (letter) => letter.toUpperCase());
    const forgeries = [token.slice(0, -1), token.slice(0, 20), `${token}A`, flipped === token ? `${token.slice(0, -1)}_` : flipped, '', randomBytes(32).toString('base64url')];

    for (const forged of [...forgeries, null]) {
      expect(await everyResultadosRoute(c.consultaId, forged), String(forged)).toEqual(allResultadosRoutes(c.consultaId, 401, mensagens.resultados.sessaoInvalida));
    }
    // The real token still works: the list answers, the undecided consultation has no document yet.
    expect(await everyResultadosRoute(c.consultaId, token)).toEqual({
      '/api/resultados/acesso': { status: 200, error: undefined },
      [`/api/resultados/acesso/documentos/${c.consultaId}/receita`]: { status: 404, error: mensagens.resultados.documentoIndisponivel },
    });
    expect(tableDifferences(antes, await snapshotTables(db, stack.env, keep))).toEqual([]);
  });

  it('refuses a session past its 30 minutes', async () => {
    const { c, token } = await consultaComSessao(3);
    await db.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_SESSOES_RESULTADO!,
        Key: { token_hash: hashChatToken(token) },
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );

    expect(await everyResultadosRoute(c.consultaId, token)).toEqual(allResultadosRoutes(c.consultaId, 401, mensagens.resultados.sessaoInvalida));
  });

  it('keeps the two token kinds apart: a chat token opens no results, a results token opens no chat', async () => {
    const { c, token } = await consultaComSessao(5);

    expect(await everyResultadosRoute(c.consultaId, c.chatToken)).toEqual(allResultadosRoutes(c.consultaId, 401, mensagens.resultados.sessaoInvalida));
    expect(await everyRoute(c, token)).toEqual(allRoutes(401, mensagens.acessoChat.tokenInvalido));
    // Each still opens its own routes.
    expect((await chatCall(c, 'estado')).status).toBe(200);
    expect((await everyResultadosRoute(c.consultaId, token))['/api/resultados/acesso']?.status).toBe(200);
  });

  it('stops a burst of guessed session tokens from one address with 429, even for a real token', async () => {
    // Prepare
    const { c, token } = await consultaComSessao(5);
    const attacker = newIp();
    const { limit, windowSeconds } = rateLimits['resultados-acesso'];
    await freshWindow(windowSeconds, 10);

    // Act: guesses over both routes (one cap), then the real token from the same address.
    const statuses: number[] = [];
    const paths = rotasResultados(c.consultaId);
    for (let attempt = 0; attempt < limit + 5; attempt += 1) {
      const path = paths[attempt % paths.length]!;
      const guess = { [RESULTADOS_TOKEN_HEADER]: randomBytes(32).toString('base64url') };
      statuses.push((await send(stack.apiUrl, { method: 'GET', path, headers: guess, ip: attacker })).status);
    }
    const blocked = await send(stack.apiUrl, { method: 'GET', path: '/api/resultados/acesso', headers: { [RESULTADOS_TOKEN_HEADER]: token }, ip: attacker });

    // Assess
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429, 429, 429, 429]);
    expect(blocked.status).toBe(429);
    expect((blocked.body as { error: string }).error).toBe(mensagens.erros.muitasRequisicoes);
    expect((await everyResultadosRoute(c.consultaId, token))['/api/resultados/acesso']?.status).toBe(200);
  }, 90_000);
});
