/**
 * Template assertions on the CDK stack, offline: bundling is skipped and nothing is deployed.
 * Each test synthesises the real stack from the real route and table definitions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Validations, type CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDefinition } from '#definitions/routes.js';
import { schedules } from '#definitions/schedules.js';
import { tableEnvName, tables, type TableDefinition, type TableName } from '#definitions/tables.js';
import { bucketEnvName, buckets, type BucketDefinition, type BucketName } from '#definitions/buckets.js';
import { repoRoot } from '#infra/lib/paths.js';
import { jwtRouteAuth } from '#infra/lib/api.js';
import { exactSecretChannelHandlerCode, groupOnlyHandlerCode, namespaceAuth } from '#infra/lib/realtime.js';
import { secretSpecs } from '#infra/lib/secrets.js';
import { ZapSaudeStack } from '#infra/lib/stack.js';
import { InvalidStageError, parseDeployStage, stageConfig, type DeployStage } from '#infra/lib/stage-config.js';
import { WebAssetsMissingError } from '#infra/lib/web.js';
import { TAMANHO_MAXIMO_FUNCAO_BYTES } from '#infra/lib/rotas-site.js';
import { avaliarFuncaoRotas, type EventoDeVisualizacao } from '#infra/local/preview-rotas.js';
import { MANIFESTO_ROTAS_ARQUIVO, ORIGEM_DO_SITE_MARCADOR } from '#shared/schemas/rotas-site.js';
import {
  fixtureManifest,
  handlerRoot,
  runBucketDeployments,
  statementsOfRole,
  writeWebFixture,
  type BucketDeploymentProperties,
} from './support.js';

type Resources = Record<
  string,
  { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string; DependsOn?: string[] }
>;

let webFixture: string;

/** cdk.json's context (feature flags), so the tests synthesise what `cdk synth` does, minus bundling. */
const appContext = {
  ...(JSON.parse(fs.readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> }).context,
  'aws:cdk:bundling-stacks': [],
};

beforeAll(() => {
  webFixture = fs.mkdtempSync(path.join(os.tmpdir(), 'zapsaude-web-'));
  writeWebFixture(webFixture);
});

afterAll(() => {
  fs.rmSync(webFixture, { recursive: true, force: true });
});

interface Synth {
  readonly app: App;
  readonly stack: ZapSaudeStack;
  readonly template: Template;
  readonly resources: Resources;
  readonly logicalId: (element: { node: { defaultChild?: unknown } }) => string;
}

const synthCache = new Map<DeployStage, Synth>();

/** The stage's stack from the real definitions; synthesised once per stage (the tests only read it). */
function synthStage(stage: DeployStage): Synth {
  let cached = synthCache.get(stage);
  if (!cached) {
    cached = synth(stage);
    synthCache.set(stage, cached);
  }
  return cached;
}

function synth(stage: DeployStage, options: { routes?: readonly RouteDefinition[]; nag?: boolean } = {}): Synth {
  // The built-in CloudFormation linter is slow (WebAssembly); the plugin test, which mirrors `cdk synth`, runs it.
  const app = new App({ context: appContext, builtinCloudFormationValidation: options.nag === true });
  const config = options.routes ? { ...stageConfig(stage), routes: options.routes } : stageConfig(stage);
  const stack = new ZapSaudeStack(app, `ZapSaude-${stage}`, { config, repoRoot: handlerRoot(), webAssetPath: webFixture });
  if (options.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new HIPAASecurityChecks(app));
  const template = Template.fromStack(stack);
  return {
    app,
    stack,
    template,
    resources: template.toJSON().Resources as Resources,
    logicalId: (element) => stack.getLogicalId(element.node.defaultChild as CfnElement),
  };
}

