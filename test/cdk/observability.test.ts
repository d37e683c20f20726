/**
 * Observability on the templates: tracing and metrics settings of every function, the dashboard in
 * both stages (the physicians' queue included), prod's alarms to an encrypted SNS topic, and the
 * invariant that only the schedules are invoked asynchronously, each with its dead-letter queue.
 */
import { describe, expect, it } from 'vitest';
import { businessMetrics, METRICS_SERVICE, metricsNamespace } from '#definitions/metrics.js';
import { schedules } from '#definitions/schedules.js';
import { alarmThresholds } from '#infra/lib/observability.js';
import { SCHEDULE_RETRY_ATTEMPTS } from '#infra/lib/schedules.js';
import { stageConfig } from '#infra/lib/stage-config.js';
import { ofType, referencedIds, synthStage, type Synth } from './support.js';

type Variables = Record<string, unknown>;

/** Every handler function of the stage, route or schedule, by id. */
const handlerFunctions = (s: Synth) => Object.entries({ ...s.stack.api.functions, ...s.stack.schedules.functions });

describe.each(['sandbox', 'prod'] as const)('%s functions', (stage) => {
  const routes = stageConfig(stage).routes;

  it('trace actively and emit metrics into the stage namespace', () => {
    const s = synthStage(stage);
    expect(handlerFunctions(s)).toHaveLength(routes.length + schedules.length);
    for (const [id, handler] of handlerFunctions(s)) {
      const fn = s.resources[s.logicalId(handler)]!.Properties!;
      expect(fn.TracingConfig, id).toEqual({ Mode: 'Active' });
      const variables = (fn.Environment as { Variables: Variables }).Variables;
      expect(variables, id).toMatchObject({
        POWERTOOLS_SERVICE_NAME: id,
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(stage),
        POWERTOOLS_METRICS_DISABLED: 'false',
        LOG_LEVEL: stageConfig(stage).lambdaLogLevel,
      });
      // Tracing is never switched off, and the Tracer never records a response (lambdas/common/observability.ts).
      expect(Object.keys(variables).filter((name) => name.startsWith('POWERTOOLS_TRACE')), id).toEqual(['POWERTOOLS_TRACER_CAPTURE_RESPONSE']);
      expect(variables.POWERTOOLS_TRACER_CAPTURE_RESPONSE, id).toBe('false');
    }
  });

  it('write every log group under the stack key', () => {
    const s = synthStage(stage);
    const keyArn = { 'Fn::GetAtt': [s.logicalId(s.stack.data.key), 'Arn'] };
    const groups = ofType(s.resources, 'AWS::Logs::LogGroup');
    expect(groups.length).toBeGreaterThanOrEqual(routes.length + schedules.length + 3);
    for (const [id, group] of groups) expect(group.Properties!.KmsKeyId, id).toEqual(keyArn);
  });

  it('reserve concurrency only where the stage config says so', () => {
    const s = synthStage(stage);
    const { reservedConcurrency, routeCapacity } = stageConfig(stage);
    for (const [id, handler] of handlerFunctions(s)) {
      // A route with a capacity of its own (the visitors badge) reserves that instead.
      const reserved = routeCapacity[id]?.reservedConcurrency ?? reservedConcurrency;
      expect(s.resources[s.logicalId(handler)]!.Properties!.ReservedConcurrentExecutions, id).toBe(reserved);
    }
  });

  it('are invoked synchronously, except the schedules, which retry and then keep the failed event in an encrypted dead-letter queue', () => {
    const s = synthStage(stage);
    const { resources } = s;
    const keyArn = { 'Fn::GetAtt': [s.logicalId(s.stack.data.key), 'Arn'] };
    const scheduleIds = new Set(Object.values(s.stack.schedules.functions).map((fn) => s.logicalId(fn)));
    const queueIds = Object.values(s.stack.schedules.deadLetterQueues).map((queue) => s.logicalId(queue));

    // No event source mapping, subscription or bucket notification anywhere.
    for (const type of ['AWS::Lambda::EventSourceMapping', 'AWS::SNS::Subscription']) expect(ofType(resources, type), type).toEqual([]);
    for (const [id, bucket] of ofType(resources, 'AWS::S3::Bucket')) expect(bucket.Properties!.NotificationConfiguration, id).toBeUndefined();

    // One EventBridge rule per schedule, targeting its function only.
    const rules = ofType(resources, 'AWS::Events::Rule');
    expect(rules).toHaveLength(schedules.length);
    expect(rules.flatMap(([, rule]) => referencedIds(rule.Properties!.Targets)).sort()).toEqual([...scheduleIds].sort());
    // Asynchronous invoke settings and dead-letter queues exist for the schedules only.
    const invokeConfigs = ofType(resources, 'AWS::Lambda::EventInvokeConfig');
    expect(invokeConfigs.flatMap(([, c]) => referencedIds(c.Properties!.FunctionName)).sort()).toEqual([...scheduleIds].sort());
    for (const [id, config] of invokeConfigs) expect(config.Properties!.MaximumRetryAttempts, id).toBe(SCHEDULE_RETRY_ATTEMPTS);
    expect(ofType(resources, 'AWS::SQS::Queue').map(([id]) => id).sort()).toEqual([...queueIds].sort());
    for (const [id, fn] of ofType(resources, 'AWS::Lambda::Function').filter(([id]) => scheduleIds.has(id))) {
      const target = (fn.Properties!.DeadLetterConfig as { TargetArn: unknown } | undefined)?.TargetArn;
      expect(referencedIds(target), id).toHaveLength(1);
      expect(queueIds, id).toContain(referencedIds(target)[0]);
    }
    for (const id of queueIds) expect(resources[id]!.Properties!.KmsMasterKeyId, id).toEqual(keyArn);

    // API Gateway and CloudFront invoke the routes; EventBridge invokes the schedules, and nothing else.
    const permissions = ofType(resources, 'AWS::Lambda::Permission').map(([, p]) => p.Properties!);
    const principals = new Set(permissions.map((p) => p.Principal));
    expect([...principals].sort()).toEqual(['apigateway.amazonaws.com', 'cloudfront.amazonaws.com', 'events.amazonaws.com']);
    for (const permission of permissions.filter((p) => p.Principal === 'events.amazonaws.com')) {
      expect(referencedIds(permission.FunctionName).every((id) => scheduleIds.has(id))).toBe(true);
    }
  });
});

