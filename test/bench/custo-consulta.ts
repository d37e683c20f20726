/**
 * Unit economics: what AWS would bill for what the local stack counted (infra/local/medidor.ts),
 * at the list prices of precos-aws.ts, per service, in US$ and R$, beside the consultation's price
 * (PRECO_CONSULTA) and for each stage's Bedrock model. Costs are linear in the counts, so the cost
 * of one consultation is the cost of the load run's counts divided by its consultations.
 */
import { DEFAULT_MEMORY_MIB, routes } from '#definitions/routes.js';
import { schedules } from '#definitions/schedules.js';
import type { RetratoConsumo } from '#infra/local/medidor.js';
import { PRECO_CONSULTA } from '#shared/constants.js';
import { apiGateway, appsync, bedrock, cambio, dynamodb, lambda, polly, REGIAO_PRECOS, s3, ses } from './precos-aws.js';

export type ModeloBedrock = keyof typeof bedrock;

export const servicos = ['Bedrock', 'Polly', 'Lambda', 'API Gateway', 'DynamoDB', 'S3', 'SES', 'AppSync Events'] as const;
export type Servico = (typeof servicos)[number];

/** A function's memory in GB, from its route or schedule definition. */
function memoriaGb(funcao: string): number {
  const definicao = [...routes, ...schedules].find((candidata) => candidata.id === funcao);
  if (!definicao) throw new Error(`custo: a função ${funcao} não está em definitions/routes.ts nem em schedules.ts`);
  return (definicao.memoryMiB ?? DEFAULT_MEMORY_MIB) / 1024;
}

export const gbSegundos = (consumo: RetratoConsumo): number =>
  Object.entries(consumo.lambda).reduce((soma, [funcao, { msFaturados }]) => soma + (msFaturados / 1000) * memoriaGb(funcao), 0);

export const invocacoes = (consumo: RetratoConsumo): number => Object.values(consumo.lambda).reduce((soma, { invocacoes: n }) => soma + n, 0);

export const unidadesDynamo = (consumo: RetratoConsumo): { rru: number; wru: number } =>
  Object.values(consumo.dynamodb.porTabela).reduce((soma, { leitura, escrita }) => ({ rru: soma.rru + leitura, wru: soma.wru + escrita }), { rru: 0, wru: 0 });

/** AppSync Events operations: connections, subscriptions, published events and delivered messages. */
export const operacoesEvents = (consumo: RetratoConsumo): number =>
  consumo.realtime.conexoes + consumo.realtime.inscricoes + consumo.realtime.eventosPublicados + consumo.realtime.entregas;

const caracteresPolly = (consumo: RetratoConsumo) => ({
  neural: consumo.polly.caracteres.neural ?? 0,
  // Any other engine priced as standard, the cheapest: the product asks for neural voices.
  outros: Object.entries(consumo.polly.caracteres).reduce((soma, [engine, n]) => (engine === 'neural' ? soma : soma + (n ?? 0)), 0),
});

/** US$ per service for `consumo`, with `modelo`'s token prices. S3 storage is apart (`armazenamentoS3UsdMes`). */
export function custoUsd(consumo: RetratoConsumo, modelo: ModeloBedrock): Record<Servico, number> {
  const precoModelo = bedrock[modelo];
  const { rru, wru } = unidadesDynamo(consumo);
  const caracteres = caracteresPolly(consumo);
  return {
    Bedrock: (consumo.bedrock.tokensEntrada / 1000) * precoModelo.porMilTokensEntrada + (consumo.bedrock.tokensSaida / 1000) * precoModelo.porMilTokensSaida,
    Polly: caracteres.neural * polly.porCaractereNeural + caracteres.outros * polly.porCaractereStandard,
    Lambda: invocacoes(consumo) * lambda.porRequisicao + gbSegundos(consumo) * lambda.porGbSegundo,
    'API Gateway': consumo.requisicoes.httpApi * apiGateway.porRequisicaoHttpApi,
    // A write refused by its condition is billed at least one WRU; its error answer reports none.
    DynamoDB: rru * dynamodb.porRru + (wru + consumo.dynamodb.falhasCondicionais) * dynamodb.porWru,
    S3: consumo.s3.putCopyPostList * s3.porPutCopyPostList + consumo.s3.getHead * s3.porGetHead,
    SES: consumo.ses.destinatarios * ses.porEmail + (consumo.ses.bytesAnexos / 1024 ** 3) * ses.porGbAnexo,
    'AppSync Events': operacoesEvents(consumo) * appsync.porOperacaoEvents + consumo.realtime.minutosConexao * appsync.porMinutoConexao,
  };
}

