/**
 * Support for the attack suites: any-method HTTP from a chosen loopback address, what counts as a
 * Portuguese error answer, a full scan of every table to prove that refused requests stored
 * nothing, and the physician-validation fixtures (a queued case the local physician
 * holds, a results session for its patient's e-mail) that let bad input reach the handlers.
 */
import http from 'node:http';
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { tableEnvName, tables, type TableName } from '#definitions/tables.js';
import { mensagens } from '#shared/messages.js';
import { mensagensChat } from '#shared/schemas/chat.js';
import { mensagensContato } from '#shared/schemas/contato.js';
import { mensagensPerfil } from '#shared/schemas/perfil.js';
import { ASSUNTO_CODIGO } from '#lambdas/resultados/resultados.js';
import { casoDetalheSchema, mensagensMedico, RESULTADOS_TOKEN_HEADER, type RascunhoClinico } from '#shared/schemas/validacao.js';
import type { StackEndpoints } from './global-setup.js';
import { newIp, request } from './pagamentos-helpers.js';
import { consultaEncerrada } from './validacao-helpers.js';

export interface RawAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
  readonly body: unknown;
}

export interface RawRequest {
  readonly method: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  readonly ip?: string;
}

/** One request with any method, raw body and headers; the answer's JSON when it is JSON. */
export function send(baseUrl: string, req: RawRequest): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: req.path,
        method: req.method,
        localAddress: req.ip ?? '127.0.0.1',
        headers: {
          ...(req.body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(req.body) }),
          ...req.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text === '' ? undefined : JSON.parse(text);
          } catch {
            // not JSON: kept as text
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        });
        res.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}

function collectTexts(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) collectTexts(inner, into);
  return into;
}

/** Every fixed text of the pt-BR catalogues (texts built by functions are checked by pattern). */
export const catalogue: ReadonlySet<string> = collectTexts([mensagens, mensagensChat, mensagensContato, mensagensPerfil, mensagensMedico], new Set());

const PORTUGUESE_MARKS = /[áàâãéêíóôõúç]/i;
const PORTUGUESE_WORDS = /\b(não|de|do|da|dos|das|o|a|os|as|ao|em|no|na|para|um|uma|com|seu|sua|Informe|Use|Campo|Escolha|Escreva)\b/i;
const ENGLISH_WORDS = /\b(the|is|are|invalid|required|expected|received|error|internal|server|request|entity|forbidden|unauthorized|not found|too large|undefined|null)\b/i;

/**
 * "A Portuguese message": a non-empty sentence that is either one of the catalogue's texts, or has
 * Portuguese diacritics or function words and no English ones (texts the catalogue builds from
 * numbers, e.g. "Use no máximo 120 caracteres.").
 */
export function isPortugueseMessage(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 500) return false;
  if (catalogue.has(trimmed)) return true;
  return (PORTUGUESE_MARKS.test(trimmed) || PORTUGUESE_WORDS.test(trimmed)) && !ENGLISH_WORDS.test(trimmed);
}

/** Why a refusal is not a proper one, or undefined when it is: a 4xx whose `error` (and `descricao`) is Portuguese. */
export function refusalProblem(answer: RawAnswer): string | undefined {
  if (answer.status < 400 || answer.status > 499) return `status ${answer.status}: ${answer.text.slice(0, 200)}`;
  const body = answer.body as { error?: unknown; descricao?: unknown } | undefined;
  if (!body || typeof body !== 'object') return `status ${answer.status} without a JSON body: ${answer.text.slice(0, 200)}`;
  if (!isPortugueseMessage(body.error)) return `status ${answer.status} with a non-Portuguese error: ${answer.text.slice(0, 200)}`;
  if (body.descricao !== undefined && !isPortugueseMessage(body.descricao)) return `non-Portuguese descricao: ${answer.text.slice(0, 200)}`;
  return undefined;
}

export type TableSnapshot = Record<string, Map<string, string>>;

/** Every item of every table of definitions/tables.ts, by key, as canonical JSON. */
export async function snapshotTables(
  db: DynamoDBDocumentClient,
  env: Record<string, string>,
  keep: (table: TableName, item: Record<string, unknown>) => boolean = () => true,
): Promise<TableSnapshot> {
  const snapshot: TableSnapshot = {};
  for (const name of Object.keys(tables) as TableName[]) {
    const definition = tables[name];
    const physical = env[tableEnvName(name)];
    if (!physical) throw new Error(`the stack has no table ${name}`);
    const items = new Map<string, string>();
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new ScanCommand({ TableName: physical, ConsistentRead: true, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) {
        if (!keep(name, item)) continue;
        // An item past its TTL may be deleted by the database itself at any moment (tests that move
        // the clock leave some): that is not a change any route made.
        const ttl = 'ttlAttribute' in definition ? item[definition.ttlAttribute as string] : undefined;
        if (typeof ttl === 'number' && ttl * 1000 <= Date.now()) continue;
        const sortKey = 'sortKey' in definition ? (definition.sortKey as { name: string }).name : undefined;
        const key = `${String(item[definition.partitionKey.name])}${sortKey ? `#${String(item[sortKey])}` : ''}`;
        items.set(key, canonical(item));
      }
      start = page.LastEvaluatedKey;
    } while (start);
    snapshot[name] = items;
  }
  return snapshot;
}

