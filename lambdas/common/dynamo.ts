import { tableEnvName, type TableName } from '../../infra/definitions/tables.js';
import { createAwsServiceFromEnv } from './aws/client.js';
import { createDynamoDbClient, type DocumentClient } from './aws/dynamodb.js';

/**
 * The document client of this Lambda container: DynamoDB in the Lambda's region with its role, or
 * DynamoDB Local when `DYNAMODB_ENDPOINT` is set (the local stage only).
 */
export function createDocumentClient(env: NodeJS.ProcessEnv = process.env): DocumentClient {
  return createDynamoDbClient(
    createAwsServiceFromEnv(env, {
      signingName: 'dynamodb',
      traceName: 'DynamoDB',
      endpointId: 'DYNAMODB',
      regionalEndpoint: (region) => `https://dynamodb.${region}.amazonaws.com`,
      ...(env.DYNAMODB_ENDPOINT ? { localEndpoint: env.DYNAMODB_ENDPOINT } : {}),
    }),
  );
}

/** The physical table name a handler was given through its environment. */
export function tableName(name: TableName, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[tableEnvName(name)];
  if (!value) throw new Error(`Missing environment variable ${tableEnvName(name)}`);
  return value;
}