export const totalUsd = (custo: Record<Servico, number>): number => servicos.reduce((soma, servico) => soma + custo[servico], 0);

export const bytesGuardados = (consumo: RetratoConsumo): number => Object.values(consumo.s3.bytesPorBucket).reduce((soma, bytes) => soma + bytes, 0);

/** US$ a month for keeping `bytes` in S3 Standard. */
export const armazenamentoS3UsdMes = (bytes: number): number => (bytes / 1024 ** 3) * s3.porGbMes;

/** The validation sweeper measured alone: `execucoes` runs before the load, as many after. */
export interface MedicaoVarredura {
  readonly id: string;
  readonly execucoes: number;
  /** What the runs before the load consumed, all together. */
  readonly antes: RetratoConsumo;
  /** What the runs after the load consumed, all together. */
  readonly depois: RetratoConsumo;
  /** Cases the load decided between the two measurements. */
  readonly casosDecididos: number;
  /** How many days back each run re-reads the decided cases (LIMITES_VARREDURA.conclusaoDias). */
  readonly diasReleitura: number;
}

export interface ParcelaVarredura {
  /** Read units one more decided case adds to each run. */
  readonly rruPorCasoPorExecucao: number;
  /** Runs in AWS while a decided case is re-read. */
  readonly execucoesNaJanela: number;
  readonly execucoesPorMes: number;
  /** US$ per consultation: its decided case re-read by every run of its window. */
  readonly usdPorConsulta: number;
  /** US$ per hour a case waits for a physician: the queue's reads read it on every run meanwhile. */
  readonly usdPorHoraDeEspera: number;
  /** US$ of one run before the load (invocation, duration, reads): fixed, whatever the volume. */
  readonly usdPorExecucao: number;
}

export function parcelaVarredura(medicao: MedicaoVarredura, modelo: ModeloBedrock): ParcelaVarredura {
  const agendamento = schedules.find((candidato) => candidato.id === medicao.id);
  if (!agendamento) throw new Error(`custo: agendamento ${medicao.id} desconhecido`);
  const rruPorCasoPorExecucao =
    medicao.casosDecididos > 0
      ? Math.max(0, (unidadesDynamo(medicao.depois).rru - unidadesDynamo(medicao.antes).rru) / medicao.execucoes / medicao.casosDecididos)
      : 0;
  const execucoesNaJanela = (medicao.diasReleitura * 24 * 60) / agendamento.everyMinutes;
  return {
    rruPorCasoPorExecucao,
    execucoesNaJanela,
    execucoesPorMes: (30 * 24 * 60) / agendamento.everyMinutes,
    usdPorConsulta: rruPorCasoPorExecucao * execucoesNaJanela * dynamodb.porRru,
    usdPorHoraDeEspera: rruPorCasoPorExecucao * (60 / agendamento.everyMinutes) * dynamodb.porRru,
    usdPorExecucao: totalUsd(custoUsd(medicao.antes, modelo)) / medicao.execucoes,
  };
}

/** Memory (GB) of the functions that call Bedrock: they wait for the model in AWS. */
export const memoriaGbComBedrock = (): number =>
  Math.max(...[...routes, ...schedules].filter((definicao) => definicao.aiServices?.includes('bedrock')).map((definicao) => (definicao.memoryMiB ?? DEFAULT_MEMORY_MIB) / 1024));

export interface EntradaRelatorio {
  readonly consultas: number;
  /** Everything the consultations made AWS do, counted over the load run (the sweeper paused). */
  readonly total: RetratoConsumo;
  readonly varredura?: MedicaoVarredura;
  /** Stage → its Bedrock model (infra/lib/stage-config.ts). */
  readonly modelos: Readonly<Record<'sandbox' | 'prod', ModeloBedrock>>;
  /** Journeys that failed along the way: their consumption is in `total`. */
  readonly errosNasJornadas: number;
}

