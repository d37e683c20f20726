/**
 * The edge and the permissions on the templates: the WAF web ACL and where it lives, the streaming
 * route behind CloudFront with origin access control, the origin-verify header, the AI grants and
 * every role's actions, and both cdk-nag packs (AwsSolutions, HIPAA) on both stages.
 */
import { App, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { routes } from '#definitions/routes.js';
import { schedules } from '#definitions/schedules.js';
import { bedrockModelArn, type HandlerDefinition } from '#infra/lib/handler-function.js';
import { WebAclMissingError, ZapSaudeStack } from '#infra/lib/stack.js';
import { stageConfig, type DeployStage } from '#infra/lib/stage-config.js';
import { managedRuleGroups, ZapSaudeEdgeStack } from '#infra/lib/waf.js';
import { apiForwardedHeaders, streamingForwardedHeaders } from '#infra/lib/web.js';
import type { BucketName } from '#definitions/buckets.js';
import { appClientWriteAttributes } from '#definitions/user-pool.js';
import { ORIGIN_VERIFY_HEADER } from '#lambdas/common/origin-verify.js';
import { actionsOf, appContext, fixtureManifest, handlerRoot, ofType, referencedIds, statementsOfRole, synthStack, synthStage, webFixture, type Synth } from './support.js';

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

interface Behavior {
  PathPattern: string;
  TargetOriginId: string;
  AllowedMethods: string[];
  CachePolicyId: unknown;
  OriginRequestPolicyId: unknown;
  Compress?: boolean;
}
interface Origin {
  Id: string;
  DomainName: unknown;
  OriginAccessControlId?: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
}

function distributionConfig(s: Synth) {
  return s.resources[s.logicalId(s.stack.web.distribution)]!.Properties!.DistributionConfig as {
    WebACLId: unknown;
    CacheBehaviors: Behavior[];
    Origins: Origin[];
  };
}

const streamingRoutes = (stage: DeployStage) => stageConfig(stage).routes.filter((route) => route.streaming);

describe.each(['sandbox', 'prod'] as const)('%s edge', (stage) => {
  it('attaches a CLOUDFRONT web ACL with the AWS managed rules and a per-IP rate limit', () => {
    const s = synthStage(stage);
    const acls = ofType(s.resources, 'AWS::WAFv2::WebACL');
    expect(acls).toHaveLength(1);
    const [aclId, acl] = acls[0]!;
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const rules = acl.Properties!.Rules as { Name: string; Statement: Record<string, { Name?: string; VendorName?: string; Limit?: number; AggregateKeyType?: string }> }[];
    for (const group of managedRuleGroups) {
      expect(rules.find((rule) => rule.Statement.ManagedRuleGroupStatement?.Name === group)?.Statement.ManagedRuleGroupStatement, group).toMatchObject({
        VendorName: 'AWS',
      });
    }
    expect(rules.find((rule) => rule.Statement.RateBasedStatement)?.Statement.RateBasedStatement).toMatchObject({
      Limit: stageConfig(stage).wafRateLimitPer5Minutes,
      AggregateKeyType: 'IP',
    });
    expect(distributionConfig(s).WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });

    // Region-agnostic template: a CloudFormation rule refuses any region but us-east-1.
    expect(JSON.stringify(s.template.toJSON().Rules)).toContain('us-east-1');
  });

  it('logs WAF decisions to an encrypted aws-waf-logs- group without tokens, cookies or query strings', () => {
    const s = synthStage(stage);
    const [, logging] = ofType(s.resources, 'AWS::WAFv2::LoggingConfiguration')[0]!;
    const redacted = JSON.stringify(logging.Properties!.RedactedFields);
    for (const header of ['authorization', 'cookie', 'x-chat-token', 'asaas-access-token']) expect(redacted).toContain(`"Name":"${header}"`);
    expect(redacted).toContain('"QueryString":{}');
    // Old secure links carried the chat token in the path; WAF redacts the path of every request.
    expect(logging.Properties!.RedactedFields).toContainEqual({ UriPath: {} });
    const group = s.resources[s.logicalId(s.stack.waf!.logGroup)]!;
    expect(group.Properties!.LogGroupName).toBe(`aws-waf-logs-zapsaude-${stage}`);
    expect(group.Properties!.KmsKeyId).toEqual({ 'Fn::GetAtt': [s.logicalId(s.stack.data.key), 'Arn'] });
  });

  it('serves each streaming route from its IAM-only Function URL in RESPONSE_STREAM mode, through origin access control', () => {
    const s = synthStage(stage);
    const config = distributionConfig(s);
    const streaming = streamingRoutes(stage);
    expect(streaming.map((route) => route.id)).toContain('chat-mensagens');
    const distributionId = s.logicalId(s.stack.web.distribution);
    for (const route of streaming) {
      const fnId = s.logicalId(s.stack.api.functions[route.id]!);
      const url = ofType(s.resources, 'AWS::Lambda::Url').find(([, u]) => referencedIds(u.Properties!.TargetFunctionArn).includes(fnId));
      expect(url?.[1].Properties, route.id).toMatchObject({ AuthType: 'AWS_IAM', InvokeMode: 'RESPONSE_STREAM' });

      const index = config.CacheBehaviors.findIndex((b) => b.PathPattern === route.path);
      expect(index, route.path).toBeGreaterThanOrEqual(0);
      // Before /api/*, which would otherwise take the path first.
      expect(index).toBeLessThan(config.CacheBehaviors.findIndex((b) => b.PathPattern === '/api/*'));
      const behavior = config.CacheBehaviors[index]!;
      expect(behavior.AllowedMethods).toContain(route.method);
      expect(behavior.CachePolicyId).toBe(CACHING_DISABLED);
      expect(behavior.Compress).toBe(false);
      const origin = config.Origins.find((o) => o.Id === behavior.TargetOriginId)!;
      expect(JSON.stringify(origin.DomainName)).toContain(url![0]);
      const [, oac] = ofType(s.resources, 'AWS::CloudFront::OriginAccessControl').find(([id]) => referencedIds(origin.OriginAccessControlId).includes(id))!;
      expect(oac.Properties!.OriginAccessControlConfig).toMatchObject({ OriginAccessControlOriginType: 'lambda', SigningBehavior: 'always' });

      const [, policy] = ofType(s.resources, 'AWS::CloudFront::OriginRequestPolicy').find(([id]) => referencedIds(behavior.OriginRequestPolicyId).includes(id))!;
      const headers = (policy.Properties!.OriginRequestPolicyConfig as { HeadersConfig: { HeaderBehavior: string; Headers: string[] } }).HeadersConfig;
      expect(headers.HeaderBehavior).toBe('whitelist');
      expect(headers.Headers.map((h) => h.toLowerCase()).sort()).toEqual(streamingForwardedHeaders.map((h) => h.toLowerCase()).sort());
      expect(headers.Headers.map((h) => h.toLowerCase())).toEqual(expect.arrayContaining(['x-chat-token', 'x-amz-content-sha256', 'cloudfront-viewer-address']));

      // Only this distribution may invoke it, through the URL.
      const permissions = ofType(s.resources, 'AWS::Lambda::Permission').filter(([, p]) =>
        referencedIds(p.Properties!.FunctionName).some((id) => id === fnId || id === url![0]),
      );
      expect(permissions.map(([, p]) => p.Properties!.Action).sort()).toEqual(['lambda:InvokeFunction', 'lambda:InvokeFunctionUrl']);
      for (const [, permission] of permissions) {
        expect(permission.Properties!.Principal).toBe('cloudfront.amazonaws.com');
        expect(JSON.stringify(permission.Properties!.SourceArn)).toContain(distributionId);
        if (permission.Properties!.Action === 'lambda:InvokeFunction') expect(permission.Properties!.InvokedViaFunctionUrl).toBe(true);
      }
    }
  });

  it('adds the origin-verify secret to API requests, and every HTTP API function requires it', () => {
    const s = synthStage(stage);
    const secretId = s.logicalId(s.stack.secrets.originVerify);
    const config = distributionConfig(s);
    const apiBehavior = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    const apiOrigin = config.Origins.find((o) => o.Id === apiBehavior.TargetOriginId)!;
    const header = apiOrigin.OriginCustomHeaders?.find((h) => h.HeaderName === ORIGIN_VERIFY_HEADER);
    // A deploy-time dynamic reference: the value itself is never in the template.
    expect(JSON.stringify(header?.HeaderValue)).toContain('{{resolve:secretsmanager:');
    expect(referencedIds(header?.HeaderValue)).toEqual([secretId]);
    for (const route of stageConfig(stage).routes) {
      const variables = (s.resources[s.logicalId(s.stack.api.functions[route.id]!)]!.Properties!.Environment as { Variables: Record<string, unknown> })
        .Variables;
      if (route.streaming) expect(variables.ORIGIN_VERIFY, route.id).toBeUndefined();
      else expect(variables.ORIGIN_VERIFY, route.id).toEqual(header!.HeaderValue);
    }
    expect(s.resources[secretId]!.Properties!.KmsKeyId).toEqual({ 'Fn::GetAtt': [s.logicalId(s.stack.data.key), 'Arn'] });
  });
});

