/**
 * Attacks on "one free consultation per person", through the real local API (DynamoDB Local, the
 * SES stand-in's mailbox): sub-addresses and dots of one Gmail mailbox, a victim's CPF under a
 * throw-away e-mail, a victim's e-mail without the victim's mailbox, a code sent to another address,
 * a missing CPF; the redemptions table holding nobody's e-mail or CPF; and the per-IP limit of an
 * IPv6 visitor counted per /64 (the Lambda handler with API Gateway's `sourceIp`, since the local
 * server only sees loopback IPv4).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { type DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pacienteIdParaEmail } from '#lambdas/common/pacientes-repository.js';
import { chaveResgateCpf } from '#lambdas/common/promo-chaves.js';
import { rateLimits } from '#lambdas/common/rate-limit.js';
import { createVerificacaoEmail } from '#lambdas/common/verificacao-email.js';
import { mensagens } from '#shared/messages.js';
import {
  criarConsultaGratuita,
  documentClient,
  freshWindow,
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
const servicos = { apiUrl: stack.apiUrl, sesUrl: stack.env.AWS_ENDPOINT_URL_SESV2! };
const table = (name: string) => stack.env[`TABLE_${name.toUpperCase()}`]!;
const jaUtilizado = { error: mensagens.promo.codigoJaUtilizado.titulo, descricao: mensagens.promo.codigoJaUtilizado.descricao };
const codigoInvalido = { error: mensagens.consultaGratuita.codigoEmailInvalido };

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

const formulario = (email: string, cpf: string, codigoEmail: string) => ({
  codigo: 'ZAP19',
  nome: 'Rafael Nunes',
  email,
  telefone: '(11) 98765-4321',
  medicoId: 4,
  cpf: maskedCpf(cpf),
  codigoEmail,
});

const contar = async (nome: string): Promise<number> => {
  const result = await db.send(new ScanCommand({ TableName: table(nome), Select: 'COUNT', ConsistentRead: true }));
  return result.Count ?? 0;
};

/** How many consultations, chat tokens, patient rows and redemptions exist (the integration files run one at a time). */
const totais = async () => ({
  consultas: await contar('consultas'),
  chatTokens: await contar('chat_tokens'),
  pacientes: await contar('pacientes'),
  resgates: await contar('promo_redemptions'),
});

/** Nothing of the attempt for `email`/`cpf` exists: no patient row at its e-mail's id or by its e-mail, no CPF redemption. */
async function nadaGravadoPara(email: string, cpf: string): Promise<void> {
  expect(await getItem(db, table('pacientes'), { id: pacienteIdParaEmail(email) })).toBeUndefined();
  expect(await queryIndex(db, table('pacientes'), 'by-email', 'email', email)).toEqual([]);
  expect(await getItem(db, table('promo_redemptions'), { key: await chaveResgateCpf(cpf) })).toBeUndefined();
}

describe('one free consultation per mailbox, not per typed e-mail', () => {
  it('refuses ana+1@gmail.com, a.na@gmail.com and ANA@googlemail.com after ana@gmail.com used it, writing nothing', async () => {
    // Prepare: the victim (or the same person) used the free consultation with the plain address.
    const nome = `ana${randomUUID().slice(0, 8)}`;
    expect((await criarConsultaGratuita(servicos, { email: `${nome}@gmail.com` })).status).toBe(201);
    const variantes = [`${nome}+1@gmail.com`, `${nome.slice(0, 2)}.${nome.slice(2)}@gmail.com`, `${nome.toUpperCase()}@googlemail.com`];

    for (const email of variantes) {
      const cpf = newCpf();
      const antes = await totais();

      // Act: each variant proves its (shared) mailbox and asks for another free consultation.
      const resposta = await criarConsultaGratuita(servicos, { email, cpf });

      // Assess: refused, and no consultation, token, patient row or redemption was written.
      expect(resposta).toEqual({ status: 409, body: jaUtilizado });
      expect(await totais()).toEqual(antes);
      await nadaGravadoPara(email.toLowerCase(), cpf);
    }
  });
});

