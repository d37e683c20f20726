import { GetCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTATO_RETENCAO_DIAS, createContatoService } from '#lambdas/contato/contato.js';
import type { MensagemEmail } from '#lambdas/common/email.js';
import { documentClient } from './pagamentos-helpers.js';
import { TooManyRequestsError } from '#lambdas/common/errors.js';
import { mensagens } from '#shared/messages.js';
import { mensagensContato, type ContatoRequestInput } from '#shared/schemas/contato.js';

const stack = inject('stack');
const table = () => stack.env.TABLE_CONTATOS!;

const post = (body: unknown, raw = false) =>
  fetch(`${stack.apiUrl}/api/contato`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });

const valido: ContatoRequestInput = {
  nome: '  Ana   Beatriz Souza ',
  email: ' Ana.Souza@Exemplo.com.br ',
  telefone: '(11) 98765-4321',
  assunto: 'problema-pagamento',
  mensagem: ' Paguei por PIX e a consulta ainda não foi liberada. ',
};

let db: DynamoDBDocumentClient;

/** A message as the SES stand-in keeps it (GET /store). */
interface EmailGuardado {
  readonly from: string;
  readonly replyTo: string[];
  readonly destination: { to: string[] };
  readonly subject: string;
  readonly body: { text?: string; html?: string };
}

/** Every e-mail the local SES holds. */
async function caixaDeEntrada(): Promise<EmailGuardado[]> {
  const resposta = await fetch(`${stack.env.AWS_ENDPOINT_URL_SESV2}/store`);
  return ((await resposta.json()) as { emails: EmailGuardado[] }).emails;
}

/** The support e-mail of one stored message, found by its protocol (the id's first 8 characters). */
async function emailDoSuporte(id: string): Promise<EmailGuardado> {
  let achado: EmailGuardado | undefined;
  await expect
    .poll(async () => {
      achado = (await caixaDeEntrada()).find((email) => email.subject.includes(`protocolo ${id.slice(0, 8)}`));
      return achado !== undefined;
    })
    .toBe(true);
  return achado!;
}

/** A sender that records what it was asked to send (the domain tests' support mailbox). */
function enviosGravados(): { enviarEmail: (mensagem: MensagemEmail) => Promise<void>; enviados: MensagemEmail[]; emailSuporte: string } {
  const enviados: MensagemEmail[] = [];
  return { enviados, emailSuporte: 'suporte@teste.local', enviarEmail: async (mensagem) => void enviados.push(mensagem) };
}

/** Every item of the table: the test stack's table is small and this file's alone. */
async function storedItems(): Promise<Array<Record<string, unknown>>> {
  const result = await db.send(new ScanCommand({ TableName: table(), ConsistentRead: true }));
  return result.Items ?? [];
}

beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

