/**
 * The CloudFront web ACL: AWS managed rules (IP reputation, common exploits, known bad inputs) and a
 * per-IP rate limit, with its logs in CloudWatch without tokens, query strings or URI paths.
 *
 * A CLOUDFRONT-scope web ACL can only be created in us-east-1. infra/bin/app.ts therefore either
 * builds it inside the main stack (the stack is in us-east-1, or region-agnostic, in which case a
 * CloudFormation rule refuses a deploy anywhere else), or, for any other region, in the small
 * `ZapSaude-<stage>-edge` stack pinned to us-east-1 (ZapSaudeEdgeStack below), whose `WebAclArn`
 * output is passed to the main stack with `-c webAclArn=...`.
 */
import { ArnFormat, Aws, CfnOutput, CfnRule, Duration, Fn, Stack, Token, type StackProps } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { allowLogGroupEncryption } from './data.js';
import type { StageConfig } from './stage-config.js';

/** The region every CLOUDFRONT-scope WAF resource lives in. */
export const CLOUDFRONT_WAF_REGION = 'us-east-1';

/** AWS managed rule groups, in evaluation order after nothing else. */
export const managedRuleGroups = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

/** Viewer-request parts that carry secrets: never written to the WAF logs. */
const redactedHeaders = ['authorization', 'cookie', 'x-chat-token', 'asaas-access-token'];

export interface EdgeWebAclProps {
  readonly config: StageConfig;
  /** Encrypts the WAF log group; must be in the web ACL's region. */
  readonly logsKey: kms.IKey;
}

export class EdgeWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  readonly arn: string;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: EdgeWebAclProps) {
    super(scope, id);
    const { config } = props;
    const name = `zapsaude-${config.stage}`;
    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name,
      description: `ZapSaude ${config.stage}: managed rules and a per-IP rate limit in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(name),
      rules: [
        ...managedRuleGroups.map(
          (group, priority): wafv2.CfnWebACL.RuleProperty => ({
            name: group,
            priority,
            overrideAction: { none: {} },
            statement: {
              managedRuleGroupStatement: {
                vendorName: 'AWS',
                name: group,
                // The handlers enforce their own body limits (16 KB for a chat message, 64 KB for a
                // webhook); the common set's 8 KB body rule would refuse legitimate long messages.
                ...(group === 'AWSManagedRulesCommonRuleSet'
                  ? { ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }] }
                  : {}),
              },
            },
            visibilityConfig: visibility(`${name}-${group}`),
          }),
        ),
        {
          name: 'RateLimitPerIp',
          priority: managedRuleGroups.length,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: config.wafRateLimitPer5Minutes,
              aggregateKeyType: 'IP',
              evaluationWindowSec: Duration.minutes(5).toSeconds(),
            },
          },
          visibilityConfig: visibility(`${name}-rate-limit`),
        },
      ],
    });
    this.arn = this.webAcl.attrArn;

    // WAF only delivers to log groups whose name starts with aws-waf-logs-.
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `aws-waf-logs-${name}`,
      retention: config.logRetention,
      encryptionKey: props.logsKey,
      removalPolicy: config.removalPolicy,
    });
    new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [
        Stack.of(this).formatArn({ service: 'logs', resource: 'log-group', resourceName: this.logGroup.logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
      ],
      // The URI path too: secure chat links used to carry their token in the path, and links already
      // e-mailed may still be opened. WAF redaction applies to a field of every logged request and
      // cannot be limited to token-bearing routes, so no WAF log line keeps its path. New links carry
      // the token in the fragment (web/src/lib/link-seguro.ts), which no request sends.
      redactedFields: [...redactedHeaders.map((header) => ({ singleHeader: { Name: header } })), { queryString: {} }, { uriPath: {} }],
    });
  }
}

/**
 * Refuses, at deploy time, a region-agnostic template that holds a CLOUDFRONT web ACL anywhere but
 * us-east-1 (CloudFormation would otherwise fail halfway with a less helpful error).
 */
export function requireCloudFrontWafRegion(stack: Stack): void {
  if (!Token.isUnresolved(stack.region)) return;
  new CfnRule(stack, 'WebAclRegion', {
    assertions: [
      {
        assert: Fn.conditionEquals(Aws.REGION, CLOUDFRONT_WAF_REGION),
        assertDescription:
          'The CloudFront web ACL can only be created in us-east-1. Deploy this stack there, or set CDK_DEFAULT_REGION to your region: app.ts then creates ZapSaude-<stage>-edge in us-east-1; deploy it first and pass its WebAclArn output with -c webAclArn=...',
      },
    ],
  });
}

export interface ZapSaudeEdgeStackProps extends StackProps {
  readonly config: StageConfig;
}

/** The web ACL alone, in us-east-1, for a main stack deployed in another region. */
export class ZapSaudeEdgeStack extends Stack {
  readonly webAcl: EdgeWebAcl;

  constructor(scope: Construct, id: string, props: ZapSaudeEdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    const key = new kms.Key(this, 'LogsKey', {
      alias: `alias/zapsaude-${config.stage}-edge`,
      description: `ZapSaude ${config.stage}: the WAF logs in ${CLOUDFRONT_WAF_REGION}`,
      enableKeyRotation: true,
      removalPolicy: config.removalPolicy,
    });
    allowLogGroupEncryption(key);
    this.webAcl = new EdgeWebAcl(this, 'Waf', { config, logsKey: key });
    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.arn,
      description: `Pass to the main stack: cdk deploy ZapSaude-${config.stage} -c stage=${config.stage} -c webAclArn=<this value>`,
    });
  }
}
