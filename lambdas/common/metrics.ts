/**
 * Business metrics (definitions/metrics.ts) as CloudWatch embedded metric format: Powertools
 * writes one JSON line per invocation to stdout and CloudWatch Logs turns it into metrics, so
 * emitting costs no API call. Values are counts and durations only, never anything about a patient.
 *
 * On by default inside Lambda only (AWS_LAMBDA_FUNCTION_NAME is set there); POWERTOOLS_METRICS_DISABLED
 * overrides either way. The local stack and the tests therefore stay quiet and need no namespace.
 */
import { Metrics } from '@aws-lambda-powertools/metrics';
import { businessMetrics, METRICS_SERVICE, type BusinessMetric } from '#definitions/metrics.js';

type Env = Readonly<Record<string, string | undefined>>;

/** Whether this process emits metrics (see the module comment). */
export function metricsEnabled(env: Env = process.env): boolean {
  const disabled = env.POWERTOOLS_METRICS_DISABLED?.trim().toLowerCase();
  if (disabled !== undefined && disabled !== '') return !['1', 'true', 'yes', 'on'].includes(disabled);
  return Boolean(env.AWS_LAMBDA_FUNCTION_NAME);
}

let instance: Metrics | undefined;
let enabled: boolean | undefined;

function metrics(): Metrics | undefined {
  enabled ??= metricsEnabled();
  if (!enabled) return undefined;
  // The namespace comes from POWERTOOLS_METRICS_NAMESPACE (ZapSaude/<stage>, set by the CDK).
  instance ??= new Metrics({ serviceName: METRICS_SERVICE });
  return instance;
}

/** Records one data point; it is written with the invocation's other metrics by flushMetrics(). */
export function recordMetric(metric: BusinessMetric, value: number): void {
  if (!Number.isFinite(value)) return;
  const definition = businessMetrics[metric];
  metrics()?.addMetric(definition.name, definition.unit, value);
}

/** Writes the invocation's metrics (called once per invocation by the handler wrappers). */
export function flushMetrics(): void {
  const current = instance;
  if (current?.hasStoredMetrics()) current.publishStoredMetrics();
}

/** Forgets the cached decision and instance, so a test can switch metrics on through the environment. */
export function resetMetricsForTests(): void {
  instance = undefined;
  enabled = undefined;
}
