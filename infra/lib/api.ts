/**
 * The HTTP API: one Lambda per route of the route table (definitions/routes.ts), built by
 * handler-function.ts with a role that reaches exactly what its route declares. A `streaming` route
 * is not an HTTP API route (HTTP APIs cannot stream): its function gets a Function URL in
 * RESPONSE_STREAM mode, IAM-authorised, that only CloudFront (origin access control) can call;
 * web.ts routes its path there.
 *
 * `cognito` and `medico` routes sit behind the Cognito JWT authorizer; a `medico` handler also
 * requires `medicos` in the token's `cognito:groups` (403 otherwise). The other routes are checked
 * by their handler (chat, webhook or results token) or are public.
 *
 * Every route function is invoked synchronously (API Gateway or the Function URL), so nothing could
 * reach a dead-letter queue; the caller sees the error and retries (Asaas redelivers a webhook
 * answered with a 5xx). The only asynchronous invocations are the schedules (schedules.ts), which
 * have one. test/cdk/observability.test.ts keeps it so.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteAuth, RouteDefinition } from '#definitions/routes.js';
import { createHandlerFunction, type HandlerDependencies } from './handler-function.js';

export type ApiProps = HandlerDependencies;

/** Route auth modes that API Gateway checks with the Cognito JWT authorizer. */
export const jwtRouteAuth: ReadonlySet<RouteAuth> = new Set<RouteAuth>(['cognito', 'medico']);

export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** One function per route, by route id. */
  readonly functions: Readonly<Record<string, lambda.Function>>;
  /** The Function URLs of the streaming routes, by route id (CloudFront's origins for their paths). */
  readonly functionUrls: Readonly<Record<string, lambda.FunctionUrl>>;
  /** The streaming routes of this stage, served through their Function URL rather than the HTTP API. */
  readonly streamingRoutes: readonly RouteDefinition[];
  /** The execute-api host name, CloudFront's origin for `/api/*`. */
  readonly domainName: string;
  readonly url: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config, auth, data } = props;

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `zapsaude-${config.stage}`,
      description: 'ZapSaude API, reached through CloudFront under /api/*',
      // The stage is created below with throttling and access logs, which the default stage lacks.
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: config.logRetention,
      encryptionKey: data.key,
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

    const functions: Record<string, lambda.Function> = {};
    const functionUrls: Record<string, lambda.FunctionUrl> = {};
    /** The stage's `RouteSettings`: the routes with limits of their own (stage-config.ts routeCapacity). */
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of config.routes) {
      // No JWT authorizer in front of a Function URL: the handler must authorise the request itself.
      if (route.streaming && jwtRouteAuth.has(route.auth)) {
        throw new Error(`Streaming route ${route.id} cannot use auth '${route.auth}': Function URLs have no JWT authorizer`);
      }
      const fn = createHandlerFunction(this, route, `${route.method} ${route.path}`, { kind: route.streaming ? 'function-url' : 'http-api' }, props);
      functions[route.id] = fn;
      if (route.streaming) {
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
        // chat-token, webhook-token and resultados-token routes are checked by their handler.
        authorizer: jwtRouteAuth.has(route.auth) ? jwtAuthorizer : noAuthorizer,
      });
      const capacity = config.routeCapacity[route.id];
      if (capacity) {
        routeSettings[`${route.method} ${route.path}`] = {
          ThrottlingRateLimit: capacity.throttling.rateLimit,
          ThrottlingBurstLimit: capacity.throttling.burstLimit,
        };
        if (capacity.reservedConcurrency !== undefined) {
          (fn.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = capacity.reservedConcurrency;
        }
        // A stage's route settings may only name routes that already exist.
        for (const httpRoute of httpRoutes) this.stage.node.addDependency(httpRoute);
      }
      const unauthorizedReason = unauthorizedRouteReasons[route.auth as Exclude<RouteAuth, 'cognito' | 'medico'>];
      if (!jwtRouteAuth.has(route.auth)) {
        for (const httpRoute of httpRoutes) {
          Validations.of(httpRoute).acknowledge({ id: 'AwsSolutions-APIG4', reason: unauthorizedReason });
        }
      }
    }
    if (Object.keys(routeSettings).length > 0) {
      (this.stage.node.defaultChild as apigw.CfnStage).routeSettings = routeSettings;
    }
    this.functions = functions;
    this.functionUrls = functionUrls;
    this.streamingRoutes = config.routes.filter((route) => route.streaming === true);

    const stack = Stack.of(this);
    this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.url = `https://${this.domainName}/`;
  }
}

/** Why API Gateway does not authorise a route that is not behind Cognito. */
const unauthorizedRouteReasons: Record<Exclude<RouteAuth, 'cognito' | 'medico'>, string> = {
  none: 'Public route by design (the route table marks it auth: none); it takes no personal data beyond what its zod schema allows and is throttled by the stage.',
  'chat-token':
    'Authorised by the handler: the x-chat-token header is hashed and checked against the consultation it is bound to, with its expiry (docs/arquitetura.md#chat-tokens).',
  'webhook-token':
    'Authorised by the handler: the asaas-access-token header is compared in constant time before anything is read (docs/arquitetura.md#payment-webhook).',
  'resultados-token':
    'Authorised by the handler: the x-resultados-token header (a 30-minute results session opened with a one-time code e-mailed to the address) is hashed and looked up before anything is read.',
};
