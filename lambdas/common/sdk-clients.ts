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

export { LOCAL_CREDENTIALS, sdkClientConfig } from './sdk-config.js';

type Env = Readonly<Record<string, string | undefined>>;

let documentClient: DynamoDBDocumentClient | undefined;

/** lib-dynamodb's document client: `undefined` attributes are dropped, numbers stay numbers. */
export function dynamoDocumentClient(env: Env = process.env): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient(sdkClientConfig(env)), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    unmarshallOptions: { wrapNumbers: false },
  });
  return documentClient;
}
