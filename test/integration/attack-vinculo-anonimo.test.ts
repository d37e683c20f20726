/**
 * Attack: binding by unverified identifiers. A stranger pays anonymously with a known patient's
 * e-mail and/or CPF, hoping the consultation lands in (or writes into) that patient's record; or a
 * row linked to another account carries the caller's e-mail. Against the real local stack (API,
 * DynamoDB Local, local Cognito, the Asaas sandbox and its real webhook): the known patient's rows
 * stay byte-identical, the stranger's consultation sits on a row and an Asaas customer of its own,
 * and the known patient's account never sees it (liberadas, history, LGPD export, chat token).
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashCheckoutSecret } from '#lambdas/common/checkouts-repository.js';
import { documentClient, getItem, maskedCpf, newCpf, newEmail, newIp, queryIndex, request, signedInUser } from './pagamentos-helpers.js';

const stack = inject('stack');
const hasSandbox = Boolean(stack.env.ASAAS_API_URL);
const table = (name: string) => stack.env[`TABLE_${name.toUpperCase()}`]!;

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

interface Criado {
  readonly checkoutId: string;
  readonly consultaId: string;
}

const comConta = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

async function pagar(body: { email: string; cpf: string; nome?: string }, headers: Record<string, string> = {}): Promise<Criado> {
  const answer = await request<Criado>(stack.apiUrl, '/api/pagamentos', {
    body: { nomeCompleto: body.nome ?? 'Paciente Conhecida', email: body.email, cpfCnpj: maskedCpf(body.cpf), medicoId: 5 },
    headers,
    ip: newIp(),
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** Pays on the sandbox (its webhook approves), then opens the chat once, so the consultation took place. */
async function aprovarEUtilizar({ checkoutId, consultaId }: Criado): Promise<void> {
  const checkout = await getItem<{ asaas_payment_id: string }>(db, table('checkouts'), { id: hashCheckoutSecret(checkoutId) });
  const paid = await fetch(`${stack.asaasUrl}/_local/payments/${checkout!.asaas_payment_id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'PIX' }),
  });
  expect(paid.status).toBe(200);
  await expect
    .poll(async () => (await getItem<{ status_pagamento: string }>(db, table('consultas'), { id: consultaId }))?.status_pagamento, { timeout: 10_000 })
    .toBe('aprovado');
  const token = await request<{ chatToken: string }>(stack.apiUrl, '/api/chat-tokens', { body: { checkoutId }, ip: newIp() });
  expect(token.status).toBe(201);
  expect((await request(stack.apiUrl, '/api/chat-tokens/utilizar', { body: { token: token.body.chatToken }, ip: newIp() })).status).toBe(200);
}

/** Every attribute of every row that an index finds for the e-mail or the CPF. */
async function linhasDe(email: string, cpf: string): Promise<Record<string, unknown>[]> {
  const ids = new Set<string>();
  for (const row of await queryIndex<{ id: string }>(db, table('pacientes'), 'by-email', 'email', email)) ids.add(row.id);
  for (const row of await queryIndex<{ id: string }>(db, table('pacientes'), 'by-cpf', 'cpf', cpf)) ids.add(row.id);
  const rows: Record<string, unknown>[] = [];
  for (const id of [...ids].sort()) rows.push((await getItem(db, table('pacientes'), { id }))!);
  return rows;
}

/** What the signed-in account sees of its consultations: released, history and the LGPD export. */
async function vistoPelaConta(accessToken: string): Promise<{ liberadas: string[]; historico: string[]; exportacao: string }> {
  const get = (path: string) => request(stack.apiUrl, path, { method: 'GET', headers: comConta(accessToken), ip: newIp() });
  const liberadas = await get('/api/consultas/liberadas');
  const historico = await get('/api/chat/historico');
  const exportacao = await get('/api/perfil/dados');
  expect([liberadas.status, historico.status, exportacao.status]).toEqual([200, 200, 200]);
  return {
    liberadas: (liberadas.body as { consultas: Array<{ consultaId: string }> }).consultas.map((consulta) => consulta.consultaId),
    historico: (historico.body as { consultas: Array<{ consultaId: string }> }).consultas.map((consulta) => consulta.consultaId),
    exportacao: JSON.stringify(exportacao.body),
  };
}

/** A paid, approved consultation already opened, on `pacienteId`'s row: what an account would list. */
async function semearConsultaUsada(consultaId: string, pacienteId: string, agora: string): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: table('consultas'),
      Item: {
        id: consultaId,
        medico_id: 5,
        paciente_id: pacienteId,
        tipo_consulta: 'Consulta Médica',
        status_consulta: 'agendada',
        status_pagamento: 'aprovado',
        valor: 19.9,
        data_criacao: agora,
        utilizada_em: agora,
      },
    }),
  );
}

describe.runIf(hasSandbox)('an anonymous checkout with a known patient\'s e-mail or CPF', () => {
  it('leaves the known patient\'s rows byte-identical and out of their account', { timeout: 90_000 }, async () => {
    // Prepare: a patient with an account who paid signed in; the consultation took place.
    const email = newEmail('conhecida');
    const cpf = newCpf();
    const accessToken = await signedInUser(stack, email);
    const propria = await pagar({ email, cpf }, comConta(accessToken));
    await aprovarEUtilizar(propria);
    const antes = await linhasDe(email, cpf);
    expect(antes).toHaveLength(1);
    const [linhaDaConta] = antes;

    // Act: strangers pay with her e-mail and CPF, her e-mail (upper-cased) and another CPF, and her CPF with another e-mail.
    const ataques = [
      await pagar({ email, cpf, nome: 'Estranho Um' }),
      await pagar({ email: email.toUpperCase(), cpf: newCpf(), nome: 'Estranho Dois' }),
      await pagar({ email: newEmail('estranho'), cpf, nome: 'Estranho Tres' }),
    ];
    for (const ataque of ataques) await aprovarEUtilizar(ataque);

    // Assess: her rows are exactly as they were (every attribute: no CPF, no link, no customer written).
    const novas = new Set<string>();
    for (const ataque of ataques) {
      const consulta = await getItem<{ paciente_id: string }>(db, table('consultas'), { id: ataque.consultaId });
      const checkout = await getItem<{ asaas_customer_id: string }>(db, table('checkouts'), { id: hashCheckoutSecret(ataque.checkoutId) });
      expect(consulta!.paciente_id).not.toBe(linhaDaConta!.id);
      expect(checkout!.asaas_customer_id).not.toBe(linhaDaConta!.asaas_customer_id);
      const linha = await getItem<Record<string, unknown>>(db, table('pacientes'), { id: consulta!.paciente_id });
      expect(linha).not.toHaveProperty('email_verificado_em');
      expect(linha).not.toHaveProperty('user_id');
      expect(linha!.asaas_customer_id).toBe(checkout!.asaas_customer_id);
      novas.add(consulta!.paciente_id);
    }
    expect(novas.size).toBe(3);
    expect((await linhasDe(email, cpf)).filter((linha) => linha.id === linhaDaConta!.id)).toEqual(antes);

    // Assess: her account sees her consultation and none of the strangers'.
    const visto = await vistoPelaConta(accessToken);
    expect(visto.liberadas).toEqual([propria.consultaId]);
    expect(visto.historico).toEqual([propria.consultaId]);
    expect(visto.exportacao).toContain(propria.consultaId);
    for (const ataque of ataques) {
      expect(visto.exportacao).not.toContain(ataque.consultaId);
      const token = await request(stack.apiUrl, '/api/chat-tokens/conta', { body: { consultaId: ataque.consultaId }, headers: comConta(accessToken), ip: newIp() });
      expect(token.status).toBe(404);
    }
  });
});

describe.runIf(hasSandbox)('a signed-in payer', () => {
  it('gets the consultation on the account\'s own row, proven and linked, and sees it released', { timeout: 60_000 }, async () => {
    // Prepare
    const email = newEmail('pagante-conta');
    const accessToken = await signedInUser(stack, email);

    // Act: the form's e-mail field says something else; the account's verified e-mail is what counts.
    const criado = await pagar({ email: newEmail('digitado'), cpf: newCpf() }, comConta(accessToken));
    await aprovarEUtilizar(criado);

    // Assess
    const consulta = await getItem<{ paciente_id: string }>(db, table('consultas'), { id: criado.consultaId });
    expect(await getItem(db, table('pacientes'), { id: consulta!.paciente_id })).toMatchObject({
      email,
      user_id: expect.any(String),
      email_verificado_em: expect.any(String),
      asaas_customer_id: expect.stringMatching(/./),
    });
    const visto = await vistoPelaConta(accessToken);
    expect(visto.liberadas).toEqual([criado.consultaId]);
    expect(visto.historico).toEqual([criado.consultaId]);
  });

  it('with an access token that does not verify gets a 401 and buys nothing', async () => {
    // Prepare
    const email = newEmail('token-invalido');
    const accessToken = await signedInUser(stack, email);
    const adulterado = `${accessToken.slice(0, -4)}AAAA`;

    // Act
    const answers = await Promise.all(
      [adulterado, 'nao-e-um-jwt'].map((token) =>
        request(stack.apiUrl, '/api/pagamentos', {
          body: { nomeCompleto: 'Paciente Teste', email, cpfCnpj: maskedCpf(newCpf()), medicoId: 5 },
          headers: comConta(token),
          ip: newIp(),
        }),
      ),
    );

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([401, 401]);
    expect(await queryIndex(db, table('pacientes'), 'by-email', 'email', email)).toEqual([]);
  });
});

describe('a row linked to another account with the caller\'s e-mail', () => {
  it('is never returned: not in liberadas, not in the history, no chat token', async () => {
    // Prepare: the caller's verified e-mail is on a proven row linked to someone else's account,
    // with a consultation that took place and is still open.
    const email = newEmail('vinculada');
    const accessToken = await signedInUser(stack, email);
    const agora = new Date().toISOString();
    const pacienteId = randomUUID();
    const consultaId = randomUUID();
    await db.send(
      new PutCommand({
        TableName: table('pacientes'),
        Item: { id: pacienteId, user_id: randomUUID(), email, email_verificado_em: agora, nome: 'Outra Pessoa', status: 'LIBERADO', data_criacao: agora },
      }),
    );
    await semearConsultaUsada(consultaId, pacienteId, agora);

    // Act
    const visto = await vistoPelaConta(accessToken);
    const token = await request(stack.apiUrl, '/api/chat-tokens/conta', { body: { consultaId }, headers: comConta(accessToken), ip: newIp() });

    // Assess
    expect(visto.liberadas).toEqual([]);
    expect(visto.historico).toEqual([]);
    expect(visto.exportacao).not.toContain(consultaId);
    expect(token.status).toBe(404);
  });

  it('and an unlinked row whose e-mail was only typed, never proven, is not the account\'s either', async () => {
    // Prepare
    const email = newEmail('digitada');
    const accessToken = await signedInUser(stack, email);
    const agora = new Date().toISOString();
    const pacienteId = randomUUID();
    const consultaId = randomUUID();
    await db.send(
      new PutCommand({ TableName: table('pacientes'), Item: { id: pacienteId, email, nome: 'Alguém', status: 'LIBERADO', data_criacao: agora } }),
    );
    await semearConsultaUsada(consultaId, pacienteId, agora);

    // Act
    const visto = await vistoPelaConta(accessToken);
    const token = await request(stack.apiUrl, '/api/chat-tokens/conta', { body: { consultaId }, headers: comConta(accessToken), ip: newIp() });

    // Assess: nothing shown, and the row was not linked on the way.
    expect(visto.liberadas).toEqual([]);
    expect(visto.historico).toEqual([]);
    expect(token.status).toBe(404);
    expect(await getItem(db, table('pacientes'), { id: pacienteId })).not.toHaveProperty('user_id');
  });
});
