/**
 * The per-invocation shell of every handler: the origin check CloudFront's secret header enables,
 * the X-Ray subsegment Powertools' Tracer records (name, annotations, errors by name only), and the
 * business metrics (EMF on stdout in Lambda, silent elsewhere).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessMetrics, METRICS_SERVICE } from '#definitions/metrics.js';
import { httpHandler, json } from '#lambdas/common/http.js';
import { flushMetrics, metricsEnabled, recordMetric, resetMetricsForTests } from '#lambdas/common/metrics.js';
import { fromTrustedOrigin, ORIGIN_VERIFY_HEADER } from '#lambdas/common/origin-verify.js';
import { ConverseStreamCommand, type ConverseStreamOutput } from '@aws-sdk/client-bedrock-runtime';
import { createBedrockEngine, type BedrockRuntime, type UsoTokens } from '#lambdas/ia/bedrock-engine.js';
import { comMetricas } from '#lambdas/ia/engine-factory.js';
import type { ConsultaEngine, RespostaInput } from '#lambdas/ia/engine.js';
import { findMedico } from '#shared/medicos.js';

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

/** A subsegment as the X-Ray SDK serialises it for the daemon. */
interface SentSubsegment {
  name: string;
  annotations?: Record<string, unknown>;
  metadata?: unknown;
  fault?: boolean;
  cause?: { exceptions: Array<{ type?: string; message?: string; stack?: unknown }> };
  subsegments?: SentSubsegment[];
}

/**
 * The modules as they load inside Lambda (the Tracer reads AWS_EXECUTION_ENV when it is created),
 * with the function's segment, which Lambda itself opens, stood in for by a plain X-Ray subsegment.
 */
async function insideLambda() {
  process.env.AWS_EXECUTION_ENV = 'AWS_Lambda_nodejs20.x';
  // Lambda sets it; with provisioned concurrency no invocation is a cold start.
  process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
  process.env.POWERTOOLS_SERVICE_NAME = 'webhook-asaas';
  vi.resetModules();
  const { tracer } = await import('#lambdas/common/tracer.js');
  const http = await import('#lambdas/common/http.js');
  const functionSegment = new Tracer({ enabled: false }).getSegment()!;
  let current = functionSegment;
  vi.spyOn(tracer.provider, 'getSegment').mockImplementation(() => current);
  vi.spyOn(tracer.provider, 'setSegment').mockImplementation((segment) => {
    current = segment as typeof current;
  });
  const sent = (): SentSubsegment[] => (JSON.parse(JSON.stringify(functionSegment)) as SentSubsegment).subsegments ?? [];
  return { tracer, http, sent, current: () => current, functionSegment };
}

describe('X-Ray tracing (Powertools Tracer)', () => {
  it('is off outside Lambda: a handler runs and nothing is recorded', async () => {
    delete process.env.AWS_EXECUTION_ENV;
    vi.resetModules();
    const { tracer } = await import('#lambdas/common/tracer.js');
    const { httpHandler: handlerOutsideLambda } = await import('#lambdas/common/http.js');
    expect(tracer.isTracingEnabled()).toBe(false);
    expect((await handlerOutsideLambda('teste', async () => json(200, { ok: true }))(evento())).statusCode).toBe(200);
  });

  it('records each invocation as a `## <handler>` subsegment annotated ColdStart and Service, without the response', async () => {
    // Prepare
    const { http, sent, current, functionSegment } = await insideLambda();
    const handler = http.httpHandler('webhook-asaas', async () => http.json(200, { nota: 'Paciente relata febre há 3 dias.' }));

    // Act
    const first = await handler(evento());
    const second = await handler(evento());

    // Assess
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const recorded = sent();
    expect(recorded.map((subsegment) => subsegment.name)).toEqual(['## webhook-asaas', '## webhook-asaas']);
    expect(recorded.map((subsegment) => subsegment.annotations)).toEqual([
      { ColdStart: true, Service: 'webhook-asaas' },
      { ColdStart: false, Service: 'webhook-asaas' },
    ]);
    expect(recorded.every((subsegment) => subsegment.metadata === undefined && subsegment.fault === undefined)).toBe(true);
    expect(JSON.stringify(recorded)).not.toContain('febre');
    expect(current()).toBe(functionSegment);
  });

  it('marks a failed invocation, in the trace and the log, by the error name only: its message may carry health data (LGPD art. 11)', async () => {
    // Prepare
    const { http, sent } = await insideLambda();
    const logged: string[] = [];
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        logged.push(String(chunk));
        return true;
      });
    }
    class ModelOutputError extends Error {
      override name = 'ModelOutputError';
    }
    const failing = http.httpHandler('chat', async () => {
      throw new ModelOutputError('resposta inválida: "paciente com dor no peito e HIV"');
    });

    // Act
    const answer = await failing(evento());

    // Assess
    expect(answer.statusCode).toBe(500);
    const [recorded] = sent();
    expect(recorded).toMatchObject({ name: '## chat', fault: true });
    expect(recorded!.cause!.exceptions).toHaveLength(1);
    expect(recorded!.cause!.exceptions[0]!.type).toBe('ModelOutputError');
    expect(recorded!.cause!.exceptions[0]!.message ?? '').toBe('');
    expect(JSON.stringify(recorded)).not.toMatch(/dor no peito|HIV|resposta inválida/);
    expect(logged.join('')).toContain('"errorName":"ModelOutputError"');
    expect(logged.join('')).not.toMatch(/dor no peito|HIV|resposta inválida/);
  });

  it('wraps SDK clients with captureAWSv3Client only inside Lambda', async () => {
    const { tracer } = await insideLambda();
    const { traceClient } = await import('#lambdas/common/tracer.js');
    const capture = vi.spyOn(tracer, 'captureAWSv3Client').mockImplementation((client) => client);
    const client = { send: async () => ({}) };
    expect(traceClient(client)).toBe(client);
    expect(capture).toHaveBeenCalledWith(client);
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
      // The SDK client's `send`: ConverseStream's events, or Converse's answer.
      client: {
        send: async (command: object) =>
          command instanceof ConverseStreamCommand
            ? { $metadata: {}, stream: (async function* () { yield* eventos; })() }
            : {
                $metadata: {},
                output: { message: { role: 'assistant', content: [{ text: JSON.stringify(RASCUNHO) }] } },
                stopReason: 'end_turn',
                usage: { inputTokens: 900, outputTokens: 120, totalTokens: 1020 },
                metrics: { latencyMs: 2100 },
              },
      } as unknown as BedrockRuntime,
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
