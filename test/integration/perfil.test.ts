/**
 * The signed-in patient's profile, picture, LGPD export and deletion, and the recovery list, against
 * the real local stack (cognito-local, DynamoDB Local, the local S3, the local API): only the
 * caller's own data is ever read or changed, bad input changes nothing, the upload policy is
 * enforced by the object store itself, and deletion keeps the clinical record for 20 years.
 */
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chaveResgateEmail } from '#lambdas/common/promo-chaves.js';
import { mensagens } from '#shared/messages.js';
import { mensagensPerfil, type AnexosConsultaResponse, type AvatarUploadResponse, type PerfilResponse } from '#shared/schemas/perfil.js';
import { maskedCpf, newCpf, newIp, request } from './pagamentos-helpers.js';

const stack = inject('stack');
const PASSWORD = 'segredo123';
const MB = 1024 * 1024;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const cognito = new CognitoIdentityProviderClient({
  endpoint: stack.cognitoEndpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  maxAttempts: 1,
});
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: stack.dynamoDbEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  { marshallOptions: { removeUndefinedValues: true } },
);
const s3 = new S3Client({
  endpoint: stack.env.AWS_ENDPOINT_URL_S3,
  forcePathStyle: true,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const TABLES = { pacientes: stack.env.TABLE_PACIENTES!, consultas: stack.env.TABLE_CONSULTAS! };

interface Patient {
  readonly email: string;
  readonly sub: string;
  token: string;
}

const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@exemplo.com.br`;

async function signIn(email: string): Promise<string> {
  const result = await cognito.send(
    new InitiateAuthCommand({
      ClientId: stack.env.USER_POOL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  );
  return result.AuthenticationResult!.AccessToken!;
}

/** Signs up with the mailed code, as the /auth page does, and signs in. */
async function newPatient(label: string): Promise<Patient> {
  const email = newEmail(label);
  await cognito.send(new SignUpCommand({ ClientId: stack.env.USER_POOL_CLIENT_ID, Username: email, Password: PASSWORD }));
  const mailbox = (await (await fetch(`${stack.mailboxUrl}?email=${encodeURIComponent(email)}`)).json()) as {
    messages: Array<{ code?: string }>;
  };
  const code = mailbox.messages.at(-1)?.code;
  await cognito.send(new ConfirmSignUpCommand({ ClientId: stack.env.USER_POOL_CLIENT_ID, Username: email, ConfirmationCode: code }));
  const token = await signIn(email);
  const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
  return { email, sub, token };
}

async function api<T = Record<string, unknown>>(
  path: string,
  options: { method?: string; token?: string; body?: unknown; raw?: string } = {},
): Promise<{ status: number; body: T }> {
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(payload === undefined ? {} : { body: payload }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function seedPaciente(fields: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await db.send(
    new PutCommand({ TableName: TABLES.pacientes, Item: { id, status: 'LIBERADO', data_criacao: new Date().toISOString(), ...fields } }),
  );
  return id;
}

async function seedConsulta(pacienteId: string, fields: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  await db.send(
    new PutCommand({
      TableName: TABLES.consultas,
      Item: {
        id,
        paciente_id: pacienteId,
        medico_id: 3,
        tipo_consulta: 'Consulta Médica',
        status_consulta: 'agendada',
        status_pagamento: 'aprovado',
        valor: 19.9,
        data_criacao: '2025-03-10T12:00:00.000Z',
        aprovado_em: '2025-03-10T12:05:00.000Z',
        ...fields,
      },
    }),
  );
  return id;
}

const getRow = async (table: string, id: string) =>
  (await db.send(new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }))).Item;

async function presign(patient: Patient, contentType = 'image/png', size = PNG.length) {
  return api<AvatarUploadResponse>('/api/perfil/avatar/upload', { method: 'POST', token: patient.token, body: { contentType, size } });
}

async function postToStore(upload: AvatarUploadResponse, file: Buffer, type: string, overrides: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...upload.fields, ...overrides })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type }), 'foto');
  const response = await fetch(upload.url, { method: 'POST', body: form });
  return { status: response.status, text: await response.text() };
}

const storedKeys = async (sub: string, folder: 'avatars' | 'pendentes' = 'avatars') =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: stack.env.BUCKET_AVATARS, Prefix: `${folder}/${sub}/` }))).Contents ?? []).map(
    (object) => object.Key,
  );

let ana: Patient;
let bruno: Patient;

beforeAll(async () => {
  [ana, bruno] = [await newPatient('ana'), await newPatient('bruno')];
});

afterAll(() => {
  cognito.destroy();
  db.destroy();
  s3.destroy();
});

/** The parts of the LGPD export these tests read. */
interface DadosExportados {
  conta: Record<string, unknown>;
  cadastrosPaciente: Array<{ id: string }>;
  consultas: Array<{ id: string; medico: Record<string, unknown> }>;
  usoConsultaGratuita: unknown[];
  formularioContato: { observacao: string };
  mensagensConsulta: unknown;
}

describe('authorisation', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/perfil'],
    ['PATCH', '/api/perfil', { nome: 'Ana' }],
    ['DELETE', '/api/perfil', { confirmacao: 'EXCLUIR' }],
    ['POST', '/api/perfil/avatar/upload', { contentType: 'image/png', size: 10 }],
    ['POST', '/api/perfil/avatar', { key: `pendentes/${randomUUID()}/${randomUUID()}.png` }],
    ['GET', '/api/perfil/dados'],
    ['GET', `/api/perfil/consultas/${randomUUID()}/anexos`],
    ['GET', '/api/pagamento/recuperacao'],
  ];

  it.each(routes)('%s %s without a token answers 401 in Portuguese', async (method, path, body) => {
    const response = await api(path, { method, body });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: mensagens.erros.naoAutenticado });
  });

  it.each(routes)('%s %s with a tampered token answers 401', async (method, path, body) => {
    // Prepare: Bruno's token with Ana's sub put in its payload, signature unchanged.
    const [header, payload, signature] = bruno.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: ana.sub })).toString('base64url')}.${signature}`;

    // Act
    const response = await api(path, { method, body, token: forged });

    // Assess
    expect(response.status).toBe(401);
  });

  it('never shows one patient another patient\'s consultations, export or picture', async () => {
    // Prepare: Ana has a patient row and a paid consultation.
    const pacienteId = await seedPaciente({ user_id: ana.sub, email: ana.email, nome: 'Ana Souza', cpf: '52998224725' });
    const consultaId = await seedConsulta(pacienteId);
    const upload = await presign(ana);
    expect((await postToStore(upload.body, PNG, 'image/png')).status).toBe(204);

    // Act
    const recuperacao = await api('/api/pagamento/recuperacao', { token: bruno.token });
    const dados = await api('/api/perfil/dados', { token: bruno.token });
    const perfil = await api<PerfilResponse>('/api/perfil', { token: bruno.token });
    const roubo = await api('/api/perfil/avatar', { method: 'POST', token: bruno.token, body: { key: upload.body.key } });

    // Assess
    expect(recuperacao.body).toEqual({ consultas: [] });
    expect(JSON.stringify(dados.body)).not.toContain(consultaId);
    expect(JSON.stringify(dados.body)).not.toContain(ana.email);
    expect(perfil.body.email).toBe(bruno.email);
    expect(roubo.status).toBe(403);
    expect(roubo.body).toEqual({ error: mensagens.perfil.erroFoto });
    expect((await api<PerfilResponse>('/api/perfil', { token: bruno.token })).body.avatarUrl).toBeNull();
  });
});

