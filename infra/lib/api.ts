/**
 * The HTTP API: one Lambda per route of the route table (infra/definitions/routes.ts), each with
 * a role that reaches exactly the tables and realtime namespaces its route declares.
 */
import path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../definitions/routes.js';
import { tableEnvName, type TableName } from '../definitions/tables.js';
import type { Auth } from './auth.js';
import type { Data } from './data.js';
import type { Realtime } from './realtime.js';
import type { StageConfig } from './stage-config.js';

export interface ApiProps {
  readonly config: StageConfig;
  /** Route entries (`lambdas/...`) and the lock file are resolved against it. */
  readonly repoRoot: string;
  readonly data: Data;
  readonly realtime: Realtime;
  readonly auth: Auth;
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
      this.httpApi.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.id}-integration`, fn),
        // chat-token and webhook-token routes are checked by their handler, not by API Gateway.
        authorizer: route.auth === 'cognito' ? jwtAuthorizer : noAuthorizer,
      });
    }
    this.functions = functions;

    const stack = Stack.of(this);
    this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.url = `https://${this.domainName}/`;
  }

  private createFunction(route: RouteDefinition, props: ApiProps): NodejsFunction {
    const { config, data, realtime, auth, repoRoot } = props;
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

    return new NodejsFunction(this, route.id, {
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
  }
}
