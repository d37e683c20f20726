/**
 * The CDK app: `cdk synth -c stage=sandbox|prod` (default sandbox). Synth is offline: no lookups,
 * account and region come from the environment or stay unresolved.
 *
 * The CloudFront web ACL must live in us-east-1 (infra/lib/waf.ts). With no region, or us-east-1,
 * the main stack holds it. With another region the app also defines `ZapSaude-<stage>-edge` in
 * us-east-1; deploy that first, then the main stack with `-c webAclArn=<its WebAclArn output>`
 * (until then only the edge stack is synthesised).
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { repoRoot, webDistPath } from '../lib/paths.js';
import { ZapSaudeStack } from '../lib/stack.js';
import { InvalidStageError, parseDeployStage, stageConfig } from '../lib/stage-config.js';
import { CLOUDFRONT_WAF_REGION, ZapSaudeEdgeStack } from '../lib/waf.js';
import { assertSpaBuilt, WebAssetsMissingError } from '../lib/web.js';

const app = new App();

try {
  const stage = parseDeployStage(app.node.tryGetContext('stage') ?? 'sandbox');
  const config = stageConfig(stage);
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const region = process.env.CDK_DEFAULT_REGION;
  const tags = { project: 'zapsaude', stage };
  let webAclArn = app.node.tryGetContext('webAclArn') as string | undefined;
  const separateEdge = region !== undefined && region !== CLOUDFRONT_WAF_REGION;
  if (separateEdge) {
    new ZapSaudeEdgeStack(app, `ZapSaude-${stage}-edge`, {
      config,
      env: { account, region: CLOUDFRONT_WAF_REGION },
      description: `ZapSaude (${stage}): the CloudFront WAF web ACL (us-east-1 only)`,
      tags,
    });
  } else {
    webAclArn = undefined;
  }
  if (!separateEdge || webAclArn) {
    // Before any Lambda is bundled, so the mistake shows at once.
    assertSpaBuilt(webDistPath);
    new ZapSaudeStack(app, `ZapSaude-${stage}`, {
      config,
      repoRoot,
      webAssetPath: webDistPath,
      webAclArn,
      env: { account, region },
      description: `ZapSaude (${stage}): telemedicina com pre-diagnostico por IA`,
      tags,
    });
  } else {
    console.error(
      `ZapSaude-${stage} is in ${region}: deploy ZapSaude-${stage}-edge first, then pass its WebAclArn output with -c webAclArn=<arn> to synthesise ZapSaude-${stage}.`,
    );
  }
} catch (error) {
  // A wrong stage or an unbuilt SPA is a usage mistake: say what to do, without a stack trace.
  if (error instanceof InvalidStageError || error instanceof WebAssetsMissingError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new HIPAASecurityChecks(app));