/** A CloudFormation string with its references shown as `<Id>` / `<Id.Attr>`, so directives can be compared whole. */
function rendered(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as Record<string, unknown>;
  if (v.Ref !== undefined) return `<${String(v.Ref)}>`;
  if (Array.isArray(v['Fn::GetAtt'])) return `<${(v['Fn::GetAtt'] as string[]).join('.')}>`;
  if (Array.isArray(v['Fn::Join'])) {
    const [separator, parts] = v['Fn::Join'] as [string, unknown[]];
    return parts.map(rendered).join(separator);
  }
  throw new Error(`unexpected CloudFormation value ${JSON.stringify(value)}`);
}

describe.each(['sandbox', 'prod'] as const)('%s least trust', (stage) => {
  it('sends a CSP that names the stage\'s AppSync, Cognito and bucket hosts, never *.amazonaws.com', () => {
    const s = synthStage(stage);
    const [, policy] = ofType(s.resources, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    const config = policy.Properties!.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } } };
    const csp = rendered(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    const directives = new Map(csp.split('; ').map((directive) => [directive.split(' ')[0]!, directive]));
    const token = (value: string) => rendered(s.stack.resolve(value));
    const bucketHost = (name: BucketName) => `https://${token(s.stack.data.bucketNames[name])}.s3.<AWS::Region>.<AWS::URLSuffix>`;

    expect(directives.get('connect-src')).toBe(
      [
        "connect-src 'self'",
        'https://cognito-idp.<AWS::Region>.<AWS::URLSuffix>',
        `https://${token(s.stack.realtime.api.httpDns)}`,
        `wss://${token(s.stack.realtime.api.realtimeDns)}`,
        bucketHost('avatars'),
        bucketHost('anexos'),
      ].join(' '),
    );
    expect(token(s.stack.realtime.api.httpDns)).toMatch(/^<RealtimeEventApi\w+\.Dns\.Http>$/);
    expect(token(s.stack.realtime.api.realtimeDns)).toMatch(/^<RealtimeEventApi\w+\.Dns\.Realtime>$/);
    expect(directives.get('img-src')).toBe(`img-src 'self' data: blob: ${bucketHost('avatars')} ${bucketHost('anexos')}`);
    expect(directives.get('frame-src')).toBe(`frame-src https://www.youtube-nocookie.com ${bucketHost('anexos')}`);
    expect(bucketHost('avatars')).toContain(`zapsaude-${stage}-avatars-<AWS::AccountId>-<AWS::Region>`);
    // Styles from our files, and the prerendered pages' style attributes by their hashes only.
    expect(directives.get('style-src')).toBe(["style-src 'self'", "'unsafe-hashes'", ...fixtureManifest.estilosEmLinha].join(' '));
    expect(fixtureManifest.estilosEmLinha.length).toBeGreaterThan(0);
    expect(directives.get('script-src')).toBe("script-src 'self'");
    expect(csp).not.toMatch(/\*/);
    expect(csp).not.toMatch(/'unsafe-(?:inline|eval)'/);
  });

  it('forwards CloudFront-Viewer-Address to the API as a CloudFront header, and Authorization through the cache key only', () => {
    const s = synthStage(stage);
    const apiBehavior = distributionConfig(s).CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    const [, requestPolicy] = ofType(s.resources, 'AWS::CloudFront::OriginRequestPolicy').find(([id]) =>
      referencedIds(apiBehavior.OriginRequestPolicyId).includes(id),
    )!;
    const request = requestPolicy.Properties!.OriginRequestPolicyConfig as {
      HeadersConfig: { HeaderBehavior: string; Headers: string[] };
      CookiesConfig: { CookieBehavior: string };
    };
    // A list, not "all viewer headers": the viewer's Host never reaches execute-api.
    expect(request.HeadersConfig.HeaderBehavior).toBe('whitelist');
    const headers = request.HeadersConfig.Headers.map((h) => h.toLowerCase()).sort();
    expect(headers).toEqual(apiForwardedHeaders.map((h) => h.toLowerCase()).sort());
    expect(headers).toEqual(expect.arrayContaining(['cloudfront-viewer-address', 'x-chat-token', 'asaas-access-token', 'content-type']));
    expect(headers).not.toContain('host');
    expect(request.CookiesConfig.CookieBehavior).toBe('none');

    const [, cachePolicy] = ofType(s.resources, 'AWS::CloudFront::CachePolicy').find(([id]) => referencedIds(apiBehavior.CachePolicyId).includes(id))!;
    const cache = cachePolicy.Properties!.CachePolicyConfig as {
      DefaultTTL: number;
      MinTTL: number;
      MaxTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: { HeadersConfig: { HeaderBehavior: string; Headers: string[] }; QueryStringsConfig: unknown };
    };
    expect(cache).toMatchObject({ DefaultTTL: 0, MinTTL: 0, MaxTTL: 1 });
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: ['Authorization'] });
    // The query strings reach the API through the key, which CloudFront always forwards.
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({ QueryStringsConfig: { QueryStringBehavior: 'all' } });
  });

  it('lets the app client write the e-mail and the name only', () => {
    const s = synthStage(stage);
    const client = s.resources[s.logicalId(s.stack.auth.userPoolClient)]!.Properties! as { WriteAttributes: string[] };
    expect([...client.WriteAttributes].sort()).toEqual(['email', 'name']);
    expect([...client.WriteAttributes].sort()).toEqual([...appClientWriteAttributes].sort());
    for (const trusted of ['picture', 'email_verified', 'custom:crm']) expect(client.WriteAttributes).not.toContain(trusted);
  });

  it('folds each handler role\'s grants into the role, with no DefaultPolicy per function', () => {
    const s = synthStage(stage);
    const handlers = [...Object.values(s.stack.api.functions), ...Object.values(s.stack.schedules.functions)];
    for (const fn of handlers) {
      const roleId = s.logicalId(fn.role!);
      const role = s.resources[roleId]!.Properties!;
      expect((role.Policies as unknown[] | undefined)?.length, roleId).toBe(1);
      // Only a function's bucket grants stay a policy of their own (handler-function.ts says why).
      const attached = ofType(s.resources, 'AWS::IAM::Policy').filter(([, p]) => referencedIds(p.Properties!.Roles).includes(roleId));
      expect(attached.map(([id]) => id).filter((id) => !id.includes('buckets')), roleId).toEqual([]);
    }
  });
});

