/**
 * A bounded load on the local API (loopback only; it stops by itself after `seconds`): concurrent
 * patients, each from a loopback address of its own, go through whole free consultations as a
 * patient's page and a physician's cockpit make them:
 *   - the free journey: promo code → e-mail code → free consultation → token check and use →
 *     intake → chat state;
 *   - the chat: three messages, each answer read to its end, with the doctor's voice as the chat
 *     page speaks it (audio is on by default, web/src/features/chat/hooks/use-fala-medico.ts):
 *     POST /api/fala for the spoken introduction after the intake, for every answer and for the
 *     closing message;
 *   - the end (POST /api/chat/encerrar with the rating, which writes the AI's drafts and queues the
 *     case); then the page's reads after the end (use-validacao-consulta.ts): the state, the
 *     subscription to the consultation's channel `/validacoes/<canal>`, the state again once
 *     subscribed, and once more when the decision arrives on the socket;
 *   - the physician (the local account, one physician whose queue is open over the whole run and
 *     subscribed to `/medicos/fila`): the queue read again on the new case's event, the case
 *     claimed and read, its drafts validated (signed PDFs to S3, the e-mail to the patient), the
 *     queue read again.
 * Prints the throughput, p50/p95/p99 latency per step and the errors; then, with the stack's meter
 * (`medirConsumo`), what AWS would bill for one consultation (custo-consulta.ts), the validation
 * sweeper measured alone before and after (its timers paused during the run); then the throughput
 * of a trivial API route (POST /api/presence, keep-alive, same concurrency) against a bare Node
 * HTTP server on the same machine, and their ratio.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { LocalStack } from '#infra/local/stack.js';
import { diferencaConsumo, type MedidorLocal, type RetratoConsumo } from '#infra/local/medidor.js';
import { LIMITES_VARREDURA } from '#lambdas/validacao/varredura.js';
import { mensagens } from '#shared/messages.js';
import { textoParaFala } from '#web/features/chat/voz/fala-medico.js';
import { enviarMensagemChat, newCpf, request, ultimoCodigoEnviado } from '../integration/pagamentos-helpers.js';
import { bedrock } from './precos-aws.js';
import { printCusto, type MedicaoVarredura, type ModeloBedrock } from './custo-consulta.js';
import { tokenDaMedica } from './validacao.js';

export interface LoadOptions {
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

/** The sweeper whose share of a consultation the load measures (definitions/schedules.ts). */
const VARREDURA = 'validacao-varredura';
/** Runs of the sweeper measured alone, before and after the load. */
const EXECUCOES_VARREDURA = 3;

/** One AppSync Events subscription on the local realtime server, as Amplify's events client makes it. */
interface Assinatura {
  /** Resolves on the next `data` message (true), or false after `ms`. */
  proximoEvento(ms: number): Promise<boolean>;
  fechar(): void;
}

async function assinar(stack: LocalStack, canal: string, autorizacao: Record<string, string>): Promise<Assinatura> {
  const host = new URL(stack.realtimeHttpEndpoint).host;
  const header = Buffer.from(JSON.stringify({ host, ...autorizacao })).toString('base64url');
  const socket = new WebSocket(stack.realtimeEndpoint, ['aws-appsync-event-ws', `header-${header}`]);
  let recebidos = 0;
  const esperando = new Set<() => void>();
  await new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (raw) => {
      const mensagem = JSON.parse(raw.toString()) as { type: string };
      if (mensagem.type === 'connection_ack') socket.send(JSON.stringify({ type: 'subscribe', id: randomUUID(), channel: canal, authorization: { host, ...autorizacao } }));
      else if (mensagem.type === 'subscribe_success') resolve();
      else if (mensagem.type === 'subscribe_error' || mensagem.type === 'connection_error') reject(new Error(`${canal}: ${mensagem.type}`));
      else if (mensagem.type === 'data') {
        recebidos += 1;
        for (const acordar of esperando) acordar();
      }
    });
  });
  return {
    proximoEvento(ms) {
      const jaRecebidos = recebidos;
      return new Promise<boolean>((resolve) => {
        const acordar = () => {
          if (recebidos === jaRecebidos) return;
          esperando.delete(acordar);
          clearTimeout(prazo);
          resolve(true);
        };
        const prazo = setTimeout(() => {
          esperando.delete(acordar);
          resolve(false);
        }, ms);
        esperando.add(acordar);
      });
    },
    fechar: () => socket.close(),
  };
}

/** The sweeper's `execucoes` runs, one after the other, measured together. */
async function medirVarredura(stack: LocalStack, medidor: MedidorLocal, execucoes: number): Promise<RetratoConsumo> {
  const antes = await medidor.retrato();
  for (let execucao = 0; execucao < execucoes; execucao += 1) await stack.agendamentos.executar(VARREDURA);
  return diferencaConsumo(antes, await medidor.retrato());
}

