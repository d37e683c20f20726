/**
 * Functions that run on a schedule instead of an HTTP route, declared once: the CDK turns each into a
 * Lambda function invoked by an EventBridge schedule, and infra/local/stack.ts calls the same handler
 * export on a timer.
 */
import type { BucketName } from './buckets.js';
import type { AiService, RealtimeNamespace, RouteSecret } from './routes.js';
import type { TableName } from './tables.js';

export interface ScheduleDefinition {
  readonly id: string;
  readonly entry: `lambdas/${string}.ts`;
  readonly handler: string;
  /** How often it runs in AWS (EventBridge `rate(n minutes)`). */
  readonly everyMinutes: number;
  /** How often the local stack runs it. */
  readonly localEverySeconds: number;
  readonly tables: Partial<Record<TableName, 'read' | 'readWrite'>>;
  readonly buckets?: Partial<Record<BucketName, 'read' | 'write' | 'readWrite'>>;
  readonly publishes?: readonly RealtimeNamespace[];
  /** Secrets it reads; its role may read exactly these. */
  readonly secrets?: readonly RouteSecret[];
  readonly aiServices?: readonly AiService[];
  /** It sends e-mail through SES v2 from the stage's sending identity. */
  readonly sendsEmail?: boolean;
  readonly timeoutSeconds: number;
  readonly memoryMiB?: number;
}

export const schedules: readonly ScheduleDefinition[] = [
  {
    // Ends consultations whose 30 minutes ran out without an end (the case goes to the physicians'
    // queue with the AI's drafts), publishes the queue metrics (depth, oldest waiting case), and
    // completes decided cases whose documents or patient e-mail failed after the decision (signs and
    // stores the documents, tells the chat page, e-mails the patient).
    id: 'validacao-varredura',
    entry: 'lambdas/validacao/varredura.ts',
    handler: 'varrer',
    everyMinutes: 1,
    localEverySeconds: 15,
    tables: { validacoes: 'readWrite', validacao_versoes: 'readWrite', consultas: 'readWrite', mensagens: 'readWrite', pacientes: 'read' },
    // readWrite as the decision routes: a retry's conditional put meets the document an earlier attempt stored.
    buckets: { documentos: 'readWrite' },
    secrets: ['assinatura'],
    publishes: ['medicos', 'validacoes'],
    aiServices: ['bedrock'],
    sendsEmail: true,
    timeoutSeconds: 60,
    memoryMiB: 512,
  },
  {
    // Recounts the visitors online from the presence counters every PASS_SECONDS (shared/constants.ts
    // PRESENCE) within each run, records the VisitorsOnline metric and broadcasts the count on the
    // presence channel when it changed, at most once a pass (README "Visitors online").
    id: 'presence-aggregator',
    entry: 'lambdas/presence/aggregator-handler.ts',
    handler: 'aggregate',
    everyMinutes: 1,
    // One pass a call locally: the badge of `npm start` and of the end-to-end tests moves sooner.
    localEverySeconds: 3,
    tables: { presence: 'readWrite' },
    publishes: ['presence'],
    timeoutSeconds: 60,
  },
];