function canonical(value: unknown): string {
  if (value instanceof Set) return canonical([...value].sort());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Items added, removed or changed between two snapshots, per table (empty when identical). */
export function tableDifferences(before: TableSnapshot, after: TableSnapshot): string[] {
  const differences: string[] = [];
  for (const name of Object.keys(before)) {
    const was = before[name]!;
    const now = after[name]!;
    for (const [key, item] of now) {
      if (!was.has(key)) differences.push(`${name}: added ${key}`);
      else if (was.get(key) !== item) differences.push(`${name}: changed ${key}`);
    }
    for (const key of was.keys()) if (!now.has(key)) differences.push(`${name}: removed ${key}`);
  }
  return differences;
}

// ---------------------------------------------------------------------------------------------
// Physician validation fixtures (docs/validacao-medica.md).
// ---------------------------------------------------------------------------------------------

/** A valid draft as the cockpit sends it back: the base the malformed drafts are made from. */
export const RASCUNHO_VALIDO: RascunhoClinico = {
  nota: {
    subjetivo: 'Tosse seca há uma semana, sem febre.',
    objetivo: '34 anos, 62,5 kg, 165 cm.',
    avaliacao: { diferenciais: [{ hipotese: 'Hipótese a confirmar pelo médico', raciocinio: 'Quadro respiratório leve.' }], sinaisAlerta: [] },
    plano: { exames: ['Hemograma'], orientacoes: 'Hidratação e repouso.', retorno: 'Se piorar, procure atendimento.' },
  },
  receita: {
    medicamentos: [{ nome: 'Paracetamol', dose: '500 mg', via: 'oral', posologia: 'de 6 em 6 horas, se dor', duracao: 'por 3 dias' }],
    orientacoes: 'Repouso.',
  },
  mensagemPaciente: 'Olá, Maria. Um médico revisou sua consulta.',
  triagem: { nivel: 'consulta', motivos: ['Tosse há uma semana'] },
};

export interface CasoReservado {
  readonly consultaId: string;
  /** The e-mail the patient gave (the results link's code goes there). */
  readonly email: string;
}

/**
 * A real case in the physicians' queue, with the AI's drafts, held by the physician of
 * `medicaToken`: a free consultation through the chat API (intake, a message, the rating that
 * ends it), then the claim. Requests about it then reach the cockpit's handlers for real, so a
 * check that let bad input through would show as a changed table.
 */
export async function casoReservado(stack: StackEndpoints, medicaToken: string): Promise<CasoReservado> {
  const { consultaId, email } = await consultaEncerrada(stack.apiUrl, { rotulo: 'ataque-caso', texto: 'Estou com tosse seca há uma semana.' });
  const medica = { authorization: `Bearer ${medicaToken}` };
  const reserva = () => send(stack.apiUrl, { method: 'POST', path: `/api/medico/casos/${consultaId}/reserva`, headers: medica });
  await until(async () => (await reserva()).status === 200, 'the case to be claimed');
  // Queued with the AI's drafts: the sweeper has nothing left to do on it while the suite runs.
  await until(async () => {
    const answer = await send(stack.apiUrl, { method: 'GET', path: `/api/medico/casos/${consultaId}`, headers: medica });
    if (answer.status !== 200) return false;
    const caso = casoDetalheSchema.parse(answer.body);
    return caso.status === 'aguardando' && caso.rascunho !== undefined && caso.reserva?.propria === true;
  }, 'the case to be queued with its drafts');
  return { consultaId, email };
}

/** Polls `ready` (expect.poll works only inside a test, and these run in beforeAll). */
async function until(ready: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A results session for the consultation's e-mail: the code from the SES stand-in's mailbox, exchanged for the token. */
export async function sessaoResultados(stack: StackEndpoints, caso: CasoReservado): Promise<string> {
  const ip = newIp();
  expect((await request(stack.apiUrl, '/api/resultados/codigo', { ip, body: { consultaId: caso.consultaId } })).status).toBe(200);
  const store = (await (await fetch(`${stack.env.AWS_ENDPOINT_URL_SESV2}/store`)).json()) as {
    emails: Array<{ destination: { to: string[] }; subject: string; body: { text?: string } }>;
  };
  const email = store.emails.filter((item) => item.destination.to.includes(caso.email) && item.subject === ASSUNTO_CODIGO).at(-1);
  const codigo = /\b(\d{6})\b/.exec(email?.body.text ?? '')?.[1];
  if (!codigo) throw new Error('no results code in the mailbox');
  const sessao = await request<{ token: string }>(stack.apiUrl, '/api/resultados/sessao', { ip, body: { consultaId: caso.consultaId, codigo } });
  expect(sessao.status).toBe(201);
  // The session works: the e-mail's consultation is listed.
  const lista = await send(stack.apiUrl, { method: 'GET', path: '/api/resultados/acesso', headers: { [RESULTADOS_TOKEN_HEADER]: sessao.body.token }, ip });
  expect(lista.status).toBe(200);
  return sessao.body.token;
}
