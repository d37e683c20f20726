/**
 * The visitors badge at scale (README "Visitors online"), the bench's `presenca` part beside the
 * heartbeat's latency:
 *
 * 1. `simularPresenca`: 10³ to 10⁶ concurrent visitors over seven simulated minutes (two of warm-up),
 *    driving the product's own functions (lambdas/presence/presence-slots.ts: the credit of each beat,
 *    its counter item and shard, the next beat's delay, the goodbye's check, the window a recount
 *    reads and the broadcast rule) on an in-memory table, with Poisson arrivals, sessions of five
 *    minutes on average, 80 % of departures saying goodbye (the rest vanish), network and timer
 *    jitter on every beat, and a realtime reconnection now and then. It counts the writes per
 *    counter item and second, the Lambda invocations, the broadcasts and the badge's error against
 *    the number of open tabs, and prices an hour of it (precos-aws.ts).
 * 2. `presencaNaPilhaLocal`: a few hundred simulated visitors with their own ids beating the local
 *    API as the SPA does for about three minutes while the local aggregator recounts and
 *    broadcasts; some leave, some vanish. It prints the broadcast count against the truth over time
 *    and how long the count took to settle after each change.
 */
import { DEFAULT_MEMORY_MIB, routes } from '#definitions/routes.js';
import { schedules } from '#definitions/schedules.js';
import type { LocalStack } from '#infra/local/stack.js';
import { PRESENCE } from '#shared/constants.js';
import { PRESENCE_CHANNEL, type PresenceResponse } from '#shared/schemas/presence.js';
import { createWindowCounter } from '#lambdas/presence/aggregator.js';
import { PUBLISHED_CACHE_MS } from '#lambdas/presence/presence.js';
import {
  counterKey,
  creditBeat,
  creditStillCounted,
  nextBeatInMs,
  SHARDS,
  shardOf,
  shouldPublish,
  slotAt,
  SLOTS_PER_BEAT,
  windowKeys,
  type PublishedCount,
} from '#lambdas/presence/presence-slots.js';
import { documentClient, subscribe } from '../integration/pagamentos-helpers.js';
import { apiGateway, appsync, cloudfront, cloudwatchLogs, dynamodb, lambda, REGIAO_PRECOS, waf, xray } from './precos-aws.js';

const PASS_MS = PRESENCE.PASS_SECONDS * 1000;

// ---------------------------------------------------------------------------------------------
// 1. The simulation.
// ---------------------------------------------------------------------------------------------

/** What a simulated crowd looks like (the defaults are the bench's). */
export interface CenarioPresenca {
  readonly visitantes: number;
  readonly aquecimentoSegundos: number;
  readonly medicaoSegundos: number;
  /** Mean visit length (exponential). */
  readonly sessaoMediaSegundos: number;
  /** Departures that send the goodbye (pagehide + sendBeacon); the rest vanish. */
  readonly fracaoComDespedida: number;
  /** Tabs in the background, whose timers the browser aligns to whole seconds. */
  readonly fracaoSegundoPlano: number;
  /** A realtime reconnection (an extra beat) per tab, on average every this many seconds. */
  readonly reconexaoMediaSegundos: number;
  readonly semente: number;
}

export const cenarioPadrao = (visitantes: number): CenarioPresenca => ({
  visitantes,
  aquecimentoSegundos: 120,
  medicaoSegundos: 300,
  sessaoMediaSegundos: 300,
  fracaoComDespedida: 0.8,
  fracaoSegundoPlano: 0.2,
  reconexaoMediaSegundos: 1800,
  semente: 20261205,
});

export interface ResultadoSimulacao {
  readonly visitantes: number;
  /** The most writes one counter item took in one second. */
  readonly chaveMaisQuente: number;
  readonly escritasPorSegundo: number;
  readonly picoRequisicoesPorSegundo: number;
  /** Route invocations per visitor-hour, by kind. */
  readonly batidasPorVisitanteHora: number;
  readonly extrasPorVisitanteHora: number;
  readonly despedidasPorVisitanteHora: number;
  /** Writes per visitor-hour (UpdateItem, goodbyes whose condition failed included). */
  readonly escritasPorVisitanteHora: number;
  readonly transmissoesPorMinuto: number;
  /** Worst |badge − open tabs|, and the same against any number of open tabs of the last 60 s. */
  readonly erroMaximo: number;
  readonly erroMaximoJanela60s: number;
  readonly verdadeMedia: number;
}