describe('POST /api/contato', () => {
  it('stores a valid message, normalised, and answers 201 with its id', async () => {
    // Act
    const response = await post(valido);

    // Assess
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await db.send(new GetCommand({ TableName: table(), Key: { id }, ConsistentRead: true }));
    expect(stored.Item).toMatchObject({
      id,
      nome: 'Ana Beatriz Souza',
      email: 'ana.souza@exemplo.com.br',
      telefone: '11987654321',
      assunto: 'problema-pagamento',
      mensagem: 'Paguei por PIX e a consulta ainda não foi liberada.',
    });
    expect(new Date(String(stored.Item?.created_at)).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('e-mails the message to the support address, reply-to the sender, and keeps it 90 days', async () => {
    // Prepare: markup in the message (names with markup are refused by the name rule).
    const comMarcacao = { ...valido, mensagem: 'Olá <script>alert("x")</script> & até <b>logo</b>' };

    // Act
    const response = await post(comMarcacao);

    // Assess: the support team got it, with the sender to answer.
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const email = await emailDoSuporte(id);
    expect(email.destination.to).toEqual([stack.env.EMAIL_SUPORTE]);
    expect(email.replyTo).toEqual(['ana.souza@exemplo.com.br']);
    expect(email.subject).toBe(`[Contato] Problema com Pagamento (protocolo ${id.slice(0, 8)})`);
    expect(email.body.text).toContain('Nome: Ana Beatriz Souza');
    expect(email.body.text).toContain('Telefone: 11987654321');
    expect(email.body.text).toContain('Olá <script>alert("x")</script> & até <b>logo</b>');
    // The HTML shows the sender's markup as text, never as markup.
    expect(email.body.html).toContain('Olá &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; até &lt;b&gt;logo&lt;/b&gt;');
    expect(email.body.html).toContain('<dd>Ana Beatriz Souza</dd>');
    expect(email.body.html).not.toContain('<script>');
    expect(email.body.html).not.toContain('<b>logo');

    // The stored message expires 90 days after it arrived (the table's TTL attribute) and is marked sent.
    const stored = (await db.send(new GetCommand({ TableName: table(), Key: { id }, ConsistentRead: true }))).Item!;
    const criadoEm = Date.parse(String(stored.created_at)) / 1000;
    expect(stored.expires_at).toBe(Math.floor(criadoEm) + CONTATO_RETENCAO_DIAS * 86_400);
    expect(Date.parse(String(stored.email_enviado_em))).toBeGreaterThanOrEqual(Date.parse(String(stored.created_at)));
  });

  it('accepts a message without phone and stores no phone attribute', async () => {
    const { telefone: _semTelefone, ...semTelefone } = valido;

    const response = await post({ ...semTelefone, assunto: 'sugestao' });

    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = await db.send(new GetCommand({ TableName: table(), Key: { id }, ConsistentRead: true }));
    expect(stored.Item).toBeDefined();
    expect(stored.Item).not.toHaveProperty('telefone');
  });

  it.each([
    ['missing nome', JSON.stringify({ ...valido, nome: undefined }), mensagens.validacao.nomeObrigatorio],
    ['blank nome', JSON.stringify({ ...valido, nome: '   ' }), mensagens.validacao.nomeObrigatorio],
    ['missing email', JSON.stringify({ ...valido, email: undefined }), mensagensContato.emailObrigatorio],
    ['bad e-mail', JSON.stringify({ ...valido, email: 'ana@' }), mensagens.validacao.emailInvalido],
    ['missing mensagem', JSON.stringify({ ...valido, mensagem: undefined }), mensagensContato.mensagemObrigatoria],
    ['blank mensagem', JSON.stringify({ ...valido, mensagem: ' \n ' }), mensagensContato.mensagemObrigatoria],
    ['missing assunto', JSON.stringify({ ...valido, assunto: undefined }), mensagensContato.assuntoObrigatorio],
    ['unknown assunto', JSON.stringify({ ...valido, assunto: 'reclamacao' }), mensagensContato.assuntoInvalido],
    ['bad phone', JSON.stringify({ ...valido, telefone: '1234' }), mensagensContato.telefoneInvalido],
    ['oversized nome', JSON.stringify({ ...valido, nome: 'A'.repeat(121) }), mensagens.validacao.textoMuitoLongo(120)],
    [
      'oversized mensagem',
      JSON.stringify({ ...valido, mensagem: 'a'.repeat(5001) }),
      mensagens.validacao.textoMuitoLongo(5000),
    ],
    ['oversized body', JSON.stringify({ ...valido, mensagem: 'ç'.repeat(20_000) }), mensagens.erros.corpoGrandeDemais],
    ['unknown key', JSON.stringify({ ...valido, id: 'escolhido-por-mim' }), mensagens.validacao.camposNaoPermitidos(['id'])],
    ['not JSON', 'nome=Ana&email=ana@exemplo.com', mensagens.erros.jsonInvalido],
    ['a JSON array', JSON.stringify([valido]), mensagens.validacao.objetoInvalido],
    ['an empty body', '', mensagens.erros.requisicaoInvalida],
  ])('rejects %s with a 400, a Portuguese message and nothing stored', async (_case, body, message) => {
    // Prepare
    const before = await storedItems();

    // Act
    const response = await post(body, true);

    // Assess
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
    expect(await storedItems()).toHaveLength(before.length);
  });

  it('limits one IP to a few messages a minute with a 429 in Portuguese, storing nothing refused', async () => {
    // Act: more messages than the limit, all within at most two minutes, so at least one is refused.
    const statuses: number[] = [];
    let refused: { error: string } | undefined;
    let storedAfterRefusal = 0;
    for (let i = 0; i < 12 && refused === undefined; i += 1) {
      const response = await post({ ...valido, mensagem: `Mensagem de teste número ${i}.` });
      statuses.push(response.status);
      if (response.status === 429) {
        refused = (await response.json()) as { error: string };
        storedAfterRefusal = (await storedItems()).filter((item) => item.mensagem === `Mensagem de teste número ${i}.`).length;
      }
    }

    // Assess
    expect(statuses).toContain(429);
    expect(refused?.error).toBe(mensagens.erros.muitasRequisicoes);
    expect(storedAfterRefusal).toBe(0);
  });
});

describe('contact service (domain, real DynamoDB Local, moved clock)', () => {
  const contato = {
    nome: 'Carlos Lima',
    email: 'carlos@exemplo.com.br',
    assunto: 'parceria',
    mensagem: 'Gostaria de propor uma parceria.',
  } as const;

  it('lets each IP send up to the limit per minute, counted apart per IP, and again the next minute', async () => {
    // Prepare: a clock far from the wall clock, so these counters are this test's alone.
    let clock = 5_000_000_000_000;
    const service = createContatoService({ db, table: table(), ...enviosGravados(), now: () => clock, limitePorMinuto: 2 });
    const ip = '203.0.113.7';

    // Act + Assess
    await service.create(contato, { ip });
    await service.create(contato, { ip });
    await expect(service.create(contato, { ip })).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(service.create(contato, { ip: '203.0.113.8' })).resolves.toHaveProperty('id');
    clock += 60_000;
    await expect(service.create(contato, { ip })).resolves.toHaveProperty('id');
  });

  it('keeps the IP out of the stored data: the counter key holds a hash, the message no IP', async () => {
    const clock = 5_100_000_000_000;
    const ip = '198.51.100.23';
    const service = createContatoService({ db, table: table(), ...enviosGravados(), now: () => clock });

    const { id } = await service.create(contato, { ip });

    const items = await storedItems();
    expect(JSON.stringify(items)).not.toContain(ip);
    const counter = items.find((item) => String(item.id).endsWith(`#${Math.floor(clock / 60_000)}`));
    expect(counter).toMatchObject({ requests: 1, expires_at: (Math.floor(clock / 60_000) + 2) * 60 });
    expect(items.find((item) => item.id === id)).toMatchObject({ ...contato, created_at: new Date(clock).toISOString() });
  });

  it('never overwrites a stored message when an id repeats', async () => {
    const service = createContatoService({
      db,
      table: table(),
      ...enviosGravados(),
      now: () => 5_200_000_000_000,
      newId: () => '00000000-0000-4000-8000-000000000001',
    });
    await service.create(contato, { ip: '192.0.2.1' });

    await expect(service.create({ ...contato, mensagem: 'Outra mensagem.' }, { ip: '192.0.2.2' })).rejects.toThrow();

    const stored = await db.send(
      new GetCommand({ TableName: table(), Key: { id: '00000000-0000-4000-8000-000000000001' }, ConsistentRead: true }),
    );
    expect(stored.Item?.mensagem).toBe('Gostaria de propor uma parceria.');
  });

  it('keeps and accepts the message when the e-mail to support fails, without the sent mark', async () => {
    // Prepare: SES refuses after its retries.
    const falha = Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' });
    const service = createContatoService({
      db,
      table: table(),
      emailSuporte: 'suporte@teste.local',
      enviarEmail: () => Promise.reject(falha),
      now: () => 5_300_000_000_000,
    });

    // Act
    const { id } = await service.create(contato, { ip: '192.0.2.40' });

    // Assess: stored is accepted; the missing mark tells support which messages were not sent.
    const stored = (await db.send(new GetCommand({ TableName: table(), Key: { id }, ConsistentRead: true }))).Item;
    expect(stored).toMatchObject({ ...contato, id, expires_at: 5_300_000_000 + CONTATO_RETENCAO_DIAS * 86_400 });
    expect(stored).not.toHaveProperty('email_enviado_em');
  });

  it('sends support one e-mail per message, from the sender to the support address', async () => {
    // Prepare
    const envios = enviosGravados();
    const service = createContatoService({ db, table: table(), ...envios, now: () => 5_400_000_000_000 });

    // Act
    const { id } = await service.create({ ...contato, telefone: '11987654321' }, { ip: '192.0.2.41' });

    // Assess
    expect(envios.enviados).toHaveLength(1);
    expect(envios.enviados[0]).toMatchObject({ para: 'suporte@teste.local', responderPara: contato.email });
    expect(envios.enviados[0]?.texto).toContain(`Protocolo: ${id}`);
    expect(envios.enviados[0]?.texto).toContain('Assunto: Parceria');
    expect(envios.enviados[0]?.texto).toContain('Gostaria de propor uma parceria.');
  });
});
