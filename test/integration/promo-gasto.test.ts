/**
 * When the free code ZAP19 is spent: checking it (POST /api/promo/validar, the code dialog) stores
 * nothing, so a patient who leaves the form keeps it; creating the free consultation
 * (POST /api/consultas/gratuita) spends it for that person (e-mail and CPF) in the same DynamoDB
 * transaction as the consultation, so a second creation is refused. Through the real local API.
 */
import { type DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mensagens } from '#shared/messages.js';
import { documentClient, getItem, maskedCpf, newCpf, newEmail, newIp, queryIndex, request } from './pagamentos-helpers.js';

const stack = inject('stack');
const api = (path: string, body: unknown, ip: string) => request(stack.apiUrl, path, { body, ip });
const table = (name: string) => stack.env[`TABLE_${name.toUpperCase()}`]!;

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

/** Every redemption stored so far (the table is small in a test run). */
async function redemptions(): Promise<Array<{ key: string; consulta_id: string }>> {
  const result = await db.send(new ScanCommand({ TableName: table('promo_redemptions'), ConsistentRead: true }));
  return (result.Items ?? []) as Array<{ key: string; consulta_id: string }>;
}

const formulario = (email: string, cpf: string, medicoId: number) => ({
  codigo: 'ZAP19',
  nome: 'Helena Martins',
  email,
  telefone: '(31) 98765-4321',
  cpf: maskedCpf(cpf),
  medicoId,
});

const jaUtilizado = { error: mensagens.promo.codigoJaUtilizado.titulo, descricao: mensagens.promo.codigoJaUtilizado.descricao };

describe('ZAP19 is spent when the free consultation is created', () => {
  it('validating spends nothing; leaving and validating again still works; creating spends it; creating again is refused', async () => {
    // Prepare
    const ip = newIp();
    const email = newEmail('gasto');
    const cpf = newCpf();
    const antes = await redemptions();

    // Act: the code dialog, then the patient leaves the form without sending it.
    const primeira = await api('/api/promo/validar', { codigo: 'zap19' }, ip);

    // Assess: accepted, nothing stored for anyone.
    expect(primeira).toEqual({ status: 200, body: { valido: true } });
    expect(await redemptions()).toEqual(antes);

    // Act: back later, the code is checked again.
    const segunda = await api('/api/promo/validar', { codigo: 'ZAP19' }, ip);

    // Assess: still good, still nothing spent.
    expect(segunda).toEqual({ status: 200, body: { valido: true } });
    expect(await redemptions()).toEqual(antes);
    expect(await getItem(db, table('promo_redemptions'), { key: `email#${email}` })).toBeUndefined();

    // Act: the form is sent; the free consultation is created.
    const criada = await api('/api/consultas/gratuita', formulario(email, cpf, 2), ip);

    // Assess: the consultation exists and the code is spent for this e-mail and this CPF.
    expect(criada.status).toBe(201);
    const { consultaId } = criada.body as { consultaId: string };
    expect(await getItem(db, table('consultas'), { id: consultaId })).toMatchObject({ tipo_consulta: 'gratuita', status_pagamento: 'aprovado', valor: 0 });
    expect(await getItem(db, table('promo_redemptions'), { key: `email#${email}` })).toMatchObject({ consulta_id: consultaId });
    expect(await getItem(db, table('promo_redemptions'), { key: `cpf#${cpf}` })).toMatchObject({ consulta_id: consultaId });

    // Act: the same person tries again, with another doctor and with another e-mail but the same CPF.
    const outraVez = await api('/api/consultas/gratuita', formulario(email, cpf, 5), ip);
    const outroEmail = newEmail('gasto-outro');
    const outroEmailMesmoCpf = await api('/api/consultas/gratuita', formulario(outroEmail, cpf, 7), ip);

    // Assess: refused with the dialog's pt-BR text; one free consultation, nothing spent for the other e-mail.
    expect(outraVez).toEqual({ status: 409, body: jaUtilizado });
    expect(outroEmailMesmoCpf).toEqual({ status: 409, body: jaUtilizado });
    const [paciente] = await queryIndex<{ id: string }>(db, table('pacientes'), 'by-email', 'email', email);
    expect(await queryIndex(db, table('consultas'), 'by-paciente', 'paciente_id', paciente!.id)).toHaveLength(1);
    expect(await getItem(db, table('promo_redemptions'), { key: `email#${outroEmail}` })).toBeUndefined();
  });

  it('two simultaneous creations by one person: one consultation, the other refused', async () => {
    // Prepare
    const email = newEmail('gasto-duplo');
    const cpf = newCpf();
    expect((await api('/api/promo/validar', { codigo: 'ZAP19' }, newIp())).status).toBe(200);

    // Act: two tabs send the form at once.
    const respostas = await Promise.all([
      api('/api/consultas/gratuita', formulario(email, cpf, 3), newIp()),
      api('/api/consultas/gratuita', formulario(email, cpf, 4), newIp()),
    ]);

    // Assess
    expect(respostas.map((resposta) => resposta.status).sort()).toEqual([201, 409]);
    expect(respostas.find((resposta) => resposta.status === 409)?.body).toEqual(jaUtilizado);
    const criada = respostas.find((resposta) => resposta.status === 201)!.body as { consultaId: string };
    expect(await getItem(db, table('promo_redemptions'), { key: `email#${email}` })).toMatchObject({ consulta_id: criada.consultaId });
    const [paciente] = await queryIndex<{ id: string }>(db, table('pacientes'), 'by-email', 'email', email);
    expect(await queryIndex(db, table('consultas'), 'by-paciente', 'paciente_id', paciente!.id)).toHaveLength(1);
  });
});