const ofType = (resources: Resources, type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

/** Logical ids a CloudFormation value refers to through Ref or Fn::GetAtt. */
function referencedIds(value: unknown): string[] {
  const json = JSON.stringify(value);
  const ids = [...json.matchAll(/"Ref":"([A-Za-z0-9]+)"/g), ...json.matchAll(/"Fn::GetAtt":\["([A-Za-z0-9]+)"/g)].map((m) => m[1]!);
  return [...new Set(ids)];
}

const tableNames = Object.keys(tables) as TableName[];
const bucketNames = Object.keys(buckets) as BucketName[];

interface Statement {
  readonly Action: string | string[];
  readonly Resource: unknown;
}

/** Every statement of the policies attached to a route function's role. */
function roleStatements(s: Synth, routeId: string): Statement[] {
  return statementsOfRole(s.resources, s.logicalId(s.stack.api.functions[routeId]!.role!));
}

const actionsOf = (statements: Statement[], prefix: string): string[] =>
  [...new Set(statements.flatMap((st) => [st.Action].flat()).filter((a) => a.startsWith(prefix)))].sort();

describe('stage configuration', () => {
  it('accepts the deployable stages and refuses local and unknown ones', () => {
    expect(parseDeployStage('sandbox')).toBe('sandbox');
    expect(parseDeployStage('prod')).toBe('prod');
    for (const value of ['local', 'dev', '', undefined, 42]) {
      expect(() => parseDeployStage(value)).toThrow(InvalidStageError);
    }
  });

  it('deploys no route to prod that the route table keeps out of prod', () => {
    const { stack } = synthStage('prod');
    for (const route of routes.filter((r) => r.stages && !r.stages.includes('prod'))) {
      expect(stack.api.functions[route.id]).toBeUndefined();
    }
    for (const route of routes.filter((r) => !r.stages || r.stages.includes('prod'))) {
      expect(stack.api.functions[route.id]).toBeDefined();
    }
  });
});

describe('sandbox stack', () => {
  let s: Synth;
  beforeAll(() => {
    s = synthStage('sandbox');
  }, 120_000);

  describe('data', () => {
    it('creates every table on demand, with point-in-time recovery, the customer-managed key and its TTL and indexes', () => {
      const keyId = s.logicalId(s.stack.data.key);
      expect(s.resources[keyId]).toMatchObject({ Type: 'AWS::KMS::Key', Properties: { EnableKeyRotation: true } });
      expect(ofType(s.resources, 'AWS::DynamoDB::Table')).toHaveLength(tableNames.length);

      for (const name of tableNames) {
        const definition: TableDefinition = tables[name];
        const table = s.resources[s.logicalId(s.stack.data.tables[name])];
        expect(table?.Type, name).toBe('AWS::DynamoDB::Table');
        const props = table!.Properties!;
        expect(props.BillingMode, name).toBe('PAY_PER_REQUEST');
        expect(props.PointInTimeRecoverySpecification, name).toEqual({ PointInTimeRecoveryEnabled: true });
        expect(props.SSESpecification, name).toEqual({
          SSEEnabled: true,
          SSEType: 'KMS',
          KMSMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] },
        });
        expect(props.KeySchema, name).toContainEqual({ AttributeName: definition.partitionKey.name, KeyType: 'HASH' });
        if (definition.ttlAttribute) {
          expect(props.TimeToLiveSpecification, name).toEqual({ AttributeName: definition.ttlAttribute, Enabled: true });
        } else {
          expect(props.TimeToLiveSpecification, name).toBeUndefined();
        }
        const indexNames = ((props.GlobalSecondaryIndexes as { IndexName: string }[] | undefined) ?? []).map((i) => i.IndexName);
        expect(indexNames.sort(), name).toEqual((definition.globalIndexes ?? []).map((i) => i.indexName).sort());
      }
    });

    it("holds the webhook's idempotency records where Powertools reads them, reachable by the webhook function only", () => {
      const tableId = s.logicalId(s.stack.data.tables.idempotency);
      expect(s.resources[tableId]!.Properties).toMatchObject({
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        TimeToLiveSpecification: { AttributeName: 'expiration', Enabled: true },
      });
      const webhook = s.resources[s.logicalId(s.stack.api.functions['webhook-asaas']!)]!;
      expect((webhook.Properties!.Environment as { Variables: Record<string, unknown> }).Variables.TABLE_IDEMPOTENCY).toEqual({ Ref: tableId });
      // Powertools gets, puts (conditionally), updates and deletes a record.
      const onTable = roleStatements(s, 'webhook-asaas').filter((statement) => referencedIds([statement.Resource].flat()).includes(tableId));
      expect(actionsOf(onTable, 'dynamodb:')).toEqual(expect.arrayContaining(['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']));
      const reaching = Object.keys(s.stack.api.functions).filter((id) =>
        roleStatements(s, id).some((statement) => referencedIds([statement.Resource].flat()).includes(tableId)),
      );
      expect(reaching).toEqual(['webhook-asaas']);
    });

    it('keeps every object bucket private, TLS-only, under the data key and open to the SPA origin only', () => {
      const keyId = s.logicalId(s.stack.data.key);
      const distributionId = s.logicalId(s.stack.web.distribution);
      for (const name of bucketNames) {
        const definition: BucketDefinition = buckets[name];
        const bucketId = s.logicalId(s.stack.data.buckets[name]);
        const props = s.resources[bucketId]!.Properties!;
        expect(props.PublicAccessBlockConfiguration, name).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(JSON.stringify(props.BucketEncryption), name).toContain(JSON.stringify({ 'Fn::GetAtt': [keyId, 'Arn'] }));
        expect(props.LoggingConfiguration, name).toMatchObject({ DestinationBucketName: { Ref: s.logicalId(s.stack.accessLogs.bucket) } });
        expect(props.VersioningConfiguration, name).toEqual(definition.versioned ? { Status: 'Enabled' } : undefined);
        if (definition.corsMethods.length === 0) {
          // Read through the API only (documentos): no origin may reach it from the browser.
          expect(props.CorsConfiguration, name).toBeUndefined();
        } else {
          const rules = (props.CorsConfiguration as { CorsRules: { AllowedOrigins: unknown[]; AllowedMethods: string[] }[] }).CorsRules;
          expect(rules, name).toHaveLength(1);
          expect(referencedIds(rules[0]!.AllowedOrigins), name).toEqual([distributionId]);
          expect(rules[0]!.AllowedMethods.sort(), name).toEqual([...definition.corsMethods].sort());
        }
        s.template.hasResourceProperties('AWS::S3::BucketPolicy', {
          Bucket: { Ref: bucketId },
          PolicyDocument: {
            Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
          },
        });
      }
    });

    it('lets sandbox tables be deleted with the stack', () => {
      for (const name of tableNames) {
        const table = s.resources[s.logicalId(s.stack.data.tables[name])]!;
        expect(table.DeletionPolicy, name).toBe('Delete');
        expect(table.Properties!.DeletionProtectionEnabled ?? false, name).toBe(false);
      }
    });
  });

  describe('api', () => {
    const stageRoutes = stageConfig('sandbox').routes;

    it('has one arm64 Node.js function per route and per schedule, with its handler and environment', () => {
      const ours = ofType(s.resources, 'AWS::Lambda::Function').filter(([, r]) =>
        String(r.Properties?.FunctionName ?? '').startsWith('zapsaude-sandbox-'),
      );
      expect(ours).toHaveLength(stageRoutes.length + schedules.length);

      for (const route of stageRoutes) {
        const fn = s.resources[s.logicalId(s.stack.api.functions[route.id]!)]!;
        expect(fn.Properties, route.id).toMatchObject({
          FunctionName: `zapsaude-sandbox-${route.id}`,
          Architectures: ['arm64'],
          Runtime: expect.stringMatching(/^nodejs2[02]\.x$/),
          Handler: `index.${route.handler}`,
          Timeout: route.timeoutSeconds ?? 10,
        });
        const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(variables.STAGE).toBe('sandbox');
        expect(variables.POWERTOOLS_SERVICE_NAME).toBe(route.id);
        for (const name of Object.keys(route.tables) as TableName[]) {
          expect(variables[tableEnvName(name)], `${route.id} ${name}`).toEqual({ Ref: s.logicalId(s.stack.data.tables[name]) });
        }
        const tableVariables = Object.keys(variables).filter((key) => key.startsWith('TABLE_'));
        expect(tableVariables.sort()).toEqual((Object.keys(route.tables) as TableName[]).map(tableEnvName).sort());
        if (route.publishes?.length) expect(variables.EVENTS_HTTP_ENDPOINT, route.id).toBeDefined();
        else expect(variables.EVENTS_HTTP_ENDPOINT, route.id).toBeUndefined();
      }
    });

    it("grants each function its own tables only, and publish only on the namespaces its route declares", () => {
      const tableIds = new Map(tableNames.map((name) => [s.logicalId(s.stack.data.tables[name]), name]));
      const apiId = s.logicalId(s.stack.realtime.api);

      for (const route of stageRoutes) {
        const role = s.stack.api.functions[route.id]!.role!;
        const roleId = s.logicalId(role);
        const statements = statementsOfRole(s.resources, roleId);
        expect(statements.length, route.id).toBeGreaterThan(0);

        const dynamo = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('dynamodb:')));
        const grantedTables = new Set<string>();
        for (const statement of dynamo) {
          const resources = [statement.Resource].flat();
          expect(resources, `${route.id}: no wildcard table resource`).not.toContain('*');
          for (const id of referencedIds(resources)) {
            expect(tableIds.has(id), `${route.id} reaches ${id}`).toBe(true);
            grantedTables.add(tableIds.get(id)!);
          }
        }
        expect([...grantedTables].sort(), route.id).toEqual(Object.keys(route.tables).sort());

        const publish = statements.filter((st) => [st.Action].flat().includes('appsync:EventPublish'));
        if (!route.publishes?.length) {
          expect(publish, route.id).toHaveLength(0);
          continue;
        }
        const publishResources = JSON.stringify(publish.map((st) => st.Resource));
        expect(referencedIds(publish.map((st) => st.Resource))).toEqual([apiId]);
        for (const namespace of route.publishes) expect(publishResources).toContain(`/channelNamespace/${namespace}`);
        expect(publishResources).not.toContain('channelNamespace/*');
      }
    });

    it('lets each function read only the secrets its route declares', () => {
      for (const route of stageRoutes) {
        const fn = s.resources[s.logicalId(s.stack.api.functions[route.id]!)]!;
        const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
        const roleId = s.logicalId(s.stack.api.functions[route.id]!.role!);
        const statements = statementsOfRole(s.resources, roleId)
          .filter((st) => [st.Action].flat().some((a) => a.startsWith('secretsmanager:')));
        const expected = (route.secrets ?? []).map((name) => s.logicalId(s.stack.secrets.secrets[name]));
        expect(referencedIds(statements.map((st) => st.Resource)).sort(), route.id).toEqual([...expected].sort());
        for (const name of route.secrets ?? []) {
          expect(variables[secretSpecs[name].arnEnvName], route.id).toEqual({ Ref: s.logicalId(s.stack.secrets.secrets[name]) });
        }
      }
    });

    it('grants each function exactly its buckets and Cognito admin actions', () => {
      const bucketIds = new Map(bucketNames.map((name) => [s.logicalId(s.stack.data.buckets[name]), name]));
      const poolId = s.logicalId(s.stack.auth.userPool);
      const expectedS3 = { read: ['s3:GetObject'], write: ['s3:PutObject'], readWrite: ['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject'] };

      for (const route of stageRoutes) {
        const statements = roleStatements(s, route.id);
        const variables = (s.resources[s.logicalId(s.stack.api.functions[route.id]!)]!.Properties!.Environment as { Variables: Record<string, unknown> })
          .Variables;
        const declared = Object.entries(route.buckets ?? {}) as [BucketName, keyof typeof expectedS3][];

        const s3Statements = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('s3:')));
        const reached = referencedIds(s3Statements.map((st) => st.Resource)).map((id) => bucketIds.get(id) ?? id);
        expect(reached.sort(), route.id).toEqual(declared.map(([name]) => name).sort());
        expect(actionsOf(statements, 's3:'), route.id).toEqual([...new Set(declared.flatMap(([, access]) => expectedS3[access]))].sort());
        for (const [name] of declared) {
          // The name is fixed before the bucket exists, so the variable names the very bucket without referencing it.
          expect(variables[bucketEnvName(name)], route.id).toEqual(s.resources[s.logicalId(s.stack.data.buckets[name])]!.Properties!.BucketName);
        }

        const cognito = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('cognito-idp:')));
        expect(actionsOf(statements, 'cognito-idp:'), route.id).toEqual((route.cognitoAdmin ?? []).map((a) => `cognito-idp:${a}`).sort());
        if (cognito.length > 0) expect(referencedIds(cognito.map((st) => st.Resource)), route.id).toEqual([poolId]);
      }
    });

    it('has an HTTP API route per route key, public routes without an authorizer; streaming routes are not HTTP API routes', () => {
      const httpRoutes = ofType(s.resources, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties!);
      const streaming = stageRoutes.filter((route) => route.streaming);
      expect(streaming.length).toBeGreaterThan(0);
      for (const route of streaming) expect(httpRoutes.find((r) => r.RouteKey === `${route.method} ${route.path}`), route.id).toBeUndefined();
      expect(httpRoutes).toHaveLength(stageRoutes.length - streaming.length);
      for (const route of stageRoutes.filter((r) => !r.streaming)) {
        const httpRoute = httpRoutes.find((r) => r.RouteKey === `${route.method} ${route.path}`);
        expect(httpRoute, `${route.method} ${route.path}`).toBeDefined();
        if (jwtRouteAuth.has(route.auth)) {
          expect(httpRoute).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: expect.anything() });
        } else {
          expect(httpRoute!.AuthorizationType).toBe('NONE');
          expect(httpRoute!.AuthorizerId).toBeUndefined();
        }
      }
    });

    it('throttles the stage and writes access logs', () => {
      s.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: { ThrottlingRateLimit: stageConfig('sandbox').throttling.rateLimit },
        AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      });
    });
  });

  describe('realtime', () => {
    it('has an Event API with API key, IAM and user-pool auth; only IAM may publish to any namespace', () => {
      s.template.hasResourceProperties('AWS::AppSync::Api', {
        EventConfig: {
          AuthProviders: [
            { AuthType: 'API_KEY' },
            { AuthType: 'AWS_IAM' },
            {
              AuthType: 'AMAZON_COGNITO_USER_POOLS',
              CognitoConfig: { UserPoolId: { Ref: s.logicalId(s.stack.auth.userPool) }, AppIdClientRegex: { Ref: s.logicalId(s.stack.auth.userPoolClient) } },
            },
          ],
          DefaultPublishAuthModes: [{ AuthType: 'AWS_IAM' }],
        },
      });
      const namespaces = ofType(s.resources, 'AWS::AppSync::ChannelNamespace').map(([, r]) => r.Properties!);
      expect(namespaces.map((n) => n.Name).sort()).toEqual(Object.keys(namespaceAuth).sort());
      for (const namespace of namespaces) {
        expect(namespace.PublishAuthModes, String(namespace.Name)).toEqual([{ AuthType: 'AWS_IAM' }]);
      }
      expect(namespaces.find((n) => n.Name === 'presence')?.SubscribeAuthModes).toEqual([{ AuthType: 'API_KEY' }]);
    });
  });

  describe('realtime subscribe guard', () => {
    type Handler = (ctx: { info?: { channel: { path: string } }; identity?: unknown }) => void;
    const loadHandler = (code: string): Handler => {
      const util = {
        unauthorized: () => {
          throw new Error('Unauthorized');
        },
      };
      const body = code.replace(/^import .*$/m, '').replace('export function', 'function');
      return new Function('util', `${body}; return onSubscribe;`)(util) as Handler;
    };

    it('puts the exact-channel handler on the namespaces whose channel name is a secret, the group handler on group-only ones', () => {
      const namespaces = ofType(s.resources, 'AWS::AppSync::ChannelNamespace').map(([, r]) => r.Properties!);
      for (const [name, auth] of Object.entries(namespaceAuth)) {
        const namespace = namespaces.find((n) => n.Name === name)!;
        if (auth.exactSecretChannel) expect(namespace.CodeHandlers, name).toBe(exactSecretChannelHandlerCode);
        else if (auth.subscriberGroup) expect(namespace.CodeHandlers, name).toBe(groupOnlyHandlerCode(auth.subscriberGroup));
        else expect(namespace.CodeHandlers, name).toBeUndefined();
      }
      expect(Object.entries(namespaceAuth).filter(([, auth]) => auth.exactSecretChannel).map(([name]) => name).sort()).toEqual([
        'pacientes',
        'pagamentos',
        'validacoes',
      ]);
    });

    it('accepts one exact channel and refuses wildcards and malformed ids', () => {
      const onSubscribe = loadHandler(exactSecretChannelHandlerCode);
      const subscribe = (path: string) => () => onSubscribe({ info: { channel: { path } } });
      const id = '0123456789abcdef0123456789abcdef';
      expect(subscribe(`/pagamentos/${id}`)).not.toThrow();
      expect(subscribe(`pacientes/${id}`)).not.toThrow();
      for (const path of ['/pagamentos/*', '/pagamentos', `/pagamentos/${id}/x`, `/pagamentos/${id.toUpperCase()}`, `/pagamentos/${id.slice(1)}`]) {
        expect(subscribe(path), path).toThrow('Unauthorized');
      }
    });

    it('lets only members of medicos subscribe to the physicians\' queue', () => {
      const onSubscribe = loadHandler(groupOnlyHandlerCode('medicos'));
      const subscribe = (identity: unknown) => () => onSubscribe({ info: { channel: { path: '/medicos/fila' } }, identity });
      expect(subscribe({ sub: 'a', groups: ['medicos'] })).not.toThrow();
      expect(subscribe({ sub: 'a', groups: ['outros', 'medicos'] })).not.toThrow();
      for (const identity of [null, undefined, {}, { sub: 'a', groups: null }, { sub: 'a', groups: [] }, { sub: 'a', groups: ['pacientes'] }, { accountId: '1' }]) {
        expect(subscribe(identity), JSON.stringify(identity)).toThrow('Unauthorized');
      }
    });
  });

  describe('web', () => {
    it('keeps the site bucket private, encrypted, TLS-only and not website-hosted', () => {
      const bucket = s.resources[s.logicalId(s.stack.web.bucket)]!;
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: { ServerSideEncryptionConfiguration: [expect.anything()] },
      });
      expect(bucket.Properties!.WebsiteConfiguration).toBeUndefined();

      s.template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: s.logicalId(s.stack.web.bucket) },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            Match.objectLike({
              Effect: 'Allow',
              Principal: { Service: 'cloudfront.amazonaws.com' },
              Action: 's3:GetObject',
              Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
            }),
          ]),
        },
      });
    });

    it('serves the bucket through origin access control and /api/* from the HTTP API, uncached', () => {
      s.template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
        OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
      });
      const [, distribution] = ofType(s.resources, 'AWS::CloudFront::Distribution')[0]!;
      const config = distribution.Properties!.DistributionConfig as Record<string, unknown>;
      expect(config.DefaultRootObject).toBe('index.html');
      expect(config.Origins).toContainEqual(expect.objectContaining({ OriginAccessControlId: expect.anything() }));
      expect(config.CacheBehaviors).toContainEqual(
        expect.objectContaining({
          PathPattern: '/api/*',
          AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
          ViewerProtocolPolicy: 'https-only',
        }),
      );
      expect(JSON.stringify(config.Origins)).toContain('execute-api');
    });

    it('maps addresses with one CloudFront function on the default behaviour, for both viewer events, without masking API errors', () => {
      const [, distribution] = ofType(s.resources, 'AWS::CloudFront::Distribution')[0]!;
      const config = distribution.Properties!.DistributionConfig as {
        CustomErrorResponses?: unknown;
        DefaultCacheBehavior: { FunctionAssociations: unknown };
        CacheBehaviors: { PathPattern: string; FunctionAssociations?: unknown }[];
      };
      // Distribution-wide error responses would also turn the API's 403/404 into a page.
      expect(config.CustomErrorResponses).toBeUndefined();
      const functions = ofType(s.resources, 'AWS::CloudFront::Function');
      expect(functions).toHaveLength(1);
      const [functionId, cfFunction] = functions[0]!;
      expect(cfFunction.Properties!.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
      const arn = { 'Fn::GetAtt': [functionId, 'FunctionARN'] };
      expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: arn },
        { EventType: 'viewer-response', FunctionARN: arn },
      ]);
      for (const behavior of config.CacheBehaviors) expect(behavior.FunctionAssociations, behavior.PathPattern).toBeUndefined();
      expect(Buffer.byteLength(cfFunction.Properties!.FunctionCode as string)).toBeLessThanOrEqual(TAMANHO_MAXIMO_FUNCAO_BYTES);
    });

    it("sends each address to its prerendered page, the app shell or the 404 page (status 404), as the build's manifest says", () => {
      const [, cfFunction] = ofType(s.resources, 'AWS::CloudFront::Function')[0]!;
      const handler = avaliarFuncaoRotas(cfFunction.Properties!.FunctionCode as string);
      // Shaped as CloudFront's event for a viewer function.
      const event = (eventType: 'viewer-request' | 'viewer-response', uri: string): EventoDeVisualizacao => {
        const request = { method: 'GET', uri, querystring: {}, headers: {}, cookies: {} };
        const response = { statusCode: 200, statusDescription: 'OK', headers: {}, cookies: {} };
        return eventType === 'viewer-request' ? { context: { eventType }, request } : { context: { eventType }, request, response };
      };
      const answer = (uri: string) => [uri, handler(event('viewer-request', uri)).uri, handler(event('viewer-response', uri)).statusCode];

      const expected: [string, string, number][] = [
        ['/', '/index.html', 200],
        ['/faq', '/faq/index.html', 200],
        ['/faq/', '/faq/index.html', 200],
        ['/FAQ', '/faq/index.html', 200],
        ['/blog/1', '/blog/1/index.html', 200],
        // '/blog/:id' is an app route: an article not prerendered is drawn in the browser.
        ['/blog/99', '/app.html', 200],
        ['/chat/3', '/app.html', 200],
        ['/medico/casos/abc', '/app.html', 200],
        ['/nao-existe', '/404.html', 404],
        ['/assets/x.js', '/assets/x.js', 200],
        ['/robots.txt', '/robots.txt', 200],
      ];
      expect(expected.map(([uri]) => answer(uri))).toEqual(expected);
    });

    it('sends CSP, HSTS, frame DENY, no-referrer and nosniff on every behaviour', () => {
      const [policyId, policy] = ofType(s.resources, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
      const security = (policy.Properties!.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, Record<string, unknown>> })
        .SecurityHeadersConfig;
      const csp = JSON.stringify(security.ContentSecurityPolicy!.ContentSecurityPolicy);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "connect-src 'self' https://cognito-idp.",
        "img-src 'self' data: blob: https://zapsaude-sandbox-avatars-",
        'frame-src https://www.youtube-nocookie.com https://zapsaude-sandbox-anexos-',
        "object-src 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('unsafe-eval');
      expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: true, Override: true });
      expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
      expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: 'no-referrer', Override: true });
      expect(security.ContentTypeOptions).toEqual({ Override: true });

      const [, distribution] = ofType(s.resources, 'AWS::CloudFront::Distribution')[0]!;
      const config = distribution.Properties!.DistributionConfig as {
        DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown };
        CacheBehaviors: { ResponseHeadersPolicyId: unknown }[];
      };
      for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
        expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
      }
    });

    it('deploys the build and a config.json built from the stack outputs', () => {
      const deployments = ofType(s.resources, 'Custom::CDKBucketDeployment').map(([, r]) => r.Properties!);
      const shell = deployments.find((d) => d.Prune !== false);
      expect(shell).toMatchObject({
        DestinationBucketName: { Ref: s.logicalId(s.stack.web.bucket) },
        DistributionPaths: ['/*'],
        Exclude: ['assets/*', ...fixtureManifest.comOrigem.map((arquivo) => arquivo.slice(1))],
      });
      // config.json's values are filled in at deploy time from these references.
      const markers = JSON.stringify(shell!.SourceMarkers);
      const apiId = s.logicalId(s.stack.realtime.api);
      expect(markers).toContain(JSON.stringify({ 'Fn::GetAtt': [apiId, 'Dns.Http'] }));
      expect(markers).toContain(JSON.stringify({ 'Fn::GetAtt': [apiId, 'Dns.Realtime'] }));
      expect(markers).toContain('"ApiKey"]');
      expect(markers).toContain(JSON.stringify({ Ref: s.logicalId(s.stack.auth.userPool) }));
      expect(markers).toContain(JSON.stringify({ Ref: s.logicalId(s.stack.auth.userPoolClient) }));

      const assets = deployments.find((d) => JSON.stringify(d.Include) === JSON.stringify(['assets/*']));
      expect(assets).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': expect.stringContaining('immutable') } });
    });

    describe('the files that name the site', () => {
      const deploymentId = (id: string) => s.logicalId(s.stack.web.node.findChild(id).node.findChild('CustomResource'));
      const properties = (id: string) => s.resources[deploymentId(id)]!.Properties as unknown as BucketDeploymentProperties;
      const distributionDomain = 'd111111abcdef8.cloudfront.net';

      it('are deployed after the assets and before the shell, whose invalidation comes last', () => {
        const [assets, pages, shell] = ['DeployAssets', 'DeployPages', 'DeployShell'].map(deploymentId);
        expect(s.resources[pages!]!.DependsOn).toContain(assets);
        expect(s.resources[shell!]!.DependsOn).toContain(pages);
        expect(properties('DeployAssets').DistributionId).toBeUndefined();
        expect(properties('DeployPages').DistributionId).toBeUndefined();
        expect(properties('DeployShell').DistributionId).toEqual({ Ref: s.logicalId(s.stack.web.distribution) });
        expect(properties('DeployPages')).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': 'no-cache' } });
      });

      it("carry the distribution's address in place of the marker, and no deployed file keeps the marker", () => {
        const distributionId = s.logicalId(s.stack.web.distribution);
        const pages = properties('DeployPages');
        // Each file with the marker is a source of its own whose marker is the distribution's domain.
        expect(pages.SourceMarkers).toHaveLength(fixtureManifest.comOrigem.length);
        for (const markers of pages.SourceMarkers!) expect(Object.values(markers)).toEqual([{ 'Fn::GetAtt': [distributionId, 'DomainName'] }]);

        // A bucket left by a previous release: a page the build no longer makes, an old hashed chunk.
        const bucket = new Map([
          ['pagina-antiga/index.html', `<link rel="canonical" href="${ORIGEM_DO_SITE_MARCADOR}/pagina-antiga">`],
          ['assets/index-old.js', 'console.log("old");'],
        ]);
        const resolve = (value: unknown) =>
          JSON.stringify(value) === JSON.stringify({ 'Fn::GetAtt': [distributionId, 'DomainName'] }) ? distributionDomain : `<unresolved ${JSON.stringify(value)}>`;
        runBucketDeployments(s.app.outdir, ['DeployAssets', 'DeployPages', 'DeployShell'].map(properties), bucket, resolve);

        expect([...bucket.keys()].sort()).toEqual(
          [
            '404.html',
            'app.html',
            'assets/index-abc123.js',
            'assets/index-old.js',
            'blog/1/index.html',
            'config.json',
            'faq/index.html',
            'favicon.svg',
            'index.html',
            'robots.txt',
            MANIFESTO_ROTAS_ARQUIVO,
            'sitemap.xml',
          ].sort(),
        );
        for (const arquivo of fixtureManifest.comOrigem) {
          const built = fs.readFileSync(path.join(webFixture, arquivo), 'utf8');
          expect(built, arquivo).toContain(ORIGEM_DO_SITE_MARCADOR);
          expect(bucket.get(arquivo.slice(1)), arquivo).toBe(built.replaceAll(ORIGEM_DO_SITE_MARCADOR, `https://${distributionDomain}`));
        }
        for (const [key, content] of bucket) expect(content, key).not.toContain(ORIGEM_DO_SITE_MARCADOR);
      });
    });

    it('refuses to synthesise without a built SPA and says how to build it', () => {
      const app = new App({ context: appContext });
      const missing = path.join(webFixture, 'not-built');
      expect(
        () => new ZapSaudeStack(app, 'ZapSaude-sandbox', { config: stageConfig('sandbox'), repoRoot: handlerRoot(), webAssetPath: missing }),
      ).toThrow(WebAssetsMissingError);
      const again = new App({ context: appContext });
      expect(() => new ZapSaudeStack(again, 'X', { config: stageConfig('sandbox'), repoRoot: handlerRoot(), webAssetPath: missing })).toThrow(
        /npm run build:web/,
      );
    });

    it('refuses a build without its route manifest, which the route function is made from', () => {
      const withoutManifest = fs.mkdtempSync(path.join(os.tmpdir(), 'zapsaude-web-'));
      try {
        fs.writeFileSync(path.join(withoutManifest, 'index.html'), '<!doctype html><title>ZapSaúde</title>');
        const app = new App({ context: appContext });
        expect(
          () => new ZapSaudeStack(app, 'ZapSaude-sandbox', { config: stageConfig('sandbox'), repoRoot: handlerRoot(), webAssetPath: withoutManifest }),
        ).toThrow(new WebAssetsMissingError(withoutManifest, MANIFESTO_ROTAS_ARQUIVO).message);
      } finally {
        fs.rmSync(withoutManifest, { recursive: true, force: true });
      }
    });
  });

  it('outputs the site, API, events and user pool ids', () => {
    const outputs = Object.keys(s.template.toJSON().Outputs as Record<string, unknown>);
    expect(outputs).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'EventsHttpEndpoint', 'EventsRealtimeEndpoint', 'UserPoolId', 'UserPoolClientId']),
    );
  });
});