describe.each(['sandbox', 'prod'] as const)('%s dashboard', (stage) => {
  it('graphs the API, the Lambdas and every business metric of the stage', () => {
    const s = synthStage(stage);
    const dashboards = ofType(s.resources, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const [, dashboard] = dashboards[0]!;
    expect(dashboard.Properties!.DashboardName).toBe(`zapsaude-${stage}`);
    const body = JSON.stringify(dashboard.Properties!.DashboardBody);
    for (const metric of ['4xx', '5xx', 'Latency', 'Count']) expect(body, metric).toContain(`\\"${metric}\\"`);
    for (const metric of ['Errors', 'Duration', 'Throttles']) expect(body, metric).toContain(`\\"AWS/Lambda\\",\\"${metric}\\"`);
    for (const [id] of handlerFunctions(s)) expect(body, id).toContain(`\\"label\\":\\"${id}\\"`);
    for (const metric of Object.values(businessMetrics)) {
      expect(body, metric.name).toContain(`\\"${metricsNamespace(stage)}\\",\\"${metric.name}\\",\\"service\\",\\"${METRICS_SERVICE}\\"`);
    }
  });
});

describe('resources', () => {
  // Each HTTP route costs about eight resources (function, role holding its grants inline, log group,
  // alarm, permission, integration, route; one policy more if it reaches a bucket,
  // infra/lib/handler-function.ts): at 50 functions prod has 436 and sandbox 386. Past this guard,
  // move the routes into a nested stack rather than raising it.
  it.each(['sandbox', 'prod'] as const)('%s stays well under CloudFormation\'s 500 resources per stack', (stage) => {
    expect(Object.keys(synthStage(stage).resources).length).toBeLessThanOrEqual(475);
  });
});

describe('alarms', () => {
  it('are absent from sandbox, which has no alarm topic either', () => {
    const s = synthStage('sandbox');
    expect(ofType(s.resources, 'AWS::CloudWatch::Alarm')).toEqual([]);
    expect(ofType(s.resources, 'AWS::SNS::Topic')).toEqual([]);
    expect(s.stack.observability.alarmTopic).toBeUndefined();
  });

  it('notify an SNS topic encrypted with the stack key and reachable over TLS only (prod)', () => {
    const s = synthStage('prod');
    const topicId = s.logicalId(s.stack.observability.alarmTopic!);
    expect(s.resources[topicId]!.Properties!.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [s.logicalId(s.stack.data.key), 'Arn'] });
    const topicPolicy = ofType(s.resources, 'AWS::SNS::TopicPolicy').find(([, p]) => referencedIds(p.Properties!.Topics).includes(topicId));
    expect(JSON.stringify(topicPolicy?.[1].Properties!.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    // CloudWatch may use the key to publish, for this account's alarms only.
    const keyPolicy = JSON.stringify(s.resources[s.logicalId(s.stack.data.key)]!.Properties!.KeyPolicy);
    expect(keyPolicy).toContain('cloudwatch.amazonaws.com');
    expect(keyPolicy).toContain(':alarm:*');

    const alarms = ofType(s.resources, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties!);
    for (const alarm of alarms) {
      expect(alarm.AlarmActions, String(alarm.AlarmName)).toEqual([{ Ref: topicId }]);
      expect(alarm.OKActions, String(alarm.AlarmName)).toEqual([{ Ref: topicId }]);
      expect(alarm.TreatMissingData).toBe('notBreaching');
    }
    const byName = new Map(alarms.map((alarm) => [alarm.AlarmName as string, alarm]));
    const rate = byName.get('zapsaude-prod-api-5xx')!;
    expect(rate).toMatchObject({ Threshold: alarmThresholds.api5xxRatePercent, ComparisonOperator: 'GreaterThanThreshold' });
    expect(JSON.stringify(rate.Metrics)).toContain('100 * errors / requests');
    expect(JSON.stringify(rate.Metrics)).toContain('"MetricName":"5xx"');
    const webhook = byName.get('zapsaude-prod-webhook-rejections')!;
    expect(webhook.Threshold).toBe(alarmThresholds.webhookRejections);
    expect(JSON.stringify(webhook)).toContain(
      JSON.stringify({
        Dimensions: [{ Name: 'service', Value: METRICS_SERVICE }],
        MetricName: businessMetrics.webhookRejected.name,
        Namespace: metricsNamespace('prod'),
      }),
    );
    for (const [id, fn] of handlerFunctions(s)) {
      const failures = byName.get(`zapsaude-prod-${id}-failures`)!;
      expect(failures, id).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
      const metrics = failures.Metrics as { Id: string; Expression?: string; MetricStat?: { Metric: Record<string, unknown>; Stat: string } }[];
      expect(metrics.find((m) => m.Expression)?.Expression, id).toBe(
        `IF(errors >= ${alarmThresholds.lambdaErrors} OR throttles >= ${alarmThresholds.lambdaThrottles}, 1, 0)`,
      );
      for (const [metricId, name] of [['errors', 'Errors'], ['throttles', 'Throttles']] as const) {
        expect(metrics.find((m) => m.Id === metricId)?.MetricStat, `${id} ${name}`).toEqual({
          Metric: { Namespace: 'AWS/Lambda', MetricName: name, Dimensions: [{ Name: 'FunctionName', Value: { Ref: s.logicalId(fn) } }] },
          Period: 300,
          Stat: 'Sum',
        });
      }
    }
    // Each schedule's dead-letter queue: one message waiting is one run that failed for good.
    const queues = Object.values(s.stack.schedules.deadLetterQueues).map((queue) => ({ 'Fn::GetAtt': [s.logicalId(queue), 'QueueName'] }));
    const dlqAlarms = alarms.filter((alarm) => alarm.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(dlqAlarms.map((alarm) => (alarm.Dimensions as { Value: unknown }[])[0]!.Value)).toEqual(queues);
    for (const alarm of dlqAlarms) expect(alarm).toMatchObject({ Namespace: 'AWS/SQS', Threshold: alarmThresholds.deadLetterMessages });
    expect(alarms).toHaveLength(4 + handlerFunctions(s).length + queues.length);
  });

  it('fire in prod when the oldest case waits longer than the stage target for a physician', () => {
    const s = synthStage('prod');
    const alarm = ofType(s.resources, 'AWS::CloudWatch::Alarm')
      .map(([, a]) => a.Properties!)
      .find((a) => a.AlarmName === 'zapsaude-prod-validacao-atrasada');
    expect(stageConfig('prod').validacaoAlvoMinutos).toBe(60);
    expect(alarm).toMatchObject({
      EvaluationPeriods: 1,
      Threshold: stageConfig('prod').validacaoAlvoMinutos,
      ComparisonOperator: 'GreaterThanThreshold',
      AlarmActions: [{ Ref: s.logicalId(s.stack.observability.alarmTopic!) }],
    });
    // The oldest waiting case's Maximum over 5 minutes (a labelled metric, so in the Metrics form).
    const metrics = alarm!.Metrics as { MetricStat: { Metric: unknown; Period: number; Stat: string } }[];
    expect(metrics).toHaveLength(1);
    expect(metrics[0]!.MetricStat).toEqual({
      Metric: {
        Dimensions: [{ Name: 'service', Value: METRICS_SERVICE }],
        MetricName: businessMetrics.casoMaisAntigoMinutos.name,
        Namespace: metricsNamespace('prod'),
      },
      Period: 300,
      Stat: 'Maximum',
    });
  });
});

describe.each(['sandbox', 'prod'] as const)('%s validation dashboard', (stage) => {
  it('graphs the queue against the target, the decisions and the minutes to a decision', () => {
    const s = synthStage(stage);
    const [, dashboard] = ofType(s.resources, 'AWS::CloudWatch::Dashboard')[0]!;
    const body = JSON.stringify(dashboard.Properties!.DashboardBody);
    const metric = (name: string) => `\\"${metricsNamespace(stage)}\\",\\"${name}\\",\\"service\\",\\"${METRICS_SERVICE}\\"`;
    for (const title of ['Validação médica: fila', 'Validação médica: decisões', 'Do fim da consulta à decisão (min)']) expect(body, title).toContain(title);
    for (const name of ['FilaValidacao', 'CasoMaisAntigoMinutos', 'DecisaoValidada', 'DecisaoRecusada', 'MinutosAteDecisao']) expect(body, name).toContain(metric(name));
    expect(body).toContain(`Alvo: ${stageConfig(stage).validacaoAlvoMinutos} min`);
  });
});
