/** The whole product in one stack per stage: auth, data, realtime, API, the site and its WAF, observability. */
import { CfnOutput, Stack, Token, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AccessLogs } from './access-logs.js';
import { Api } from './api.js';
import { Auth } from './auth.js';
import { Data } from './data.js';
import { Observability } from './observability.js';
import { Realtime } from './realtime.js';
import { Secrets } from './secrets.js';
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
  readonly api: Api;
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
    this.realtime = new Realtime(this, 'Realtime', { config, logsKey: this.data.key });
    this.secrets = new Secrets(this, 'Secrets', { config, key: this.data.key });
    this.api = new Api(this, 'Api', {
      config,
      secrets: this.secrets,
      repoRoot: props.repoRoot,
      data: this.data,
      realtime: this.realtime,
      auth: this.auth,
    });

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
    this.observability = new Observability(this, 'Observability', { config, api: this.api, data: this.data });

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
    for (const [name, secret] of Object.entries(this.secrets.secrets)) {
      new CfnOutput(this, `Secret${name[0]!.toUpperCase()}${name.slice(1)}`, {
        value: secret.secretName,
        description: 'Set its manual keys after the first deploy (see infra/lib/secrets.ts)',
      });
    }
  }
}