describe('GET and PATCH /api/perfil', () => {
  it('shows the account: e-mail, creation date and status Ativa, and the name from the patient form', async () => {
    // Prepare
    const carla = await newPatient('carla');
    await seedPaciente({ user_id: carla.sub, email: carla.email, nome: 'Carla Dias' });

    // Act
    const response = await api<PerfilResponse>('/api/perfil', { token: carla.token });

    // Assess
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ nome: 'Carla Dias', email: carla.email, avatarUrl: null, status: 'Ativa' });
    expect(Date.now() - Date.parse(response.body.criadoEm)).toBeLessThan(5 * 60_000);
  });

  it('renames the account and the patient row linked to it, not a row of the same e-mail linked elsewhere', async () => {
    // Prepare
    const daniel = await newPatient('daniel');
    const linked = await seedPaciente({ user_id: daniel.sub, email: daniel.email, nome: 'Daniel' });

    // Act
    const response = await api<PerfilResponse>('/api/perfil', { method: 'PATCH', token: daniel.token, body: { nome: '  Daniel   Alves ' } });

    // Assess
    expect(response.status).toBe(200);
    expect(response.body.nome).toBe('Daniel Alves');
    expect((await api<PerfilResponse>('/api/perfil', { token: daniel.token })).body.nome).toBe('Daniel Alves');
    expect((await getRow(TABLES.pacientes, linked))?.nome).toBe('Daniel Alves');
  });

  it.each([
    ['a missing name', JSON.stringify({}), mensagens.validacao.nomeObrigatorio],
    ['a one-letter name', JSON.stringify({ nome: 'A' }), mensagens.validacao.nomeObrigatorio],
    ['a 121-letter name', JSON.stringify({ nome: 'A'.repeat(121) }), mensagens.validacao.textoMuitoLongo(120)],
    ['markup', JSON.stringify({ nome: '<script>alert(1)</script>' }), mensagens.validacao.nomeInvalido],
    ['a change of e-mail', JSON.stringify({ nome: 'Ana Souza', email: 'outra@exemplo.com.br' }), mensagens.validacao.camposNaoPermitidos(['email'])],
    ['invalid JSON', '{nome:', mensagens.erros.jsonInvalido],
  ])('refuses %s with a 400 in Portuguese and changes nothing', async (_case, raw, message) => {
    // Prepare
    const before = await api<PerfilResponse>('/api/perfil', { token: ana.token });

    // Act
    const response = await api('/api/perfil', { method: 'PATCH', token: ana.token, raw });

    // Assess
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
    expect((await api<PerfilResponse>('/api/perfil', { token: ana.token })).body).toMatchObject({
      nome: before.body.nome,
      email: ana.email,
    });
  });
});

