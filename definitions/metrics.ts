/**
 * The business metrics, declared once: the handlers emit them (lambdas/common/metrics.ts, as
 * CloudWatch embedded metric format on stdout) and the CDK observability construct graphs and
 * alarms on the same names. Every metric carries one dimension, `service` = METRICS_SERVICE, so a
 * dashboard line adds up all the functions that emit it.
 */

/** CloudWatch units the metrics use (the names Powertools' MetricUnit and CloudWatch share). */
export type MetricUnitName = 'Count' | 'Seconds' | 'Milliseconds' | 'None';

export interface BusinessMetricDefinition {
  readonly name: string;
  readonly unit: MetricUnitName;
  /** What one data point means, for the dashboard and the README. */
  readonly description: string;
}

export const businessMetrics = {
  webhookDelivered: {
    name: 'WebhookDelivered',
    unit: 'Count',
    description: 'Asaas webhook deliveries accepted (valid token and payload), duplicates included.',
  },
  webhookRejected: {
    name: 'WebhookRejected',
    unit: 'Count',
    description: 'Asaas webhook deliveries refused: wrong token or a payload that is not a webhook.',
  },
  webhookValorDivergente: {
    name: 'WebhookValorDivergente',
    unit: 'Count',
    description: "Asaas approvals refused because the amount paid differs from the consultation's price (the consultation stays pending).",
  },
  paymentApproved: {
    name: 'PaymentApproved',
    unit: 'Count',
    description: 'Consultations whose payment moved to aprovado (first time only).',
  },
  paymentApprovalTime: {
    name: 'PaymentApprovalTime',
    unit: 'Seconds',
    description: 'From the consultation and payment being created to the approval webhook.',
  },
  aiFirstChunkLatency: {
    name: 'AiFirstChunkLatency',
    unit: 'Milliseconds',
    description: "Time until the doctor's answer produced its first text (what the patient waits for).",
  },
  aiResponseDuration: {
    name: 'AiResponseDuration',
    unit: 'Milliseconds',
    description: 'Whole AI answer or draft prescription, from the request to the last text.',
  },
  aiInputTokens: { name: 'AiInputTokens', unit: 'Count', description: 'Bedrock input tokens (usage reported by the model).' },
  aiOutputTokens: { name: 'AiOutputTokens', unit: 'Count', description: 'Bedrock output tokens (usage reported by the model).' },
  aiFailure: {
    name: 'AiFailure',
    unit: 'Count',
    description: 'Bedrock failed an answer or a prescription (the patient saw the pt-BR error and can send again).',
  },
  visitorsOnline: {
    name: 'VisitorsOnline',
    unit: 'Count',
    description: 'Visitors online, recounted by the presence aggregator at each pass (a gauge: read its Maximum).',
  },
  // Physician validation (docs/validacao-medica.md, "Operations"). CloudWatch has no minutes unit:
  // the minute metrics are unitless numbers of minutes.
  filaValidacao: {
    name: 'FilaValidacao',
    unit: 'Count',
    description: 'Cases waiting for a physician (status aguardando), published by the sweeper each run (a gauge: read its Maximum).',
  },
  casoMaisAntigoMinutos: {
    name: 'CasoMaisAntigoMinutos',
    unit: 'None',
    description: 'Minutes the oldest waiting case has waited, published by the sweeper each run (0 when none waits; read its Maximum).',
  },
  contatoEmailFalhou: {
    name: 'ContatoEmailFalhou',
    unit: 'Count',
    description: 'Contact messages stored but not e-mailed to support after the SES retries (found by their missing email_enviado_em).',
  },
  decisaoValidada: { name: 'DecisaoValidada', unit: 'Count', description: 'Cases a physician validated and sent to the patient.' },
  decisaoRecusada: { name: 'DecisaoRecusada', unit: 'Count', description: 'Cases a physician refused, with an orientation to the patient.' },
  minutosAteDecisao: {
    name: 'MinutosAteDecisao',
    unit: 'None',
    description: 'Minutes from the end of the consultation (the case entering the queue) to the physician\'s decision.',
  },
} as const satisfies Record<string, BusinessMetricDefinition>;

export type BusinessMetric = keyof typeof businessMetrics;

/** The `service` dimension of every business metric. */
export const METRICS_SERVICE = 'zapsaude';

/** One namespace per deployed stage, so sandbox tests never move production graphs or alarms. */
export const metricsNamespace = (stage: string): string => `ZapSaude/${stage}`;
