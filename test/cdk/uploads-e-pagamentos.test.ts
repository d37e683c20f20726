/**
 * Uploads and the webhook's amount in AWS: browser uploads land under `pendentes/` and the
 * buckets that take them delete what was never accepted after a day (old versions too where the
 * bucket is versioned); an approval whose amount is not the price raises a prod alarm.
 */
import { describe, expect, it } from 'vitest';
import { buckets, PENDING_UPLOADS_EXPIRE_DAYS, PENDING_UPLOADS_PREFIX, type BucketName } from '#definitions/buckets.js';
import { businessMetrics, METRICS_SERVICE, metricsNamespace } from '#definitions/metrics.js';
import { alarmThresholds } from '#infra/lib/observability.js';
import { ofType, synthStage } from './support.js';

interface LifecycleRule {
  readonly Id?: string;
  readonly Prefix?: string;
  readonly Status: string;
  readonly ExpirationInDays?: number;
  readonly NoncurrentVersionExpiration?: { NoncurrentDays: number };
}

describe.each(['sandbox', 'prod'] as const)('%s pending uploads', (stage) => {
  const s = synthStage(stage);
  const rulesOf = (name: BucketName) =>
    ((s.resources[s.logicalId(s.stack.data.buckets[name])]!.Properties!.LifecycleConfiguration as { Rules: LifecycleRule[] }).Rules);

  it.each(['anexos', 'avatars'] as const)('deletes %s uploads never accepted after a day', (name) => {
    const pending = rulesOf(name).filter((rule) => rule.Prefix === PENDING_UPLOADS_PREFIX);
    expect(PENDING_UPLOADS_EXPIRE_DAYS).toBe(1);
    expect(pending).toEqual([
      {
        Id: 'pending-uploads',
        Prefix: 'pendentes/',
        Status: 'Enabled',
        ExpirationInDays: 1,
        ...(buckets[name].versioned ? { NoncurrentVersionExpiration: { NoncurrentDays: 1 } } : {}),
      },
    ]);
    // No other rule expires anything: accepted attachments are part of the 20-year record.
    expect(rulesOf(name).filter((rule) => rule.ExpirationInDays !== undefined || rule.NoncurrentVersionExpiration)).toEqual(pending);
  });

  it('never expires anything in the signed documents bucket', () => {
    expect(rulesOf('documentos').filter((rule) => rule.ExpirationInDays !== undefined || rule.Prefix !== undefined)).toEqual([]);
  });
});

describe('wrong-amount approvals', () => {
  it('raise a prod alarm on the first one within 15 minutes', () => {
    const s = synthStage('prod');
    const alarm = ofType(s.resources, 'AWS::CloudWatch::Alarm')
      .map(([, a]) => a.Properties!)
      .find((a) => a.AlarmName === 'zapsaude-prod-webhook-valor-divergente');
    expect(alarmThresholds.webhookValorDivergente).toBe(1);
    expect(alarm).toMatchObject({
      EvaluationPeriods: 1,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: s.logicalId(s.stack.observability.alarmTopic!) }],
    });
    expect(JSON.stringify(alarm)).toContain(
      JSON.stringify({
        Dimensions: [{ Name: 'service', Value: METRICS_SERVICE }],
        MetricName: businessMetrics.webhookValorDivergente.name,
        Namespace: metricsNamespace('prod'),
      }),
    );
    expect(JSON.stringify(alarm)).toContain('"Period":900');
  });
});
