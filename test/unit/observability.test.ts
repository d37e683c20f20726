/**
 * The per-invocation shell of every handler: the origin check CloudFront's secret header enables,
 * and the business metrics (EMF on stdout in Lambda, silent elsewhere).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessMetrics, METRICS_SERVICE } from '../../infra/definitions/metrics.js';
import { httpHandler, json } from '../../lambdas/common/http.js';
import { flushMetrics, metricsEnabled, recordMetric, resetMetricsForTests } from '../../lambdas/common/metrics.js';
import { fromTrustedOrigin, ORIGIN_VERIFY_HEADER } from '../../lambdas/common/origin-verify.js';
import type { ConverseStreamOutput } from '@aws-sdk/client-bedrock-runtime';
import { createBedrockEngine, type UsoTokens } from '../../lambdas/ia/bedrock-engine.js';
import { comMetricas } from '../../lambdas/ia/engine-factory.js';
import type { ConsultaEngine, RespostaInput } from '../../lambdas/ia/engine.js';
import { findMedico } from '../../shared/medicos.js';

const evento = (headers: Record<string, string> = {}): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: 'POST /api/teste',
    rawPath: '/api/teste',
    rawQueryString: '',
    headers,
    requestContext: { requestId: 'req-1', http: { method: 'POST', path: '/api/teste', sourceIp: '203.0.113.7' } },
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetMetricsForTests();
  vi.restoreAllMocks();
});


/** A drafts answer as Bedrock would write it (rascunhoClinicoSchema). */
const RASCUNHO = {
  nota: {
    subjetivo: 'Febre há 3 dias.',
    objetivo: '34 anos.',
    avaliacao: { diferenciais: [{ hipotese: 'Síndrome gripal', raciocinio: 'Febre e tosse.' }], sinaisAlerta: [] },
    plano: { exames: [], orientacoes: 'Hidratação.', retorno: 'Se piorar.' },
  },
  receita: { medicamentos: [], orientacoes: '' },
  mensagemPaciente: 'Revisei a sua consulta.',
  triagem: { nivel: 'consulta', motivos: [] },
};