describe('JWT authorizer', () => {
  it('guards the cognito and medico routes and only them', () => {
    const stageRoutes = stageConfig('sandbox').routes;
    // Keeps the test meaningful whatever the route table holds: add a cognito route if it has none.
    const cognitoRoute: RouteDefinition = {
      id: 'test-cognito-route',
      method: 'GET',
      path: '/api/test-cognito',
      entry: routes[0]!.entry,
      handler: routes[0]!.handler,
      auth: 'cognito',
      tables: {},
    };
    const tested = stageRoutes.some((r) => r.auth === 'cognito') ? stageRoutes : [...stageRoutes, cognitoRoute];
    const s = tested === stageRoutes ? synthStage('sandbox') : synth('sandbox', { routes: tested });

    const authorizers = ofType(s.resources, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizers).toHaveLength(1);
    const [authorizerId, authorizer] = authorizers[0]!;
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [{ Ref: s.logicalId(s.stack.auth.userPoolClient) }] },
    });
    const issuer = JSON.stringify((authorizer.Properties!.JwtConfiguration as { Issuer: unknown }).Issuer);
    expect(issuer).toContain('https://cognito-idp.');
    expect(issuer).toContain(s.logicalId(s.stack.auth.userPool));

    const httpRoutes = ofType(s.resources, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties!);
    // Streaming routes are Function URLs (authorised by their handler), not HTTP API routes.
    const viaHttpApi = tested.filter((route) => !route.streaming);
    expect(httpRoutes).toHaveLength(viaHttpApi.length);
    for (const route of viaHttpApi) {
      const props = httpRoutes.find((r) => r.RouteKey === `${route.method} ${route.path}`)!;
      if (jwtRouteAuth.has(route.auth)) {
        expect(props, route.id).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
      } else {
        expect(props.AuthorizationType, route.id).toBe('NONE');
        expect(props.AuthorizerId, route.id).toBeUndefined();
      }
    }
  });
});

