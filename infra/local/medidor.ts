/**
 * What the local stack counts of what AWS would bill (local only, for the benchmark's unit
 * economics; never part of a Lambda bundle): each figure is read where AWS would meter it, at the
 * stand-ins' boundaries, never inside a handler:
 * - Lambda invocations and their duration, and API Gateway / Function URL requests: the local API
 *   server's calls to the handlers (`aoAtender`) and the schedule runner's runs;
 * - DynamoDB request units: the metering proxy in front of DynamoDB Local (dynamodb-medidor.ts);
 * - Bedrock tokens, Polly characters, S3 requests and bytes, AppSync Events operations: the
 *   stand-ins' own counters (`consumo()`, also at their `GET /_local/consumo`);
 * - SES messages and recipients: the SES stand-in's store (`GET /store`).
 * `retrato()` reads them all at once; `diferencaConsumo(antes, depois)` is what happened between two.
 */
import type { ConsumoBedrock } from './bedrock-runtime.js';
import type { ConsumoDynamo } from './dynamodb-medidor.js';
import type { ConsumoS3 } from './object-store.js';
import type { ConsumoPolly } from './polly.js';
import type { ConsumoRealtime } from './realtime-server.js';

/** One function's invocations and their billed duration (each rounded up to 1 ms, as Lambda bills). */
export interface ConsumoLambda {
  readonly invocacoes: number;
  readonly msFaturados: number;
}

export interface ConsumoSes {
  /** SendEmail calls the stand-in accepted. */
  readonly mensagens: number;
  /** Recipients (to, cc, bcc): SES bills each as one e-mail. */
  readonly destinatarios: number;
  readonly bytesAnexos: number;
}

export interface RetratoConsumo {
  /** Per function id (a route's or a schedule's). */
  readonly lambda: Readonly<Record<string, ConsumoLambda>>;
  /** Requests that reached a route: through the HTTP API, or a streaming route's Function URL. */
  readonly requisicoes: { readonly httpApi: number; readonly functionUrl: number };
  readonly dynamodb: ConsumoDynamo;
  readonly bedrock: ConsumoBedrock;
  readonly polly: ConsumoPolly;
  readonly s3: ConsumoS3;
  readonly ses: ConsumoSes;
  readonly realtime: ConsumoRealtime;
}

export interface FontesConsumo {
  readonly dynamodb: () => ConsumoDynamo;
  readonly bedrock: () => ConsumoBedrock;
  readonly polly: () => ConsumoPolly;
  readonly s3: () => ConsumoS3;
  readonly realtime: () => ConsumoRealtime;
  /** The SES stand-in's endpoint (its `GET /store`). */
  readonly sesUrl: string;
}

export interface MedidorLocal {
  /** A route's request (the local API server's `aoAtender`). */
  registrarAtendimento(atendimento: { funcao: string; integracao: 'http-api' | 'function-url'; ms?: number }): void;
  /** A scheduled function's run. */
  registrarExecucao(funcao: string, ms: number): void;
  retrato(): Promise<RetratoConsumo>;
}

export function criarMedidorLocal(fontes: FontesConsumo): MedidorLocal {
  const lambda = new Map<string, { invocacoes: number; msFaturados: number }>();
  const requisicoes = { httpApi: 0, functionUrl: 0 };
  const invocacao = (funcao: string, ms: number) => {
    const atual = lambda.get(funcao) ?? { invocacoes: 0, msFaturados: 0 };
    atual.invocacoes += 1;
    atual.msFaturados += Math.max(1, Math.ceil(ms));
    lambda.set(funcao, atual);
  };
  return {
    registrarAtendimento({ funcao, integracao, ms }) {
      requisicoes[integracao === 'http-api' ? 'httpApi' : 'functionUrl'] += 1;
      if (ms !== undefined) invocacao(funcao, ms);
    },
    registrarExecucao: invocacao,
    async retrato() {
      const ses = await lerSes(fontes.sesUrl);
      return {
        lambda: Object.fromEntries([...lambda].map(([funcao, consumo]) => [funcao, { ...consumo }])),
        requisicoes: { ...requisicoes },
        dynamodb: fontes.dynamodb(),
        bedrock: fontes.bedrock(),
        polly: fontes.polly(),
        s3: fontes.s3(),
        ses,
        realtime: fontes.realtime(),
      };
    },
  };
}

