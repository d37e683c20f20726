/**
 * Helpers shared by the payment, webhook and chat-token integration tests: HTTP calls from a chosen
 * loopback address (each test gets its own "visitor IP", so per-IP rate limits of one test do not
 * leak into another), a DynamoDB client on the stack's DynamoDB Local, fresh e-mails and CPFs, and
 * a raw AppSync Events subscriber.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import { tableEnvName, type TableName } from '#definitions/tables.js';
import { freePort } from '#infra/local/ports.js';
import type { AsaasCustomer, AsaasGateway, AsaasPayment } from '#lambdas/common/asaas-client.js';
import { createChatTokenService } from '#lambdas/common/chat-token.js';
import { createCheckoutsRepository } from '#lambdas/common/checkouts-repository.js';
import { createConsultasRepository } from '#lambdas/common/consultas-repository.js';
import { createPacientesRepository } from '#lambdas/common/pacientes-repository.js';
import { createRateLimiter } from '#lambdas/common/rate-limit.js';
import { createVerificacaoEmail } from '#lambdas/common/verificacao-email.js';
import type { EventPublisher } from '#lambdas/common/realtime-publisher.js';
import { LOCAL_CREDENTIALS } from '#lambdas/common/sdk-config.js';
import { createPagamentosService } from '#lambdas/pagamentos/pagamentos.js';
import { createPromoService } from '#lambdas/pagamentos/promo.js';
import { createAsaasWebhookService, webhookIdempotencyStore } from '#lambdas/webhooks/asaas-webhook.js';
import { CHAT_STREAM_CONTENT_TYPE, createLeitorEventosChat, type EventoChat } from '#shared/chat-stream.js';
import { cpfCheckDigits } from '#shared/cpf.js';

/** The site origin the payments are created for (Asaas' return address). */
export const SITE_URL_TESTE = 'http://localhost:5173';

export interface HttpAnswer<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
}

/**
 * A loopback address of its own (all of 127.0.0.0/8 reaches the local API) for one test's
 * requests; random, so neither two tests nor two runs share a rate-limit counter.
 */
export function newIp(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** POST (or GET) JSON to the local API from `ip`. */
export function request<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; raw?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<HttpAnswer<T>> {
  const url = new URL(path, baseUrl);
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'POST',
        localAddress: options.ip ?? '127.0.0.1',
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = text === '' ? undefined : JSON.parse(text);
          } catch {
            body = text;
          }
          resolve({ status: res.statusCode ?? 0, body: body as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/**
 * An HTTP proxy on loopback in front of `target` (DynamoDB Local, say). `intercept` sees each request
 * with its body first: it may answer it itself (and return true) instead of letting it through.
 */
export async function startProxy(
  target: string,
  intercept: (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) => boolean = () => false,
): Promise<http.Server> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (intercept(req, body, res)) return;
      const forward = http.request(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 500, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/**
 * The SDK's document client on DynamoDB Local, with the handlers' options (lambdas/common/sdk-clients.ts),
 * for the tests' own reads and setup and for domain services built in the test process.
 */
export function documentClient(endpoint: string): DynamoDBDocumentClient {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    unmarshallOptions: { wrapNumbers: false },
  });
}

/** The webhook's idempotency records on the stack's `idempotency` table, as the handler keeps them. */
export function idempotencyStore(stack: { env: Record<string, string> }) {
  const client = new DynamoDBClient({ endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB!, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
  return webhookIdempotencyStore(stack.env[tableEnvName('idempotency')]!, client);
}

/**
 * The `id` of a delivery's idempotency record: Powertools' key, the handler's prefix and the md5
 * (base64) of the JSON of the Asaas event id.
 */
export const idempotencyRecordId = (eventId: string): string =>
  `webhook-asaas#${createHash('md5').update(JSON.stringify(eventId)).digest('base64')}`;

export async function getItem<T = Record<string, unknown>>(
  db: DynamoDBDocumentClient,
  table: string,
  key: Record<string, unknown>,
): Promise<T | undefined> {
  return (await db.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item as T | undefined;
}

export async function queryIndex<T = Record<string, unknown>>(
  db: DynamoDBDocumentClient,
  table: string,
  indexName: string,
  attribute: string,
  value: string,
): Promise<T[]> {
  const result = await db.send(
    new QueryCommand({
      TableName: table,
      IndexName: indexName,
      KeyConditionExpression: '#a = :v',
      ExpressionAttributeNames: { '#a': attribute },
      ExpressionAttributeValues: { ':v': value },
    }),
  );
  return (result.Items ?? []) as T[];
}

/** A fresh address, unique per call. */
export const newEmail = (label: string): string => `${label}-${randomUUID().slice(0, 8)}@exemplo.com.br`;

/** A fresh valid CPF (random first nine digits, real check digits). */
export function newCpf(): string {
  for (;;) {
    const nine = String(randomInt(0, 1_000_000_000)).padStart(9, '0');
    if (/^(\d)\1{8}$/.test(nine)) continue;
    return `${nine}${cpfCheckDigits(nine)}`;
  }
}

/** The same CPF masked as the form sends it. */
export const maskedCpf = (cpf: string): string => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

export interface Subscription {
  readonly received: unknown[];
  close(): void;
}

/**
 * Subscribes to one AppSync Events channel on the local realtime server, resolving once subscribed;
 * every event is kept in `received` and, when given, handed to `onEvent` as it arrives.
 */
export async function subscribe(
  stack: { realtimeEndpoint: string; realtimeHttpEndpoint: string; env: Record<string, string> },
  channel: string,
  onEvent?: (event: unknown) => void,
): Promise<Subscription> {
  const host = new URL(stack.realtimeHttpEndpoint).host;
  const authorization = { host, 'x-api-key': stack.env.EVENTS_API_KEY };
  const header = Buffer.from(JSON.stringify(authorization)).toString('base64url');
  const socket = new WebSocket(stack.realtimeEndpoint, ['aws-appsync-event-ws', `header-${header}`]);
  const received: unknown[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; event?: string };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ type: 'subscribe', id: randomUUID(), channel, authorization }));
      }
      if (message.type === 'subscribe_success') resolve();
      if (message.type === 'subscribe_error') reject(new Error(`subscribe to ${channel} refused`));
      if (message.type === 'data' && message.event) {
        const event: unknown = JSON.parse(message.event);
        received.push(event);
        onEvent?.(event);
      }
    });
  });
  return { received, close: () => socket.close() };
}