describe('a CPF spends the free consultation of its holder only', () => {
  it("refuses the victim's CPF under a throw-away proven e-mail: the CPF alone already spent it", async () => {
    // Prepare: the victim used their free consultation.
    const cpfVitima = newCpf();
    expect((await criarConsultaGratuita(servicos, { email: newEmail('vitima-cpf'), cpf: maskedCpf(cpfVitima) })).status).toBe(201);
    const descartavel = newEmail('descartavel');
    const antes = await totais();

    // Act: the attacker proves a mailbox of their own and types the victim's CPF.
    const resposta = await criarConsultaGratuita(servicos, { email: descartavel, cpf: cpfVitima });

    // Assess
    expect(resposta).toEqual({ status: 409, body: jaUtilizado });
    expect(await totais()).toEqual(antes);
    expect(await getItem(db, table('pacientes'), { id: pacienteIdParaEmail(descartavel) })).toBeUndefined();
  });

  it("refuses a throw-away inbox outright: no code is sent there and no consultation is made with it", async () => {
    // Prepare: a mailinator address (anyone can read any of its inboxes) and the victim's CPF.
    const descartavel = `vitima-${newIp().replaceAll('.', '-')}@mailinator.com`;
    const cpfVitima = newCpf();
    const ip = newIp();
    const antes = await totais();

    // Act
    const codigo = await request(stack.apiUrl, '/api/consultas/gratuita/codigo', { body: { email: descartavel }, ip });
    const criacao = await request(stack.apiUrl, '/api/consultas/gratuita', { ip, body: formulario(descartavel, cpfVitima, '123456') });

    // Assess: both refused in Portuguese, no e-mail went out, nothing written, the CPF still free.
    const recusa = { status: 400, body: { error: mensagens.consultaGratuita.emailDescartavel } };
    expect(codigo).toEqual(recusa);
    expect(criacao).toEqual(recusa);
    expect(await ultimoCodigoEnviado(servicos.sesUrl, descartavel, mensagens.consultaGratuita.assuntoEmail)).toBeUndefined();
    expect(await totais()).toEqual(antes);
    await nadaGravadoPara(descartavel, cpfVitima);
    expect((await criarConsultaGratuita(servicos, { email: newEmail('dona-do-cpf'), cpf: cpfVitima })).status).toBe(201);
  });

  it("cannot spend the victim's free consultation with the victim's e-mail but without their mailbox", async () => {
    // Prepare: the attacker knows the victim's e-mail and asks for a code (it goes to the victim).
    const vitima = newEmail('vitima-email');
    const ip = newIp();
    expect((await request(stack.apiUrl, '/api/consultas/gratuita/codigo', { body: { email: vitima }, ip })).status).toBe(202);
    const cpfAtacante = newCpf();
    const antes = await totais();

    // Act: no code, and a guessed code.
    const semCodigo = await request(stack.apiUrl, '/api/consultas/gratuita', {
      ip,
      body: { ...formulario(vitima, cpfAtacante, ''), codigoEmail: undefined },
    });
    const chutado = await request(stack.apiUrl, '/api/consultas/gratuita', { ip, body: formulario(vitima, cpfAtacante, '000000') });

    // Assess: both refused in Portuguese; nothing written for the victim's e-mail.
    expect(semCodigo).toEqual({ status: 400, body: { error: mensagens.consultaGratuita.codigoEmailFormato } });
    expect(chutado).toEqual({ status: 400, body: codigoInvalido });
    expect(await totais()).toEqual(antes);
    await nadaGravadoPara(vitima, cpfAtacante);

    // Act: the victim, with their own mailbox, later creates their free consultation.
    const daVitima = await criarConsultaGratuita(servicos, { email: vitima });

    // Assess
    expect(daVitima.status).toBe(201);
  });

  it('refuses a code sent to e-mail A when used for e-mail B', async () => {
    // Prepare: the attacker receives a code at A.
    const emailA = newEmail('caixa-a');
    const emailB = newEmail('caixa-b');
    const ip = newIp();
    expect((await request(stack.apiUrl, '/api/consultas/gratuita/codigo', { body: { email: emailA }, ip })).status).toBe(202);
    const codigoA = await ultimoCodigoEnviado(servicos.sesUrl, emailA, mensagens.consultaGratuita.assuntoEmail);
    expect(codigoA).toMatch(/^\d{6}$/);
    const cpf = newCpf();
    const antes = await totais();

    // Act
    const resposta = await request(stack.apiUrl, '/api/consultas/gratuita', { ip, body: formulario(emailB, cpf, codigoA!) });

    // Assess
    expect(resposta).toEqual({ status: 400, body: codigoInvalido });
    expect(await totais()).toEqual(antes);
    await nadaGravadoPara(emailB, cpf);
  });

  it.each([
    ['no CPF', undefined, mensagens.agendamento.camposObrigatorios],
    ['a CPF with wrong check digits', '529.982.247-24', mensagens.validacao.cpfInvalido],
  ])('refuses %s with a 400 in Portuguese and writes nothing', async (_caso, cpf, mensagem) => {
    // Prepare: a proven mailbox.
    const email = newEmail('sem-cpf');
    const ip = newIp();
    expect((await request(stack.apiUrl, '/api/consultas/gratuita/codigo', { body: { email }, ip })).status).toBe(202);
    const codigoEmail = await ultimoCodigoEnviado(servicos.sesUrl, email, mensagens.consultaGratuita.assuntoEmail);
    const antes = await totais();

    // Act
    const resposta = await request(stack.apiUrl, '/api/consultas/gratuita', { ip, body: { ...formulario(email, newCpf(), codigoEmail!), cpf } });

    // Assess: a 400 with a pt-BR message; nothing written.
    expect(resposta).toEqual({ status: 400, body: { error: mensagem } });
    expect(await totais()).toEqual(antes);
    expect(await getItem(db, table('pacientes'), { id: pacienteIdParaEmail(email) })).toBeUndefined();
  });
});

