/**
 * Secrets Manager's GetSecretValue (awsJson1_1, target secretsmanager), the one call the handlers
 * make there: reading the Asaas secret with the Lambda's role.
 */
import { callJson, createAwsServiceFromEnv, type AwsService } from './client.js';

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
  return createSecretsReader(
    createAwsServiceFromEnv(env, {
      signingName: 'secretsmanager',
      traceName: 'SecretsManager',
      endpointId: 'SECRETS_MANAGER',
      regionalEndpoint: (region) => `https://secretsmanager.${region}.amazonaws.com`,
    }),
  );
}
