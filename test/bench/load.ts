/**
 * A bounded load on the local API (loopback only; it stops by itself after `seconds`): concurrent
 * patients, each from a loopback address of its own, go through the free journey (promo code →
 * free consultation → token check and use → intake → chat state) and a short chat (three messages,
 * each answer read to its end). Prints the throughput, p50/p95/p99 latency per route and the
 * errors; then the throughput of a trivial API route (POST /api/presence, keep-alive, same
 * concurrency) against a bare Node HTTP server on the same machine, and their ratio.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mensagens } from '#shared/messages.js';
import { enviarMensagemChat, newCpf, request, ultimoCodigoEnviado } from '../integration/pagamentos-helpers.js';

export interface LoadOptions {
  /** The SES stand-in's endpoint, whose mailbox gives each journey its e-mail code. */
  readonly sesUrl: string;
  /** How long the journeys run; the patients in flight finish theirs. */
  readonly seconds?: number;
  /** Patients at once. */
  readonly patients?: number;
  /** How long each side of the trivial-route comparison runs. */
  readonly trivialSeconds?: number;
}

export interface RouteFigures {
  readonly route: string;
  readonly count: number;
  readonly errors: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
}

export interface LoadFigures {
  readonly journeys: number;
  readonly requests: number;
  readonly errors: number;
  readonly seconds: number;
  readonly requestsPerSecond: number;
  readonly routes: readonly RouteFigures[];
  readonly apiTrivialPerSecond: number;
  readonly bareNodePerSecond: number;
  readonly ratio: number;
}

const DADOS = {
  nome: 'Paciente de Carga',
  idade: '40',
  peso: '72',
  altura: '170',
  bebe: 'nao',
  fuma: 'nao',
  esporte: 'caminhada',
  consultaPara: 'proprio',
  consentimentoDados: true,
  consentimentoTermos: true,
};

const FALAS = ['Estou com dor de cabeça há dois dias.', 'A dor é do lado direito, nota 6.', 'Não tomo remédios e não tenho alergias.'];

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}


/** Hammers `target` with `concurrency` keep-alive clients for `seconds`; requests per second. */
async function throughput(target: { url: string; path: string; body: () => string }, concurrency: number, seconds: number): Promise<number> {
  const url = new URL(target.path, target.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const payload = target.body();
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if ((res.statusCode ?? 0) < 400) done += 1;
            resolve();
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) await one();
    }),
  );
  agent.destroy();
  return done / ((Date.now() - started) / 1000);
}

