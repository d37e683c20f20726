/**
 * Offline synthesis for the CDK tests that came after stack.test.ts: the real stack from the real
 * definitions, bundling skipped, one synthesis per stage and set of options.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, type CfnElement, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { routes } from '#definitions/routes.js';
import { schedules } from '#definitions/schedules.js';
import { repoRoot } from '#infra/lib/paths.js';
import { ZapSaudeStack, type ZapSaudeStackProps } from '#infra/lib/stack.js';
import { stageConfig, type DeployStage } from '#infra/lib/stage-config.js';

export type Resource = { Type: string; Properties?: Record<string, unknown>; DependsOn?: string[] };
export type Resources = Record<string, Resource>;

/** cdk.json's context (feature flags), minus bundling. */
export const appContext = {
  ...(JSON.parse(fs.readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> }).context,
  'aws:cdk:bundling-stacks': [],
};

let fixture: string | undefined;
/** A minimal built SPA, created once per test file. */
export function webFixture(): string {
  if (!fixture) {
    fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'zapsaude-web-'));
    fs.writeFileSync(path.join(fixture, 'index.html'), '<!doctype html><title>ZapSaúde</title>');
  }
  return fixture;
}

let handlers: string | undefined;
/**
 * The repository as the functions see it with bundling skipped: every route and schedule entry
 * (a link to the real file, or an empty module while its handler is still being written) and the
 * lock file: the assets' source folder when the tests skip bundling.
 */
export function handlerRoot(): string {
  if (!handlers) {
    handlers = fs.mkdtempSync(path.join(os.tmpdir(), 'zapsaude-handlers-'));
    fs.symlinkSync(path.join(repoRoot, 'package-lock.json'), path.join(handlers, 'package-lock.json'));
    for (const entry of new Set([...routes, ...schedules].map((definition) => definition.entry))) {
      const target = path.join(handlers, entry);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      if (fs.existsSync(path.join(repoRoot, entry))) fs.symlinkSync(path.join(repoRoot, entry), target);
      else fs.writeFileSync(target, 'export {};\n');
    }
  }
  return handlers;
}

export interface Synth {
  readonly app: App;
  readonly stack: ZapSaudeStack;
  readonly template: Template;
  readonly resources: Resources;
  readonly logicalId: (construct: { node: { defaultChild?: unknown } }) => string;
}

export const logicalIdIn = (stack: Stack) => (construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

export function synthStack(stage: DeployStage, props: Partial<ZapSaudeStackProps> = {}): Synth {
  const app = new App({ context: appContext });
  const stack = new ZapSaudeStack(app, `ZapSaude-${stage}`, { config: stageConfig(stage), repoRoot: handlerRoot(), webAssetPath: webFixture(), ...props });
  const template = Template.fromStack(stack);
  return { app, stack, template, resources: template.toJSON().Resources as Resources, logicalId: logicalIdIn(stack) };
}

const cache = new Map<DeployStage, Synth>();
/** The default synthesis of a stage, shared by the tests of one file (they only read it). */
export function synthStage(stage: DeployStage): Synth {
  let cached = cache.get(stage);
  if (!cached) cache.set(stage, (cached = synthStack(stage)));
  return cached;
}

export const ofType = (resources: Resources, type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

/** Logical ids a CloudFormation value refers to through Ref or Fn::GetAtt. */
export function referencedIds(value: unknown): string[] {
  const json = JSON.stringify(value);
  const ids = [...json.matchAll(/"Ref":"([A-Za-z0-9]+)"/g), ...json.matchAll(/"Fn::GetAtt":\["([A-Za-z0-9]+)"/g)].map((m) => m[1]!);
  return [...new Set(ids)];
}

export interface Statement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
  readonly Condition?: unknown;
}

/**
 * Every statement the role `roleId` holds: its own inline policies (a handler's grants,
 * infra/lib/handler-function.ts HandlerRole) and every policy attached to it.
 */
export function statementsOfRole(resources: Resources, roleId: string): Statement[] {
  const inline = (resources[roleId]?.Properties?.Policies as { PolicyDocument: { Statement: Statement[] } }[] | undefined) ?? [];
  return [
    ...inline.flatMap((policy) => policy.PolicyDocument.Statement),
    ...ofType(resources, 'AWS::IAM::Policy')
      .filter(([, p]) => referencedIds(p.Properties!.Roles).includes(roleId))
      .flatMap(([, p]) => (p.Properties!.PolicyDocument as { Statement: Statement[] }).Statement),
  ];
}

export const actionsOf = (statements: readonly Statement[]): string[] => [...new Set(statements.flatMap((st) => [st.Action].flat()))].sort();
