/**
 * What ops look at: one CloudWatch dashboard per stage (API, Lambda and the business metrics of
 * definitions/metrics.ts, the physicians' queue included), and, where the stage config asks
 * for them (prod), alarms that notify an SNS topic encrypted with the stack key. Subscribe the
 * on-call e-mail or chat to the topic after the first deploy (README, "Operations").
 */
import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { businessMetrics, METRICS_SERVICE, metricsNamespace, type BusinessMetric } from '#definitions/metrics.js';
import type { Api } from './api.js';
import type { Data } from './data.js';
import type { Schedules } from './schedules.js';
import type { StageConfig } from './stage-config.js';

export interface ObservabilityProps {
  readonly config: StageConfig;
  readonly api: Api;
  readonly data: Data;
  /** The scheduled functions, graphed and alarmed on like the routes'. */
  readonly schedules: Schedules;
  /**
   * Dead-letter queues to alarm on: the schedules' (the only asynchronous invocations, see api.ts);
   * whoever adds another asynchronous path adds its queue here and gets the depth alarm.
   */
  readonly deadLetterQueues?: readonly sqs.IQueue[];
}

/** Thresholds of the prod alarms, named so the README and the tests read the same numbers. */
export const alarmThresholds = {
  /** Percentage of API requests answered 5xx over 5 minutes, when there were at least `minRequests`. */
  api5xxRatePercent: 5,
  api5xxMinRequests: 20,
  /** Refused webhook deliveries in 15 minutes: a wrong token in Asaas' settings refuses all of them. */
  webhookRejections: 3,
  /** Approvals whose amount is not the price, in 15 minutes: a single one is worth a look. */
  webhookValorDivergente: 1,
  /** Errors (crashes, timeouts) of one function in 5 minutes. */
  lambdaErrors: 3,
  /** Throttled invocations of one function in 5 minutes. */
  lambdaThrottles: 1,
  /** Messages waiting in a dead-letter queue. */
  deadLetterMessages: 1,
} as const;

const PERIOD = Duration.minutes(5);

export class Observability extends Construct {
  readonly dashboard: cloudwatch.Dashboard;
  /** Only where `config.alarms`. */
  readonly alarmTopic?: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    const { config, api } = props;
    const namespace = metricsNamespace(config.stage);
    const business = (metric: BusinessMetric, statistic: string, label?: string, period = PERIOD) =>
      new cloudwatch.Metric({
        namespace,
        metricName: businessMetrics[metric].name,
        dimensionsMap: { service: METRICS_SERVICE },
        statistic,
        period,
        label: label ?? businessMetrics[metric].name,
        unit: undefined,
      });
    const functions = Object.entries({ ...api.functions, ...props.schedules.functions }) as [string, lambda.IFunction][];
    const perFunction = (metric: (fn: lambda.IFunction) => cloudwatch.Metric) =>
      functions.map(([routeId, fn]) => metric(fn).with({ label: routeId, period: PERIOD }));

