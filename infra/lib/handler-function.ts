/**
 * One builder for every handler function, whether an HTTP route (api.ts) or a schedule
 * (schedules.ts) invokes it: the same bundling, runtime, tracing, log group and a role of its own
 * that reaches exactly the tables, buckets, realtime namespaces, secrets, Cognito admin actions, AI
 * services and e-mail its definition declares.
 */
import { createRequire } from 'node:module';
import { AssetHashType, DockerImage, Duration, Stack, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { bucketEnvName, type BucketName } from '#definitions/buckets.js';
import { metricsNamespace } from '#definitions/metrics.js';
import { DEFAULT_MEMORY_MIB, type AiService, type CognitoAdminAction, type RealtimeNamespace, type RouteSecret } from '#definitions/routes.js';
import { tableEnvName, tables, type TableDefinition, type TableName } from '#definitions/tables.js';
import type { Auth } from './auth.js';
import type { Data } from './data.js';
import type { Email } from './email.js';
import { bundleHandlerSync, LAMBDA_ENTRY_FILE } from './lambda-bundling.js';
import type { Realtime } from './realtime.js';
import { secretSpecs, type Secrets } from './secrets.js';
import type { StageConfig } from './stage-config.js';

type TableAccess = 'read' | 'readWrite';
type BucketAccess = 'read' | 'write' | 'readWrite';

/** What a function reaches and how it runs: the common part of a route and a schedule definition. */
export interface HandlerDefinition {
  readonly id: string;
  readonly entry: `lambdas/${string}.ts`;
  readonly handler: string;
  readonly tables: Partial<Record<TableName, TableAccess>>;
  readonly buckets?: Partial<Record<BucketName, BucketAccess>>;
  readonly publishes?: readonly RealtimeNamespace[];
  readonly secrets?: readonly RouteSecret[];
  readonly cognitoAdmin?: readonly CognitoAdminAction[];
  readonly aiServices?: readonly AiService[];
  readonly sendsEmail?: boolean;
  readonly siteUrl?: boolean;
  readonly timeoutSeconds?: number;
  readonly memoryMiB?: number;
}

/** How the function is invoked, which decides its failure handling. */
export type Invocation =
  /** API Gateway: the handler checks the x-origin-verify header CloudFront adds. */
  | { readonly kind: 'http-api' }
  /** A Function URL behind CloudFront (IAM, origin access control): no origin header. */
  | { readonly kind: 'function-url' }
  /** An EventBridge schedule: asynchronous, so failed events go to a dead-letter queue after the retries. */
  | { readonly kind: 'schedule'; readonly deadLetterQueue: sqs.IQueue; readonly retryAttempts: number; readonly maxEventAge: Duration };

export interface HandlerDependencies {
  readonly config: StageConfig;
  /** Entries (`lambdas/...`) and the lock file are resolved against it. */
  readonly repoRoot: string;
  readonly data: Data;
  readonly realtime: Realtime;
  readonly auth: Auth;
  readonly secrets: Secrets;
  readonly email: Email;
  /** The site's origin (`SITE_URL`, for e-mailed links); a token resolved once the distribution exists. */
  readonly siteUrl: string;
}

/**
 * A function's role that keeps every grant in one inline policy of the role itself rather than in a
 * `DefaultPolicy` child (`iam.Role` creates an `AWS::IAM::Policy` on the first `addToPrincipalPolicy`).
 * One resource per function fewer keeps the stack under CloudFormation's 500 resources as routes
 * grow, without splitting the routes into a nested stack, whose cross-stack references to every
 * table, key and secret would cost more than they save. The grant helpers (`table.grantReadData`,
 * `logGroup.grantWrite`, ...) all call `addToPrincipalPolicy`, so they land here unchanged. The document
 * is resolved at synthesis, so grants added after construction are included. The function already
 * depends on its role, so the role is what a grant's dependants wait for.
 */
export class HandlerRole extends iam.Role {
  readonly #grants: iam.PolicyDocument;

  constructor(scope: Construct, id: string, props: iam.RoleProps) {
    const grants = new iam.PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { ...props.inlinePolicies, grants } });
    this.#grants = grants;
  }

  override addToPrincipalPolicy(statement: iam.PolicyStatement): iam.AddToPrincipalPolicyResult {
    this.#grants.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}

/**
 * Tables whose items are written once and never changed: their grants are read and PutItem only, with
 * no UpdateItem, DeleteItem or BatchWriteItem (docs/validacao-medica.md, "The record"; CFM
 * 2.454/2026 and Lei 13.787/2018: the validation record is kept as written).
 */
export const appendOnlyTables: ReadonlySet<TableName> = new Set<TableName>(['validacao_versoes']);

/** The Bedrock foundation model a stage's AI functions may invoke, and nothing else. */
export const bedrockModelArn = (stack: Stack, modelId: string): string =>
  `arn:${stack.partition}:bedrock:${stack.region}::foundation-model/${modelId}`;

export function createHandlerFunction(
  scope: Construct,
  definition: HandlerDefinition,
  description: string,
  invocation: Invocation,
  deps: HandlerDependencies,
): lambda.Function {
  const { config, data, realtime, auth, secrets, repoRoot } = deps;
  const functionName = `zapsaude-${config.stage}-${definition.id}`;

  const logGroup = new logs.LogGroup(scope, `${definition.id}-logs`, {
    logGroupName: `/aws/lambda/${functionName}`,
    retention: config.logRetention,
    encryptionKey: data.key,
    removalPolicy: config.removalPolicy,
  });
  // Our own role instead of AWSLambdaBasicExecutionRole: logs go to this function's group only.
  const role = new HandlerRole(scope, `${definition.id}-role`, {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description: `ZapSaude ${config.stage} ${description}`,
  });
  logGroup.grantWrite(role);

  const environment: Record<string, string> = {
    STAGE: config.stage,
    POWERTOOLS_SERVICE_NAME: definition.id,
    LOG_LEVEL: config.lambdaLogLevel,
    // Business metrics (lambdas/common/metrics.ts) as embedded metric format, per stage.
    POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(config.stage),
    POWERTOOLS_METRICS_DISABLED: 'false',
    // LGPD art. 11: a response may hold health data; the Tracer never attaches one to a trace
    // (lambdas/common/observability.ts adds none, and this switches the Tracer's own capture off).
    POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
    NODE_OPTIONS: '--enable-source-maps',
    USER_POOL_ID: auth.userPool.userPoolId,
    USER_POOL_CLIENT_ID: auth.userPoolClient.userPoolClientId,
  };
  // HTTP API routes refuse requests that did not come through CloudFront. A Function URL is
  // IAM-authorised (CloudFront signs with origin access control) and a schedule is no request at all.
  if (invocation.kind === 'http-api') environment.ORIGIN_VERIFY = secrets.originVerifyValue();

  for (const [name, access] of Object.entries(definition.tables) as [TableName, TableAccess][]) {
    environment[tableEnvName(name)] = data.tables[name].tableName;
    grantTable(role, data, name, access);
  }
  if (definition.tables.validacoes !== undefined) {
    environment.VALIDACAO_ALVO_MINUTOS = String(config.validacaoAlvoMinutos);
  }
  if (definition.publishes && definition.publishes.length > 0) {
    environment.EVENTS_HTTP_ENDPOINT = realtime.httpEndpoint;
    for (const namespace of definition.publishes) realtime.grantPublish(role, namespace);
  }
  for (const name of definition.secrets ?? []) {
    const spec = secretSpecs[name];
    grantSecretRead(role, secrets.secrets[name], data);
    environment[spec.arnEnvName] = secrets.secrets[name].secretArn;
    Object.assign(environment, spec.environment(config));
  }
  const bucketGrants = Object.entries(definition.buckets ?? {}) as [BucketName, BucketAccess][];
  if (bucketGrants.length > 0) {
    // A policy of its own, not the role's default one: the function waits for its default policy,
    // the buckets' CORS rule names the distribution, and the distribution needs a streaming
    // function's URL, which would make a cycle.
    const bucketPolicy = new iam.Policy(scope, `${definition.id}-buckets`, { roles: [role] });
    Validations.of(bucketPolicy).acknowledge({
      id: 'HIPAA.Security-IAMNoInlinePolicy',
      reason: "Attached to this function's own role only, created and deleted with it; least privilege per function means nothing to share.",
    });
    for (const [name, access] of bucketGrants) {
      environment[bucketEnvName(name)] = data.bucketNames[name];
      grantBucket(bucketPolicy, data, name, access);
    }
  }
  for (const service of definition.aiServices ?? []) {
    grantAiService(role, service, config, environment);
  }
  if (definition.cognitoAdmin?.length) {
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: definition.cognitoAdmin.map((action) => `cognito-idp:${action}`),
        resources: [auth.userPool.userPoolArn],
      }),
    );
  }
  if (definition.sendsEmail) {
    deps.email.grantSend(role);
    environment.EMAIL_REMETENTE = deps.email.remetente;
    environment.EMAIL_SUPORTE = deps.email.suporte;
    environment.SITE_URL = deps.siteUrl;
  }
  if (definition.siteUrl) environment.SITE_URL = deps.siteUrl;
  if (invocation.kind === 'schedule') {
    // The queue is encrypted with the data key: Lambda sends the failed event with this role.
    data.key.grant(role, 'kms:GenerateDataKey', 'kms:Decrypt');
  }

  acknowledgeRoleFindings(role, definition, data);

  const fn = new lambda.Function(scope, definition.id, {
    functionName,
    description,
    code: handlerCode(repoRoot, definition.entry),
    handler: `${LAMBDA_ENTRY_FILE.replace(/\.mjs$/, '')}.${definition.handler}`,
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    memorySize: definition.memoryMiB ?? DEFAULT_MEMORY_MIB,
    timeout: Duration.seconds(definition.timeoutSeconds ?? 10),
    role,
    logGroup,
    environment,
    tracing: lambda.Tracing.ACTIVE,
    reservedConcurrentExecutions: config.reservedConcurrency,
    ...(invocation.kind === 'schedule'
      ? { deadLetterQueue: invocation.deadLetterQueue, retryAttempts: invocation.retryAttempts, maxEventAge: invocation.maxEventAge }
      : {}),
  });
  acknowledgeFunctionFindings(fn, role, config, invocation);
  return fn;
}

