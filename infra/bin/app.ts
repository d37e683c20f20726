/**
 * The CDK app: `cdk synth -c stage=sandbox|prod` (default sandbox). Synth is offline: no lookups,
 * account and region come from the environment or stay unresolved.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { repoRoot, webDistPath } from '../lib/paths.js';
import { ZapSaudeStack } from '../lib/stack.js';
import { InvalidStageError, parseDeployStage, stageConfig } from '../lib/stage-config.js';
import { assertSpaBuilt, WebAssetsMissingError } from '../lib/web.js';

const app = new App();

try {
  const stage = parseDeployStage(app.node.tryGetContext('stage') ?? 'sandbox');
  // Before any Lambda is bundled, so the mistake shows at once.
  assertSpaBuilt(webDistPath);
  new ZapSaudeStack(app, `ZapSaude-${stage}`, {
    config: stageConfig(stage),
    repoRoot,
    webAssetPath: webDistPath,
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    description: `ZapSaude (${stage}): telemedicina com pre-diagnostico por IA`,
    tags: { project: 'zapsaude', stage },
  });
} catch (error) {
  // A wrong stage or an unbuilt SPA is a usage mistake: say what to do, without a stack trace.
  if (error instanceof InvalidStageError || error instanceof WebAssetsMissingError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