async function lerSes(sesUrl: string): Promise<ConsumoSes> {
  const resposta = await fetch(`${sesUrl}/store`);
  if (!resposta.ok) throw new Error(`SES local: GET /store respondeu ${resposta.status}`);
  const { emails } = (await resposta.json()) as {
    emails: Array<{ destination: { to?: string[]; cc?: string[]; bcc?: string[] }; attachments?: Array<{ size?: number }> }>;
  };
  let destinatarios = 0;
  let bytesAnexos = 0;
  for (const email of emails) {
    destinatarios += (email.destination.to?.length ?? 0) + (email.destination.cc?.length ?? 0) + (email.destination.bcc?.length ?? 0);
    for (const anexo of email.attachments ?? []) bytesAnexos += anexo.size ?? 0;
  }
  return { mensagens: emails.length, destinatarios, bytesAnexos };
}

/** What happened between two snapshots (bytes stored: the change, which may be negative). */
export function diferencaConsumo(antes: RetratoConsumo, depois: RetratoConsumo): RetratoConsumo {
  const menos = (a: number | undefined, b: number | undefined) => (b ?? 0) - (a ?? 0);
  const chaves = <T extends object>(a: T, b: T) => [...new Set([...Object.keys(a), ...Object.keys(b)])] as Array<keyof T & string>;
  const lambda = Object.fromEntries(
    chaves(antes.lambda, depois.lambda)
      .map((funcao) => {
        const [a, b] = [antes.lambda[funcao], depois.lambda[funcao]];
        return [funcao, { invocacoes: menos(a?.invocacoes, b?.invocacoes), msFaturados: menos(a?.msFaturados, b?.msFaturados) }] as const;
      })
      .filter(([, consumo]) => consumo.invocacoes > 0),
  );
  const porTabela = Object.fromEntries(
    chaves(antes.dynamodb.porTabela, depois.dynamodb.porTabela).map((tabela) => {
      const [a, b] = [antes.dynamodb.porTabela[tabela], depois.dynamodb.porTabela[tabela]];
      return [tabela, { leitura: menos(a?.leitura, b?.leitura), escrita: menos(a?.escrita, b?.escrita) }];
    }),
  );
  const requisicoesDynamo = Object.fromEntries(
    chaves(antes.dynamodb.requisicoes, depois.dynamodb.requisicoes).map((operacao) => [
      operacao,
      menos(antes.dynamodb.requisicoes[operacao], depois.dynamodb.requisicoes[operacao]),
    ]),
  );
  const caracteres = Object.fromEntries(
    chaves(antes.polly.caracteres, depois.polly.caracteres).map((engine) => [engine, menos(antes.polly.caracteres[engine], depois.polly.caracteres[engine])]),
  );
  const bytesPorBucket = Object.fromEntries(
    chaves(antes.s3.bytesPorBucket, depois.s3.bytesPorBucket).map((bucket) => [bucket, menos(antes.s3.bytesPorBucket[bucket], depois.s3.bytesPorBucket[bucket])]),
  );
  return {
    lambda,
    requisicoes: {
      httpApi: menos(antes.requisicoes.httpApi, depois.requisicoes.httpApi),
      functionUrl: menos(antes.requisicoes.functionUrl, depois.requisicoes.functionUrl),
    },
    dynamodb: { requisicoes: requisicoesDynamo, porTabela, falhasCondicionais: menos(antes.dynamodb.falhasCondicionais, depois.dynamodb.falhasCondicionais) },
    bedrock: {
      chamadas: {
        converse: menos(antes.bedrock.chamadas.converse, depois.bedrock.chamadas.converse),
        converseStream: menos(antes.bedrock.chamadas.converseStream, depois.bedrock.chamadas.converseStream),
      },
      tokensEntrada: menos(antes.bedrock.tokensEntrada, depois.bedrock.tokensEntrada),
      tokensSaida: menos(antes.bedrock.tokensSaida, depois.bedrock.tokensSaida),
    },
    polly: { sinteses: menos(antes.polly.sinteses, depois.polly.sinteses), caracteres },
    s3: {
      putCopyPostList: menos(antes.s3.putCopyPostList, depois.s3.putCopyPostList),
      getHead: menos(antes.s3.getHead, depois.s3.getHead),
      delete: menos(antes.s3.delete, depois.s3.delete),
      bytesPorBucket,
    },
    ses: {
      mensagens: menos(antes.ses.mensagens, depois.ses.mensagens),
      destinatarios: menos(antes.ses.destinatarios, depois.ses.destinatarios),
      bytesAnexos: menos(antes.ses.bytesAnexos, depois.ses.bytesAnexos),
    },
    realtime: {
      conexoes: menos(antes.realtime.conexoes, depois.realtime.conexoes),
      minutosConexao: menos(antes.realtime.minutosConexao, depois.realtime.minutosConexao),
      inscricoes: menos(antes.realtime.inscricoes, depois.realtime.inscricoes),
      eventosPublicados: menos(antes.realtime.eventosPublicados, depois.realtime.eventosPublicados),
      entregas: menos(antes.realtime.entregas, depois.realtime.entregas),
    },
  };
}