describe('web ACL region', () => {
  it('uses a web ACL made elsewhere when given one, and creates none', () => {
    const arn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/zapsaude-prod/abc';
    const s = synthStack('prod', { webAclArn: arn, env: { account: '123456789012', region: 'sa-east-1' } });
    expect(ofType(s.resources, 'AWS::WAFv2::WebACL')).toEqual([]);
    expect(distributionConfig(s).WebACLId).toBe(arn);
  });

  it('refuses a stack outside us-east-1 without one', () => {
    const app = new App({ context: appContext });
    expect(
      () =>
        new ZapSaudeStack(app, 'ZapSaude-prod', {
          config: stageConfig('prod'),
          repoRoot: handlerRoot(),
          webAssetPath: webFixture(),
          env: { account: '123456789012', region: 'sa-east-1' },
        }),
    ).toThrow(WebAclMissingError);
  });

  it('puts the web ACL alone in a us-east-1 edge stack that outputs its ARN, cdk-nag clean', () => {
    const app = new App({ context: appContext });
    const edge = new ZapSaudeEdgeStack(app, 'ZapSaude-prod-edge', { config: stageConfig('prod'), env: { account: '123456789012', region: 'us-east-1' } });
    const template = Template.fromStack(edge);
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    template.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT' });
    expect(Object.keys(template.toJSON().Outputs as object)).toContain('WebAclArn');
    for (const pack of [new AwsSolutionsChecks(app), new HIPAASecurityChecks(app)]) {
      expect(pack.validateScope(edge).violations.map((v) => v.ruleName)).toEqual([]);
    }
  });
});

