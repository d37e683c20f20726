/**
 * The visitors badge on the templates (README "Visitors online"): in prod the two presence routes
 * have throttling and reserved concurrency of their own, sized for PRESENCE_PROD_VISITORS within the
 * account's default quotas (the stage's 200 rps and 15 per function would refuse most beats); the routes no longer publish; the
 * aggregator runs every minute, may read and write the presence table and publish on its namespace.
 */
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { routes } from '#definitions/routes.js';
import { schedules } from '#definitions/schedules.js';
import { PRESENCE } from '#shared/constants.js';
import { PRESENCE_INVOCATION_SECONDS, PRESENCE_PROD_VISITORS, presenceCapacity, stageConfig } from '#infra/lib/stage-config.js';
import { actionsOf, ofType, referencedIds, statementsOfRole, synthStage, type Synth } from './support.js';

const heartbeat = routes.find((route) => route.id === 'presence-heartbeat')!;
const leave = routes.find((route) => route.id === 'presence-leave')!;
const aggregator = schedules.find((schedule) => schedule.id === 'presence-aggregator')!;

const propertiesOf = (s: Synth, fn: IFunction) => s.resources[s.logicalId(fn)]!.Properties!;
const variablesOf = (s: Synth, fn: IFunction) => (propertiesOf(s, fn).Environment as { Variables: Record<string, unknown> }).Variables;
const stageOf = (s: Synth) => ofType(s.resources, 'AWS::ApiGatewayV2::Stage')[0]!;

describe('prod presence capacity', () => {
  const beatsPerSecond = PRESENCE_PROD_VISITORS / PRESENCE.BEAT_SECONDS;

  it('throttles the presence routes on their own limits, above one beat per visitor per period for the crowd prod is sized for', () => {
    const s = synthStage('prod');
    const [stageId, stage] = stageOf(s);
    const settings = stage.Properties!.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    expect(Object.keys(settings).sort()).toEqual([`${heartbeat.method} ${heartbeat.path}`, `${leave.method} ${leave.path}`].sort());
    const beats = settings[`${heartbeat.method} ${heartbeat.path}`]!;
    expect(beats.ThrottlingRateLimit).toBeGreaterThanOrEqual(beatsPerSecond * 1.5);
    expect(beats.ThrottlingBurstLimit).toBeGreaterThan(0);
    expect(settings[`${leave.method} ${leave.path}`]!.ThrottlingRateLimit).toBeGreaterThanOrEqual(beatsPerSecond / 5);
    // Every other route keeps the stage's default.
    expect(stage.Properties!.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 });
    // A stage's route settings may only name existing routes: the stage waits for them.
    const presenceRoutes = ofType(s.resources, 'AWS::ApiGatewayV2::Route')
      .filter(([, route]) => Object.keys(settings).includes(route.Properties!.RouteKey as string))
      .map(([id]) => id);
    expect(presenceRoutes).toHaveLength(2);
    for (const id of presenceRoutes) expect(s.resources[stageId]!.DependsOn).toContain(id);
  });

  it('reserves the presence functions their own concurrency (Little\'s law at their rate), the rest 15 each', () => {
    const s = synthStage('prod');
    const capacity = presenceCapacity(PRESENCE_PROD_VISITORS);
    const beats = propertiesOf(s, s.stack.api.functions[heartbeat.id]!).ReservedConcurrentExecutions as number;
    expect(beats).toBe(capacity['presence-heartbeat'].reservedConcurrency);
    expect(beats).toBeGreaterThanOrEqual(Math.ceil(beatsPerSecond * PRESENCE_INVOCATION_SECONDS));
    expect(propertiesOf(s, s.stack.api.functions[leave.id]!).ReservedConcurrentExecutions).toBe(capacity['presence-leave'].reservedConcurrency);
    expect(propertiesOf(s, s.stack.schedules.functions[aggregator.id]!).ReservedConcurrentExecutions).toBe(15);
    const others = stageConfig('prod').routes.filter((route) => route !== heartbeat && route !== leave);
    for (const route of others) expect(propertiesOf(s, s.stack.api.functions[route.id]!).ReservedConcurrentExecutions, route.id).toBe(15);
  });

  it('deploys within the default regional Lambda quota: at most 900 reserved, AWS keeps 100 of 1,000 unreserved', () => {
    const s = synthStage('prod');
    const reserved = ofType(s.resources, 'AWS::Lambda::Function').reduce(
      (total, [, fn]) => total + ((fn.Properties!.ReservedConcurrentExecutions as number | undefined) ?? 0),
      0,
    );
    expect(reserved).toBeGreaterThan(0);
    expect(reserved).toBeLessThanOrEqual(900);
  });

  it('scales to the target crowd by sizing alone: a beat per visitor per period at 10⁶ visitors', () => {
    const capacity = presenceCapacity(PRESENCE.TARGET_VISITORS);
    expect(capacity['presence-heartbeat'].throttling.rateLimit).toBeGreaterThanOrEqual((PRESENCE.TARGET_VISITORS / PRESENCE.BEAT_SECONDS) * 1.5);
  });
});

describe('sandbox presence capacity', () => {
  it('keeps the stage\'s limits for every route, with no reserved concurrency', () => {
    const s = synthStage('sandbox');
    const [, stage] = stageOf(s);
    expect(stage.Properties!.RouteSettings).toBeUndefined();
    expect(propertiesOf(s, s.stack.api.functions[heartbeat.id]!).ReservedConcurrentExecutions).toBeUndefined();
  });
});

describe.each(['sandbox', 'prod'] as const)('%s presence functions', (stage) => {
  it('lets the routes write the counters without publishing, and the aggregator recount, store and publish, every minute', () => {
    const s = synthStage(stage);
    for (const route of [heartbeat, leave]) {
      const fn = s.stack.api.functions[route.id]!;
      expect(variablesOf(s, fn).TABLE_PRESENCE, route.id).toBeDefined();
      expect(variablesOf(s, fn).EVENTS_HTTP_ENDPOINT, route.id).toBeUndefined();
      const actions = actionsOf(statementsOfRole(s.resources, referencedIds(propertiesOf(s, fn).Role)[0]!));
      expect(actions.some((action) => action.startsWith('appsync:')), route.id).toBe(false);
      expect(actions, route.id).toContain('dynamodb:UpdateItem');
    }

    const fn = s.stack.schedules.functions[aggregator.id]!;
    const fnId = s.logicalId(fn);
    expect(propertiesOf(s, fn)).toMatchObject({ Handler: 'index.aggregate', Timeout: 60 });
    expect(variablesOf(s, fn).TABLE_PRESENCE).toBeDefined();
    expect(variablesOf(s, fn).EVENTS_HTTP_ENDPOINT).toBeDefined();
    const actions = actionsOf(statementsOfRole(s.resources, referencedIds(propertiesOf(s, fn).Role)[0]!));
    expect(actions).toEqual(expect.arrayContaining(['appsync:EventPublish', 'dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem']));
    const rule = s.resources[s.logicalId(s.stack.schedules.rules[aggregator.id]!)]!.Properties!;
    expect(rule).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
    expect(rule.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })]);
  });
});