/** mulberry32: a seeded generator, so two runs of the bench simulate the same crowd. */
function gerador(semente: number): () => number {
  let state = semente >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A visitor id as the SPA makes it (32 hex digits), derived from the visitor's number. */
function idDoVisitante(numero: number, semente: number): string {
  let text = '';
  for (let part = 0; part < 4; part += 1) {
    let h = Math.imul(numero * 4 + part + 1, 0x9e3779b1) ^ semente;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    text += ((h ^ (h >>> 16)) >>> 0).toString(16).padStart(8, '0');
  }
  return text;
}

const BATIDA = 0;
const EXTRA = 1;
const SAIDA = 2;
const CHEGADA = 3;

export function simularPresenca(cenario: CenarioPresenca): ResultadoSimulacao {
  const aleatorio = gerador(cenario.semente ^ cenario.visitantes);
  const exponencial = (media: number) => -Math.log(1 - aleatorio()) * media;
  // Client to server (or back): a fast path, a long tail, and a mobile hiccup now and then.
  const umaVia = () => 15 + exponencial(40) + (aleatorio() < 0.01 ? 500 + aleatorio() * 2500 : 0);

  const inicioMs = Date.UTC(2026, 11, 7, 12, 0, 0) + Math.floor(aleatorio() * PRESENCE.SLOT_SECONDS * 1000);
  const totalMs = (cenario.aquecimentoSegundos + cenario.medicaoSegundos) * 1000;
  const medicaoDesdeMs = cenario.aquecimentoSegundos * 1000;
  const chegadasPorMs = cenario.visitantes / (cenario.sessaoMediaSegundos * 1000);
  const capacidade = Math.ceil(cenario.visitantes + chegadasPorMs * totalMs * 1.1 + 1000);

  // Per visitor: its credit (NaN: none), the version of its scheduled beat, and how it behaves.
  const credito = new Float64Array(capacidade).fill(Number.NaN);
  const versao = new Uint32Array(capacidade);
  const saiu = new Uint8Array(capacidade);
  const segundoPlano = new Uint8Array(capacidade);
  const despede = new Uint8Array(capacidade);

  // Events in 100 ms buckets (time, kind, visitor, version); within a bucket, in arrival order.
  const BALDE_MS = 100;
  const baldes: number[][] = Array.from({ length: Math.ceil(totalMs / BALDE_MS) + 1 }, () => []);
  const agendar = (emMs: number, tipo: number, visitante: number, v = 0) => {
    if (emMs >= totalMs) return;
    baldes[Math.floor(emMs / BALDE_MS)]!.push(emMs, tipo, visitante, v);
  };

  let visitantes = 0;
  let presentes = 0;
  const abrir = (emMs: number, primeiraBatidaEmMs: number, duracaoMs: number) => {
    const v = visitantes++;
    segundoPlano[v] = aleatorio() < cenario.fracaoSegundoPlano ? 1 : 0;
    despede[v] = aleatorio() < cenario.fracaoComDespedida ? 1 : 0;
    if (emMs === 0) presentes += 1;
    else agendar(emMs, CHEGADA, v);
    agendar(primeiraBatidaEmMs, BATIDA, v, versao[v]);
    agendar(emMs + duracaoMs, SAIDA, v);
    agendar(emMs + exponencial(cenario.reconexaoMediaSegundos * 1000), EXTRA, v);
  };
  // The crowd already there: sessions memoryless, first beats spread over one period.
  for (let index = 0; index < cenario.visitantes; index += 1) {
    abrir(0, aleatorio() * PRESENCE.BEAT_SECONDS * 1000, exponencial(cenario.sessaoMediaSegundos * 1000));
  }
  for (let emMs = exponencial(1 / chegadasPorMs); emMs < totalMs && visitantes < capacidade; emMs += exponencial(1 / chegadasPorMs)) {
    // The page loads, then its first beat leaves.
    abrir(emMs, emMs + 300 + umaVia(), exponencial(cenario.sessaoMediaSegundos * 1000));
  }

  const tabela = new Map<string, number>();
  let ultima: PublishedCount | undefined;
  let exibido = 0;
  const proximaPassagemMs = Math.floor(aleatorio() * (PASS_MS / BALDE_MS)) * BALDE_MS;

  // What is measured after the warm-up.
  const medindo = (emMs: number) => emMs >= medicaoDesdeMs;
  let batidas = 0;
  let extras = 0;
  let despedidas = 0;
  let escritas = 0;
  let transmissoes = 0;
  let visitanteSegundos = 0;
  let erroMaximo = 0;
  let erroMaximoJanela = 0;
  let escritasNoSegundo = new Map<string, number>();
  let requisicoesNoSegundo = 0;
  let chaveMaisQuente = 0;
  let picoRequisicoes = 0;
  const verdadeRecente: number[] = [];

  const escrever = (chave: string, delta: number, emMs: number) => {
    tabela.set(chave, (tabela.get(chave) ?? 0) + delta);
    if (!medindo(emMs)) return;
    escritas += 1;
    escritasNoSegundo.set(chave, (escritasNoSegundo.get(chave) ?? 0) + 1);
  };

  const bater = (emMs: number, v: number, tipo: number) => {
    const id = idDoVisitante(v, cenario.semente);
    const anterior = Number.isNaN(credito[v]!) ? undefined : credito[v]!;
    const resultado = creditBeat(slotAt(inicioMs + emMs), anterior);
    if (resultado.write) escrever(counterKey(resultado.slot, shardOf(id)), 1, emMs);
    credito[v] = resultado.slot;
    if (medindo(emMs)) {
      if (tipo === BATIDA) batidas += 1;
      else extras += 1;
      requisicoesNoSegundo += 1;
    }
    // The answer goes back, the tab waits as told, its timer fires late in the background, the beat travels.
    const atraso = umaVia() + nextBeatInMs(id, resultado.slot, inicioMs + emMs) + (segundoPlano[v] ? aleatorio() * 1000 : aleatorio() * 4) + umaVia();
    versao[v] = versao[v]! + 1;
    agendar(emMs + atraso, BATIDA, v, versao[v]);
  };

  for (let balde = 0; balde < baldes.length; balde += 1) {
    const inicioBaldeMs = balde * BALDE_MS;
    // Once a second: the truth against the badge, and the second's writes per item.
    if (inicioBaldeMs % 1000 === 0 && inicioBaldeMs > 0) {
      if (medindo(inicioBaldeMs)) {
        visitanteSegundos += presentes;
        erroMaximo = Math.max(erroMaximo, Math.abs(exibido - presentes));
        verdadeRecente.push(presentes);
        if (verdadeRecente.length > 60) verdadeRecente.shift();
        const menor = Math.min(...verdadeRecente);
        const maior = Math.max(...verdadeRecente);
        erroMaximoJanela = Math.max(erroMaximoJanela, exibido < menor ? menor - exibido : exibido > maior ? exibido - maior : 0);
        for (const quantas of escritasNoSegundo.values()) chaveMaisQuente = Math.max(chaveMaisQuente, quantas);
        picoRequisicoes = Math.max(picoRequisicoes, requisicoesNoSegundo);
      } else {
        verdadeRecente.push(presentes);
        if (verdadeRecente.length > 60) verdadeRecente.shift();
      }
      escritasNoSegundo = new Map();
      requisicoesNoSegundo = 0;
    }
    // The aggregator's pass, with the product's window and broadcast rule.
    if (inicioBaldeMs >= proximaPassagemMs && (inicioBaldeMs - proximaPassagemMs) % PASS_MS === 0) {
      const agora = inicioMs + inicioBaldeMs;
      let soma = 0;
      for (const chave of windowKeys(slotAt(agora))) soma += tabela.get(chave) ?? 0;
      const online = Math.max(0, soma);
      if (shouldPublish(ultima, online, agora)) {
        ultima = { online, atMs: agora };
        exibido = online;
        if (medindo(inicioBaldeMs)) {
          transmissoes += 1;
          escritas += 1; // the `published` item
        }
      }
    }
    const eventos = baldes[balde]!;
    for (let index = 0; index < eventos.length; index += 4) {
      const emMs = eventos[index]!;
      const tipo = eventos[index + 1]!;
      const v = eventos[index + 2]!;
      if (saiu[v]) continue;
      if (tipo === CHEGADA) {
        presentes += 1;
      } else if (tipo === SAIDA) {
        saiu[v] = 1;
        presentes -= 1;
        if (!despede[v] || Number.isNaN(credito[v]!)) continue;
        const chegadaMs = emMs + umaVia();
        if (medindo(chegadaMs)) {
          despedidas += 1;
          requisicoesNoSegundo += 1;
        }
        const slot = credito[v]!;
        if (creditStillCounted(slot, slotAt(inicioMs + chegadaMs))) {
          const chave = counterKey(slot, shardOf(idDoVisitante(v, cenario.semente)));
          // The condition `visitors > 0` refuses what would go below zero; a refused write is billed too.
          if ((tabela.get(chave) ?? 0) > 0) escrever(chave, -1, chegadaMs);
          else if (medindo(chegadaMs)) escritas += 1;
        }
      } else if (tipo === EXTRA) {
        bater(emMs, v, EXTRA);
        agendar(emMs + exponencial(cenario.reconexaoMediaSegundos * 1000), EXTRA, v);
      } else if (eventos[index + 3] === versao[v]) {
        bater(emMs, v, BATIDA);
      }
    }
    baldes[balde] = [];
  }

  const visitanteHoras = visitanteSegundos / 3600;
  return {
    visitantes: cenario.visitantes,
    chaveMaisQuente,
    escritasPorSegundo: escritas / cenario.medicaoSegundos,
    picoRequisicoesPorSegundo: picoRequisicoes,
    batidasPorVisitanteHora: batidas / visitanteHoras,
    extrasPorVisitanteHora: extras / visitanteHoras,
    despedidasPorVisitanteHora: despedidas / visitanteHoras,
    escritasPorVisitanteHora: escritas / visitanteHoras,
    transmissoesPorMinuto: transmissoes / (cenario.medicaoSegundos / 60),
    erroMaximo,
    erroMaximoJanela60s: erroMaximoJanela,
    verdadeMedia: visitanteSegundos / cenario.medicaoSegundos,
  };
}

// ---------------------------------------------------------------------------------------------
// The price of an hour of it.
// ---------------------------------------------------------------------------------------------

/** What one presence request and one recount cost besides their count, measured or assumed. */
export interface PremissasCusto {
  /** Lambda time of one heartbeat or goodbye (the bench passes its measured p50). */
  readonly duracaoInvocacaoMs: number;
  /** One recount's time (the bench passes the measured one); a run sleeps between its passes. */
  readonly duracaoPassagemMs: number;
}

/** Bytes of a presence request as CloudFront forwards it (headers, origin secret, body) and of its answer. */
const BYTES_ATE_ORIGEM = 900;
const BYTES_RESPOSTA = 450;
/** Lambda's START, END and REPORT lines (and the X-Ray one) of one invocation. */
const BYTES_LOG_POR_INVOCACAO = 350;

export interface CustoHora {
  readonly apiGateway: number;
  readonly lambda: number;
  readonly dynamodb: number;
  readonly cloudfront: number;
  readonly waf: number;
  readonly appsyncConexoes: number;
  readonly appsyncMensagens: number;
  readonly xray: number;
  readonly cloudwatchLogs: number;
}

export const totalCusto = (custo: CustoHora): number => Object.values(custo).reduce((soma, parte) => soma + parte, 0);

/** US$ per hour of `resultado.visitantes` concurrent visitors. */
export function custoPorHora(resultado: ResultadoSimulacao, premissas: PremissasCusto): CustoHora {
  const n = resultado.visitantes;
  const batidasHora = (resultado.batidasPorVisitanteHora + resultado.extrasPorVisitanteHora) * n;
  const despedidasHora = resultado.despedidasPorVisitanteHora * n;
  const requisicoesHora = batidasHora + despedidasHora;
  const agregador = schedules.find((schedule) => schedule.id === 'presence-aggregator')!;
  const memoriaGb = (definicao: { memoryMiB?: number }) => (definicao.memoryMiB ?? DEFAULT_MEMORY_MIB) / 1024;
  const rota = routes.find((route) => route.id === 'presence-heartbeat')!;
  const duracaoS = premissas.duracaoInvocacaoMs / 1000;

  // The aggregator: one run a minute, a pass every PASS_SECONDS, sleeping in between (billed).
  const execucoesHora = 60 / agregador.everyMinutes;
  const passagensPorExecucao = Math.floor((agregador.everyMinutes * 60 - PRESENCE.PASS_SECONDS) / PRESENCE.PASS_SECONDS) + 1;
  const execucaoS = (passagensPorExecucao - 1) * PRESENCE.PASS_SECONDS + premissas.duracaoPassagemMs / 1000;
  const passagensHora = execucoesHora * passagensPorExecucao;

  // Reads: each pass's window (eventually consistent, half a unit each, found or not) and the
  // `published` item (consistent); each warm container's cached count (Little's law for containers).
  const conteineres = (porHora: number) => Math.max(1, Math.ceil((porHora / 3600) * duracaoS));
  const leiturasCache = (conteineres(batidasHora) + conteineres(despedidasHora)) * (3600 / (PUBLISHED_CACHE_MS / 1000)) * 0.5;
  const leiturasHora = passagensHora * (SLOTS_PER_BEAT * SHARDS * 0.5 + 1) + leiturasCache;
  const escritasHora = resultado.escritasPorVisitanteHora * n;

  // X-Ray's default sampling: the first request each second, then 5 %, per function.
  const tracos = (porHora: number) => 3600 * (Math.min(porHora / 3600, 1) + 0.05 * Math.max(porHora / 3600 - 1, 0));
  const broadcastsHora = resultado.transmissoesPorMinuto * 60;

  return {
    apiGateway: requisicoesHora * apiGateway.porRequisicaoHttpApi,
    lambda:
      (requisicoesHora + execucoesHora) * lambda.porRequisicao +
      (requisicoesHora * memoriaGb(rota) * duracaoS + execucoesHora * memoriaGb(agregador) * execucaoS) * lambda.porGbSegundo,
    dynamodb: escritasHora * dynamodb.porWru + leiturasHora * dynamodb.porRru,
    cloudfront:
      requisicoesHora * cloudfront.porRequisicaoHttps +
      ((requisicoesHora * BYTES_RESPOSTA) / 1e9) * cloudfront.porGbSaida +
      ((requisicoesHora * BYTES_ATE_ORIGEM) / 1e9) * cloudfront.porGbAteOrigem,
    waf: requisicoesHora * waf.porRequisicao,
    appsyncConexoes: n * 60 * appsync.porMinutoConexao,
    // One publish in, one message out to every open tab.
    appsyncMensagens: broadcastsHora * (n + 1) * appsync.porOperacaoEvents,
    xray: (tracos(batidasHora) + tracos(despedidasHora) + execucoesHora) * xray.porTraco,
    cloudwatchLogs: (((requisicoesHora + execucoesHora) * BYTES_LOG_POR_INVOCACAO) / 1e9) * cloudwatchLogs.porGbIngerido,
  };
}

const fmt = (value: number, digits = 0) => value.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const usd = (value: number) => `${value.toLocaleString('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 })}`;

/** Simulates each crowd and prints the two tables. */
export function imprimirSimulacao(crowds: readonly number[], premissas: PremissasCusto): ResultadoSimulacao[] {
  const resultados: ResultadoSimulacao[] = [];
  console.log(
    `\nSelo de visitantes em escala (simulação, funções de lambdas/presence/presence-slots.ts; ${cenarioPadrao(0).medicaoSegundos / 60} min medidos após ` +
      `${cenarioPadrao(0).aquecimentoSegundos / 60} de aquecimento; sessões de ${cenarioPadrao(0).sessaoMediaSegundos / 60} min em média, ` +
      `${cenarioPadrao(0).fracaoComDespedida * 100} % com despedida; batida a cada ${PRESENCE.BEAT_SECONDS} s, ${SHARDS} shards por fatia de ${PRESENCE.SLOT_SECONDS} s):`,
  );
  const cabecalho = ['visitantes', 'chave + quente (escr./s)', 'escritas/s', 'pico req./s', 'Lambda/visitante·h', 'transmissões/min', 'erro máx.', 'erro máx. (60 s)', 'US$/1.000 visitante·h'];
  const linhas: string[][] = [];
  const custos: Array<[number, CustoHora]> = [];
  for (const visitantes of crowds) {
    const inicio = performance.now();
    const resultado = simularPresenca(cenarioPadrao(visitantes));
    resultados.push(resultado);
    const custo = custoPorHora(resultado, premissas);
    custos.push([visitantes, custo]);
    const invocacoes = resultado.batidasPorVisitanteHora + resultado.extrasPorVisitanteHora + resultado.despedidasPorVisitanteHora + 60 / visitantes;
    const pct = (erro: number) => `${fmt(erro)} (${fmt((100 * erro) / resultado.verdadeMedia, 2)} %)`;
    linhas.push([
      fmt(visitantes),
      fmt(resultado.chaveMaisQuente),
      fmt(resultado.escritasPorSegundo),
      fmt(resultado.picoRequisicoesPorSegundo),
      fmt(invocacoes, 1),
      fmt(resultado.transmissoesPorMinuto, 1),
      pct(resultado.erroMaximo),
      pct(resultado.erroMaximoJanela60s),
      usd(totalCusto(custo) / (visitantes / 1000)),
    ]);
    console.log(`  (${fmt(visitantes)} visitantes simulados em ${fmt((performance.now() - inicio) / 1000, 1)} s)`);
  }
  imprimirTabela(cabecalho, linhas);

  console.log(
    `\nCusto AWS por 1.000 visitante·hora, US$ (preços ${REGIAO_PRECOS}, CloudFront América do Sul; test/bench/precos-aws.ts; ` +
      `Lambda de ${DEFAULT_MEMORY_MIB} MB por ${fmt(premissas.duracaoInvocacaoMs, 1)} ms medidos por batida, recontagem de ${fmt(premissas.duracaoPassagemMs)} ms):`,
  );
  const partes: Array<[keyof CustoHora, string]> = [
    ['apiGateway', 'API GW HTTP'],
    ['lambda', 'Lambda'],
    ['dynamodb', 'DynamoDB'],
    ['cloudfront', 'CloudFront'],
    ['waf', 'WAF'],
    ['appsyncConexoes', 'AppSync conexões'],
    ['appsyncMensagens', 'AppSync mensagens'],
    ['xray', 'X-Ray'],
    ['cloudwatchLogs', 'CloudWatch Logs'],
  ];
  imprimirTabela(
    ['visitantes', ...partes.map(([, rotulo]) => rotulo), 'total', 'US$/hora'],
    custos.map(([visitantes, custo]) => [
      fmt(visitantes),
      ...partes.map(([parte]) => usd(custo[parte] / (visitantes / 1000))),
      usd(totalCusto(custo) / (visitantes / 1000)),
      fmt(totalCusto(custo), 2),
    ]),
  );
  return resultados;
}

function imprimirTabela(cabecalho: readonly string[], linhas: readonly string[][]): void {
  const larguras = cabecalho.map((titulo, coluna) => Math.max(titulo.length, ...linhas.map((linha) => linha[coluna]!.length)));
  const formatar = (celulas: readonly string[]) => `| ${celulas.map((celula, coluna) => celula.padStart(larguras[coluna]!)).join(' | ')} |`;
  console.log(formatar(cabecalho));
  console.log(`|${larguras.map((largura) => '-'.repeat(largura + 2)).join('|')}|`);
  for (const linha of linhas) console.log(formatar(linha));
}

// ---------------------------------------------------------------------------------------------
// 2. The real local stack.
// ---------------------------------------------------------------------------------------------

export interface OpcoesPilhaLocal {
  readonly visitantes: number;
  /** Arrivals spread over this long from the start. */
  readonly chegadasAteSegundos: number;
  /** Visitors that close their tab (with the goodbye) at `saidaEmSegundos`. */
  readonly despedidas: number;
  readonly saidaEmSegundos: number;
  /** Visitors whose tab vanishes (no goodbye) at `sumicoEmSegundos`. */
  readonly sumicos: number;
  readonly sumicoEmSegundos: number;
  readonly fimEmSegundos: number;
}

export const opcoesPilhaLocalPadrao: OpcoesPilhaLocal = {
  visitantes: 300,
  chegadasAteSegundos: 20,
  despedidas: 100,
  saidaEmSegundos: 75,
  sumicos: 60,
  sumicoEmSegundos: 110,
  fimEmSegundos: 175,
};

interface VisitanteReal {
  readonly id: string;
  slot?: number;
  timer?: NodeJS.Timeout;
  ativo: boolean;
}

/**
 * Simulated visitors beating the local API with their own ids, as the SPA does; prints the broadcast
 * count against the number of open tabs every 5 s and how long the count took to settle after the
 * arrivals, the goodbyes and the vanishings. Returns the measured time of one recount (ms).
 */
export async function presencaNaPilhaLocal(stack: LocalStack, opcoes: OpcoesPilhaLocal = opcoesPilhaLocalPadrao): Promise<number> {
  const contar = createWindowCounter({ db: documentClient(stack.dynamoDbEndpoint), table: stack.env.TABLE_PRESENCE! });
  // Tabs of earlier parts (the site's Lighthouse runs) leave the count within a period: wait for it.
  const esperaAte = Date.now() + (PRESENCE.BEAT_SECONDS + 2 * PRESENCE.SLOT_SECONDS) * 1000;
  let resto = await contar(Date.now());
  while (resto > 0 && Date.now() < esperaAte) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    resto = await contar(Date.now());
  }
  const duracoes: number[] = [];
  for (let vez = 0; vez < 5; vez += 1) {
    const inicio = performance.now();
    await contar(Date.now());
    duracoes.push(performance.now() - inicio);
  }
  const duracaoPassagemMs = duracoes.sort((a, b) => a - b)[2]!;

  let exibido = 0;
  const transmissoes: Array<{ emMs: number; online: number }> = [];
  const inicioMs = Date.now();
  // A raw AppSync Events subscriber on the presence channel, as the SPA's Amplify client is.
  const assinatura = await subscribe(stack, PRESENCE_CHANNEL, (evento) => {
    const { online } = evento as { online: number };
    exibido = online;
    transmissoes.push({ emMs: Date.now() - inicioMs, online });
  });

  const visitantes: VisitanteReal[] = Array.from({ length: opcoes.visitantes }, () => ({ id: crypto.randomUUID().replaceAll('-', ''), ativo: false }));
  let abertos = 0;
  let falhas = 0;
  const post = async (caminho: string, corpo: unknown) => {
    const resposta = await fetch(`${stack.apiUrl}${caminho}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(corpo) });
    if (!resposta.ok) throw new Error(`${caminho}: HTTP ${resposta.status}`);
    return resposta.json() as Promise<unknown>;
  };
  const bater = async (visitante: VisitanteReal) => {
    if (!visitante.ativo) return;
    try {
      const resposta = (await post('/api/presence', visitante.slot === undefined ? { visitorId: visitante.id } : { visitorId: visitante.id, slot: visitante.slot })) as PresenceResponse;
      if (!visitante.ativo) return;
      visitante.slot = resposta.slot;
      visitante.timer = setTimeout(() => void bater(visitante), resposta.nextBeatInMs + Math.random() * 30);
    } catch {
      falhas += 1;
      if (visitante.ativo) visitante.timer = setTimeout(() => void bater(visitante), PRESENCE.BEAT_SECONDS * 1000);
    }
  };
  const timers: NodeJS.Timeout[] = [];
  const em = (segundos: number, acao: () => void) => timers.push(setTimeout(acao, segundos * 1000));

  // The script: arrivals, a group closing its tabs, a group vanishing.
  visitantes.forEach((visitante, index) =>
    em((opcoes.chegadasAteSegundos * index) / opcoes.visitantes, () => {
      visitante.ativo = true;
      abertos += 1;
      void bater(visitante);
    }),
  );
  const parar = (visitante: VisitanteReal, despedida: boolean) => {
    visitante.ativo = false;
    clearTimeout(visitante.timer);
    abertos -= 1;
    if (despedida && visitante.slot !== undefined) void post('/api/presence/leave', { visitorId: visitante.id, slot: visitante.slot }).catch(() => (falhas += 1));
  };
  const saindo = visitantes.slice(0, opcoes.despedidas);
  const sumindo = visitantes.slice(opcoes.despedidas, opcoes.despedidas + opcoes.sumicos);
  em(opcoes.saidaEmSegundos, () => saindo.forEach((visitante) => parar(visitante, true)));
  em(opcoes.sumicoEmSegundos, () => sumindo.forEach((visitante) => parar(visitante, false)));

  console.log(
    `\nSelo de visitantes na pilha local: ${opcoes.visitantes} visitantes simulados chegam em ${opcoes.chegadasAteSegundos} s, ` +
      `${opcoes.despedidas} fecham a aba em ${opcoes.saidaEmSegundos} s (despedida), ${opcoes.sumicos} somem sem despedida em ${opcoes.sumicoEmSegundos} s; ` +
      `recontagem local a cada ${schedules.find((schedule) => schedule.id === 'presence-aggregator')!.localEverySeconds} s:`,
  );
  const amostras: Array<{ segundos: number; verdade: number; exibido: number }> = [];
  for (let segundos = 5; segundos <= opcoes.fimEmSegundos; segundos += 5) {
    await new Promise((resolve) => setTimeout(resolve, inicioMs + segundos * 1000 - Date.now()));
    amostras.push({ segundos, verdade: abertos, exibido });
  }
  for (const visitante of visitantes) if (visitante.ativo) parar(visitante, true);
  for (const timer of timers) clearTimeout(timer);
  assinatura.close();

  imprimirTabela(
    ['t (s)', 'abas abertas', 'selo', 'erro'],
    amostras.map(({ segundos, verdade, exibido: selo }) => [String(segundos), String(verdade), String(selo), String(selo - verdade)]),
  );
  /** Seconds from `desdeS` until the broadcast count reached `alvo` (and the last broadcast before `ateS` is it). */
  const convergencia = (desdeS: number, ateS: number, alvo: number) => {
    const depois = transmissoes.filter((t) => t.emMs >= desdeS * 1000 && t.emMs < ateS * 1000);
    const primeira = depois.find((t) => t.online === alvo);
    const final = depois.at(-1);
    if (!primeira || final?.online !== alvo) return `não chegou a ${alvo} (último: ${final?.online ?? '—'})`;
    return `${fmt((primeira.emMs - desdeS * 1000) / 1000, 1)} s até ${alvo}`;
  };
  const aposChegadas = opcoes.visitantes;
  const aposSaida = aposChegadas - opcoes.despedidas;
  const aposSumico = aposSaida - opcoes.sumicos;
  console.log(`  chegadas (a última em ${opcoes.chegadasAteSegundos} s): ${convergencia(opcoes.chegadasAteSegundos, opcoes.saidaEmSegundos, aposChegadas)}`);
  console.log(`  ${opcoes.despedidas} despedidas: ${convergencia(opcoes.saidaEmSegundos, opcoes.sumicoEmSegundos, aposSaida)}`);
  console.log(`  ${opcoes.sumicos} sumiços sem despedida: ${convergencia(opcoes.sumicoEmSegundos, opcoes.fimEmSegundos + 1, aposSumico)}`);
  const estaveis = amostras.filter(
    ({ segundos }) =>
      (segundos >= opcoes.chegadasAteSegundos + 20 && segundos < opcoes.saidaEmSegundos) ||
      (segundos >= opcoes.saidaEmSegundos + 20 && segundos < opcoes.sumicoEmSegundos) ||
      segundos >= opcoes.sumicoEmSegundos + 60,
  );
  console.log(
    `  erro máximo fora das transições: ${Math.max(0, ...estaveis.map((a) => Math.abs(a.exibido - a.verdade)))}; ` +
      `transmissões: ${transmissoes.length} em ${fmt(opcoes.fimEmSegundos / 60, 1)} min; falhas de requisição: ${falhas}; recontagem: ${fmt(duracaoPassagemMs)} ms (${SLOTS_PER_BEAT * SHARDS} itens)`,
  );
  return duracaoPassagemMs;
}
