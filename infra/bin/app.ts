/**
 * The CDK app: `cdk synth -c stage=sandbox|prod` (default sandbox). Synth is offline: no lookups,
 * account and region come from the environment or stay unresolved.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { repoRoot, webDistPath } from '../lib/paths.js';
import { ZapSaudeStack } from '../lib/stack.js';
import { parseDeployStage, stageConfig } from '../lib/stage-config.js';

const app = new App();
const stage = parseDeployStage(app.node.tryGetContext('stage') ?? 'sandbox');

new ZapSaudeStack(app, `ZapSaude-${stage}`, {
  config: stageConfig(stage),
  repoRoot,
  webAssetPath: webDistPath,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: `ZapSaude (${stage}): telemedicina com pré-diagnóstico por IA`,
  tags: { project: 'zapsaude', stage },
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