async function modelosDosEstagios(): Promise<Record<'sandbox' | 'prod', ModeloBedrock>> {
  // The CDK stage config (aws-cdk-lib, ~1 s to load) is read only here, for the models' ids.
  const { stageConfig } = await import('#infra/lib/stage-config.js');
  const modelo = (estagio: 'sandbox' | 'prod'): ModeloBedrock => {
    const id = stageConfig(estagio).bedrockModelId;
    if (!(id in bedrock)) throw new Error(`test/bench/precos-aws.ts não tem o preço do modelo ${id} (estágio ${estagio})`);
    return id as ModeloBedrock;
  };
  return { sandbox: modelo('sandbox'), prod: modelo('prod') };
}

export async function benchLoad(stack: LocalStack, options: LoadOptions = {}): Promise<LoadFigures> {
  const apiUrl = stack.apiUrl;
  const sesUrl = stack.env.AWS_ENDPOINT_URL_SESV2!;
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
  /** One timed call; undefined (and counted as an error) unless its status is `expected`. */
  const timed = async <T = Record<string, unknown>>(route: string, expected: number, call: () => Promise<{ status: number; body?: T }>) => {
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

  // The physician on duty: signed in once, her queue open (subscribed to /medicos/fila) over the run.
  const tokenMedica = await tokenDaMedica(stack);
  const painel = await assinar(stack, '/medicos/fila', { Authorization: tokenMedica });
  const ipMedica = '127.91.0.1';
  const medica = <T>(method: 'GET' | 'POST', caminho: string, body?: unknown) => () =>
    request<T>(apiUrl, `/api/medico${caminho}`, { method, ip: ipMedica, headers: { authorization: `Bearer ${tokenMedica}` }, ...(body === undefined ? {} : { body }) });
  const apiKey = { 'x-api-key': stack.env.EVENTS_API_KEY! };

  let journeys = 0;
  let sequence = 0;
  /** When the patients stop starting journeys; set once the measurements before the run are done. */
  let until = 0;

  async function journey(): Promise<void> {
    const n = sequence;
    sequence += 1;
    // 127.90.0.0/16: an address per journey, so per-IP limits see separate patients.
    const ip = `127.90.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
    const medicoId = (n % 12) + 1;
    const post =
      <T = Record<string, unknown>>(path: string, body: unknown, headers: Record<string, string> = {}) =>
      () =>
        request<T>(apiUrl, path, { ip, body, headers });
    if (!(await timed('POST /api/promo/validar', 200, post('/api/promo/validar', { codigo: 'ZAP19' })))) return;
    const email = `carga-${Date.now()}-${n}@exemplo.com.br`;
    if (!(await timed('POST /api/consultas/gratuita/codigo', 202, post('/api/consultas/gratuita/codigo', { email })))) return;
    const codigoEmail = await ultimoCodigoEnviado(sesUrl, email, mensagens.consultaGratuita.assuntoEmail);
    const free = await timed(
      'POST /api/consultas/gratuita',
      201,
      post('/api/consultas/gratuita', { codigo: 'ZAP19', nome: 'Paciente de Carga', email, telefone: '11 91234-5678', medicoId, cpf: newCpf(), codigoEmail }),
    );
    const token = (free?.body as { chatToken?: string } | undefined)?.chatToken;
    const consultaId = (free?.body as { consultaId?: string } | undefined)?.consultaId;
    if (!token || !consultaId) return;
    const headers = { 'x-chat-token': token };
    const estado = () =>
      timed('GET /api/chat/estado', 200, () => request<{ canalValidacao?: string }>(apiUrl, `/api/chat/estado?medicoId=${medicoId}`, { method: 'GET', ip, headers }));
    // The doctor's voice, as the chat page asks for it (textoParaFala: no markdown, at most 1,500 characters).
    const falar = async (texto: string) => {
      const fala = textoParaFala(texto);
      if (fala) await timed('POST /api/fala', 200, post('/api/fala', { texto: fala, medicoId }, headers));
    };
    await timed('POST /api/chat-tokens/validar', 200, post('/api/chat-tokens/validar', { token, medicoId }));
    await timed('POST /api/chat-tokens/utilizar', 200, post('/api/chat-tokens/utilizar', { token }));
    const intake = await timed('POST /api/chat/intake', 201, post<{ introducaoFalada?: string }>('/api/chat/intake', { medicoId, dados: DADOS }, headers));
    if (!intake) return;
    await estado();
    if (intake.body?.introducaoFalada) await falar(intake.body.introducaoFalada);
    for (const texto of FALAS) {
      let resposta = '';
      const enviada = await timed('POST /api/chat/mensagens (até o fim)', 200, async () => {
        const chat = await enviarMensagemChat(apiUrl, { token, ip, medicoId, texto });
        resposta = chat.eventos.map((evento) => (evento.tipo === 'texto' ? evento.texto : '')).join('');
        return { status: chat.status };
      });
      if (enviada && resposta) await falar(resposta);
    }
    await estado();

    // The end: the rating ends the consultation, the AI's drafts are written, the case is queued.
    const fim = await timed('POST /api/chat/encerrar', 200, post<{ mensagem?: { texto?: string } }>('/api/chat/encerrar', { medicoId, motivo: 'avaliacao', avaliacao: 5 }, headers));
    if (!fim) return;
    if (fim.body?.mensagem?.texto) await falar(fim.body.mensagem.texto);
    const canal = (await estado())?.body?.canalValidacao;
    if (!canal) return;
    let assinatura: Assinatura | undefined;
    await timed('WS inscrição /validacoes/<canal>', 200, async () => {
      assinatura = await assinar(stack, `/validacoes/${canal}`, apiKey);
      return { status: 200 };
    });
    if (!assinatura) return;
    try {
      await estado();
      // The physician: the queue read again on the new case's event, the case claimed and read, validated.
      await timed('GET /api/medico/fila', 200, medica('GET', '/fila'));
      if (!(await timed('POST /api/medico/casos/{id}/reserva', 200, medica('POST', `/casos/${consultaId}/reserva`)))) return;
      const caso = await timed('GET /api/medico/casos/{id}', 200, medica<{ rascunho?: unknown }>('GET', `/casos/${consultaId}`));
      if (caso?.body?.rascunho === undefined) return;
      const decisao = assinatura.proximoEvento(20_000);
      const validarEm = performance.now();
      if (!(await timed('POST /api/medico/casos/{id}/validar', 200, medica('POST', `/casos/${consultaId}/validar`, { rascunho: caso.body.rascunho })))) return;
      // The decision on the patient's socket, timed from sending `validar` (the route publishes it before answering).
      record('decisão no WS do paciente (desde validar)', validarEm, await decisao);
      await timed('GET /api/medico/fila', 200, medica('GET', '/fila'));
      await estado();
    } finally {
      assinatura.fechar();
    }
    journeys += 1;
  }

  const medidor = stack.medidor;
  // The sweeper runs at a fixed rate in AWS, not per consultation: it is paused during the run
  // and measured alone, before and after (its share is the re-reading of decided cases).
  await stack.agendamentos.pausar();
  let varredura: MedicaoVarredura | undefined;
  let total: RetratoConsumo | undefined;
  let elapsed: number;
  try {
    const varreduraAntes = medidor ? await medirVarredura(stack, medidor, EXECUCOES_VARREDURA) : undefined;
    const antes = await medidor?.retrato();
    const started = Date.now();
    until = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: patients }, async () => {
        while (Date.now() < until) await journey();
      }),
    );
    elapsed = (Date.now() - started) / 1000;
    if (medidor && antes && varreduraAntes) {
      total = diferencaConsumo(antes, await medidor.retrato());
      varredura = {
        id: VARREDURA,
        execucoes: EXECUCOES_VARREDURA,
        antes: varreduraAntes,
        depois: await medirVarredura(stack, medidor, EXECUCOES_VARREDURA),
        casosDecididos: journeys,
        diasReleitura: LIMITES_VARREDURA.conclusaoDias,
      };
    }
  } finally {
    stack.agendamentos.retomar();
    painel.fechar();
  }

  const routes = [...samples].map(([route, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { route, count: list.length, errors: failures.get(route) ?? 0, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
  });
  const requests = routes.reduce((sum, route) => sum + route.count, 0);
  const errors = routes.reduce((sum, route) => sum + route.errors, 0);
  printLoad({ journeys, requests, errors, seconds: elapsed, routes }, patients);
  if (total) printCusto({ consultas: journeys, total, varredura, modelos: await modelosDosEstagios(), errosNasJornadas: errors });

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
  printTrivial(figures, patients);
  return figures;
}

function printLoad(
  figures: Pick<LoadFigures, 'journeys' | 'requests' | 'errors' | 'seconds' | 'routes'>,
  patients: number,
): void {
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  console.log(`\nCarga: ${patients} pacientes simultâneos por ${figures.seconds.toFixed(0)} s (consulta gratuita completa: chat de 3 mensagens com a voz do médico, fim, validação médica)`);
  console.log(
    `  ${figures.journeys} consultas completas, ${figures.requests} requisições, ${(figures.requests / figures.seconds).toFixed(1)} req/s, ${figures.errors} erros`,
  );
  console.log(`  ${'rota'.padEnd(44)} ${'n'.padStart(6)} ${'erros'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}`);
  for (const route of figures.routes) {
    console.log(`  ${route.route.padEnd(44)} ${String(route.count).padStart(6)} ${String(route.errors).padStart(6)} ${ms(route.p50)} ${ms(route.p95)} ${ms(route.p99)}`);
  }
}

function printTrivial(figures: LoadFigures, patients: number): void {
  console.log(`\n  POST /api/presence (keep-alive, ${patients} clientes): ${figures.apiTrivialPerSecond.toFixed(0)} req/s`);
  console.log(`  Node HTTP puro na mesma máquina:            ${figures.bareNodePerSecond.toFixed(0)} req/s`);
  console.log(`  razão API / Node puro:                      ${(figures.ratio * 100).toFixed(1)} %`);
}