export async function benchLoad(apiUrl: string, options: LoadOptions): Promise<LoadFigures> {
  const seconds = options.seconds ?? 30;
  const patients = options.patients ?? 10;
  const samples = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const record = (route: string, started: number, ok: boolean) => {
    const list = samples.get(route) ?? [];
    list.push(performance.now() - started);
    samples.set(route, list);
    if (!ok) failures.set(route, (failures.get(route) ?? 0) + 1);
  };
  /** One timed call; false (and counted as an error) unless its status is `expected`. */
  const timed = async (route: string, expected: number, call: () => Promise<{ status: number; body?: unknown }>) => {
    const started = performance.now();
    try {
      const answer = await call();
      record(route, started, answer.status === expected);
      return answer.status === expected ? answer : undefined;
    } catch {
      record(route, started, false);
      return undefined;
    }
  };

  let journeys = 0;
  let sequence = 0;
  const until = Date.now() + seconds * 1000;

  async function journey(): Promise<void> {
    const n = sequence;
    sequence += 1;
    // 127.90.0.0/16: an address per journey, so per-IP limits see separate patients.
    const ip = `127.90.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
    const medicoId = (n % 12) + 1;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) => () => request(apiUrl, path, { ip, body, headers });
    if (!(await timed('POST /api/promo/validar', 200, post('/api/promo/validar', { codigo: 'ZAP19' })))) return;
    const email = `carga-${Date.now()}-${n}@exemplo.com.br`;
    if (!(await timed('POST /api/consultas/gratuita/codigo', 202, post('/api/consultas/gratuita/codigo', { email })))) return;
    const codigoEmail = await ultimoCodigoEnviado(options.sesUrl, email, mensagens.consultaGratuita.assuntoEmail);
    const free = await timed(
      'POST /api/consultas/gratuita',
      201,
      post('/api/consultas/gratuita', { codigo: 'ZAP19', nome: 'Paciente de Carga', email, telefone: '11 91234-5678', medicoId, cpf: newCpf(), codigoEmail }),
    );
    const token = (free?.body as { chatToken?: string } | undefined)?.chatToken;
    if (!token) return;
    const headers = { 'x-chat-token': token };
    await timed('POST /api/chat-tokens/validar', 200, post('/api/chat-tokens/validar', { token, medicoId }));
    await timed('POST /api/chat-tokens/utilizar', 200, post('/api/chat-tokens/utilizar', { token }));
    if (!(await timed('POST /api/chat/intake', 201, post('/api/chat/intake', { medicoId, dados: DADOS }, headers)))) return;
    await timed('GET /api/chat/estado', 200, () => request(apiUrl, `/api/chat/estado?medicoId=${medicoId}`, { method: 'GET', ip, headers }));
    for (const texto of FALAS) {
      await timed('POST /api/chat/mensagens (até o fim)', 200, async () => ({ status: (await enviarMensagemChat(apiUrl, { token, ip, medicoId, texto })).status }));
    }
    await timed('GET /api/chat/estado', 200, () => request(apiUrl, `/api/chat/estado?medicoId=${medicoId}`, { method: 'GET', ip, headers }));
    journeys += 1;
  }

  const started = Date.now();
  await Promise.all(
    Array.from({ length: patients }, async () => {
      while (Date.now() < until) await journey();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;

  const routes = [...samples].map(([route, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { route, count: list.length, errors: failures.get(route) ?? 0, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
  });
  const requests = routes.reduce((sum, route) => sum + route.count, 0);
  const errors = routes.reduce((sum, route) => sum + route.errors, 0);

  // The trivial route against a bare Node server, same clients, same concurrency.
  const trivialSeconds = options.trivialSeconds ?? 5;
  let visitor = 0;
  const apiTrivialPerSecond = await throughput(
    { url: apiUrl, path: '/api/presence', body: () => JSON.stringify({ visitorId: `carga${String((visitor += 1) % 50).padStart(12, '0')}` }) },
    patients,
    trivialSeconds,
  );
  const bare = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end('{"online":1}');
    });
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareNodePerSecond = await throughput(
    { url: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`, path: '/api/presence', body: () => '{"visitorId":"carga000000000001"}' },
    patients,
    trivialSeconds,
  );
  await new Promise((resolve) => bare.close(resolve));

  const figures: LoadFigures = {
    journeys,
    requests,
    errors,
    seconds: elapsed,
    requestsPerSecond: requests / elapsed,
    routes,
    apiTrivialPerSecond,
    bareNodePerSecond,
    ratio: apiTrivialPerSecond / bareNodePerSecond,
  };
  printLoad(figures, patients);
  return figures;
}

function printLoad(figures: LoadFigures, patients: number): void {
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  console.log(`\nCarga: ${patients} pacientes simultâneos por ${figures.seconds.toFixed(0)} s (jornada gratuita + chat de 3 mensagens)`);
  console.log(
    `  ${figures.journeys} jornadas, ${figures.requests} requisições, ${figures.requestsPerSecond.toFixed(1)} req/s, ${figures.errors} erros`,
  );
  console.log(`  ${'rota'.padEnd(40)} ${'n'.padStart(6)} ${'erros'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}`);
  for (const route of figures.routes) {
    console.log(`  ${route.route.padEnd(40)} ${String(route.count).padStart(6)} ${String(route.errors).padStart(6)} ${ms(route.p50)} ${ms(route.p95)} ${ms(route.p99)}`);
  }
  console.log(`  POST /api/presence (keep-alive, ${patients} clientes): ${figures.apiTrivialPerSecond.toFixed(0)} req/s`);
  console.log(`  Node HTTP puro na mesma máquina:            ${figures.bareNodePerSecond.toFixed(0)} req/s`);
  console.log(`  razão API / Node puro:                      ${(figures.ratio * 100).toFixed(1)} %`);
}