/**
 * The function's code: its entry bundled by lambda-bundling.ts (esbuild, code split) on this machine,
 * hashed by its output as NodejsFunction does, so an unchanged bundle is not uploaded again. The
 * Docker image is only CDK's fallback when local bundling is impossible; esbuild is a dev
 * dependency, so it never runs.
 */
function handlerCode(repoRoot: string, entry: string): lambda.Code {
  return lambda.Code.fromAsset(repoRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
      // Every entry shares the source folder: naming the entry tells CDK's asset cache that each
      // is a bundle of its own (the local bundler reads the entry from its closure, not from here).
      environment: { HANDLER_ENTRY: entry },
      local: {
        tryBundle(outputDir) {
          bundleHandlerSync(createRequire(import.meta.url)('esbuild') as typeof import('esbuild'), entry, outputDir);
          return true;
        },
      },
    },
  });
}

/**
 * A table for one function: the grant helpers for read and readWrite, except on an append-only
 * table, where writing means PutItem only (the handlers put each item with a condition that it does
 * not exist yet).
 */
function grantTable(role: iam.Role, data: Data, name: TableName, access: TableAccess): void {
  const table = data.tables[name];
  if (access === 'read') {
    table.grantReadData(role);
    return;
  }
  if (!appendOnlyTables.has(name)) {
    table.grantReadWriteData(role);
    return;
  }
  table.grantReadData(role);
  role.addToPolicy(new iam.PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [table.tableArn] }));
  // What DynamoDB needs of the caller to write under the table's customer-managed key.
  data.key.grant(role, 'kms:Encrypt', 'kms:ReEncrypt*', 'kms:GenerateDataKey*');
}

