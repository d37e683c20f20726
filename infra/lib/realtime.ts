/**
 * AppSync Events for realtime (visitors online, payment approved, a consultation's validation, the
 * physicians' queue). The SPA subscribes with the public API key, or, on the physicians' queue,
 * with the physician's Cognito token; only Lambdas, signed with their IAM role, may publish.
 */
import { Expiration, Stack, Validations } from 'aws-cdk-lib';
import * as appsync from 'aws-cdk-lib/aws-appsync';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RealtimeNamespace } from '#definitions/routes.js';
import type { StageConfig } from './stage-config.js';

export interface NamespaceAuth {
  readonly publish: readonly appsync.AppSyncAuthorizationType[];
  readonly subscribe: readonly appsync.AppSyncAuthorizationType[];
  /**
   * Subscriptions must name one exact `/<namespace>/<32 hex digits>` channel: the channel name is
   * the secret (a checkout id, a hash of the Cognito sub), so a wildcard `/<namespace>/*` with the
   * public API key would let anyone listen to everyone's events.
   */
  readonly exactSecretChannel: boolean;
  /**
   * Only members of this Cognito group may subscribe (the onSubscribe handler reads the groups of
   * the caller's user-pool token); for namespaces subscribed with USER_POOL.
   */
  readonly subscriberGroup?: string;
}

const { API_KEY, IAM, USER_POOL } = appsync.AppSyncAuthorizationType;

/** Every namespace of the route table, with who may publish and subscribe (a new one fails to compile until listed). */
export const namespaceAuth: Readonly<Record<RealtimeNamespace, NamespaceAuth>> = {
  // Presence counts are public; anyone with the SPA's key may watch them, never write them.
  presence: { publish: [IAM], subscribe: [API_KEY], exactSecretChannel: false },
  // `/pagamentos/<checkoutId>`: the waiting screen of one checkout.
  pagamentos: { publish: [IAM], subscribe: [API_KEY], exactSecretChannel: true },
  // `/pacientes/<sha256(sub) prefix>`: one signed-in patient's releases.
  pacientes: { publish: [IAM], subscribe: [API_KEY], exactSecretChannel: true },
  // `/validacoes/<canal>`: one consultation's validation result; `canal` is 128 random bits given
  // only to the chat's holder, the events carry the status only.
  validacoes: { publish: [IAM], subscribe: [API_KEY], exactSecretChannel: true },
  // `/medicos/fila`: new cases, claims and decisions (ids and statuses); physicians only.
  medicos: { publish: [IAM], subscribe: [USER_POOL], exactSecretChannel: false, subscriberGroup: 'medicos' },
};

/**
 * APPSYNC_JS onSubscribe handler for `exactSecretChannel` namespaces. Plain string operations only
 * (the AppSync JS runtime has no try/catch and limited built-ins); exported for the tests.
 */
export const exactSecretChannelHandlerCode = `import { util } from '@aws-appsync/utils';

export function onSubscribe(ctx) {
  const path = ctx.info.channel.path;
  const parts = (path.charAt(0) === '/' ? path.substring(1) : path).split('/');
  const id = parts.length === 2 ? parts[1] : '';
  const hex = '0123456789abcdef';
  const valid = id.length === 32 && id.split('').every((c) => hex.indexOf(c) !== -1);
  if (!valid) {
    util.unauthorized();
  }
}
`;

/**
 * APPSYNC_JS onSubscribe handler that admits only members of `group`: AppSync has already verified
 * the Cognito token (the namespace subscribes with USER_POOL only), and `ctx.identity.groups` holds
 * its `cognito:groups`. Any other identity (none, IAM, another group) is refused.
 */
export const groupOnlyHandlerCode = (group: string): string => `import { util } from '@aws-appsync/utils';

export function onSubscribe(ctx) {
  const identity = ctx.identity;
  const groups = identity && identity.groups ? identity.groups : [];
  if (groups.indexOf(${JSON.stringify(group)}) === -1) {
    util.unauthorized();
  }
}
`;

/** The onSubscribe handler of a namespace, if it has one. */
export function subscribeHandlerCode(auth: NamespaceAuth): string | undefined {
  if (auth.exactSecretChannel && auth.subscriberGroup) throw new Error('A namespace has one subscribe handler: a secret channel or a group');
  if (auth.exactSecretChannel) return exactSecretChannelHandlerCode;
  if (auth.subscriberGroup) return groupOnlyHandlerCode(auth.subscriberGroup);
  return undefined;
}

export interface RealtimeProps {
  readonly config: StageConfig;
  /** The user pool whose tokens subscribe to the namespaces that take USER_POOL (the physicians'). */
  readonly userPool: cognito.IUserPool;
  /** The web app client: AppSync accepts tokens issued to it only. */
  readonly userPoolClientId: string;
  /** The stack key, for the error log group. */
  readonly logsKey: kms.IKey;
}