/** An in-memory Asaas for domain-level tests; `fail` makes one method throw. */
export function fakeGateway(fail: Partial<Record<keyof AsaasGateway, unknown>> = {}): AsaasGateway & {
  readonly payments: AsaasPayment[];
} {
  const customers: AsaasCustomer[] = [];
  const payments: AsaasPayment[] = [];
  const maybeFail = (method: keyof AsaasGateway) => {
    if (method in fail) throw fail[method];
  };
  return {
    payments,
    async findCustomerByCpf(cpfCnpj) {
      maybeFail('findCustomerByCpf');
      return customers.find((customer) => customer.cpfCnpj === cpfCnpj);
    },
    async createCustomer(input) {
      maybeFail('createCustomer');
      const customer = { id: `cus_${randomUUID().replaceAll('-', '').slice(0, 12)}`, ...input };
      customers.push(customer);
      return customer;
    },
    async createPayment(input) {
      maybeFail('createPayment');
      const id = `pay_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      const payment: AsaasPayment = {
        id,
        customer: input.customer,
        value: input.value,
        billingType: input.billingType,
        status: 'PENDING',
        dueDate: input.dueDate,
        invoiceUrl: `https://sandbox.asaas.com/i/${id.slice(4)}`,
        externalReference: input.externalReference,
        description: input.description,
        dateCreated: new Date().toISOString().slice(0, 10),
      };
      payments.push(payment);
      return payment;
    },
    async getPayment(id) {
      maybeFail('getPayment');
      const payment = payments.find((candidate) => candidate.id === id);
      if (!payment) throw Object.assign(new Error('not found'), { name: 'AsaasError', status: 404, retryable: false });
      return payment;
    },
    async getPixQrCode() {
      maybeFail('getPixQrCode');
      return { encodedImage: 'iVBORw0KGgo=', payload: '00020126580014br.gov.bcb.pix', expirationDate: '2099-12-31 23:59:59' };
    },
  };
}

/** An AsaasError as the client throws it, without importing the client's class. */
export const asaasError = (status: number, retryable: boolean): Error =>
  Object.assign(new Error(`Asaas failed with HTTP ${status}`), { name: 'AsaasError', status, retryable, errors: [] });