/** The IAM actions a route's declaration allows, by service. */
function allowedActions(route: HandlerDefinition): Set<string> {
  const allowed = new Set(['logs:CreateLogStream', 'logs:PutLogEvents', 'xray:PutTraceSegments', 'xray:PutTelemetryRecords']);
  const tables = Object.values(route.tables);
  if (tables.length > 0) {
    for (const a of ['BatchGetItem', 'GetRecords', 'GetShardIterator', 'Query', 'GetItem', 'Scan', 'ConditionCheckItem', 'DescribeTable']) allowed.add(`dynamodb:${a}`);
    if (tables.includes('readWrite')) for (const a of ['BatchWriteItem', 'PutItem', 'UpdateItem', 'DeleteItem']) allowed.add(`dynamodb:${a}`);
    for (const a of ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:ReEncrypt*', 'kms:GenerateDataKey*']) allowed.add(a);
  }
  if (route.secrets?.length) for (const a of ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret', 'kms:Decrypt']) allowed.add(a);
  if (route.publishes?.length) allowed.add('appsync:EventPublish');
  for (const access of Object.values(route.buckets ?? {})) {
    for (const a of { read: ['s3:GetObject', 'kms:Decrypt'], write: ['s3:PutObject', 'kms:GenerateDataKey'], readWrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:ListBucket', 'kms:Decrypt', 'kms:GenerateDataKey'] }[access]) allowed.add(a);
  }
  for (const action of route.cognitoAdmin ?? []) allowed.add(`cognito-idp:${action}`);
  if (route.aiServices?.includes('bedrock')) for (const a of ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream']) allowed.add(a);
  if (route.aiServices?.includes('polly')) allowed.add('polly:SynthesizeSpeech');
  if (route.sendsEmail) allowed.add('ses:SendEmail');
  // A schedule's failed run goes to its dead-letter queue, encrypted with the data key.
  if (schedules.some((schedule) => schedule.id === route.id)) for (const a of ['sqs:SendMessage', 'kms:GenerateDataKey', 'kms:Decrypt']) allowed.add(a);
  return allowed;
}

describe.each(['sandbox', 'prod'] as const)('%s roles', (stage) => {
  it('hold only the actions their route or schedule declares, never a wildcard action', () => {
    const s = synthStage(stage);
    const handlers: [HandlerDefinition, IFunction][] = [
      ...stageConfig(stage).routes.map((route) => [route, s.stack.api.functions[route.id]!] as [HandlerDefinition, IFunction]),
      ...schedules.map((schedule) => [schedule, s.stack.schedules.functions[schedule.id]!] as [HandlerDefinition, IFunction]),
    ];
    for (const [route, fn] of handlers) {
      const actions = actionsOf(statementsOfRole(s.resources, s.logicalId(fn.role!)));
      const allowed = allowedActions(route);
      for (const action of actions) {
        expect(action, route.id).not.toMatch(/^\*$|:\*$/);
        expect(allowed.has(action), `${route.id}: ${action}`).toBe(true);
      }
    }
  });

  it('invoke exactly the configured Bedrock model, and only on the routes that declare it', () => {
    const s = synthStage(stage);
    const { bedrockModelId } = stageConfig(stage);
    const modelArn = JSON.stringify(s.stack.resolve(bedrockModelArn(s.stack, bedrockModelId)));
    for (const route of stageConfig(stage).routes) {
      const statements = statementsOfRole(s.resources, s.logicalId(s.stack.api.functions[route.id]!.role!)).filter((st) =>
        [st.Action].flat().some((a) => a.startsWith('bedrock:')),
      );
      const variables = (s.resources[s.logicalId(s.stack.api.functions[route.id]!)]!.Properties!.Environment as { Variables: Record<string, unknown> })
        .Variables;
      if (!route.aiServices?.includes('bedrock')) {
        expect(statements, route.id).toEqual([]);
        expect(variables.BEDROCK_MODEL_ID, route.id).toBeUndefined();
        continue;
      }
      expect(variables.BEDROCK_MODEL_ID, route.id).toBe(bedrockModelId);
      expect(actionsOf(statements), route.id).toEqual(['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream']);
      for (const statement of statements) expect(JSON.stringify(statement.Resource), route.id).toBe(modelArn);
      expect(modelArn).toContain(`foundation-model/${bedrockModelId}`);
    }
  });

  it('let only the speech route synthesise speech', () => {
    const s = synthStage(stage);
    for (const route of stageConfig(stage).routes) {
      const actions = actionsOf(statementsOfRole(s.resources, s.logicalId(s.stack.api.functions[route.id]!.role!))).filter((a) => a.startsWith('polly:'));
      expect(actions, route.id).toEqual(route.aiServices?.includes('polly') ? ['polly:SynthesizeSpeech'] : []);
    }
    expect(routes.filter((route) => route.aiServices?.includes('polly')).map((route) => route.id)).toEqual(['fala']);
  });
});

/** Every acknowledgment recorded with Validations.acknowledge under `scope`. */
function acknowledgments(scope: IConstruct): { path: string; id: string; reason: string }[] {
  return scope.node
    .findAll()
    .flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        // Stored as { 'Annotation::<rule id>': reason }.
        .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
        .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
    );
}

describe.each(['sandbox', 'prod'] as const)('cdk-nag on %s', (stage) => {
  for (const pack of ['AwsSolutions', 'HIPAA'] as const) {
    it(`${pack}: no unacknowledged finding`, () => {
      const { app, stack } = synthStage(stage);
      const checks = pack === 'HIPAA' ? new HIPAASecurityChecks(app) : new AwsSolutionsChecks(app);
      const findings = checks
        .validateScope(stack)
        .violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }

  it('gives every acknowledgment a reason a reviewer can check', () => {
    const { stack } = synthStage(stage);
    const acknowledged = acknowledgments(stack);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { path, id, reason } of acknowledged) {
      expect(reason?.length ?? 0, `${path} ${id}`).toBeGreaterThanOrEqual(60);
      expect(reason, `${path} ${id}`).not.toMatch(/\bTODO\b|\bfixme\b/i);
    }
  });
});
