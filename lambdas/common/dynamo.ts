import { tableEnvName, type TableName } from '../../infra/definitions/tables.js';
import { createAwsService, endpointFromEnv, LOCAL_CREDENTIALS, regionFromEnv } from './aws/client.js';
import { createDynamoDbClient, type DocumentClient } from './aws/dynamodb.js';

/**
 * The document client of this Lambda container: DynamoDB in the Lambda's region with its role, or
 * DynamoDB Local when `DYNAMODB_ENDPOINT` is set (the local stage only).
 */
export function createDocumentClient(env: NodeJS.ProcessEnv = process.env): DocumentClient {
  const local = env.DYNAMODB_ENDPOINT;
  const region = local ? (env.AWS_REGION ?? 'us-east-1') : regionFromEnv(env);
  return createDynamoDbClient(
    createAwsService({
      signingName: 'dynamodb',
      traceName: 'DynamoDB',
      region,
      endpoint: local || endpointFromEnv(env, 'DYNAMODB', `https://dynamodb.${region}.amazonaws.com`),
      ...(local ? { credentials: LOCAL_CREDENTIALS } : {}),
    }),
  );
}

/** The physical table name a handler was given through its environment. */
export function tableName(name: TableName, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[tableEnvName(name)];
  if (!value) throw new Error(`Missing environment variable ${tableEnvName(name)}`);
  return value;
}