export interface DomainOptions {
  readonly gateway?: AsaasGateway;
  readonly publisher?: EventPublisher;
  readonly now?: () => number;
}

/** The domain services wired to the stack's real tables, with injected gateway, publisher and clock. */
export function domain(stack: { env: Record<string, string> }, options: DomainOptions = {}) {
  const db = documentClient(stack.env.AWS_ENDPOINT_URL_DYNAMODB!);
  const table = (name: TableName) => {
    const value = stack.env[tableEnvName(name)];
    if (!value) throw new Error(`the stack has no table ${name}`);
    return value;
  };
  const now = options.now ?? Date.now;
  const gateway = options.gateway ?? fakeGateway();
  const consultas = createConsultasRepository({ db, table: table('consultas') });
  const pacientes = createPacientesRepository({ db, table: table('pacientes') });
  const checkouts = createCheckoutsRepository({ db, table: table('checkouts') });
  const rateLimiter = createRateLimiter({ db, table: table('rate_limits'), now });
  const chatTokens = createChatTokenService({ db, table: table('chat_tokens'), consultas, now });
  const verificacao = createVerificacaoEmail({ db, table: table('verificacoes_email'), finalidade: 'consulta-gratuita', now });
  return {
    table,
    gateway,
    /** The free consultation's e-mail codes: a domain-level test issues one with `emitirCodigo` and passes it as `codigoEmail`. */
    verificacao,
    consultas,
    pacientes,
    checkouts,
    chatTokens,
    pagamentos: createPagamentosService({ db, pacientes, consultas, checkouts, rateLimiter, gateway: async () => gateway, siteUrl: SITE_URL_TESTE, now }),
    promo: createPromoService({
      db,
      promoRedemptionsTable: table('promo_redemptions'),
      pacientes,
      consultas,
      chatTokens,
      rateLimiter,
      verificacao,
      enviarEmail: async (mensagem) => {
        const [{ createEnvioEmail }, { SESv2Client }] = await Promise.all([import('#lambdas/common/ses-envio.js'), import('@aws-sdk/client-sesv2')]);
        const ses = new SESv2Client({ endpoint: stack.env.AWS_ENDPOINT_URL_SESV2!, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
        try {
          await createEnvioEmail({ ses, remetente: stack.env.EMAIL_REMETENTE! })(mensagem);
        } finally {
          ses.destroy();
        }
      },
      now,
    }),
    webhook: createAsaasWebhookService({
      idempotencyStore: idempotencyStore(stack),
      consultas,
      pacientes,
      chatTokens,
      publisher: options.publisher ?? { publish: async () => undefined },
      now,
    }),
  };
}

/** Waits for the next rate-limit window when the current one is about to end, so a burst stays in one window. */
export async function freshWindow(windowSeconds: number, marginSeconds = 5): Promise<void> {
  const intoWindow = (Date.now() / 1000) % windowSeconds;
  if (intoWindow > windowSeconds - marginSeconds) {
    await new Promise((resolve) => setTimeout(resolve, (windowSeconds - intoWindow) * 1000 + 50));
  }
}

/** Free ports for a stack of a test's own, which a restart can reuse. */
export async function freeStackPorts() {
  return {
    api: await freePort(),
    realtime: await freePort(),
    cognito: await freePort(),
    dynamodb: await freePort(),
    asaas: await freePort(),
    objectStore: await freePort(),
    // The handlers' SDK clients are made once per process: a restarted stack serves each stand-in
    // on the same port, as `npm start` restarted on its fixed ports would.
    bedrock: await freePort(),
    polly: await freePort(),
    ses: await freePort(),
    secretsManager: await freePort(),
  };
}

export interface ChatStreamed {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The NDJSON events (none when the answer is a JSON refusal). */
  readonly eventos: EventoChat[];
  /** A refusal's JSON body. */
  readonly json?: Record<string, unknown>;
  /** How many pieces the body arrived in. */
  readonly chunks: number;
}

/** POST /api/chat/mensagens from `ip`, the streamed NDJSON answer read as it arrives, to its end. */
export function enviarMensagemChat(
  apiUrl: string,
  input: { token: string; ip: string; medicoId: number; texto: string; extra?: Record<string, unknown> },
): Promise<ChatStreamed> {
  const url = new URL('/api/chat/mensagens', apiUrl);
  const payload = JSON.stringify({ medicoId: input.medicoId, texto: input.texto, ...input.extra });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: input.ip,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-chat-token': input.token },
      },
      (res) => {
        const ndjson = res.headers['content-type']?.startsWith(CHAT_STREAM_CONTENT_TYPE) ?? false;
        const leitor = createLeitorEventosChat();
        const eventos: EventoChat[] = [];
        const bruto: Buffer[] = [];
        let chunks = 0;
        res.on('data', (chunk: Buffer) => {
          chunks += 1;
          bruto.push(chunk);
          if (ndjson) eventos.push(...leitor.push(chunk.toString('utf8')));
        });
        res.on('end', () => {
          if (ndjson) eventos.push(...leitor.end());
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            eventos,
            chunks,
            ...(ndjson ? {} : { json: JSON.parse(Buffer.concat(bruto).toString('utf8')) as Record<string, unknown> }),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A confirmed, signed-in patient account on the stack's local Cognito (SignUp, the mailed code,
 * ConfirmSignUp, USER_PASSWORD_AUTH); returns the access token.
 */
export async function signedInUser(
  stack: { cognitoEndpoint: string; mailboxUrl: string; env: Record<string, string> },
  email: string,
): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const ClientId = stack.env.USER_POOL_CLIENT_ID!;
    await cognito.send(new SignUpCommand({ ClientId, Username: email, Password: 'Segredo123!', UserAttributes: [{ Name: 'email', Value: email }] }));
    const mailbox = (await (await fetch(`${stack.mailboxUrl}?email=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ code?: string }> };
    await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: mailbox.messages.at(-1)?.code }));
    const auth = await cognito.send(
      new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Segredo123!' } }),
    );
    return auth.AuthenticationResult!.AccessToken!;
  } finally {
    cognito.destroy();
  }
}

/** The latest six-digit code the SES stand-in (`sesUrl`, its endpoint) delivered to `email` under `assunto`. */
export async function ultimoCodigoEnviado(sesUrl: string, email: string, assunto: string): Promise<string | undefined> {
  const store = (await (await fetch(`${sesUrl}/store`)).json()) as {
    emails: Array<{ destination: { to: string[] }; subject: string; body: { text?: string } }>;
  };
  const para = email.trim().toLowerCase();
  const mensagem = store.emails.filter((item) => item.destination.to.some((to) => to.toLowerCase() === para) && item.subject === assunto).at(-1);
  return /\b(\d{6})\b/.exec(mensagem?.body.text ?? '')?.[1];
}

export interface FormularioGratuita {
  readonly email: string;
  readonly nome?: string;
  readonly telefone?: string;
  readonly medicoId?: number;
  /** A fresh valid CPF when absent. */
  readonly cpf?: string;
  readonly codigo?: string;
}

/**
 * A free consultation as the form makes it: the one-time code is requested for the e-mail, read
 * from the SES stand-in's mailbox and sent with the form. Returns the API's answer to the creation.
 */
export async function criarConsultaGratuita(
  stack: { apiUrl: string; sesUrl: string },
  formulario: FormularioGratuita,
  ip: string = newIp(),
): Promise<HttpAnswer<{ chatToken: string; consultaId: string; medicoId: number; mensagem?: string }>> {
  const { mensagens } = await import('#shared/messages.js');
  const enviado = await request(stack.apiUrl, '/api/consultas/gratuita/codigo', { body: { email: formulario.email }, ip });
  if (enviado.status !== 202) throw new Error(`POST /api/consultas/gratuita/codigo: HTTP ${enviado.status}`);
  const codigoEmail = await ultimoCodigoEnviado(stack.sesUrl, formulario.email, mensagens.consultaGratuita.assuntoEmail);
  if (!codigoEmail) throw new Error('no free-consultation code in the mailbox');
  return request(stack.apiUrl, '/api/consultas/gratuita', {
    ip,
    body: {
      codigo: formulario.codigo ?? 'ZAP19',
      nome: formulario.nome ?? 'Maria Souza',
      email: formulario.email,
      telefone: formulario.telefone ?? '11 91234-5678',
      medicoId: formulario.medicoId ?? 1,
      cpf: formulario.cpf ?? newCpf(),
      codigoEmail,
    },
  });
}
