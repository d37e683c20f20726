/**
 * Simultaneous first requests of one person (double clicks, two tabs, a retrying client): the
 * payment form sent several times at once, and the free code and the payment form at the same
 * moment, must leave one patient row for the e-mail, with every consultation on it.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { documentClient, maskedCpf, newCpf, newEmail, newIp, queryIndex, request } from './pagamentos-helpers.js';

const stack = inject('stack');

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

const pacientesDe = (email: string) => queryIndex<{ id: string }>(db, stack.env.TABLE_PACIENTES!, 'by-email', 'email', email);
const consultasDe = (pacienteId: string) => queryIndex<{ id: string }>(db, stack.env.TABLE_CONSULTAS!, 'by-paciente', 'paciente_id', pacienteId);

it('keeps one patient row when the payment form is sent five times at once', async () => {
  const email = newEmail('simultaneo');
  const cpf = maskedCpf(newCpf());

  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      request(stack.apiUrl, '/api/pagamentos', { body: { nomeCompleto: 'Irene Duarte', email, cpfCnpj: cpf, medicoId: 4 }, ip: newIp() }),
    ),
  );

  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
  const pacientes = await pacientesDe(email);
  expect(pacientes).toHaveLength(1);
  expect(await consultasDe(pacientes[0]!.id)).toHaveLength(5);
});

it('keeps one patient row when the free code and the payment form arrive together', async () => {
  const email = newEmail('gratis-e-pago');

  const [gratuita, paga] = await Promise.all([
    request(stack.apiUrl, '/api/consultas/gratuita', {
      body: { codigo: 'ZAP19', nome: 'Irene Duarte', email, telefone: '11 91234-5678', medicoId: 4 },
      ip: newIp(),
    }),
    request(stack.apiUrl, '/api/pagamentos', { body: { nomeCompleto: 'Irene Duarte', email, cpfCnpj: newCpf(), medicoId: 4 }, ip: newIp() }),
  ]);

  expect([gratuita.status, paga.status]).toEqual([201, 201]);
  const pacientes = await pacientesDe(email);
  expect(pacientes).toHaveLength(1);
  expect(await consultasDe(pacientes[0]!.id)).toHaveLength(2);
});

it('grants the free consultation once when the free code is sent three times at once', async () => {
  const email = newEmail('gratis-tres');
  const answers = await Promise.all(
    Array.from({ length: 3 }, () =>
      request(stack.apiUrl, '/api/consultas/gratuita', {
        body: { codigo: 'ZAP19', nome: 'Irene Duarte', email, telefone: '11 91234-5678', medicoId: 4 },
        ip: newIp(),
      }),
    ),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  const pacientes = await pacientesDe(email);
  expect(pacientes).toHaveLength(1);
  expect(await consultasDe(pacientes[0]!.id)).toHaveLength(1);
});

it('gives a returning e-mail a row of its own when its old row was kept for the clinical record', async () => {
  // Prepare: a patient whose account was deleted: the row stays (for the record) without the e-mail.
  const email = newEmail('retorno');
  const first = await request(stack.apiUrl, '/api/pagamentos', { body: { nomeCompleto: 'Irene Duarte', email, cpfCnpj: newCpf(), medicoId: 4 }, ip: newIp() });
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

  // Act: the same e-mail comes back, for a free and a paid consultation.
  const gratuita = await request(stack.apiUrl, '/api/consultas/gratuita', {
    body: { codigo: 'ZAP19', nome: 'Irene Duarte', email, telefone: '11 91234-5678', medicoId: 4 },
    ip: newIp(),
  });
  const paga = await request(stack.apiUrl, '/api/pagamentos', { body: { nomeCompleto: 'Irene Duarte', email, cpfCnpj: newCpf(), medicoId: 4 }, ip: newIp() });

  // Assess: one new row for the e-mail, with both new consultations; the kept row keeps only the old one.
  expect([gratuita.status, paga.status]).toEqual([201, 201]);
  const pacientes = await pacientesDe(email);
  expect(pacientes).toHaveLength(1);
  expect(pacientes[0]!.id).not.toBe(kept!.id);
  expect(await consultasDe(pacientes[0]!.id)).toHaveLength(2);
  expect(await consultasDe(kept!.id)).toHaveLength(1);
});
