/**
 * Observability on the templates: tracing and metrics settings of every function, the dashboard in
 * both stages, prod's alarms to an encrypted SNS topic, and the invariant that makes a dead-letter
 * queue unnecessary (no asynchronous invocation anywhere).
 */
import { describe, expect, it } from 'vitest';
import { businessMetrics, METRICS_SERVICE, metricsNamespace } from '../../infra/definitions/metrics.js';
import { alarmThresholds } from '../../infra/lib/observability.js';
import { stageConfig } from '../../infra/lib/stage-config.js';
import { ofType, referencedIds, synthStage } from './support.js';

type Variables = Record<string, unknown>;

describe.each(['sandbox', 'prod'] as const)('%s functions', (stage) => {
  const routes = stageConfig(stage).routes;

  it('trace actively and emit metrics into the stage namespace', () => {
    const s = synthStage(stage);
    for (const route of routes) {
      const fn = s.resources[s.logicalId(s.stack.api.functions[route.id]!)]!.Properties!;
      expect(fn.TracingConfig, route.id).toEqual({ Mode: 'Active' });
      const variables = (fn.Environment as { Variables: Variables }).Variables;
      expect(variables, route.id).toMatchObject({
        POWERTOOLS_SERVICE_NAME: route.id,
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(stage),
        POWERTOOLS_METRICS_DISABLED: 'false',
        LOG_LEVEL: stageConfig(stage).lambdaLogLevel,
      });
      // The tracer has no switches: it never records responses or error messages (lambdas/common/tracing.ts).
      expect(Object.keys(variables).filter((name) => name.startsWith('POWERTOOLS_TRACE')), route.id).toEqual([]);
    }
  });

  it('write every log group under the stack key', () => {
    const s = synthStage(stage);
    const keyArn = { 'Fn::GetAtt': [s.logicalId(s.stack.data.key), 'Arn'] };
    const groups = ofType(s.resources, 'AWS::Logs::LogGroup');
    expect(groups.length).toBeGreaterThanOrEqual(routes.length + 3);
    for (const [id, group] of groups) expect(group.Properties!.KmsKeyId, id).toEqual(keyArn);
  });

  it('reserve concurrency only where the stage config says so', () => {
    const s = synthStage(stage);
    const reserved = stageConfig(stage).reservedConcurrency;
    for (const route of routes) {
      const fn = s.resources[s.logicalId(s.stack.api.functions[route.id]!)]!.Properties!;
      expect(fn.ReservedConcurrentExecutions, route.id).toBe(reserved);
    }
  });

  it('are only ever invoked synchronously, so no dead-letter queue could receive anything', () => {
    const { resources } = synthStage(stage);
    // Asynchronous paths: event source mappings, async invoke configs, S3/SNS/EventBridge triggers.
    for (const type of ['AWS::Lambda::EventSourceMapping', 'AWS::Lambda::EventInvokeConfig', 'AWS::SNS::Subscription', 'AWS::Events::Rule', 'AWS::SQS::Queue']) {
      expect(ofType(resources, type), type).toEqual([]);
    }
    for (const [id, bucket] of ofType(resources, 'AWS::S3::Bucket')) expect(bucket.Properties!.NotificationConfiguration, id).toBeUndefined();
    // Only API Gateway (HTTP API) and CloudFront (the Function URL) may invoke a function.
    const principals = new Set(ofType(resources, 'AWS::Lambda::Permission').map(([, p]) => p.Properties!.Principal));
    expect([...principals].sort()).toEqual(['apigateway.amazonaws.com', 'cloudfront.amazonaws.com']);
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
    for (const route of stageConfig(stage).routes) expect(body, route.id).toContain(`\\"label\\":\\"${route.id}\\"`);
    for (const metric of Object.values(businessMetrics)) {
      expect(body, metric.name).toContain(`\\"${metricsNamespace(stage)}\\",\\"${metric.name}\\",\\"service\\",\\"${METRICS_SERVICE}\\"`);
    }
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
    for (const route of stageConfig('prod').routes) {
      const fnRef = { Ref: s.logicalId(s.stack.api.functions[route.id]!) };
      expect(byName.get(`zapsaude-prod-${route.id}-errors`), route.id).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: fnRef }],
      });
      expect(byName.get(`zapsaude-prod-${route.id}-throttles`), route.id).toMatchObject({ MetricName: 'Throttles', Threshold: 1 });
    }
    expect(alarms).toHaveLength(2 + 2 * stageConfig('prod').routes.length);
  });
});
