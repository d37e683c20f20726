/**
 * The third-party secrets the route table names (`RouteDefinition.secrets`). CDK creates each
 * secret once; its provider credentials are filled in by hand after the first deploy, never in code.
 */
import { SecretValue, Validations } from 'aws-cdk-lib';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { RouteSecret } from '#definitions/routes.js';
import type { StageConfig } from './stage-config.js';

interface SecretSpec {
  readonly description: string;
  /** JSON keys the operator fills in after the first deploy. */
  readonly manualKeys: readonly string[];
  /** JSON key CDK generates (a random token we hand to the provider), if the provider takes one. */
  readonly generatedKey?: string;
  /** The environment variable the handler reads the secret's ARN from. */
  readonly arnEnvName: string;
  /** Non-secret settings that go with it, per stage. */
  readonly environment: (config: StageConfig) => Record<string, string>;
}

/**
 * Asaas: `apiKey` is the account's API key (set by hand); `webhookToken` is generated here and then
 * entered in Asaas' webhook settings, which send it back in the `asaas-access-token` header.
 */
export const secretSpecs: Readonly<Record<RouteSecret, SecretSpec>> = {
  asaas: {
    description: 'Asaas: {"apiKey": set by hand after deploy, "webhookToken": generated, copy it to the Asaas webhook}',
    manualKeys: ['apiKey'],
    generatedKey: 'webhookToken',
    arnEnvName: 'ASAAS_SECRET_ARN',
    environment: (config) => ({ ASAAS_API_URL: config.asaasApiUrl }),
  },
  /**
   * The ICP-Brasil cloud signature provider (a PSC speaking the CSC API, lambdas/common/assinatura/
   * assinador.ts): its API base URL and the OAuth client ZapSaúde was registered with. Each
   * signature is still authorised by the physician on their own cloud certificate. Until an operator
   * fills these in and sets the stage's `assinaturaProvedor`, `ASSINATURA_PROVEDOR` is `nenhum` and
   * validated documents are issued unsigned, saying the ICP-Brasil signature is pending.
   */
  assinatura: {
    description:
      'ICP-Brasil cloud signature provider (CSC API): {"baseUrl", "clientId", "clientSecret"} set by hand after deploy; see README "Deploy to AWS"',
    manualKeys: ['baseUrl', 'clientId', 'clientSecret'],
    arnEnvName: 'ASSINATURA_SECRET_ARN',
    environment: (config) => ({ ASSINATURA_PROVEDOR: config.assinaturaProvedor }),
  },
};

/** Stands for a value an operator still has to set; a handler must treat it as missing. */
export const UNSET_SECRET_VALUE = 'SET-ME';

export interface SecretsProps {
  readonly config: StageConfig;
  /** The stack key: secrets are encrypted with it, not with the account's default key. */
  readonly key: kms.IKey;
}

export class Secrets extends Construct {
  readonly secrets: Readonly<Record<RouteSecret, secretsmanager.Secret>>;
  /**
   * The value CloudFront adds as `x-origin-verify` to every request to the HTTP API, and that the
   * handlers require (lambdas/common/origin-verify.ts): the execute-api address alone is useless.
   */
  readonly originVerify: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: SecretsProps) {
    super(scope, id);
    const { config } = props;
    const created = {} as Record<RouteSecret, secretsmanager.Secret>;
    for (const [name, spec] of Object.entries(secretSpecs) as [RouteSecret, SecretSpec][]) {
      const placeholders = Object.fromEntries(spec.manualKeys.map((key) => [key, UNSET_SECRET_VALUE]));
      const secret = new secretsmanager.Secret(this, name, {
        secretName: `zapsaude/${config.stage}/${name}`,
        description: spec.description,
        ...(spec.generatedKey
          ? {
              generateSecretString: {
                secretStringTemplate: JSON.stringify(placeholders),
                generateStringKey: spec.generatedKey,
                passwordLength: 48,
                excludePunctuation: true,
              },
            }
          : // Nothing to generate: the placeholders only, which CloudFormation writes once and never
            // rewrites while this template value stays the same.
            { secretStringValue: SecretValue.unsafePlainText(JSON.stringify(placeholders)) }),
        encryptionKey: props.key,
        removalPolicy: config.removalPolicy,
      });
      const rotationReason = `A third-party credential (${name}): it is rotated in the provider's console and then updated here; Secrets Manager cannot rotate it.`;
      Validations.of(secret).acknowledge(
        { id: 'AwsSolutions-SMG4', reason: rotationReason },
        { id: 'HIPAA.Security-SecretsManagerRotationEnabled', reason: rotationReason },
      );
      created[name] = secret;
    }
    this.secrets = created;

    this.originVerify = new secretsmanager.Secret(this, 'originVerify', {
      secretName: `zapsaude/${config.stage}/origin-verify`,
      description: 'Header value CloudFront adds to requests to the HTTP API (x-origin-verify); generated, never typed by hand',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      encryptionKey: props.key,
      removalPolicy: config.removalPolicy,
    });
    const originReason =
      'Resolved into the CloudFront origin header and the functions\' environment at deploy time (a CloudFormation dynamic reference), so both sides must change in one deploy: an automatic rotation would leave them out of step and refuse all API traffic. Rotated by hand (README, Operations).';
    Validations.of(this.originVerify).acknowledge(
      { id: 'AwsSolutions-SMG4', reason: originReason },
      { id: 'HIPAA.Security-SecretsManagerRotationEnabled', reason: originReason },
    );
  }

  /** The origin-verify value as a CloudFormation dynamic reference (resolved at deploy, never in the template). */
  originVerifyValue(): string {
    return this.originVerify.secretValue.unsafeUnwrap();
  }
}
