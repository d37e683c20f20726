/**
 * Secrets Manager's GetSecretValue (awsJson1_1, target secretsmanager), the one call the handlers
 * make there: reading the Asaas secret with the Lambda's role.
 */
import { callJson, createAwsService, endpointFromEnv, regionFromEnv, type AwsService } from './client.js';

export interface SecretsReader {
  /** The secret's current SecretString (undefined for a binary secret). */
  getSecretString(secretId: string): Promise<string | undefined>;
}

export function createSecretsReader(service: AwsService): SecretsReader {
  return {
    async getSecretString(secretId) {
      const answer = await callJson<{ SecretString?: string }>(service, {
        target: 'secretsmanager',
        version: '1.1',
        operation: 'GetSecretValue',
        input: { SecretId: secretId },
      });
      return answer.SecretString;
    },
  };
}

/** Secrets Manager in the Lambda's region, with its role. */
export function createSecretsReaderFromEnv(env: NodeJS.ProcessEnv = process.env): SecretsReader {
  const region = regionFromEnv(env);
  return createSecretsReader(
    createAwsService({
      signingName: 'secretsmanager',
      traceName: 'SecretsManager',
      region,
      endpoint: endpointFromEnv(env, 'SECRETS_MANAGER', `https://secretsmanager.${region}.amazonaws.com`),
    }),
  );
}