    const requests = api.httpApi.metricCount({ period: PERIOD, statistic: 'Sum', label: 'Requisições' });
    const serverErrors = api.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum', label: '5xx' });
    const clientErrors = api.httpApi.metricClientError({ period: PERIOD, statistic: 'Sum', label: '4xx' });
    const serverErrorRate = new cloudwatch.MathExpression({
      expression: `IF(requests >= ${alarmThresholds.api5xxMinRequests}, 100 * errors / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      period: PERIOD,
      label: '5xx (%)',
    });

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `zapsaude-${config.stage}`,
      defaultInterval: Duration.hours(3),
    });
    const graph = (title: string, left: cloudwatch.IMetric[], extra: Partial<cloudwatch.GraphWidgetProps> = {}) =>
      new cloudwatch.GraphWidget({ title, left, width: 8, height: 6, ...extra });

    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: `# ZapSaúde ${config.stage}\nAPI (HTTP API atrás do CloudFront), Lambdas e métricas de negócio (namespace \`${namespace}\`). Nenhum gráfico contém dado de paciente.`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('API: requisições, 4xx e 5xx', [requests, clientErrors, serverErrors]),
      graph('API: taxa de 5xx (%)', [serverErrorRate]),
      graph('API: latência (p50, p90, p99)', [
        api.httpApi.metricLatency({ period: PERIOD, statistic: 'p50', label: 'p50' }),
        api.httpApi.metricLatency({ period: PERIOD, statistic: 'p90', label: 'p90' }),
        api.httpApi.metricLatency({ period: PERIOD, statistic: 'p99', label: 'p99' }),
      ]),
    );
    this.dashboard.addWidgets(
      graph('Lambda: erros por função', perFunction((fn) => fn.metricErrors({ statistic: 'Sum' }))),
      graph('Lambda: duração p90 por função', perFunction((fn) => fn.metricDuration({ statistic: 'p90' }))),
      graph('Lambda: throttles por função', perFunction((fn) => fn.metricThrottles({ statistic: 'Sum' }))),
    );
    this.dashboard.addWidgets(
      graph('Webhook Asaas: entregas e recusas', [business('webhookDelivered', 'Sum', 'Entregas'), business('webhookRejected', 'Sum', 'Recusas'), business('webhookValorDivergente', 'Sum', 'Valor divergente')]),
      graph('Pagamentos aprovados', [business('paymentApproved', 'Sum', 'Aprovados')]),
      graph('Da criação do pagamento à aprovação (s)', [
        business('paymentApprovalTime', 'p50', 'p50'),
        business('paymentApprovalTime', 'p90', 'p90'),
      ]),
    );
    this.dashboard.addWidgets(
      graph('IA: latência (ms)', [
        business('aiFirstChunkLatency', 'p50', 'Primeiro trecho p50'),
        business('aiFirstChunkLatency', 'p90', 'Primeiro trecho p90'),
        business('aiResponseDuration', 'p90', 'Resposta completa p90'),
      ]),
      graph('IA: tokens e falhas do Bedrock', [
        business('aiInputTokens', 'Sum', 'Tokens de entrada'),
        business('aiOutputTokens', 'Sum', 'Tokens de saída'),
      ], { right: [business('aiFailure', 'Sum', 'Falhas do Bedrock')] }),
      graph('Visitantes online', [business('visitorsOnline', 'Maximum', 'Visitantes online', Duration.minutes(1))]),
      graph('Contato: e-mails ao suporte que falharam', [business('contatoEmailFalhou', 'Sum', 'Mensagens sem e-mail')]),
    );
    this.dashboard.addWidgets(
      graph(
        'Validação médica: fila',
        [business('filaValidacao', 'Maximum', 'Casos aguardando', Duration.minutes(1))],
        {
          right: [business('casoMaisAntigoMinutos', 'Maximum', 'Caso mais antigo (min)', Duration.minutes(1))],
          rightAnnotations: [{ value: config.validacaoAlvoMinutos, label: `Alvo: ${config.validacaoAlvoMinutos} min` }],
        },
      ),
      graph('Validação médica: decisões', [business('decisaoValidada', 'Sum', 'Validadas'), business('decisaoRecusada', 'Sum', 'Recusadas')]),
      graph('Do fim da consulta à decisão (min)', [
        business('minutosAteDecisao', 'p50', 'p50'),
        business('minutosAteDecisao', 'p90', 'p90'),
        business('minutosAteDecisao', 'Maximum', 'Máximo'),
      ], { leftAnnotations: [{ value: config.validacaoAlvoMinutos, label: `Alvo: ${config.validacaoAlvoMinutos} min` }] }),
    );

    if (!config.alarms) return;

    const stack = Stack.of(this);
    // CloudWatch encrypts alarm notifications with the stack key when it publishes to the topic.
    props.data.key.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudWatchAlarmsPublishToTheAlarmTopic',
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { ArnLike: { 'aws:SourceArn': `arn:${stack.partition}:cloudwatch:${stack.region}:${stack.account}:alarm:*` } },
      }),
    );
    this.alarmTopic = new sns.Topic(this, 'AlarmTopic', {
      topicName: `zapsaude-${config.stage}-alarms`,
      displayName: `ZapSaude ${config.stage}: alarmes`,
      masterKey: props.data.key,
      enforceSSL: true,
    });
    const notify = new actions.SnsAction(this.alarmTopic);
    const alarm = (id: string, props: cloudwatch.AlarmProps) => {
      const created = new cloudwatch.Alarm(this, id, { treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING, ...props });
      created.addAlarmAction(notify);
      created.addOkAction(notify);
      this.alarms.push(created);
      return created;
    };

    alarm('Api5xxRate', {
      alarmName: `zapsaude-${config.stage}-api-5xx`,
      alarmDescription: `More than ${alarmThresholds.api5xxRatePercent}% of API requests answered 5xx (with at least ${alarmThresholds.api5xxMinRequests} requests in 5 minutes), twice in 15 minutes.`,
      metric: serverErrorRate,
      threshold: alarmThresholds.api5xxRatePercent,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });
    alarm('WebhookRejections', {
      alarmName: `zapsaude-${config.stage}-webhook-rejections`,
      alarmDescription:
        'Asaas webhook deliveries refused (wrong token or payload). Check the token in Asaas\' webhook settings against the secret; while it fails, payments are not released.',
      metric: business('webhookRejected', 'Sum', undefined, Duration.minutes(15)),
      threshold: alarmThresholds.webhookRejections,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });
    alarm('WebhookValorDivergente', {
      alarmName: `zapsaude-${config.stage}-webhook-valor-divergente`,
      alarmDescription:
        "An Asaas approval confirmed an amount that is not the consultation's price, so the consultation stayed pending. Compare the payment in Asaas with the consultation (ids in the webhook function's log) and refund or release by hand.",
      metric: business('webhookValorDivergente', 'Sum', undefined, Duration.minutes(15)),
      threshold: alarmThresholds.webhookValorDivergente,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });
    alarm('ValidacaoAtrasada', {
      alarmName: `zapsaude-${config.stage}-validacao-atrasada`,
      alarmDescription: `A case has waited more than ${config.validacaoAlvoMinutos} minutes for a physician (CFM 2.454/2026: the patient gets no assessment until one validates). Call the physicians on duty; the queue is on the dashboard.`,
      metric: business('casoMaisAntigoMinutos', 'Maximum'),
      threshold: config.validacaoAlvoMinutos,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
    });
    // One alarm per function for both failure kinds: two would put the prod stack over
    // CloudFormation's 500 resources (about 45 functions, each with its role, policy, log group,
    // route, integration and permission).
    for (const [routeId, fn] of functions) {
      alarm(`${routeId}-failures`, {
        alarmName: `zapsaude-${config.stage}-${routeId}-failures`,
        alarmDescription: `Function ${routeId} crashed or timed out ${alarmThresholds.lambdaErrors}+ times in 5 minutes (handled errors show as API 5xx instead), or was throttled: its reserved concurrency (${config.reservedConcurrency ?? 'none'}) or the account quota is exhausted.`,
        metric: new cloudwatch.MathExpression({
          expression: `IF(errors >= ${alarmThresholds.lambdaErrors} OR throttles >= ${alarmThresholds.lambdaThrottles}, 1, 0)`,
          usingMetrics: {
            errors: fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
            throttles: fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
          },
          period: PERIOD,
          label: `${routeId}: erros ou throttles`,
        }),
        threshold: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
      });
    }
    for (const [index, queue] of (props.deadLetterQueues ?? []).entries()) {
      alarm(`DeadLetterQueue${index}`, {
        alarmName: `zapsaude-${config.stage}-dlq-${index}`,
        alarmDescription: 'Messages are waiting in a dead-letter queue: an asynchronous step failed for good.',
        metric: queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
        threshold: alarmThresholds.deadLetterMessages,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
      });
    }
  }
}
