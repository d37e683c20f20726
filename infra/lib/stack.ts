/** The whole product in one stack per stage: auth, data, realtime, e-mail, API, schedules, the site and its WAF, observability. */
import { CfnOutput, Lazy, Stack, Token, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { buckets, type BucketDefinition, type BucketName } from '#definitions/buckets.js';
import { AccessLogs } from './access-logs.js';
import { Api } from './api.js';
import { Auth } from './auth.js';
import { Data } from './data.js';
import { Email } from './email.js';
import { Observability } from './observability.js';
import { Realtime } from './realtime.js';
import { Schedules } from './schedules.js';
import { Secrets } from './secrets.js';
import { s3RegionalHost } from './security-headers.js';
import type { StageConfig } from './stage-config.js';
import { CLOUDFRONT_WAF_REGION, EdgeWebAcl, requireCloudFrontWafRegion } from './waf.js';
import { Web } from './web.js';

/** The stack is in a region other than us-east-1 and was given no web ACL from the edge stack. */
export class WebAclMissingError extends Error {
  constructor(readonly stackName: string) {
    super(
      `${stackName} is outside ${CLOUDFRONT_WAF_REGION}: deploy ${stackName}-edge first and pass its WebAclArn output with -c webAclArn=<arn>.`,
    );
    this.name = new.target.name;
  }
}

export interface ZapSaudeStackProps extends StackProps {
  readonly config: StageConfig;
  readonly repoRoot: string;
  /** The built SPA; see WebProps.assetPath. */
  readonly webAssetPath: string;
  /**
   * A CLOUDFRONT-scope web ACL made elsewhere (the `-edge` stack in us-east-1). Without it the web ACL
   * is created in this stack, which must then be in us-east-1 (waf.ts).
   */
  readonly webAclArn?: string;
}

export class ZapSaudeStack extends Stack {
  readonly accessLogs: AccessLogs;
  readonly auth: Auth;
  readonly data: Data;
  readonly realtime: Realtime;
  readonly secrets: Secrets;
  readonly email: Email;
  readonly api: Api;
  readonly schedules: Schedules;
  readonly web: Web;
  /** The in-stack web ACL, when no `webAclArn` was given. */
  readonly waf?: EdgeWebAcl;
  readonly observability: Observability;

  constructor(scope: Construct, id: string, props: ZapSaudeStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.accessLogs = new AccessLogs(this, 'AccessLogs', { config });
    this.auth = new Auth(this, 'Auth', { config });
    this.data = new Data(this, 'Data', { config, accessLogsBucket: this.accessLogs.bucket });
    this.realtime = new Realtime(this, 'Realtime', {
      config,
      logsKey: this.data.key,
      userPool: this.auth.userPool,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
    });
    this.secrets = new Secrets(this, 'Secrets', { config, key: this.data.key });
    this.email = new Email(this, 'Email', { config });
    const handlerDependencies = {
      config,
      repoRoot: props.repoRoot,
      data: this.data,
      realtime: this.realtime,
      auth: this.auth,
      secrets: this.secrets,
      email: this.email,
      // The distribution is created after the functions (it needs the streaming routes' URLs).
      siteUrl: Lazy.string({ produce: () => this.web.url }),
    };
    this.api = new Api(this, 'Api', handlerDependencies);
    this.schedules = new Schedules(this, 'Schedules', handlerDependencies);

    const bucketHosts = (included: (definition: BucketDefinition) => boolean): string[] =>
      (Object.keys(buckets) as BucketName[])
        .filter((name) => included(buckets[name]))
        .map((name) => s3RegionalHost(this.data.bucketNames[name], this.region, this.urlSuffix));

    let webAclArn = props.webAclArn;
    if (webAclArn === undefined) {
      if (!Token.isUnresolved(this.region) && this.region !== CLOUDFRONT_WAF_REGION) throw new WebAclMissingError(id);
      this.waf = new EdgeWebAcl(this, 'Waf', { config, logsKey: this.data.key });
      requireCloudFrontWafRegion(this);
      webAclArn = this.waf.arn;
    }

    this.web = new Web(this, 'Web', {
      config,
      assetPath: props.webAssetPath,
      apiDomainName: this.api.domainName,
      accessLogsBucket: this.accessLogs.bucket,
      webAclArn,
      originVerifyValue: this.secrets.originVerifyValue(),
      streamingOrigins: this.api.streamingRoutes.map((route) => ({ path: route.path, functionUrl: this.api.functionUrls[route.id]! })),
      logsKey: this.data.key,
      cspHosts: {
        realtimeHttpHost: this.realtime.api.httpDns,
        realtimeWebSocketHost: this.realtime.api.realtimeDns,
        cognitoHost: `cognito-idp.${this.region}.${this.urlSuffix}`,
        // By name, not by the buckets' attributes: their CORS rules name the distribution, so a
        // reference from the distribution's headers policy back to them would make a cycle.
        connectBucketHosts: bucketHosts((definition) => definition.corsMethods.length > 0),
        imageBucketHosts: bucketHosts((definition) => definition.name === 'avatars' || definition.name === 'anexos'),
        frameBucketHosts: bucketHosts((definition) => definition.name === 'anexos'),
      },
      runtimeConfig: {
        stage: config.stage,
        region: this.region,
        apiBaseUrl: '/api',
        realtime: {
          httpEndpoint: this.realtime.httpEndpoint,
          realtimeEndpoint: this.realtime.realtimeEndpoint,
          apiKey: this.realtime.apiKey,
        },
        auth: {
          userPoolId: this.auth.userPool.userPoolId,
          userPoolClientId: this.auth.userPoolClient.userPoolClientId,
        },
      },
    });

    this.data.allowBrowserOrigin(this.web.url);
    this.observability = new Observability(this, 'Observability', {
      config,
      api: this.api,
      data: this.data,
      schedules: this.schedules,
      deadLetterQueues: Object.values(this.schedules.deadLetterQueues),
    });

    new CfnOutput(this, 'SiteUrl', { value: this.web.url, description: 'The SPA (CloudFront)' });
    new CfnOutput(this, 'ApiUrl', { value: `${this.web.url}/api`, description: 'The API, through CloudFront' });
    new CfnOutput(this, 'ApiDirectUrl', {
      value: this.api.url,
      description: 'The HTTP API itself: it refuses requests without the x-origin-verify header CloudFront adds',
    });
    new CfnOutput(this, 'AsaasWebhookUrl', {
      value: `${this.web.url}/api/webhooks/asaas`,
      description: "Register in Asaas (Integrações > Webhooks) with the secret's webhookToken as the authentication token",
    });
    new CfnOutput(this, 'DashboardName', { value: `zapsaude-${config.stage}`, description: 'CloudWatch > Dashboards' });
    new CfnOutput(this, 'WebAclArn', { value: webAclArn });
    if (this.observability.alarmTopic) {
      new CfnOutput(this, 'AlarmTopicArn', {
        value: this.observability.alarmTopic.topicArn,
        description: 'Subscribe the on-call e-mail or chat to receive the alarms',
      });
    }
    new CfnOutput(this, 'EventsHttpEndpoint', { value: this.realtime.httpEndpoint });
    new CfnOutput(this, 'EventsRealtimeEndpoint', { value: this.realtime.realtimeEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'EmailIdentity', {
      value: this.email.identity.emailIdentityName,
      description: `SES sending identity; mail goes out as ${this.email.remetente} once the DKIM records are in DNS`,
    });
    this.email.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `EmailDkimRecord${index + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: 'Add to the DNS of the sending domain (Easy DKIM)',
      });
    });
    for (const [name, secret] of Object.entries(this.secrets.secrets)) {
      new CfnOutput(this, `Secret${name[0]!.toUpperCase()}${name.slice(1)}`, {
        value: secret.secretName,
        description: 'Set its manual keys after the first deploy (see infra/lib/secrets.ts)',
      });
    }
  }
}
