/**
 * Functions that run on a schedule instead of an HTTP route, declared once: the CDK turns each into a
 * NodejsFunction invoked by an EventBridge schedule, and infra/local/stack.ts calls the same handler
 * export on a timer.
 */
import type { BucketName } from './buckets.js';
import type { AiService, RealtimeNamespace } from './routes.js';
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
  readonly aiServices?: readonly AiService[];
  readonly timeoutSeconds: number;
  readonly memoryMiB?: number;
}

export const schedules: readonly ScheduleDefinition[] = [
  {
    // Ends consultations whose 30 minutes ran out without an end (the case goes to the physicians'
    // queue with the AI's drafts), and publishes the queue metrics (depth, oldest waiting case).
    id: 'validacao-varredura',
    entry: 'lambdas/validacao/varredura.ts',
    handler: 'varrer',
    everyMinutes: 1,
    localEverySeconds: 15,
    tables: { validacoes: 'readWrite', validacao_versoes: 'readWrite', consultas: 'readWrite', mensagens: 'readWrite' },
    publishes: ['medicos'],
    aiServices: ['bedrock'],
    timeoutSeconds: 60,
    memoryMiB: 512,
  },
];
