/** The whole product in one stack per stage: auth, data, realtime, API and the site. */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AccessLogs } from './access-logs.js';
import { Api } from './api.js';
import { Auth } from './auth.js';
import { Data } from './data.js';
import { Realtime } from './realtime.js';
import { Secrets } from './secrets.js';
import type { StageConfig } from './stage-config.js';
import { Web } from './web.js';

export interface ZapSaudeStackProps extends StackProps {
  readonly config: StageConfig;
  readonly repoRoot: string;
  /** The built SPA; see WebProps.assetPath. */
  readonly webAssetPath: string;
}

export class ZapSaudeStack extends Stack {
  readonly accessLogs: AccessLogs;
  readonly auth: Auth;
  readonly data: Data;
  readonly realtime: Realtime;
  readonly secrets: Secrets;
  readonly api: Api;
  readonly web: Web;

  constructor(scope: Construct, id: string, props: ZapSaudeStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.accessLogs = new AccessLogs(this, 'AccessLogs', { config });
    this.auth = new Auth(this, 'Auth', { config });
    this.data = new Data(this, 'Data', { config, accessLogsBucket: this.accessLogs.bucket });
    this.realtime = new Realtime(this, 'Realtime', { config });
    this.secrets = new Secrets(this, 'Secrets', { config });
    this.api = new Api(this, 'Api', {
      config,
      secrets: this.secrets,
      repoRoot: props.repoRoot,
      data: this.data,
      realtime: this.realtime,
      auth: this.auth,
    });
    this.web = new Web(this, 'Web', {
      config,
      assetPath: props.webAssetPath,
      apiDomainName: this.api.domainName,
      accessLogsBucket: this.accessLogs.bucket,
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

    new CfnOutput(this, 'SiteUrl', { value: this.web.url, description: 'The SPA (CloudFront)' });
    new CfnOutput(this, 'ApiUrl', { value: `${this.web.url}/api`, description: 'The API, through CloudFront' });
    new CfnOutput(this, 'ApiDirectUrl', { value: this.api.url, description: 'The HTTP API, bypassing CloudFront' });
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
