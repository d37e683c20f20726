import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableEnvName, type TableName } from '../../infra/definitions/tables.js';
import { traceAwsClient } from './tracing.js';

/**
 * One document client per Lambda container. `DYNAMODB_ENDPOINT` is set only in the local stage
 * (DynamoDB Local); in AWS the SDK resolves the regional endpoint itself.
 */
export function createDocumentClient(env: NodeJS.ProcessEnv = process.env): DynamoDBDocumentClient {
  const endpoint = env.DYNAMODB_ENDPOINT;
  const client = traceAwsClient(new DynamoDBClient({
    ...(endpoint ? { endpoint, region: env.AWS_REGION ?? 'us-east-1', credentials: localCredentials } : {}),
    maxAttempts: 3,
  }));
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** The physical table name a handler was given through its environment. */
export function tableName(name: TableName, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[tableEnvName(name)];
  if (!value) throw new Error(`Missing environment variable ${tableEnvName(name)}`);
  return value;
}
