/**
 * The HTTP API: one Lambda per route of the route table (infra/definitions/routes.ts), each with
 * a role that reaches exactly the tables, buckets, realtime namespaces, secrets, Cognito admin
 * actions and AI services its route declares. A `streaming` route is not an HTTP API route (HTTP
 * APIs cannot stream): its function gets a Function URL in RESPONSE_STREAM mode, IAM-authorised, that
 * only CloudFront (origin access control) can call; web.ts routes its path there.
 *
 * Every function is invoked synchronously (API Gateway or the Function URL): there is no
 * asynchronous invocation or event source anywhere in the stack, so there is nothing a dead-letter
 * queue or an on-failure destination could ever receive. The caller sees the error and retries
 * (Asaas redelivers a webhook answered with a 5xx). test/cdk/observability.test.ts keeps it so.
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
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { bucketEnvName, type BucketName } from '../definitions/buckets.js';
import type { AiService, RouteAuth, RouteDefinition } from '../definitions/routes.js';
import { metricsNamespace } from '../definitions/metrics.js';
import { tableEnvName, tables, type TableDefinition, type TableName } from '../definitions/tables.js';
import type { Auth } from './auth.js';
import type { Data } from './data.js';
import { lambdaBundling } from './lambda-bundling.js';
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

/** The Bedrock foundation model a stage's AI routes may invoke, and nothing else. */
export const bedrockModelArn = (stack: Stack, modelId: string): string =>
  `arn:${stack.partition}:bedrock:${stack.region}::foundation-model/${modelId}`;

export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** One function per route, by route id. */
  readonly functions: Readonly<Record<string, NodejsFunction>>;
  /** The Function URLs of the streaming routes, by route id (CloudFront's origins for their paths). */
  readonly functionUrls: Readonly<Record<string, lambda.FunctionUrl>>;
  /** The streaming routes of this stage, served through their Function URL rather than the HTTP API. */
  readonly streamingRoutes: readonly RouteDefinition[];
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
      encryptionKey: props.data.key,
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
    const functionUrls: Record<string, lambda.FunctionUrl> = {};
    for (const route of config.routes) {
      const fn = this.createFunction(route, props);
      functions[route.id] = fn;
      if (route.streaming) {
        // No JWT authorizer in front of a Function URL: the handler must authorise the request itself.
        if (route.auth === 'cognito') throw new Error(`Streaming route ${route.id} cannot use auth 'cognito': Function URLs have no JWT authorizer`);
        functionUrls[route.id] = fn.addFunctionUrl({
          authType: lambda.FunctionUrlAuthType.AWS_IAM,
          invokeMode: lambda.InvokeMode.RESPONSE_STREAM,
        });
        continue;
      }
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
    this.functionUrls = functionUrls;
    this.streamingRoutes = config.routes.filter((route) => route.streaming === true);

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
      encryptionKey: data.key,
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
      // Business metrics (lambdas/common/metrics.ts) as embedded metric format, per stage.
      POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(config.stage),
      POWERTOOLS_METRICS_DISABLED: 'false',
      NODE_OPTIONS: '--enable-source-maps',
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.userPoolClient.userPoolClientId,
    };
    // HTTP API routes refuse requests that did not come through CloudFront. A streaming route's
    // Function URL is IAM-authorised (CloudFront signs with origin access control) and needs no header.
    if (!route.streaming) environment.ORIGIN_VERIFY = secrets.originVerifyValue();
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
    const bucketGrants = Object.entries(route.buckets ?? {}) as [BucketName, BucketAccess][];
    if (bucketGrants.length > 0) {
      // A policy of its own, not the role's default one: the function waits for its default policy,
      // the buckets' CORS rule names the distribution, and the distribution needs a streaming
      // function's URL, which would make a cycle.
      const bucketPolicy = new iam.Policy(this, `${route.id}-buckets`, { roles: [role] });
      Validations.of(bucketPolicy).acknowledge({
        id: 'HIPAA.Security-IAMNoInlinePolicy',
        reason: "Attached to this function's own role only, created and deleted with it; least privilege per function means nothing to share.",
      });
      for (const [name, access] of bucketGrants) {
        environment[bucketEnvName(name)] = data.bucketNames[name];
        grantBucket(bucketPolicy, data, name, access);
      }
    }
    for (const service of route.aiServices ?? []) {
      grantAiService(role, service, config, environment);
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
      tracing: lambda.Tracing.ACTIVE,
      reservedConcurrentExecutions: config.reservedConcurrency,
      // One options object for every function and for the bundle bench (lambda-bundling.ts).
      bundling: lambdaBundling,
    });
    acknowledgeFunctionFindings(fn, role, config);
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