/**
 * Read one secret: the secret itself, and its key only through Secrets Manager. Written out rather
 * than `secret.grantRead`, which also names the role in the key's policy: the key would then
 * depend on the role while the role's own policy names the key (HandlerRole), a cycle. The key
 * policy already lets the account's IAM policies grant its use, so the role's policy is enough.
 */
function grantSecretRead(role: iam.Role, secret: secretsmanager.ISecret, data: Data): void {
  role.addToPolicy(new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], resources: [secret.secretArn] }));
  role.addToPolicy(
    new iam.PolicyStatement({
      actions: ['kms:Decrypt'],
      resources: [(secret.encryptionKey ?? data.key).keyArn],
      conditions: { StringEquals: { 'kms:ViaService': `secretsmanager.${Stack.of(role).region}.${Stack.of(role).urlSuffix}` } },
    }),
  );
}

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

/** What cdk-nag reports on every handler function, acknowledged with the reason it does not apply. */
function acknowledgeFunctionFindings(fn: lambda.Function, role: iam.Role, config: StageConfig, invocation: Invocation): void {
  Validations.of(fn).acknowledge(
    {
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 (LTS) on purpose: the esbuild target, the local stack and the tests run the handlers on Node 20/22; moving to 24 is one reviewed change here.',
    },
    {
      id: 'HIPAA.Security-LambdaInsideVPC',
      reason:
        'The function reaches only AWS APIs (DynamoDB, S3, Cognito, Secrets Manager, AppSync, Bedrock, Polly, SES), over TLS and authorised by its own IAM role, plus the Asaas API on the internet; there is no VPC resource to protect, and a VPC would add NAT gateways and ENI cold starts without narrowing access.',
    },
  );
  if (invocation.kind !== 'schedule') {
    Validations.of(fn).acknowledge({
      id: 'HIPAA.Security-LambdaDLQ',
      reason:
        'Invoked synchronously only (HTTP API or Function URL): Lambda sends only failed asynchronous events to a DLQ, so one would stay empty; the caller gets the error and retries (Asaas redelivers webhooks answered with 5xx).',
    });
  }
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
 * They stay scoped to this stack's data key and to the indexes of the function's own tables.
 */
function acknowledgeRoleFindings(role: iam.Role, definition: HandlerDefinition, data: Data): void {
  const names = Object.keys(definition.tables) as TableName[];
  if (names.length === 0) return;
  const keyReason =
    'DynamoDB grant on the tables\' customer-managed key (this key only): ReEncrypt* and GenerateDataKey* are the variants DynamoDB needs for the table key.';
  Validations.of(role).acknowledge(
    { id: 'AwsSolutions-IAM5[Action::kms:ReEncrypt*]', reason: keyReason },
    { id: 'AwsSolutions-IAM5[Action::kms:GenerateDataKey*]', reason: keyReason },
  );
  for (const name of names) {
    const table: TableDefinition = tables[name];
    if (!table.globalIndexes?.length) continue;
    const created = data.tables[name];
    const logicalId = Stack.of(created).getLogicalId(created.node.defaultChild as dynamodb.CfnTable);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/index/*]`,
      reason: `Queries on the declared indexes of the ${name} table, and on no other table.`,
    });
  }
}