describe("the free route's codes are their own", () => {
  it("neither open the results or checkout flows nor use up that e-mail's codes there", async () => {
    // Prepare: a patient's e-mail, and the code service of the results and checkout-recovery flows.
    const email = newEmail('finalidade');
    const outrosFluxos = createVerificacaoEmail({ db, table: table('verificacoes_email') });

    // Act: someone asks the free route for codes to that e-mail until its per-e-mail limit.
    const envios = [];
    for (let i = 0; i < 4; i += 1) envios.push((await request(stack.apiUrl, '/api/consultas/gratuita/codigo', { body: { email }, ip: newIp() })).status);
    const codigoGratuita = await ultimoCodigoEnviado(servicos.sesUrl, email, mensagens.consultaGratuita.assuntoEmail);

    // Assess: the free route stopped at 3 sends; the patient's results code still comes and works,
    // and the free route's code opens nothing there.
    expect(envios).toEqual([202, 202, 202, 429]);
    expect(await outrosFluxos.verificarCodigo(email, codigoGratuita!)).toBe(false);
    const { codigo } = await outrosFluxos.emitirCodigo(email);
    expect(await outrosFluxos.verificarCodigo(email, codigo)).toBe(true);
  });
});

describe('the redemptions table', () => {
  it('holds neither e-mails nor CPFs in clear', async () => {
    // Prepare
    const email = newEmail('claro');
    const cpf = newCpf();

    // Act
    expect((await criarConsultaGratuita(servicos, { email, cpf: maskedCpf(cpf) })).status).toBe(201);

    // Assess: every item's key is a hash; no item mentions this e-mail, its mailbox name or the CPF.
    const { Items = [] } = await db.send(new ScanCommand({ TableName: table('promo_redemptions'), ConsistentRead: true }));
    expect(Items.length).toBeGreaterThan(0);
    for (const item of Items) expect(item.key).toMatch(/^(email|cpf)#[0-9a-f]{64}$/);
    const json = JSON.stringify(Items);
    expect(json).not.toContain(email);
    expect(json).not.toContain(email.split('@')[0]);
    expect(json).not.toContain(cpf);
    expect(json).not.toContain('@');
  });
});

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** A POST as API Gateway (HTTP API, payload 2.0) gives it to the Lambda, from `sourceIp`. */
function eventoDe(path: string, body: unknown, sourceIp: string): APIGatewayProxyEventV2 {
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `POST ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp, userAgent: 'attack-identidade-gratuita' },
      requestId: randomUUID(),
      routeKey: `POST ${path}`,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
  };
}

describe('per-IP limits of an IPv6 visitor', () => {
  let enviarCodigo: Handler;
  beforeAll(async () => {
    Object.assign(process.env, stack.env, { AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
    enviarCodigo = (await import('#lambdas/pagamentos/handler.js')).enviarCodigoGratuita as unknown as Handler;
  });

  it('counts two addresses of one /64 together, and another /64 apart', async () => {
    // Prepare: a /64 of this run's own (2001:db8::/32 is the documentation prefix).
    const { limit, windowSeconds } = rateLimits['gratuita-codigo'];
    await freshWindow(windowSeconds, 30);
    const [a, b] = [randomInt(0, 0xffff).toString(16), randomInt(0, 0xfffe).toString(16)];
    const prefixo = `2001:db8:${a}:${b}`;
    const vizinho = `2001:db8:${a}:${(Number.parseInt(b, 16) + 1).toString(16)}`;
    const enviar = async (sourceIp: string) =>
      (await enviarCodigo(eventoDe('/api/consultas/gratuita/codigo', { email: newEmail('ipv6') }, sourceIp))).statusCode;

    // Act: the limit spent from addresses that differ only in their last 64 bits, then one more of
    // that /64 in another spelling, then one from the next /64.
    const dentro: Array<number | undefined> = [];
    for (let i = 1; i <= limit; i += 1) dentro.push(await enviar(`${prefixo}::${i.toString(16)}`));
    const mesmoPrefixo = await enviar(`${prefixo}:ffff:ffff:ffff:fffe`);
    const outroPrefixo = await enviar(`${vizinho}::1`);

    // Assess
    expect(dentro).toEqual(Array(limit).fill(202));
    expect(mesmoPrefixo).toBe(429);
    expect(outroPrefixo).toBe(202);
  }, 60_000);
});
