/**
 * The HTTP API: one Lambda per route of the route table (infra/definitions/routes.ts), each with
 * a role that reaches exactly the tables, buckets, realtime namespaces, secrets and Cognito admin
 * actions its route declares.
 */
import path from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { bucketEnvName, type BucketName } from '../definitions/buckets.js';
import type { RouteAuth, RouteDefinition } from '../definitions/routes.js';
import { tableEnvName, tables, type TableDefinition, type TableName } from '../definitions/tables.js';
import type { Auth } from './auth.js';
import type { Data } from './data.js';
import type { Realtime } from './realtime.js';
import { secretSpecs, type Secrets } from './secrets.js';
import type { StageConfig } from './stage-config.js';

export interface ApiProps {
  readonly config: StageConfig;
  /** Route entries (`lambdas/...`) and the lock file are resolved against it. */
  readonly repoRoot: string;
  readonly data: Data;
  readonly realtime: Realtime;
  readonly auth: Auth;
  readonly secrets: Secrets;
}

export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** One function per route, by route id. */
  readonly functions: Readonly<Record<string, NodejsFunction>>;
  /** The execute-api host name, CloudFront's origin for `/api/*`. */
  readonly domainName: string;
  readonly url: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config, auth } = props;

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `zapsaude-${config.stage}`,
      description: 'ZapSaude API, reached through CloudFront under /api/*',
      // The stage is created below with throttling and access logs, which the default stage lacks.
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: config.throttling,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        // Ids, route and status only: no bodies, no query strings, no tokens (LGPD art. 11).
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            sourceIp: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationStatus: '$context.integrationStatus',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    const jwtAuthorizer = new HttpJwtAuthorizer('CognitoAuthorizer', auth.issuer, {
      authorizerName: 'cognito',
      jwtAudience: [auth.userPoolClient.userPoolClientId],
    });
    const noAuthorizer = new apigw.HttpNoneAuthorizer();

    const functions: Record<string, NodejsFunction> = {};
    for (const route of config.routes) {
      const fn = this.createFunction(route, props);
      functions[route.id] = fn;
      const httpRoutes = this.httpApi.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.id}-integration`, fn),
        // chat-token and webhook-token routes are checked by their handler, not by API Gateway.
        authorizer: route.auth === 'cognito' ? jwtAuthorizer : noAuthorizer,
      });
      if (route.auth !== 'cognito') {
        for (const httpRoute of httpRoutes) {
          Validations.of(httpRoute).acknowledge({ id: 'AwsSolutions-APIG4', reason: unauthorizedRouteReasons[route.auth] });
        }
      }
    }
    this.functions = functions;

    const stack = Stack.of(this);
    this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.url = `https://${this.domainName}/`;
  }

  private createFunction(route: RouteDefinition, props: ApiProps): NodejsFunction {
    const { config, data, realtime, auth, secrets, repoRoot } = props;
    const functionName = `zapsaude-${config.stage}-${route.id}`;

    const logGroup = new logs.LogGroup(this, `${route.id}-logs`, {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    // Our own role instead of AWSLambdaBasicExecutionRole: logs go to this function's group only.
    const role = new iam.Role(this, `${route.id}-role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `ZapSaude ${config.stage} ${route.method} ${route.path}`,
    });
    logGroup.grantWrite(role);

    const environment: Record<string, string> = {
      STAGE: config.stage,
      POWERTOOLS_SERVICE_NAME: route.id,
      LOG_LEVEL: config.lambdaLogLevel,
      NODE_OPTIONS: '--enable-source-maps',
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.userPoolClient.userPoolClientId,
    };
    for (const [name, access] of Object.entries(route.tables) as [TableName, 'read' | 'readWrite'][]) {
      const table = data.tables[name];
      environment[tableEnvName(name)] = table.tableName;
      if (access === 'readWrite') table.grantReadWriteData(role);
      else table.grantReadData(role);
    }
    if (route.publishes && route.publishes.length > 0) {
      environment.EVENTS_HTTP_ENDPOINT = realtime.httpEndpoint;
      for (const namespace of route.publishes) realtime.grantPublish(role, namespace);
    }
    for (const name of route.secrets ?? []) {
      const spec = secretSpecs[name];
      secrets.secrets[name].grantRead(role);
      environment[spec.arnEnvName] = secrets.secrets[name].secretArn;
      Object.assign(environment, spec.environment(config));
    }
    for (const [name, access] of Object.entries(route.buckets ?? {}) as [BucketName, BucketAccess][]) {
      environment[bucketEnvName(name)] = data.buckets[name].bucketName;
      grantBucket(role, data, name, access);
    }
    if (route.cognitoAdmin?.length) {
      role.addToPolicy(
        new iam.PolicyStatement({
          actions: route.cognitoAdmin.map((action) => `cognito-idp:${action}`),
          resources: [auth.userPool.userPoolArn],
        }),
      );
    }

    acknowledgeRoleFindings(role, route, data);

    const fn = new NodejsFunction(this, route.id, {
      functionName,
      description: `${route.method} ${route.path}`,
      entry: path.join(repoRoot, route.entry),
      handler: route.handler,
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: route.memoryMiB ?? 256,
      timeout: Duration.seconds(route.timeoutSeconds ?? 10),
      role,
      logGroup,
      environment,
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        mainFields: ['module', 'main'],
        // Bundled CommonJS dependencies still call require() for Node built-ins.
        banner: "import { createRequire as __zsCreateRequire } from 'node:module'; const require = __zsCreateRequire(import.meta.url);",
        // The SDK version the tests ran against, not whatever the runtime ships.
        bundleAwsSDK: true,
        externalModules: [],
      },
    });
    Validations.of(fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 (LTS) on purpose: the esbuild target, the local stack and the tests run the handlers on Node 20/22; moving to 24 is one reviewed change here.',
    });
    return fn;
  }
}

/** Why API Gateway does not authorise a route that is not behind Cognito. */
const unauthorizedRouteReasons: Record<Exclude<RouteAuth, 'cognito'>, string> = {
  none: 'Public route by design (the route table marks it auth: none); it takes no personal data beyond what its zod schema allows and is throttled by the stage.',
  'chat-token':
    'Authorised by the handler: the x-chat-token header is hashed and checked against the consultation it is bound to, with its expiry (DESIGN §3.3).',
  'webhook-token':
    'Authorised by the handler: the asaas-access-token header is compared in constant time before anything is read (DESIGN §3.5).',
};

type BucketAccess = 'read' | 'write' | 'readWrite';

/**
 * Exact S3 actions instead of the grant helpers' wildcards: the handlers presign GETs (read),
 * presign POST uploads (write), and check, list and delete a user's objects (readWrite). Objects
 * are encrypted with the data key, so the signer also needs that key.
 */
function grantBucket(role: iam.Role, data: Data, name: BucketName, access: BucketAccess): void {
  const bucket = data.buckets[name];
  const objectActions = {
    read: ['s3:GetObject'],
    write: ['s3:PutObject'],
    readWrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
  }[access];
  const keyActions = {
    read: ['kms:Decrypt'],
    write: ['kms:GenerateDataKey'],
    readWrite: ['kms:Decrypt', 'kms:GenerateDataKey'],
  }[access];
  role.addToPolicy(new iam.PolicyStatement({ actions: objectActions, resources: [bucket.arnForObjects('*')] }));
  if (access === 'readWrite') {
    role.addToPolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
  }
  role.addToPolicy(new iam.PolicyStatement({ actions: keyActions, resources: [data.key.keyArn] }));
  const bucketId = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as s3.CfnBucket);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
    reason: `Objects of the ${name} bucket only; the handler narrows each request to one user's prefix and presigned URLs pin the key.`,
  });
}

/**
 * The wildcards that table grants put in a function's policy, acknowledged finding by finding.
 * They stay scoped to this stack's data key and to the indexes of the route's own tables.
 */
function acknowledgeRoleFindings(role: iam.Role, route: RouteDefinition, data: Data): void {
  const names = Object.keys(route.tables) as TableName[];
  if (names.length === 0) return;
  const keyReason =
    'DynamoDB grant on the tables\' customer-managed key (this key only): ReEncrypt* and GenerateDataKey* are the variants DynamoDB needs for the table key.';
  Validations.of(role).acknowledge(
    { id: 'AwsSolutions-IAM5[Action::kms:ReEncrypt*]', reason: keyReason },
    { id: 'AwsSolutions-IAM5[Action::kms:GenerateDataKey*]', reason: keyReason },
  );
  for (const name of names) {
    const definition: TableDefinition = tables[name];
    if (!definition.globalIndexes?.length) continue;
    const table = data.tables[name];
    const logicalId = Stack.of(table).getLogicalId(table.node.defaultChild as dynamodb.CfnTable);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/index/*]`,
      reason: `Queries on the declared indexes of the ${name} table, and on no other table.`,
    });
  }
}
