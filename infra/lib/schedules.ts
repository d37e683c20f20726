/**
 * The scheduled functions of definitions/schedules.ts: each is built like a route's function
 * (handler-function.ts) and invoked by an EventBridge rule `rate(n minutes)`. That invocation is
 * asynchronous, so each function retries a failed run and then sends the event to its own encrypted
 * dead-letter queue, whose depth prod alarms on (observability.ts). A lost run costs little: the next
 * one, a minute later, does the same work (the sweeper's writes are conditional).
 */
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { schedules, type ScheduleDefinition } from '#definitions/schedules.js';
import { createHandlerFunction, type HandlerDependencies } from './handler-function.js';

export type SchedulesProps = HandlerDependencies;

/** Lambda's retries of a failed scheduled run before its event goes to the dead-letter queue. */
export const SCHEDULE_RETRY_ATTEMPTS = 2;

export class Schedules extends Construct {
  /** One function per schedule, by schedule id. */
  readonly functions: Readonly<Record<string, lambda.Function>>;
  readonly rules: Readonly<Record<string, events.Rule>>;
  readonly deadLetterQueues: Readonly<Record<string, sqs.Queue>>;

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    const functions: Record<string, lambda.Function> = {};
    const rules: Record<string, events.Rule> = {};
    const queues: Record<string, sqs.Queue> = {};
    for (const schedule of schedules) {
      const queue = this.deadLetterQueue(schedule, props);
      // A run older than two periods is superseded by the runs after it.
      const maxEventAge = Duration.minutes(2 * schedule.everyMinutes);
      const fn = createHandlerFunction(
        this,
        schedule,
        `every ${schedule.everyMinutes} min: ${schedule.entry} ${schedule.handler}`,
        { kind: 'schedule', deadLetterQueue: queue, retryAttempts: SCHEDULE_RETRY_ATTEMPTS, maxEventAge },
        props,
      );
      rules[schedule.id] = new events.Rule(this, `${schedule.id}-rule`, {
        ruleName: `zapsaude-${props.config.stage}-${schedule.id}`,
        description: `ZapSaude ${props.config.stage}: ${schedule.id} every ${schedule.everyMinutes} min`,
        schedule: events.Schedule.rate(Duration.minutes(schedule.everyMinutes)),
        // EventBridge's own retries cover delivery (throttling); the function's cover its failures.
        targets: [new targets.LambdaFunction(fn, { retryAttempts: SCHEDULE_RETRY_ATTEMPTS, maxEventAge })],
      });
      functions[schedule.id] = fn;
      queues[schedule.id] = queue;
    }
    this.functions = functions;
    this.rules = rules;
    this.deadLetterQueues = queues;
  }

  private deadLetterQueue(schedule: ScheduleDefinition, props: SchedulesProps): sqs.Queue {
    const queue = new sqs.Queue(this, `${schedule.id}-dlq`, {
      queueName: `zapsaude-${props.config.stage}-${schedule.id}-dlq`,
      encryption: sqs.QueueEncryption.KMS,
      encryptionMasterKey: props.data.key,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: props.config.removalPolicy,
    });
    return queue;
  }
}