/**
 * An AI service for one function: Bedrock on the stage's one model (Converse needs
 * bedrock:InvokeModel, ConverseStream bedrock:InvokeModelWithResponseStream), or Polly speech.
 */
function grantAiService(role: iam.Role, service: AiService, config: StageConfig, environment: Record<string, string>): void {
  const stack = Stack.of(role);
  if (service === 'bedrock') {
    environment.BEDROCK_MODEL_ID = config.bedrockModelId;
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
        resources: [bedrockModelArn(stack, config.bedrockModelId)],
      }),
    );
    return;
  }
  environment.POLLY_ENABLED = 'true';
  role.addToPolicy(new iam.PolicyStatement({ actions: ['polly:SynthesizeSpeech'], resources: ['*'] }));
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'polly:SynthesizeSpeech has no resource of its own (only the optional lexicons, which we do not use), so IAM accepts no narrower resource; the action is the only Polly one granted.',
  });
}

/** What cdk-nag reports on every route function, acknowledged with the reason it does not apply. */
function acknowledgeFunctionFindings(fn: NodejsFunction, role: iam.Role, config: StageConfig): void {
  Validations.of(fn).acknowledge(
    {
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 (LTS) on purpose: the esbuild target, the local stack and the tests run the handlers on Node 20/22; moving to 24 is one reviewed change here.',
    },
    {
      id: 'HIPAA.Security-LambdaDLQ',
      reason:
        'Invoked synchronously only (HTTP API or Function URL): Lambda sends only failed asynchronous events to a DLQ, so one would stay empty; the caller gets the error and retries (Asaas redelivers webhooks answered with 5xx).',
    },
    {
      id: 'HIPAA.Security-LambdaInsideVPC',
      reason:
        'The function reaches only AWS APIs (DynamoDB, S3, Cognito, Secrets Manager, AppSync, Bedrock, Polly), over TLS and authorised by its own IAM role, plus the Asaas API on the internet; there is no VPC resource to protect, and a VPC would add NAT gateways and ENI cold starts without narrowing access.',
    },
  );
  if (config.reservedConcurrency === undefined) {
    Validations.of(fn).acknowledge({
      id: 'HIPAA.Security-LambdaConcurrency',
      reason: `Stage ${config.stage}: sandbox accounts often have a regional quota of 10 concurrent executions, and reserving for each function would fail the deploy; prod reserves per function (stage-config.ts). Stage throttling still caps the API.`,
    });
  }
  Validations.of(role).acknowledge(
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Active X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource-level permissions.',
    },
    {
      id: 'HIPAA.Security-IAMNoInlinePolicy',
      reason:
        "The policy belongs to this function's own role only and is created and deleted with it; a customer-managed policy is for sharing permissions, which least privilege per function avoids.",
    },
  );
}

type BucketAccess = 'read' | 'write' | 'readWrite';

/**
 * Exact S3 actions instead of the grant helpers' wildcards: the handlers presign GETs (read),
 * presign POST uploads (write), and check, list and delete a user's objects (readWrite). Objects
 * are encrypted with the data key, so the signer also needs that key.
 */
function grantBucket(policy: iam.Policy, data: Data, name: BucketName, access: BucketAccess): void {
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
  policy.addStatements(new iam.PolicyStatement({ actions: objectActions, resources: [bucket.arnForObjects('*')] }));
  if (access === 'readWrite') {
    policy.addStatements(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
  }
  policy.addStatements(new iam.PolicyStatement({ actions: keyActions, resources: [data.key.keyArn] }));
  const bucketId = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as s3.CfnBucket);
  Validations.of(policy).acknowledge({
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