export class Realtime extends Construct {
  readonly api: appsync.EventApi;
  readonly namespaces: Readonly<Record<RealtimeNamespace, appsync.ChannelNamespace>>;
  /** The key the SPA subscribes with; public by design, it is written to config.json. */
  readonly apiKey: string;
  /** `https://<host>/event`: what Amplify's `API.Events.endpoint` and `EVENTS_HTTP_ENDPOINT` take. */
  readonly httpEndpoint: string;
  /** `wss://<host>/event/realtime`. */
  readonly realtimeEndpoint: string;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    const { config } = props;

    this.api = new appsync.EventApi(this, 'EventApi', {
      apiName: `zapsaude-${config.stage}-events`,
      authorizationConfig: {
        authProviders: [
          {
            authorizationType: API_KEY,
            apiKeyConfig: {
              name: 'web',
              description: 'ZapSaude SPA: subscribe only',
              expires: Expiration.after(config.realtimeApiKeyValidity),
            },
          },
          { authorizationType: IAM },
          // Tokens of this pool only, from the web app client (the physicians' cockpit).
          {
            authorizationType: USER_POOL,
            cognitoConfig: { userPool: props.userPool, appIdClientRegex: props.userPoolClientId },
          },
        ],
        connectionAuthModeTypes: [API_KEY, IAM, USER_POOL],
        // Namespaces added later are safe by default: publish needs IAM, the key only subscribes.
        defaultPublishAuthModeTypes: [IAM],
        defaultSubscribeAuthModeTypes: [API_KEY],
      },
    });

    const namespaces = {} as Record<RealtimeNamespace, appsync.ChannelNamespace>;
    for (const [name, auth] of Object.entries(namespaceAuth) as [RealtimeNamespace, NamespaceAuth][]) {
      namespaces[name] = this.api.addChannelNamespace(toConstructId(name), {
        channelNamespaceName: name,
        code: subscribeCode(auth),
        authorizationConfig: {
          publishAuthModeTypes: [...auth.publish],
          subscribeAuthModeTypes: [...auth.subscribe],
        },
      });
    }
    this.namespaces = namespaces;

    const webKey = this.api.apiKeys.web;
    if (!webKey) throw new Error('EventApi did not create the web API key');
    this.apiKey = webKey.attrApiKey;
    this.httpEndpoint = `https://${this.api.httpDns}/event`;
    this.realtimeEndpoint = `wss://${this.api.realtimeDns}/event/realtime`;

    this.enableErrorLogging(config, props.logsKey);
  }

  /** Lets `grantee` publish to one namespace only (SigV4-signed HTTP publish). */
  grantPublish(grantee: iam.IGrantable, namespace: RealtimeNamespace): iam.Grant {
    return this.api.grant(grantee, appsync.AppSyncEventResource.ofChannelNamespace(namespace), 'appsync:EventPublish');
  }

  /**
   * ERROR-level logs into a log group with the stage's retention. Written by hand because the L2's
   * `logConfig` adds a LogRetention custom-resource Lambda and an AWS-managed policy; ERROR level
   * keeps event payloads out of the logs.
   */
  private enableErrorLogging(config: StageConfig, logsKey: kms.IKey): void {
    const logGroup = new logs.LogGroup(this, 'LogGroup', {
      logGroupName: `/aws/appsync/apis/${this.api.apiId}`,
      retention: config.logRetention,
      encryptionKey: logsKey,
      removalPolicy: config.removalPolicy,
    });
    const role = new iam.Role(this, 'LogsRole', {
      assumedBy: new iam.ServicePrincipal('appsync.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'AppSync Events writes its error logs',
    });
    // A separate policy, not the role's inline one: the API references the role, the log group
    // references the API, and the policy references both, so there is no cycle.
    const policy = new iam.Policy(this, 'LogsPolicy', {
      roles: [role],
      statements: [
        new iam.PolicyStatement({
          actions: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [logGroup.logGroupArn],
        }),
      ],
    });
    Validations.of(policy).acknowledge({
      id: 'HIPAA.Security-IAMNoInlinePolicy',
      reason: "Attached to AppSync's logging role only, writing to this API's one log group; nothing else could share it.",
    });
    const cfnApi = this.api.node.defaultChild as appsync.CfnApi;
    cfnApi.addPropertyOverride('EventConfig.LogConfig', { CloudWatchLogsRoleArn: role.roleArn, LogLevel: 'ERROR' });
  }
}

function subscribeCode(auth: NamespaceAuth): appsync.Code | undefined {
  const code = subscribeHandlerCode(auth);
  return code === undefined ? undefined : appsync.Code.fromInline(code);
}

const toConstructId = (name: string): string => `${name[0]!.toUpperCase()}${name.slice(1)}Namespace`;
