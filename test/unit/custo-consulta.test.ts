/**
 * The benchmark's unit economics (test/bench/custo-consulta.ts): counts become US$ at the price
 * table's prices, each function's duration at its own memory from the route table, the stage's
 * model at its own token prices, and the sweeper's share from its two measurements.
 */
import { describe, expect, it } from 'vitest';
import type { RetratoConsumo } from '#infra/local/medidor.js';
import { custoUsd, gbSegundos, parcelaVarredura, totalUsd } from '../bench/custo-consulta.js';
import { apiGateway, appsync, bedrock, dynamodb, lambda, polly, s3, ses } from '../bench/precos-aws.js';

function consumo(parcial: Partial<RetratoConsumo> = {}): RetratoConsumo {
  return {
    lambda: {},
    requisicoes: { httpApi: 0, functionUrl: 0 },
    dynamodb: { requisicoes: {}, porTabela: {}, falhasCondicionais: 0 },
    bedrock: { chamadas: { converse: 0, converseStream: 0 }, tokensEntrada: 0, tokensSaida: 0 },
    polly: { sinteses: 0, caracteres: {} },
    s3: { putCopyPostList: 0, getHead: 0, delete: 0, bytesPorBucket: {} },
    ses: { mensagens: 0, destinatarios: 0, bytesAnexos: 0 },
    realtime: { conexoes: 0, minutosConexao: 0, inscricoes: 0, eventosPublicados: 0, entregas: 0 },
    ...parcial,
  };
}

describe('the cost of what the local stack counted', () => {
  it('prices each service from its counts', () => {
    // Prepare
    const contado = consumo({
      // chat-mensagens has 512 MiB; chat-estado the default 256 MiB.
      lambda: { 'chat-mensagens': { invocacoes: 2, msFaturados: 2000 }, 'chat-estado': { invocacoes: 1, msFaturados: 1000 } },
      requisicoes: { httpApi: 5, functionUrl: 2 },
      dynamodb: { requisicoes: {}, porTabela: { consultas: { leitura: 6, escrita: 3 }, mensagens: { leitura: 2, escrita: 1 } }, falhasCondicionais: 1 },
      bedrock: { chamadas: { converse: 1, converseStream: 1 }, tokensEntrada: 2000, tokensSaida: 500 },
      polly: { sinteses: 2, caracteres: { neural: 1000, standard: 10 } },
      s3: { putCopyPostList: 3, getHead: 4, delete: 9, bytesPorBucket: {} },
      ses: { mensagens: 1, destinatarios: 2, bytesAnexos: 0 },
      realtime: { conexoes: 1, minutosConexao: 2, inscricoes: 1, eventosPublicados: 3, entregas: 4 },
    });

    // Act
    const lite = custoUsd(contado, 'amazon.nova-lite-v1:0');
    const pro = custoUsd(contado, 'amazon.nova-pro-v1:0');

    // Assess
    expect(gbSegundos(contado)).toBeCloseTo(2 * 0.5 + 1 * 0.25, 12);
    expect(lite.Lambda).toBeCloseTo(3 * lambda.porRequisicao + 1.25 * lambda.porGbSegundo, 15);
    expect(lite.Bedrock).toBeCloseTo(2 * bedrock['amazon.nova-lite-v1:0'].porMilTokensEntrada + 0.5 * bedrock['amazon.nova-lite-v1:0'].porMilTokensSaida, 15);
    expect(pro.Bedrock).toBeCloseTo(2 * 0.0008 + 0.5 * 0.0032, 15);
    expect(lite['API Gateway']).toBeCloseTo(5 * apiGateway.porRequisicaoHttpApi, 15);
    expect(lite.DynamoDB).toBeCloseTo(8 * dynamodb.porRru + 5 * dynamodb.porWru, 15);
    expect(lite.Polly).toBeCloseTo(1000 * polly.porCaractereNeural + 10 * polly.porCaractereStandard, 15);
    expect(lite.S3).toBeCloseTo(3 * s3.porPutCopyPostList + 4 * s3.porGetHead, 15);
    expect(lite.SES).toBeCloseTo(2 * ses.porEmail, 15);
    expect(lite['AppSync Events']).toBeCloseTo(9 * appsync.porOperacaoEvents + 2 * appsync.porMinutoConexao, 15);
    expect(totalUsd(pro) - totalUsd(lite)).toBeCloseTo(pro.Bedrock - lite.Bedrock, 15);
  });

  it("refuses a function the route table does not know (its memory would be a guess)", () => {
    expect(() => gbSegundos(consumo({ lambda: { 'nao-existe': { invocacoes: 1, msFaturados: 1 } } }))).toThrow(/nao-existe/);
  });

  it("takes the sweeper's share from the read units each decided case adds to a run", () => {
    // Prepare: three runs before (3 RRU in all), three after four more decided cases (9 RRU).
    const porTabela = (leitura: number) => ({ requisicoes: {}, porTabela: { validacoes: { leitura, escrita: 0 } }, falhasCondicionais: 0 });
    const antes = consumo({ dynamodb: porTabela(3), lambda: { 'validacao-varredura': { invocacoes: 3, msFaturados: 300 } } });
    const depois = consumo({ dynamodb: porTabela(9), lambda: { 'validacao-varredura': { invocacoes: 3, msFaturados: 300 } } });

    // Act
    const parcela = parcelaVarredura({ id: 'validacao-varredura', execucoes: 3, antes, depois, casosDecididos: 4, diasReleitura: 3 }, 'amazon.nova-lite-v1:0');

    // Assess: (9 − 3) / 3 runs / 4 cases; every minute for 3 days.
    expect(parcela.rruPorCasoPorExecucao).toBeCloseTo(0.5, 12);
    expect(parcela.execucoesNaJanela).toBe(4320);
    expect(parcela.execucoesPorMes).toBe(43_200);
    expect(parcela.usdPorConsulta).toBeCloseTo(0.5 * 4320 * dynamodb.porRru, 15);
    expect(parcela.usdPorHoraDeEspera).toBeCloseTo(0.5 * 60 * dynamodb.porRru, 15);
    expect(parcela.usdPorExecucao).toBeCloseTo(lambda.porRequisicao + 0.1 * 0.5 * lambda.porGbSegundo + dynamodb.porRru, 15);
  });
});
