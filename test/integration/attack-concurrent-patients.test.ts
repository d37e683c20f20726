/**
 * Simultaneous requests of one person (double clicks, two tabs, a retrying client). An anonymous
 * payment never joins an existing row (its e-mail is only typed), so each one keeps a row of its
 * own, however many arrive at once; the free consultation (e-mail proven by a code) keeps one row
 * per e-mail, and an anonymous payment arriving with it does not join it.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { mensagens } from '#shared/messages.js';
import { criarConsultaGratuita, documentClient, maskedCpf, newCpf, newEmail, newIp, queryIndex, request, ultimoCodigoEnviado } from './pagamentos-helpers.js';

const stack = inject('stack');

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

const sesUrl = stack.env.AWS_ENDPOINT_URL_SESV2!;
const pacientesDe = (email: string) =>
  queryIndex<{ id: string; email_verificado_em?: string }>(db, stack.env.TABLE_PACIENTES!, 'by-email', 'email', email);
const consultasDe = (pacienteId: string) => queryIndex<{ id: string }>(db, stack.env.TABLE_CONSULTAS!, 'by-paciente', 'paciente_id', pacienteId);

it('gives each of five simultaneous anonymous payments a row of its own, none proven', async () => {
  const email = newEmail('simultaneo');
  const cpf = maskedCpf(newCpf());

  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      request(stack.apiUrl, '/api/pagamentos', { body: { nomeCompleto: 'Irene Duarte', email, cpfCnpj: cpf, medicoId: 4 }, ip: newIp() }),
    ),
  );

  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
  const pacientes = await pacientesDe(email);
  expect(pacientes).toHaveLength(5);
  for (const paciente of pacientes) {
    expect(paciente.email_verificado_em).toBeUndefined();
    expect(await consultasDe(paciente.id)).toHaveLength(1);
  }
});

it('keeps the proven free row apart from an anonymous payment with the same e-mail arriving together', async () => {
  const email = newEmail('gratis-e-pago');

  const [gratuita, paga] = await Promise.all([
    criarConsultaGratuita({ apiUrl: stack.apiUrl, sesUrl }, { email, nome: 'Irene Duarte', medicoId: 4 }),
    request<{ consultaId: string }>(stack.apiUrl, '/api/pagamentos', {
      body: { nomeCompleto: 'Irene Duarte', email, cpfCnpj: newCpf(), medicoId: 4 },
      ip: newIp(),
    }),
  ]);

  expect([gratuita.status, paga.status]).toEqual([201, 201]);
  const pacientes = await pacientesDe(email);
  expect(pacientes).toHaveLength(2);
  const provada = pacientes.find((paciente) => paciente.email_verificado_em !== undefined);
  expect((await consultasDe(provada!.id)).map((consulta) => consulta.id)).toEqual([gratuita.body.consultaId]);
});

it('grants the free consultation once when the free form is sent three times at once', async () => {
  const email = newEmail('gratis-tres');
  expect((await request(stack.apiUrl, '/api/consultas/gratuita/codigo', { body: { email }, ip: newIp() })).status).toBe(202);
  const codigoEmail = await ultimoCodigoEnviado(sesUrl, email, mensagens.consultaGratuita.assuntoEmail);
  const cpf = newCpf();
  const answers = await Promise.all(
    Array.from({ length: 3 }, () =>
      request(stack.apiUrl, '/api/consultas/gratuita', {
        body: { codigo: 'ZAP19', nome: 'Irene Duarte', email, telefone: '11 91234-5678', medicoId: 4, cpf, codigoEmail },
        ip: newIp(),
      }),
    ),
  );
  // The e-mail's code opens one creation; the others are told it is no longer valid.
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
  const pacientes = await pacientesDe(email);
  expect(pacientes).toHaveLength(1);
  expect(await consultasDe(pacientes[0]!.id)).toHaveLength(1);
});

it('gives a returning e-mail a row of its own when its old row was kept for the clinical record', async () => {
  // Prepare: a patient whose account was deleted: the row stays (for the record) without the e-mail.
  const email = newEmail('retorno');
  const first = await criarConsultaGratuita({ apiUrl: stack.apiUrl, sesUrl }, { email, nome: 'Irene Duarte', medicoId: 4 });
  expect(first.status).toBe(201);
  const [kept] = await pacientesDe(email);
  await db.send(
    new UpdateCommand({
      TableName: stack.env.TABLE_PACIENTES!,
      Key: { id: kept!.id },
      UpdateExpression: 'SET conta_excluida_em = :agora REMOVE email, telefone, user_id',
      ExpressionAttributeValues: { ':agora': new Date().toISOString() },
    }),
  );

  // Act: the same e-mail comes back for a paid consultation (its own row, as every anonymous payment).
  const paga = await request<{ consultaId: string }>(stack.apiUrl, '/api/pagamentos', {
    body: { nomeCompleto: 'Irene Duarte', email, cpfCnpj: newCpf(), medicoId: 4 },
    ip: newIp(),
  });

  // Assess: one new row for the e-mail, with the new consultation; the kept row keeps only the old one.
  expect(paga.status).toBe(201);
  const pacientes = await pacientesDe(email);
  expect(pacientes).toHaveLength(1);
  expect(pacientes[0]!.id).not.toBe(kept!.id);
  expect((await consultasDe(pacientes[0]!.id)).map((consulta) => consulta.id)).toEqual([paga.body.consultaId]);
  expect(await consultasDe(kept!.id)).toHaveLength(1);
});