const numero = (casas = 1) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: casas });
/** Money in pt-BR: cents from R$ 1 up, three significant digits below (a consultation costs fractions of a cent). */
const moeda = (currency: 'BRL' | 'USD') => {
  const centavos = new Intl.NumberFormat('pt-BR', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const fracoes = new Intl.NumberFormat('pt-BR', { style: 'currency', currency, maximumSignificantDigits: 3 });
  return { format: (valor: number) => (Math.abs(valor) >= 1 ? centavos : fracoes).format(valor) };
};
const reais = moeda('BRL');
const dolares = moeda('USD');
const porcento = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumSignificantDigits: 2 });
export const emReais = (usd: number): number => usd * cambio.reaisPorDolar;
const dinheiro = (usd: number) => `${dolares.format(usd)} ${reais.format(emReais(usd))}`;

export function printCusto(entrada: EntradaRelatorio): void {
  const { consultas, total } = entrada;
  if (consultas === 0) {
    console.log('\nCusto por consulta: nenhuma consulta completa na carga.');
    return;
  }
  const por = (valor: number) => valor / consultas;
  const n = numero(1);
  const { rru, wru } = unidadesDynamo(total);
  const caracteres = caracteresPolly(total);
  const chamadasBedrock = total.bedrock.chamadas.converse + total.bedrock.chamadas.converseStream;
  const dataCambio = new Date(`${cambio.data}T12:00:00Z`).toLocaleDateString('pt-BR', { timeZone: 'UTC' });

  console.log(
    `\nCusto AWS de uma consulta (medido em ${consultas} consultas completas da carga; preços ${REGIAO_PRECOS}, test/bench/precos-aws.ts; ` +
      `US$ 1 = ${reais.format(cambio.reaisPorDolar)}, ${cambio.fonte} de ${dataCambio})`,
  );
  const linhaConsumo = (servico: string, texto: string) => console.log(`  ${servico.padEnd(16)} ${texto}`);
  console.log('  Consumo por consulta, contado nos serviços locais:');
  linhaConsumo('Bedrock', `${n.format(por(chamadasBedrock))} chamadas; ${n.format(por(total.bedrock.tokensEntrada))} tokens de entrada, ${n.format(por(total.bedrock.tokensSaida))} de saída`);
  linhaConsumo('Polly', `${n.format(por(total.polly.sinteses))} sínteses, ${n.format(por(caracteres.neural))} caracteres (neural)${caracteres.outros ? ` + ${n.format(por(caracteres.outros))} (outras)` : ''}`);
  linhaConsumo(
    'Lambda',
    `${n.format(por(invocacoes(total)))} invocações, ${numero(3).format(por(gbSegundos(total)))} GB-s ` +
      `(${n.format(por(Object.values(total.lambda).reduce((soma, { msFaturados }) => soma + msFaturados, 0)))} ms faturados)`,
  );
  linhaConsumo('API Gateway', `${n.format(por(total.requisicoes.httpApi))} requisições HTTP API (+ ${n.format(por(total.requisicoes.functionUrl))} pela Function URL do chat)`);
  linhaConsumo(
    'DynamoDB',
    `${n.format(por(rru))} RRU, ${n.format(por(wru))} WRU` +
      (total.dynamodb.falhasCondicionais ? ` (+ ${numero(2).format(por(total.dynamodb.falhasCondicionais))} escritas recusadas pela condição, a 1 WRU cada)` : ''),
  );
  linhaConsumo(
    'S3',
    `${n.format(por(total.s3.putCopyPostList))} PUT/COPY/POST/LIST, ${n.format(por(total.s3.getHead))} GET/HEAD; + ${numero(1).format(por(bytesGuardados(total)) / 1024)} KB guardados`,
  );
  linhaConsumo('SES', `${n.format(por(total.ses.destinatarios))} e-mails`);
  linhaConsumo(
    'AppSync Events',
    `${n.format(por(operacoesEvents(total)))} operações (${n.format(por(total.realtime.conexoes))} conexões, ${n.format(por(total.realtime.inscricoes))} inscrições, ` +
      `${n.format(por(total.realtime.eventosPublicados))} eventos publicados, ${n.format(por(total.realtime.entregas))} entregas); ${numero(2).format(por(total.realtime.minutosConexao))} min de conexão`,
  );

  const estagios = (['sandbox', 'prod'] as const).map((estagio) => {
    const modelo = entrada.modelos[estagio];
    const custo = custoUsd(total, modelo);
    const porServico = Object.fromEntries(servicos.map((servico) => [servico, por(custo[servico])])) as Record<Servico, number>;
    const varredura = entrada.varredura ? parcelaVarredura(entrada.varredura, modelo) : undefined;
    return { estagio, modelo, porServico, varredura, total: totalUsd(porServico) + (varredura?.usdPorConsulta ?? 0) };
  });
  const coluna = 34;
  const rotulos = 22;
  console.log(`\n  ${'Custo por consulta'.padEnd(rotulos)} ${estagios.map(({ estagio, modelo }) => `${estagio}: ${bedrock[modelo].nome}`.padEnd(coluna)).join(' ')}`);
  const linhaCusto = (rotulo: string, valores: number[]) => console.log(`  ${rotulo.padEnd(rotulos)} ${valores.map((usd) => dinheiro(usd).padEnd(coluna)).join(' ')}`);
  for (const servico of servicos) linhaCusto(servico, estagios.map(({ porServico }) => porServico[servico]));
  if (estagios[0]?.varredura) linhaCusto('varredura (releitura)', estagios.map(({ varredura }) => varredura?.usdPorConsulta ?? 0));
  linhaCusto('total', estagios.map(({ total: usd }) => usd));
  console.log(`  ${`% de ${reais.format(PRECO_CONSULTA)}`.padEnd(rotulos)} ${estagios.map(({ total: usd }) => porcento.format(emReais(usd) / PRECO_CONSULTA).padEnd(coluna)).join(' ')}`);
  console.log(
    `  ZAP19: uma consulta gratuita custa à empresa ${estagios.map(({ estagio, total: usd }) => `${reais.format(emReais(usd))} (${estagio})`).join(' e ')}, sem receita; ` +
      `a paga deixa ${estagios.map(({ estagio, total: usd }) => `${reais.format(PRECO_CONSULTA - emReais(usd))} (${estagio})`).join(' e ')} antes de impostos e da tarifa do Asaas.`,
  );

  const kb = por(bytesGuardados(total)) / 1024;
  const mes = armazenamentoS3UsdMes(por(bytesGuardados(total)));
  console.log(`  Armazenamento S3: ${numero(1).format(kb)} KB por consulta (documentos assinados) → ${dinheiro(mes)} por mês; ${dinheiro(mes * 12 * 20)} nos 20 anos de guarda do prontuário.`);
  const varredura = estagios[0]?.varredura;
  if (varredura && entrada.varredura) {
    console.log(
      `  Varredura (${entrada.varredura.id}, medida sozinha): cada caso decidido acrescenta ${numero(2).format(varredura.rruPorCasoPorExecucao)} RRU a cada execução ` +
        `e é relido por ${numero(0).format(varredura.execucoesNaJanela)} execuções em ${entrada.varredura.diasReleitura} dias (a linha "varredura" acima); ` +
        `enquanto espera o médico, também é lido a cada execução: ${dinheiro(varredura.usdPorHoraDeEspera)} por hora de espera (fora do total).`,
    );
    console.log(
      `    Fixo, qualquer que seja o volume: ${dinheiro(varredura.usdPorExecucao)} por execução × ${numero(0).format(varredura.execucoesPorMes)} execuções/mês = ${dinheiro(varredura.usdPorExecucao * varredura.execucoesPorMes)} por mês.`,
    );
  }
  const esperaUsd = por(chamadasBedrock) * memoriaGbComBedrock() * lambda.porGbSegundo;
  console.log(
    `  Na AWS o Lambda espera o modelo (aqui o motor offline responde na hora): cada 1 s de geração por chamada ao Bedrock somaria ${dinheiro(esperaUsd)} por consulta.`,
  );
  console.log(
    '  Durações do Lambda medidas no servidor local (todos os handlers num processo de 2 CPUs compartilhadas, sob a carga acima); tokens do Bedrock pelo uso que o ' +
      'substituto local informa (4 caracteres por token; o tokenizador do Nova e o tamanho das respostas diferem).',
  );
  console.log(
    '  Não contados: CloudFront e WAF (por requisição), CloudWatch Logs e métricas, X-Ray, KMS, Cognito, Secrets Manager, transferência de dados, armazenamento do DynamoDB; ' +
      'a frente da consulta paga (pagamento, webhook do Asaas) no lugar da gratuita.',
  );
  if (entrada.errosNasJornadas > 0) {
    console.log(`  Atenção: ${entrada.errosNasJornadas} erros nas jornadas; o consumo das jornadas interrompidas está no total (custo por consulta um pouco acima).`);
  }
}
