/**
 * The AWS SDK v3 clients of this Lambda container, each made once on first use. In AWS they reach
 * the regional endpoints with the function's role; in the local stage they reach the local stand-ins
 * (DynamoDB Local, the local S3, cognito-local, the SES v2 stand-in) with the local credentials.
 * The standard `AWS_ENDPOINT_URL_<SERVICE>` variables are honoured by the SDK itself.
 *
 * Each client lives in its own module-level slot and is imported only by the modules that use it,
 * so a handler bundles only the clients of its routes (cold import, see the README's bench). In
 * AWS the credentials come from the environment, where Lambda puts the role's: the bundles replace
 * the SDK's Node credential chain by the environment provider (infra/lib/lambda-bundling.ts).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sdkClientConfig } from './sdk-config.js';
import { traceClient } from './tracer.js';

export { LOCAL_CREDENTIALS, sdkClientConfig } from './sdk-config.js';

type Env = Readonly<Record<string, string | undefined>>;

let dynamoDbClient: DynamoDBClient | undefined;
let documentClient: DynamoDBDocumentClient | undefined;

/** The traced DynamoDB client itself, for libraries that marshal their own items (Powertools' idempotency). */
export function dynamoClient(env: Env = process.env): DynamoDBClient {
  dynamoDbClient ??= traceClient(new DynamoDBClient(sdkClientConfig(env)));
  return dynamoDbClient;
}

/**
 * lib-dynamodb's document client, traced: `undefined` attributes are dropped, numbers stay numbers.
 * Its errors are the SDK's (`ConditionalCheckFailedException`, `TransactionCanceledException` from
 * `@aws-sdk/client-dynamodb`); `CancellationReasons[].Item` stays in DynamoDB's attribute format.
 */
export function dynamoDocumentClient(env: Env = process.env): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(dynamoClient(env), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    unmarshallOptions: { wrapNumbers: false },
  });
  return documentClient;
}