describe('origin verification', () => {
  it('lets everything through when no secret is configured (the local stage)', () => {
    expect(fromTrustedOrigin({}, undefined)).toBe(true);
    expect(fromTrustedOrigin(undefined, '')).toBe(true);
  });

  it('requires the exact secret once configured', () => {
    expect(fromTrustedOrigin({ [ORIGIN_VERIFY_HEADER]: 'segredo-do-cloudfront' }, 'segredo-do-cloudfront')).toBe(true);
    for (const received of [undefined, '', 'segredo', 'segredo-do-cloudfront ', 'SEGREDO-DO-CLOUDFRONT']) {
      expect(fromTrustedOrigin(received === undefined ? {} : { [ORIGIN_VERIFY_HEADER]: received }, 'segredo-do-cloudfront'), String(received)).toBe(false);
    }
  });

  it('makes a handler answer 403 to a request that bypassed CloudFront, without running it', async () => {
    process.env.ORIGIN_VERIFY = 'segredo-do-cloudfront';
    const fn = vi.fn(async () => json(200, { ok: true }));
    const handler = httpHandler('teste', fn);

    const direct = await handler(evento());
    expect(direct.statusCode).toBe(403);
    expect(JSON.parse(direct.body!)).toEqual({ error: 'Acesso negado.' });
    expect(fn).not.toHaveBeenCalled();

    const viaCloudFront = await handler(evento({ [ORIGIN_VERIFY_HEADER]: 'segredo-do-cloudfront' }));
    expect(viaCloudFront.statusCode).toBe(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('business metrics', () => {
  const captureStdout = () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    return lines;
  };

  it('are on inside Lambda only, unless the environment says otherwise', () => {
    expect(metricsEnabled({})).toBe(false);
    expect(metricsEnabled({ AWS_LAMBDA_FUNCTION_NAME: 'zapsaude-prod-fala' })).toBe(true);
    expect(metricsEnabled({ AWS_LAMBDA_FUNCTION_NAME: 'f', POWERTOOLS_METRICS_DISABLED: 'true' })).toBe(false);
    expect(metricsEnabled({ POWERTOOLS_METRICS_DISABLED: 'false' })).toBe(true);
  });

  it('write nothing locally, even when a handler records some', async () => {
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    delete process.env.POWERTOOLS_METRICS_DISABLED;
    const lines = captureStdout();
    const handler = httpHandler('teste', async () => {
      recordMetric('webhookDelivered', 1);
      return json(200, {});
    });
    expect((await handler(evento())).statusCode).toBe(200);
    flushMetrics();
    expect(lines.join('')).toBe('');
  });

  it('are written once per invocation as embedded metric format, in the stage namespace with the service dimension', async () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    process.env.POWERTOOLS_METRICS_NAMESPACE = 'ZapSaude/teste';
    const lines = captureStdout();
    const handler = httpHandler('teste', async () => {
      recordMetric('paymentApproved', 1);
      recordMetric('paymentApprovalTime', 42.5);
      return json(200, {});
    });
    await handler(evento());

    const emf = lines.map((line) => line.trim()).filter((line) => line.includes('"_aws"')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(emf).toHaveLength(1);
    const [record] = emf as [{ _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] } } & Record<string, unknown>];
    const directive = record._aws.CloudWatchMetrics[0]!;
    expect(directive.Namespace).toBe('ZapSaude/teste');
    expect(directive.Dimensions).toEqual([['service']]);
    expect(record.service).toBe(METRICS_SERVICE);
    expect(directive.Metrics).toEqual(
      expect.arrayContaining([
        { Name: businessMetrics.paymentApproved.name, Unit: 'Count' },
        { Name: businessMetrics.paymentApprovalTime.name, Unit: 'Seconds' },
      ]),
    );
    expect(record[businessMetrics.paymentApproved.name]).toBe(1);
    expect(record[businessMetrics.paymentApprovalTime.name]).toBe(42.5);
  });

  it('time the AI: first chunk and whole answer, and the drafts', async () => {
    const recorded: [string, number][] = [];
    const engine: ConsultaEngine = {
      nome: 'bedrock',
      async *responder() {
        await new Promise((resolve) => setTimeout(resolve, 20));
        yield 'Olá';
        await new Promise((resolve) => setTimeout(resolve, 20));
        yield ', tudo bem?';
      },
      gerarRascunho: async () => ({ rascunho: {} as never, modelo: 'modelo' }),
    };
    const timed = comMetricas(engine, (metric, value) => recorded.push([metric, value]));
    const chunks: string[] = [];
    for await (const chunk of timed.responder({} as never)) chunks.push(chunk);
    expect(chunks.join('')).toBe('Olá, tudo bem?');
    expect(recorded.map(([metric]) => metric)).toEqual(['aiFirstChunkLatency', 'aiResponseDuration']);
    expect(recorded[0]![1]).toBeGreaterThanOrEqual(15);
    expect(recorded[1]![1]).toBeGreaterThanOrEqual(recorded[0]![1] + 15);
    expect((await timed.gerarRascunho({} as never)).modelo).toBe('modelo');
    expect(recorded.at(-1)![0]).toBe('aiResponseDuration');
  });

  it('take the token usage Bedrock reports at the end of a streamed answer and of the drafts', async () => {
    const usos: UsoTokens[] = [];
    const eventos: ConverseStreamOutput[] = [
      { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Entendi.' } } },
      { messageStop: { stopReason: 'end_turn' } },
      { metadata: { usage: { inputTokens: 1184, outputTokens: 41, totalTokens: 1225 }, metrics: { latencyMs: 1532 } } },
    ] as ConverseStreamOutput[];
    const engine = createBedrockEngine({
      client: {
        converseStream: async () => (async function* () { yield* eventos; })(),
        converse: async () => ({
          output: { message: { role: 'assistant', content: [{ text: JSON.stringify(RASCUNHO) }] } },
          stopReason: 'end_turn',
          usage: { inputTokens: 900, outputTokens: 120, totalTokens: 1020 },
          metrics: { latencyMs: 2100 },
        }),
      },
      modelId: 'amazon.nova-lite-v1:0',
      aoMedirUso: (uso) => usos.push(uso),
    });
    const paciente = { nome: 'Maria Silva', idade: 34, peso: 62, altura: 165, imc: '22,8', bebe: 'nao', fuma: 'nao', esporte: '', consultaPara: 'proprio', menor: false };
    const input = { medico: findMedico(1), paciente, historico: [], mensagem: 'Estou com febre', arquivos: [] } as unknown as RespostaInput;
    for await (const _ of engine.responder(input)) void _;
    await engine.gerarRascunho({ medico: findMedico(1), historico: [], arquivos: [], sinaisAlerta: [], conteudoRetido: [] });
    expect(usos).toEqual([
      { inputTokens: 1184, outputTokens: 41 },
      { inputTokens: 900, outputTokens: 120 },
    ]);
  });
});
