/**
 * When the free code ZAP19 is spent: checking it (POST /api/promo/validar, the code dialog) stores
 * nothing, so a patient who leaves the form keeps it; creating the free consultation
 * (POST /api/consultas/gratuita, with the e-mail proven by its one-time code) spends it for that
 * person (canonical e-mail and CPF, hashed) in the same DynamoDB transaction as the consultation, so a
 * second creation is refused. Through the real local API.
 */
import { type DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pacienteIdParaEmail } from '#lambdas/common/pacientes-repository.js';
import { chaveResgateCpf, chaveResgateEmail } from '#lambdas/common/promo-chaves.js';
import { createPromoService } from '#lambdas/pagamentos/promo.js';
import { mensagens } from '#shared/messages.js';
import {
  criarConsultaGratuita,
  documentClient,
  domain,
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
const api = (path: string, body: unknown, ip: string) => request(stack.apiUrl, path, { body, ip });
const table = (name: string) => stack.env[`TABLE_${name.toUpperCase()}`]!;
const servicos = { apiUrl: stack.apiUrl, sesUrl: stack.env.AWS_ENDPOINT_URL_SESV2! };

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
  nome: 'Helena Martins',
  email,
  telefone: '(31) 98765-4321',
  cpf: maskedCpf(cpf),
  medicoId,
});
const consultasDe = (email: string) => queryIndex(db, table('consultas'), 'by-paciente', 'paciente_id', pacienteIdParaEmail(email));

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
    expect(await getItem(db, table('promo_redemptions'), { key: await chaveResgateEmail(email) })).toBeUndefined();

    // Act: the form is sent with the e-mail's code; the free consultation is created.
    const criada = await criarConsultaGratuita(servicos, formulario(email, cpf, 2), ip);

    // Assess: the consultation exists and the code is spent for this e-mail and this CPF.
    expect(criada.status).toBe(201);
    const { consultaId } = criada.body as { consultaId: string };
    expect(await getItem(db, table('consultas'), { id: consultaId })).toMatchObject({ tipo_consulta: 'gratuita', status_pagamento: 'aprovado', valor: 0 });
    expect(await getItem(db, table('promo_redemptions'), { key: await chaveResgateEmail(email) })).toMatchObject({ consulta_id: consultaId });
    expect(await getItem(db, table('promo_redemptions'), { key: await chaveResgateCpf(cpf) })).toMatchObject({ consulta_id: consultaId });

    // Act: the same person tries again, with another doctor and with another e-mail but the same CPF.
    const outraVez = await criarConsultaGratuita(servicos, formulario(email, cpf, 5), ip);
    const outroEmail = newEmail('gasto-outro');
    const outroEmailMesmoCpf = await criarConsultaGratuita(servicos, formulario(outroEmail, cpf, 7), ip);

    // Assess: refused with the dialog's pt-BR text; one free consultation, nothing spent for the other e-mail.
    expect(outraVez).toEqual({ status: 409, body: jaUtilizado });
    expect(outroEmailMesmoCpf).toEqual({ status: 409, body: jaUtilizado });
    expect(await consultasDe(email)).toHaveLength(1);
    expect(await getItem(db, table('promo_redemptions'), { key: await chaveResgateEmail(outroEmail) })).toBeUndefined();
  });

  it('two simultaneous creations by one person with one e-mail code: one consultation, the other refused', async () => {
    // Prepare
    const email = newEmail('gasto-duplo');
    const cpf = newCpf();
    expect((await api('/api/promo/validar', { codigo: 'ZAP19' }, newIp())).status).toBe(200);
    expect((await api('/api/consultas/gratuita/codigo', { email }, newIp())).status).toBe(202);
    const codigoEmail = await ultimoCodigoEnviado(servicos.sesUrl, email, mensagens.consultaGratuita.assuntoEmail);

    // Act: two tabs send the form at once, with the same code.
    const enviar = (medicoId: number) => api('/api/consultas/gratuita', { ...formulario(email, cpf, medicoId), codigo: 'ZAP19', codigoEmail }, newIp());
    const respostas = await Promise.all([enviar(3), enviar(4)]);

    // Assess: the code opens one creation; the other is told the code is no longer valid.
    expect(respostas.map((resposta) => resposta.status).sort()).toEqual([201, 400]);
    expect(respostas.find((resposta) => resposta.status === 400)?.body).toEqual({ error: mensagens.consultaGratuita.codigoEmailInvalido });
    const criada = respostas.find((resposta) => resposta.status === 201)!.body as { consultaId: string };
    expect(await getItem(db, table('promo_redemptions'), { key: await chaveResgateEmail(email) })).toMatchObject({ consulta_id: criada.consultaId });
    expect(await consultasDe(email)).toHaveLength(1);
  });

  it('two simultaneous first creations of one e-mail, each with its own valid code: one patient row, one consultation', async () => {
    // Prepare: the domain with the stack's tables; two codes are valid at once only when issued
    // straight by the service (the route keeps one per e-mail), which makes the patient-row race real.
    const email = newEmail('gasto-corrida');
    const cpf = newCpf();
    const base = domain(stack);
    const primeiro = await base.verificacao.emitirCodigo(email);
    const mesmoCodigo = { emitirCodigo: async () => primeiro, verificarCodigo: async () => true };
    const promo = createPromoService({
      db,
      promoRedemptionsTable: table('promo_redemptions'),
      pacientes: base.pacientes,
      consultas: base.consultas,
      chatTokens: base.chatTokens,
      rateLimiter: { hit: async () => undefined },
      verificacao: mesmoCodigo,
      enviarEmail: async () => undefined,
    });
    const entrada = (medicoId: number) => ({ ...formulario(email, cpf, medicoId), cpf, telefone: '31987654321', codigo: 'ZAP19', codigoEmail: primeiro.codigo });

    // Act
    const respostas = await Promise.allSettled([promo.createConsultaGratuita(entrada(3), newIp()), promo.createConsultaGratuita(entrada(4), newIp())]);

    // Assess: one created, the other "Código já utilizado"; one row at the e-mail's id, proven.
    expect(respostas.filter((resposta) => resposta.status === 'fulfilled')).toHaveLength(1);
    const recusada = respostas.find((resposta) => resposta.status === 'rejected') as PromiseRejectedResult | undefined;
    expect(recusada?.reason).toMatchObject({ status: 409, message: jaUtilizado.error });
    expect(await consultasDe(email)).toHaveLength(1);
    expect(await queryIndex(db, table('pacientes'), 'by-email', 'email', email)).toHaveLength(1);
    expect(await getItem(db, table('pacientes'), { id: pacienteIdParaEmail(email) })).toMatchObject({ email, email_verificado_em: expect.any(String) });
  });
});