describe('prod stack', () => {
  it('protects and retains its data, keys and user pool; sandbox does not', () => {
    const prod = synthStage('prod');
    const sandbox = synthStage('sandbox');

    for (const name of tableNames) {
      const table = prod.resources[prod.logicalId(prod.stack.data.tables[name])]!;
      expect(table.Properties!.DeletionProtectionEnabled, name).toBe(true);
      expect(table.DeletionPolicy, name).toBe('Retain');
      expect(table.UpdateReplacePolicy, name).toBe('Retain');
    }
    expect(prod.resources[prod.logicalId(prod.stack.data.key)]!.DeletionPolicy).toBe('Retain');
    const prodPool = prod.resources[prod.logicalId(prod.stack.auth.userPool)]!;
    expect(prodPool.Properties!.DeletionProtection).toBe('ACTIVE');
    expect(prodPool.DeletionPolicy).toBe('Retain');

    expect(sandbox.resources[sandbox.logicalId(sandbox.stack.data.key)]!.DeletionPolicy).toBe('Delete');
    const sandboxPool = sandbox.resources[sandbox.logicalId(sandbox.stack.auth.userPool)]!;
    expect(sandboxPool.Properties!.DeletionProtection ?? 'INACTIVE').toBe('INACTIVE');
    expect(sandboxPool.DeletionPolicy).toBe('Delete');
  });
});

describe('cdk-nag AwsSolutions', () => {
  for (const stage of ['sandbox', 'prod'] as const) {
    it(`finds nothing unacknowledged in ${stage}`, () => {
      const { app, stack } = synthStage(stage);
      const report = new AwsSolutionsChecks(app).validateScope(stack);
      const findings = report.violations.map(
        (v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
      );
      expect(findings.filter((f) => f.startsWith('error')), findings.join('\n')).toEqual([]);
      expect(findings, 'warnings are acknowledged too').toEqual([]);
    });
  }

  it('passes as a validation plugin (AwsSolutions and HIPAA) during synthesis, as `cdk synth` runs it', () => {
    const { app } = synth('sandbox', { nag: true });
    expect(() => app.synth({ force: true })).not.toThrow();
  });
});