describe('profile picture', () => {
  it('uploads a picture through the presigned POST, shows it, and replaces the previous one', async () => {
    // Prepare
    const eva = await newPatient('eva');

    // Act: two pictures in a row.
    const first = await presign(eva);
    await postToStore(first.body, PNG, 'image/png');
    const confirmedFirst = await api<PerfilResponse>('/api/perfil/avatar', { method: 'POST', token: eva.token, body: { key: first.body.key } });
    const second = await presign(eva);
    await postToStore(second.body, PNG, 'image/png');
    const confirmed = await api<PerfilResponse>('/api/perfil/avatar', { method: 'POST', token: eva.token, body: { key: second.body.key } });

    // Assess
    expect(first.status).toBe(201);
    expect(first.body.key).toMatch(new RegExp(`^pendentes/${eva.sub}/[0-9a-f-]{36}\\.png$`));
    expect(confirmedFirst.status).toBe(200);
    expect(confirmed.status).toBe(200);
    const picture = await fetch(confirmed.body.avatarUrl!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);
    // Only the checked copy of the second picture is left: no pending upload, no old picture.
    expect(await storedKeys(eva.sub)).toEqual([second.body.key.replace(/^pendentes\//, 'avatars/')]);
    expect(await storedKeys(eva.sub, 'pendentes')).toEqual([]);
    const profile = await api<PerfilResponse>('/api/perfil', { token: eva.token });
    expect(profile.body.avatarUrl).toContain(second.body.key.split('/')[2]);
  });

  it.each([
    ['a PDF', { contentType: 'application/pdf', size: 1000 }, mensagens.perfil.avatarNaoImagem],
    ['an SVG', { contentType: 'image/svg+xml', size: 1000 }, mensagens.perfil.avatarNaoImagem],
    ['a 3 MB image', { contentType: 'image/png', size: 3 * MB }, mensagens.perfil.avatarMuitoGrande],
    ['an empty file', { contentType: 'image/png', size: 0 }, mensagensPerfil.arquivoVazio],
  ])('refuses to presign %s with the spec\'s message', async (_case, body, message) => {
    const response = await api('/api/perfil/avatar/upload', { method: 'POST', token: ana.token, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it('has the object store itself refuse a 3 MB file and a PDF, whatever the page says', async () => {
    // Prepare: a valid presigned POST for a small PNG.
    const upload = (await presign(ana)).body;

    // Act
    const tooLarge = await postToStore(upload, Buffer.concat([PNG, Buffer.alloc(3 * MB)]), 'image/png');
    const pdf = await postToStore(upload, PDF, 'application/pdf', { 'Content-Type': 'application/pdf' });
    const otherKey = await postToStore(upload, PNG, 'image/png', { key: `pendentes/${bruno.sub}/${randomUUID()}.png` });
    const expired = await postToStore({ ...upload, fields: { ...upload.fields, 'X-Amz-Signature': '0'.repeat(64) } }, PNG, 'image/png');

    // Assess
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.text).toContain('<Code>EntityTooLarge</Code>');
    expect(pdf.status).toBe(403);
    expect(pdf.text).toContain('<Code>AccessDenied</Code>');
    expect(otherKey.status).toBe(403);
    expect(expired.status).toBe(403);
    expect(expired.text).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect(await storedKeys(bruno.sub)).toEqual([]);
    expect(await storedKeys(bruno.sub, 'pendentes')).toEqual([]);
  });

  it('refuses a PDF uploaded under an image type at confirmation and deletes it', async () => {
    // Prepare: the store accepts any bytes under the pinned type, as S3 does.
    const fabio = await newPatient('fabio');
    const upload = (await presign(fabio)).body;
    expect((await postToStore(upload, PDF, 'image/png')).status).toBe(204);

    // Act
    const response = await api('/api/perfil/avatar', { method: 'POST', token: fabio.token, body: { key: upload.key } });

    // Assess
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: mensagens.perfil.avatarNaoImagem });
    expect(await storedKeys(fabio.sub)).toEqual([]);
    expect(await storedKeys(fabio.sub, 'pendentes')).toEqual([]);
    expect((await api<PerfilResponse>('/api/perfil', { token: fabio.token })).body.avatarUrl).toBeNull();
  });

  it.each([
    ['a key that was never uploaded', (sub: string) => `pendentes/${sub}/${randomUUID()}.png`, 400, mensagensPerfil.fotoNaoEnviada],
    ['a key outside the pending uploads folder', () => '../etc/passwd', 400, mensagens.perfil.erroFoto],
    ['a checked picture\'s key (not an upload)', (sub: string) => `avatars/${sub}/${randomUUID()}.png`, 400, mensagens.perfil.erroFoto],
  ])('refuses to confirm %s', async (_case, key, status, message) => {
    const response = await api('/api/perfil/avatar', { method: 'POST', token: ana.token, body: { key: key(ana.sub) } });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: message });
  });
});

describe('GET /api/pagamento/recuperacao', () => {
  it('lists the approved consultations of the rows linked to the account and of its verified e-mail', async () => {
    // Prepare
    const gabi = await newPatient('gabi');
    const linked = await seedPaciente({ user_id: gabi.sub, email: gabi.email, nome: 'Gabriela Lima' });
    // A row whose e-mail a one-time code proved (the free consultation's), unlinked: the account's by the one rule.
    const anonymous = await seedPaciente({ email: gabi.email, email_verificado_em: '2025-05-01T10:00:00.000Z', nome: 'Gabriela Lima' });
    const paid = await seedConsulta(linked, { medico_id: 1, data_criacao: '2025-04-01T10:00:00.000Z' });
    const free = await seedConsulta(anonymous, { medico_id: 2, tipo_consulta: 'gratuita', valor: 0, data_criacao: '2025-05-01T10:00:00.000Z' });
    await seedConsulta(linked, { status_pagamento: 'pendente', data_criacao: '2025-06-01T10:00:00.000Z' });

    // Act
    const response = await api<{ consultas: Array<Record<string, unknown>> }>('/api/pagamento/recuperacao', { token: gabi.token });

    // Assess
    expect(response.status).toBe(200);
    expect(response.body.consultas.map((consulta) => consulta.id)).toEqual([free, paid]);
    expect(response.body.consultas[1]).toMatchObject({ medicoId: 1, tipoConsulta: 'Consulta Médica', aberta: true });
    expect(response.body.consultas[1]?.medicoNome).toMatch(/^Dra?\. /);
  });
});

describe('LGPD: GET /api/perfil/dados and DELETE /api/perfil', () => {
  it('exports the account, the patient rows, their consultations and the free-consultation record', async () => {
    // Prepare
    const helena = await newPatient('helena');
    const linked = await seedPaciente({ user_id: helena.sub, email: helena.email, nome: 'Helena Rocha', telefone: '11987654321' });
    const byEmail = await seedPaciente({ email: helena.email, email_verificado_em: '2025-05-01T10:00:00.000Z', nome: 'Helena Rocha', cpf: '11144477735' });
    const first = await seedConsulta(linked, { checkout_id: 'a'.repeat(32) });
    const second = await seedConsulta(byEmail, { tipo_consulta: 'gratuita' });
    // The redemption as the free flow stores it: under the hash of the canonical e-mail.
    const chaveEmail = await chaveResgateEmail(helena.email);
    await db.send(
      new PutCommand({
        TableName: stack.env.TABLE_PROMO_REDEMPTIONS,
        Item: { key: chaveEmail, consulta_id: second, created_at: new Date().toISOString() },
      }),
    );

    // Act
    const response = await api<DadosExportados>('/api/perfil/dados', { token: helena.token });

    // Assess
    expect(response.status).toBe(200);
    const dados = response.body;
    expect(dados.conta).toMatchObject({ email: helena.email, sub: helena.sub, status: 'Ativa', emailVerificado: true });
    expect(dados.cadastrosPaciente.map((row: { id: string }) => row.id).sort()).toEqual([linked, byEmail].sort());
    expect(dados.consultas.map((row: { id: string }) => row.id).sort()).toEqual([first, second].sort());
    expect(dados.consultas[0]?.medico).toMatchObject({ nome: expect.stringMatching(/^Dra?\. /) });
    expect(JSON.stringify(dados)).not.toContain('a'.repeat(32));
    expect(dados.usoConsultaGratuita).toEqual([expect.objectContaining({ key: chaveEmail, consulta_id: second })]);
    expect(dados.formularioContato.observacao).toBe(mensagensPerfil.exportacao.formularioContato);
    expect(dados.mensagensConsulta).toEqual({ itens: [], observacao: mensagensPerfil.exportacao.semMensagensConsulta });
  });

  it.each([
    ['no body', undefined],
    ['a wrong word', JSON.stringify({ confirmacao: 'excluir conta' })],
    ['a missing field', JSON.stringify({})],
  ])('refuses a deletion with %s and keeps the account', async (_case, raw) => {
    const response = await api('/api/perfil', { method: 'DELETE', token: ana.token, ...(raw ? { raw } : {}) });
    expect(response.status).toBe(400);
    expect((await api('/api/perfil', { token: ana.token })).status).toBe(200);
    expect(await signIn(ana.email)).toEqual(expect.any(String));
  });

  it('deletes the account, the picture and the contact data, and keeps the clinical record for 20 years', async () => {
    // Prepare
    const igor = await newPatient('igor');
    const withRecord = await seedPaciente({ user_id: igor.sub, email: igor.email, nome: 'Igor Nunes', cpf: '52998224725', telefone: '11912345678' });
    const withoutRecord = await seedPaciente({ email: igor.email, email_verificado_em: '2025-05-01T10:00:00.000Z', nome: 'Igor Nunes' });
    const consulta = await seedConsulta(withRecord, { encerrada_em: '2025-03-10T12:40:00.000Z' });
    const upload = (await presign(igor)).body;
    await postToStore(upload, PNG, 'image/png');
    await api('/api/perfil/avatar', { method: 'POST', token: igor.token, body: { key: upload.key } });

    // Act
    const response = await api<{ excluidos: Array<{ item: string }>; mantidos: Array<{ item: string; motivo: string }> }>(
      '/api/perfil',
      { method: 'DELETE', token: igor.token, body: { confirmacao: 'EXCLUIR' } },
    );

    // Assess: what the page shows.
    expect(response.status).toBe(200);
    expect(response.body.excluidos.map((entry) => entry.item)).toEqual([
      mensagensPerfil.exclusao.conta.item,
      mensagensPerfil.exclusao.fotos.item,
      mensagensPerfil.exclusao.contatoPaciente.item,
      mensagensPerfil.exclusao.cadastrosSemConsulta.item,
    ]);
    expect(response.body.mantidos[0]).toMatchObject({
      item: mensagensPerfil.exclusao.prontuario.item,
      motivo: mensagensPerfil.exclusao.prontuario.motivo('10/03/2045'),
    });
    // The account is gone: no sign-in, and the old token opens nothing.
    await expect(signIn(igor.email)).rejects.toBeInstanceOf(NotAuthorizedException);
    expect((await api('/api/perfil', { token: igor.token })).status).toBe(401);
    expect((await api('/api/pagamento/recuperacao', { token: igor.token })).body).toEqual({ consultas: [] });
    // The clinical record stays, without contact data or account link, marked for 20 years.
    expect(await getRow(TABLES.consultas, consulta)).toMatchObject({ id: consulta, paciente_id: withRecord });
    const retained = await getRow(TABLES.pacientes, withRecord);
    expect(retained).toMatchObject({ nome: 'Igor Nunes', cpf: '52998224725', retencao_ate: '2045-03-10T12:40:00.000Z' });
    expect(retained?.conta_excluida_em).toEqual(expect.any(String));
    expect(retained).not.toHaveProperty('email');
    expect(retained).not.toHaveProperty('telefone');
    expect(retained).not.toHaveProperty('user_id');
    expect(await getRow(TABLES.pacientes, withoutRecord)).toBeUndefined();
    expect(await storedKeys(igor.sub)).toEqual([]);
  });
});

describe('LGPD: the patient\'s attachments, and the Asaas customer on deletion', () => {
  /** A file the patient sent in a consultation: the object at its final key and its transcript line. */
  async function seedAnexo(consultaId: string, nome: string, bytes: Buffer, contentType: string): Promise<void> {
    const key = `anexos/${consultaId}/${randomUUID()}-${nome}`;
    await s3.send(new PutObjectCommand({ Bucket: stack.env.BUCKET_ANEXOS, Key: key, Body: bytes, ContentType: contentType }));
    await db.send(
      new PutCommand({
        TableName: stack.env.TABLE_MENSAGENS,
        Item: {
          consulta_id: consultaId,
          seq: 2,
          id: randomUUID(),
          autor: 'paciente',
          texto: nome,
          tipo: 'file',
          criado_em: '2025-03-10T12:10:00.000Z',
          arquivo: { key, nome, tipo: contentType, tamanho: bytes.length },
        },
      }),
    );
  }

  const baixar = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

  it('lets the patient download their own attachments, and answers another patient 404', async () => {
    // Prepare
    const julia = await newPatient('julia');
    const pacienteId = await seedPaciente({ user_id: julia.sub, email: julia.email, nome: 'Júlia Prado' });
    const consultaId = await seedConsulta(pacienteId);
    await seedAnexo(consultaId, 'exame.pdf', PDF, 'application/pdf');

    // Act
    const own = await api<AnexosConsultaResponse>(`/api/perfil/consultas/${consultaId}/anexos`, { token: julia.token });
    const other = await api(`/api/perfil/consultas/${consultaId}/anexos`, { token: bruno.token });
    const unknown = await api(`/api/perfil/consultas/${randomUUID()}/anexos`, { token: julia.token });
    const malformed = await api('/api/perfil/consultas/..%2F..%2Fdados/anexos', { token: julia.token });

    // Assess
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      anexos: [{ nome: 'exame.pdf', contentType: 'application/pdf', tamanho: PDF.length, url: expect.any(String), enviadoEm: '2025-03-10T12:10:00.000Z' }],
      validadeMinutos: 15,
    });
    expect((await baixar(own.body.anexos[0]!.url)).equals(PDF)).toBe(true);
    expect(other).toEqual({ status: 404, body: { error: mensagens.retorno.consultaNaoEncontrada } });
    expect(unknown).toEqual({ status: 404, body: { error: mensagens.retorno.consultaNaoEncontrada } });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
  });

  it('puts a short-lived download link of each attachment in the LGPD export', async () => {
    // Prepare
    const kaio = await newPatient('kaio');
    const pacienteId = await seedPaciente({ user_id: kaio.sub, email: kaio.email, nome: 'Kaio Ramos' });
    const consultaId = await seedConsulta(pacienteId);
    await seedAnexo(consultaId, 'foto.png', PNG, 'image/png');

    // Act
    const dados = await api<{ mensagensConsulta: { itens: Array<{ arquivo?: { nome: string; link: string } }> }; observacoes: string[] }>(
      '/api/perfil/dados',
      { token: kaio.token },
    );

    // Assess
    expect(dados.status).toBe(200);
    const arquivo = dados.body.mensagensConsulta.itens.find((item) => item.arquivo)?.arquivo;
    expect(arquivo).toMatchObject({ nome: 'foto.png', link: expect.stringContaining('X-Amz-Expires=900') });
    expect((await baixar(arquivo!.link)).equals(PNG)).toBe(true);
    expect(dados.body.observacoes).toContain(mensagensPerfil.exportacao.linksAnexos(15));
  });

  const sandboxCliente = async (id: string) => (await (await fetch(`${stack.asaasUrl}/_local/customers/${id}`)).json()) as { deleted: boolean };
  const sandboxCobranca = async (id: string) => (await (await fetch(`${stack.asaasUrl}/_local/payments/${id}`)).json()) as { deleted: boolean };
  const falhasAsaas = (status: number, count: number) =>
    fetch(`${stack.asaasUrl}/_local/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status, count }) });

  /** A checkout through the API (the local Asaas sandbox), its patient row then linked to `patient`'s account. */
  async function checkoutDaConta(patient: Patient) {
    const criado = await request<{ consultaId: string }>(stack.apiUrl, '/api/pagamentos', {
      ip: newIp(),
      body: { nomeCompleto: 'Lúcia Amaral', email: patient.email, cpfCnpj: maskedCpf(newCpf()), medicoId: 4 },
    });
    expect(criado.status).toBe(201);
    const consulta = (await getRow(TABLES.consultas, criado.body.consultaId))!;
    const pacienteId = consulta.paciente_id as string;
    await db.send(new UpdateCommand({ TableName: TABLES.pacientes, Key: { id: pacienteId }, UpdateExpression: 'SET user_id = :sub', ExpressionAttributeValues: { ':sub': patient.sub } }));
    const customerId = (await getRow(TABLES.pacientes, pacienteId))?.asaas_customer_id as string;
    expect(customerId).toMatch(/^cus_/);
    return { pacienteId, customerId, paymentId: consulta.asaas_payment_id as string };
  }

  it('deletes the Asaas customer of the account\'s rows, with its unpaid charge', async () => {
    // Prepare
    const lucia = await newPatient('lucia');
    const { pacienteId, customerId, paymentId } = await checkoutDaConta(lucia);

    // Act
    const response = await api<{ excluidos: Array<{ item: string }> }>('/api/perfil', {
      method: 'DELETE',
      token: lucia.token,
      body: { confirmacao: 'EXCLUIR' },
    });

    // Assess
    expect(response.status).toBe(200);
    expect(response.body.excluidos.map((entry) => entry.item)).toContain(mensagensPerfil.exclusao.clienteAsaas.item);
    expect(await sandboxCliente(customerId)).toMatchObject({ deleted: true });
    expect(await sandboxCobranca(paymentId)).toMatchObject({ deleted: true });
    expect(await getRow(TABLES.pacientes, pacienteId)).not.toHaveProperty('asaas_customer_id');
  });

  it('leaves the account whole when Asaas fails, and the retry deletes both', async () => {
    // Prepare
    const mario = await newPatient('mario');
    const { pacienteId, customerId } = await checkoutDaConta(mario);
    const rowBefore = await getRow(TABLES.pacientes, pacienteId);
    expect((await falhasAsaas(500, 1)).status).toBe(200);

    // Act
    const failed = await api('/api/perfil', { method: 'DELETE', token: mario.token, body: { confirmacao: 'EXCLUIR' } });
    await falhasAsaas(500, 0);

    // Assess: nothing was deleted, so the patient can simply try again.
    expect(failed).toEqual({ status: 503, body: { error: mensagens.erros.servicoIndisponivel } });
    expect((await api('/api/perfil', { token: mario.token })).status).toBe(200);
    expect(await getRow(TABLES.pacientes, pacienteId)).toEqual(rowBefore);
    expect(await sandboxCliente(customerId)).toMatchObject({ deleted: false });
    const retried = await api('/api/perfil', { method: 'DELETE', token: mario.token, body: { confirmacao: 'EXCLUIR' } });
    expect(retried.status).toBe(200);
    expect(await sandboxCliente(customerId)).toMatchObject({ deleted: true });
    expect((await api('/api/perfil', { token: mario.token })).status).toBe(401);
  });
});
